/** The checkout widget's definition, apart from the entry so tests mount it without starting it. */
import { CheckoutRoot } from '../../src/connect/checkout/CheckoutRoot';
import { startCheckout } from '../../src/connect/checkout/start';
import { defineWidget } from '../../src/runtime/widget';
import type { CheckoutStore } from '../../src/state/checkout/checkoutStore';

export const CHECKOUT_WIDGET = defineWidget<undefined, CheckoutStore>({
  name: 'checkout',
  selector: '#checkout',
  // The page context only (HOST-CONTRACT section 6).
  start: (env) => startCheckout(env),
  render: (env, _data, store) => <CheckoutRoot store={store} hidePrices={env.context.withCustomer} />,
});
