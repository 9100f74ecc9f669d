import { describe, expect, it } from 'vitest';
import { describeFavoritesAdd, favoriteCartOrder } from './favoritesCart';

const line = (itemId: number, quantity: number | null, packageQuantity = 1, purchasable = true) => ({
  itemId,
  quantity,
  packageQuantity,
  purchasable,
});

describe('favoriteCartOrder', () => {
  it('rounds 7 up to 10 when the package quantity is 5', () => {
    expect(favoriteCartOrder([line(1, 7, 5)]).items).toEqual([{ itemId: 1, qty: 10 }]);
  });

  it('keeps list order and sends a whole number of packs as it is', () => {
    expect(favoriteCartOrder([line(3, 12, 6), line(1, 2)]).items).toEqual([
      { itemId: 3, qty: 12 },
      { itemId: 1, qty: 2 },
    ]);
  });

  it('leaves out lines that cannot be bought or have no quantity, and counts them', () => {
    const order = favoriteCartOrder([line(1, 4), line(2, null), line(3, 0), line(4, 5, 1, false)]);
    expect(order).toEqual({ items: [{ itemId: 1, qty: 4 }], skipped: 3 });
  });

  it('sends an item listed twice once, with the quantities added', () => {
    expect(favoriteCartOrder([line(1, 5, 5), line(1, 6, 5)]).items).toEqual([{ itemId: 1, qty: 15 }]);
  });
});

describe('describeFavoritesAdd', () => {
  it('says how many were added and what was left out', () => {
    expect(describeFavoritesAdd(1, 0)).toBe('Added 1 item to your cart.');
    expect(describeFavoritesAdd(3, 2)).toBe('Added 3 items to your cart. 2 items were left out: not available to order or no quantity.');
  });
});
