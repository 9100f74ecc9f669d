/**
 * The cart page's cart (HOST-CONTRACT sections 7 and 9): Cart/GetCart, then the buyer's
 * changes (a settled quantity, Remove, Clear cart, Clear backorders, Undo) sent one at a time.
 *
 * What is shown is always one whole service answer: lines, line totals and totals come from
 * the same Cart. While changes are on their way the editors show what the buyer settled and
 * the totals stay those of the last answer, marked as updating; when the last change of a
 * series is answered, that answer is shown at once (never a mix of old and new figures).
 * Quick edits of one line coalesce: only the latest quantity waiting to be sent is sent, so
 * the latest edit wins. Every request takes a sequence number when it leaves; an answer
 * older than the one shown is dropped, so a slow GetCart never overwrites a newer answer.
 *
 * The changes' queue is in cartChangeQueue.ts, what the page says after a change in
 * cartMessages.ts, the cart changed elsewhere through store/followCart.ts. The service calls come in as `services` (widgets/cartPage/services.ts).
 */
import { userMessage } from '../../api/errors';
import { isAuthenticated, type PageContext } from '../../contract/pageData';
import type { Cart } from '../../contract/responses';
import { cartInfoOf, sameCartInfo } from '../../domain/cartLines';
import { cartIsReadOnly } from '../../domain/punchout';
import { overStock } from '../../domain/stock';
import { followCart, type CartFollower } from '../store/followCart';
import { createStore } from '../store/createStore';
import { latest } from '../store/latest';
import { createChangeQueue } from './cartChangeQueue';
import { createCartMessages } from './cartMessages';
import { initialState, withEntry, withoutEntry, type CartAction, type CartPageState, type CartPageStore, type CartPageStoreOptions } from './cartPageState';

export type { CartAction, CartPageServices, CartPageState, CartPageStatus, CartPageStore, CartPageStoreOptions, LineProblem, RemovedLine, StockQuestion } from './cartPageState';
/** The bus key of the cart page's subscriptions (a remount replaces, never doubles them). */
export const CART_PAGE_BUS_KEY = 'cartPage';

const userKey = (context: PageContext) => `${context.companyUserId}:${context.customer?.customerNumber ?? ''}`;

