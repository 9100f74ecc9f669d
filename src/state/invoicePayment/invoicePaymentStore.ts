/**
 * Paying a statement's open invoices by card, exactly once (HOST-CONTRACT section 12,
 * docs/account.md "Paying invoices"), outside React:
 * - the buyer ticks invoices and may lower an amount (src/domain/invoicePayment.ts: more than
 *   0, at most what is open, whole cents); Pay selected asks a card session for that total
 *   (Customer/GetInvoicePaymentParameters) and shows the gateway's hosted form
 *   (src/state/payment/hostedCardForm.ts); a change to the selection closes that form;
 * - Pay now sends Customer/PayInvoices with the form's token and the attempt's `paymentId`
 *   (src/state/payment/attempt.ts), which the service answers again instead of paying twice.
 *
 * At most once: a click while a payment waits for its outcome does nothing. The attempt is
 * kept in sessionStorage while it is sent (keptAttempt.ts: its id, invoices and the buyer's
 * selection; never the token). An answer that never came ('unconfirmed') offers only Check
 * again, which sends the same request, same id and token. After a reload the kept attempt is
 * sent again at once, same id, without a token: the service answers the payment it made, or
 * refuses (nothing paid) and the card form opens for the same invoices. An attempt whose
 * outcome was ever in doubt keeps its id until a payment is confirmed, so whichever of its
 * sends lands first is the one payment. A refusal is shown as the service wrote it, loses
 * nothing ticked or typed, and opens a fresh card form.
 */
import * as v from 'valibot';
import { isServiceError, userMessage } from '../../api/errors';
import type { PageContext } from '../../contract/pageData';
import type { GetInvoicePaymentParametersRequest, PayInvoicesRequest } from '../../contract/requests';
import type { InvoicePayment, PaymentGatewayParameters } from '../../contract/responses';
import {
  afterPayment,
  amountTextOf,
  EMPTY_INVOICE_DRAFT,
  invoicesToPay,
  paymentBlockedReason,
  settledAmountText,
  type InvoiceDraft,
  type InvoiceProblem,
  type InvoiceToPay,
  type PayableInvoice,
} from '../../domain/invoicePayment';
import { toCents } from '../../domain/money';
import { newAttemptId, sendFailure } from '../payment/attempt';
import { createHostedCardForm, IDLE_CARD_FORM, type CardFormState } from '../payment/hostedCardForm';
import { keptAttempt } from '../payment/keptAttempt';
import { createStore, type Store } from '../store/createStore';

/**
 * idle: nothing sent; paying: Pay now waits for its answer; checking: the attempt sent again
 * (Check again, or after a reload); unconfirmed: no answer, the payment may exist; notPaid:
 * after a reload, the store had no payment of the attempt; refused: the store said no (as
 * written in `message`); paid: done, `payment` is the answer.
 */
export type InvoicePaymentStatus = 'idle' | 'paying' | 'checking' | 'unconfirmed' | 'notPaid' | 'refused' | 'paid';

export type InvoicePaymentOutcome = {
  status: InvoicePaymentStatus;
  message: string | null;
  payment: InvoicePayment | null;
  /** The card's last four digits, for the receipt. */
  last4: string | null;
};

export type InvoicePaymentState = {
  draft: InvoiceDraft;
  /** Amount fields the buyer left, or that Pay selected checked: their problems show beside them. */
  touched: readonly string[];
  /** What the last Pay selected or Pay now found to fix (reference null: the selection; 'card': the card form). */
  problems: readonly InvoiceProblem[];
  /** Counts those checks, so a view can move focus to a new problem. */
  attempt: number;
  /** The invoices and total the card form is open for; null while choosing. */
  paying: { invoices: readonly InvoiceToPay[]; totalCents: number } | null;
  card: CardFormState;
  outcome: InvoicePaymentOutcome;
};

