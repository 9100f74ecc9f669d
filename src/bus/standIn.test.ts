// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPageBus } from './bus';
import { bootEntry, entryStarted, installStandIn } from './standIn';
import { registerWidgets } from '../runtime/registry';

afterEach(() => {
  delete window.StorefrontWidgets;
  document.body.innerHTML = '';
});

const cart = (lineCount: number) => ({ cart: { lineCount } }) as never;

describe('the bootstrap stand-in on window.StorefrontWidgets', () => {
  it('hands a host’s DOMContentLoaded subscriptions and emits to the real bus in order, losing none', () => {
    installStandIn(window);
    const hostBus = window.StorefrontWidgets!.bus!;
    const seen: unknown[] = [];
    hostBus.on('update cart', 'host', (payload) => seen.push(payload));
    hostBus.emit('update cart', cart(1));
    const gone = vi.fn();
    const unsubscribe = hostBus.on('update cart', 'gone', gone);
    unsubscribe();
    expect(hostBus.last('update cart')).toEqual(cart(1));
    expect(seen).toEqual([]);

    const real = getPageBus(window);
    expect(real).not.toBe(hostBus);
    expect(getPageBus(window)).toBe(real);
    // The event waits for the entry's widgets to listen; so does the page's bus.
    expect(window.StorefrontWidgets!.bus).toBe(hostBus);
    expect(seen).toEqual([]);
    expect(hostBus.last('update cart')).toEqual(cart(1));
    entryStarted(window);
    expect(seen).toEqual([cart(1)]);
    expect(window.StorefrontWidgets!.bus).toBe(real);
    expect(real.last('update cart')).toEqual(cart(1));

    // The host's old reference now reaches the real bus, both ways.
    real.emit('update cart', cart(2));
    hostBus.emit('update cart', cart(3));
    expect(seen).toEqual([cart(1), cart(2), cart(3)]);
    expect(gone).not.toHaveBeenCalled();
    expect(getPageBus(window)).toBe(real);
  });

  it("emits a host's early events once every bootstrapped entry has mounted, so the widgets' own subscribers hear them", () => {
    installStandIn(window);
    installStandIn(window);
    window.StorefrontWidgets!.bus!.emit('one time', { id: 'hello', message: 'Hello', tone: 'info' });
    const real = getPageBus(window);
    const first = vi.fn();
    real.on('one time', 'first entry', first);
    entryStarted(window);
    expect(first).not.toHaveBeenCalled();
    // A host script that emits now, with one entry still on its way, waits for it too.
    window.StorefrontWidgets!.bus!.emit('one time', { id: 'between', message: 'Between', tone: 'info' });
    expect(first).not.toHaveBeenCalled();
    const second = vi.fn();
    real.on('one time', 'second entry', second);
    entryStarted(window);
    expect(first.mock.calls.map(([notice]) => notice.id)).toEqual(['hello', 'between']);
    expect(second).toHaveBeenCalledTimes(2);
    // From then on the page's bus is the real one.
    expect(window.StorefrontWidgets!.bus).toBe(real);
    window.StorefrontWidgets!.bus!.emit('one time', { id: 'later', message: 'Later', tone: 'info' });
    expect(first).toHaveBeenCalledTimes(3);
  });

  it('releases the events once the code of a bootstrap loaded twice has run (both imports settle)', async () => {
    const code = Promise.resolve();
    bootEntry(window, () => code, './chunks/badge.js');
    bootEntry(window, () => code, './chunks/badge.js');
    window.StorefrontWidgets!.bus!.emit('update cart', cart(5));
    const real = getPageBus(window);
    const heard = vi.fn();
    real.on('update cart', 'badge', heard);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith(cart(5)));
    expect(window.StorefrontWidgets!.bus).toBe(real);
  });

  it('does not keep events waiting for an entry whose code failed to load', async () => {
    const failed = Promise.reject(new Error('offline'));
    bootEntry(window, () => failed, './chunks/a.js');
    window.StorefrontWidgets!.bus!.emit('update cart', cart(4));
    const real = getPageBus(window);
    const heard = vi.fn();
    real.on('update cart', 'badge', heard);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith(cart(4)));
    expect(consoleError.mock.calls[0]?.[0]).toMatch(/the widgets' code \(\.\/chunks\/a\.js, next to this script\) did not load/);
    consoleError.mockRestore();
  });

  it('replays mountAll and unmountAll calls made before the code arrived, once the widgets are registered', () => {
    installStandIn(window);
    document.body.innerHTML = '<div id="a" class="w"></div>';
    const mount = vi.fn(() => () => {});
    window.StorefrontWidgets!.mountAll!();
    expect(mount).not.toHaveBeenCalled();

    registerWidgets(window, [{ name: 'w', selector: '.w', mount }]);
    expect(mount).toHaveBeenCalledTimes(1);
    window.StorefrontWidgets!.mountAll!();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('changes nothing on a page whose bus already runs', () => {
    const real = getPageBus(window);
    installStandIn(window);
    expect(window.StorefrontWidgets!.bus).toBe(real);
  });
});
