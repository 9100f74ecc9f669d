// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartInfo } from '../contract/responses';
import { CART_SYNC_STORAGE_KEY, createCartSync, type CartSync } from './cartSync';

const cart: CartInfo = { lineCount: 3, totalQuantity: 36, subtotal: 120.5 };
const opened: CartSync[] = [];
function open(win: Window, user: string) {
  const sync = createCartSync(win, user);
  opened.push(sync);
  return sync;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

afterEach(() => {
  for (const sync of opened.splice(0)) sync.close();
  vi.unstubAllGlobals();
});

describe('cartSync over BroadcastChannel', () => {
  it("delivers a tab's cart to the other tabs of the same user, not back to itself", async () => {
    const thisTab = open(window, '42:100234');
    const otherTab = open(window, '42:100234');
    const mine = vi.fn();
    const theirs = vi.fn();
    thisTab.subscribe(mine);
    otherTab.subscribe(theirs);
    thisTab.publish(cart);
    await settle();
    expect(theirs).toHaveBeenCalledWith(cart);
    expect(mine).not.toHaveBeenCalled();
  });

  it("ignores another user's or customer's cart", async () => {
    const thisTab = open(window, '42:100234');
    const otherUser = open(window, '42:999999');
    const listener = vi.fn();
    otherUser.subscribe(listener);
    thisTab.publish(cart);
    await settle();
    expect(listener).not.toHaveBeenCalled();
  });

  it('ignores messages that are not a cart', async () => {
    const listener = vi.fn();
    open(window, '42:100234').subscribe(listener);
    const stranger = new BroadcastChannel('sf-cart');
    stranger.postMessage({ source: 'x', user: '42:100234', value: { lineCount: 'three' } });
    await settle();
    stranger.close();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('cartSync over storage events (no BroadcastChannel)', () => {
  function withoutBroadcastChannel(): Window {
    return new Proxy(window, {
      get(target, property) {
        if (property === 'BroadcastChannel') return undefined;
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  it('writes the cart as the value under the sf-cart key', () => {
    const sync = open(withoutBroadcastChannel(), '42:100234');
    sync.publish(cart);
    const stored = JSON.parse(window.localStorage.getItem(CART_SYNC_STORAGE_KEY) ?? 'null') as { value: CartInfo };
    expect(stored.value).toEqual(cart);
  });

  it("follows another tab's write, and not its own", () => {
    const win = withoutBroadcastChannel();
    const sync = open(win, '42:100234');
    const listener = vi.fn();
    sync.subscribe(listener);
    sync.publish(cart);
    const ownValue = window.localStorage.getItem(CART_SYNC_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_SYNC_STORAGE_KEY, newValue: ownValue }));
    expect(listener).not.toHaveBeenCalled();
    const otherTab = JSON.stringify({ source: 'other-tab', user: '42:100234', value: cart, at: 1 });
    window.dispatchEvent(new StorageEvent('storage', { key: CART_SYNC_STORAGE_KEY, newValue: otherTab }));
    expect(listener).toHaveBeenCalledWith(cart);
  });
});
