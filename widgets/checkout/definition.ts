/**
 * The checkout widget's definition, apart from the entry so tests mount it without starting
 * it. Request first: everything imported here is React-free, so the settings, ship-tos and
 * cart are asked for as soon as the entry runs (`startCheckout`); the view and React load
 * meanwhile (`view`).
 */
import { startCheckout } from '../../src/connect/checkout/start';
import { defineWidget } from '../../src/runtime/widgetCore';
import type { CheckoutStore } from '../../src/state/checkout/checkoutStore';

export const CHECKOUT_WIDGET = defineWidget<undefined, CheckoutStore>({
  name: 'checkout',
  selector: '#checkout',
  // The page context only (HOST-CONTRACT section 6).
  start: startCheckout,
  view: () => import('./CheckoutView').then((module) => module.render),
});
