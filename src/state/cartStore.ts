/**
 * The cart summary every cart badge on the page shows: one store per page, so however many
 * badges there are (desktop and mobile header), Cart/GetCartInfo is asked once and they
 * always agree. After that the store follows `update cart` on the bus (no further request)
 * and the other tabs of the site (cartSync). It never guesses: while the count is unknown,
 * or its load failed, `cart` is null; a failed load is tried again on the next `update cart`
 * (which carries the cart itself) or when the tab becomes visible again.
 */
import * as v from 'valibot';
import type { ServiceClient } from '../api/client';
import { getCartInfo } from '../api/cart';
import { isAbortError } from '../api/errors';
import type { Bus } from '../bus/bus';
import type { BusEvents } from '../contract/events';
import type { ContextStore } from '../runtime/contextStore';
import { CartInfoSchema, type CartInfo } from '../contract/responses';
import { describeIssue } from '../runtime/pageData';
import { pageSingleton } from '../bus/pageGlobal';
import { createCartSync, type CartSync } from './cartSync';
import { createStore } from './store/createStore';

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

export type CartStoreOptions = {
  client: ServiceClient;
  /** The page context store: read at each request, followed on a customer switch. */
  contextStore: Pick<ContextStore, 'get' | 'subscribe'>;
  bus: Bus;
  window: Window;
  /** @default createCartSync(window, "<companyUserId>:<customerNumber>") */
  createSync?: () => CartSync;
};

/**
 * The cart of an `update cart` payload. Host scripts emit it from plain JavaScript, so it is
 * checked as the other tabs' messages are: a payload that is not a CartInfo is reported on
 * the console and gives null, and the badges keep the count they had rather than show a
 * wrong one.
 */
export function busCart(payload: unknown): CartInfo | null {
  const cart = typeof payload === 'object' && payload !== null ? (payload as { cart?: unknown }).cart : undefined;
  const result = v.safeParse(CartInfoSchema, cart);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const problem = cart === undefined ? 'cart is missing' : `cart.${describeIssue(issue)}`;
  console.error(
    `StorefrontWidgets.bus: an "update cart" payload is { cart: { lineCount, totalQuantity, subtotal } }, but ${problem}. The cart badges keep the count they had.`,
  );
  return null;
}

/** The bus subscriber key: one per page, so a second bundle copy replaces rather than doubles it. */
export const CART_STORE_BUS_KEY = 'cartStore';

export function createCartStore({ client, contextStore, bus, window: win, createSync }: CartStoreOptions): CartStore {
  const store = createStore<CartState>({ cart: null, status: 'idle' });
  let users = 0;
  let stop: (() => void) | null = null;
  let loading: AbortController | null = null;
  let appliedBusPayload: BusEvents['update cart'] | undefined;
  // Read at each message: after a switch, the other tabs' carts of the previous customer are not ours.
  const user = () => {
    const context = contextStore.get();
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
    const context = contextStore.get();
    getCartInfo(
      client,
      {
        companyUserId: context.companyUserId,
        customerNumber: context.customer?.customerNumber ?? '',
        withCustomer: context.withCustomer,
        warehouseCode: context.warehouseCode,
        shipTo: context.shipTo,
        reprice: false,
      },
      { signal: controller.signal },
    ).then(
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
    const sync = createSync ? createSync() : createCartSync(win, user);
    const offBus = bus.on('update cart', CART_STORE_BUS_KEY, (payload) => {
      appliedBusPayload = payload;
      const cart = busCart(payload);
      if (!cart) return;
      apply(cart);
      sync.publish(cart);
    });
    const offSync = sync.subscribe(apply);
    const doc = win.document;
    const onVisibility = () => {
      if (doc.visibilityState === 'visible' && store.getState().status === 'failed') load();
    };
    doc.addEventListener('visibilitychange', onVisibility);
    const offContext = contextStore.subscribe(refresh);

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
      offBus();
      offSync();
      sync.close();
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
  const key = `cart@2:${options.contextStore.get().companyUserId}`;
  return pageSingleton(options.window, key, () => createCartStore(options));
}
