// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { makeItem } from '../../src/state/search/testing';
import { createFakeServiceClient, createTestEnv } from '../../src/testing';
import { startProductPage } from './start';

const data = { itemNumber: 'HB-1020', itemId: 501, categoryId: 12 };

describe('startProductPage', () => {
  it('asks for the item again for the new customer after a switch that comes before any view has drawn, and stops following once stopped', async () => {
    const client = createFakeServiceClient({
      'Product/GetItem': () => makeItem({ itemId: 501, itemNumber: 'HB-1020' }) as never,
      'Product/GetProductCustomerPrice': () => ({ prices: [] }),
    });
    const env = createTestEnv({ client });
    const started = startProductPage(env, data);
    const customers = () => client.bodiesOf('Product/GetItem').map((body) => body.customerNumber);
    expect(customers()).toEqual(['100234']);

    // No React yet: the switch must reach the stores anyway.
    env.contextStore.switchTo({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: false }, shipTo: null });
    await expect.poll(customers).toEqual(['100234', '100512']);

    started.stop();
    env.contextStore.switchTo({ customer: { customerNumber: '100388', customerType: 'Landscaper', ecomCustomer: false }, shipTo: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(customers()).toEqual(['100234', '100512']);
  });
});
