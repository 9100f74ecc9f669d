/** The checkout widget's definition, apart from the entry so tests mount it without starting it. */
import { defineWidget } from '../../src/runtime/widget';
import { createCheckoutStore, type CheckoutStore } from '../../src/state/checkout/checkoutStore';
import { CheckoutWidget } from '../../src/ui/checkout/CheckoutWidget';

export const CHECKOUT_WIDGET = defineWidget<undefined, CheckoutStore>({
  name: 'checkout',
  selector: '#checkout',
  // The page context only (HOST-CONTRACT section 6). The store starts before React's first
  // render, so the settings, ship-tos and cart are on their way while React draws.
  start: (env) => {
    const store = createCheckoutStore({ client: env.client, getContext: () => env.context, bus: env.bus, window: env.window });
    return { value: store, stop: store.start() };
  },
  render: (env, _data, store) => <CheckoutWidget store={store} hidePrices={env.context.withCustomer} />,
});
