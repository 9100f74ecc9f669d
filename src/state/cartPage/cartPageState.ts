/**
 * The cart page cart's state, its service calls and the small helpers its parts share
 * (cartPageStore.ts puts them together; docs/cart.md).
 */
import { isAuthenticated, type PageContext } from '../../contract/pageData';
import type { Cart, CartInfo } from '../../contract/responses';
import type { OverStock } from '../../domain/stock';
import type { CartSync } from '../cartSync';
import type { CartBus } from '../store/followCart';

export type CartPageStatus = 'anonymous' | 'loading' | 'ready' | 'failed';

/** Clear cart and Clear backorders: changes of the whole cart. */
export type CartAction = 'clearCart' | 'clearBackorders';

export type LineProblem = {
  /** The service's message, or a sentence saying what failed. */
  message: string;
  /** True when sending the change again may work (no answer, a 5xx): offer Retry. */
  retry: boolean;
};

export type RemovedLine = { readonly id: number; readonly itemId: number; readonly itemName: string; readonly quantity: number };

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
  /**
   * A line's settled quantity over the over-stock rule (`overStock`), asked about before it is
   * sent: Continue sends it (`confirmQuantity`), Cancel keeps the line's previous quantity
   * (`cancelQuantity`). Null when nothing is asked.
   */
  readonly stockQuestion: StockQuestion | null;
};

/** The over-stock question of one line: its item, the quantity asked about, and the words' figures. */
export type StockQuestion = { readonly itemId: number; readonly quantity: number; readonly items: readonly OverStock[] };

/**
 * The cart page's service calls, bound by widgets/cartPage/services.ts: the user,
 * customer, ship-to and warehouse are read from the page context when each call leaves.
 */
export type CartPageServices = {
  /** Cart/GetCart, with the zip code the estimate accepted (or null). */
  getCart(zipCode: string | null, signal: AbortSignal): Promise<Cart>;
  /** Cart/UpdateQuantity; 0 removes the line. */
  updateQuantity(itemId: number, qty: number, signal: AbortSignal): Promise<Cart>;
  clearBackorders(signal: AbortSignal): Promise<Cart>;
  /** Cart/AddItemsToCart (Undo of a removal): a CartInfo, the lines come with the next load. */
  addItems(items: { itemId: number; qty: number }[], signal: AbortSignal): Promise<CartInfo>;
  /** Cart/ClearCart: a CartInfo. */
  clearCart(signal: AbortSignal): Promise<CartInfo>;
};

export type CartPageStore = {
  getState(): CartPageState;
  subscribe(listener: () => void): () => void;
  /** Starts loading and following the bus and the other tabs; returns the stop. */
  start(): () => void;
  /** The field of a line changed (typing, the spinner): nothing is sent yet. */
  setQuantity(itemId: number, quantity: number | null): void;
  /**
   * The field settled (left, Enter, the spinner came to rest): sends the quantity; 0 removes.
   * A quantity over the over-stock rule is asked about first (`stockQuestion`).
   */
  settleQuantity(itemId: number, quantity: number | null): void;
  /** Continue of the over-stock question: the quantity asked about is sent. */
  confirmQuantity(): void;
  /** Cancel of the over-stock question: the line's field goes back to its previous quantity; nothing is sent. */
  cancelQuantity(): void;
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

export type CartPageStoreOptions = {
  services: CartPageServices;
  /** Read at every request, so a customer or ship-to switch applies to the next call. */
  getContext: () => PageContext;
  bus: CartBus;
  window: Window;
  /** The zip code the estimate validated, sent with GetCart. @default () => null */
  getZipCode?: () => string | null;
  /** @default createCartSync(window, "<companyUserId>:<customerNumber>") */
  createSync?: (user: string) => CartSync;
};

/** A change of the cart, queued and sent one at a time. */
export type Mutation =
  | { kind: 'quantity'; itemId: number; qty: number }
  | { kind: 'restore'; itemId: number; qty: number; itemName: string }
  | { kind: CartAction };

export const initialState = (context: PageContext): CartPageState => ({
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
  stockQuestion: null,
});

export function withEntry<K, V>(map: ReadonlyMap<K, V>, key: K, value: V): Map<K, V> {
  const next = new Map(map);
  next.set(key, value);
  return next;
}

export function withoutEntry<K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}
