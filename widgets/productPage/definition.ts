/**
 * The product page widget's definition, apart from the entry so tests mount it without
 * starting it. Request first: everything imported here is React-free, so Product/GetItem and
 * Product/GetProductCustomerPrice leave as soon as the entry runs (`startProductPage`,
 * src/connect/productPageStores.ts); the view and React load meanwhile (`view`).
 */
import { startProductPage } from '../../src/connect/productPage/start';
import { ProductPageDataSchema } from '../../src/contract/pageData';
import { readWidgetData } from '../../src/runtime/pageData';
import { defineWidget } from '../../src/runtime/widgetCore';

export const PRODUCT_PAGE_WIDGET = defineWidget({
  name: 'productPage',
  selector: '#productPage',
  readData: (element, _doc, report) => readWidgetData(element, ProductPageDataSchema, report),
  start: startProductPage,
  view: () => import('./ProductPageView').then((module) => module.render),
});
