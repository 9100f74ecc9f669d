/**
 * The favorites page's own state (issue 24), beside the page's favorites store (the lists):
 * the details of every listed item (Product/GetProductSquare, once per item, at most
 * ITEM_REQUESTS_AT_ONCE at a time), each line's quantity and check box, and adding a list
 * or its checked lines to the cart in one Cart/AddItemsToCart request, after which
 * `update cart` is published. The customer is read from the page context at each request,
 * so `refresh()` after a customer switch re-reads prices and stock and drops answers of
 * requests started before it.
 *
 * Its call comes in as `services` and the add to cart as the widgets' one command
 * (`addToCart`, src/state/addToCart.ts), both bound by widgets/favoritesPage/start.ts.
 */
import { isAbortError, userMessage } from '../api/errors';
import type { PageContext } from '../contract/pageData';
import type { FavoriteList, SearchItem } from '../contract/responses';
import { describeFavoritesAdd, favoriteCartOrder } from '../domain/favoritesCart';
import { minimumQuantityShown } from '../domain/quantity';
import type { FavoritesStore } from './favoritesStore';
import type { AddToCart } from './addToCart';
import { createStore } from './store/createStore';

/** Item look-ups in flight at once: a long list fills in quickly without a burst of requests. */
export const ITEM_REQUESTS_AT_ONCE = 4;

export type ItemDetail = { status: 'loading' | 'ready' | 'failed'; item: SearchItem | null };

/** A line is an item in a list: `${favoriteListId}:${itemId}`. */
export type LineKey = `${number}:${number}`;
export const lineKey = (favoriteListId: number, itemId: number): LineKey => `${favoriteListId}:${itemId}`;

export type AddOutcome = { favoriteListId: number; tone: 'success' | 'error'; message: string };

export type FavoritesPageState = {
  readonly details: ReadonlyMap<number, ItemDetail>;
  /** Quantities the user set; a line without one holds its item's minimum quantity. */
  readonly quantities: ReadonlyMap<LineKey, number | null>;
  readonly checked: ReadonlySet<LineKey>;
  /** The list whose lines are on their way to the cart; null when none. */
  readonly adding: number | null;
  /** The last add to cart's result, shown by its list. */
  readonly outcome: AddOutcome | null;
};

export type FavoritesPageStore = {
  getState(): FavoritesPageState;
  subscribe(listener: () => void): () => void;
  /** Looks up the items of `lists` not looked up yet (and those that failed, with `retryFailed`). */
  loadItems(lists: readonly FavoriteList[], options?: { retryFailed?: boolean }): Promise<void>;
  /** The quantity a line holds: the user's, else the item's minimum quantity. */
  quantityOf(favoriteListId: number, itemId: number): number | null;
  setQuantity(favoriteListId: number, itemId: number, quantity: number | null): void;
  setChecked(favoriteListId: number, itemIds: readonly number[], checked: boolean): void;
  /** Adds the list's lines (only the checked ones with `onlyChecked`) in one request. */
  addToCart(list: FavoriteList, options?: { onlyChecked?: boolean }): Promise<void>;
  /** Forgets lines of items no longer in their list (after a remove). */
  forgetMissing(lists: readonly FavoriteList[]): void;
  /** Re-reads every item for the current customer and reloads the lists. */
  refresh(): Promise<void>;
  destroy(): void;
};

export type FavoritesPageServices = {
  /** Product/GetProductSquare for the customer the page acts for now. */
  getProductSquare(itemId: number, signal: AbortSignal): Promise<SearchItem>;
};

export type FavoritesPageStoreOptions = {
  services: FavoritesPageServices;
  getContext: () => PageContext;
  favorites: FavoritesStore;
  /** The widgets' add-to-cart command (it publishes `update cart`). */
  addToCart: AddToCart;
};

/** Whether an item can be ordered from the page: details in, price shown, purchasing allowed. */
export function isPurchasable(item: SearchItem | null, context: PageContext): boolean {
  if (!item || context.readOnly || !context.customer) return false;
  return item.stockResult?.disablePurchasing !== true;
}

