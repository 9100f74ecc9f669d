/**
 * What both statements widgets share: their store, started at once when signed in, and
 * their views, a chunk of their own fetched meanwhile (a page with only other account
 * widgets never downloads them). React draws once both are in (at most FIRST_VIEW_WAIT_MS).
 */
import { lazy } from 'react';
import { isAuthenticated } from '../contract/pageData';
import type { WidgetEnv } from '../runtime/widgetEnv';
import { createStatementsStore, type StatementsStore } from '../state/statementsStore';

const loadViews = () => import('../ui/account/StatementsWidget');
export const StatementsWidget = lazy(() => loadViews().then((module) => ({ default: module.StatementsWidget })));
export const StatementWidget = lazy(() => loadViews().then((module) => ({ default: module.StatementWidget })));

export function startStatements(env: WidgetEnv): { value: StatementsStore; stop: () => void; firstView: Promise<unknown> } {
  const views = loadViews();
  const store = createStatementsStore({ client: env.client, getContext: () => env.context });
  const loaded = isAuthenticated(env.context) ? store.start() : Promise.resolve();
  return { value: store, stop: () => store.destroy(), firstView: Promise.all([views, loaded]) };
}
