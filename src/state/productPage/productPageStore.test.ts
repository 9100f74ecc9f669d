import { describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../api/errors';
import type { PageContext } from '../../contract/pageData';
import type { CartInfo, ProductDetail, SearchItem } from '../../contract/responses';
import { anonymousPageContext, deferred, testPageContext } from '../../testing';
import { addOnFixture, productDetailFixture, searchItemFixture } from '../configuratorFixtures';
import { addOnQuantity, createProductPageStore, RECENTLY_ORDERED_SHOWN, selectedCartLines, type ProductPageServices } from './productPageStore';

const data = { itemNumber: 'HB-1020', itemId: 501, categoryId: 12 };
const cart: CartInfo = { lineCount: 2, totalQuantity: 40, subtotal: 80 };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A deferred answer the test settles. */
function setup(context: PageContext = testPageContext(), overrides: Partial<ProductPageServices> = {}, item: ProductDetail = productDetailFixture({ stockDesignationId: 2, relatedItemIds: [701, 702] })) {
  const services = {
    getItem: vi.fn(async () => item),
    getProductCustomerPrice: vi.fn(async () => ({ prices: [{ itemNumber: 'HB-1020', customerPrice: 1.8, msrp: 2.5, pricingLoaded: true }, { itemNumber: 'X', customerPrice: 9, msrp: null, pricingLoaded: true }] })),
    getStockDesignationResult: vi.fn(async () => ({ stockMessage: 'In stock at Burton, OH', disablePurchasing: false })),
    getProductSquare: vi.fn(async ({ itemId }: { itemId: number }) => searchItemFixture({ itemId, itemName: `Square ${itemId}` })),
    getRecentlyOrderedItems: vi.fn(async () => ({ items: [501, 801, 802].map((itemId) => searchItemFixture({ itemId })) })),
    ...overrides,
  };
  const addToCart = vi.fn(async () => cart);
  const store = createProductPageStore({ data, getContext: () => context, services, addToCart });
  return { store, services, addToCart };
}

describe('product page store', () => {
  it('asks for the item and the price at once with the page context, then the stock with the item designation', async () => {
    const { store, services } = setup();
    store.start();
    expect(services.getItem).toHaveBeenCalledWith({ itemNumber: 'HB-1020', customerNumber: '100234', warehouseCode: '1001', shipTo: '001' }, expect.anything());
    expect(services.getProductCustomerPrice).toHaveBeenCalledWith({ itemNumber: 'HB-1020', customerNumber: '100234', warehouseCode: '1001', shipTo: '001' }, expect.anything());
    expect(services.getStockDesignationResult).not.toHaveBeenCalled();
    await flush();
    expect(services.getStockDesignationResult).toHaveBeenCalledWith(
      { itemId: 501, stockDesignationId: 2, customerNumber: '100234', shipToNumber: '001', warehouseCode: '1001' },
      expect.anything(),
    );
    await flush();
    const state = store.getState();
    expect(state.item.status).toBe('ready');
    expect(state.price.value).toEqual({ itemNumber: 'HB-1020', customerPrice: 1.8, msrp: 2.5, pricingLoaded: true });
    expect(state.stock.value?.stockMessage).toBe('In stock at Burton, OH');
  });

  it('shows related items as product squares, one GetProductSquare per related id, leaving out a square that fails', async () => {
    const { store, services } = setup(testPageContext(), {
      getProductSquare: vi.fn(async ({ itemId }: { itemId: number }) => {
        if (itemId === 702) throw new Error('gone');
        return searchItemFixture({ itemId });
      }),
    });
    store.start();
    store.startLater();
    await vi.waitFor(() => expect(store.getState().related.status).toBe('ready'));
    expect(services.getProductSquare).toHaveBeenCalledWith({ itemId: 701, customerNumber: '100234' }, expect.anything());
    expect(store.getState().related.value?.map((i) => i.itemId)).toEqual([701]);
  });

  it('lists recently ordered items for a signed-in user, without the item of the page, at most RECENTLY_ORDERED_SHOWN', async () => {
    const many = Array.from({ length: 10 }, (_, i) => searchItemFixture({ itemId: 900 + i }));
    const { store, services } = setup(testPageContext(), { getRecentlyOrderedItems: vi.fn(async () => ({ items: [searchItemFixture({ itemId: 501 }), ...many] })) });
    store.start();
    store.startLater();
    await vi.waitFor(() => expect(store.getState().recent.status).toBe('ready'));
    expect(services.getRecentlyOrderedItems).toHaveBeenCalledWith({ companyUserId: 42, customerNumber: '100234', warehouseCode: '1001', shipTo: '001' }, expect.anything());
    const ids = store.getState().recent.value!.map((i) => i.itemId);
    expect(ids).not.toContain(501);
    expect(ids).toHaveLength(RECENTLY_ORDERED_SHOWN);
  });

  it('asks for the recently ordered items and the related squares only with startLater (after the first paint), once, and again on refresh after it', async () => {
    const { store, services } = setup();
    store.start();
    await vi.waitFor(() => expect(store.getState().stock.status).toBe('ready'));
    expect(services.getRecentlyOrderedItems).not.toHaveBeenCalled();
    expect(services.getProductSquare).not.toHaveBeenCalled();
    expect(store.getState().recent.status).toBe('idle');
    expect(store.getState().related.status).toBe('idle');
    store.startLater();
    store.startLater();
    expect(services.getRecentlyOrderedItems).toHaveBeenCalledTimes(1);
    expect(services.getProductSquare).toHaveBeenCalledTimes(2);
    store.refresh();
    expect(services.getRecentlyOrderedItems).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(services.getProductSquare).toHaveBeenCalledTimes(4));
  });

  it('asks for the related squares once the item is in when startLater came first', async () => {
    const item = deferred<ProductDetail>();
    const { store, services } = setup(testPageContext(), { getItem: vi.fn(() => item.promise) });
    store.start();
    store.startLater();
    expect(services.getProductSquare).not.toHaveBeenCalled();
    item.resolve(productDetailFixture({ relatedItemIds: [701] }));
    await vi.waitFor(() => expect(store.getState().related.value?.map((i) => i.itemId)).toEqual([701]));
  });

  it('a refresh before startLater asks for no recently ordered items or related squares yet', async () => {
    const { store, services } = setup();
    store.start();
    store.refresh();
    expect(services.getItem).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(store.getState().stock.status).toBe('ready'));
    expect(services.getRecentlyOrderedItems).not.toHaveBeenCalled();
    expect(services.getProductSquare).not.toHaveBeenCalled();
  });

  it('asks an anonymous visitor for no price, stock or recently ordered items', async () => {
    const { store, services } = setup(anonymousPageContext());
    store.start();
    store.startLater();
    await vi.waitFor(() => expect(store.getState().item.status).toBe('ready'));
    expect(services.getItem).toHaveBeenCalledWith({ itemNumber: 'HB-1020', customerNumber: null, warehouseCode: '1001', shipTo: null }, expect.anything());
    expect(services.getProductCustomerPrice).not.toHaveBeenCalled();
    expect(services.getStockDesignationResult).not.toHaveBeenCalled();
    expect(services.getRecentlyOrderedItems).not.toHaveBeenCalled();
  });

  it('asks for no price when prices are hidden (withCustomer), but for the stock', async () => {
    const { store, services } = setup(testPageContext({ withCustomer: true }));
    store.start();
    await vi.waitFor(() => expect(store.getState().stock.status).toBe('ready'));
    expect(services.getProductCustomerPrice).not.toHaveBeenCalled();
  });

  it('says an unknown item number (the service answers 400 or 404) is not found', async () => {
    const { store } = setup(testPageContext(), {
      getItem: vi.fn(async () => {
        throw new ServiceError({ kind: 'http', status: 400, path: 'Product/GetItem', message: 'itemNumber: there is no item "HB-1020".', error: null });
      }),
    });
    store.start();
    await vi.waitFor(() => expect(store.getState().item.status).toBe('error'));
    expect(store.getState().item).toMatchObject({ notFound: true, value: null });
    expect(store.getState().item.error).toContain('We could not find item "HB-1020".');
  });

  it('keeps the page when the price call fails, with an error that Retry clears', async () => {
    const getProductCustomerPrice = vi
      .fn<ProductPageServices['getProductCustomerPrice']>()
      .mockRejectedValueOnce(new ServiceError({ kind: 'network', path: 'Product/GetProductCustomerPrice', message: '', error: null }))
      .mockResolvedValueOnce({ prices: [{ itemNumber: 'HB-1020', customerPrice: 1.8, msrp: null, pricingLoaded: true }] });
    const { store } = setup(testPageContext(), { getProductCustomerPrice });
    store.start();
    await vi.waitFor(() => expect(store.getState().price.status).toBe('error'));
    expect(store.getState().item.status).toBe('ready');
    expect(store.getState().price.error).toMatch(/price/);
    store.retryPrice();
    await vi.waitFor(() => expect(store.getState().price.status).toBe('ready'));
    expect(store.getState().price.value?.customerPrice).toBe(1.8);
  });

  it('keeps the page when the stock call fails, with an error that Retry clears', async () => {
    const getStockDesignationResult = vi
      .fn<ProductPageServices['getStockDesignationResult']>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ stockMessage: 'Back soon', disablePurchasing: true });
    const { store } = setup(testPageContext(), { getStockDesignationResult });
    store.start();
    await vi.waitFor(() => expect(store.getState().stock.status).toBe('error'));
    store.retryStock();
    await vi.waitFor(() => expect(store.getState().stock.value?.disablePurchasing).toBe(true));
  });

  it('refresh() asks again with the context of that moment and drops the answers of requests started before it', async () => {
    let context = testPageContext();
    const first = deferred<ProductDetail>();
    const getItem = vi.fn<ProductPageServices['getItem']>().mockReturnValueOnce(first.promise).mockResolvedValueOnce(productDetailFixture({ itemName: 'For the new customer' }));
    const getProductCustomerPrice = vi.fn<ProductPageServices['getProductCustomerPrice']>(async () => ({ prices: [] }));
    const services = { ...setup().services, getItem, getProductCustomerPrice };
    const store = createProductPageStore({ data, getContext: () => context, services, addToCart: vi.fn(async () => cart) });
    store.start();
    context = testPageContext({ customer: { customerNumber: '200500', customerType: 'Retail', ecomCustomer: false }, shipTo: '002' });
    store.refresh();
    expect(getItem.mock.calls[1]![0]).toMatchObject({ customerNumber: '200500', shipTo: '002' });
    await vi.waitFor(() => expect(store.getState().item.value?.itemName).toBe('For the new customer'));
    first.resolve(productDetailFixture({ itemName: 'For the old customer' }));
    await flush();
    expect(store.getState().item.value?.itemName).toBe('For the new customer');
    expect(getProductCustomerPrice.mock.calls.at(-1)![0]).toMatchObject({ customerNumber: '200500' });
  });

  it('adds the item and the chosen add-ons, each at its suggested or own quantity, in one request', async () => {
    const { store, addToCart } = setup();
    store.start();
    await vi.waitFor(() => expect(store.getState().item.status).toBe('ready'));
    store.setAddOnSelected(601, true); // 1 per unit, packs of 5: 30 -> 30
    store.setAddOnSelected(602, true); // 0.5 per unit, packs of 4: 15 -> 16
    store.setAddOnQuantity(602, 8);
    await store.addSelected(30);
    expect(addToCart).toHaveBeenCalledTimes(1);
    expect(addToCart).toHaveBeenCalledWith({
      kind: 'items',
      lines: [{ itemId: 501, qty: 30 }, { itemId: 601, qty: 30 }, { itemId: 602, qty: 8 }],
      addedItem: { itemId: 501, itemNumber: 'HB-1020', quantity: 30 },
    });
    expect(store.getState().addSelectedMessage).toBe('Added 30 of Heavy-Duty 1020 Flat Tray, No Holes and 2 add-ons to the cart.');
  });

  it('adds nothing when read-only, when the stock answer disables purchasing, or for quantity 0', async () => {
    const readOnly = setup(testPageContext({ readOnly: true }));
    readOnly.store.start();
    await vi.waitFor(() => expect(readOnly.store.getState().item.status).toBe('ready'));
    await readOnly.store.addSelected(30);
    expect(readOnly.addToCart).not.toHaveBeenCalled();

    const disabled = setup(testPageContext(), { getStockDesignationResult: vi.fn(async () => ({ stockMessage: 'Discontinued', disablePurchasing: true })) });
    disabled.store.start();
    await vi.waitFor(() => expect(disabled.store.getState().stock.status).toBe('ready'));
    await disabled.store.addSelected(30);
    await disabled.store.addSelected(0);
    expect(disabled.addToCart).not.toHaveBeenCalled();
  });

  it('sends one request for a double click of Add selected to cart', async () => {
    const answer = deferred<CartInfo>();
    const { store, addToCart } = setup();
    addToCart.mockReturnValueOnce(answer.promise);
    store.start();
    await vi.waitFor(() => expect(store.getState().item.status).toBe('ready'));
    const first = store.addSelected(30);
    const second = store.addSelected(30);
    answer.resolve(cart);
    await Promise.all([first, second]);
    expect(addToCart).toHaveBeenCalledTimes(1);
  });
});

