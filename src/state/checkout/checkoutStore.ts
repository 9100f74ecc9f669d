/**
 * The checkout, outside React (docs/checkout.md). It loads the order's settings, the
 * customer's ship-tos and the cart; keeps the draft the buyer types; prices it (shipping,
 * tax and fees) whenever ship via, ship-to or payment method change, the newest answer
 * winning; runs the hosted card form's session and reads its messages; and places the order
 * at most once: one `submissionId` per attempt, the same one when checking again after an
 * answer that never arrived.
 *
 * Customer-dependent values (customer, ship-to, warehouse) are read through `getContext` when
 * each request starts, and `refresh()` asks again for everything, dropping older answers, so
 * a customer switch is one call.
 */
import type { CallOptions, ServiceClient } from '../../api/client';
import { getCardPointeParameters, getCart, getCartSettings, getShippingCost, getTaxAndFees, submitOrder } from '../../api/cart';
import { shipToLookups } from '../../api/customer';
import { isAbortError, isRefusal, isServiceError, userMessage } from '../../api/errors';
import type { Bus } from '../../bus/bus';
import type { PageContext } from '../../contract/pageData';
import type { CartSettings, PaymentGatewayParameters, ShipTo, SubmittedOrder, TaxAndFees } from '../../contract/responses';
import type { SubmitOrderRequest } from '../../contract/requests';
import { checkoutProblems, localIsoDate, type CheckoutDraft, type CheckoutProblem } from '../../domain/checkout';
import { createStore, type Store } from '../store/createStore';
import { cardFormFrameUrl, readCardMessage, type CardTokenMessage } from './cardMessage';

export type CheckoutLoad = 'anonymous' | 'loading' | 'ready' | 'failed';

export type CheckoutSummary = {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  shipping: number | null;
  taxAndFees: TaxAndFees | null;
  message: string | null;
};

export type CheckoutCard = {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  params: PaymentGatewayParameters | null;
  /** The iframe's address; a new one (a new session) clears the form. */
  frameUrl: string | null;
  /** The card the form accepted: its token, shown as "Visa ending 1111". */
  accepted: CardTokenMessage | null;
  /** Why the last card failed, as the gateway or the service wrote it. */
  message: string | null;
};

export type CheckoutSubmit = {
  /**
   * idle: not tried; submitting: waiting; unconfirmed: no answer came (lost connection,
   * timeout, 5xx), the order may exist; refused: the service said no; placed: done.
   */
  status: 'idle' | 'submitting' | 'unconfirmed' | 'refused' | 'placed';
  submissionId: string | null;
  message: string | null;
  order: SubmittedOrder | null;
};

