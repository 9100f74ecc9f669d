/**
 * The customer switcher's store built from a widget's environment, and the widget's `start`.
 * React-free, so the request-first entry (widgets/customerSwitcher) asks for the current
 * customer's ship-tos and name before React has loaded.
 */
import { companyUsers, searchCustomers, shipToLookups } from '../../src/api/customer';
import { isAuthenticated } from '../../src/contract/pageData';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import { createCustomerSwitcher, type CustomerSwitcher } from '../../src/state/customerSwitcher';

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

/**
 * The switcher widget's `start`: for a signed-in visitor, builds the store and asks for the
 * current customer's ship-tos and name at once (the switcher's only calls before the visitor
 * acts), while React and the view download. No `firstView`: the switcher sits in the header,
 * above the page's other widgets, so it draws as soon as React has loaded (with the answers
 * that are in by then) rather than after a widget below it, which it would push down. Null
 * for an anonymous visitor, who gets nothing.
 */
export function startCustomerSwitcher(env: Pick<WidgetEnv, 'client' | 'context' | 'contextStore' | 'window'>) {
  const context = env.context;
  if (!isAuthenticated(context) || !context.customer) return { value: null, stop: () => {} };
  const switcher = createPageCustomerSwitcher(env);
  return { value: switcher, stop: switcher.start() };
}
