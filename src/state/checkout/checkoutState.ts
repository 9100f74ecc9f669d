/**
 * The checkout's state, its service calls and what its parts share (checkoutStore.ts puts
 * them together; docs/checkout.md).
 */
import type { PageContext } from '../../contract/pageData';
import type { SubmitOrderRequest } from '../../contract/requests';
import type { Cart, CartSettings, PaymentGatewayParameters, ShipTo, SubmissionStatus, SubmittedOrder, TaxAndFees } from '../../contract/responses';
import type { CheckoutDraft, CheckoutProblem, NamedWarehouse } from '../../domain/checkout';
import { showsPrices } from '../../domain/price';
import type { Store } from '../store/createStore';
import { IDLE_CARD_FORM, type CardFormState } from '../payment/hostedCardForm';

/** `punchout`: the page is in punchout (HOST-CONTRACT section 13): the cart goes back from the cart page, nothing is ordered or asked here. */
export type CheckoutLoad = 'anonymous' | 'punchout' | 'loading' | 'ready' | 'failed';

export type CheckoutSummary = {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  shipping: number | null;
  taxAndFees: TaxAndFees | null;
  message: string | null;
};

/** The checkout's card form: the shared hosted form's state (src/state/payment/hostedCardForm.ts). */
export type CheckoutCard = CardFormState;

export type CheckoutSubmit = {
  /**
   * idle: not tried; submitting: waiting; checking: asking the service whether the attempt
   * made an order (after no answer, or a reload during submit); unconfirmed: that question
   * got no answer either, the order may exist; notPlaced: the service has no order of the
   * attempt, it may be placed again; refused: the service said no (a 409: the total changed);
   * placed: done.
   */
  status: 'idle' | 'submitting' | 'checking' | 'unconfirmed' | 'notPlaced' | 'refused' | 'placed';
  /**
   * What Check again does, so the page can say it: `ask` asks Cart/GetSubmission whether the
   * attempt made an order (and places nothing); `resend`, where that path is not served, sends
   * the attempt's SubmitOrder again with the same id, which the store answers with the order
   * it made or places now if it never got it (HOST-CONTRACT section 8: at most once).
   */
  recheck: 'ask' | 'resend';
  submissionId: string | null;
  message: string | null;
  order: SubmittedOrder | null;
};

/** A line of the order, for the buyer to review (name, quantity with unit, line total). */
export type CheckoutLine = { itemId: number; itemName: string; quantity: number; unitOfMeasure: string; lineTotal: number | null };

export type CheckoutState = {
  load: CheckoutLoad;
  loadMessage: string | null;
  /** Lines and subtotal of the cart being ordered. */
  cart: {
    lineCount: number;
    totalQuantity: number;
    subtotal: number | null;
    lines: CheckoutLine[];
    /** Where the order ships from, or is picked up at (will call). */
    warehouse: NamedWarehouse;
  } | null;
  shipViaOptions: CartSettings['shipViaOptions'];
  /** The customer's ship-tos, the context's first. */
  shipTos: ShipTo[];
  draft: CheckoutDraft;
  summary: CheckoutSummary;
  card: CheckoutCard;
  /** Problems found by the last Place order; `attempt` counts those checks (error summary focus). */
  problems: CheckoutProblem[];
  attempt: number;
  submit: CheckoutSubmit;
  readOnly: boolean;
};

export type DraftField = keyof CheckoutDraft;

/**
 * The checkout's service calls, bound by widgets/checkout/services.ts. The customer,
 * ship-to and warehouse are read from the page context when each call leaves; SubmitOrder
 * takes its whole body, so an attempt re-sent is the same request.
 */
