/**
 * Placing the order, at most once (docs/checkout.md "Checking an order"): one `submissionId`
 * per attempt, kept in sessionStorage with the fingerprint of the cart it was made for
 * (pendingSubmission.ts), so that an answer that never arrived, or a reload during submit,
 * is followed by asking the service (Cart/GetSubmission) before any second attempt is
 * offered. Where that path is not served, 'Check again' re-sends the same SubmitOrder with the
 * same id (HOST-CONTRACT section 8). The total shown is sent (`expectedTotal`); a 409 brings
 * the fresh totals.
 */
import * as v from 'valibot';
import { isServiceError, isSessionEnded, isUnservedPath, userMessage } from '../../api/errors';
import type { SubmitOrderRequest } from '../../contract/requests';
import { TotalChangedBodySchema, type SubmittedOrder, type TaxAndFees } from '../../contract/responses';
import { checkoutProblems } from '../../domain/checkout';
import { attemptFingerprint } from '../../domain/orderAttempt';
import { newAttemptId, sendFailure } from '../payment/attempt';
import { latest } from '../store/latest';
import type { CardSession } from './cardSession';
import { CARD_RESET_MESSAGE, IDLE_SUBMIT, ownerOf, settingsOf, SUBMIT_SESSION_ENDED_MESSAGE, UNCONFIRMED_SESSION_ENDED_MESSAGE, userKeyOf, WAITING, type CheckoutKit, type CheckoutSubmit } from './checkoutState';
import type { OrderSummary } from './orderSummary';
import { pendingSubmissions, type PendingSubmission } from './pendingSubmission';

export type Submission = {
  /** Checks the form, then submits a new attempt (or the same one again while the cart is unchanged). */
  placeOrder(): void;
  /** After "We could not confirm your order": asks the service whether the attempt made an order. */
  checkAgain(): void;
  /** The attempt of this tab that never got its outcome (a reload during submit), or null; asked about at once. */
  resumeKept(): PendingSubmission | null;
  /** Starts over (a refresh for a customer with no attempt waiting): the next Place order is a new attempt. */
  reset(): void;
  /** Drops a question on its way (the store stops). */
  cancel(): void;
};

export type SubmissionParts = { summary: OrderSummary; card: CardSession; publishEmptyCart(): void; today(): string };

/** A 409 TotalChanged carries the fresh totals. */
function freshTotals(error: unknown): TaxAndFees | null {
  if (!isServiceError(error) || error.status !== 409) return null;
  const body = v.safeParse(TotalChangedBodySchema, error.body);
  return body.success ? body.output.taxAndFees : null;
}

