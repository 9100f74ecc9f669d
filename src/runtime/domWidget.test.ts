// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { addMountPoint, writePageContext } from '../testing/pageData';
import { defineDomWidget } from './domWidget';
import { pageErrorReporter } from './errorReporter';
import { NOTICE_TEXT } from './noticeText';
import { mountWidget } from './widgetCore';

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  delete window.StorefrontWidgets;
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  pageErrorReporter(window)?.dispose();
  consoleError.mockRestore();
  document.body.innerHTML = '';
});

describe('DOM widgets (defineDomWidget)', () => {
  it('start, then draw in the same task with the started value, and stop and remove on unmount', () => {
    writePageContext();
    const element = addMountPoint('dom-a');
    const events: string[] = [];
    const widget = defineDomWidget({
      name: 'dom-a',
      selector: '#dom-a',
      start: () => {
        events.push('start');
        return { value: 'started', stop: () => events.push('stop') };
      },
      draw: (env, _data, started) => {
        env.element.textContent = started;
        return () => events.push('remove');
      },
    });
    const unmount = mountWidget(widget, element, window);
    expect(element.textContent).toBe('started');
    unmount();
    expect(events).toEqual(['start', 'remove', 'stop']);
  });

  it('show the runtime notice with the DOM for a bad page context, and never draw', () => {
    writePageContext({ serviceUrl: '' });
    const element = addMountPoint('dom-b');
    const draw = vi.fn(() => () => {});
    const setUp = vi.fn(() => () => {});
    mountWidget(defineDomWidget({ name: 'dom-b', selector: '#dom-b', draw, setUp }), element, window);
    expect(element.querySelector('[role="alert"]')?.textContent).toBe(NOTICE_TEXT.pageData);
    expect(setUp).toHaveBeenCalledOnce();
    expect(draw).not.toHaveBeenCalled();
  });

  it('show the crash notice when start throws', () => {
    writePageContext();
    const element = addMountPoint('dom-c');
    const widget = defineDomWidget({
      name: 'dom-c',
      selector: '#dom-c',
      start: () => {
        throw new Error('boom');
      },
      draw: () => () => {},
    });
    mountWidget(widget, element, window);
    expect(element.querySelector('[role="alert"]')?.textContent).toBe(NOTICE_TEXT.crash);
  });
});
