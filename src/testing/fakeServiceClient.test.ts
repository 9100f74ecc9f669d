import { describe, expect, it } from 'vitest';
import { isServiceError } from '../api/errors';
import { CartInfoSchema } from '../contract/responses';
import { createFakeServiceClient } from './fakeServiceClient';

const body = { companyUserId: 42, customerNumber: '100234', withCustomer: false, warehouseCode: '1001', shipTo: null, reprice: false };

describe('createFakeServiceClient', () => {
  it('answers a path from its handler and records the body', async () => {
    const client = createFakeServiceClient({
      'Cart/GetCartInfo': () => ({ lineCount: 3, totalQuantity: 7, subtotal: 12.5 }),
    });
    const answer = await client.call('Cart/GetCartInfo', body as never, CartInfoSchema);
    expect(answer).toEqual({ lineCount: 3, totalQuantity: 7, subtotal: 12.5 });
    expect(client.bodiesOf('Cart/GetCartInfo')).toEqual([body]);
  });

  it('fails a test fixture that breaks the contract, as the real client would', async () => {
    const client = createFakeServiceClient({
      'Cart/GetCartInfo': () => ({ lineCount: '3' }) as never,
    });
    await expect(client.call('Cart/GetCartInfo', body as never, CartInfoSchema)).rejects.toThrow();
  });

  it('rejects a path the test gave no answer for with a ServiceError naming it', async () => {
    const client = createFakeServiceClient();
    const failure = await client.call('Cart/GetCartInfo', body as never, CartInfoSchema).catch((error: unknown) => error);
    expect(isServiceError(failure)).toBe(true);
    expect((failure as Error).message).toBe('createFakeServiceClient: the test gave no answer for Cart/GetCartInfo.');
  });

  it('rejects with the AbortError when the signal is already aborted', async () => {
    const client = createFakeServiceClient({ 'Cart/GetCartInfo': () => ({ lineCount: 1, totalQuantity: 1, subtotal: null }) });
    const controller = new AbortController();
    controller.abort();
    const failure = await client.call('Cart/GetCartInfo', body as never, CartInfoSchema, { signal: controller.signal }).catch((error: unknown) => error);
    expect((failure as { name?: string }).name).toBe('AbortError');
  });
});
