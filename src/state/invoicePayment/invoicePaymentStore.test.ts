// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageContext } from '../../contract/pageData';
import type { PayInvoicesRequest } from '../../contract/requests';
import type { InvoicePayment, StatementLine } from '../../contract/responses';
import { payableInvoices, NOTHING_SELECTED } from '../../domain/invoicePayment';
import { applyInvoicePayment } from '../../domain/statements';
import { testPageContext } from '../../testing/pageData';
import { deferred } from '../../testing/deferred';
import {
  createInvoicePaymentStore,
  INVOICE_PAYMENT_KEY,
  PAY_NOW_NEEDS_CARD,
  type InvoicePaymentServices,
} from './invoicePaymentStore';
import {
  APPROVED_CARD,
  createFakeInvoiceService,
  DECLINED_CARD,
  DECLINED_MESSAGE,
  invoiceLines,
  lostConnection,
  postFromGateway,
  refused,
  settle,
  type FakeInvoiceService,
} from './testing';

afterEach(() => window.sessionStorage.clear());

type SetupOptions = { service?: FakeInvoiceService; services?: Partial<InvoicePaymentServices>; context?: Partial<PageContext>; win?: Window };

/** A store over `lines` (a statement's documents) that follows its own payments, as the page's statements do. */
function setup(options: SetupOptions = {}) {
  const service = options.service ?? createFakeInvoiceService();
  let lines: StatementLine[] = invoiceLines();
  let context = testPageContext(options.context);
  const onPaid = vi.fn((payment: InvoicePayment) => {
    lines = applyInvoicePayment([{ amountDue: 0, lines }], payment)[0]!.lines!;
  });
  const onRefused = vi.fn();
  const store = createInvoicePaymentStore({
    services: { getCardSession: service.getCardSession, payInvoices: service.payInvoices, ...options.services },
    getContext: () => context,
    window: options.win ?? window,
    invoices: () => payableInvoices(lines),
    onPaid,
    onRefused,
  });
  const stop = store.start();
  return {
    service,
    store,
    stop,
    onPaid,
    onRefused,
    lines: () => lines,
    switchTo: (next: Partial<PageContext>) => {
      context = testPageContext({ ...options.context, ...next });
      store.reset();
    },
  };
}

/** Ticks `references`, presses Pay selected and lets the card form give `card`'s token. */
async function cardFormReady(store: ReturnType<typeof setup>['store'], references: string[], card: unknown = APPROVED_CARD): Promise<void> {
  for (const reference of references) store.toggle(reference, true);
  store.paySelected();
  await settle();
  expect(store.getState().card.status).toBe('ready');
  postFromGateway(card);
}

const kept = () => Object.keys(window.sessionStorage).filter((key) => key.startsWith(INVOICE_PAYMENT_KEY)).map((key) => window.sessionStorage.getItem(key) ?? '');

