// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPageBus } from './bus';
import { bootEntry, entryStarted, installStandIn } from './standIn';
import { registerWidgets } from '../runtime/registry';

afterEach(() => {
  delete window.StorefrontWidgets;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const cart = (lineCount: number) => ({ cart: { lineCount } }) as never;
const notice = (id: string) => ({ id, message: id, tone: 'info' }) as const;
const hostBus = () => window.StorefrontWidgets!.bus!;

describe('the bootstrap stand-in keeps mitt’s promise while the entries load', () => {
  it('calls the newer of two callbacks under one key once, at once, and nothing after off (the host script of issue 41)', () => {
    installStandIn(window);
    const a = vi.fn();
    const b = vi.fn();
    hostBus().on('show search', 'k', a);
    hostBus().on('show search', 'k', b);
    hostBus().emit('show search', { open: true });
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledWith({ open: true });
    hostBus().off('show search', 'k');
    hostBus().emit('show search', { open: false });
    expect(b).toHaveBeenCalledTimes(1);

    // The code arrives and every entry runs: the host's subscriptions hear nothing again.
    getPageBus(window);
    entryStarted(window);
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('reaches the host’s and the started widgets’ subscribers at once between two entries’ starts', () => {
    installStandIn(window);
    installStandIn(window);
    const host = vi.fn();
    hostBus().on('update cart', 'host', host);
    const real = getPageBus(window);
    const badge = vi.fn();
    real.on('update cart', 'badge', badge);
    entryStarted(window);
    hostBus().emit('update cart', cart(2));
    expect(host).toHaveBeenCalledWith(cart(2));
    expect(badge).toHaveBeenCalledWith(cart(2));
    // The second entry runs: the two that heard it do not hear it again.
    entryStarted(window);
    expect(host).toHaveBeenCalledTimes(1);
    expect(badge).toHaveBeenCalledTimes(1);
  });

  it('delivers each event of the load once, in order, to a widget that subscribed after it, when the last entry has run', () => {
    installStandIn(window);
    installStandIn(window);
    hostBus().emit('update cart', cart(1));
    hostBus().emit('show search', { open: true });
    const real = getPageBus(window);
    const early = vi.fn();
    real.on('update cart', 'first entry', early);
    entryStarted(window);
    hostBus().emit('update cart', cart(2));
    expect(early.mock.calls).toEqual([[cart(2)]]);
    const late = vi.fn();
    real.on('update cart', 'second entry', late);
    expect(late).not.toHaveBeenCalled();
    entryStarted(window);
    expect(early.mock.calls).toEqual([[cart(2)], [cart(1)]]);
    expect(late.mock.calls).toEqual([[cart(1)], [cart(2)]]);
    expect(real.last('update cart')).toEqual(cart(2));
    // From then on the page's bus is the real one, and nothing is delivered twice.
    expect(hostBus()).toBe(real);
    real.emit('update cart', cart(3));
    expect(late.mock.calls).toEqual([[cart(1)], [cart(2)], [cart(3)]]);
  });

  it('never counts an `update cart` twice for a widget that heard it and re-subscribed under its key', () => {
    installStandIn(window);
    installStandIn(window);
    const real = getPageBus(window);
    const first = vi.fn();
    const off = real.on('update cart', 'badge', first);
    hostBus().emit('update cart', cart(4));
    off();
    const remounted = vi.fn();
    real.on('update cart', 'badge', remounted);
    entryStarted(window);
    entryStarted(window);
    expect(first).toHaveBeenCalledTimes(1);
    expect(remounted).not.toHaveBeenCalled();
  });

  it('shows a `one time` notice once: at once to the toasts listening, never again, and once to toasts that start later', () => {
    installStandIn(window);
    const host = vi.fn();
    hostBus().on('one time', 'host', host);
    hostBus().emit('one time', notice('hello'));
    hostBus().emit('one time', notice('hello'));
    expect(host).toHaveBeenCalledTimes(1);
    const real = getPageBus(window);
    const toasts = vi.fn();
    real.on('one time', 'toasts', toasts);
    // Emitted again after the code arrived: still the same notice, dropped.
    hostBus().emit('one time', notice('hello'));
    real.emit('one time', notice('hello'));
    entryStarted(window);
    expect(toasts.mock.calls).toEqual([[notice('hello')]]);
    expect(host).toHaveBeenCalledTimes(1);
    expect(real.last('one time')).toEqual(notice('hello'));
  });

  it('gives a host subscription made after an event nothing of it, as mitt would', () => {
    installStandIn(window);
    hostBus().emit('update cart', cart(1));
    const later = vi.fn();
    hostBus().on('update cart', 'host', later);
    getPageBus(window);
    entryStarted(window);
    expect(later).not.toHaveBeenCalled();
    expect(hostBus().last('update cart')).toEqual(cart(1));
  });

  it('keeps a subscriber that throws from stopping the others', () => {
    installStandIn(window);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    hostBus().on('show search', 'thrower', () => {
      throw new Error('host bug');
    });
    hostBus().on('show search', 'after', after);
    hostBus().emit('show search', { open: true });
    expect(after).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('"thrower" subscriber to "show search" threw'), expect.any(Error));
  });

  it('moves the host’s subscriptions to the real bus; their teardown and an old reference to the stand-in still work', () => {
    installStandIn(window);
    const standIn = hostBus();
    const seen = vi.fn();
    const stop = standIn.on('update cart', 'host', seen);
    const real = getPageBus(window);
    entryStarted(window);
    real.emit('update cart', cart(1));
    standIn.emit('update cart', cart(2));
    expect(seen.mock.calls).toEqual([[cart(1)], [cart(2)]]);
    stop();
    real.emit('update cart', cart(3));
    expect(seen).toHaveBeenCalledTimes(2);
  });
});

describe('an entry whose code does not load', () => {
  it('shows the crash notice in its mount elements and names the file on the console, and keeps no event waiting for it', async () => {
    document.body.innerHTML = '<div id="quickOrder"></div><div data-sf-widget="buy-again"></div><div data-sf-widget="buy-again" data-sf-mounted="buy-again"><p>drawn</p></div>';
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    bootEntry(window, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), './chunks/quickOrder-main-AB12CD34.js', ['#quickOrder', '[data-sf-widget="buy-again"]'], 'https://cdn.example/widgets/quickOrder.js');
    const real = getPageBus(window);
    hostBus().emit('update cart', cart(4));
    const heard = vi.fn();
    real.on('update cart', 'badge', heard);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith(cart(4)));
    expect(consoleError.mock.calls[0]?.[0]).toContain('https://cdn.example/widgets/chunks/quickOrder-main-AB12CD34.js did not load (Failed to fetch dynamically imported module)');
    const notices = [...document.querySelectorAll('[role="alert"]')].map((n) => n.textContent);
    expect(notices).toEqual(['This section stopped working. Reload the page to try again.', 'This section stopped working. Reload the page to try again.']);
    // An element some other code mounted keeps what it drew.
    expect(document.body.textContent).toContain('drawn');

    // A mount point the CMS inserts later and mounts with mountAll says so too.
    const later = document.createElement('div');
    later.id = 'quickOrder';
    document.querySelector('#quickOrder')!.remove();
    document.body.append(later);
    window.StorefrontWidgets!.mountAll!(document.body);
    expect(later.textContent).toBe('This section stopped working. Reload the page to try again.');
  });

  it('releases the events once the code of a bootstrap loaded twice has run (both imports settle)', async () => {
    const code = Promise.resolve();
    bootEntry(window, () => code, './chunks/badge.js');
    bootEntry(window, () => code, './chunks/badge.js');
    hostBus().emit('update cart', cart(5));
    const real = getPageBus(window);
    const heard = vi.fn();
    real.on('update cart', 'badge', heard);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith(cart(5)));
    expect(hostBus()).toBe(real);
  });
});

describe('mount calls during load', () => {
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
    expect(hostBus()).toBe(real);
  });
});