export type InvoicePaymentServices = {
  /** Customer/GetInvoicePaymentParameters. */
  getCardSession(body: GetInvoicePaymentParametersRequest, signal: AbortSignal): Promise<PaymentGatewayParameters>;
  /** Customer/PayInvoices. Never aborted: a payment on its way is only ever sent again. */
  payInvoices(body: PayInvoicesRequest): Promise<InvoicePayment>;
};

export type InvoicePaymentStoreOptions = {
  services: InvoicePaymentServices;
  /** The page context now (the customer is read as each call leaves). */
  getContext: () => PageContext;
  window: Window;
  /** The statement's open invoices now. */
  invoices: () => readonly PayableInvoice[];
  /** A payment of `customerNumber` was made (or found): every amount on the page follows it. */
  onPaid(payment: InvoicePayment, customerNumber: string): void;
  /** The store refused a payment: what is open may have changed (another tab paid), so ask again. */
  onRefused(): void;
};

export type InvoicePaymentStore = Pick<Store<InvoicePaymentState>, 'getState' | 'subscribe'> & {
  /** Listens to the card form and sends a kept attempt again (a reload during payment); returns the stop. */
  start(): () => void;
  toggle(reference: string, selected: boolean): void;
  setAmount(reference: string, text: string): void;
  /** The buyer left the amount field: it shows its problem, or settles to 2 decimals. */
  settleAmount(reference: string): void;
  /** Checks the selection, then opens the card form for its total. */
  paySelected(): void;
  /** Pays the invoices the card form is open for, with its token. */
  payNow(): void;
  /** After "We could not confirm your payment": the same request again. */
  checkAgain(): void;
  /** Back to choosing: the card form closes. */
  changeSelection(): void;
  /** A fresh card form for the same invoices ("Use another card", Retry). */
  reloadCard(): void;
  /** Starts over for the page's customer now (a switch), unless a payment waits for its outcome. */
  reset(): void;
};

export const INVOICE_PAYMENT_KEY = 'sf-invoice-payment@1';
/** A payment attempt older than this is no longer asked about. */
export const INVOICE_PAYMENT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const PAY_NOW_NEEDS_CARD = 'Enter your card in the secure form and press Use this card, then Pay now.';
export const PAY_SESSION_ENDED_MESSAGE =
  'Your payment was not made: your session ended before the store took it. Sign in again (the link at the top brings you back here); this page then asks the store about this payment before anything else, so it is made at most once.';
export const PAY_UNCONFIRMED_SESSION_ENDED_MESSAGE =
  'Your session ended before the store answered. Sign in again (the link at the top brings you back here); this page then asks the store about this payment before anything else.';

/** What of an attempt is kept across a reload: its id, what it pays, the buyer's selection. Never card data. */
const KeptPaymentSchema = v.object({
  paymentId: v.pipe(v.string(), v.minLength(1)),
  invoices: v.array(v.object({ reference: v.string(), amount: v.number() })),
  draft: v.object({ selected: v.array(v.string()), amounts: v.record(v.string(), v.string()) }),
  savedAt: v.number(),
});

const IDLE_OUTCOME: InvoicePaymentOutcome = { status: 'idle', message: null, payment: null, last4: null };
/** A payment in these states keeps its attempt: nothing may start another one. */
const WAITING: ReadonlySet<InvoicePaymentStatus> = new Set(['paying', 'checking', 'unconfirmed']);

const centsOf = (invoices: readonly InvoiceToPay[]) => invoices.reduce((sum, i) => sum + toCents(i.amount), 0);

