/**
 * The cart page's cart (HOST-CONTRACT sections 7 and 9): Cart/GetCart, then the buyer's
 * changes (a settled quantity, Remove, Clear cart, Clear backorders) sent one at a time.
 *
 * What is shown is always one whole service answer: lines, line totals and totals come from
 * the same Cart. While changes are on their way the editors show what the buyer settled and
 * the totals stay those of the last answer, marked as updating; when the last change of a
 * series is answered, that answer is shown at once (never a mix of old and new figures).
 * Quick edits of one line coalesce: only the latest quantity waiting to be sent is sent, so
 * the latest edit wins. Every request takes a sequence number when it leaves; an answer
 * older than the one shown is dropped, so a slow GetCart never overwrites a newer answer.
 *
 * A change the service refuses (a 4xx with the SPEC error body) leaves the service's message
 * at that line and the line back at the server's quantity; any other failure keeps what
 * the buyer settled and offers Retry. After every change the store publishes `update cart`
 * and `update cart items`; it reloads on those events from anyone else (another widget, a
 * host script, another tab), ignoring its own.
 */
import * as v from 'valibot';
import type { CallOptions, ServiceClient } from '../../api/client';
import { addItemsToCart, clearBackorders, clearCart, getCart, updateQuantity } from '../../api/cart';
import { isAbortError, isRefusal, userMessage } from '../../api/errors';
import { createLatestSignal } from '../../api/latestSignal';
import type { BusEvents } from '../../contract/events';
import { isAuthenticated, type PageContext } from '../../contract/pageData';
import { CartInfoSchema, type Cart, type CartInfo } from '../../contract/responses';
import { cartInfoOf, sameCartInfo } from '../../domain/cartLines';
import { createCartSync, type CartSync } from '../cartSync';
import { createStore } from '../store/createStore';

export type CartPageStatus = 'anonymous' | 'loading' | 'ready' | 'failed';

/** Clear cart and Clear backorders: changes of the whole cart. */
export type CartAction = 'clearCart' | 'clearBackorders';

export type LineProblem = {
  /** The service's message, or a sentence saying what failed. */
  message: string;
  /** True when sending the change again may work (no answer, a 5xx): offer Retry. */
  retry: boolean;
};

export type CartPageState = {
  /** 'anonymous': no cart call at all; 'failed': the first load failed (see loadError). */
  readonly status: CartPageStatus;
  /** The service answer shown; null until the first one. */
  readonly cart: Cart | null;
  /** Why the last load failed (the first one, or a reload while a cart is shown). */
  readonly loadError: string | null;
  /** The quantity each edited line's field holds while it differs from `cart`, by item id. */
  readonly quantities: ReadonlyMap<number, number | null>;
  /** Lines with a change queued or on its way. */
  readonly pendingLines: ReadonlySet<number>;
  /** Per-line messages of refused or failed changes, by item id. */
  readonly lineProblems: ReadonlyMap<number, LineProblem>;
  /** A change is on its way: the totals shown are the last answer's. */
  readonly updating: boolean;
  /** The whole-cart action queued or running. */
  readonly action: CartAction | null;
  readonly actionProblem: (LineProblem & { action: CartAction }) | null;
  /** What just happened, for the page's live region; `id` grows with every announcement. */
  readonly announcement: { readonly id: number; readonly text: string } | null;
  /**
   * The line removed last, for 'Removed {itemName}. Undo': its quantity is what Undo adds
   * back. Null once undone, after another change of the cart, or when dismissed.
   */
  readonly removed: RemovedLine | null;
};

export type RemovedLine = { readonly id: number; readonly itemId: number; readonly itemName: string; readonly quantity: number };

