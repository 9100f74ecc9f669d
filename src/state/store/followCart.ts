/**
 * The one way a store follows the cart changed elsewhere: `update cart` (and, for widgets
 * that show lines, `update cart items`) on the page bus, from a host script or another
 * widget, and the other tabs of the site (src/state/cartSync.ts: a tab's own messages are
 * dropped there). A store's own events are no outside change: it publishes through
 * `emit`, and the follower skips what it hears while doing so.
 */
import type { BusEvents } from '../../contract/events';
import { CartInfoSchema, type CartInfo } from '../../contract/responses';
import { readSettings } from '../../runtime/settings';
import { createCartSync, type CartSync } from '../cartSync';

type CartEvent = 'update cart' | 'update cart items';

export type CartBus = {
  on<N extends CartEvent>(name: N, key: string, callback: (payload: BusEvents[N]) => void): () => void;
  emit<N extends CartEvent>(name: N, payload: BusEvents[N]): void;
};

/** Where a change was heard: the page bus or another tab. */
export type CartChangeSource = 'bus' | 'tab';

export type FollowCartOptions = {
  bus: CartBus;
  /** The bus subscriber key: one per kind of store, so a second bundle copy replaces rather than doubles it. */
  key: string;
  window: Window;
  /** Scopes the tab messages ("<companyUserId>:<customerNumber>"), read at each message. */
  user: () => string;
  /** A cart changed elsewhere; `cart` is null when the event carried none (or none readable, or `update cart items`). */
  onChange(cart: CartInfo | null, from: CartChangeSource): void;
  /** Also follow `update cart items`. */
  items?: boolean;
  /** Pass the carts heard on the bus on to the other tabs (the page's cart badge store does). */
  shareWithTabs?: boolean;
  /** @default createCartSync(window, user) */
  createSync?: (user: () => string) => CartSync;
};

export type CartFollower = {
  /** Publishes the store's own event on the bus (not heard back as an outside change). */
  emit<N extends CartEvent>(name: N, payload: BusEvents[N]): void;
  /** Tells the other tabs. */
  share(cart: CartInfo): void;
  stop(): void;
};

/**
 * The cart of an `update cart` payload. Host scripts emit it from plain JavaScript, so it is
 * checked as the other tabs' messages are: a payload that is not a CartInfo is reported on
 * the console and gives null (the badges keep the count they had rather than show a wrong one).
 */
export function busCart(payload: unknown): CartInfo | null {
  const cart = typeof payload === 'object' && payload !== null ? (payload as { cart?: unknown }).cart : undefined;
  const result = readSettings(CartInfoSchema, cart, 'cart');
  if (result.ok && result.problems.length === 0) return result.value;
  const problem = cart === undefined ? 'cart is missing' : (result.problems[0]?.message.replace(/\.$/, '') ?? 'cart is not valid');
  console.error(
    `StorefrontWidgets.bus: an "update cart" payload is { cart: { lineCount, totalQuantity, subtotal } }, but ${problem}. The cart badges keep the count they had.`,
  );
  return null;
}

export function followCart(options: FollowCartOptions): CartFollower {
  const { bus, key, onChange } = options;
  const sync = options.createSync ? options.createSync(options.user) : createCartSync(options.window, options.user);
  let emitting = false;
  const offCart = bus.on('update cart', key, (payload) => {
    if (emitting) return;
    const cart = busCart(payload);
    if (cart && options.shareWithTabs) sync.publish(cart);
    onChange(cart, 'bus');
  });
  const offItems = options.items
    ? bus.on('update cart items', key, () => {
        if (!emitting) onChange(null, 'bus');
      })
    : () => {};
  const offSync = sync.subscribe((cart) => onChange(cart, 'tab'));
  return {
    emit(name, payload) {
      emitting = true;
      try {
        bus.emit(name, payload);
      } finally {
        emitting = false;
      }
    },
    share: (cart) => sync.publish(cart),
    stop() {
      offCart();
      offItems();
      offSync();
      sync.close();
    },
  };
}
