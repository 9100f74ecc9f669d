/**
 * The page context as a small store, one per page (shared by every entry, root and bundle
 * copy, like the bus): it starts as `#sf-context` read once, and follows `customer change`
 * on the bus, whoever publishes it (the customer switcher, a host script, another tab of the
 * site). Widgets read it at request time (`get()`), re-render with `usePageContext()` and
 * re-request what depends on the customer with `useCustomerChange(store.refresh)`
 * (docs/switching.md).
 *
 * Only the customer-dependent part changes in place: customer, warehouseCode and shipTo.
 * The user, token, service and flags stay as the page loaded them.
 */
import type { Bus } from '../bus/bus';
import type { CustomerChangePayload } from '../contract/events';
import type { PageContext, PageCustomer } from '../contract/pageData';
import { pageSingleton, storefrontGlobal } from '../bus/pageGlobal';
import { createTabChannel, type TabChannel } from './tabChannel';

export type CustomerSwitch = {
  customer: PageCustomer;
  /** @default the current warehouse */
  warehouseCode?: string;
  shipTo: string | null;
};

export type ContextStore = {
  /** The page context now: read it when a request leaves, never keep it. */
  get(): PageContext;
  /**
   * Calls `listener` after each change of the customer, warehouse or ship-to, before the
   * bus's other `customer change` subscribers (host scripts). Returns the teardown.
   */
  subscribe(listener: () => void): () => void;
  /**
   * Publishes `customer change` with the new values (no-op when nothing differs); the store
   * and every widget follow from the event, and so do the other tabs of the site.
   */
  switchTo(change: CustomerSwitch): void;
};

/** Its bus subscriber key: one per page, so a second bundle copy replaces rather than doubles it. */
export const CONTEXT_STORE_BUS_KEY = 'pageContextStore';
/** The tab channel (BroadcastChannel or localStorage key) other tabs follow a switch on. */
export const CONTEXT_SYNC_CHANNEL = 'sf-context';

type Switched = Pick<PageContext, 'customer' | 'warehouseCode' | 'shipTo'>;

function sameCustomer(a: PageCustomer | null, b: PageCustomer | null): boolean {
  if (a === null || b === null) return a === b;
  return a.customerNumber === b.customerNumber && a.customerType === b.customerType && a.ecomCustomer === b.ecomCustomer;
}

function sameSwitch(a: Switched, b: Switched): boolean {
  return sameCustomer(a.customer, b.customer) && a.warehouseCode === b.warehouseCode && a.shipTo === b.shipTo;
}

/** What a host script or another tab sent, checked: it comes from plain JavaScript. */
export function readCustomerChange(value: unknown): CustomerChangePayload | null {
  if (typeof value !== 'object' || value === null) return null;
  const { customer, warehouseCode, shipTo } = value as Partial<CustomerChangePayload>;
  const customerOk =
    typeof customer === 'object' && customer !== null &&
    typeof customer.customerNumber === 'string' && customer.customerNumber !== '' &&
    typeof customer.customerType === 'string' && typeof customer.ecomCustomer === 'boolean';
  if (!customerOk || typeof warehouseCode !== 'string' || warehouseCode === '') return null;
  if (shipTo !== null && typeof shipTo !== 'string') return null;
  return {
    customer: { customerNumber: customer.customerNumber, customerType: customer.customerType, ecomCustomer: customer.ecomCustomer },
    warehouseCode,
    shipTo,
  };
}

export type ContextStoreOptions = {
  bus: Bus;
  window?: Window;
  /** @default a tab channel named CONTEXT_SYNC_CHANNEL for the page's company user (none in tests without a window) */
  createSync?: () => TabChannel<CustomerChangePayload>;
};

export function createContextStore(initial: PageContext, { bus, window: win, createSync }: ContextStoreOptions): ContextStore {
  let context = initial;
  const listeners = new Set<() => void>();
  // Only a signed-in user switches, and only their own tabs follow.
  const sync = initial.companyUserId > 0
    ? (createSync?.() ?? (win ? createTabChannel(win, CONTEXT_SYNC_CHANNEL, String(initial.companyUserId), readCustomerChange) : null))
    : null;
  let otherTabNotices = 0;

  const previousOf = (): NonNullable<CustomerChangePayload['previous']> => ({
    customer: context.customer,
    warehouseCode: context.warehouseCode,
    shipTo: context.shipTo,
  });

  bus.on('customer change', CONTEXT_STORE_BUS_KEY, (payload) => {
    const change = readCustomerChange(payload);
    if (!change) {
      console.error(
        'StorefrontWidgets.bus: a "customer change" payload is { customer: { customerNumber, customerType, ecomCustomer }, ' +
          'warehouseCode, shipTo }; this one is not, so the page keeps the customer it has.',
      );
      return;
    }
    if (sameSwitch(context, change)) return;
    context = { ...context, customer: change.customer, warehouseCode: change.warehouseCode, shipTo: change.shipTo };
    if (payload.origin !== 'other-tab') sync?.publish(change);
    for (const listener of [...listeners]) listener();
  });

  sync?.subscribe((change) => {
    if (sameSwitch(context, change)) return;
    const customerChanged = context.customer?.customerNumber !== change.customer.customerNumber;
    bus.emit('customer change', { ...change, origin: 'other-tab', previous: previousOf() });
    otherTabNotices += 1;
    bus.emit('one time', {
      id: `customer-change-other-tab:${otherTabNotices}:${Date.now()}`,
      message: customerChanged
        ? `The customer changed in another tab: this page now shows customer ${change.customer.customerNumber}.`
        : `The ship-to changed in another tab: this page now shows ship-to ${change.shipTo ?? 'none'}.`,
      tone: 'info',
    });
  });

  return {
    get: () => context,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    switchTo(change) {
      const next: Switched = { customer: change.customer, warehouseCode: change.warehouseCode ?? context.warehouseCode, shipTo: change.shipTo };
      if (sameSwitch(context, next)) return;
      bus.emit('customer change', {
        customer: change.customer,
        warehouseCode: next.warehouseCode,
        shipTo: next.shipTo,
        origin: 'switcher',
        previous: previousOf(),
      });
    },
  };
}

const CONTEXT_STORE_KEY = 'pageContext@1';

/**
 * The page's context store, created from `read()` (the validated `#sf-context`) by whichever
 * widget starts first; every later widget, root and bundle copy gets the same store. `read`
 * may throw (bad page data): then no store is made and the next widget tries again.
 */
export function pageContextStore(win: Window, bus: Bus, read: () => PageContext): ContextStore {
  return pageSingleton(win, CONTEXT_STORE_KEY, () => {
    const store = createContextStore(read(), { bus, window: win });
    // For host scripts: `window.StorefrontWidgets.pageContext()` is the context now.
    storefrontGlobal(win).pageContext = store.get;
    return store;
  });
}