export type CheckoutState = {
  load: CheckoutLoad;
  loadMessage: string | null;
  /** Lines and subtotal of the cart being ordered. */
  cart: { lineCount: number; subtotal: number | null } | null;
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

export type CheckoutStoreOptions = {
  client: ServiceClient;
  /** Read when each request starts, so a customer switch applies to the next one. */
  getContext: () => PageContext;
  bus: Bus;
  window: Window;
  /** Today as yyyy-mm-dd. @default the local date of the window's clock */
  today?: () => string;
  /** Time limit of Cart/SubmitOrder; its lapse means "we could not confirm". @default the client's */
  submitTimeoutMs?: number;
};

export type DraftField = keyof CheckoutDraft;

export type CheckoutStore = Pick<Store<CheckoutState>, 'getState' | 'subscribe'> & {
  /** Loads and starts listening to the card form; returns the stop. */
  start(): () => void;
  /** Asks again for everything customer-dependent; answers of earlier requests are dropped. */
  refresh(): void;
  setField<F extends DraftField>(field: F, value: CheckoutDraft[F]): void;
  /** Checks the form, then submits a new attempt (or re-sends an unconfirmed one). */
  placeOrder(): void;
  /** After "We could not confirm your order": asks again with the same submissionId. */
  checkAgain(): void;
  retrySummary(): void;
  /** A fresh card form (after a failure, or "Use another card"). */
  reloadCard(): void;
};

const EMPTY_DRAFT: CheckoutDraft = { poNumber: '', shipVia: '', requestedShipDate: '', orderNotes: '', shipTo: null, paymentMethod: 'account' };
const IDLE_SUMMARY: CheckoutSummary = { status: 'idle', shipping: null, taxAndFees: null, message: null };
const IDLE_CARD: CheckoutCard = { status: 'idle', params: null, frameUrl: null, accepted: null, message: null };
const IDLE_SUBMIT: CheckoutSubmit = { status: 'idle', submissionId: null, message: null, order: null };

/** The cart an order leaves behind, published on `update cart` (HOST-CONTRACT section 8). */
export const EMPTY_CART_INFO = { lineCount: 0, totalQuantity: 0, subtotal: 0 } as const;

/** The context's ship-to first, then the others in the service's order. */
export function orderShipTos(shipTos: readonly ShipTo[], contextShipTo: string | null): ShipTo[] {
  const first = shipTos.filter((s) => s.shipTo === contextShipTo);
  return [...first, ...shipTos.filter((s) => s.shipTo !== contextShipTo)];
}

function randomId(win: Window): string {
  if (typeof win.crypto?.randomUUID === 'function') return win.crypto.randomUUID();
  // Old browsers: still unique enough for one customer's attempts.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export function createCheckoutStore(options: CheckoutStoreOptions): CheckoutStore {
  const { client, getContext, bus, window: win } = options;
  const today = options.today ?? (() => localIsoDate(new Date()));
  const store = createStore<CheckoutState>({
    load: 'loading',
    loadMessage: null,
    cart: null,
    shipViaOptions: [],
    shipTos: [],
    draft: EMPTY_DRAFT,
    summary: IDLE_SUMMARY,
    card: IDLE_CARD,
    problems: [],
    attempt: 0,
    submit: IDLE_SUBMIT,
    readOnly: getContext().readOnly,
  });
  const { getState, setState } = store;

  // One controller per kind of request: starting one aborts the one before, so an older
  // answer can never land after a newer one.
  let loading: AbortController | null = null;
  let pricing: AbortController | null = null;
  let carding: AbortController | null = null;
  /** The exact request of the attempt waiting for confirmation: Check again re-sends it. */
  let sentRequest: SubmitOrderRequest | null = null;

  const who = () => {
    const context = getContext();
    return { context, companyUserId: context.companyUserId, customerNumber: context.customer?.customerNumber ?? '' };
  };

  const zipOf = (shipTo: string | null): string | null => getState().shipTos.find((s) => s.shipTo === shipTo)?.zipCode ?? null;

  function settingsOf(draft: CheckoutDraft): CartSettings {
    const { card, shipViaOptions } = getState();
    return {
      poNumber: draft.poNumber.trim(),
      shipVia: draft.shipVia,
      shipViaOptions,
      requestedShipDate: draft.requestedShipDate === '' ? null : draft.requestedShipDate,
      orderNotes: draft.orderNotes,
      paymentMethod: draft.paymentMethod,
      shipTo: draft.shipTo,
      zipCode: zipOf(draft.shipTo),
      cardToken: draft.paymentMethod === 'card' ? (card.accepted?.token ?? null) : null,
    };
  }

  const fresh = (previous: AbortController | null): AbortController => {
    previous?.abort();
    return new AbortController();
  };
  const signalOf = (controller: AbortController): CallOptions => ({ signal: controller.signal });

  function canPayByCard(): boolean {
    const { readOnly, cart } = getState();
    return !readOnly && (cart?.lineCount ?? 0) > 0;
  }

  function reprice(): void {
    const controller = (pricing = fresh(pricing));
    const { draft, cart } = getState();
    if (!cart || cart.lineCount === 0) {
      setState({ summary: IDLE_SUMMARY });
      return;
    }
    const { context, companyUserId, customerNumber } = who();
    setState((s) => ({ summary: { ...s.summary, status: 'loading', message: null } }));
    const zipCode = zipOf(draft.shipTo);
    const shipping =
      zipCode === null
        ? Promise.resolve(null)
        : getShippingCost(
            client,
            { companyUserId, customerNumber, warehouseCode: context.warehouseCode, shipTo: draft.shipTo, zipCode, shipVia: draft.shipVia },
            signalOf(controller),
          ).then((answer) => answer.shippingCost);
    const totals = getTaxAndFees(client, { companyUserId, customerNumber, cartSettings: settingsOf(draft), warehouseCode: context.warehouseCode }, signalOf(controller));
    Promise.all([shipping, totals]).then(
      ([shippingCost, taxAndFees]) => {
        if (pricing !== controller) return;
        setState({ summary: { status: 'ready', shipping: shippingCost ?? taxAndFees.shipping, taxAndFees, message: null } });
      },
      (error: unknown) => {
        if (pricing !== controller || isAbortError(error)) return;
        setState((s) => ({ summary: { ...s.summary, status: 'failed', message: userMessage(error, 'work out the order total') } }));
      },
    );
  }

  /** A new card session and form; `message` stays shown (why the last card failed). */
  function openCardForm(message: string | null = null): void {
    const controller = (carding = fresh(carding));
    if (getState().draft.paymentMethod !== 'card' || !canPayByCard()) {
      setState({ card: { ...IDLE_CARD, message } });
      return;
    }
    const { context, companyUserId, customerNumber } = who();
    setState({ card: { ...IDLE_CARD, status: 'loading', message } });
    const draft = getState().draft;
    getCardPointeParameters(
      client,
      { companyUserId, customerNumber, cartSettings: { ...settingsOf(draft), cardToken: null }, warehouseCode: context.warehouseCode },
      signalOf(controller),
    ).then(
      (params) => {
        if (carding !== controller) return;
        setState({ card: { status: 'ready', params, frameUrl: cardFormFrameUrl(params, win.location.origin), accepted: null, message } });
      },
      (error: unknown) => {
        if (carding !== controller || isAbortError(error)) return;
        setState({ card: { ...IDLE_CARD, status: 'failed', message: userMessage(error, 'open the card form') } });
      },
    );
  }

  function load(): void {
    const controller = (loading = fresh(loading));
    pricing?.abort();
    carding?.abort();
    const { context, companyUserId, customerNumber } = who();
    if (companyUserId <= 0 || customerNumber === '') {
      setState({ load: 'anonymous' });
      return;
    }
    setState({ load: 'loading', loadMessage: null, readOnly: context.readOnly, summary: IDLE_SUMMARY, card: IDLE_CARD });
    Promise.all([
      getCartSettings(client, { companyUserId, customerNumber }, signalOf(controller)),
      shipToLookups(client, { customerNumber }, signalOf(controller)),
      getCart(client, { companyUserId, customerNumber, shipTo: context.shipTo, warehouseCode: context.warehouseCode, zipCode: null }, signalOf(controller)),
    ]).then(
      ([settings, { shipTos }, cart]) => {
        if (loading !== controller) return;
        const ordered = orderShipTos(shipTos, context.shipTo);
        const shipVia = settings.shipViaOptions.some((o) => o.code === settings.shipVia) ? settings.shipVia : (settings.shipViaOptions[0]?.code ?? '');
        setState({
          load: 'ready',
          cart: { lineCount: cart.lineCount, subtotal: cart.subtotal },
          shipViaOptions: settings.shipViaOptions,
          shipTos: ordered,
          draft: {
            poNumber: settings.poNumber,
            shipVia,
            requestedShipDate: settings.requestedShipDate ?? '',
            orderNotes: settings.orderNotes,
            shipTo: ordered[0]?.shipTo ?? null,
            paymentMethod: settings.paymentMethod,
          },
          problems: [],
        });
        reprice();
        openCardForm();
      },
      (error: unknown) => {
        if (loading !== controller || isAbortError(error)) return;
        setState({ load: 'failed', loadMessage: userMessage(error, 'load the checkout') });
      },
    );
  }

  function setField<F extends DraftField>(field: F, value: CheckoutDraft[F]): void {
    const before = getState().draft;
    if (Object.is(before[field], value)) return;
    const draft = { ...before, [field]: value };
    // A corrected field loses its message; the others keep theirs until the next Place order.
    setState((s) => ({ draft, problems: s.problems.filter((p) => p.field !== field) }));
    if (field === 'shipVia' || field === 'shipTo' || field === 'paymentMethod') {
      reprice();
      // The card session is bound to the total: a new total needs a new card form.
      if (field === 'paymentMethod' || draft.paymentMethod === 'card') {
        const hadCard = getState().card.accepted !== null;
        openCardForm(hadCard && field !== 'paymentMethod' ? 'The order total changed, so the card form was reset. Enter the card again.' : null);
      }
    }
  }

  function onMessage(event: MessageEvent): void {
    const { params } = getState().card;
    if (params === null) return;
    const message = readCardMessage(event.origin, event.data, params.gatewayUrl);
    if (message === null) return;
    if (message.type === 'sf-card-token') {
      setState((s) => ({ card: { ...s.card, accepted: message, message: null }, problems: s.problems.filter((p) => p.field !== 'card') }));
    } else {
      openCardForm(message.message);
    }
  }

  function send(request: SubmitOrderRequest): void {
    sentRequest = request;
    setState({ submit: { status: 'submitting', submissionId: request.cartSettings.submissionId ?? null, message: null, order: null } });
    const callOptions: CallOptions = options.submitTimeoutMs === undefined ? {} : { timeoutMs: options.submitTimeoutMs };
    submitOrder(client, request, callOptions).then(
      (order) => {
        if (sentRequest !== request) return;
        sentRequest = null;
        pricing?.abort();
        carding?.abort();
        setState({ submit: { status: 'placed', submissionId: request.cartSettings.submissionId ?? null, message: null, order } });
        bus.emit('update cart', { cart: { ...EMPTY_CART_INFO } });
        bus.emit('update cart items', { lines: [] });
      },
      (error: unknown) => {
        if (sentRequest !== request) return;
        if (isRefusal(error)) {
          // A definite no: nothing was ordered, the next Place order is a new attempt.
          sentRequest = null;
          const message = isServiceError(error) && error.message !== '' ? error.message : userMessage(error, 'place the order');
          setState({ submit: { status: 'refused', submissionId: null, message, order: null } });
          // A refused card payment needs a new card: its token may be spent, the form is cleared.
          if (request.cartSettings.paymentMethod === 'card') openCardForm();
          return;
        }
        // No answer, or one that proves nothing: the order may exist. Keep the attempt.
        setState({ submit: { status: 'unconfirmed', submissionId: request.cartSettings.submissionId ?? null, message: null, order: null } });
      },
    );
  }

  function placeOrder(): void {
    const state = getState();
    if (state.readOnly || state.load !== 'ready' || state.submit.status === 'submitting' || state.submit.status === 'placed') return;
    if (state.submit.status === 'unconfirmed' && sentRequest !== null) {
      // Never a second order: an unconfirmed attempt is only ever asked about again.
      send(sentRequest);
      return;
    }
    const problems = checkoutProblems(state.draft, {
      today: today(),
      shipViaCodes: state.shipViaOptions.map((o) => o.code),
      hasCard: state.card.accepted !== null,
    });
    if (problems.length > 0) {
      setState((s) => ({ problems, attempt: s.attempt + 1 }));
      return;
    }
    setState({ problems: [] });
    const { companyUserId, customerNumber } = who();
    send({ companyUserId, customerNumber, cartSettings: { ...settingsOf(state.draft), submissionId: randomId(win) } });
  }

  function checkAgain(): void {
    if (getState().submit.status !== 'unconfirmed' || sentRequest === null) return;
    send(sentRequest);
  }

  function refresh(): void {
    const { status } = getState().submit;
    // An attempt waiting for its answer keeps its request (and customer); anything else starts over.
    if (status !== 'submitting' && status !== 'unconfirmed') setState({ submit: IDLE_SUBMIT, problems: [] });
    load();
  }

  return {
    getState,
    subscribe: store.subscribe,
    start() {
      win.addEventListener('message', onMessage);
      load();
      return () => {
        win.removeEventListener('message', onMessage);
        loading?.abort();
        pricing?.abort();
        carding?.abort();
      };
    },
    refresh,
    setField,
    placeOrder,
    checkAgain,
    retrySummary: reprice,
    reloadCard: () => openCardForm(),
  };
}
