/** The product page widget's definition, apart from the entry so tests mount it without starting it. */
import { ProductPageRoot, createProductPageStores } from '../../src/connect/productPage';
import { ProductPageDataSchema } from '../../src/contract/pageData';
import { readWidgetData } from '../../src/runtime/pageData';
import { defineWidget } from '../../src/runtime/widget';
import type { ProductPageStore } from '../../src/state/productPage/productPageStore';

/** Settles when the item has arrived, or its request failed. */
export function itemSettled(page: Pick<ProductPageStore, 'getState' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => {
      const { status } = page.getState().item;
      return status === 'ready' || status === 'error';
    };
    if (settled()) return resolve();
    const unsubscribe = page.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}

export const PRODUCT_PAGE_WIDGET = defineWidget({
  name: 'productPage',
  selector: '#productPage',
  readData: (element) => readWidgetData(element, ProductPageDataSchema),
  // The item and price requests leave before React's first render; React draws once the
  // item is in (at most FIRST_VIEW_WAIT_MS later), so a fast answer is drawn in one pass.
  start: (env, data) => {
    const stores = createProductPageStores(env, data);
    stores.page.start();
    return { value: stores, stop: () => stores.page.destroy(), firstView: itemSettled(stores.page) };
  },
  render: (_env, data, stores) => <ProductPageRoot data={data} stores={stores} />,
});
