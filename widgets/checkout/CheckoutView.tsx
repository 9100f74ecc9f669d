/** The checkout's view, loaded on demand by its definition (with React). */
import { CheckoutWidget } from '../../src/connect/checkout/CheckoutWidget';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import type { CheckoutStore } from '../../src/state/checkout/checkoutStore';

// A sales rep acting with a customer (page context `withCustomer`) sees no prices.
export const render = (env: WidgetEnv, _data: undefined, store: CheckoutStore) => <CheckoutWidget store={store} hidePrices={env.context.withCustomer} />;
