/** Starts a statements store for a widget: asks for the statements at once when signed in. */
import { isAuthenticated } from '../../src/contract/pageData';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import { createStatementsStore, type StatementsStore } from '../../src/state/statementsStore';

export function startStatements(env: WidgetEnv): { value: StatementsStore; stop: () => void; firstView?: Promise<unknown> } {
  const store = createStatementsStore({ client: env.client, getContext: () => env.context });
  if (!isAuthenticated(env.context)) return { value: store, stop: () => store.destroy() };
  return { value: store, stop: () => store.destroy(), firstView: store.start() };
}
