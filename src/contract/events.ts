/** The event bus contract (HOST-CONTRACT section 3): names and payloads, exactly. */
import type { PageCustomer } from './pageData';
import type { CartInfo, CartLine, InvoicePayment } from './responses';

export type BusEvents = {
  /** Published after an add to cart succeeds; every cart badge shows `cart.lineCount`. */
  'update cart': { cart: CartInfo; addedItem?: { itemId: number; itemNumber: string; quantity: number } };
  /** Published when cart lines change. */
  'update cart items': { lines: CartLine[] };
  /** From a host header's search button: open or close the search box. */
  'show search': { open: boolean };
  /** When the page body crosses the 576 px mobile breakpoint. */
  'screen change': { isMobile: boolean; width: number };
  /** A notice shown once per page (project-defined; see docs/runtime.md "Event bus"). */
  'one time': OneTimePayload;
  /**
   * The customer or ship-to the page acts for changed in place (the customer switcher, another
   * tab, or a host script). The page context store has the new values when subscribers run;
   * every widget re-requests what depends on them (docs/switching.md).
   */
  'customer change': CustomerChangePayload;
  /**
   * Invoices were paid from a statement (HOST-CONTRACT section 12; project-defined, docs/account.md
   * "Paying invoices"): every statements widget of the page shows the new open amounts, amounts
   * due and aging at once, without asking the service; a host script may follow it too.
   */
  'invoices paid': InvoicesPaidPayload;
};

/** `invoices paid`: the customer the payment is for, and the service's answer. */
export type InvoicesPaidPayload = { customerNumber: string; payment: InvoicePayment };

/**
 * `customer change`: the customer-dependent part of the page context after the change.
 * `previous` is what the page acted for before (filled in by the page context store when a
 * host script leaves it out).
 */
export type CustomerChangePayload = {
  customer: PageCustomer;
  warehouseCode: string;
  shipTo: string | null;
  /** Who asked for it: this page ('switcher', a host script), or 'other-tab'. @default 'switcher' */
  origin?: 'switcher' | 'host' | 'other-tab';
  previous?: { customer: PageCustomer | null; warehouseCode: string; shipTo: string | null };
};

/**
 * `one time`: a one-off, page-level notice a widget or host script raises, such as "Item
 * added" or "Your price list changed". Delivered to current subscribers; each `id` is
 * delivered at most once per page, so a re-emitted notice (a second bundle copy, a
 * remount) is dropped.
 */
export type OneTimePayload = { id: string; message: string; tone?: 'info' | 'success' | 'warning' };
export type BusEventName = keyof BusEvents;
export const BUS_EVENT_NAMES = [
  'update cart', 'one time', 'update cart items', 'show search', 'screen change', 'customer change', 'invoices paid',
] as const satisfies readonly BusEventName[];

/**
 * The page's bus (`window.StorefrontWidgets.bus`), typed by BusEvents. Its type lives with the
 * events so the runtime's page object can name it without importing the bus itself.
 */
export type BusCallback<N extends BusEventName> = (payload: BusEvents[N]) => void;

export type Bus = {
  /**
   * Calls `callback` with every later `name` event. A second `on` with the same name and key
   * replaces the first callback. Returns the teardown, which removes this callback only
   * (not a newer one registered under the same key).
   */
  on<N extends BusEventName>(name: N, key: string, callback: BusCallback<N>): () => void;
  /** Removes the callback registered under `key`, if any. */
  off(name: BusEventName, key: string): void;
  /**
   * Delivers `payload` to every subscriber of `name`, in subscription order. A subscriber
   * that throws is reported with console.error and the others still run. A `one time`
   * payload whose `id` was emitted before on this page is dropped.
   */
  emit<N extends BusEventName>(name: N, payload: BusEvents[N]): void;
  /** The last payload emitted for `name`, so a late subscriber can show the current state. */
  last<N extends BusEventName>(name: N): BusEvents[N] | undefined;
};
