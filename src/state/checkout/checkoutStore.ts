/**
 * The checkout, outside React (docs/checkout.md). It loads the order's settings, the
 * customer's ship-tos and the cart; keeps the draft the buyer types; prices it (shipping,
 * tax and fees) whenever ship via, ship-to or payment method change, the newest answer
 * winning; runs the hosted card form's session and reads its messages; and places the order
 * at most once: one `submissionId` per attempt, kept in sessionStorage with the fingerprint of
 * the cart it was made for (pendingSubmission.ts), so that an answer that never arrived, or a
 * reload during submit, is followed by asking the service (Cart/GetSubmission) before any
 * second attempt is offered. The total shown is sent with the order (`expectedTotal`); a 409
 * brings the fresh totals. A cart changed elsewhere (bus `update cart`, another tab) is
 * loaded again and priced again.
 *
 * Customer-dependent values (customer, ship-to, warehouse) are read through `getContext` when
 * each request starts, and `refresh()` asks again for everything, dropping older answers, so
 * a customer switch is one call.
 */
import type { CallOptions, ServiceClient } from '../../api/client';
import { getCardPointeParameters, getCart, getCartSettings, getShippingCost, getSubmission, getTaxAndFees, submitOrder } from '../../api/cart';
import { shipToLookups } from '../../api/customer';
import { isAbortError, isRefusal, isServiceError, isSessionEnded, isUnservedPath, userMessage } from '../../api/errors';
import type { Bus } from '../../bus/bus';
import type { PageContext } from '../../contract/pageData';
import * as v from 'valibot';
import { TotalChangedBodySchema, type Cart, type CartInfo, type CartSettings, type PaymentGatewayParameters, type ShipTo, type SubmittedOrder, type TaxAndFees } from '../../contract/responses';
import type { SubmitOrderRequest } from '../../contract/requests';
import { checkoutProblems, localIsoDate, startingPaymentMethod, type CheckoutDraft, type CheckoutProblem } from '../../domain/checkout';
import { showsPrices, unitOfMeasure } from '../../domain/price';
import { shippingChoices, startingShipVia, type ShippingChoices } from '../shippingChoice';
import { attemptFingerprint, type AttemptLine } from '../../domain/orderAttempt';
import { createCartSync, type CartSync } from '../cartSync';
import { pendingSubmissions, type PendingSubmission } from './pendingSubmission';
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
   * idle: not tried; submitting: waiting; checking: asking the service whether the attempt
   * made an order (after no answer, or a reload during submit); unconfirmed: that question
   * got no answer either, the order may exist; notPlaced: the service has no order of the
   * attempt, it may be placed again; refused: the service said no (a 409: the total changed);
   * placed: done.
   */
  status: 'idle' | 'submitting' | 'checking' | 'unconfirmed' | 'notPlaced' | 'refused' | 'placed';
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
  cart: { lineCount: number; totalQuantity: number; subtotal: number | null; lines: CheckoutLine[] } | null;
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
  /** The other tabs' cart changes. @default createCartSync(window, "<companyUserId>:<customerNumber>") */
  createSync?: (user: () => string) => CartSync;
  /** The ship method chosen in the cart (docs/cart.md). @default shippingChoices(window, "<companyUserId>:<customerNumber>") */
  choices?: ShippingChoices;
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
  /** After "We could not confirm your order": asks the service whether the attempt made an order. */
  checkAgain(): void;
  /** Prices again, or loads the changed cart again when that is what failed. */
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

/** The bus key of the checkout's subscriptions (a remount replaces, never doubles them). */
export const CHECKOUT_BUS_KEY = 'checkout';

/** A submit answered 401: nothing was ordered; the attempt (and its id) is kept for after sign-in. */
export const SUBMIT_SESSION_ENDED_MESSAGE =
  'Your order was not placed: your session ended. Sign in again, then place it again; it will be placed only once.';

export const CARD_RESET_MESSAGE = 'The order total changed, so the card form was reset. Enter the card again.';

