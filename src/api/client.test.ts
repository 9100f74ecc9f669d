import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartInfoSchema, FavoriteListsSchema, SearchResultsSchema } from '../contract/responses';
import type { RequestOf } from '../contract/paths';
import { createServiceClient, DEFAULT_API_KEY, type ServiceClientOptions } from './client';
import { isAbortError, ServiceError } from './errors';
import { latest } from '../state/store/latest';
import { makeItem } from '../state/search/testing';
import {
  createFakeFetch,
  jsonResponse,
  networkFailure,
  specErrorResponse,
  type ScriptedReply,
} from './testing/fakeFetch';

const SERVICE_URL = 'https://shop.example/api';
const CART_INFO = { lineCount: 3, totalQuantity: 40, subtotal: 123.5 };
const CART_INFO_BODY: RequestOf<'Cart/GetCartInfo'> = {
  companyUserId: 42, customerNumber: '100234', withCustomer: false, warehouseCode: '1001',
  shipTo: '001', reprice: false,
};
const ADD_BODY: RequestOf<'Cart/AddItemToCart'> = {
  companyUserId: 42, customerNumber: '100234', defaultWarehouseCode: '1001', itemId: 7, qty: 12,
  shipTo: '001', price: null, manualPrice: false,
};
const SEARCH_BODY: RequestOf<'Product/WebSearch'> = {
  searchTerm: 'pots', filters: [], warehouseCode: '1001', warehouseName: 'Burton, OH',
  categoryId: null, isSuperSaver: false, manufacturerId: null, skip: 0, take: 18, sort: 'score',
  companyUserId: 42, customerNumber: '100234', customerType: 'Grower', shipTo: '001',
};
const SEARCH_RESULTS = { items: [], recommendedItems: [], resultCount: 0, suggestions: [] };

function setup(replies: ScriptedReply[], options: Partial<ServiceClientOptions> = {}) {
  const fake = createFakeFetch(...replies);
  const client = createServiceClient({ serviceUrl: SERVICE_URL, fetch: fake.fetch, ...options });
  return { client, requests: fake.requests };
}