describe('choosing what to pay', () => {
  it('starts with nothing ticked and each amount at what is open; Pay selected opens the card form for the total of the ticked amounts', async () => {
    const { store, service } = setup();
    expect(store.getState().draft).toEqual({ selected: [], amounts: {} });
    store.toggle('SVC-480100', true);
    store.toggle('INV-480100-00', true);
    store.setAmount('INV-480100-00', '20.5');
    store.settleAmount('INV-480100-00');
    expect(store.getState().draft.amounts['INV-480100-00']).toBe('20.50');
    store.paySelected();
    await settle();
    expect(service.sessions).toEqual([{ customerNumber: '100234', invoices: [{ reference: 'INV-480100-00', amount: 20.5 }, { reference: 'SVC-480100', amount: 385 }] }]);
    expect(store.getState().paying).toEqual({ invoices: service.sessions[0]!.invoices, totalCents: 40550 });
    expect(store.getState().card).toMatchObject({ status: 'ready', params: { amount: 405.5 } });
  });

  it('Pay selected with nothing ticked, or a ticked amount that cannot be paid, says what to fix and asks nothing', () => {
    const { store, service } = setup();
    store.paySelected();
    expect(store.getState().problems).toEqual([{ reference: null, message: NOTHING_SELECTED }]);
    store.toggle('SVC-480100', true);
    expect(store.getState().problems).toEqual([]);
    store.setAmount('SVC-480100', '400');
    store.paySelected();
    expect(store.getState().problems).toEqual([{ reference: 'SVC-480100', message: 'Enter at most the open amount, $385.00.' }]);
    expect(store.getState().touched).toContain('SVC-480100');
    expect(store.getState().attempt).toBe(2);
    expect(service.sessions).toEqual([]);
  });

  it('a change to the selection while the card form is open closes it: that session was for the old total', async () => {
    const { store } = setup();
    await cardFormReady(store, ['SVC-480100']);
    store.setAmount('SVC-480100', '100');
    expect(store.getState().paying).toBeNull();
    expect(store.getState().card.status).toBe('idle');
    expect(store.getState().draft).toEqual({ selected: ['SVC-480100'], amounts: { 'SVC-480100': '100' } });
  });

  it('Pay now without a card from the form says so and sends nothing', async () => {
    const { store, service } = setup();
    store.toggle('SVC-480100', true);
    store.paySelected();
    await settle();
    store.payNow();
    expect(store.getState().problems).toEqual([{ reference: 'card', message: PAY_NOW_NEEDS_CARD }]);
    expect(service.sent).toEqual([]);
  });
});

