// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createBus } from '../../bus/bus';
import { testPageContext } from '../../testing/pageData';
import { createCartPageStores } from './cartPageStores';
import { cartPageServices } from '../../../widgets/cartPage/services';
import type { FakeRoutes } from '../../testing/fakeServiceClient';
import { cartLine, createFakeCartServer, flush, testCartSettings } from './testing';

const stops: (() => void)[] = [];
afterEach(() => {
  while (stops.length) stops.pop()?.();
  // What the estimate keeps for the next visit (a typed zip code, the ship method).
  window.sessionStorage.clear();
});

function setup(extraRoutes: FakeRoutes = {}) {
  const server = createFakeCartServer([cartLine(1), cartLine(2)], {
    'Cart/GetCartSettings': () => testCartSettings,
    'Cart/ValidateZipCode': () => ({ valid: true, message: null, city: 'Cleveland', state: 'OH' }),
    'Cart/GetShippingCost': ({ shipVia }) => ({ shipVia, shippingCost: 40 }),
    ...extraRoutes,
  });
  let context = testPageContext();
  const stores = createCartPageStores({ services: cartPageServices({ client: server.client, get context() { return context; } }), bus: createBus(), window, getContext: () => context, postForm: () => {
    throw new Error('no punchout here: nothing is posted');
  } });
  stops.push(stores.start());
  return { server, stores, switchTo: (next: typeof context) => (context = next) };
}

describe('the cart page stores together', () => {
  it('ask GetCart with the zip code the estimate accepted', async () => {
    const { server, stores } = setup();
    await flush();
    stores.estimate.setZipText('44101');
    stores.estimate.checkZip();
    await flush();
    stores.refresh();
    await flush();
    expect(server.client.bodiesOf('Cart/GetCart').map((b) => b.zipCode)).toEqual([null, '44101']);
  });

  it('ask the shipping cost again when another cart answer is shown', async () => {
    const { server, stores } = setup();
    await flush();
    stores.estimate.setZipText('44101');
    stores.estimate.checkZip();
    await flush();
    expect(server.client.bodiesOf('Cart/GetShippingCost')).toHaveLength(1);
    stores.cart.settleQuantity(1, 18);
    await flush();
    expect(server.client.bodiesOf('Cart/GetShippingCost')).toHaveLength(2);
  });

  it('refresh() asks the cart, the ship methods and the cost again for the context as it is now', async () => {
    const { server, stores, switchTo } = setup();
    await flush();
    stores.estimate.setZipText('44101');
    stores.estimate.checkZip();
    await flush();
    switchTo(testPageContext({ shipTo: '002', customer: { customerNumber: '100500', customerType: 'Grower', ecomCustomer: false } }));
    stores.refresh();
    await flush();
    expect(server.client.bodiesOf('Cart/GetCart').at(-1)).toMatchObject({ customerNumber: '100500', shipTo: '002' });
    expect(server.client.bodiesOf('Cart/GetCartSettings').at(-1)).toMatchObject({ customerNumber: '100500' });
    expect(server.client.bodiesOf('Cart/GetShippingCost').at(-1)).toMatchObject({ customerNumber: '100500', shipTo: '002' });
  });

  it("start the estimate on the zip code Cart/GetCart answers for the cart when nothing better is known, and ask the cost for it", async () => {
    const { server, stores } = setup({
      'Cart/GetCart': () => ({ lineCount: 1, totalQuantity: 6, subtotal: 15, lines: [cartLine(1)], warehouseCode: '1001', shipTo: '001', zipCode: '44024' }),
    });
    await flush();
    expect(stores.estimate.getState().zipText).toBe('44024');
    expect(server.client.bodiesOf('Cart/GetShippingCost').at(-1)).toMatchObject({ zipCode: '44024' });
  });
});
