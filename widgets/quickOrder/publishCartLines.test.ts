import { describe, expect, it, vi } from 'vitest';
import type { ServiceClient } from '../../src/api/client';
import type { PageContext } from '../../src/contract/pageData';
import { cartOwner } from '../../src/domain/cart';
import { cartLine } from '../../src/state/cartPage/testing';
import { testPageContext } from '../../src/testing/pageData';
import { publishCartLines } from './publishCartLines';

const lines = [cartLine(7), cartLine(9)];

function setup(answer: () => Promise<unknown>) {
  const call = vi.fn((_path: string, _body: unknown) => answer());
  const emit = vi.fn();
  const env = { client: { call, beacon: () => false } as unknown as ServiceClient, bus: { emit }, context: testPageContext() as PageContext };
  return { call, emit, env };
}

describe('publishCartLines', () => {
  it('asks Cart/GetCart for the cart the lines went to and publishes update cart items with its lines', async () => {
    const { call, emit, env } = setup(async () => ({ lineCount: 2, totalQuantity: 3, subtotal: 1, lines, warehouseCode: '1001', shipTo: '001', zipCode: null }));
    const owner = cartOwner(env.context);
    await publishCartLines(env, owner);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[0]).toBe('Cart/GetCart');
    expect(call.mock.calls[0]?.[1]).toEqual({ companyUserId: owner?.companyUserId, customerNumber: owner?.customerNumber, shipTo: owner?.shipTo, warehouseCode: owner?.defaultWarehouseCode, zipCode: null });
    expect(emit).toHaveBeenCalledWith('update cart items', { lines });
  });

  it('publishes nothing when the customer changed while GetCart was out', async () => {
    const { emit, env } = setup(async () => ({ lineCount: 2, totalQuantity: 3, subtotal: 1, lines, warehouseCode: '1001', shipTo: '001', zipCode: null }));
    const owner = cartOwner(env.context);
    env.context = testPageContext({ customer: { customerNumber: '200500', customerType: 'Retail', ecomCustomer: false } });
    await publishCartLines(env, owner);
    expect(emit).not.toHaveBeenCalled();
  });

  it('a failed GetCart publishes nothing and does not reject', async () => {
    const { emit, env } = setup(async () => {
      throw new Error('offline');
    });
    await expect(publishCartLines(env, cartOwner(env.context))).resolves.toBeUndefined();
    expect(emit).not.toHaveBeenCalled();
  });

  it('without a cart owner asks nothing', async () => {
    const { call, env } = setup(async () => ({}));
    await publishCartLines(env, null);
    expect(call).not.toHaveBeenCalled();
  });
});