export function createFavoritesPageStore(options: FavoritesPageStoreOptions): FavoritesPageStore {
  const { services, getContext, favorites, addToCart } = options;
  const store = createStore<FavoritesPageState>({
    details: new Map(),
    quantities: new Map(),
    checked: new Set(),
    adding: null,
    outcome: null,
  });
  // One controller per generation: refresh() aborts every look-up of the one before.
  let generation = new AbortController();

  function setDetail(itemId: number, detail: ItemDetail): void {
    store.setState(({ details }) => {
      const next = new Map(details);
      next.set(itemId, detail);
      return { details: next };
    });
  }

  async function lookUp(itemIds: readonly number[], signal: AbortSignal): Promise<void> {
    const queue = [...itemIds];
    const worker = async () => {
      for (let itemId = queue.shift(); itemId !== undefined; itemId = queue.shift()) {
        if (signal.aborted) return;
        try {
          const item = await services.getProductSquare(itemId, signal);
          if (!signal.aborted) setDetail(itemId, { status: 'ready', item });
        } catch (error) {
          if (signal.aborted || isAbortError(error)) return;
          setDetail(itemId, { status: 'failed', item: store.getState().details.get(itemId)?.item ?? null });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(ITEM_REQUESTS_AT_ONCE, queue.length) }, worker));
  }

  function minimumOf(itemId: number): number | null {
    const item = store.getState().details.get(itemId)?.item;
    return item ? minimumQuantityShown(item, getContext().customer) : null;
  }

  function quantityOf(favoriteListId: number, itemId: number): number | null {
    const key = lineKey(favoriteListId, itemId);
    const { quantities } = store.getState();
    return quantities.has(key) ? (quantities.get(key) ?? null) : minimumOf(itemId);
  }

function loadItems(lists: readonly FavoriteList[], { retryFailed = false }: { retryFailed?: boolean } = {}): Promise<void> {
    const { details } = store.getState();
    const wanted = new Set<number>();
    for (const list of lists) {
      for (const itemId of list.itemIds) {
        const detail = details.get(itemId);
        if (!detail || (retryFailed && detail.status === 'failed')) wanted.add(itemId);
      }
    }
    if (wanted.size === 0) return Promise.resolve();
    store.setState(({ details: current }) => {
      const next = new Map(current);
      for (const itemId of wanted) next.set(itemId, { status: 'loading', item: current.get(itemId)?.item ?? null });
      return { details: next };
    });
    return lookUp([...wanted], generation.signal);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    loadItems,
    quantityOf,
    setQuantity(favoriteListId, itemId, quantity) {
      store.setState(({ quantities }) => {
        const next = new Map(quantities);
        next.set(lineKey(favoriteListId, itemId), quantity);
        return { quantities: next, outcome: null };
      });
    },
    setChecked(favoriteListId, itemIds, checked) {
      store.setState(({ checked: current }) => {
        const next = new Set(current);
        for (const itemId of itemIds) {
          if (checked) next.add(lineKey(favoriteListId, itemId));
          else next.delete(lineKey(favoriteListId, itemId));
        }
        return { checked: next };
      });
    },
    async addToCart(list, { onlyChecked = false } = {}) {
      const context = getContext();
      const { adding, checked, details } = store.getState();
      if (adding !== null || !context.customer || context.readOnly) return;
      const itemIds = onlyChecked ? list.itemIds.filter((itemId) => checked.has(lineKey(list.favoriteListId, itemId))) : list.itemIds;
      const order = favoriteCartOrder(
        itemIds.map((itemId) => ({
          itemId,
          quantity: quantityOf(list.favoriteListId, itemId),
          packageQuantity: minimumOf(itemId) ?? 1,
          purchasable: isPurchasable(details.get(itemId)?.item ?? null, context),
        })),
      );
      if (order.items.length === 0) {
        store.setState({
          outcome: { favoriteListId: list.favoriteListId, tone: 'error', message: 'Nothing to add: none of these items can be ordered with a quantity above 0.' },
        });
        return;
      }
      store.setState({ adding: list.favoriteListId, outcome: null });
      try {
        await addToCart({ kind: 'items', lines: order.items });
        store.setState({
          adding: null,
          outcome: { favoriteListId: list.favoriteListId, tone: 'success', message: describeFavoritesAdd(order.items.length, order.skipped) },
        });
      } catch (error) {
        store.setState({
          adding: null,
          outcome: { favoriteListId: list.favoriteListId, tone: 'error', message: userMessage(error, `add '${list.name}' to your cart`) },
        });
      }
    },
    forgetMissing(lists) {
      const present = new Set<LineKey>();
      for (const list of lists) for (const itemId of list.itemIds) present.add(lineKey(list.favoriteListId, itemId));
      const { checked, quantities } = store.getState();
      const keptChecked = new Set([...checked].filter((key) => present.has(key)));
      const keptQuantities = new Map([...quantities].filter(([key]) => present.has(key)));
      if (keptChecked.size !== checked.size || keptQuantities.size !== quantities.size) {
        store.setState({ checked: keptChecked, quantities: keptQuantities });
      }
    },
    async refresh() {
      generation.abort();
      generation = new AbortController();
      store.setState({ details: new Map(), outcome: null });
      await favorites.reload();
      await loadItems(favorites.getState().lists ?? []);
    },
    destroy() {
      generation.abort();
    },
  };
}