describe('add-on quantities', () => {
  const addOn = addOnFixture({ perMainUnit: 0.5, item: { itemId: 602, sellMultiple: 4 } });

  it('follows the main quantity, rounded up to the add-on package, until the user sets one', () => {
    expect(addOnQuantity(addOn, undefined, 30)).toBe(16);
    expect(addOnQuantity(addOn, { selected: true, quantity: null, edited: false }, 10)).toBe(8);
    expect(addOnQuantity(addOn, { selected: true, quantity: 12, edited: true }, 10)).toBe(12);
  });

  it('sends no lines for an empty or zero main quantity, and leaves out add-ons that are not chosen or cannot be bought', () => {
    const blocked = addOnFixture({ item: { itemId: 603, stockResult: { stockMessage: 'No', disablePurchasing: true } as SearchItem['stockResult'] } });
    const item = productDetailFixture({ addOns: [addOn, blocked] });
    expect(selectedCartLines(item, {}, null)).toEqual([]);
    expect(selectedCartLines(item, {}, 0)).toEqual([]);
    const choices = { 602: { selected: false, quantity: null, edited: false }, 603: { selected: true, quantity: null, edited: false } };
    expect(selectedCartLines(item, choices, 10)).toEqual([{ itemId: 501, qty: 10 }]);
  });
});
