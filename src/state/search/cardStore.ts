/**
 * Per-card ordering state on the search page: the quantity each card's editor holds, and
 * its add to cart (SPEC sections 4 and 5). An add sets `adding`, posts the line, then
 * publishes `update cart` with the item marked as added; a second add for the same item
 * while one is on its way is refused, so a double click sends one request. A failure keeps
 * the quantity and leaves a message on the card.
 */
import type { BusEvents } from '../../contract/events';
import type { CartInfo, SearchItem } from '../../contract/responses';
import type { AddItemToCartRequest } from '../../contract/requests';
import type { PageContext } from '../../contract/pageData';
import { userMessage } from '../../api/errors';
import { createStore } from '../store/createStore';

export type CardState = {
  /** The editor's quantity; null while the field is empty. */
  quantity: number | null;
  adding: boolean;
  /** Why the last add failed, as a sentence; null otherwise. */
  error: string | null;
  /** The quantity of the last successful add, for "Added to cart"; null otherwise. */
  added: number | null;
};

export type CardStoreState = { cards: ReadonlyMap<number, CardState> };

export type CardStoreOptions = {
  context: PageContext;
  addItemToCart(body: AddItemToCartRequest): Promise<CartInfo>;
  /** The page bus (only `emit` is used). */
  bus: { emit(name: 'update cart', payload: BusEvents['update cart']): void };
};

export type CardStore = {
  getState(): CardStoreState;
  subscribe(listener: () => void): () => void;
  setQuantity(itemId: number, quantity: number | null): void;
  /** Adds the card's quantity of `item` to the cart; resolves when settled (never rejects). */
  addToCart(item: Pick<SearchItem, 'itemId' | 'itemNumber' | 'sellMultiple' | 'customerPrice'>): Promise<void>;
};

/** A card no one has touched yet: its quantity starts at the sell multiple. */
export function initialCardState(sellMultiple: number): CardState {
  return { quantity: sellMultiple, adding: false, error: null, added: null };
}

export function createCardStore(options: CardStoreOptions): CardStore {
  const store = createStore<CardStoreState>({ cards: new Map() });

  const update = (itemId: number, fallback: CardState, patch: Partial<CardState>) => {
    store.setState(({ cards }) => {
      const next = new Map(cards);
      next.set(itemId, { ...(cards.get(itemId) ?? fallback), ...patch });
      return { cards: next };
    });
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    setQuantity(itemId, quantity) {
      // A new quantity is a new intent: the old success or failure message no longer applies.
      update(itemId, initialCardState(1), { quantity, error: null, added: null });
    },
    async addToCart(item) {
      const { context } = options;
      const card = store.getState().cards.get(item.itemId) ?? initialCardState(item.sellMultiple);
      const quantity = card.quantity;
      if (card.adding || quantity === null || quantity <= 0 || context.readOnly || !context.customer) return;
      update(item.itemId, card, { adding: true, error: null, added: null });
      try {
        const cart = await options.addItemToCart({
          companyUserId: context.companyUserId,
          customerNumber: context.customer.customerNumber,
          defaultWarehouseCode: context.warehouseCode,
          itemId: item.itemId,
          qty: quantity,
          shipTo: context.shipTo,
          price: item.customerPrice,
          manualPrice: false,
          // SPEC section 7's other spelling of the same call ("What the search page does").
          warehouseCode: context.warehouseCode,
          quantity,
        });
        update(item.itemId, card, { adding: false, added: quantity });
        options.bus.emit('update cart', {
          cart,
          addedItem: { itemId: item.itemId, itemNumber: item.itemNumber, quantity },
        });
      } catch (error) {
        update(item.itemId, card, { adding: false, error: userMessage(error, 'add this item to your cart') });
      }
    },
  };
}