export function createCartPageStore(options: CartPageStoreOptions): CartPageStore {
  const { services, getContext, window: win } = options;
  const store = createStore<CartPageState>(initialState(getContext()));
  const loads = latest();
  const state = () => store.getState();
  const set = store.setState;

  let started = false;
  let seq = 0;
  let appliedSeq = 0;
  /** The newest answer not shown yet (changes were still on their way when it came). */
  let held: { seq: number; cart: Cart } | null = null;
  /** A change succeeded since the last `update cart` this store published. */
  let changed = false;
  /** Something changed the cart elsewhere while changes were on their way: load once idle. */
  let reloadWhenIdle = false;
  let loadScheduled = false;
  /** Lines whose field changed since it last settled: what they hold is kept through answers. */
  const editing = new Set<number>();

  /** The newest cart known: an answer waiting to be shown, else the one shown. */
  const latestCart = () => held?.cart ?? state().cart;
  const messages = createCartMessages(store, latestCart);
  let follower: CartFollower | null = null;
  /** Follows the bus and the other tabs of the customer now shown (a switch follows again). */
  function follow() {
    follower?.stop();
    follower = null;
    if (!isAuthenticated(getContext())) return;
    const createSync = options.createSync;
    follower = followCart({
      bus: options.bus,
      key: CART_PAGE_BUS_KEY,
      window: win,
      user: () => userKey(getContext()),
      items: true,
      ...(createSync ? { createSync: (user: () => string) => createSync(user()) } : {}),
      // A notice that says what is shown (another tab's echo of this page's change) is no change.
      onChange: (cart) => {
        if (!sameCartInfo(cart, latestCart())) scheduleLoad();
      },
    });
  }
  const changes = createChangeQueue({
    services,
    store,
    messages,
    latestCart,
    isEditing: (itemId) => editing.has(itemId),
    canSend: () => started,
    sent() {
      // A GetCart still on its way may be older than this change: the change's answer replaces it.
      loads.cancel();
      return (seq += 1);
    },
    answered(answerSeq, cart) {
      changed = true;
      if (cart) hold(answerSeq, cart);
      else reloadWhenIdle = true;
    },
    idle: () => settle(),
  });

  const keepsQuantity = (itemId: number) => editing.has(itemId) || state().lineProblems.get(itemId)?.retry === true;

  /** Shows the held answer once nothing is on its way, then publishes it after a change. */
  function settle() {
    if (changes.busy()) return;
    const answer = held;
    held = null;
    const current = state();
    const patch: { -readonly [K in keyof CartPageState]?: CartPageState[K] } = { updating: false, action: null, pendingLines: new Set() };
    const applies = answer !== null && answer.seq > appliedSeq;
    if (answer && applies) {
      appliedSeq = answer.seq;
      const itemIds = new Set(answer.cart.lines.map((line) => line.itemId));
      // The answer is the server's word: only a field still being edited, or a change that
      // failed and may be retried, keeps its own quantity.
      const quantities = new Map([...current.quantities].filter(([itemId]) => itemIds.has(itemId) && keepsQuantity(itemId)));
      const lineProblems = new Map([...current.lineProblems].filter(([itemId]) => itemIds.has(itemId)));
      Object.assign(patch, { cart: answer.cart, status: 'ready', loadError: null, quantities, lineProblems });
    } else {
      patch.quantities = new Map([...current.quantities].filter(([itemId]) => keepsQuantity(itemId)));
    }
    set(patch);
    const shown = state().cart;
    // Published once the answer to the buyer's changes is shown (a cleared cart that still
    // had lines waits for the reload below).
    if (applies && changed && shown) {
      changed = false;
      follower?.emit('update cart', { cart: cartInfoOf(shown) });
      follower?.emit('update cart items', { lines: shown.lines });
    }
    if (reloadWhenIdle) {
      reloadWhenIdle = false;
      load();
    }
  }

  /** Holds `cart` as the newest answer unless a newer one is shown or held; false when dropped. */
  function hold(answerSeq: number, cart: Cart): boolean {
    if (answerSeq <= appliedSeq || (held && answerSeq <= held.seq)) return false;
    held = { seq: answerSeq, cart };
    return true;
  }

  function load() {
    if (!started || !isAuthenticated(getContext())) return;
    if (changes.busy()) {
      reloadWhenIdle = true;
      return;
    }
    const answerSeq = (seq += 1);
    if (!state().cart) set({ status: 'loading', loadError: null });
    loads.run(
      (signal) => services.getCart(options.getZipCode?.() ?? null, signal),
      (cart) => {
        if (hold(answerSeq, cart)) settle();
      },
      (error) => {
        const loadError = userMessage(error, 'load your cart');
        set(state().cart ? { loadError } : { status: 'failed', loadError });
      },
    );
  }

  /** Several events in one task (a host emitting both cart events) make one load. */
  function scheduleLoad() {
    if (loadScheduled) return;
    loadScheduled = true;
    queueMicrotask(() => {
      loadScheduled = false;
      load();
    });
  }

  function canChange(): boolean {
    const context = getContext();
    return started && isAuthenticated(context) && !cartIsReadOnly(context) && state().cart !== null;
  }

  /** `asked`: the over-stock question was answered with Continue, so it is not asked again. */
  function settleQuantity(itemId: number, quantity: number | null, asked = false) {
    if (!canChange()) return;
    editing.delete(itemId);
    const line = latestCart()?.lines.find((candidate) => candidate.itemId === itemId);
    if (!line) return;
    const current = state();
    if (quantity === null || (quantity === line.quantity && !changes.pendingLineIds().has(itemId))) {
      // An emptied field, or the quantity the server already has: nothing to send.
      set({ quantities: withoutEntry(current.quantities, itemId), lineProblems: withoutEntry(current.lineProblems, itemId) });
      return;
    }
    const over = asked ? null : overStock(quantity, line.availability, line.itemName);
    if (over) {
      // Asked before anything is sent; the field keeps what was settled meanwhile.
      editing.add(itemId);
      set({ quantities: withEntry(current.quantities, itemId, quantity), stockQuestion: { itemId, quantity, items: [over] } });
      return;
    }
    set({ quantities: withEntry(current.quantities, itemId, quantity), lineProblems: withoutEntry(current.lineProblems, itemId) });
    if (changes.sending(itemId) === quantity && !changes.waiting(itemId)) return;
    changes.enqueue({ kind: 'quantity', itemId, qty: quantity });
  }

  function runAction(action: CartAction) {
    if (!canChange()) return;
    // Line changes still waiting are moot once the cart is cleared.
    if (action === 'clearCart') changes.dropWaitingLines();
    set({ actionProblem: null });
    changes.enqueue({ kind: action });
  }

  function dropEverything() {
    loads.cancel();
    changes.drop();
    editing.clear();
    held = null;
    changed = false;
    reloadWhenIdle = false;
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start() {
      if (started) return () => {};
      started = true;
      if (!isAuthenticated(getContext())) {
        set({ status: 'anonymous' });
        return () => {
          started = false;
        };
      }
      follow();
      load();
      return () => {
        started = false;
        follower?.stop();
        follower = null;
        dropEverything();
      };
    },
    setQuantity(itemId, quantity) {
      if (!canChange()) return;
      editing.add(itemId);
      set({ quantities: withEntry(state().quantities, itemId, quantity) });
    },
    settleQuantity: (itemId, quantity) => settleQuantity(itemId, quantity),
    confirmQuantity() {
      const question = state().stockQuestion;
      if (!question) return;
      set({ stockQuestion: null });
      settleQuantity(question.itemId, question.quantity, true);
    },
    cancelQuantity() {
      const question = state().stockQuestion;
      if (!question) return;
      editing.delete(question.itemId);
      // Back to what the field settled on before: a change still on its way, else the server's.
      const previous = changes.queuedQuantity(question.itemId);
      const { quantities } = state();
      set({
        stockQuestion: null,
        quantities: previous === null ? withoutEntry(quantities, question.itemId) : withEntry(quantities, question.itemId, previous),
      });
    },
    remove: (itemId) => settleQuantity(itemId, 0),
    undoRemove() {
      const { removed } = state();
      if (!removed || !canChange()) return;
      set({ removed: null });
      changes.enqueue({ kind: 'restore', itemId: removed.itemId, qty: removed.quantity, itemName: removed.itemName });
    },
    dismissRemoved() {
      if (state().removed) set({ removed: null });
    },
    clearCart: () => runAction('clearCart'),
    clearBackorders: () => runAction('clearBackorders'),
    retryLoad() {
      set({ loadError: null });
      load();
    },
    retryLine(itemId) {
      const problem = state().lineProblems.get(itemId);
      const quantity = state().quantities.get(itemId);
      if (!problem?.retry || quantity === undefined || quantity === null) return;
      set({ lineProblems: withoutEntry(state().lineProblems, itemId) });
      changes.enqueue({ kind: 'quantity', itemId, qty: quantity });
    },
    retryAction() {
      const problem = state().actionProblem;
      if (problem?.retry) runAction(problem.action);
    },
    refresh() {
      if (!started) return;
      dropEverything();
      const context = getContext();
      // The cart shown stays until the new context's answer replaces it.
      const shown = isAuthenticated(context) ? state().cart : null;
      set({ ...initialState(context), cart: shown, ...(shown ? { status: 'ready' as const } : {}) });
      follow();
      load();
    },
  };
}
