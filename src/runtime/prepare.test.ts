// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { errorReporterLoaded } from '../testing/errorReporter';
import { addMountPoint, writeJsonScript, writePageContext } from '../testing/pageData';
import { pageErrorReporter } from './errorReporter';
import { readWidgetData } from './pageData';
import { prepareWidget } from './prepare';

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  // happy-dom's sendBeacon really sends; the reporter flushes on dispose.
  Object.defineProperty(window.navigator, 'sendBeacon', { configurable: true, value: vi.fn(() => true) });
});
afterEach(() => {
  pageErrorReporter(window)?.dispose();
  Reflect.deleteProperty(window.navigator, 'sendBeacon');
  consoleError.mockRestore();
});

const mountPoint = (id: string) => addMountPoint(id);

const Shelf = v.object({ shelf: v.number() });

describe('prepareWidget', () => {
  it('gives the page context, the widget data and a client, and sets up the page reporter', () => {
    writePageContext();
    writeJsonScript('shelf-data', { shelf: 3 });
    const prepared = prepareWidget('shelf', mountPoint('shelf'), window, (element) => readWidgetData(element, Shelf));
    expect(prepared.ok).toBe(true);
    if (!prepared.ok) return;
    expect(prepared.context.companyUserId).toBe(42);
    expect(prepared.data).toEqual({ shelf: 3 });
    expect(typeof prepared.client.call).toBe('function');
    expect(pageErrorReporter(window)).not.toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('works without widget data (a DOM-drawn badge)', () => {
    writePageContext();
    const prepared = prepareWidget('cart-badge', mountPoint('badge'), window);
    expect(prepared).toMatchObject({ ok: true, data: undefined });
  });

  it('refuses bad widget data with one console error naming the field, and queues a report', async () => {
    writePageContext();
    writeJsonScript('shelf-data', { shelf: 'top' });
    const prepared = prepareWidget('shelf', mountPoint('shelf'), window, (element) => readWidgetData(element, Shelf));
    expect(prepared.ok).toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/^#shelf-data: shelf: "top" is not a number\. .*the "shelf" widget in #shelf shows a notice instead\.$/);
    // A second identical report is a duplicate of the queued one.
    await errorReporterLoaded();
    expect(pageErrorReporter(window)?.report({ kind: 'page-data', widget: 'shelf', element: '#shelf', message: String(consoleError.mock.calls[0]?.[0]).split(' Until')[0] ?? '' })).toBe(false);
  });

  it('logs a bad page context once for every widget it stops, and sets up no reporter', () => {
    writePageContext('{"serviceUrl": ');
    expect(prepareWidget('a', mountPoint('a'), window).ok).toBe(false);
    expect(prepareWidget('b', mountPoint('b'), window).ok).toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(pageErrorReporter(window)).toBeNull();
  });
});
