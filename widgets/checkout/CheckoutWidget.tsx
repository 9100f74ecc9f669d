/**
 * Where the checkout store meets React: its state in, its actions out. The store is built,
 * started and kept following customer switches by `startCheckout` (start.ts).
 */
import { useSyncExternalStore } from 'react';
import { localIsoDate } from '../../src/domain/checkout';
import { pageShipToChoice } from '../../src/runtime/shipToChoice';
import { useWidgetEnv } from '../../src/runtime/widgetEnv';
import type { CheckoutStore } from '../../src/state/checkout/checkoutStore';
import { CheckoutView } from '../../src/ui/checkout/CheckoutView';
import { hereAddress } from '../../src/connect/hereAddress';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';

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

/** What the declaration (widget.ts) draws once React and this file are in; a sales rep acting with a customer (`withCustomer`) sees no prices. */
export const render = (env: WidgetEnv, _data: undefined, store: CheckoutStore) => <CheckoutWidget store={store} hidePrices={env.context.withCustomer} />;
