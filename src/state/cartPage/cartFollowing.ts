/**
 * The cart page and the cart changed elsewhere: `update cart` / `update cart items` from a
 * host script or another widget, and another tab's badge or cart page (cartSync.ts), make
 * the page load again; the page's own publications after a change are not taken for one.
 */
import * as v from 'valibot';
import type { BusEvents } from '../../contract/events';
import { CartInfoSchema, type Cart, type CartInfo } from '../../contract/responses';
import { cartInfoOf, sameCartInfo } from '../../domain/cartLines';
import type { CartSync } from '../cartSync';

/** The bus key of the cart page's subscriptions (a remount replaces, never doubles them). */
export const CART_PAGE_BUS_KEY = 'cartPage';

export type CartPageBus = {
  emit<N extends 'update cart' | 'update cart items'>(name: N, payload: BusEvents[N]): void;
  on<N extends 'update cart' | 'update cart items'>(name: N, key: string, callback: (payload: BusEvents[N]) => void): () => void;
};

export type CartFollowing = {
  /** Follows the bus and the tab channel of `user`; returns the stop. */
  follow(user: string): () => void;
  /** The tab channel of another user or customer (a switch), or none (`null`). */
  switchUser(user: string | null): void;
  /** `update cart` and `update cart items` with the cart shown after the buyer's changes. */
  publish(cart: Cart): void;
};

export function createCartFollowing(options: { bus: CartPageBus; createSync: (user: string) => CartSync; latestCart: () => Cart | null; changed: () => void }): CartFollowing {
  const { bus, latestCart, changed } = options;
  let emitting = false;
  let sync: CartSync | null = null;
  let offSync: (() => void) | null = null;

  function onOtherCartChange(info: unknown) {
    if (emitting) return;
    if (v.is(CartInfoSchema, info) && sameCartInfo(info as CartInfo, latestCart())) return;
    changed();
  }

  function switchUser(user: string | null) {
    offSync?.();
    offSync = null;
    sync?.close();
    sync = null;
    if (user === null) return;
    sync = options.createSync(user);
    // Another tab's badge or cart page: its own publication carries the cart summary.
    offSync = sync.subscribe((cart) => onOtherCartChange(cart));
  }

  return {
    follow(user) {
      const offCart = bus.on('update cart', CART_PAGE_BUS_KEY, (payload) => onOtherCartChange(payload?.cart));
      const offItems = bus.on('update cart items', CART_PAGE_BUS_KEY, () => {
        if (!emitting) changed();
      });
      switchUser(user);
      return () => {
        offCart();
        offItems();
        switchUser(null);
      };
    },
    switchUser,
    publish(cart) {
      emitting = true;
      try {
        bus.emit('update cart', { cart: cartInfoOf(cart) });
        bus.emit('update cart items', { lines: cart.lines });
      } finally {
        emitting = false;
      }
    },
  };
}