function getCartInfo(client: ReturnType<typeof setup>['client'], options?: { signal?: AbortSignal; timeoutMs?: number }) {
  return client.call('Cart/GetCartInfo', CART_INFO_BODY, CartInfoSchema, options);
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

async function serviceError(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('request', () => {
  it('POSTs the JSON body to the service URL plus the path, ignoring a trailing slash', async () => {
    const { client, requests } = setup([jsonResponse(CART_INFO)], { serviceUrl: `${SERVICE_URL}/` });
    await getCartInfo(client);
    expect(requests).toHaveLength(1);
    const [{ request, body }] = requests as [(typeof requests)[number]];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://shop.example/api/Cart/GetCartInfo');
    expect(JSON.parse(body)).toEqual(CART_INFO_BODY);
    expect(request.credentials).toBe('include');
  });

  it('asks fetch for credentials included, caching disabled and exactly the three headers', async () => {
    // happy-dom's Request drops the cache mode that browsers keep; this one keeps it as the
    // Fetch standard says, so the test sees what the client asked for.
    const HappyDomRequest = globalThis.Request;
    class StandardRequest extends HappyDomRequest {
      readonly #cache: RequestCache;
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(input, init);
        this.#cache = init?.cache ?? (input instanceof StandardRequest ? input.cache : 'default');
      }
      override get cache(): RequestCache {
        return this.#cache;
      }
    }
    vi.stubGlobal('Request', StandardRequest);
    try {
      const { client, requests } = setup([jsonResponse(CART_INFO)], { jwtToken: 'tok' });
      await getCartInfo(client);
      const { request } = requests[0]!;
      expect(request.credentials).toBe('include');
      expect(request.cache).toBe('no-store');
      expect(Object.fromEntries([...request.headers].map(([name, value]) => [name.toLowerCase(), value]))).toEqual({
        'content-type': 'application/json; charset=utf-8',
        'x-api-key': DEFAULT_API_KEY,
        authorization: 'Basic tok',
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends the JSON content type, the default API key and no Authorization without a token', async () => {
    const { client, requests } = setup([jsonResponse(CART_INFO)]);
    await getCartInfo(client);
    const headers = requests[0]!.request.headers;
    expect(headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(headers.get('X-Api-Key')).toBe(DEFAULT_API_KEY);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends no Authorization when the token is an empty string', async () => {
    const { client, requests } = setup([jsonResponse(CART_INFO)], { jwtToken: '' });
    await getCartInfo(client);
    expect(requests[0]!.request.headers.has('Authorization')).toBe(false);
  });

  it('sends Authorization "Basic <jwtToken>" and the host API key when both are given', async () => {
    const { client, requests } = setup([jsonResponse(CART_INFO)], { jwtToken: 'eyJ.abc', apiKey: 'host-key' });
    await getCartInfo(client);
    const headers = requests[0]!.request.headers;
    expect(headers.get('Authorization')).toBe('Basic eyJ.abc');
    expect(headers.get('X-Api-Key')).toBe('host-key');
  });

  it('resolves with the answer parsed by the schema', async () => {
    const { client } = setup([jsonResponse(CART_INFO)]);
    await expect(getCartInfo(client)).resolves.toEqual(CART_INFO);
  });
});

describe('HTTP errors', () => {
  it('rejects with Message and Error from the JSON text in the body message (SPEC section 8)', async () => {
    const { client } = setup([specErrorResponse(400, 'Item 7 is not sold to this customer.', 'ItemRestricted')]);
    const error = await serviceError(client.call('Cart/AddItemToCart', ADD_BODY, CartInfoSchema));
    expect(error).toMatchObject({
      kind: 'http', status: 400, path: 'Cart/AddItemToCart',
      message: 'Item 7 is not sold to this customer.', error: 'ItemRestricted',
    });
  });

  it('names the status when a gateway answers an HTML 502 page', async () => {
    const html = new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
      status: 502, statusText: 'Bad Gateway', headers: { 'Content-Type': 'text/html' },
    });
    const { client } = setup([html]);
    const error = await serviceError(getCartInfo(client));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
    expect(error.message).toBe('The storefront service answered 502 Bad Gateway.');
  });

  it('names the status when the JSON body has no message', async () => {
    const { client } = setup([jsonResponse({ detail: 'nope' }, 500, 'Internal Server Error')]);
    const error = await serviceError(getCartInfo(client));
    expect(error.message).toBe('The storefront service answered 500 Internal Server Error.');
    expect(error.error).toEqual({ detail: 'nope' });
  });

  it('uses the body message as it is when it is not JSON text', async () => {
    const { client } = setup([jsonResponse({ message: 'Customer 100234 is on credit hold.' }, 403)]);
    const error = await serviceError(getCartInfo(client));
    expect(error.message).toBe('Customer 100234 is on credit hold.');
  });

  it('uses a short plain-text body as the message', async () => {
    const { client } = setup([new Response('Service is being updated', { status: 503 })]);
    const error = await serviceError(getCartInfo(client));
    expect(error).toMatchObject({ kind: 'http', status: 503, message: 'Service is being updated' });
  });
});

describe('network failure and timeout', () => {
  it('rejects with an empty message and the underlying error when no answer arrives', async () => {
    const failure = networkFailure();
    const { client } = setup([failure]);
    const error = await serviceError(client.call('Cart/AddItemToCart', ADD_BODY, CartInfoSchema));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('');
    expect(error.error).toBe(failure);
  });

  it('rejects with a timeout error naming the path when the service does not answer in time', async () => {
    const { client } = setup(['hang'], { timeoutMs: 30 });
    const error = await serviceError(getCartInfo(client));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The storefront service did not answer Cart/GetCartInfo within 0.03 seconds.');
  });

  it('lets one call shorten the client time limit', async () => {
    const { client } = setup(['hang'], { timeoutMs: 60_000 });
    const error = await serviceError(getCartInfo(client, { timeoutMs: 20 }));
    expect(error.kind).toBe('timeout');
  });
});

describe('abort', () => {
  it('rejects an older search with the AbortError when a newer one starts, and settles the newer', async () => {
    const fresh = jsonResponse({ ...SEARCH_RESULTS, suggestions: ['new'] });
    // The older search would answer only after the newer one.
    const { client, requests } = setup([(_request, body) => (body.includes('"pots"') ? 'hang' : fresh)]);
    const latestCall = latest();
    const older = client.call('Product/WebSearch', SEARCH_BODY, SearchResultsSchema, { signal: latestCall.next() });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const newer = client.call('Product/WebSearch', { ...SEARCH_BODY, searchTerm: 'trays' }, SearchResultsSchema, {
      signal: latestCall.next(),
    });
    const olderError = await rejection(older);
    expect(isAbortError(olderError)).toBe(true);
    expect(olderError).not.toBeInstanceOf(ServiceError);
    await expect(newer).resolves.toMatchObject({ suggestions: ['new'] });
  });

  it('rejects with the AbortError when the signal aborts after the answer arrived but before it was read', async () => {
    const controller = new AbortController();
    // The body stream aborts the caller's signal the moment the client starts reading it.
    const answer = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(stream) {
            controller.abort();
            stream.enqueue(new TextEncoder().encode(JSON.stringify(CART_INFO)));
            stream.close();
          },
        }),
        { status: 200 },
      );
    const { client } = setup([answer]);
    const error = await rejection(getCartInfo(client, { signal: controller.signal }));
    expect(isAbortError(error)).toBe(true);
  });

  it('rejects at once with the AbortError when the signal is already aborted', async () => {
    const { client, requests } = setup([jsonResponse(CART_INFO)]);
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(getCartInfo(client, { signal: controller.signal }));
    expect(isAbortError(error)).toBe(true);
    expect(requests.length).toBeLessThanOrEqual(1);
  });
});