export function createSubmission(kit: CheckoutKit, parts: SubmissionParts): Submission {
  const { store, services, getContext, window: win } = kit;
  const { getState, setState } = store;
  const { summary, card } = parts;
  const pending = pendingSubmissions(win, () => userKeyOf(getContext()));
  const question = latest();
  /** The request in flight; an answer to any other is dropped. */
  let sentRequest: SubmitOrderRequest | null = null;
  /** The last Cart/SubmitOrder sent: 'Check again' sends it again where Cart/GetSubmission is not served. */
  let lastRequest: SubmitOrderRequest | null = null;
  /** False once the service answered Cart/GetSubmission as a path it does not serve. */
  let submissionLookup = true;
  /** The attempt whose id a new Place order reuses while its fingerprint is unchanged. */
  let attempt: { submissionId: string; fingerprint: string } | null = null;

  const show = (status: CheckoutSubmit['status'], submissionId: string | null, message: string | null = null, order: SubmittedOrder | null = null) =>
    setState({ submit: { status, recheck: submissionLookup ? 'ask' : 'resend', submissionId, message, order } });

  function placed(order: SubmittedOrder, submissionId: string | null): void {
    sentRequest = null;
    attempt = null;
    pending.clear();
    question.cancel();
    summary.cancel();
    card.cancel();
    show('placed', submissionId, null, order);
    parts.publishEmptyCart();
  }

  /** Asks the service whether attempt `submissionId` made an order; nothing else is offered meanwhile. */
  function check(submissionId: string): void {
    if (!submissionLookup) {
      question.cancel();
      show('unconfirmed', submissionId);
      return;
    }
    show('checking', submissionId);
    question.run(
      (signal) => services.getSubmission(submissionId, signal),
      (answer) => {
        if (answer.status === 'placed') placed(answer.order, submissionId);
        // No order of this attempt: it may be placed again, with the same id while the cart is unchanged.
        else show('notPlaced', submissionId);
      },
      (error) => {
        // A contract-only service: 'Check again' re-sends the order with the same id instead.
        if (isUnservedPath(error)) submissionLookup = false;
        show('unconfirmed', submissionId, isSessionEnded(error) ? UNCONFIRMED_SESSION_ENDED_MESSAGE : null);
      },
    );
  }

  function refused(request: SubmitOrderRequest, error: unknown): void {
    // A definite no: nothing was ordered, the next Place order is a new attempt.
    attempt = null;
    pending.clear();
    show('refused', null, isServiceError(error) && error.message !== '' ? error.message : userMessage(error, 'place the order'));
    // The total changed under the buyer: the service's figures at once, the cart's lines
    // again, and the next Place order sends the new total.
    const totals = freshTotals(error);
    if (totals !== null) summary.showFreshTotals(totals);
    // A refused card payment needs a new card: its token may be spent or bound to the old total.
    if (request.cartSettings.paymentMethod === 'card') card.open(totals !== null ? CARD_RESET_MESSAGE : null);
  }

  /** `shown`: 'checking' when this is 'Check again' re-sending an attempt (no GetSubmission). */
  function send(request: SubmitOrderRequest, shown: 'submitting' | 'checking' = 'submitting'): void {
    sentRequest = request;
    lastRequest = request;
    const submissionId = request.cartSettings.submissionId ?? null;
    show(shown, submissionId);
    services.submitOrder(request).then(
      (order) => {
        if (sentRequest === request) placed(order, submissionId);
      },
      (error: unknown) => {
        if (sentRequest !== request) return;
        sentRequest = null;
        // Not placed by this request, and not a no to the order: the attempt, its id and the
        // kept draft stay, so after signing in this page asks about it first. A re-send
        // (Check again) proves nothing about the send it repeats: still unknown.
        const failure = sendFailure(error);
        if (failure === 'sessionEnded') {
          if (shown === 'checking') show('unconfirmed', submissionId, UNCONFIRMED_SESSION_ENDED_MESSAGE);
          else show('refused', submissionId, SUBMIT_SESSION_ENDED_MESSAGE);
        }
        else if (failure === 'refused') refused(request, error);
        // No answer, or one that proves nothing: the order may exist. Ask before anything else.
        else if (submissionId !== null) check(submissionId);
        else show('unconfirmed', submissionId);
      },
    );
  }

  /** The SubmitOrder of attempt `submissionId` from the current draft; null until the checkout has loaded. */
  function requestFor(submissionId: string, replacesSubmissionId: string | null = null): SubmitOrderRequest | null {
    const state = getState();
    if (state.load !== 'ready') return null;
    const expectedTotal = state.summary.taxAndFees?.total ?? null;
    const cartSettings = { ...settingsOf(state), expectedTotal, submissionId, ...(replacesSubmissionId !== null ? { replacesSubmissionId } : {}) };
    return { ...ownerOf(getContext()), cartSettings };
  }

  function placeOrder(): void {
    const state = getState();
    // Never a second order: an attempt without its outcome is only ever asked about again.
    if (state.readOnly || state.load !== 'ready' || WAITING.has(state.submit.status)) return;
    const problems = checkoutProblems(state.draft, { today: parts.today(), shipViaCodes: state.shipViaOptions.map((o) => o.code), hasCard: state.card.accepted !== null });
    if (problems.length > 0) {
      setState((s) => ({ problems, attempt: s.attempt + 1 }));
      return;
    }
    setState({ problems: [] });
    const { draft } = state;
    const fingerprint = attemptFingerprint(state.cart?.lines ?? [], draft);
    // The same cart keeps the attempt's id (an order that landed after all is answered again);
    // only a changed cart makes a new one.
    const submissionId = attempt !== null && attempt.fingerprint === fingerprint ? attempt.submissionId : newAttemptId(win);
    // An earlier attempt whose outcome is not a definite no is closed by this one at the
    // service, so if it is still on its way it cannot land after this order.
    const replaces = attempt !== null && attempt.submissionId !== submissionId ? attempt.submissionId : null;
    attempt = { submissionId, fingerprint };
    const { poNumber, shipVia, requestedShipDate, orderNotes, shipTo, paymentMethod } = draft;
    pending.write({ submissionId, fingerprint, draft: { poNumber, shipVia, requestedShipDate, orderNotes, shipTo, paymentMethod }, savedAt: Date.now() });
    const request = requestFor(submissionId, replaces);
    if (request !== null) send(request);
  }

  return {
    placeOrder,
    checkAgain() {
      const { submit } = getState();
      if (submit.status !== 'unconfirmed' || submit.submissionId === null) return;
      if (submissionLookup) {
        check(submit.submissionId);
        return;
      }
      // The same id again answers the order it made, or makes it once (HOST-CONTRACT section 8).
      // After a reload the request is built again from the restored draft (the card token is
      // never stored: a card order not made then is refused and the card asked again).
      const request = lastRequest?.cartSettings.submissionId === submit.submissionId ? lastRequest : requestFor(submit.submissionId);
      if (request !== null) send(request, 'checking');
    },
    resumeKept() {
      const stored = WAITING.has(getState().submit.status) ? null : pending.read();
      if (stored === null) return null;
      attempt = { submissionId: stored.submissionId, fingerprint: stored.fingerprint };
      setState({ draft: stored.draft });
      check(stored.submissionId);
      return stored;
    },
    reset() {
      setState({ submit: IDLE_SUBMIT, problems: [] });
      attempt = null;
    },
    cancel: question.cancel,
  };
}
