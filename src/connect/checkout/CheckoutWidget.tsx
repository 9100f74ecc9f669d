/**
 * Where the checkout store meets React: its state in, its actions out. The store is built,
 * started and kept following customer switches by `startCheckout` (start.ts).
 */
import { useSyncExternalStore } from 'react';
import { localIsoDate } from '../../domain/checkout';
import { pageShipToChoice } from '../../runtime/shipToChoice';
import { useWidgetEnv } from '../../runtime/widgetEnv';
import type { CheckoutStore } from '../../state/checkout/checkoutStore';
import { CheckoutView } from '../../ui/checkout/CheckoutView';
import { hereAddress } from '../hereAddress';

export type CheckoutWidgetProps = {
  store: CheckoutStore;
  /** A sales rep acting with a customer (page context `withCustomer`): no prices. */
  hidePrices: boolean;
};

export function CheckoutWidget({ store, hidePrices }: CheckoutWidgetProps) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const win = useWidgetEnv().window;
  const shipToChoice = pageShipToChoice(win);
  const pageOffersShipTo = useSyncExternalStore(shipToChoice.subscribe, shipToChoice.claimed, shipToChoice.claimed);
  return <CheckoutView state={state} actions={store} today={localIsoDate(new Date())} hidePrices={hidePrices} pageOffersShipTo={pageOffersShipTo} loginReturnTo={hereAddress(win)} />;
}