export function createInvoicePaymentStore(options: InvoicePaymentStoreOptions): InvoicePaymentStore {
  const { services, getContext, window: win } = options;
  const store = createStore<InvoicePaymentState>({
    draft: EMPTY_INVOICE_DRAFT,
    touched: [],
    problems: [],
    attempt: 0,
    paying: null,
    card: IDLE_CARD_FORM,
    outcome: IDLE_OUTCOME,
  });
  const { getState, setState } = store;
  const customerNumber = () => getContext().customer?.customerNumber ?? '';
  const kept = keptAttempt(win, {
    key: INVOICE_PAYMENT_KEY,
    schema: KeptPaymentSchema,
    user: () => `${getContext().companyUserId}:${customerNumber()}`,
    maxAgeMs: INVOICE_PAYMENT_MAX_AGE_MS,
  });
  const card = createHostedCardForm({
    window: win,
    read: () => getState().card,
    write: (next) => setState({ card: next }),
    onToken: () => setState((s) => ({ problems: s.problems.filter((p) => p.reference !== 'card') })),
    onError: (message) => openCard(message),
  });

  /** The attempt whose id every send reuses; `inDoubt` once a send of it got no answer. */
  let attempt: { paymentId: string; inDoubt: boolean } | null = null;
  /** The request in flight; an answer to any other is dropped. */
  let sent: PayInvoicesRequest | null = null;
  /** The last request sent: Check again sends it again. */
  let lastRequest: PayInvoicesRequest | null = null;

  const mayPay = () => paymentBlockedReason(getContext()) === null;
  const waiting = () => WAITING.has(getState().outcome.status);
  const show = (status: InvoicePaymentStatus, message: string | null = null) => setState((s) => ({ outcome: { ...s.outcome, status, message } }));

  function openCard(message: string | null = null): void {
    const paying = getState().paying;
    if (paying === null || !mayPay()) {
      card.close(message);
      return;
    }
    card.open((signal) => services.getCardSession({ customerNumber: customerNumber(), invoices: [...paying.invoices] }, signal), message);
  }

  /** Back to choosing (the card form was for another total). */
  function closeCard(): void {
    if (getState().paying === null) return;
    setState({ paying: null });
    card.close();
  }

  function editDraft(reference: string, change: (draft: InvoiceDraft) => InvoiceDraft): void {
    if (!mayPay() || waiting()) return;
    closeCard();
    setState((s) => ({ draft: change(s.draft), problems: s.problems.filter((p) => p.reference !== reference && p.reference !== null) }));
  }

  function paid(payment: InvoicePayment, request: PayInvoicesRequest): void {
    sent = null;
    attempt = null;
    lastRequest = null;
    kept.clear();
    card.close();
    setState((s) => ({
      draft: afterPayment(s.draft, payment),
      touched: [],
      problems: [],
      paying: null,
      outcome: { status: 'paid', message: null, payment, last4: payment.cardLast4 ?? s.card.accepted?.last4 ?? null },
    }));
    options.onPaid(payment, request.customerNumber);
  }

  function refusedBy(request: PayInvoicesRequest, error: unknown): void {
    const message = isServiceError(error) && error.message !== '' ? error.message : userMessage(error, 'pay the invoices');
    if (request.cardToken === '') {
      // The attempt sent again after a reload, without its token: the store has no payment of it.
      // The attempt stays (its first send may still land): the card form opens for the same invoices.
      setState({ paying: { invoices: request.invoices, totalCents: centsOf(request.invoices) } });
      show('notPaid');
      openCard();
    } else {
      // A definite no to this send. Unless an earlier send of the attempt is in doubt, the next
      // Pay now is a new attempt.
      if (attempt !== null && !attempt.inDoubt) {
        attempt = null;
        kept.clear();
      }
      show('refused', message);
      // The token may be spent or bound to the old total: a fresh form for the same invoices.
      openCard(null);
    }
    options.onRefused();
  }

  function send(request: PayInvoicesRequest, shown: 'paying' | 'checking'): void {
    sent = request;
    lastRequest = request;
    show(shown);
    services.payInvoices(request).then(
      (payment) => {
        if (sent === request) paid(payment, request);
      },
      (error: unknown) => {
        if (sent !== request) return;
        sent = null;
        const failure = sendFailure(error);
        if (failure === 'sessionEnded') {
          // That request paid nothing; a re-send proves nothing about the one it repeats.
          if (shown === 'checking') show('unconfirmed', PAY_UNCONFIRMED_SESSION_ENDED_MESSAGE);
          else show('refused', PAY_SESSION_ENDED_MESSAGE);
        } else if (failure === 'refused') {
          refusedBy(request, error);
        } else {
          // No answer: the payment may exist. Only the same request may go again.
          if (attempt !== null) attempt = { ...attempt, inDoubt: true };
          show('unconfirmed');
        }
      },
    );
  }

  function resumeKept(): void {
    const stored = kept.read();
    if (stored === null || !mayPay()) return;
    attempt = { paymentId: stored.paymentId, inDoubt: true };
    setState({ draft: stored.draft, touched: [] });
    send({ customerNumber: customerNumber(), invoices: stored.invoices, cardToken: '', paymentId: stored.paymentId }, 'checking');
  }

  return {
    getState,
    subscribe: store.subscribe,
    start() {
      const stopListening = card.listen();
      resumeKept();
      return () => {
        stopListening();
        sent = null;
      };
    },
    toggle(reference, selected) {
      editDraft(reference, (draft) => ({
        ...draft,
        selected: selected ? [...draft.selected.filter((r) => r !== reference), reference] : draft.selected.filter((r) => r !== reference),
      }));
    },
    setAmount(reference, text) {
      editDraft(reference, (draft) => ({ ...draft, amounts: { ...draft.amounts, [reference]: text } }));
    },
    settleAmount(reference) {
      const invoice = options.invoices().find((i) => i.reference === reference);
      if (invoice === undefined || !mayPay() || waiting()) return;
      const text = amountTextOf(getState().draft, invoice);
      const settled = settledAmountText(text, invoice.openAmount);
      setState((s) => ({
        touched: s.touched.includes(reference) ? s.touched : [...s.touched, reference],
        ...(settled !== text ? { draft: { ...s.draft, amounts: { ...s.draft.amounts, [reference]: settled } } } : {}),
      }));
    },
    paySelected() {
      if (!mayPay() || waiting()) return;
      const { draft } = getState();
      const chosen = invoicesToPay(draft, options.invoices());
      setState((s) => ({
        attempt: s.attempt + 1,
        problems: chosen.problems,
        touched: [...new Set([...s.touched, ...draft.selected])],
      }));
      if (chosen.problems.length > 0) return;
      setState((s) => ({ paying: { invoices: chosen.invoices, totalCents: chosen.totalCents }, outcome: s.outcome.status === 'paid' ? s.outcome : IDLE_OUTCOME }));
      openCard();
    },
    payNow() {
      const { paying, card: form } = getState();
      if (!mayPay() || waiting() || paying === null) return;
      if (form.accepted === null) {
        setState((s) => ({ attempt: s.attempt + 1, problems: [{ reference: 'card', message: PAY_NOW_NEEDS_CARD }] }));
        return;
      }
      setState({ problems: [] });
      attempt ??= { paymentId: newAttemptId(win), inDoubt: false };
      const request = { customerNumber: customerNumber(), invoices: [...paying.invoices], cardToken: form.accepted.token, paymentId: attempt.paymentId };
      kept.write({ paymentId: attempt.paymentId, invoices: request.invoices, draft: { selected: [...getState().draft.selected], amounts: { ...getState().draft.amounts } }, savedAt: Date.now() });
      send(request, 'paying');
    },
    checkAgain() {
      if (getState().outcome.status !== 'unconfirmed' || lastRequest === null) return;
      send(lastRequest, 'checking');
    },
    changeSelection() {
      if (waiting()) return;
      closeCard();
    },
    reloadCard() {
      if (waiting()) return;
      openCard();
    },
    reset() {
      if (waiting()) return;
      attempt = null;
      lastRequest = null;
      card.close();
      setState({ draft: EMPTY_INVOICE_DRAFT, touched: [], problems: [], paying: null, outcome: IDLE_OUTCOME });
    },
  };
}
