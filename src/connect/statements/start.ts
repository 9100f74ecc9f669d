/**
 * Wires both statements widgets: their store, started at once when signed in and asked
 * again after every customer or ship-to switch of the page (subscribed here, not in React,
 * so a switch before the views have drawn is not missed), and their views, a chunk of
 * their own fetched meanwhile (a page with only other account widgets never downloads
 * them). React draws once both are in (at most FIRST_VIEW_WAIT_MS).
 */
import { lazy } from 'react';
import { isAuthenticated } from '../contract/pageData';
import type { WidgetEnv } from '../runtime/widgetEnv';
import { createStatementsStore, type StatementsStore } from '../state/statementsStore';

const loadViews = () => import('./StatementsWidget');
export const StatementsWidget = lazy(() => loadViews().then((module) => ({ default: module.StatementsWidget })));
export const StatementWidget = lazy(() => loadViews().then((module) => ({ default: module.StatementWidget })));

export function startStatements(
  env: Pick<WidgetEnv, 'client' | 'context' | 'contextStore'>,
): { value: StatementsStore; stop: () => void; firstView: Promise<unknown> } {
  const views = loadViews();
  const store = createStatementsStore({ client: env.client, getContext: () => env.context });
  const loaded = isAuthenticated(env.context) ? store.start() : Promise.resolve();
  const unsubscribe = env.contextStore.subscribe(() => void store.refresh());
  return {
    value: store,
    stop: () => {
      unsubscribe();
      store.destroy();
    },
    firstView: Promise.all([views, loaded]),
  };
}
