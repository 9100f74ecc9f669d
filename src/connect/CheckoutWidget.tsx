import { useSyncExternalStore } from 'react';
import { localIsoDate } from '../domain/checkout';
import { pageShipToChoice } from '../runtime/shipToChoice';
import { useCustomerChange } from '../runtime/usePageContext';
import { useWidgetEnv } from '../runtime/widgetEnv';
import type { CheckoutStore } from '../state/checkout/checkoutStore';
import { CheckoutView } from '../ui/checkout/CheckoutView';
import { hereAddress } from './hereAddress';

export type CheckoutWidgetProps = {
  store: CheckoutStore;
  /** A sales rep acting with a customer (page context `withCustomer`): no prices. */
  hidePrices: boolean;
};

/** Where the checkout store meets React: its state in, its actions out. */
export function CheckoutWidget({ store, hidePrices }: CheckoutWidgetProps) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const win = useWidgetEnv().window;
  const shipToChoice = pageShipToChoice(win);
  const pageOffersShipTo = useSyncExternalStore(shipToChoice.subscribe, shipToChoice.claimed, shipToChoice.claimed);
  useCustomerChange(store.refresh);
  return <CheckoutView state={state} actions={store} today={localIsoDate(new Date())} hidePrices={hidePrices} pageOffersShipTo={pageOffersShipTo} loginReturnTo={hereAddress(win)} />;
}
