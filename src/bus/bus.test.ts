// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus, getPageBus } from './bus';

const cart = (lineCount: number) => ({ cart: { lineCount, totalQuantity: lineCount * 2, subtotal: null } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createBus', () => {
  it('delivers a payload to every subscriber of the event, in subscription order', () => {
    const bus = createBus();
    const seen: string[] = [];
    bus.on('update cart', 'badge', (p) => seen.push(`badge ${p.cart.lineCount}`));
    bus.on('update cart', 'header', (p) => seen.push(`header ${p.cart.lineCount}`));
    bus.on('show search', 'search', () => seen.push('search'));
    bus.emit('update cart', cart(3));
    expect(seen).toEqual(['badge 3', 'header 3']);
  });

  it('replaces the callback when a second `on` uses the same name and key', () => {
    const bus = createBus();
    const first = vi.fn();
    const second = vi.fn();
    bus.on('update cart', 'badge', first);
    bus.on('update cart', 'badge', second);
    bus.emit('update cart', cart(1));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keeps subscriptions with the same key on different events apart', () => {
    const bus = createBus();
    const onCart = vi.fn();
    const onSearch = vi.fn();
    bus.on('update cart', 'widget', onCart);
    bus.on('show search', 'widget', onSearch);
    bus.emit('show search', { open: true });
    expect(onSearch).toHaveBeenCalledWith({ open: true });
    expect(onCart).not.toHaveBeenCalled();
  });

  it('stops delivering to a key after `off`, and leaves other keys subscribed', () => {
    const bus = createBus();
    const badge = vi.fn();
    const header = vi.fn();
    bus.on('update cart', 'badge', badge);
    bus.on('update cart', 'header', header);
    bus.off('update cart', 'badge');
    bus.emit('update cart', cart(2));
    expect(badge).not.toHaveBeenCalled();
    expect(header).toHaveBeenCalledTimes(1);
  });

  it('ignores the teardown of a replaced subscription, so it cannot remove the newer callback', () => {
    const bus = createBus();
    const newer = vi.fn();
    const teardownOld = bus.on('update cart', 'badge', vi.fn());
    bus.on('update cart', 'badge', newer);
    teardownOld();
    bus.emit('update cart', cart(1));
    expect(newer).toHaveBeenCalledTimes(1);
  });

  it('removes a subscription through the teardown `on` returns', () => {
    const bus = createBus();
    const callback = vi.fn();
    const teardown = bus.on('show search', 'search', callback);
    teardown();
    bus.emit('show search', { open: false });
    expect(callback).not.toHaveBeenCalled();
  });

  it('remembers the last payload of each event for subscribers that come later', () => {
    const bus = createBus();
    expect(bus.last('update cart')).toBeUndefined();
    bus.emit('update cart', cart(1));
    bus.emit('update cart', cart(5));
    bus.emit('show search', { open: true });
    expect(bus.last('update cart')).toEqual(cart(5));
    expect(bus.last('show search')).toEqual({ open: true });
    expect(bus.last('screen change')).toBeUndefined();
  });

  it('still calls the other subscribers when one throws, and reports the throw once', () => {
    const bus = createBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    bus.on('update cart', 'broken', () => {
      throw new Error('boom');
    });
    bus.on('update cart', 'badge', after);
    expect(() => bus.emit('update cart', cart(1))).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('"broken" subscriber to "update cart"');
  });

  it('lets a subscriber unsubscribe itself while the event is being delivered', () => {
    const bus = createBus();
    const seen: string[] = [];
    bus.on('show search', 'once', () => {
      seen.push('once');
      bus.off('show search', 'once');
    });
    bus.on('show search', 'always', () => seen.push('always'));
    bus.emit('show search', { open: true });
    bus.emit('show search', { open: false });
    expect(seen).toEqual(['once', 'always', 'always']);
  });

  it('rejects an unknown event name from a host script with one console error', () => {
    const bus = createBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const callback = vi.fn();
    // Host scripts are plain JavaScript; the cast stands for a typo there.
    const untyped = bus as unknown as { on(n: string, k: string, c: () => void): void; emit(n: string, p: unknown): void };
    untyped.on('update-cart', 'host', callback);
    untyped.emit('update-cart', cart(1));
    expect(callback).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[1]?.[0])).toBe(
      'StorefrontWidgets.bus.emit: unknown event "update-cart". Use one of "update cart", "one time", "update cart items", "show search", "screen change", "customer change", "invoices paid".',
    );
  });
});

