/**
 * The `start` of both statements widgets, React-free: their store, its call
 * (Customer/GetStatements) bound to the widget's client, started at once when signed in and
 * asked again after every customer or ship-to switch of the page (subscribed here, not in
 * React, so a switch before the views have drawn is not missed). The views
 * (widgets/statements/StatementsWidget.tsx) load meanwhile, on demand: a page with only other
 * account widgets never downloads them; React draws once the first answer is in too (at most
 * FIRST_VIEW_WAIT_MS).
 */
import type { CallOptions, ServiceClient } from '../../src/api/client';
import { getStatements } from '../../src/api/customer';
import { isAuthenticated } from '../../src/contract/pageData';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import { createStatementsStore, type StatementsServices, type StatementsStore } from '../../src/state/statementsStore';

export function statementsServices(client: ServiceClient, options?: CallOptions): StatementsServices {
  return { getStatements: (customerNumber, signal) => getStatements(client, { customerNumber }, { ...options, signal }) };
}

export function startStatements(
  env: Pick<WidgetEnv, 'client' | 'context' | 'contextStore'>,
): { value: StatementsStore; stop: () => void; firstView: Promise<unknown> } {
  const store = createStatementsStore({ services: statementsServices(env.client), getContext: () => env.context });
  const loaded = isAuthenticated(env.context) ? store.start() : Promise.resolve();
  const unsubscribe = env.contextStore.subscribe(() => void store.refresh());
  return {
    value: store,
    stop: () => {
      unsubscribe();
      store.destroy();
    },
    firstView: loaded,
  };
}
