/** The checkout's placeholder until the view's chunk is in, then the connected checkout. */
import { lazy, Suspense } from 'react';
import type { CheckoutStore } from '../../state/checkout/checkoutStore';
import { CheckoutSkeleton } from '../../ui/checkout/CheckoutSkeleton';
import { loadCheckoutView } from './start';

const CheckoutWidget = lazy(() => loadCheckoutView().then((module) => ({ default: module.CheckoutWidget })));

export type CheckoutRootProps = { store: CheckoutStore; hidePrices: boolean };

export function CheckoutRoot({ store, hidePrices }: CheckoutRootProps) {
  return (
    <Suspense fallback={<CheckoutSkeleton />}>
      <CheckoutWidget store={store} hidePrices={hidePrices} />
    </Suspense>
  );
}
