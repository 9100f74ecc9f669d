/**
 * The cart page's changes, sent one at a time (a settled quantity, Remove, Undo, Clear cart,
 * Clear backorders): quick edits of one line coalesce (only the latest quantity waiting is
 * sent), a whole-cart action is queued once, and each answer is handed to the store in the
 * order the changes left, with what the page says about it (cartMessages.ts).
 */
import { isAbortError } from '../../api/errors';
import type { Cart } from '../../contract/responses';
import type { Store } from '../store/createStore';
import { latest } from '../store/latest';
import type { CartMessages } from './cartMessages';
import type { CartPageServices, CartPageState, Mutation } from './cartPageState';

export type ChangeQueue = {
  /** A change is queued or on its way. */
  busy(): boolean;
  /** Lines with a change queued or on its way. */
  pendingLineIds(): Set<number>;
  /** The quantity of the line's change on its way, or null. */
  sending(itemId: number): number | null;
  /** A quantity of the line waits to be sent. */
  waiting(itemId: number): boolean;
  /** The line's latest quantity waiting or on its way (what its field settled on last), or null. */
  queuedQuantity(itemId: number): number | null;
  enqueue(mutation: Mutation): void;
  /** Clear cart: the line changes still waiting are moot. */
  dropWaitingLines(): void;
  /** Drops what waits and what is on its way (its answer is never handed on). */
  drop(): void;
};

export type ChangeQueueOptions = {
  services: CartPageServices;
  store: Store<CartPageState>;
  messages: CartMessages;
  latestCart(): Cart | null;
  isEditing(itemId: number): boolean;
  /** False while the store is stopped: nothing is sent. */
  canSend(): boolean;
  /** A change leaves: returns its place in the order of answers. */
  sent(): number;
  /** A change was answered: the whole cart, or null when the cart must be loaded again. */
  answered(answerSeq: number, cart: Cart | null): void;
  /** Nothing is queued or on its way any more. */
  idle(): void;
};

const actionOf = (mutation: Mutation) => (mutation.kind === 'quantity' || mutation.kind === 'restore' ? {} : { action: mutation.kind });
const isLine = (mutation: Mutation | null | undefined, itemId: number) => mutation?.kind === 'quantity' && mutation.itemId === itemId;

export function createChangeQueue(options: ChangeQueueOptions): ChangeQueue {
  const { services, store, messages } = options;
  const calls = latest();
  const queue: Mutation[] = [];
  let inFlight: Mutation | null = null;

  function send(mutation: Mutation, signal: AbortSignal): Promise<Cart | null> {
    switch (mutation.kind) {
      case 'quantity':
        return services.updateQuantity(mutation.itemId, mutation.qty, signal);
      case 'clearBackorders':
        return services.clearBackorders(signal);
      case 'restore':
        // AddItemsToCart answers a CartInfo: the lines come with the next load.
        return services.addItems([{ itemId: mutation.itemId, qty: mutation.qty }], signal).then(() => null);
      case 'clearCart':
        return services.clearCart(signal).then((info): Cart | null => {
          const cart = options.latestCart();
          // ClearCart answers a CartInfo: an empty cart needs no further call; lines that
          // are still there (another tab added meanwhile) are loaded.
          return cart && info.lineCount === 0 ? { ...cart, ...info, lines: [] } : null;
        });
    }
  }

  function pendingLineIds(): Set<number> {
    const ids = new Set<number>();
    for (const mutation of [inFlight, ...queue]) if (mutation?.kind === 'quantity') ids.add(mutation.itemId);
    return ids;
  }

  const waiting = (itemId: number) => queue.some((m) => isLine(m, itemId));

  function pump() {
    if (inFlight || !options.canSend()) return;
    const mutation = queue.shift();
    if (!mutation) {
      options.idle();
      return;
    }
    inFlight = mutation;
    const answerSeq = options.sent();
    const signal = calls.next();
    store.setState({ updating: true, pendingLines: pendingLineIds(), ...actionOf(mutation) });
    send(mutation, signal).then(
      (cart) => {
        if (signal.aborted) return;
        inFlight = null;
        // Said before the answer is handed on: a removed line's name is still known.
        messages.succeeded(mutation);
        options.answered(answerSeq, cart);
        pump();
      },
      (error: unknown) => {
        if (signal.aborted) return;
        inFlight = null;
        if (!isAbortError(error)) messages.failed(mutation, error, mutation.kind === 'quantity' && (options.isEditing(mutation.itemId) || waiting(mutation.itemId)));
        pump();
      },
    );
  }

  return {
    busy: () => inFlight !== null || queue.length > 0,
    pendingLineIds,
    sending: (itemId) => (inFlight?.kind === 'quantity' && inFlight.itemId === itemId ? inFlight.qty : null),
    waiting,
    queuedQuantity(itemId) {
      const queued = queue.find((m) => isLine(m, itemId));
      if (queued?.kind === 'quantity') return queued.qty;
      return inFlight?.kind === 'quantity' && inFlight.itemId === itemId ? inFlight.qty : null;
    },
    enqueue(mutation) {
      if (mutation.kind === 'quantity') {
        const index = queue.findIndex((m) => isLine(m, mutation.itemId));
        if (index >= 0) queue.splice(index, 1, mutation);
        else queue.push(mutation);
      } else if (!queue.some((m) => m.kind === mutation.kind) && inFlight?.kind !== mutation.kind) {
        queue.push(mutation);
      }
      if (inFlight) store.setState({ pendingLines: pendingLineIds(), ...actionOf(mutation) });
      pump();
    },
    dropWaitingLines() {
      for (let i = queue.length - 1; i >= 0; i -= 1) if (queue[i]?.kind === 'quantity') queue.splice(i, 1);
    },
    drop() {
      calls.cancel();
      queue.length = 0;
      inFlight = null;
    },
  };
}
