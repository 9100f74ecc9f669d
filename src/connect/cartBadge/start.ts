/**
 * The cart badge's `start`, React-free (widgets/cartBadge draws with the DOM): the page's
 * cart store, its Cart/GetCartInfo bound to the widget's client and read for the customer
 * the page acts for at each call; the store follows customer and ship-to switches, `update
 * cart` and the other tabs itself, for every badge at once.
 */
import { getCartInfo } from '../../api/cart';
import type { WidgetEnv } from '../../runtime/widgetEnv';
import { pageCartStore, type CartServices, type CartStore } from '../../state/cartStore';

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
