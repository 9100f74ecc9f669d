import { describe, expect, it, vi } from 'vitest';
import type { ServiceClient } from '../api/client';
import type { PageContext } from '../contract/pageData';
import type { FavoriteList, SearchItem } from '../contract/responses';
import { createFakeServiceClient } from '../testing/fakeServiceClient';
import { testPageContext } from '../testing/pageData';
import { cartAddCalls } from '../connect/addToCartFor';
import { favoritesServices } from '../connect/favorites/start';
import { favoritesPageServices } from '../../widgets/favoritesPage/start';
import { createAddToCart } from './addToCart';
import { createFavoritesPageStore, lineKey } from './favoritesPageStore';
import { createFavoritesStore } from './favoritesStore';
import { makeItem } from './search/testing';

const spring: FavoriteList = { favoriteListId: 1, name: 'Spring', itemIds: [7, 8, 9] };
const other: FavoriteList = { favoriteListId: 2, name: 'Other', itemIds: [7] };

const items: Record<number, SearchItem> = {
  7: makeItem({ itemId: 7, itemName: 'Pot', sellMultiple: 5 }),
  8: makeItem({ itemId: 8, itemName: 'Tray', sellMultiple: 1 }),
  9: makeItem({ itemId: 9, itemName: 'Gone', sellMultiple: 1, stockResult: { stockMessage: 'Discontinued', disablePurchasing: true } }),
};

function setup(context: () => PageContext = () => testPageContext()) {
  const client = createFakeServiceClient({
    'Customer/FavoriteLists': () => ({ lists: [spring, other] }),
    'Product/GetProductSquare': (body) => ({ ...items[body.itemId]!, customerPrice: body.customerNumber === 'OTHER' ? 9 : 1.75 }),
    'Cart/AddItemsToCart': () => ({ lineCount: 2, totalQuantity: 11, subtotal: 20 }),
  });
  const favorites = createFavoritesStore({ services: favoritesServices(client as ServiceClient, 42) });
  const bus = { emit: vi.fn() };
  const env = { client, get context() { return context(); } };
  const page = createFavoritesPageStore({
    services: favoritesPageServices(env),
    getContext: context,
    favorites,
    addToCart: createAddToCart({ getContext: context, calls: cartAddCalls(client), bus }),
  });
  return { client, favorites, page, bus };
}

describe('favoritesPageStore', () => {
  it('looks each item up once, even when it is in two lists', async () => {
    const { client, page } = setup();
    await page.loadItems([spring, other]);
    await page.loadItems([spring, other]);
    expect(client.bodiesOf('Product/GetProductSquare').map((b) => b.itemId).sort()).toEqual([7, 8, 9]);
    expect(page.getState().details.get(7)?.status).toBe('ready');
  });

  it("starts each line at its item's minimum quantity", async () => {
    const { page } = setup();
    await page.loadItems([spring]);
    expect(page.quantityOf(1, 7)).toBe(5);
    expect(page.quantityOf(1, 8)).toBe(1);
  });

  it('adds the whole list in one request, rounding 7 up to 10 for packs of 5 and leaving out what cannot be bought', async () => {
    const { client, page, bus } = setup();
    await page.loadItems([spring]);
    page.setQuantity(1, 7, 7);
    page.setQuantity(1, 8, 3);
    await page.addToCart(spring);
    const bodies = client.bodiesOf('Cart/AddItemsToCart');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.items).toEqual([
      { itemId: 7, qty: 10 },
      { itemId: 8, qty: 3 },
    ]);
    expect(bodies[0]).toMatchObject({ companyUserId: 42, customerNumber: testPageContext().customer!.customerNumber });
    expect(bus.emit).toHaveBeenCalledWith('update cart', { cart: { lineCount: 2, totalQuantity: 11, subtotal: 20 } });
    expect(page.getState().outcome).toMatchObject({ favoriteListId: 1, tone: 'success' });
    expect(page.getState().outcome!.message).toMatch(/^Added 2 items to your cart\. 1 item was left out/);
  });

  it('adds only the checked lines when asked to', async () => {
    const { client, page } = setup();
    await page.loadItems([spring]);
    page.setChecked(1, [8], true);
    await page.addToCart(spring, { onlyChecked: true });
    expect(client.bodiesOf('Cart/AddItemsToCart')[0]!.items).toEqual([{ itemId: 8, qty: 1 }]);
  });

  it('sends nothing, and says why, when no line can be added', async () => {
    const { client, page } = setup();
    await page.loadItems([spring]);
    page.setChecked(1, [9], true);
    await page.addToCart(spring, { onlyChecked: true });
    expect(client.bodiesOf('Cart/AddItemsToCart')).toEqual([]);
    expect(page.getState().outcome?.tone).toBe('error');
  });

  it('sends nothing in a read-only context', async () => {
    const { client, page } = setup(() => testPageContext({ readOnly: true }));
    await page.loadItems([spring]);
    await page.addToCart(spring);
    expect(client.bodiesOf('Cart/AddItemsToCart')).toEqual([]);
  });

  it('keeps a failed add as a message naming the list', async () => {
    const { page, client } = setup();
    (client as { call: ServiceClient['call'] }).call = vi.fn(async (path) => {
      if (path === 'Cart/AddItemsToCart') throw new Error('down');
      return { ...items[7]! } as never;
    });
    await page.loadItems([{ ...spring, itemIds: [7] }]);
    await page.addToCart({ ...spring, itemIds: [7] });
    expect(page.getState().outcome).toMatchObject({ tone: 'error' });
    expect(page.getState().outcome!.message).toContain("add 'Spring' to your cart");
    expect(page.getState().adding).toBeNull();
  });

  it('forgets checks and quantities of lines no longer in their list', async () => {
    const { page } = setup();
    page.setChecked(1, [7, 8], true);
    page.setQuantity(1, 7, 10);
    page.forgetMissing([{ ...spring, itemIds: [8] }]);
    expect([...page.getState().checked]).toEqual([lineKey(1, 8)]);
    expect(page.getState().quantities.size).toBe(0);
  });

  it('refresh reads every item again for the customer the page has now', async () => {
    let context = testPageContext();
    const { client, page } = setup(() => context);
    await page.loadItems([spring, other]);
    context = testPageContext({ customer: { customerNumber: 'OTHER', customerType: 'B', ecomCustomer: false } });
    await page.refresh();
    expect(client.bodiesOf('Customer/FavoriteLists')).toHaveLength(1);
    expect(client.bodiesOf('Product/GetProductSquare').filter((b) => b.customerNumber === 'OTHER')).toHaveLength(3);
    expect(page.getState().details.get(7)?.item?.customerPrice).toBe(9);
  });
});
