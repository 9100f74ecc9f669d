/**
 * The checkout, outside React (docs/checkout.md), put together from its parts:
 * - checkoutForm.ts: settings, ship-tos and cart loaded; the draft the buyer types;
 * - orderSummary.ts: the cart and its price (shipping, tax and fees), the newest answer winning;
 * - cardSession.ts: the hosted card form's session and messages;
 * - submission.ts: the order placed at most once, and its outcome asked about when unsure;
 * - here: a cart changed elsewhere (bus, another tab, through store/followCart.ts) loaded and priced again.
 *
 * The service calls come in as `services` (widgets/checkout/services.ts binds them), so
 * no part knows the client. Customer-dependent values are read through `getContext` when each
 * request starts, and `refresh()` asks again for everything, dropping older answers, so a
 * customer switch is one call.
 */
import type { Bus } from '../../bus/bus';
import type { PageContext } from '../../contract/pageData';
import { localIsoDate, type CheckoutDraft } from '../../domain/checkout';
import type { CartInfo } from '../../contract/responses';
import { sameCartInfo } from '../../domain/cartLines';
import type { CartSync } from '../cartSync';
import { followCart, type CartFollower } from '../store/followCart';
import { shippingChoices, type ShippingChoices } from '../shippingChoice';
import { createStore, type Store } from '../store/createStore';
import { createCardSession } from './cardSession';
import { createCheckoutForm } from './checkoutForm';
import { EMPTY_DRAFT, IDLE_CARD, IDLE_SUBMIT, IDLE_SUMMARY, userKeyOf, WAITING, type CheckoutServices, type CheckoutState, type DraftField } from './checkoutState';
import { createOrderSummary } from './orderSummary';
import { createSubmission } from './submission';

export type { CheckoutCard, CheckoutLine, CheckoutLoad, CheckoutServices, CheckoutState, CheckoutSubmit, CheckoutSummary, DraftField } from './checkoutState';
export { CARD_RESET_MESSAGE, SUBMIT_SESSION_ENDED_MESSAGE, UNCONFIRMED_SESSION_ENDED_MESSAGE } from './checkoutState';

/** The cart an order leaves behind, published on `update cart` (HOST-CONTRACT section 8). */
export const EMPTY_CART_INFO = { lineCount: 0, totalQuantity: 0, subtotal: 0 } as const;

/** The bus key of the checkout's subscriptions (a remount replaces, never doubles them). */
export const CHECKOUT_BUS_KEY = 'checkout';
export { orderShipTos } from './checkoutForm';

export type CheckoutStoreOptions = {
  services: CheckoutServices;
  /** Read when each request starts, so a customer switch applies to the next one. */
  getContext: () => PageContext;
  bus: Bus;
  window: Window;
  /** Today as yyyy-mm-dd. @default the local date of the window's clock */
  today?: () => string;
  /** The other tabs' cart changes. @default createCartSync(window, "<companyUserId>:<customerNumber>") */
  createSync?: (user: () => string) => CartSync;
  /** The ship method chosen in the cart (docs/cart.md). @default shippingChoices(window, "<companyUserId>:<customerNumber>") */
  choices?: ShippingChoices;
};

export type CheckoutStore = Pick<Store<CheckoutState>, 'getState' | 'subscribe'> & {
  /** Loads and starts listening to the card form and to cart changes; returns the stop. */
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

export function createCheckoutStore(options: CheckoutStoreOptions): CheckoutStore {
  const { services, getContext, bus, window: win } = options;
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
  const kit = { store, services, getContext, window: win };
  const userKey = () => userKeyOf(getContext());
  const card = createCardSession(kit);
  const summary = createOrderSummary(kit, card);
  let follower: CartFollower | null = null;
  /** The last change notice followed: the same notice again (the badge's echo on the tab channel) is no new change. */
  let lastNotice: CartInfo | null = null;
  let reloadScheduled = false;
  const following = () => store.getState().load === 'ready' && !WAITING.has(store.getState().submit.status);
  /** Notices of one moment (a widget publishes both events) make one load. */
  function onCartChanged(info: CartInfo | null): void {
    if (!following()) return;
    if (info !== null && (sameCartInfo(info, store.getState().cart) || sameCartInfo(info, lastNotice))) return;
    if (info !== null) lastNotice = info;
    if (reloadScheduled) return;
    reloadScheduled = true;
    queueMicrotask(() => {
      reloadScheduled = false;
      if (following()) summary.reloadCart();
    });
  }
  function publishEmptyCart(): void {
    const emit = follower ? follower.emit : bus.emit.bind(bus);
    emit('update cart', { cart: { ...EMPTY_CART_INFO } });
    emit('update cart items', { lines: [] });
  }
  const today = options.today ?? (() => localIsoDate(new Date()));
  const submission = createSubmission(kit, { summary, card, publishEmptyCart, today });
  const form = createCheckoutForm(kit, { summary, card, submission, choices: options.choices ?? shippingChoices(win, userKey) });

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start() {
      const stopListening = card.listen();
      follower = followCart({
        bus,
        key: CHECKOUT_BUS_KEY,
        window: win,
        user: userKey,
        items: true,
        ...(options.createSync ? { createSync: options.createSync } : {}),
        onChange: (cart) => onCartChanged(cart),
      });
      form.load();
      return () => {
        stopListening();
        follower?.stop();
        follower = null;
        form.cancel();
        summary.cancel();
        submission.cancel();
      };
    },
    refresh() {
      const { status } = store.getState().submit;
      // An attempt waiting for its outcome keeps it (and its customer); anything else starts over.
      if (!WAITING.has(status) || status === 'placed') submission.reset();
      // A ship-to switch (or Retry after a failed reload) keeps what was typed; another
      // customer starts from its own settings.
      form.load();
    },
    setField: form.setField,
    placeOrder: submission.placeOrder,
    checkAgain: submission.checkAgain,
    retrySummary: () => summary.retry(),
    reloadCard: () => card.open(),
  };
}
