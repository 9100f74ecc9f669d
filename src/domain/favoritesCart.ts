/**
 * The favorites page's add to cart (issue 24): which lines of a list go to the cart, in what
 * quantity, in one Cart/AddItemsToCart request. Package rules as everywhere (SPEC section 4):
 * a quantity that is not a whole number of packs is rounded up, never sent as typed.
 */
import { roundUpToPackage } from './quantity';

export type FavoriteOrderLine = {
  itemId: number;
  /** The line's quantity editor; null while empty. */
  quantity: number | null;
  /** The minimum quantity shown for the item: the pack the quantity is rounded up to. */
  packageQuantity: number;
  /** False when the item cannot be bought (stock result, no details yet, no price shown). */
  purchasable: boolean;
};

export type FavoriteCartOrder = {
  /** The lines to send, in list order, each item once. */
  items: { itemId: number; qty: number }[];
  /** Lines left out: not purchasable, or no quantity. */
  skipped: number;
};

/**
 * The request's lines for `lines`: purchasable lines with a quantity above 0, rounded up to
 * whole packs; an item listed twice is sent once with the quantities added.
 */
export function favoriteCartOrder(lines: readonly FavoriteOrderLine[]): FavoriteCartOrder {
  const quantities = new Map<number, number>();
  let skipped = 0;
  for (const line of lines) {
    const qty = line.quantity === null ? 0 : roundUpToPackage(line.quantity, line.packageQuantity);
    if (!line.purchasable || qty <= 0) {
      skipped += 1;
      continue;
    }
    quantities.set(line.itemId, (quantities.get(line.itemId) ?? 0) + qty);
  }
  return { items: [...quantities].map(([itemId, qty]) => ({ itemId, qty })), skipped };
}

/** "Added 3 items to your cart." plus what was left out, for the list's status line. */
export function describeFavoritesAdd(added: number, skipped: number): string {
  const addedText = `Added ${added} ${added === 1 ? 'item' : 'items'} to your cart.`;
  if (skipped === 0) return addedText;
  return `${addedText} ${skipped} ${skipped === 1 ? 'item was' : 'items were'} left out: not available to order or no quantity.`;
}