describe('retry', () => {
  it('retries a read-only call once after a network failure and resolves with the second answer', async () => {
    const { client, requests } = setup([networkFailure(), jsonResponse(CART_INFO)]);
    await expect(getCartInfo(client)).resolves.toEqual(CART_INFO);
    expect(requests).toHaveLength(2);
    expect(JSON.parse(requests[1]!.body)).toEqual(CART_INFO_BODY);
  });

  it('gives up on a read-only call after one retry', async () => {
    const { client, requests } = setup([networkFailure()]);
    const error = await serviceError(getCartInfo(client));
    expect(error.kind).toBe('network');
    expect(requests).toHaveLength(2);
  });

  it('does not retry a read-only call that got an HTTP error', async () => {
    const { client, requests } = setup([specErrorResponse(503, 'Down for maintenance.', null), jsonResponse(CART_INFO)]);
    await serviceError(getCartInfo(client));
    expect(requests).toHaveLength(1);
  });

  it('does not retry a read-only call that timed out', async () => {
    const { client, requests } = setup(['hang', jsonResponse(CART_INFO)], { timeoutMs: 20 });
    const error = await serviceError(getCartInfo(client));
    expect(error.kind).toBe('timeout');
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['Cart/AddItemToCart', () => ({ body: ADD_BODY, schema: CartInfoSchema })],
    ['Customer/AddToFavoriteLists', () => ({
      body: { itemId: 7, favoriteListIds: [1], companyUserId: 42, newFavoriteListName: null },
      schema: FavoriteListsSchema,
    })],
    ['Cart/SubmitOrder', () => ({
      body: {
        companyUserId: 42, customerNumber: '100234',
        cartSettings: {
          poNumber: 'PO-1', shipVia: 'UPS', shipViaOptions: [], requestedShipDate: null, orderNotes: '',
          paymentMethod: 'account' as const,
        },
      },
      schema: CartInfoSchema,
    })],
  ] as const)('never retries %s, which changes state', async (path, build) => {
    const { client, requests } = setup([networkFailure(), jsonResponse(CART_INFO)]);
    const { body, schema } = build();
    // The cast stands for each path's own request type, which the table cannot name.
    const call = client.call as (p: string, b: unknown, s: unknown) => Promise<unknown>;
    const error = await serviceError(call(path, body, schema));
    expect(error.kind).toBe('network');
    expect(requests).toHaveLength(1);
  });
});

