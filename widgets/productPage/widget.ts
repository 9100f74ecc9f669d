/**
 * The product page (HOST-CONTRACT section 6). Request first: Product/GetItem and
 * Product/GetProductCustomerPrice leave as soon as the entry runs (`startProductPage`); the
 * view and React load meanwhile.
 */
import { ProductPageDataSchema } from '../../src/contract/pageData';
import { defineWidget } from '../../src/runtime/widgetCore';
import { startProductPage } from './start';

export const PRODUCT_PAGE_WIDGET = defineWidget({
  name: 'productPage',
  selector: '#productPage',
  title: 'Product page',
  about: SF_DOCS && {
    description: 'One product with its pictures, price, stock per warehouse, ordering, add-ons and related items.',
    element: '<div id="productPage"></div>',
    host: { csp: ['service', 'images', 'dataImages'], reservedHeight: 'calc(100vh - 120px)' },
  },
  settings: { script: ProductPageDataSchema },
  start: startProductPage,
  view: () => import('./ProductPageWidget').then((module) => module.render),
});

export default PRODUCT_PAGE_WIDGET;