export type CartPageStore = {
  getState(): CartPageState;
  subscribe(listener: () => void): () => void;
  /** Starts loading and following the bus and the other tabs; returns the stop. */
  start(): () => void;
  /** The field of a line changed (typing, the spinner): nothing is sent yet. */
  setQuantity(itemId: number, quantity: number | null): void;
  /** The field settled (left, Enter, the spinner came to rest): sends the quantity; 0 removes. */
  settleQuantity(itemId: number, quantity: number | null): void;
  /** Cart/UpdateQuantity with 0. */
  remove(itemId: number): void;
  /** Adds the line removed last back with its quantity (Cart/AddItemsToCart). */
  undoRemove(): void;
  /** The Undo offer's time is up: it goes. */
  dismissRemoved(): void;
  clearCart(): void;
  clearBackorders(): void;
  /** Runs a failed load, a line's failed change or a failed action again. */
  retryLoad(): void;
  retryLine(itemId: number): void;
  retryAction(): void;
  /**
   * Re-requests the cart for the context as it is now (the customer or ship-to changed):
   * drops every change and answer of requests started before.
   */
  refresh(): void;
};

type Mutation =
  | { kind: 'quantity'; itemId: number; qty: number }
  | { kind: 'restore'; itemId: number; qty: number; itemName: string }
  | { kind: CartAction };

export type CartPageStoreOptions = {
  client: ServiceClient;
  /** Read at every request, so a customer or ship-to switch applies to the next call. */
  getContext: () => PageContext;
  bus: {
    emit<N extends 'update cart' | 'update cart items'>(name: N, payload: BusEvents[N]): void;
    on<N extends 'update cart' | 'update cart items'>(name: N, key: string, callback: (payload: BusEvents[N]) => void): () => void;
  };
  window: Window;
  /** The zip code the estimate validated, sent with GetCart. @default () => null */
  getZipCode?: () => string | null;
  /** @default createCartSync(window, "<companyUserId>:<customerNumber>") */
  createSync?: (user: string) => CartSync;
};

/** The bus key of the cart page's subscriptions (a remount replaces, never doubles them). */
export const CART_PAGE_BUS_KEY = 'cartPage';

const initialState = (context: PageContext): CartPageState => ({
  status: isAuthenticated(context) ? 'loading' : 'anonymous',
  cart: null,
  loadError: null,
  quantities: new Map(),
  pendingLines: new Set(),
  lineProblems: new Map(),
  updating: false,
  action: null,
  actionProblem: null,
  announcement: null,
  removed: null,
});

function withEntry<K, V>(map: ReadonlyMap<K, V>, key: K, value: V): Map<K, V> {
  const next = new Map(map);
  next.set(key, value);
  return next;
}

function withoutEntry<K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

const ACTION_WORDS: Readonly<Record<CartAction, string>> = {
  clearCart: 'clear your cart',
  clearBackorders: 'clear the backorders from your cart',
};