/** An attempt in these states keeps its submissionId: nothing may start a new one. */
const WAITING: ReadonlySet<CheckoutSubmit['status']> = new Set(['submitting', 'checking', 'unconfirmed', 'placed']);

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
  let checking: AbortController | null = null;
  let cartLoading: AbortController | null = null;
  /** What the summary's Retry does: price again, or load the changed cart again. */
  let summaryRetry: 'reprice' | 'cart' = 'reprice';
  /** The request in flight; an answer to any other is dropped. */
  let sentRequest: SubmitOrderRequest | null = null;
  /** The last Cart/SubmitOrder sent: 'Check again' sends it again where Cart/GetSubmission is not served. */
  let lastRequest: SubmitOrderRequest | null = null;
  /**
   * False once the service answered Cart/GetSubmission (an extension) as a path it does not
   * serve: from then on 'Check again' asks with the contract's own safe retry, the same
   * SubmitOrder with the same submissionId (HOST-CONTRACT section 8).
   */
  let submissionLookup = true;
  /** The attempt whose id a new Place order reuses while its fingerprint is unchanged. */
  let attempt: { submissionId: string; fingerprint: string } | null = null;
  /** Lines of the cart being ordered (for the attempt's fingerprint). */
  let cartLines: AttemptLine[] = [];
  /** True while this store publishes on the bus (its own `update cart` is no outside change). */
  let emitting = false;

  const who = () => {
    const context = getContext();
    return { context, companyUserId: context.companyUserId, customerNumber: context.customer?.customerNumber ?? '' };
  };
  const userKey = () => {
    const { companyUserId, customerNumber } = who();
    return `${companyUserId}:${customerNumber}`;
  };
  const pending = pendingSubmissions(win, userKey);
  const choices = options.choices ?? shippingChoices(win, userKey);
  /** Prices hidden (withCustomer): no amount anywhere, so no card payment either. */
  const pricesShown = () => showsPrices(getContext());

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
    return !readOnly && pricesShown() && (cart?.lineCount ?? 0) > 0;
  }

  function takeCart(cart: Cart): void {
    cartLines = cart.lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity }));
    const lines = cart.lines.map((line) => ({
      itemId: line.itemId,
      itemName: line.itemName,
      quantity: line.quantity,
      unitOfMeasure: unitOfMeasure(line),
      lineTotal: line.lineTotal,
    }));
    setState({ cart: { lineCount: cart.lineCount, totalQuantity: cart.totalQuantity, subtotal: cart.subtotal, lines } });
  }

  function reprice(): void {
    const controller = (pricing = fresh(pricing));
    summaryRetry = 'reprice';
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

  /** The stored attempt's draft where it still fits the options; else the settings' own. */
  function draftFrom(stored: PendingSubmission | null, fallback: CheckoutDraft, shipTos: ShipTo[], shipViaCodes: string[]): CheckoutDraft {
    if (stored === null) return fallback;
    const { draft } = stored;
    return {
      ...draft,
      shipVia: shipViaCodes.includes(draft.shipVia) ? draft.shipVia : fallback.shipVia,
      shipTo: shipTos.some((s) => s.shipTo === draft.shipTo) ? draft.shipTo : fallback.shipTo,
    };
  }

  const onAccountWhilePricesHidden = (draft: CheckoutDraft): CheckoutDraft => (pricesShown() ? draft : { ...draft, paymentMethod: 'account' });

  /** The customer whose checkout is shown: a refresh for the same one keeps what was typed. */
  let loadedFor: string | null = null;

  /**
   * What a refresh keeps of the buyer's draft (a ship-to switch on the page, the same
   * customer): everything typed or chosen; the ship-to becomes the page's new one.
   */
  function carriedDraft(carry: CheckoutDraft | null, fromSettings: CheckoutDraft, shipViaCodes: string[]): CheckoutDraft {
    if (carry === null) return fromSettings;
    return { ...carry, shipTo: fromSettings.shipTo, shipVia: shipViaCodes.includes(carry.shipVia) ? carry.shipVia : fromSettings.shipVia };
  }

  function load(carry: CheckoutDraft | null = null): void {
    const controller = (loading = fresh(loading));
    pricing?.abort();
    carding?.abort();
    cartLoading?.abort();
    const { context, companyUserId, customerNumber } = who();
    if (companyUserId <= 0 || customerNumber === '') {
      setState({ load: 'anonymous' });
      return;
    }
    // An attempt of this tab that never got its outcome (a reload or a crash during submit):
    // ask about it before anything else is offered.
    const stored = WAITING.has(getState().submit.status) ? null : pending.read();
    if (stored !== null) {
      attempt = { submissionId: stored.submissionId, fingerprint: stored.fingerprint };
      setState({ draft: stored.draft });
      check(stored.submissionId);
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
        const shipViaCodes = settings.shipViaOptions.map((o) => o.code);
        // The ship method chosen in the cart: the service's settings, or this tab's kept choice.
        const shipVia = startingShipVia(settings.shipViaOptions, settings.shipVia, choices.read());
        const fromSettings: CheckoutDraft = {
          poNumber: settings.poNumber,
          shipVia,
          requestedShipDate: settings.requestedShipDate ?? '',
          orderNotes: settings.orderNotes,
          shipTo: ordered[0]?.shipTo ?? null,
          paymentMethod: startingPaymentMethod(settings.paymentMethod, { ecomCustomer: context.customer?.ecomCustomer ?? false, pricesShown: pricesShown() }),
        };
        takeCart(cart);
        loadedFor = customerNumber;
        setState({
          load: 'ready',
          shipViaOptions: settings.shipViaOptions,
          shipTos: ordered,
          draft: onAccountWhilePricesHidden(draftFrom(stored, carriedDraft(carry, fromSettings, shipViaCodes), ordered, shipViaCodes)),
          problems: [],
        });
        if (getState().submit.status === 'placed') return;
        reprice();
        openCardForm();
      },
      (error: unknown) => {
        if (loading !== controller || isAbortError(error)) return;
        setState({ load: 'failed', loadMessage: userMessage(error, 'load the checkout') });
      },
    );
  }

  /** Loads the cart again after it changed elsewhere, then prices it again. */
  function refreshCart(): void {
    const controller = (cartLoading = fresh(cartLoading));
    pricing?.abort();
    summaryRetry = 'cart';
    const { context, companyUserId, customerNumber } = who();
    setState((s) => ({ summary: { ...s.summary, status: 'loading', message: null } }));
    getCart(client, { companyUserId, customerNumber, shipTo: context.shipTo, warehouseCode: context.warehouseCode, zipCode: null }, signalOf(controller)).then(
      (cart) => {
        if (cartLoading !== controller) return;
        cartLoading = null;
        takeCart(cart);
        reprice();
        // The card session is bound to the total: a changed cart needs a new card form.
        if (getState().draft.paymentMethod === 'card') openCardForm(getState().card.accepted !== null ? CARD_RESET_MESSAGE : null);
      },
      (error: unknown) => {
        if (cartLoading !== controller || isAbortError(error)) return;
        cartLoading = null;
        setState((s) => ({ summary: { ...s.summary, status: 'failed', message: userMessage(error, 'load the changed cart') } }));
      },
    );
  }

  const sameCart = (info: CartInfo, known: CheckoutState['cart'] | CartInfo): boolean =>
    known !== null && info.lineCount === known.lineCount && info.totalQuantity === known.totalQuantity && info.subtotal === known.subtotal;

  /** The last change notice followed: the same notice again (the badge's echo on the tab channel) is no new change. */
  let lastNotice: CartInfo | null = null;
  let noticeScheduled = false;

  /**
   * `update cart` / `update cart items` from a host script, another widget or another tab:
   * the summary follows. Notices of one moment (a widget publishes both events) make one load.
   */
  function onCartChanged(info: CartInfo | null): void {
    const state = getState();
    if (emitting || state.load !== 'ready' || WAITING.has(state.submit.status)) return;
    if (info !== null && (sameCart(info, state.cart) || (lastNotice !== null && sameCart(info, lastNotice)))) return;
    if (info !== null) lastNotice = info;
    if (noticeScheduled) return;
    noticeScheduled = true;
    queueMicrotask(() => {
      noticeScheduled = false;
      if (getState().load === 'ready' && !WAITING.has(getState().submit.status)) refreshCart();
    });
  }

  function setField<F extends DraftField>(field: F, value: CheckoutDraft[F]): void {
    const before = getState().draft;
    if (Object.is(before[field], value)) return;
    // No card payment while prices are hidden (the card form shows the amount).
    if (field === 'paymentMethod' && value === 'card' && !pricesShown()) return;
    if (field === 'shipVia' && typeof value === 'string' && value !== '') choices.write({ shipVia: value });
    const draft = { ...before, [field]: value };
    // A corrected field loses its message; the others keep theirs until the next Place order.
    setState((s) => ({ draft, problems: s.problems.filter((p) => p.field !== field) }));
    if (field === 'shipVia' || field === 'shipTo' || field === 'paymentMethod') {
      reprice();
      // The card session is bound to the total: a new total needs a new card form.
      if (field === 'paymentMethod' || draft.paymentMethod === 'card') {
        const hadCard = getState().card.accepted !== null;
        openCardForm(hadCard && field !== 'paymentMethod' ? CARD_RESET_MESSAGE : null);
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

  function placed(order: SubmittedOrder, submissionId: string | null): void {
    sentRequest = null;
    attempt = null;
    pending.clear();
    checking?.abort();
    pricing?.abort();
    carding?.abort();
    cartLoading?.abort();
    setState({ submit: { status: 'placed', submissionId, message: null, order } });
    emitting = true;
    try {
      bus.emit('update cart', { cart: { ...EMPTY_CART_INFO } });
      bus.emit('update cart items', { lines: [] });
    } finally {
      emitting = false;
    }
  }

  /** Asks the service whether attempt `submissionId` made an order; nothing else is offered meanwhile. */
  function check(submissionId: string): void {
    const controller = (checking = fresh(checking));
    if (!submissionLookup) {
      checking = null;
      setState({ submit: { status: 'unconfirmed', submissionId, message: null, order: null } });
      return;
    }
    const { companyUserId, customerNumber } = who();
    setState({ submit: { status: 'checking', submissionId, message: null, order: null } });
    getSubmission(client, { companyUserId, customerNumber, submissionId }, signalOf(controller)).then(
      (answer) => {
        if (checking !== controller) return;
        checking = null;
        if (answer.status === 'placed') {
          placed(answer.order, submissionId);
          return;
        }
        // No order of this attempt: it may be placed again, with the same id while the cart is unchanged.
        setState({ submit: { status: 'notPlaced', submissionId, message: null, order: null } });
      },
      (error: unknown) => {
        if (checking !== controller || isAbortError(error)) return;
        checking = null;
        // A contract-only service: 'Check again' re-sends the order with the same id instead.
        if (isUnservedPath(error)) submissionLookup = false;
        setState({ submit: { status: 'unconfirmed', submissionId, message: null, order: null } });
      },
    );
  }

  /** A 409 TotalChanged carries the fresh totals: shown at once, the cart loaded again. */
  function freshTotals(error: unknown): TaxAndFees | null {
    if (!isServiceError(error) || error.status !== 409) return null;
    const body = v.safeParse(TotalChangedBodySchema, error.body);
    return body.success ? body.output.taxAndFees : null;
  }

  /** `shown`: 'checking' when this is 'Check again' re-sending an attempt (no GetSubmission). */
  function send(request: SubmitOrderRequest, shown: 'submitting' | 'checking' = 'submitting'): void {
    sentRequest = request;
    lastRequest = request;
    const submissionId = request.cartSettings.submissionId ?? null;
    setState({ submit: { status: shown, submissionId, message: null, order: null } });
    const callOptions: CallOptions = options.submitTimeoutMs === undefined ? {} : { timeoutMs: options.submitTimeoutMs };
    submitOrder(client, request, callOptions).then(
      (order) => {
        if (sentRequest !== request) return;
        placed(order, submissionId);
      },
      (error: unknown) => {
        if (sentRequest !== request) return;
        sentRequest = null;
        if (isSessionEnded(error)) {
          // Not placed, and not a no to this order: the attempt, its id and the kept draft stay
          // (pendingSubmission), so after signing in this page asks about it and offers Place
          // order again with the same submissionId.
          setState({ submit: { status: 'refused', submissionId, message: SUBMIT_SESSION_ENDED_MESSAGE, order: null } });
          return;
        }
        if (isRefusal(error)) {
          // A definite no: nothing was ordered, the next Place order is a new attempt.
          attempt = null;
          pending.clear();
          const message = isServiceError(error) && error.message !== '' ? error.message : userMessage(error, 'place the order');
          setState({ submit: { status: 'refused', submissionId: null, message, order: null } });
          const totals = freshTotals(error);
          if (totals !== null) {
            // The total changed under the buyer: show the service's figures at once (an older
            // pricing still on its way is dropped), load the cart's lines again, and let the
            // next Place order send the new total.
            pricing?.abort();
            setState({ summary: { status: 'ready', shipping: totals.shipping, taxAndFees: totals, message: null } });
            refreshCartQuietly();
          }
          // A refused card payment needs a new card: its token may be spent or bound to the old
          // total, so the form is cleared.
          if (request.cartSettings.paymentMethod === 'card') openCardForm(totals !== null ? CARD_RESET_MESSAGE : null);
          return;
        }
        // No answer, or one that proves nothing: the order may exist. Ask before anything else.
        if (submissionId !== null) check(submissionId);
        else setState({ submit: { status: 'unconfirmed', submissionId, message: null, order: null } });
      },
    );
  }

  /** After a 409: the cart's lines and count again (they may have changed), keeping the fresh totals shown. */
  function refreshCartQuietly(): void {
    const controller = (cartLoading = fresh(cartLoading));
    const { context, companyUserId, customerNumber } = who();
    getCart(client, { companyUserId, customerNumber, shipTo: context.shipTo, warehouseCode: context.warehouseCode, zipCode: null }, signalOf(controller)).then(
      (cart) => {
        if (cartLoading !== controller) return;
        cartLoading = null;
        takeCart(cart);
      },
      (error: unknown) => {
        if (cartLoading !== controller || isAbortError(error)) return;
        cartLoading = null;
        summaryRetry = 'cart';
        setState((s) => ({ summary: { ...s.summary, status: 'failed', message: userMessage(error, 'load the changed cart') } }));
      },
    );
  }

  function placeOrder(): void {
    const state = getState();
    // Never a second order: an attempt without its outcome is only ever asked about again.
    if (state.readOnly || state.load !== 'ready' || WAITING.has(state.submit.status)) return;
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
    const { draft } = state;
    const fingerprint = attemptFingerprint(cartLines, draft);
    // The same cart keeps the attempt's id (an order that landed after all is answered again);
    // only a changed cart makes a new one.
    const submissionId = attempt !== null && attempt.fingerprint === fingerprint ? attempt.submissionId : randomId(win);
    // An earlier attempt whose outcome is not a definite no is closed by this one at the
    // service, so if it is still on its way it cannot land after this order.
    const replacesSubmissionId = attempt !== null && attempt.submissionId !== submissionId ? attempt.submissionId : null;
    attempt = { submissionId, fingerprint };
    pending.write({
      submissionId,
      fingerprint,
      draft: { poNumber: draft.poNumber, shipVia: draft.shipVia, requestedShipDate: draft.requestedShipDate, orderNotes: draft.orderNotes, shipTo: draft.shipTo, paymentMethod: draft.paymentMethod },
      savedAt: Date.now(),
    });
    const { companyUserId, customerNumber } = who();
    const expectedTotal = state.summary.taxAndFees?.total ?? null;
    send({ companyUserId, customerNumber, cartSettings: { ...settingsOf(draft), expectedTotal, submissionId, ...(replacesSubmissionId !== null ? { replacesSubmissionId } : {}) } });
  }

  function checkAgain(): void {
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
    if (request === null) return;
    send(request, 'checking');
  }

  /** The SubmitOrder of attempt `submissionId` from the current draft; null until the checkout has loaded. */
  function requestFor(submissionId: string): SubmitOrderRequest | null {
    const state = getState();
    if (state.load !== 'ready') return null;
    const { companyUserId, customerNumber } = who();
    return { companyUserId, customerNumber, cartSettings: { ...settingsOf(state.draft), expectedTotal: state.summary.taxAndFees?.total ?? null, submissionId } };
  }

  function refresh(): void {
    const { status } = getState().submit;
    // An attempt waiting for its outcome keeps it (and its customer); anything else starts over.
    if (!WAITING.has(status) || status === 'placed') {
      setState({ submit: IDLE_SUBMIT, problems: [] });
      attempt = null;
    }
    // A ship-to switch (or Retry after a failed reload) keeps what was typed; another
    // customer starts from its own settings.
    load(loadedFor === who().customerNumber ? getState().draft : null);
  }

  function follow(): () => void {
    const offCart = bus.on('update cart', CHECKOUT_BUS_KEY, (payload) => onCartChanged(payload?.cart ?? null));
    const offItems = bus.on('update cart items', CHECKOUT_BUS_KEY, () => onCartChanged(null));
    const sync = options.createSync ? options.createSync(userKey) : createCartSync(win, userKey);
    const offSync = sync.subscribe((info) => onCartChanged(info));
    return () => {
      offCart();
      offItems();
      offSync();
      sync.close();
    };
  }

  return {
    getState,
    subscribe: store.subscribe,
    start() {
      win.addEventListener('message', onMessage);
      const unfollow = follow();
      load();
      return () => {
        win.removeEventListener('message', onMessage);
        unfollow();
        loading?.abort();
        pricing?.abort();
        carding?.abort();
        checking?.abort();
        cartLoading?.abort();
      };
    },
    refresh,
    setField,
    placeOrder,
    checkAgain,
    retrySummary: () => (summaryRetry === 'cart' ? refreshCart() : reprice()),
    reloadCard: () => openCardForm(),
  };
}
