/** The checkout widget's definition, apart from the entry so tests mount it without starting it. */
import { lazy, Suspense } from 'react';
import { defineWidget } from '../../src/runtime/widget';
import { createCheckoutStore, type CheckoutStore } from '../../src/state/checkout/checkoutStore';
import { CheckoutSkeleton } from '../../src/ui/checkout/CheckoutSkeleton';

// The form's views (and the shared form controls) come in their own chunk, fetched at once
// while the store asks the service: the entry stays small enough to paint the placeholder
// early (docs/checkout.md "Page weight").
const loadView = () => import('../../src/ui/checkout/CheckoutWidget');
const CheckoutWidget = lazy(() => loadView().then((module) => ({ default: module.CheckoutWidget })));

/** Settles when the checkout's first load has an outcome (ready, failed or anonymous). */
export function firstLoad(store: Pick<CheckoutStore, 'getState' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (store.getState().load !== 'loading') return resolve();
    const unsubscribe = store.subscribe(() => {
      if (store.getState().load === 'loading') return;
      unsubscribe();
      resolve();
    });
  });
}

export const CHECKOUT_WIDGET = defineWidget<undefined, CheckoutStore>({
  name: 'checkout',
  selector: '#checkout',
  // The page context only (HOST-CONTRACT section 6). The store starts before React's first
  // render, so the settings, ship-tos and cart are on their way while the view's chunk loads.
  start: (env) => {
    const store = createCheckoutStore({ client: env.client, getContext: () => env.context, bus: env.bus, window: env.window });
    const stop = store.start();
    return { value: store, stop, firstView: Promise.all([loadView(), firstLoad(store)]) };
  },
  render: (env, _data, store) => (
    <Suspense fallback={<CheckoutSkeleton />}>
      <CheckoutWidget store={store} hidePrices={env.context.withCustomer} />
    </Suspense>
  ),
});