export function createCartPageStore(options: CartPageStoreOptions): CartPageStore {
  const { client, getContext, bus, window: win } = options;
  const store = createStore<CartPageState>(initialState(getContext()));
  const loadSignal = createLatestSignal();

  let started = false;
  /** Bumped by refresh() and stop: answers of an older generation are dropped. */
  let generation = 0;
  let seq = 0;
  let appliedSeq = 0;
  /** The newest answer not shown yet (changes were still on their way when it came). */
  let held: { seq: number; cart: Cart } | null = null;
  const queue: Mutation[] = [];
  let inFlight: Mutation | null = null;
  let mutationController: AbortController | null = null;
  /** A change succeeded since the last `update cart` this store published. */
  let changed = false;
  /** Something changed the cart elsewhere while changes were on their way: load once idle. */
  let reloadWhenIdle = false;
  let emitting = false;
  let loadScheduled = false;
  let announcementId = 0;
  /** Lines whose field changed since it last settled: what they hold is kept through answers. */
  const editing = new Set<number>();
  let sync: CartSync | null = null;
  let offSync: (() => void) | null = null;

  const state = () => store.getState();
  const set = store.setState;
  const busy = () => inFlight !== null || queue.length > 0;
  /** The newest cart known: an answer waiting to be shown, else the one shown. */
  const latestCart = () => held?.cart ?? state().cart;

  function userKey(context: PageContext): string {
    return `${context.companyUserId}:${context.customer?.customerNumber ?? ''}`;
  }

  let removedId = 0;

  function announce(text: string) {
    announcementId += 1;
    set({ announcement: { id: announcementId, text } });
  }

  function lineName(itemId: number): string {
    return latestCart()?.lines.find((line) => line.itemId === itemId)?.itemName ?? `item ${itemId}`;
  }

  function publish(cart: Cart) {
    emitting = true;
    try {
      bus.emit('update cart', { cart: cartInfoOf(cart) });
      bus.emit('update cart items', { lines: cart.lines });
    } finally {
      emitting = false;
    }
  }

  /** Shows the held answer once nothing is on its way, then publishes it after a change. */
  function settle() {
    if (busy()) return;
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
      publish(shown);
    }
    if (reloadWhenIdle) {
      reloadWhenIdle = false;
      load();
    }
  }

  function keepsQuantity(itemId: number): boolean {
    return editing.has(itemId) || state().lineProblems.get(itemId)?.retry === true;
  }

  function offer(answerSeq: number, cart: Cart) {
    if (answerSeq <= appliedSeq || (held && answerSeq <= held.seq)) return;
    held = { seq: answerSeq, cart };
    settle();
  }

  function requestBase() {
    const context = getContext();
    return {
      companyUserId: context.companyUserId,
      customerNumber: context.customer?.customerNumber ?? '',
      shipTo: context.shipTo,
    };
  }

  function load() {
    if (!started || !isAuthenticated(getContext())) return;
    if (busy()) {
      reloadWhenIdle = true;
      return;
    }
    const answerSeq = (seq += 1);
    const gen = generation;
    const signal = loadSignal.next();
    if (!state().cart) set({ status: 'loading', loadError: null });
    const context = getContext();
    getCart(
      client,
      { ...requestBase(), warehouseCode: context.warehouseCode, zipCode: options.getZipCode?.() ?? null },
      { signal },
    ).then(
      (cart) => {
        if (gen !== generation || signal.aborted) return;
        offer(answerSeq, cart);
      },
      (error: unknown) => {
        if (gen !== generation || signal.aborted || isAbortError(error)) return;
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

  function send(mutation: Mutation, callOptions: CallOptions): Promise<Cart | null> {
    const context = getContext();
    const base = { ...requestBase(), defaultWarehouseCode: context.warehouseCode };
    switch (mutation.kind) {
      case 'quantity':
        return updateQuantity(client, { ...base, itemId: mutation.itemId, qty: mutation.qty }, callOptions);
      case 'clearBackorders':
        return clearBackorders(client, base, callOptions);
      case 'restore':
        // AddItemsToCart answers a CartInfo: the lines come with the next load.
        return addItemsToCart(client, { ...base, items: [{ itemId: mutation.itemId, qty: mutation.qty }] }, callOptions).then(() => {
          reloadWhenIdle = true;
          return null;
        });
      case 'clearCart':
        return clearCart(client, { companyUserId: base.companyUserId, customerNumber: base.customerNumber }, callOptions).then(
          (info): Cart | null => {
            const cart = latestCart();
            // ClearCart answers a CartInfo: an empty cart needs no further call; lines that
            // are still there (another tab added meanwhile) are loaded.
            if (cart && info.lineCount === 0) return { ...cart, ...info, lines: [] };
            reloadWhenIdle = true;
            return null;
          },
        );
    }
  }

  function pendingLineIds(): Set<number> {
    const ids = new Set<number>();
    for (const mutation of [inFlight, ...queue]) if (mutation?.kind === 'quantity') ids.add(mutation.itemId);
    return ids;
  }

  function failed(mutation: Mutation, error: unknown) {
    const retry = !isRefusal(error);
    if (mutation.kind === 'quantity') {
      const name = lineName(mutation.itemId);
      const message = userMessage(error, mutation.qty === 0 ? `remove ${name} from your cart` : `change the quantity of ${name}`);
      const current = state();
      const laterChange = queue.some((m) => m.kind === 'quantity' && m.itemId === mutation.itemId);
      set({
        lineProblems: withEntry(current.lineProblems, mutation.itemId, { message, retry }),
        // Refused: the line returns to the server's quantity (unless a newer edit waits, or
        // the buyer is typing in its field again).
        quantities: retry || laterChange || editing.has(mutation.itemId) ? current.quantities : withoutEntry(current.quantities, mutation.itemId),
      });
      announce(message);
    } else if (mutation.kind === 'restore') {
      // Undo failed: the offer comes back, so Undo can be pressed again.
      const message = userMessage(error, `add ${mutation.itemName} back to your cart`);
      removedId += 1;
      set({ removed: { id: removedId, itemId: mutation.itemId, itemName: mutation.itemName, quantity: mutation.qty } });
      announce(message);
    } else {
      const message = userMessage(error, ACTION_WORDS[mutation.kind]);
      set({ actionProblem: { action: mutation.kind, message, retry } });
      announce(message);
    }
  }

  function succeeded(mutation: Mutation) {
    changed = true;
    // Another change of the cart: the last removal can no longer be undone on its own.
    if (mutation.kind !== 'quantity' || mutation.qty !== 0) set({ removed: null });
    if (mutation.kind === 'quantity' && mutation.qty === 0) {
      const line = latestCart()?.lines.find((candidate) => candidate.itemId === mutation.itemId);
      announce(`Removed ${lineName(mutation.itemId)} from your cart.`);
      if (line && line.quantity > 0) {
        removedId += 1;
        set({ removed: { id: removedId, itemId: line.itemId, itemName: line.itemName, quantity: line.quantity } });
      }
    } else if (mutation.kind === 'restore') announce(`${mutation.itemName} is back in your cart.`);
    else if (mutation.kind === 'clearCart') announce('Cart cleared: every line was removed.');
    else if (mutation.kind === 'clearBackorders') announce('Backorders cleared: the cart now holds what the warehouse has.');
  }

  function pump() {
    if (inFlight || !started) return;
    const mutation = queue.shift();
    if (!mutation) {
      settle();
      return;
    }
    inFlight = mutation;
    // A GetCart still on its way may be older than this change: the change's answer replaces it.
    loadSignal.cancel();
    const answerSeq = (seq += 1);
    const gen = generation;
    const controller = new AbortController();
    mutationController = controller;
    set({ updating: true, pendingLines: pendingLineIds(), ...(mutation.kind === 'quantity' || mutation.kind === 'restore' ? {} : { action: mutation.kind }) });
    send(mutation, { signal: controller.signal }).then(
      (cart) => {
        if (gen !== generation) return;
        inFlight = null;
        // Announced before the answer is held: a removed line's name is still known.
        succeeded(mutation);
        if (cart) {
          if (answerSeq > appliedSeq && (!held || answerSeq > held.seq)) held = { seq: answerSeq, cart };
        }
        pump();
      },
      (error: unknown) => {
        if (gen !== generation) return;
        inFlight = null;
        if (!isAbortError(error)) failed(mutation, error);
        pump();
      },
    );
  }

  function enqueue(mutation: Mutation) {
    if (mutation.kind === 'quantity') {
      const waiting = queue.findIndex((m) => m.kind === 'quantity' && m.itemId === mutation.itemId);
      if (waiting >= 0) queue.splice(waiting, 1, mutation);
      else queue.push(mutation);
    } else if (!queue.some((m) => m.kind === mutation.kind) && inFlight?.kind !== mutation.kind) {
      queue.push(mutation);
    }
    if (inFlight) {
      set({ pendingLines: pendingLineIds(), ...(mutation.kind === 'quantity' || mutation.kind === 'restore' ? {} : { action: mutation.kind }) });
    }
    pump();
  }

  function serverQuantity(itemId: number): number | null {
    return latestCart()?.lines.find((line) => line.itemId === itemId)?.quantity ?? null;
  }

  function canChange(): boolean {
    const context = getContext();
    return started && isAuthenticated(context) && !context.readOnly && state().cart !== null;
  }

  function settleQuantity(itemId: number, quantity: number | null) {
    if (!canChange()) return;
    editing.delete(itemId);
    const server = serverQuantity(itemId);
    if (server === null) return;
    const current = state();
    const waiting = pendingLineIds().has(itemId);
    if (quantity === null || (quantity === server && !waiting)) {
      // An emptied field, or the quantity the server already has: nothing to send.
      set({ quantities: withoutEntry(current.quantities, itemId), lineProblems: withoutEntry(current.lineProblems, itemId) });
      return;
    }
    const sending = inFlight?.kind === 'quantity' && inFlight.itemId === itemId ? inFlight.qty : null;
    set({ quantities: withEntry(current.quantities, itemId, quantity), lineProblems: withoutEntry(current.lineProblems, itemId) });
    if (sending === quantity && !queue.some((m) => m.kind === 'quantity' && m.itemId === itemId)) return;
    enqueue({ kind: 'quantity', itemId, qty: quantity });
  }

  function runAction(action: CartAction) {
    if (!canChange()) return;
    if (action === 'clearCart') {
      // Line changes still waiting are moot once the cart is cleared.
      for (let i = queue.length - 1; i >= 0; i -= 1) if (queue[i]?.kind === 'quantity') queue.splice(i, 1);
    }
    set({ actionProblem: null });
    enqueue({ kind: action });
  }

  function onOtherCartChange(info: unknown) {
    if (emitting) return;
    if (v.is(CartInfoSchema, info) && sameCartInfo(info as CartInfo, latestCart())) return;
    scheduleLoad();
  }

  function follow(): () => void {
    const offCart = bus.on('update cart', CART_PAGE_BUS_KEY, (payload) => onOtherCartChange(payload?.cart));
    const offItems = bus.on('update cart items', CART_PAGE_BUS_KEY, () => {
      if (!emitting) scheduleLoad();
    });
    connectSync();
    return () => {
      offCart();
      offItems();
      disconnectSync();
    };
  }

  function connectSync() {
    const user = userKey(getContext());
    sync = options.createSync ? options.createSync(user) : createCartSync(win, user);
    // Another tab's badge or cart page: its own publication carries the cart summary.
    offSync = sync.subscribe((cart) => onOtherCartChange(cart));
  }

  function disconnectSync() {
    offSync?.();
    offSync = null;
    sync?.close();
    sync = null;
  }

  function dropEverything() {
    generation += 1;
    loadSignal.cancel();
    mutationController?.abort();
    mutationController = null;
    queue.length = 0;
    editing.clear();
    inFlight = null;
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
      const unfollow = follow();
      load();
      return () => {
        started = false;
        unfollow();
        dropEverything();
      };
    },
    setQuantity(itemId, quantity) {
      if (!canChange()) return;
      editing.add(itemId);
      set({ quantities: withEntry(state().quantities, itemId, quantity) });
    },
    settleQuantity,
    remove(itemId) {
      settleQuantity(itemId, 0);
    },
    undoRemove() {
      const { removed } = state();
      if (!removed || !canChange()) return;
      set({ removed: null });
      enqueue({ kind: 'restore', itemId: removed.itemId, qty: removed.quantity, itemName: removed.itemName });
    },
    dismissRemoved() {
      if (state().removed) set({ removed: null });
    },
    clearCart() {
      runAction('clearCart');
    },
    clearBackorders() {
      runAction('clearBackorders');
    },
    retryLoad() {
      set({ loadError: null });
      load();
    },
    retryLine(itemId) {
      const problem = state().lineProblems.get(itemId);
      const quantity = state().quantities.get(itemId);
      if (!problem?.retry || quantity === undefined || quantity === null) return;
      set({ lineProblems: withoutEntry(state().lineProblems, itemId) });
      enqueue({ kind: 'quantity', itemId, qty: quantity });
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
      disconnectSync();
      if (!isAuthenticated(context)) return;
      connectSync();
      load();
    },
  };
}
