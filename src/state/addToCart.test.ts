import { describe, expect, it, vi } from 'vitest';
import type { PageContext } from '../contract/pageData';
import type { CartInfo } from '../contract/responses';
import { anonymousPageContext, testPageContext } from '../testing';
import { createAddToCart, NoCartOwnerError } from './addToCart';

const cart: CartInfo = { lineCount: 4, totalQuantity: 60, subtotal: 99.5 };
const owner = { companyUserId: 42, customerNumber: '100234', defaultWarehouseCode: '1001', shipTo: '001' };

function setup(context: PageContext = testPageContext()) {
  let current = context;
  const calls = {
    addItemToCart: vi.fn(async () => cart),
    addItemsToCart: vi.fn(async () => cart),
    addKitItemToCart: vi.fn(async () => cart),
  };
  const emit = vi.fn();
  const addToCart = createAddToCart({ getContext: () => current, calls, bus: { emit } });
  return { addToCart, calls, emit, switchTo: (next: PageContext) => (current = next) };
}

describe('add-to-cart command', () => {
  it('adds one item with the cart owner and both spellings of warehouse and quantity, then publishes update cart with the added item', async () => {
    const { addToCart, calls, emit } = setup();
    await expect(addToCart({ kind: 'item', itemId: 7, itemNumber: 'POT-6', quantity: 24, price: 1.75 })).resolves.toEqual(cart);
    expect(calls.addItemToCart).toHaveBeenCalledWith(
      { ...owner, itemId: 7, qty: 24, price: 1.75, manualPrice: false, warehouseCode: '1001', quantity: 24 },
      undefined,
    );
    expect(emit).toHaveBeenCalledWith('update cart', { cart, addedItem: { itemId: 7, itemNumber: 'POT-6', quantity: 24 } });
  });

  it('adds several items in one Cart/AddItemsToCart request', async () => {
    const { addToCart, calls, emit } = setup();
    const addedItem = { itemId: 7, itemNumber: 'POT-6', quantity: 24 };
    await addToCart({ kind: 'items', lines: [{ itemId: 7, qty: 24 }, { itemId: 9, qty: 5 }], addedItem });
    expect(calls.addItemsToCart).toHaveBeenCalledTimes(1);
    expect(calls.addItemsToCart).toHaveBeenCalledWith({ ...owner, items: [{ itemId: 7, qty: 24 }, { itemId: 9, qty: 5 }] }, undefined);
    expect(emit).toHaveBeenCalledWith('update cart', { cart, addedItem });
  });

  it('adds a kit with Cart/AddKitItemToCart and publishes the cart without an added item', async () => {
    const { addToCart, calls, emit } = setup();
    await addToCart({ kind: 'kit', lines: [{ itemId: 3, qty: 2 }] });
    expect(calls.addKitItemToCart).toHaveBeenCalledWith({ ...owner, items: [{ itemId: 3, qty: 2 }] }, undefined);
    expect(emit).toHaveBeenCalledWith('update cart', { cart });
  });

  it('reads the customer and ship-to at the moment of the call', async () => {
    const { addToCart, calls, switchTo } = setup();
    switchTo(testPageContext({ customer: { customerNumber: '200500', customerType: 'Retail', ecomCustomer: false }, shipTo: '002' }));
    await addToCart({ kind: 'kit', lines: [{ itemId: 3, qty: 2 }] });
    expect((calls.addKitItemToCart.mock.calls[0] as unknown[])[0]).toMatchObject({ customerNumber: '200500', shipTo: '002' });
  });

  it('refuses without a signed-in customer, calling nothing and publishing nothing', async () => {
    const { addToCart, calls, emit } = setup(anonymousPageContext());
    await expect(addToCart({ kind: 'kit', lines: [{ itemId: 3, qty: 2 }] })).rejects.toBeInstanceOf(NoCartOwnerError);
    expect(calls.addKitItemToCart).not.toHaveBeenCalled();
    expect(emit).not.toHaveBeenCalled();
  });

  it('publishes nothing when the call fails', async () => {
    const { addToCart, calls, emit } = setup();
    calls.addItemToCart.mockRejectedValueOnce(new Error('down'));
    await expect(addToCart({ kind: 'item', itemId: 7, itemNumber: 'POT-6', quantity: 12, price: null })).rejects.toThrow('down');
    expect(emit).not.toHaveBeenCalled();
  });

  it("publishes no update cart when the customer or ship-to switched while the call was on its way (that cart is the previous customer's)", async () => {
    const { addToCart, calls, emit, switchTo } = setup();
    let answer: (value: CartInfo) => void = () => {};
    calls.addItemToCart.mockImplementationOnce(() => new Promise<CartInfo>((resolve) => (answer = resolve)));
    const done = addToCart({ kind: 'item', itemId: 7, itemNumber: 'POT-6', quantity: 24, price: 1.75 });
    switchTo(testPageContext({ shipTo: '002' }));
    answer(cart);
    await expect(done).resolves.toEqual(cart);
    expect(emit).not.toHaveBeenCalled();
  });
});
