/**
 * The checkout and the cart changed elsewhere: `update cart` / `update cart items` from a
 * host script or another widget, and the other tabs' changes (cartSync.ts) make the summary
 * load the cart again; the empty cart an order leaves is published here, and not taken for
 * a change from elsewhere.
 */
import type { Bus } from '../../bus/bus';
import type { CartInfo } from '../../contract/responses';
import type { CartSync } from '../cartSync';
import type { Store } from '../store/createStore';
import { WAITING, type CheckoutState } from './checkoutState';

/** The cart an order leaves behind, published on `update cart` (HOST-CONTRACT section 8). */
export const EMPTY_CART_INFO = { lineCount: 0, totalQuantity: 0, subtotal: 0 } as const;

/** The bus key of the checkout's subscriptions (a remount replaces, never doubles them). */
export const CHECKOUT_BUS_KEY = 'checkout';

export type CartChanges = {
  /** Follows the bus and the other tabs; returns the stop. */
  follow(): () => void;
  /** `update cart` and `update cart items` with the empty cart an order leaves. */
  publishEmptyCart(): void;
};

const sameCart = (info: CartInfo, known: CheckoutState['cart'] | CartInfo): boolean =>
  known !== null && info.lineCount === known.lineCount && info.totalQuantity === known.totalQuantity && info.subtotal === known.subtotal;

export function createCartChanges(options: { store: Pick<Store<CheckoutState>, 'getState'>; bus: Bus; createSync: () => CartSync; reload: () => void }): CartChanges {
  const { store, bus, reload } = options;
  /** True while this store publishes on the bus (its own `update cart` is no outside change). */
  let emitting = false;
  /** The last change notice followed: the same notice again (the badge's echo on the tab channel) is no new change. */
  let lastNotice: CartInfo | null = null;
  let scheduled = false;

  const following = () => store.getState().load === 'ready' && !WAITING.has(store.getState().submit.status);

  /** Notices of one moment (a widget publishes both events) make one load. */
  function onCartChanged(info: CartInfo | null): void {
    if (emitting || !following()) return;
    const { cart } = store.getState();
    if (info !== null && (sameCart(info, cart) || (lastNotice !== null && sameCart(info, lastNotice)))) return;
    if (info !== null) lastNotice = info;
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      if (following()) reload();
    });
  }

  return {
    follow() {
      const offCart = bus.on('update cart', CHECKOUT_BUS_KEY, (payload) => onCartChanged(payload?.cart ?? null));
      const offItems = bus.on('update cart items', CHECKOUT_BUS_KEY, () => onCartChanged(null));
      const sync = options.createSync();
      const offSync = sync.subscribe((info) => onCartChanged(info));
      return () => {
        offCart();
        offItems();
        offSync();
        sync.close();
      };
    },
    publishEmptyCart() {
      emitting = true;
      try {
        bus.emit('update cart', { cart: { ...EMPTY_CART_INFO } });
        bus.emit('update cart items', { lines: [] });
      } finally {
        emitting = false;
      }
    },
  };
}