describe('`one time`', () => {
  it('delivers each id once per page: a second emit with the same id is dropped', () => {
    const bus = createBus();
    const notices = vi.fn();
    bus.on('one time', 'notices', notices);
    bus.emit('one time', { id: 'price-list-changed', message: 'Your price list changed.' });
    bus.emit('one time', { id: 'price-list-changed', message: 'Your price list changed.' });
    bus.emit('one time', { id: 'item-added', message: 'Item added', tone: 'success' });
    expect(notices.mock.calls.map(([p]) => p.id)).toEqual(['price-list-changed', 'item-added']);
  });

  it('counts an id as used even when nobody listened, so a later copy cannot replay it', () => {
    const bus = createBus();
    bus.emit('one time', { id: 'welcome', message: 'Welcome back.' });
    const late = vi.fn();
    bus.on('one time', 'late', late);
    bus.emit('one time', { id: 'welcome', message: 'Welcome back.' });
    expect(late).not.toHaveBeenCalled();
  });

  it('does not replay a dropped duplicate as the last payload', () => {
    const bus = createBus();
    bus.emit('one time', { id: 'a', message: 'first' });
    bus.emit('one time', { id: 'b', message: 'second' });
    bus.emit('one time', { id: 'a', message: 'first again' });
    expect(bus.last('one time')).toEqual({ id: 'b', message: 'second' });
  });

  it('refuses a payload without an id, with a console error', () => {
    const bus = createBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const notices = vi.fn();
    bus.on('one time', 'notices', notices);
    bus.emit('one time', { message: 'no id' } as never);
    expect(notices).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('needs a non-empty string `id`');
  });
});

describe('getPageBus', () => {
  afterEach(() => {
    delete window.StorefrontWidgets;
  });

  it('puts one bus on window.StorefrontWidgets and hands the same one to every caller', () => {
    const bus = getPageBus(window);
    expect(window.StorefrontWidgets?.bus).toBe(bus);
    expect(window.StorefrontWidgets?.shape).toBe(2);
    expect(getPageBus(window)).toBe(bus);
  });

  it('shares the bus between two copies of the bundle: the later copy reuses the first one', async () => {
    const first = await import('./bus');
    const firstBus = first.getPageBus(window);
    vi.resetModules();
    const second = await import('./bus');
    expect(second.getPageBus).not.toBe(first.getPageBus);
    const secondBus = second.getPageBus(window);
    expect(secondBus).toBe(firstBus);

    const received = vi.fn();
    firstBus.on('update cart', 'badge-from-copy-1', received);
    secondBus.emit('update cart', cart(4));
    expect(received).toHaveBeenCalledWith(cart(4));
  });

  it('extends a placeholder object the host set before the scripts instead of replacing it', () => {
    const placeholder = { hostNote: 'set by the CMS' };
    (window as unknown as { StorefrontWidgets: object }).StorefrontWidgets = placeholder;
    const bus = getPageBus(window);
    expect(window.StorefrontWidgets).toBe(placeholder);
    expect(window.StorefrontWidgets?.bus).toBe(bus);
  });

  it('keeps a copy with an incompatible shape off the page object, with one console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const other = { version: '9.0.0', shape: 3, singletons: new Map(), bus: createBus() };
    (window as unknown as { StorefrontWidgets: object }).StorefrontWidgets = other;
    const bus = getPageBus(window);
    expect(bus).not.toBe(other.bus);
    expect(window.StorefrontWidgets).toBe(other);
    expect(getPageBus(window)).toBe(bus);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('expects shape 2 but the page already has shape 3 (release 9.0.0)');
  });
});
