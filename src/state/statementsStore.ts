/**
 * The signed-in customer's statements (Customer/GetStatements), for the statements list and
 * the statement view. The customer is read from the page context when a request starts
 * (`getContext`), so `refresh()` after a customer switch asks for the new customer's
 * statements; an answer to a request started before the newest one is dropped. Nothing is
 * asked for an anonymous visitor. The call comes in as `services`
 * (widgets/statements/start.ts binds it).
 */
import { isAbortError, userMessage } from '../api/errors';
import { latest } from './store/latest';
import type { PageContext } from '../contract/pageData';
import type { InvoicePayment, Statement, Statements } from '../contract/responses';
import { applyInvoicePayment, newestFirst } from '../domain/statements';
import { createStore } from './store/createStore';

export type StatementsStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type StatementsState = {
  readonly status: StatementsStatus;
  /** Newest first; null until the first answer. */
  readonly statements: readonly Statement[] | null;
  /** The customer's name from the answer; null when the service sent none. */
  readonly customerName: string | null;
  /** The customer the statements are for. */
  readonly customerNumber: string | null;
  /** Why the last load failed, as a sentence; null otherwise. */
  readonly error: string | null;
};

export type StatementsStore = {
  getState(): StatementsState;
  subscribe(listener: () => void): () => void;
  /** Loads the statements once (no call for an anonymous visitor). */
  start(): Promise<void>;
  /** Asks again for the current customer (Retry, and a customer or ship-to switch). */
  refresh(): Promise<void>;
  /**
   * Shows an invoice payment of `customerNumber` at once (HOST-CONTRACT section 12): the
   * invoices' open amounts and the amounts due (`applyInvoicePayment`). An answer to a load
   * that started before it gets it too (it may not include it yet). Another customer's
   * payment changes nothing.
   */
  applyPayment(customerNumber: string, payment: InvoicePayment): void;
  /** Drops the request in flight (the widget unmounts). */
  destroy(): void;
};

export type StatementsServices = {
  /** Customer/GetStatements. */
  getStatements(customerNumber: string, signal: AbortSignal): Promise<Statements>;
};

export type StatementsStoreOptions = {
  services: StatementsServices;
  /** The page context as it is now (read at each request: the customer may have changed). */
  getContext: () => PageContext;
};

export function createStatementsStore({ services, getContext }: StatementsStoreOptions): StatementsStore {
  const store = createStore<StatementsState>({
    status: 'idle',
    statements: null,
    customerName: null,
    customerNumber: null,
    error: null,
  });
  const statementCalls = latest();
  /** Payments shown since, numbered; a load's answer gets those applied after the load started. */
  let payments: { seq: number; customerNumber: string; payment: InvoicePayment }[] = [];
  let seq = 0;

  async function load(): Promise<void> {
    const customerNumber = getContext().customer?.customerNumber ?? null;
    if (customerNumber === null) {
      statementCalls.cancel();
      store.setState({ status: 'idle', statements: null, customerName: null, customerNumber: null, error: null });
      return;
    }
    const signal = statementCalls.next();
    const startedAt = seq;
    const sameCustomer = store.getState().customerNumber === customerNumber;
    store.setState({
      status: 'loading',
      error: null,
      customerNumber,
      // Another customer's statements must not show while this one's load.
      ...(sameCustomer ? {} : { statements: null, customerName: null }),
    });
    try {
      const answer = await services.getStatements(customerNumber, signal);
      if (signal.aborted) return;
      const later = payments.filter((p) => p.seq > startedAt && p.customerNumber === customerNumber);
      payments = later;
      store.setState({
        status: 'ready',
        statements: later.reduce((statements, p) => applyInvoicePayment(statements, p.payment), newestFirst(answer.statements)),
        customerName: answer.customerName ?? null,
      });
    } catch (error) {
      if (signal.aborted || isAbortError(error)) return;
      store.setState({ status: 'failed', error: userMessage(error, 'load your statements') });
    }
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start() {
      return store.getState().status === 'idle' && store.getState().statements === null ? load() : Promise.resolve();
    },
    refresh: load,
    applyPayment(customerNumber, payment) {
      seq += 1;
      payments.push({ seq, customerNumber, payment });
      const { statements, customerNumber: shown } = store.getState();
      if (statements === null || shown !== customerNumber) return;
      store.setState({ statements: applyInvoicePayment(statements, payment) });
    },
    destroy: () => statementCalls.cancel(),
  };
}
