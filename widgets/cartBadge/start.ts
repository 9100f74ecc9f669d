/**
 * The cart badge's `start`, React-free (widgets/cartBadge draws with the DOM): the page's
 * cart store, its Cart/GetCartInfo bound to the widget's client and read for the customer
 * the page acts for at each call; the store follows customer and ship-to switches, `update
 * cart` and the other tabs itself, for every badge at once.
 */
import { getCartInfo } from '../../src/api/cart';
import { isAuthenticated } from '../../src/contract/pageData';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import { pageCartStore, type CartServices, type CartStore } from '../../src/state/cartStore';

export function cartBadgeServices(env: Pick<WidgetEnv, 'client' | 'context'>): CartServices {
  return {
    getCartInfo(signal) {
      const context = env.context;
      return getCartInfo(
        env.client,
        {
          companyUserId: context.companyUserId,
          customerNumber: context.customer?.customerNumber ?? '',
          withCustomer: context.withCustomer,
          warehouseCode: context.warehouseCode,
          shipTo: context.shipTo,
          reprice: false,
        },
        { signal },
      );
    },
  };
}

/** The page's cart store (one per page and company user, shared by every badge). */
export function cartStoreFor(env: Pick<WidgetEnv, 'client' | 'context' | 'contextStore' | 'bus' | 'window'>): CartStore {
  return pageCartStore({
    services: cartBadgeServices(env),
    getContext: () => env.context,
    onContextChange: (listener) => env.contextStore.subscribe(listener),
    bus: env.bus,
    window: env.window,
  });
}

/**
 * The badge's `start`: the page's cart store, followed while the badge is mounted (the store
 * asks Cart/GetCartInfo once for the page). Null for an anonymous visitor: no call.
 */
export function startCartBadge(env: WidgetEnv): { value: CartStore | null; stop: () => void } {
  if (!isAuthenticated(env.context)) return { value: null, stop: () => {} };
  const store = cartStoreFor(env);
  return { value: store, stop: store.start() };
}
