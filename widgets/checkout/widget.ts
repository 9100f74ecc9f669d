/**
 * The checkout (HOST-CONTRACT sections 6 and 8). Request first: the settings, ship-tos and
 * cart are asked for as soon as the entry runs (`startCheckout`); the view and React load
 * meanwhile. The page context only.
 */
import { defineWidget } from '../../src/runtime/widgetCore';
import type { CheckoutStore } from '../../src/state/checkout/checkoutStore';
import { startCheckout } from './start';

export const CHECKOUT_WIDGET = defineWidget<undefined, CheckoutStore>({
  name: 'checkout',
  selector: '#checkout',
  title: 'Checkout',
  about: SF_DOCS && {
    description: 'Delivery, PO number and payment on account or by card (the payment gateway\'s own card form), then the order confirmation.',
    element: '<div id="checkout"></div>',
    host: { csp: ['service', 'dataImages', 'cardForm'], reservedHeight: 'calc(100vh - 120px)' },
  },
  start: startCheckout,
  view: () => import('./CheckoutWidget').then((module) => module.render),
});

export default CHECKOUT_WIDGET;
