/**
 * The customer switcher's store built from a widget's environment, and the widget's `start`.
 * React-free, so the request-first entry (widgets/customerSwitcher) asks for the current
 * customer's ship-tos and name before React has loaded.
 */
import { companyUsers, searchCustomers, shipToLookups } from '../api/customer';
import { isAuthenticated } from '../contract/pageData';
import type { WidgetEnv } from '../runtime/widgetEnv';
import { createCustomerSwitcher, type CustomerSwitcher } from '../state/customerSwitcher';

export function createPageCustomerSwitcher(env: Pick<WidgetEnv, 'client' | 'contextStore' | 'window'>): CustomerSwitcher {
  const { client, window: win } = env;
  return createCustomerSwitcher({
    contextStore: env.contextStore,
    services: {
      searchCustomers: (body, options) => searchCustomers(client, body, options),
      companyUsers: (body, options) => companyUsers(client, body, options),
      shipToLookups: (body, options) => shipToLookups(client, body, options),
    },
    timers: {
      setTimeout: (callback, ms) => win.setTimeout(callback, ms),
      clearTimeout: (handle) => win.clearTimeout(handle as number),
    },
  });
}

/** Settles once the current customer's ship-tos (or their failure) and name are in. */
export function detailsSettled(switcher: Pick<CustomerSwitcher, 'getState' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => {
      const { shipTos, shipTosError, current } = switcher.getState();
      return (shipTos !== null || shipTosError !== null) && current !== null;
    };
    if (settled()) return resolve();
    const unsubscribe = switcher.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The switcher widget's `start`: for a signed-in visitor, builds the store and asks for the
 * current customer's ship-tos and name at once (the switcher's only calls before the visitor
 * acts), while React and the view download; React draws once they are in (at most
 * FIRST_VIEW_WAIT_MS later: a failed name leaves the number alone). Null for an anonymous
 * visitor, who gets nothing.
 */
export function startCustomerSwitcher(env: Pick<WidgetEnv, 'client' | 'context' | 'contextStore' | 'window'>) {
  const context = env.context;
  if (!isAuthenticated(context) || !context.customer) return { value: null, stop: () => {} };
  const switcher = createPageCustomerSwitcher(env);
  const stop = switcher.start();
  return { value: switcher, stop, firstView: detailsSettled(switcher) };
}
