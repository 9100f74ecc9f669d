/** The product page's view, loaded on demand by its definition (with React) while the item and price requests run. */
import { ProductPageRoot, type ProductPageStores } from '../../src/connect/productPage/ProductPageWidget';
import type { ProductPageData } from '../../src/contract/pageData';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';

export const render = (_env: WidgetEnv, data: ProductPageData, stores: ProductPageStores) => <ProductPageRoot data={data} stores={stores} />;
