/**
 * The connectors of the `statements` and `statement` widgets: each reads its store and hands
 * the views their props (a statement with `data-pay-online` also its invoice payment store).
 * An anonymous visitor gets the sign-in prompt; the widget definitions start no request for
 * them.
 */
import { useSyncExternalStore } from 'react';
import { isAuthenticated } from '../../src/contract/pageData';
import { showsPrices } from '../../src/domain/price';
import { localIsoDate } from '../../src/domain/format';
import { useWidgetEnv } from '../../src/runtime/widgetEnv';
import type { StatementsState, StatementsStore } from '../../src/state/statementsStore';
import type { InvoicePaymentState, InvoicePaymentStore } from '../../src/state/invoicePayment/invoicePaymentStore';
import { paymentBlockedReason } from '../../src/domain/invoicePayment';
import type { StatementMountData, StatementStores } from './start';
import { AccountLoginPrompt } from '../../src/ui/account/AccountLoginPrompt';
import { useHereAddress } from '../../src/connect/useHereAddress';
import { StatementsTable } from '../../src/ui/account/StatementsTable';
import { StatementView } from '../../src/ui/account/StatementView';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';

/** The store's state; the store itself follows customer switches (start.ts). */
function useStatements(store: StatementsStore): StatementsState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

export function StatementsWidget({ store }: { store: StatementsStore }) {
  const env = useWidgetEnv();
  const state = useStatements(store);
  const returnTo = useHereAddress(env.window, !isAuthenticated(env.context));
  if (!isAuthenticated(env.context)) return <AccountLoginPrompt what="your statements" returnTo={returnTo} />;
  return (
    <StatementsTable
      statements={state.statements}
      error={state.error}
      onRetry={() => void store.refresh()}
      today={localIsoDate(new Date())}
      showAmounts={showsPrices(env.context)}
    />
  );
}

export type StatementRequest = { number: string; suffix: string | null };

const NO_PAYMENT_STORE = { subscribe: () => () => undefined, getState: () => null };

/** The invoice payment's state, or null without `data-pay-online`. */
function useInvoicePayment(store: InvoicePaymentStore | null): InvoicePaymentState | null {
  const source = store ?? NO_PAYMENT_STORE;
  return useSyncExternalStore(source.subscribe, source.getState, source.getState);
}

export function StatementWidget({ store, payment = null, requested }: { store: StatementsStore; payment?: InvoicePaymentStore | null; requested: StatementRequest }) {
  const env = useWidgetEnv();
  const state = useStatements(store);
  const paymentState = useInvoicePayment(payment);
  const returnTo = useHereAddress(env.window, !isAuthenticated(env.context));
  if (!isAuthenticated(env.context)) return <AccountLoginPrompt what="this statement" returnTo={returnTo} />;
  return (
    <StatementView
      requested={requested}
      statements={state.statements}
      customerName={state.customerName}
      customerNumber={state.customerNumber}
      error={state.error}
      onRetry={() => void store.refresh()}
      onPrint={() => env.window.print()}
      today={localIsoDate(new Date())}
      showAmounts={showsPrices(env.context)}
      payment={payment && paymentState ? { state: paymentState, blockedReason: paymentBlockedReason(env.context), actions: payment } : null}
    />
  );
}

/** What the declarations (widget.ts) draw once React and this file are in. */
export const renderStatements = (_env: WidgetEnv, _data: undefined, store: StatementsStore) => <StatementsWidget store={store} />;

export const renderStatement = (_env: WidgetEnv, requested: StatementMountData, stores: StatementStores) => (
  <StatementWidget store={stores.statements} payment={stores.payment} requested={requested} />
);
