// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPageBus } from './bus';
import { installStandIn } from './standIn';
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
    expect(window.StorefrontWidgets!.bus).toBe(real);
    expect(seen).toEqual([cart(1)]);
    expect(real.last('update cart')).toEqual(cart(1));

    // The host's old reference now reaches the real bus, both ways.
    real.emit('update cart', cart(2));
    hostBus.emit('update cart', cart(3));
    expect(seen).toEqual([cart(1), cart(2), cart(3)]);
    expect(gone).not.toHaveBeenCalled();
    expect(getPageBus(window)).toBe(real);
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