describe('paying exactly once', () => {
  it('Pay now sends one PayInvoices with the token and a paymentId, then shows the payment, follows it on the page and forgets the attempt', async () => {
    const { store, service, onPaid, lines } = setup();
    await cardFormReady(store, ['INV-480100-00', 'SVC-480100']);
    store.payNow();
    expect(store.getState().outcome.status).toBe('paying');
    expect(kept()).toHaveLength(1);
    expect(kept()[0]).not.toContain(APPROVED_CARD.token);
    await settle();
    expect(service.sent).toHaveLength(1);
    expect(service.sent[0]).toMatchObject({ customerNumber: '100234', cardToken: APPROVED_CARD.token, invoices: [{ reference: 'INV-480100-00', amount: 120.5 }, { reference: 'SVC-480100', amount: 385 }] });
    expect(service.sent[0]!.paymentId).toMatch(/\S{8,}/);
    const { outcome } = store.getState();
    expect(outcome).toMatchObject({ status: 'paid', last4: '1111', payment: { paymentNumber: 'PMT-700001', total: 505.5 } });
    expect(onPaid).toHaveBeenCalledWith(outcome.payment, '100234');
    expect(payableInvoices(lines())).toEqual([]);
    expect(store.getState().draft).toEqual({ selected: [], amounts: {} });
    expect(store.getState().card.status).toBe('idle');
    expect(kept()).toEqual([]);
  });

  it('a double click on Pay now sends one PayInvoices', async () => {
    const { store, service } = setup();
    await cardFormReady(store, ['SVC-480100']);
    store.payNow();
    store.payNow();
    await settle();
    store.payNow();
    expect(service.sent).toHaveLength(1);
    expect(service.payments()).toBe(1);
  });

  it('a lost answer: "could not confirm" and nothing else; Check again sends the same request (same paymentId and token), answered with the one payment', async () => {
    const service = createFakeInvoiceService();
    let drop = true;
    const { store } = setup({
      service,
      services: {
        // The payment is made, then the answer is lost on its way back.
        payInvoices: async (body) => {
          const answer = await service.payInvoices(body);
          if (drop) throw lostConnection();
          return answer;
        },
      },
    });
    await cardFormReady(store, ['SVC-480100']);
    store.payNow();
    await settle();
    expect(store.getState().outcome.status).toBe('unconfirmed');
    expect(service.payments()).toBe(1);
    // Nothing can start another payment meanwhile.
    store.payNow();
    store.paySelected();
    store.toggle('INV-480100-00', true);
    expect(service.sent).toHaveLength(1);
    expect(store.getState().draft.selected).toEqual(['SVC-480100']);
    drop = false;
    store.checkAgain();
    expect(store.getState().outcome.status).toBe('checking');
    await settle();
    expect(service.sent).toHaveLength(2);
    expect(service.sent[1]).toEqual(service.sent[0]);
    expect(store.getState().outcome).toMatchObject({ status: 'paid', payment: { paymentNumber: 'PMT-700001' } });
    expect(service.payments()).toBe(1);
  });

  it('a reload during payment: the kept attempt (never the token) is sent again with its paymentId, and the payment it made is shown', async () => {
    const service = createFakeInvoiceService();
    const sent: PayInvoicesRequest[] = [];
    const first = setup({ service, services: { payInvoices: (body) => (sent.push(body), new Promise(() => undefined)) } });
    await cardFormReady(first.store, ['SVC-480100']);
    first.store.payNow();
    // The request reached the store and paid; the tab reloads before the answer.
    await service.payInvoices(sent[0]!);
    first.stop();

    const reloaded = setup({ service });
    expect(reloaded.store.getState().outcome.status).toBe('checking');
    expect(reloaded.store.getState().draft.selected).toEqual(['SVC-480100']);
    await settle();
    expect(service.sent.at(-1)).toMatchObject({ paymentId: service.sent[0]!.paymentId, cardToken: '' });
    expect(reloaded.store.getState().outcome).toMatchObject({ status: 'paid', payment: { paymentNumber: 'PMT-700001' }, last4: '1111' });
    expect(service.payments()).toBe(1);
    expect(kept()).toEqual([]);
  });

  it('a reload while the payment never reached the store: not paid, the selection back, the card form opens, and Pay now pays once with the same paymentId', async () => {
    const service = createFakeInvoiceService();
    const sent: PayInvoicesRequest[] = [];
    // Held in the browser: the store never sees this one (the tab reloads first).
    const first = setup({ service, services: { payInvoices: (body) => (sent.push(body), new Promise(() => undefined)) } });
    await cardFormReady(first.store, ['SVC-480100']);
    first.store.setAmount('SVC-480100', '85');
    await cardFormReady(first.store, []);
    first.store.payNow();
    const lostId = sent[0]!.paymentId;
    first.stop();

    const reloaded = setup({ service });
    await settle();
    expect(reloaded.store.getState().outcome.status).toBe('notPaid');
    expect(reloaded.store.getState().draft).toEqual({ selected: ['SVC-480100'], amounts: { 'SVC-480100': '85' } });
    expect(reloaded.store.getState().card.status).toBe('ready');
    expect(service.payments()).toBe(0);
    postFromGateway(APPROVED_CARD);
    reloaded.store.payNow();
    await settle();
    expect(service.sent.at(-1)).toMatchObject({ paymentId: lostId, cardToken: APPROVED_CARD.token, invoices: [{ reference: 'SVC-480100', amount: 85 }] });
    expect(reloaded.store.getState().outcome.status).toBe('paid');
    // The lost request arriving late is answered with this payment, not a second one.
    await service.payInvoices({ ...service.sent.at(-1)!, cardToken: 'late' });
    expect(service.payments()).toBe(1);
  });

  it('a second tab pays on its own attempt; the store refuses what the first tab already paid, as written, and nothing is paid twice', async () => {
    const service = createFakeInvoiceService();
    const tabA = setup({ service });
    const tabB = setup({ service, win: window });
    await cardFormReady(tabA.store, ['SVC-480100']);
    await cardFormReady(tabB.store, ['SVC-480100']);
    tabA.store.payNow();
    await settle();
    tabB.store.payNow();
    await settle();
    expect(service.sent[0]!.paymentId).not.toBe(service.sent[1]!.paymentId);
    expect(tabA.store.getState().outcome.status).toBe('paid');
    expect(tabB.store.getState().outcome).toMatchObject({ status: 'refused', message: 'Invoice SVC-480100 is already paid: nothing is open on it.' });
    expect(tabB.onRefused).toHaveBeenCalled();
    expect(service.payments()).toBe(1);
  });

  it('a declined card: the message as written, nothing ticked or typed lost, a fresh card form for the same total, the statements asked again, and a new attempt next', async () => {
    const { store, service, onRefused } = setup();
    store.toggle('INV-480100-00', true);
    store.setAmount('INV-480100-00', '20.00');
    await cardFormReady(store, [], DECLINED_CARD);
    store.payNow();
    await settle();
    expect(store.getState().outcome).toMatchObject({ status: 'refused', message: DECLINED_MESSAGE });
    expect(store.getState().draft).toEqual({ selected: ['INV-480100-00'], amounts: { 'INV-480100-00': '20.00' } });
    expect(store.getState().card).toMatchObject({ status: 'ready', accepted: null });
    expect(service.sessions).toHaveLength(2);
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(kept()).toEqual([]);
    postFromGateway(APPROVED_CARD);
    store.payNow();
    await settle();
    expect(service.sent[1]!.paymentId).not.toBe(service.sent[0]!.paymentId);
    expect(store.getState().outcome.status).toBe('paid');
    expect(service.payments()).toBe(1);
  });

  it('a refusal after a lost answer keeps the attempt: the next Pay now sends the same paymentId, so the lost one can never be a second payment', async () => {
    const service = createFakeInvoiceService();
    const answers = [lostConnection(), refused(DECLINED_MESSAGE)];
    const { store } = setup({
      service,
      services: {
        payInvoices: async (body) => {
          service.sent.push(body);
          const next = answers.shift();
          if (next) throw next;
          return service.payInvoices(body);
        },
      },
    });
    await cardFormReady(store, ['SVC-480100']);
    store.payNow();
    await settle();
    store.checkAgain();
    await settle();
    expect(store.getState().outcome.status).toBe('refused');
    postFromGateway(APPROVED_CARD);
    store.payNow();
    await settle();
    const ids = new Set(service.sent.map((body) => body.paymentId));
    expect(ids.size).toBe(1);
    expect(store.getState().outcome.status).toBe('paid');
  });

  it('an ended session (401): not paid, the attempt kept for after the sign-in; a 401 to Check again leaves it unconfirmed', async () => {
    const ended = () => refused('The sign-in token was not accepted.', 401);
    const attempts = [ended(), lostConnection(), ended()];
    const { store } = setup({ services: { payInvoices: async () => Promise.reject(attempts.shift()) } });
    await cardFormReady(store, ['SVC-480100']);
    store.payNow();
    await settle();
    expect(store.getState().outcome.status).toBe('refused');
    expect(store.getState().outcome.message).toMatch(/^Your payment was not made: your session ended/);
    expect(kept()).toHaveLength(1);
    store.payNow();
    await settle();
    expect(store.getState().outcome.status).toBe('unconfirmed');
    store.checkAgain();
    await settle();
    expect(store.getState().outcome).toMatchObject({ status: 'unconfirmed', message: expect.stringMatching(/session ended/) });
  });
});

describe('who may pay', () => {
  it('a read-only login or prices hidden: nothing is asked or sent, whatever is pressed', async () => {
    for (const context of [{ readOnly: true }, { withCustomer: true }]) {
      const { store, service } = setup({ context });
      store.toggle('SVC-480100', true);
      store.paySelected();
      store.payNow();
      await settle();
      expect(service.sessions).toEqual([]);
      expect(service.sent).toEqual([]);
      expect(store.getState().draft.selected).toEqual([]);
    }
  });

  it('a customer switch starts over, unless a payment waits for its outcome', async () => {
    const held = deferred<InvoicePayment>();
    const { store, switchTo } = setup({ services: { payInvoices: () => held.promise } });
    store.toggle('SVC-480100', true);
    switchTo({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: false } });
    expect(store.getState().draft.selected).toEqual([]);
    await cardFormReady(store, ['SVC-480100']);
    store.payNow();
    switchTo({ customer: { customerNumber: '100234', customerType: 'Grower', ecomCustomer: false } });
    expect(store.getState().outcome.status).toBe('paying');
    expect(store.getState().draft.selected).toEqual(['SVC-480100']);
  });
});
