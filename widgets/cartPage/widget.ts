/**
 * The cart page (HOST-CONTRACT section 6). Request first: Cart/GetCart (and
 * Cart/GetCartSettings for the estimate) leave as soon as the entry runs (`startCartPage`);
 * the view and React load meanwhile. The page context only.
 */
import { defineWidget } from '../../src/runtime/widgetCore';
import { startCartPage, type StartedCartPage } from './start';

export const CART_PAGE_WIDGET = defineWidget<undefined, StartedCartPage>({
  name: 'cartPage',
  selector: '#cartPage',
  title: 'Cart page',
  about: SF_DOCS && {
    description: 'The cart: its lines and quantities, kits, backorders, a shipping estimate and the way to check out.',
    element: '<div id="cartPage"></div>',
    host: { csp: ['service', 'images', 'dataImages'], reservedHeight: 'calc(100vh - 120px)' },
  },
  start: startCartPage,
  view: () => import('./CartPageWidget').then((module) => module.render),
});

export default CART_PAGE_WIDGET;
