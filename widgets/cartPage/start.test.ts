// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createBus } from '../../src/bus/bus';
import { createContextStore } from '../../src/runtime/contextStore';
import { cartLine, createFakeCartServer, flush, testCartSettings } from '../../src/state/cartPage/testing';
import { testPageContext } from '../../src/testing/pageData';
import { createTestEnv } from '../../src/testing/widgetEnv';
import { startCartPage } from './start';

afterEach(() => {
  window.sessionStorage.clear();
  document.body.innerHTML = '';
});

const OTHER_CUSTOMER = { customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true }, warehouseCode: '1002', shipTo: '002' };

describe('startCartPage', () => {
  it('follows a customer switch from the moment it starts, before any view is drawn, and no longer once stopped', async () => {
    const server = createFakeCartServer([cartLine(1)], { 'Cart/GetCartSettings': () => testCartSettings });
    const bus = createBus();
    const contextStore = createContextStore(testPageContext(), { bus });
    const started = startCartPage(createTestEnv({ client: server.client, bus, contextStore }));
    contextStore.switchTo(OTHER_CUSTOMER);
    await flush();
    expect(server.client.bodiesOf('Cart/GetCart').at(-1)).toMatchObject({ customerNumber: '100512', warehouseCode: '1002', shipTo: '002' });
    expect(server.client.bodiesOf('Cart/GetCartSettings').map((b) => b.customerNumber)).toEqual(['100234', '100512']);
    started.stop();
    contextStore.switchTo({ ...OTHER_CUSTOMER, shipTo: '001' });
    await flush();
    expect(server.client.bodiesOf('Cart/GetCartSettings')).toHaveLength(2);
  });
});
