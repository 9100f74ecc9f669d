/**
 * The cart page widget's definition, apart from the entry so tests mount it without starting
 * it. Request first: everything imported here is React-free, so Cart/GetCart (and
 * Cart/GetCartSettings for the estimate) leave as soon as the entry runs (`startCartPage`,
 * src/connect/cartPage/start.ts); the view and React load meanwhile (`view`).
 */
import { startCartPage, type StartedCartPage } from '../../src/connect/cartPage/start';
import { defineWidget } from '../../src/runtime/widgetCore';

export const CART_PAGE_WIDGET = defineWidget<undefined, StartedCartPage>({
  name: 'cartPage',
  selector: '#cartPage',
  start: startCartPage,
  view: () => import('./CartPageView').then((module) => module.render),
});
