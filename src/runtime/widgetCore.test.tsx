import * as v from 'valibot';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { addMountPoint, writePageContext } from '../testing/pageData';
import { pageErrorReporter } from './errorReporter';
import { NOTICE_TEXT } from './noticeText';
import { defineWidget, FIRST_VIEW_WAIT_MS, mountWidget, type RenderWidget } from './widgetCore';

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  pageErrorReporter(window)?.dispose();
  consoleError.mockRestore();
});

const mountPoint = (id: string) => addMountPoint(id);

/** A view whose load the test settles. */
function deferredView<S>() {
  let load!: (render: RenderWidget<undefined, S>) => void;
  let fail!: (error: Error) => void;
  const loaded = new Promise<RenderWidget<undefined, S>>((resolve, reject) => {
    load = resolve;
    fail = reject;
  });
  return { view: vi.fn(() => loaded), load, fail };
}

describe('request-first widgets (view instead of render)', () => {
  it('start their work at once and draw only once the view has loaded', async () => {
    writePageContext();
    const element = mountPoint('rf-order');
    const events: string[] = [];
    const { view, load } = deferredView<string>();
    const widget = defineWidget({
      name: 'rf-order',
      selector: '#rf-order',
      start: () => {
        events.push('request sent');
        return { value: 'answer', stop: () => events.push('stopped') };
      },
      view,
    });
    const unmount = mountWidget(widget, element, window);
    expect(events).toEqual(['request sent']);
    expect(view).toHaveBeenCalledOnce();
    expect(element.textContent).toBe('');
    await act(async () => load((_env, _data, answer) => <p>Drawn with {answer}</p>));
    expect(await screen.findByText('Drawn with answer')).toBeTruthy();
    act(() => unmount());
    expect(events).toEqual(['request sent', 'stopped']);
  });

  it('load their view once however many elements they mount', async () => {
    writePageContext();
    const { view, load } = deferredView<undefined>();
    const widget = defineWidget({ name: 'rf-once', selector: '.rf-once', view });
    const unmounts = [mountWidget(widget, mountPoint('rf-once-1'), window), mountWidget(widget, mountPoint('rf-once-2'), window)];
    await act(async () => load(() => <p>Once</p>));
    expect(await screen.findAllByText('Once')).toHaveLength(2);
    expect(view).toHaveBeenCalledOnce();
    act(() => unmounts.forEach((unmount) => unmount()));
  });

  it('draw together with the widgets whose views are still on their way: a header view arriving late never draws after the content', async () => {
    writePageContext();
    const header = deferredView<undefined>();
    const content = deferredView<undefined>();
    const headerElement = mountPoint('rf-header');
    const contentElement = mountPoint('rf-content');
    const unmounts = [
      mountWidget(defineWidget({ name: 'rf-header', selector: '#rf-header', view: header.view }), headerElement, window),
      mountWidget(defineWidget({ name: 'rf-content', selector: '#rf-content', view: content.view }), contentElement, window),
    ];
    await act(async () => content.load(() => <p>Content</p>));
    // The content's view (and React) are in, but the header's view is on its way: it waits.
    expect(contentElement.textContent).toBe('');
    await act(async () => header.load(() => <p>Header</p>));
    expect(headerElement.textContent).toBe('Header');
    expect(contentElement.textContent).toBe('Content');
    act(() => unmounts.forEach((unmount) => unmount()));
  });

  it('wait at most FIRST_VIEW_WAIT_MS for another widget whose view never arrives', async () => {
    writePageContext();
    const hanging = deferredView<undefined>();
    const content = deferredView<undefined>();
    const contentElement = mountPoint('rf-waits');
    const unmounts = [
      mountWidget(defineWidget({ name: 'rf-hangs', selector: '#rf-hangs', view: hanging.view }), mountPoint('rf-hangs'), window),
      mountWidget(defineWidget({ name: 'rf-waits', selector: '#rf-waits', view: content.view }), contentElement, window),
    ];
    await act(async () => content.load(() => <p>Content</p>));
    expect(contentElement.textContent).toBe('');
    await act(async () => new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS + 50)));
    expect(contentElement.textContent).toBe('Content');
    act(() => unmounts.forEach((unmount) => unmount()));
  });

  it('wait for their firstView at most FIRST_VIEW_WAIT_MS from the moment their view is in, not from their start: a view that comes late still draws the answer in one pass', async () => {
    writePageContext();
    const element = mountPoint('rf-late-view');
    let answer!: () => void;
    const firstView = new Promise<void>((resolve) => (answer = resolve));
    const state = { text: 'skeleton' };
    const drawn: string[] = [];
    const { view, load } = deferredView<typeof state>();
    const widget = defineWidget({ name: 'rf-late-view', selector: '#rf-late-view', start: () => ({ value: state, stop: () => undefined, firstView }), view });
    const unmount = mountWidget(widget, element, window);
    // Longer than FIRST_VIEW_WAIT_MS since the start: the first request's wait, not the view's.
    await act(async () => new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS + 50)));
    await act(async () =>
      load((_env, _data, started) => {
        drawn.push(started.text);
        return <p>{started.text}</p>;
      }),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS / 3)));
    expect(element.textContent).toBe('');
    state.text = 'results';
    await act(async () => answer());
    expect(await screen.findByText('results')).toBeTruthy();
    expect(drawn).toEqual(['results']);
    act(() => unmount());
  });

  it('draw nothing and stop when unmounted before the view arrived', async () => {
    writePageContext();
    const element = mountPoint('rf-early');
    const stop = vi.fn();
    const { view, load } = deferredView<undefined>();
    const widget = defineWidget({ name: 'rf-early', selector: '#rf-early', start: () => ({ value: undefined, stop }), view });
    const unmount = mountWidget(widget, element, window);
    unmount();
    expect(stop).toHaveBeenCalledOnce();
    await act(async () => load(() => <p>Too late</p>));
    expect(element.textContent).toBe('');
    expect(document.querySelector('[data-sf-portal="rf-early"]')).toBeNull();
  });

  it('show the crash notice in place and log one error naming the widget when the view cannot load', async () => {
    writePageContext();
    const element = mountPoint('rf-fail');
    const { view, fail } = deferredView<undefined>();
    const widget = defineWidget({ name: 'rf-fail', selector: '#rf-fail', view });
    mountWidget(widget, element, window);
    await act(async () => fail(new Error('Failed to fetch dynamically imported module')));
    expect(element.querySelector('[role="alert"]')?.textContent).toBe(NOTICE_TEXT.crash);
    expect(consoleError).toHaveBeenCalledOnce();
    expect(String(consoleError.mock.calls[0]![0])).toContain('"rf-fail" widget in #rf-fail could not load its view');
  });

  it('show the page-data notice without waiting for the view when their data is bad', async () => {
    writePageContext();
    const element = mountPoint('rf-bad');
    const { view } = deferredView<undefined>();
    const widget = defineWidget<undefined>({
      name: 'rf-bad',
      selector: '#rf-bad',
      // The mount element has no data script: its data is missing.
      settings: { script: v.pipe(v.object({ shelf: v.number() }), v.transform(() => undefined)) },
      view,
    });
    mountWidget(widget, element, window);
    // The notice is drawn by React once the React half has loaded; the view is not needed.
    expect(await screen.findByText(NOTICE_TEXT.pageData)).toBeTruthy();
  });
});