describe('invalid answers', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names the path and the first offending field when the answer does not match the schema, on the console too', async () => {
    const { client } = setup([jsonResponse({ ...CART_INFO, totalQuantity: 'forty' })]);
    const error = await serviceError(getCartInfo(client));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('Cart/GetCartInfo');
    expect(error.message).toContain('totalQuantity');
    expect(console.error).toHaveBeenCalledWith(`StorefrontWidgets: ${error.message}`);
  });

  it('reads a nullable field that is left out as null, and missing recommendedItems and suggestions as []', async () => {
    const { restrictedText: _r, regionalWarehouseQty: _q, unitOfMeasure: _u, ...item } = makeItem({ itemId: 1 });
    const { recommendedItems: _i, suggestions: _s, ...answer } = SEARCH_RESULTS;
    const { client } = setup([jsonResponse({ ...answer, items: [item] })]);
    const read = await client.call('Product/WebSearch', SEARCH_BODY, SearchResultsSchema);
    expect(read.items[0]).toMatchObject({ restrictedText: null, regionalWarehouseQty: null, unitOfMeasure: null });
    expect(read).toMatchObject({ recommendedItems: [], suggestions: [] });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('names a nested field by its dot path', async () => {
    const item = { itemId: 'x' };
    const { client } = setup([jsonResponse({ ...SEARCH_RESULTS, items: [item] })]);
    const error = await serviceError(client.call('Product/WebSearch', SEARCH_BODY, SearchResultsSchema));
    expect(error.message).toContain('items.0.itemId');
  });

  it('reports an OK answer that is not JSON', async () => {
    const { client } = setup([new Response('<html>login</html>', { status: 200 })]);
    const error = await serviceError(getCartInfo(client));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('not JSON');
  });
});

describe('beacon', () => {
  it('sends the JSON body as a JSON Blob to the service URL plus the path', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    const client = createServiceClient({ serviceUrl: SERVICE_URL, sendBeacon });
    const body = { companyUserId: 42, customerNumber: '100234', message: 'Checkout failed' };
    expect(client.beacon('Cart/logFromClient', body)).toBe(true);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, data] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('https://shop.example/api/Cart/logFromClient');
    expect(data).toBeInstanceOf(Blob);
    const blob = data as Blob;
    expect(blob.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(await blob.text())).toEqual(body);
  });

  it('returns false when the browser refuses to queue the beacon', () => {
    const client = createServiceClient({ serviceUrl: SERVICE_URL, sendBeacon: () => false });
    expect(client.beacon('Cart/logFromClient', { companyUserId: 0, customerNumber: null, message: 'x' })).toBe(false);
  });

  it('returns false when sendBeacon throws', () => {
    const sendBeacon = () => {
      throw new TypeError('Beacon payload too large');
    };
    const client = createServiceClient({ serviceUrl: SERVICE_URL, sendBeacon });
    expect(client.beacon('Cart/logFromClient', { companyUserId: 0, customerNumber: null, message: 'x' })).toBe(false);
  });

  it('returns false when the browser has no sendBeacon', () => {
    vi.stubGlobal('navigator', {});
    try {
      const client = createServiceClient({ serviceUrl: SERVICE_URL });
      expect(client.beacon('Cart/logFromClient', { companyUserId: 0, customerNumber: null, message: 'x' })).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('uses navigator.sendBeacon when none is injected', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    try {
      const client = createServiceClient({ serviceUrl: SERVICE_URL });
      expect(client.beacon('Cart/logFromClient', { companyUserId: 0, customerNumber: null, message: 'x' })).toBe(true);
      expect(sendBeacon).toHaveBeenCalledWith('https://shop.example/api/Cart/logFromClient', expect.any(Blob));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
