/**
 * The connectors of the `statements` and `statement` widgets: each reads its store and hands
 * the views their props. An anonymous visitor gets the sign-in prompt; the widget
 * definitions start no request for them.
 */
import { useSyncExternalStore } from 'react';
import { isAuthenticated } from '../../contract/pageData';
import { showsPrices } from '../../domain/price';
import { localIsoDate } from '../../domain/format';
import { useWidgetEnv } from '../../runtime/widgetEnv';
import type { StatementsState, StatementsStore } from '../../state/statementsStore';
import { AccountLoginPrompt } from '../../ui/account/AccountLoginPrompt';
import { useHereAddress } from '../useHereAddress';
import { StatementsTable } from '../../ui/account/StatementsTable';
import { StatementView } from '../../ui/account/StatementView';

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

export function StatementWidget({ store, requested }: { store: StatementsStore; requested: StatementRequest }) {
  const env = useWidgetEnv();
  const state = useStatements(store);
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
    />
  );
}
