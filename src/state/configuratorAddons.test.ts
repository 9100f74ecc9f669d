import { describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../api/errors';
import { createBus } from '../bus/bus';
import type { CartInfo } from '../contract/responses';
import { getItem } from '../api/product';
import { anonymousPageContext, createFakeServiceClient, testPageContext, type FakeRoutes } from '../testing';
import { cartAddCalls } from '../connect/addToCartFor';
import { createAddToCart } from './addToCart';
import { createAddonsConfigurator, type AddonsConfiguratorOptions } from './configuratorAddons';
import { productDetailFixture } from './configuratorFixtures';

const cart: CartInfo = { lineCount: 2, totalQuantity: 40, subtotal: 80 };

async function ready(options: Partial<AddonsConfiguratorOptions> = {}, routes: FakeRoutes = {}) {
  const client = createFakeServiceClient({
    'Product/GetItem': () => productDetailFixture(),
    'Cart/AddItemsToCart': () => cart,
    ...routes,
  });
  const bus = createBus();
  const getContext = options.getContext ?? (() => testPageContext());
  const configurator = createAddonsConfigurator({
    itemNumber: 'HB-1020',
    quantity: 30,
    services: { getItem: (body, callOptions) => getItem(client, body, callOptions) },
    getContext,
    addToCart: createAddToCart({ getContext, calls: cartAddCalls(client), bus }),
    ...options,
  });
  configurator.start();
  await vi.waitFor(() => expect(configurator.getState().status).not.toBe('loading'));
  return { configurator, client, bus };
}

describe('add-ons configurator', () => {
  it('loads the item for the customer and suggests perMainUnit x quantity rounded up to each add-on package', async () => {
    const { configurator, client } = await ready();
    expect(client.bodiesOf('Product/GetItem')).toEqual([{ itemNumber: 'HB-1020', customerNumber: '100234', warehouseCode: '1001', shipTo: '001' }]);
    expect(configurator.getState()).toMatchObject({
      status: 'ready',
      quantity: 30,
      roundedFrom: null,
      choices: {
        601: { selected: true, quantity: 30, edited: false }, // 1 per tray, packs of 5
        602: { selected: false, quantity: 16, edited: false }, // 0.5 x 30 = 15, packs of 4
      },
    });
  });

  it('rounds a quantity from the address up to the item package and says so', async () => {
    const { configurator } = await ready({ quantity: 25 });
    expect(configurator.getState()).toMatchObject({ quantity: 30, roundedFrom: 25 });
  });

  it('holds 999,999 from the address to 999,990, the whole packs of 10 one line may hold, and says it rounded down', async () => {
    const { configurator } = await ready({ quantity: 999_999 });
    expect(configurator.getState()).toMatchObject({ quantity: 999_990, roundedFrom: 999_999 });
  });

  it('starts at the package quantity when the address gives none', async () => {
    const { configurator } = await ready({ quantity: null });
    expect(configurator.getState().quantity).toBe(10);
  });

  it('moves suggested add-on quantities with the main quantity, but not one the user set', async () => {
    const { configurator } = await ready();
    configurator.setAddOnQuantity(601, 50);
    configurator.setQuantity(60);
    expect(configurator.getState().choices).toMatchObject({ 601: { quantity: 50, edited: true }, 602: { quantity: 32 } });
  });

  it('adds the item and the chosen add-ons in one AddItemsToCart call and publishes update cart', async () => {
    const { configurator, client, bus } = await ready();
    const published = vi.fn();
    bus.on('update cart', 'test', published);
    configurator.setAddOnSelected(602, true);
    await configurator.addToCart();
    expect(client.bodiesOf('Cart/AddItemsToCart')).toEqual([
      {
        companyUserId: 42, customerNumber: '100234', defaultWarehouseCode: '1001', shipTo: '001',
        items: [{ itemId: 501, qty: 30 }, { itemId: 601, qty: 30 }, { itemId: 602, qty: 16 }],
      },
    ]);
    expect(published).toHaveBeenCalledWith({ cart, addedItem: { itemId: 501, itemNumber: 'HB-1020', quantity: 30 } });
    expect(configurator.getState().addedMessage).toBe('Heavy-Duty 1020 Flat Tray, No Holes with 2 add-on items added to your cart.');
  });

  it('leaves out add-ons that are not chosen or have no quantity', async () => {
    const { configurator } = await ready();
    configurator.setAddOnQuantity(601, 0);
    expect(configurator.cartLines()).toEqual([{ itemId: 501, qty: 30 }]);
  });

  it('adds once when Add is pressed twice', async () => {
    const { configurator, client } = await ready();
    await Promise.all([configurator.addToCart(), configurator.addToCart()]);
    expect(client.bodiesOf('Cart/AddItemsToCart')).toHaveLength(1);
  });

  it('keeps the choices and says why when adding fails', async () => {
    const { configurator } = await ready({}, {
      'Cart/AddItemsToCart': () => {
        throw new ServiceError({ kind: 'network', path: 'Cart/AddItemsToCart', message: '', error: null });
      },
    });
    await configurator.addToCart();
    expect(configurator.getState()).toMatchObject({
      adding: false,
      quantity: 30,
      addError: 'Could not reach the store to add these items to your cart. Check your connection and try again.',
    });
  });

  it('reports an unknown item number the service refuses as a bad request as not found', async () => {
    const { configurator } = await ready({ itemNumber: 'NOPE' }, {
      'Product/GetItem': () => {
        throw new ServiceError({ kind: 'http', status: 400, path: 'Product/GetItem', message: 'itemNumber: there is no item "NOPE".', error: 'BadRequest' });
      },
    });
    expect(configurator.getState().status).toBe('notFound');
  });

  it('reports an unknown item number as not found', async () => {
    const { configurator } = await ready({ itemNumber: 'NOPE' }, {
      'Product/GetItem': () => {
        throw new ServiceError({ kind: 'http', status: 404, path: 'Product/GetItem', message: 'No item NOPE.', error: 'NotFound' });
      },
    });
    expect(configurator.getState()).toMatchObject({
      status: 'notFound',
      loadError: 'We could not find item "NOPE". Check the item number, or find the item in search.',
    });
  });

  it('blocks adding when anonymous, read-only, purchasing is disabled or the quantity is 0', async () => {
    expect((await ready({ getContext: () => anonymousPageContext() })).configurator.addBlockedReason()).toBe('Sign in to order.');
    expect((await ready({ getContext: () => testPageContext({ readOnly: true }) })).configurator.addBlockedReason()).toBe(
      'Adding to the cart is turned off for this page.',
    );
    const disabled = await ready({}, {
      'Product/GetItem': () => productDetailFixture({ stockResult: { stockMessage: 'Discontinued', disablePurchasing: true } }),
    });
    expect(disabled.configurator.addBlockedReason()).toBe('Discontinued');
    const { configurator, client } = await ready();
    configurator.setQuantity(0);
    expect(configurator.addBlockedReason()).toBe('Enter a quantity of the item.');
    await configurator.addToCart();
    expect(client.bodiesOf('Cart/AddItemsToCart')).toEqual([]);
  });
});

describe('customer switch', () => {
  it('after a customer switch loads the item for the new customer and keeps the quantity and the choices', async () => {
    let context = testPageContext();
    const { configurator, client } = await ready({ getContext: () => context });
    configurator.setQuantity(60);
    configurator.setAddOnSelected(602, true);
    const before = configurator.getState();
    context = testPageContext({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true }, shipTo: '002' });
    configurator.refresh();
    await vi.waitFor(() => expect(configurator.getState().status).toBe('ready'));
    expect(client.bodiesOf('Product/GetItem')[1]).toEqual({ itemNumber: 'HB-1020', customerNumber: '100512', warehouseCode: '1001', shipTo: '002' });
    expect(configurator.getState().quantity).toBe(60);
    expect(configurator.getState().choices).toEqual(before.choices);
  });
});
