/**
 * Per-card ordering state on the search page: the quantity each card's editor holds, and
 * its add to cart (SPEC sections 4 and 5). An add sets `adding`, posts the line, then
 * publishes `update cart` with the item marked as added; a second add for the same item
 * while one is on its way is refused, so a double click sends one request. A failure keeps
 * the quantity and leaves a message on the card.
 */
import type { SearchItem } from '../../contract/responses';
import type { PageContext } from '../../contract/pageData';
import { userMessage } from '../../api/errors';
import { cartOwner } from '../../domain/cart';
import type { AddToCart } from '../addToCart';
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
  /** The page context at the moment of an add (read-only, signed in). */
  getContext: () => PageContext;
  /** The widgets' one add-to-cart command (it publishes `update cart`). */
  addToCart: AddToCart;
};

export type CardStore = {
  getState(): CardStoreState;
  subscribe(listener: () => void): () => void;
  setQuantity(itemId: number, quantity: number | null): void;
  /**
   * Adds the card's quantity of `item` to the cart; resolves when settled (never rejects)
   * with the sentence for the page's live region ("Added 24 of … to the cart."), or null
   * when nothing was added. Why an add failed is the card's `error`, which the card shows as
   * an alert: said once, not also in the live region.
   */
  addToCart(item: Pick<SearchItem, 'itemId' | 'itemNumber' | 'itemName' | 'sellMultiple' | 'customerPrice'>): Promise<string | null>;
  /**
   * After a customer or ship-to switch: an add still on its way was the previous customer's,
   * so its answer is dropped (no "Added" on the card). Typed quantities stay.
   */
  refresh(): void;
};

/** A card no one has touched yet: its quantity starts at the sell multiple. */
export function initialCardState(sellMultiple: number): CardState {
  return { quantity: sellMultiple, adding: false, error: null, added: null };
}

export function createCardStore(options: CardStoreOptions): CardStore {
  const store = createStore<CardStoreState>({ cards: new Map() });
  // Bumped by refresh: an add answered for an older customer is not this page's news.
  let customerGeneration = 0;

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
      const context = options.getContext();
      const generation = customerGeneration;
      const card = store.getState().cards.get(item.itemId) ?? initialCardState(item.sellMultiple);
      const quantity = card.quantity;
      if (card.adding || quantity === null || quantity <= 0 || context.readOnly || cartOwner(context) === null) return null;
      update(item.itemId, card, { adding: true, error: null, added: null });
      try {
        await options.addToCart({ kind: 'item', itemId: item.itemId, itemNumber: item.itemNumber, quantity, price: item.customerPrice });
        if (generation !== customerGeneration) {
          update(item.itemId, card, { adding: false });
          return null;
        }
        update(item.itemId, card, { adding: false, added: quantity });
        return `Added ${quantity} of ${item.itemName} to the cart.`;
      } catch (error) {
        if (generation !== customerGeneration) {
          update(item.itemId, card, { adding: false });
          return null;
        }
        update(item.itemId, card, { adding: false, error: userMessage(error, 'add this item to your cart') });
        return null;
      }
    },
    refresh() {
      customerGeneration += 1;
      // The last add's "Added" or failure was for the previous customer's cart.
      store.setState(({ cards }) => {
        const next = new Map<number, CardState>();
        for (const [itemId, card] of cards) next.set(itemId, { ...card, error: null, added: null });
        return { cards: next };
      });
    },
  };
}
