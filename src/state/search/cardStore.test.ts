import type { AddItemToCartRequest } from '../../contract/requests';
import { describe, expect, it, vi } from 'vitest';
import type { CartInfo } from '../../contract/responses';
import { ServiceError } from '../../api/errors';
import type { PageContext } from '../../contract/pageData';
import { createAddToCart } from '../addToCart';
import { createCardStore } from './cardStore';
import { anonymousContext, flush, makeItem, signedInContext } from './testing';

const cart: CartInfo = { lineCount: 3, totalQuantity: 40, subtotal: 120 };

function setup({ context = signedInContext(), getContext = () => context }: { context?: PageContext; getContext?: () => PageContext } = {}) {
  const emit = vi.fn();
  let release: (value: CartInfo) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const addItemToCart = vi.fn(
    (_body: AddItemToCartRequest) =>
      new Promise<CartInfo>((resolve, reject) => {
        release = resolve;
        fail = reject;
      }),
  );
  const unused = () => Promise.reject(new Error('not used by a card'));
  const addToCart = createAddToCart({
    getContext,
    calls: { addItemToCart, addItemsToCart: unused, addKitItemToCart: unused },
    bus: { emit },
  });
  const store = createCardStore({ getContext, addToCart });
  return { store, emit, addItemToCart, release: (v: CartInfo) => release(v), fail: (e: unknown) => fail(e) };
}

const item = makeItem({ itemId: 7, itemNumber: 'POT-6', sellMultiple: 12, customerPrice: 1.75 });

describe('card store', () => {
  it('posts the card quantity with the page context and publishes update cart with the added item', async () => {
    const { store, emit, addItemToCart, release } = setup();
    store.setQuantity(7, 24);
    const done = store.addToCart(item);
    expect(store.getState().cards.get(7)?.adding).toBe(true);
    expect(addItemToCart).toHaveBeenCalledWith(
      {
      companyUserId: 42,
      customerNumber: '100234',
      defaultWarehouseCode: '1001',
      itemId: 7,
      qty: 24,
      shipTo: '001',
      price: 1.75,
      manualPrice: false,
      warehouseCode: '1001',
      quantity: 24,
      },
      undefined,
    );
    release(cart);
    expect(await done).toBe('Added 24 of Item 7 to the cart.');
    expect(emit).toHaveBeenCalledWith('update cart', { cart, addedItem: { itemId: 7, itemNumber: 'POT-6', quantity: 24 } });
    expect(store.getState().cards.get(7)).toMatchObject({ adding: false, added: 24, error: null, quantity: 24 });
  });

  it('starts an untouched card at the sell multiple', async () => {
    const { store, addItemToCart, release } = setup();
    const done = store.addToCart(item);
    expect(addItemToCart.mock.calls[0]).toBeDefined();
    expect((addItemToCart.mock.calls[0] as unknown as [{ qty: number }])[0].qty).toBe(12);
    release(cart);
    await done;
  });

  it('sends one request for a double click', async () => {
    const { store, addItemToCart, release } = setup();
    const first = store.addToCart(item);
    const second = store.addToCart(item);
    release(cart);
    await Promise.all([first, second]);
    expect(addItemToCart).toHaveBeenCalledTimes(1);
  });

  it('keeps the quantity and leaves a message on the card when the add fails, for the card alone to say (not the live region too)', async () => {
    const { store, emit, fail } = setup();
    store.setQuantity(7, 36);
    const done = store.addToCart(item);
    fail(new ServiceError({ kind: 'http', status: 500, message: 'Item 7 is discontinued', path: 'Cart/AddItemToCart', error: null }));
    expect(await done).toBeNull();
    expect(emit).not.toHaveBeenCalled();
    expect(store.getState().cards.get(7)).toMatchObject({ adding: false, quantity: 36, error: 'Item 7 is discontinued.' });
  });

  it('clears the last message when the quantity changes', async () => {
    const { store, fail } = setup();
    const done = store.addToCart(item);
    fail(new Error('boom'));
    await done;
    store.setQuantity(7, 48);
    expect(store.getState().cards.get(7)?.error).toBeNull();
  });

  it('adds nothing for quantity 0 or empty, in a read-only context, or for an anonymous visitor', async () => {
    const zero = setup();
    zero.store.setQuantity(7, 0);
    await zero.store.addToCart(item);
    zero.store.setQuantity(7, null);
    await zero.store.addToCart(item);
    expect(zero.addItemToCart).not.toHaveBeenCalled();

    const readOnly = setup({ context: signedInContext({ readOnly: true }) });
    await readOnly.store.addToCart(item);
    expect(readOnly.addItemToCart).not.toHaveBeenCalled();

    const anonymous = setup({ context: anonymousContext() });
    await anonymous.store.addToCart(item);
    expect(anonymous.addItemToCart).not.toHaveBeenCalled();
    await flush();
  });

  it('drops an add answered after a customer switch: no update cart, no Added, the quantity stays', async () => {
    let context = signedInContext();
    const { store, emit, release } = setup({ getContext: () => context });
    store.setQuantity(7, 24);
    const done = store.addToCart(item);
    context = signedInContext({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true } });
    store.refresh();
    release(cart);
    await done;
    expect(emit).not.toHaveBeenCalled();
    expect(store.getState().cards.get(7)).toEqual({ quantity: 24, adding: false, error: null, added: null });
  });

  it('sends an add after a switch for the customer the page acts for then', async () => {
    let context = signedInContext();
    const { store, addItemToCart, release } = setup({ getContext: () => context });
    context = signedInContext({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true }, shipTo: '002' });
    store.refresh();
    const done = store.addToCart(item);
    release(cart);
    await done;
    expect(addItemToCart.mock.calls[0]?.[0]).toMatchObject({ customerNumber: '100512', shipTo: '002' });
  });
});
