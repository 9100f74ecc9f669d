/**
 * The product page's two stores (page + cards) built from a widget's environment, and the
 * widget's `start`. React-free, so the request-first entry (widgets/productPage) sends
 * Product/GetItem and Product/GetProductCustomerPrice before React has loaded.
 */
import { getRecentlyOrderedItems } from '../../src/api/customer';
import { getItem, getProductCustomerPrice, getProductSquare, getStockDesignationResult } from '../../src/api/product';
import type { ProductPageData } from '../../src/contract/pageData';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import { addToCartFor } from '../../src/connect/addToCartFor';
import { whenState } from '../../src/state/store/whenState';
import { createProductPageStore, type ProductPageStore } from '../../src/state/productPage/productPageStore';
import { createCardStore, type CardStore } from '../../src/state/search/cardStore';

export type ProductPageStores = { page: ProductPageStore; cards: CardStore };

/** Both stores of one mounted product page; `page.start()` is the caller's (the widget's start). */
export function createProductPageStores(env: Pick<WidgetEnv, 'client' | 'context' | 'bus'>, data: ProductPageData): ProductPageStores {
  const { client } = env;
  const getContext = () => env.context;
  const addToCart = addToCartFor(env);
  const page = createProductPageStore({
    data,
    getContext,
    addToCart,
    services: {
      getItem: (body, options) => getItem(client, body, options),
      getProductCustomerPrice: (body, options) => getProductCustomerPrice(client, body, options),
      getStockDesignationResult: (body, options) => getStockDesignationResult(client, body, options),
      getProductSquare: (body, options) => getProductSquare(client, body, options),
      getRecentlyOrderedItems: (body, options) => getRecentlyOrderedItems(client, body, options),
    },
  });
  const cards = createCardStore({ getContext, addToCart });
  return { page, cards };
}

/** Settles when the item has arrived, or its request failed. */
export function itemSettled(page: Pick<ProductPageStore, 'getState' | 'subscribe'>): Promise<void> {
  return whenState(page, ({ item }) => item.status === 'ready' || item.status === 'error');
}

/**
 * The product page widget's `start`: builds the stores and sends the item and price requests
 * at once, while React and the view download. React draws once the item is in (at most
 * FIRST_VIEW_WAIT_MS later), so a fast answer is drawn in one pass. A customer or ship-to
 * switch asks for the item, prices and stock again from here, not from React: a switch
 * before the view has drawn is not missed.
 */
export function startProductPage(env: Pick<WidgetEnv, 'client' | 'context' | 'contextStore' | 'bus'>, data: ProductPageData) {
  const stores = createProductPageStores(env, data);
  stores.page.start();
  const offSwitch = env.contextStore.subscribe(() => {
    stores.page.refresh();
    stores.cards.refresh();
  });
  return {
    value: stores,
    stop: () => {
      offSwitch();
      stores.page.destroy();
    },
    firstView: itemSettled(stores.page),
  };
}