export type CheckoutServices = {
  getCartSettings(signal: AbortSignal): Promise<CartSettings>;
  getShipTos(signal: AbortSignal): Promise<ShipTo[]>;
  /** The cart of the page's ship-to and warehouse. */
  getCart(signal: AbortSignal): Promise<Cart>;
  /** The shipping cost alone (Cart/GetShippingCost). */
  getShippingCost(where: { shipTo: string | null; zipCode: string; shipVia: string }, signal: AbortSignal): Promise<number>;
  getTaxAndFees(cartSettings: CartSettings, signal: AbortSignal): Promise<TaxAndFees>;
  /** A session of the hosted card form (Cart/GetCardPointeParameters). */
  getCardSession(cartSettings: CartSettings, signal: AbortSignal): Promise<PaymentGatewayParameters>;
  /** Never aborted: an order on its way is only ever asked about. */
  submitOrder(body: SubmitOrderRequest): Promise<SubmittedOrder>;
  getSubmission(submissionId: string, signal: AbortSignal): Promise<SubmissionStatus>;
};

/** What every part of the checkout store works with. */
export type CheckoutKit = {
  store: Store<CheckoutState>;
  services: CheckoutServices;
  getContext: () => PageContext;
  window: Window;
};

export const EMPTY_DRAFT: CheckoutDraft = { poNumber: '', shipVia: '', requestedShipDate: '', orderNotes: '', shipTo: null, paymentMethod: 'account' };
export const IDLE_SUMMARY: CheckoutSummary = { status: 'idle', shipping: null, taxAndFees: null, message: null };
export const IDLE_CARD: CheckoutCard = IDLE_CARD_FORM;
export const IDLE_SUBMIT: CheckoutSubmit = { status: 'idle', recheck: 'ask', submissionId: null, message: null, order: null };

export const CARD_RESET_MESSAGE = 'The order total changed, so the card form was reset. Enter the card again.';

/**
 * A submit answered 401: that request ordered nothing (and no earlier send of the attempt is
 * in doubt: Place order is only offered after a definite answer). The attempt and its id are
 * kept, so after signing in the checkout asks about it first (docs/checkout.md "An ended session").
 */
export const SUBMIT_SESSION_ENDED_MESSAGE =
  'Your order was not placed: your session ended before the store took it. Sign in again (the link at the top brings you back here); the checkout then asks the store about this order before anything else, so it is placed at most once.';

/**
 * A re-sent order (Check again) or the question about it answered 401: an earlier send of the
 * attempt may still have made the order, so the outcome stays unknown.
 */
export const UNCONFIRMED_SESSION_ENDED_MESSAGE =
  'Your session ended before the store answered. Sign in again (the link at the top brings you back here); the checkout then asks the store about this order before anything else.';

/** An attempt in these states keeps its submissionId: nothing may start a new one. */
export const WAITING: ReadonlySet<CheckoutSubmit['status']> = new Set(['submitting', 'checking', 'unconfirmed', 'placed']);

/** The signed-in user and customer the checkout's calls are for ('' when none). */
export function ownerOf(context: PageContext): { companyUserId: number; customerNumber: string } {
  return { companyUserId: context.companyUserId, customerNumber: context.customer?.customerNumber ?? '' };
}

/** "<companyUserId>:<customerNumber>": the key of what is kept per customer. */
export const userKeyOf = (context: PageContext): string => {
  const { companyUserId, customerNumber } = ownerOf(context);
  return `${companyUserId}:${customerNumber}`;
};

/** Prices hidden (withCustomer): no amount anywhere, so no card payment either. */
export const pricesShown = (kit: Pick<CheckoutKit, 'getContext'>): boolean => showsPrices(kit.getContext());

export const zipOf = (state: CheckoutState, shipTo: string | null): string | null => state.shipTos.find((s) => s.shipTo === shipTo)?.zipCode ?? null;

/** The order's settings as the service takes them, from `draft` (the state's by default). */
export function settingsOf(state: CheckoutState, draft: CheckoutDraft = state.draft): CartSettings {
  return {
    poNumber: draft.poNumber.trim(),
    shipVia: draft.shipVia,
    shipViaOptions: state.shipViaOptions,
    requestedShipDate: draft.requestedShipDate === '' ? null : draft.requestedShipDate,
    orderNotes: draft.orderNotes,
    paymentMethod: draft.paymentMethod,
    shipTo: draft.shipTo,
    zipCode: zipOf(state, draft.shipTo),
    cardToken: draft.paymentMethod === 'card' ? (state.card.accepted?.token ?? null) : null,
  };
}
