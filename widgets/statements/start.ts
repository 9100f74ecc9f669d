/**
 * The `start` of both statements widgets, React-free: their store, its call
 * (Customer/GetStatements) bound to the widget's client, started at once when signed in and
 * asked again after every customer or ship-to switch of the page (subscribed here, not in
 * React, so a switch before the views have drawn is not missed). Every statements store of the
 * page follows the page's `invoices paid` event, so a payment made on a statement shows at
 * once in the statements list beside it (each widget starts its own store). The views
 * (widgets/statements/StatementsWidget.tsx) load meanwhile, on demand: a page with only other
 * account widgets never downloads them; React draws once the first answer is in too (at most
 * FIRST_VIEW_WAIT_MS).
 *
 * A statement with `data-pay-online` also gets its invoice payment store
 * (src/state/invoicePayment): the two calls of HOST-CONTRACT section 12 bound here, its card
 * form listened to, an attempt kept across a reload sent again, and every payment published
 * on the bus. Without the attribute neither call is ever made.
 */
import type { CallOptions, ServiceClient } from '../../src/api/client';
import { getInvoicePaymentParameters, getStatements, payInvoices } from '../../src/api/customer';
import { isAuthenticated } from '../../src/contract/pageData';
import { payableInvoices } from '../../src/domain/invoicePayment';
import { findStatement } from '../../src/domain/statements';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import { createInvoicePaymentStore, type InvoicePaymentServices, type InvoicePaymentStore } from '../../src/state/invoicePayment/invoicePaymentStore';
import { createStatementsStore, type StatementsServices, type StatementsStore } from '../../src/state/statementsStore';

export function statementsServices(client: ServiceClient, options?: CallOptions): StatementsServices {
  return { getStatements: (customerNumber, signal) => getStatements(client, { customerNumber }, { ...options, signal }) };
}

export function invoicePaymentServices(client: ServiceClient): InvoicePaymentServices {
  return {
    getCardSession: (body, signal) => getInvoicePaymentParameters(client, body, { signal }),
    payInvoices: (body) => payInvoices(client, body),
  };
}

type StartEnv = Pick<WidgetEnv, 'client' | 'context' | 'contextStore' | 'bus'>;

/**
 * Keys of the statements stores' bus subscriptions: one per widget, so two on a page both
 * follow; the lowest free number, so a widget redrawn in place keeps its key.
 */
const statementsKeys = new Set<number>();

export function startStatements(env: StartEnv): { value: StatementsStore; stop: () => void; firstView: Promise<unknown> } {
  const store = createStatementsStore({ services: statementsServices(env.client), getContext: () => env.context });
  const loaded = isAuthenticated(env.context) ? store.start() : Promise.resolve();
  const unsubscribe = env.contextStore.subscribe(() => void store.refresh());
  let slot = 1;
  while (statementsKeys.has(slot)) slot += 1;
  statementsKeys.add(slot);
  const offPaid = env.bus.on('invoices paid', `statements-${slot}`, ({ customerNumber, payment }) => store.applyPayment(customerNumber, payment));
  return {
    value: store,
    stop: () => {
      offPaid();
      statementsKeys.delete(slot);
      unsubscribe();
      store.destroy();
    },
    firstView: loaded,
  };
}

/** Which statement, and whether its open invoices may be paid (`data-pay-online`). */
export type StatementMountData = { number: string; suffix: string | null; payOnline: boolean };
/** The statement widget's stores: its statements and, with `data-pay-online`, its invoice payment. */
export type StatementStores = { statements: StatementsStore; payment: InvoicePaymentStore | null };

export function startStatement(
  env: StartEnv & Pick<WidgetEnv, 'window'>,
  data: StatementMountData,
): { value: StatementStores; stop: () => void; firstView: Promise<unknown> } {
  const started = startStatements(env);
  if (!data.payOnline || !isAuthenticated(env.context)) return { ...started, value: { statements: started.value, payment: null } };
  const statements = started.value;
  const payment = createInvoicePaymentStore({
    services: invoicePaymentServices(env.client),
    getContext: () => env.context,
    window: env.window,
    invoices: () => payableInvoices(findStatement(statements.getState().statements ?? [], data)?.lines ?? []),
    onPaid: (paid, customerNumber) => env.bus.emit('invoices paid', { customerNumber, payment: paid }),
    // Another tab may have paid: what is open is asked again (the selection stays).
    onRefused: () => void statements.refresh(),
  });
  const stopPayment = payment.start();
  const offSwitch = env.contextStore.subscribe(() => payment.reset());
  return {
    value: { statements, payment },
    stop: () => {
      offSwitch();
      stopPayment();
      started.stop();
    },
    firstView: started.firstView,
  };
}
