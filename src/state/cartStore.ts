/**
 * The cart summary every cart badge on the page shows: one store per page, so however many
 * badges there are (desktop and mobile header), Cart/GetCartInfo is asked once and they
 * always agree. After that the store follows `update cart` on the bus (no further request)
 * and the other tabs of the site (cartSync). It never guesses: while the count is unknown,
 * or its load failed, `cart` is null; a failed load is tried again on the next `update cart`
 * (which carries the cart itself) or when the tab becomes visible again.
 */
import { isAbortError } from '../api/errors';
import type { Bus } from '../bus/bus';
import type { BusEvents } from '../contract/events';
import type { PageContext } from '../contract/pageData';
import type { CartInfo } from '../contract/responses';
import { pageSingleton } from '../bus/pageGlobal';
import type { CartSync } from './cartSync';
import { createStore } from './store/createStore';
import { busCart, followCart } from './store/followCart';

export type CartStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type CartState = {
  /** The cart as last known from the service, the bus or another tab; null while unknown. */
  readonly cart: CartInfo | null;
  readonly status: CartStatus;
};

export type CartStore = {
  getState(): CartState;
  subscribe(listener: () => void): () => void;
  /**
   * Starts following the bus, the other tabs and the tab's visibility, and loads the cart
   * unless the bus already carried one. Each badge calls it on mount and the returned
   * release on unmount; the store stops following when the last badge is gone.
   */
  start(): () => void;
  /**
   * After a customer or ship-to switch: forgets the previous customer's cart (the badges show
   * "unknown" rather than its count), drops an answer still on its way, and asks
   * Cart/GetCartInfo for the customer the page acts for now. While it follows, the store
   * does this by itself on every switch of its context store.
   */
  refresh(): void;
};

/** The store's one call, bound by widgets/cartBadge/start.ts. */
export type CartServices = {
  /** Cart/GetCartInfo for the customer the page acts for now. */
  getCartInfo(signal: AbortSignal): Promise<CartInfo>;
};

export type CartStoreOptions = {
  services: CartServices;
  /** The page context as it is now (read at each tab message: the customer may change). */
  getContext: () => PageContext;
  /** Follows the page's customer and ship-to switches; returns the unsubscribe. */
  onContextChange: (listener: () => void) => () => void;
  bus: Bus;
  window: Window;
  /** @default createCartSync(window, "<companyUserId>:<customerNumber>") */
  createSync?: (user: () => string) => CartSync;
};

/** The bus subscriber key: one per page, so a second bundle copy replaces rather than doubles it. */
export const CART_STORE_BUS_KEY = 'cartStore';

export function createCartStore({ services, getContext, onContextChange, bus, window: win, createSync }: CartStoreOptions): CartStore {
  const store = createStore<CartState>({ cart: null, status: 'idle' });
  let users = 0;
  let stop: (() => void) | null = null;
  let loading: AbortController | null = null;
  let appliedBusPayload: BusEvents['update cart'] | undefined;
  // Read at each message: after a switch, the other tabs' carts of the previous customer are not ours.
  const user = () => {
    const context = getContext();
    return `${context.companyUserId}:${context.customer?.customerNumber ?? ''}`;
  };

  const set = (next: CartState): void => store.setState(next);

  function apply(cart: CartInfo): void {
    // A newer cart makes any answer still on its way stale.
    loading?.abort();
    loading = null;
    set({ cart, status: 'ready' });
  }

  function load(): void {
    if (loading) return;
    const controller = new AbortController();
    loading = controller;
    set({ cart: store.getState().cart, status: 'loading' });
    services.getCartInfo(controller.signal).then(
      (cart) => {
        if (loading !== controller) return;
        loading = null;
        set({ cart, status: 'ready' });
      },
      (error: unknown) => {
        if (loading !== controller || isAbortError(error)) return;
        loading = null;
        // Keep a cart known from the bus or another tab; never invent one.
        set({ cart: store.getState().cart, status: store.getState().cart ? 'ready' : 'failed' });
      },
    );
  }

  function follow(): () => void {
    // The bus's carts are passed on to the other tabs from here, once per page.
    const follower = followCart({
      bus,
      key: CART_STORE_BUS_KEY,
      window: win,
      user,
      shareWithTabs: true,
      ...(createSync ? { createSync } : {}),
      onChange(cart, from) {
        if (from === 'bus') appliedBusPayload = bus.last('update cart');
        if (cart) apply(cart);
      },
    });
    const doc = win.document;
    const onVisibility = () => {
      if (doc.visibilityState === 'visible' && store.getState().status === 'failed') load();
    };
    doc.addEventListener('visibilitychange', onVisibility);
    const offContext = onContextChange(refresh);

    // A badge that mounts after the last `update cart` shows that payload at once.
    const last = bus.last('update cart');
    const lastCart = last && last !== appliedBusPayload ? busCart(last) : null;
    if (last) appliedBusPayload = last;
    if (lastCart) {
      apply(lastCart);
    } else if (store.getState().status === 'idle' || store.getState().status === 'failed') {
      load();
    }

    return () => {
      offContext();
      follower.stop();
      doc.removeEventListener('visibilitychange', onVisibility);
      loading?.abort();
      loading = null;
      if (store.getState().status === 'loading') set({ cart: store.getState().cart, status: store.getState().cart ? 'ready' : 'idle' });
    };
  }

  function refresh(): void {
    loading?.abort();
    loading = null;
    // An `update cart` of the previous customer must not come back with a badge mounted later.
    appliedBusPayload = bus.last('update cart');
    set({ cart: null, status: 'idle' });
    if (users > 0) load();
  }

  return {
    refresh,
    getState: store.getState,
    subscribe: store.subscribe,
    start() {
      users += 1;
      if (users === 1) stop = follow();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        users -= 1;
        if (users === 0) {
          stop?.();
          stop = null;
        }
      };
    },
  };
}

/**
 * The page's cart store for this user, created by whichever badge asks first. One per
 * company user, not per customer: it follows a customer switch itself.
 */
export function pageCartStore(options: CartStoreOptions): CartStore {
  const key = `cart@2:${options.getContext().companyUserId}`;
  return pageSingleton(options.window, key, () => createCartStore(options));
}
