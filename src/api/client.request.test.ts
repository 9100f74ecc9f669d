// @vitest-environment node
// happy-dom's Request drops the `cache` mode; Node's fetch implements the Request the way
// browsers do, so the options ky hands to fetch are checked here.
import { beforeAll, expect, it } from 'vitest';
import { CartInfoSchema } from '../contract/responses';
import { createServiceClient } from './client';
import { createFakeFetch, jsonResponse } from './testing/fakeFetch';

beforeAll(() => {
  // The shared unit setup empties document.body and document.head after each test; give it
  // something to empty in this DOM-less file.
  if (typeof document === 'undefined') Object.assign(globalThis, { document: { body: {}, head: {} } });
});

it('hands fetch a POST Request with credentials included, caching disabled and exactly the three headers', async () => {
  const fake = createFakeFetch(jsonResponse({ lineCount: 0, totalQuantity: 0, subtotal: null }));
  const client = createServiceClient({ serviceUrl: 'https://shop.example/api', jwtToken: 'tok', fetch: fake.fetch });
  const body = { companyUserId: 42, customerNumber: '100234' };
  await client.call('Cart/ClearCart', body, CartInfoSchema);

  const [{ request, body: sent }] = fake.requests as [(typeof fake.requests)[number]];
  expect(request).toBeInstanceOf(Request);
  expect(request.method).toBe('POST');
  expect(request.url).toBe('https://shop.example/api/Cart/ClearCart');
  expect(request.credentials).toBe('include');
  expect(request.cache).toBe('no-store');
  expect(Object.fromEntries(request.headers)).toEqual({
    'content-type': 'application/json; charset=utf-8',
    'x-api-key': 'storefront-widgets',
    authorization: 'Basic tok',
  });
  expect(sent).toBe(JSON.stringify(body));
});
