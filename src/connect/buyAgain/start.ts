/**
 * Buy again's `start`, React-free: builds its store, binds Customer/GetRecentlyOrderedItems
 * and Cart/AddItemsToCart (the one add-to-cart command, then `update cart items`), asks for the items at once and asks
 * again after every customer or ship-to switch.
 */
import { getRecentlyOrderedItems } from '../../api/customer';
import type { WidgetEnv } from '../../runtime/widgetEnv';
import { addToCartFor } from '../addToCartFor';
import { whenState } from '../../state/store/whenState';
import { createBuyAgainStore, type BuyAgainStore } from '../../state/quickOrder/buyAgainStore';
import { addLines, describeFailure } from '../quickOrder/start';

export type StartedBuyAgain = { store: BuyAgainStore };

/** Settles once the first answer (or its failure) is in. */
const firstAnswer = (store: BuyAgainStore) => whenState(store, ({ status }) => status !== 'loading');

export function startBuyAgain(env: Pick<WidgetEnv, 'client' | 'bus' | 'context' | 'contextStore'>) {
  const addToCart = addToCartFor(env);
  const store = createBuyAgainStore({
    ecomCustomer: () => env.context.customer?.ecomCustomer === true,
    services: {
      getRecentlyOrderedItems: async (signal) => {
        const { companyUserId, customer, warehouseCode, shipTo } = env.context;
        const answer = await getRecentlyOrderedItems(
          env.client,
          { companyUserId, customerNumber: customer?.customerNumber ?? '', warehouseCode, shipTo },
          { signal },
        );
        return answer.items;
      },
      addItems: (lines) => addLines(env, addToCart, lines),
      describeFailure,
    },
  });
  const value: StartedBuyAgain = { store };
  if (env.context.companyUserId <= 0 || env.context.customer === null) return { value, stop: () => {} };
  store.load();
  const off = env.contextStore.subscribe(() => store.load());
  return {
    value,
    stop: () => {
      off();
      store.stop();
    },
    firstView: firstAnswer(store),
  };
}
