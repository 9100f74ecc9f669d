/**
 * The HTTP contract: CORS for widgets on another origin, the API key, error bodies for
 * unknown paths and methods, images, log redaction, and the fault switch.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, searchBody, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

const CDN = 'https://cdn.example';
const parseError = async (response: Response) => {
  const body = (await response.json()) as { message: string };
  return JSON.parse(body.message) as { Message: string; Error: string };
};

describe('CORS', () => {
  test('answers a preflight from another origin, allowing credentials and the three headers', async () => {
    const response = await fetch(`${h.baseUrl}/api/Product/WebSearch`, {
      method: 'OPTIONS',
      headers: { Origin: CDN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-api-key,authorization' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(CDN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['content-type', 'x-api-key', 'authorization']) expect(allowed).toContain(header);
  });

  test('echoes the origin on answers and on errors', async () => {
    const ok = await h.raw('/api/Product/WebSearch', { body: JSON.stringify(searchBody()), headers: { Origin: CDN } });
    const bad = await h.raw('/api/Product/WebSearch', { body: '{', headers: { Origin: CDN } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(CDN);
    expect(bad.headers.get('access-control-allow-origin')).toBe(CDN);
    expect(bad.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('errors', () => {
  test('a call without the API key is 401', async () => {
    const response = await h.raw('/api/Product/WebSearch', { body: JSON.stringify(searchBody()), apiKey: null });
    expect(response.status).toBe(401);
    expect((await parseError(response)).Message).toContain('X-Api-Key');
  });

  test('logFromClient beacons need no API key, take text/plain, and never store a token', async () => {
    const token = h.token('buyer');
    const response = await h.raw('/api/Cart/logFromClient', {
      apiKey: null,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ companyUserId: 42, customerNumber: '100234', message: `failed with Authorization: Basic ${token} and jwtToken=${token} ${'x'.repeat(3000)}` }),
    });
    expect(response.status).toBe(200);
    const stored = h.service.db.prepare('SELECT message FROM client_logs ORDER BY id DESC LIMIT 1').pluck().get() as string;
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(token.split('.')[1]);
    expect(stored.length).toBeLessThan(1100);
  });

  test('an unknown path is 404 with the SPEC error body', async () => {
    const response = await h.raw('/api/Product/NoSuchThing', { body: '{}' });
    expect(response.status).toBe(404);
    expect(await parseError(response)).toMatchObject({ Error: 'NotFound' });
  });

  test('a GET on a service path is 405', async () => {
    const response = await fetch(`${h.baseUrl}/api/Product/WebSearch`, { headers: { 'X-Api-Key': 'storefront-widgets' } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('POST');
    expect(await parseError(response)).toMatchObject({ Error: 'MethodNotAllowed' });
  });

  test('a body that is not JSON is 400', async () => {
    const response = await h.raw('/api/Product/WebSearch', { body: '{"searchTerm": ' });
    expect(response.status).toBe(400);
    expect((await parseError(response)).Message).toContain('not valid JSON');
  });

  test('a schema error names the field', async () => {
    const response = await h.raw('/api/Product/WebSearch', { body: JSON.stringify({ ...searchBody(), skip: 'first' }) });
    expect((await parseError(response)).Message).toContain('skip');
  });

  test('handle() leaves other paths to the host', async () => {
    const response = await fetch(`${h.baseUrl}/order-now/1/containers`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });
});

describe('images', () => {
  test('serves the placeholders in every size', async () => {
    for (const size of ['thumb', 'large', 'original']) {
      for (const name of ['na.svg', 'not-available.svg']) {
        const response = await fetch(`${h.baseUrl}/images/${size}/${name}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
        expect(await response.text()).toContain('<svg');
      }
    }
  });

  test("serves an item's image, and 404s a missing one so the widget falls back", async () => {
    const names = (h.service.db.prepare('SELECT image_names FROM items').pluck().all() as string[]).map((n) => JSON.parse(n) as string[]);
    const present = names.find((n) => n.length > 0 && !(n[0] ?? '').startsWith('missing-'))?.[0];
    const missing = names.find((n) => (n[0] ?? '').startsWith('missing-'))?.[0];
    expect(names.some((n) => n.length === 0)).toBe(true);
    expect((await fetch(`${h.baseUrl}/images/large/${present}`)).status).toBe(200);
    expect((await fetch(`${h.baseUrl}/images/large/${missing}`)).status).toBe(404);
  });

  test('refuses paths outside the image folders', async () => {
    expect((await fetch(`${h.baseUrl}/images/thumb/..%2F..%2Fstorefront.sqlite`)).status).toBe(404);
    expect((await fetch(`${h.baseUrl}/images/secret/na.svg`)).status).toBe(404);
  });
});

describe('fault header (test mode)', () => {
  const call = (fault: string) => h.raw('/api/Product/WebSearch', { body: JSON.stringify(searchBody()), headers: { 'X-Sf-Fault': fault } });

  test('500 answers the SPEC error body', async () => {
    const response = await call('500');
    expect(response.status).toBe(500);
    expect(await parseError(response)).toMatchObject({ Error: 'InternalError' });
  });

  test('malformed answers 200 with a body that is not JSON', async () => {
    const response = await call('malformed');
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  test('drop closes the connection without an answer', async () => {
    await expect(call('drop')).rejects.toThrow();
  });

  test('delay holds the answer back', async () => {
    const started = performance.now();
    const response = await call('delay=150');
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});

test('fault options affect only the listed paths', async () => {
  const faulty = await startHarness({ faults: { errorRate: 1, paths: ['Product/WebSearchFacets'] } });
  try {
    const search = await faulty.raw('/api/Product/WebSearch', { body: JSON.stringify(searchBody()) });
    const { companyUserId: _c, customerType: _t, ...facets } = searchBody();
    const facet = await faulty.raw('/api/Product/WebSearchFacets', { body: JSON.stringify({ ...facets, customerNumber: null, shipTo: null }) });
    expect(search.status).toBe(200);
    expect(facet.status).toBe(500);
  } finally {
    await faulty.close();
  }
}, 60_000);
