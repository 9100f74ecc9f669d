/**
 * Wires the checkout: builds its store from the widget's environment and starts it before
 * React's first render, so the settings, ship-tos and cart are on their way while the view's
 * chunk loads. The connector component (`CheckoutWidget`) comes in that chunk, with the form's
 * views and the shared form controls (docs/checkout.md "Page weight").
 */
import { lazy, Suspense } from 'react';
import type { WidgetEnv } from '../runtime/widgetEnv';
import { createCheckoutStore, type CheckoutStore } from '../state/checkout/checkoutStore';
import { CheckoutSkeleton } from '../ui/checkout/CheckoutSkeleton';
import { keepCheckoutDraft } from './checkoutDraft';

const loadView = () => import('./CheckoutWidget');
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

/** The widget's start: the store, its teardown, and when the first view can draw in one pass. */
export function startCheckout(env: Pick<WidgetEnv, 'client' | 'context' | 'bus' | 'window'>): { value: CheckoutStore; stop: () => void; firstView: Promise<unknown> } {
  const store = createCheckoutStore({ client: env.client, getContext: () => env.context, bus: env.bus, window: env.window });
  const stopStore = store.start();
  const loaded = firstLoad(store);
  const stopDraft = keepCheckoutDraft(store, env.window, () => env.context, loaded);
  const stop = () => {
    stopDraft();
    stopStore();
  };
  return { value: store, stop, firstView: Promise.all([loadView(), loaded]) };
}

export type CheckoutRootProps = { store: CheckoutStore; hidePrices: boolean };

/** The placeholder until the view's chunk is in, then the connected checkout. */
export function CheckoutRoot({ store, hidePrices }: CheckoutRootProps) {
  return (
    <Suspense fallback={<CheckoutSkeleton />}>
      <CheckoutWidget store={store} hidePrices={hidePrices} />
    </Suspense>
  );
}
