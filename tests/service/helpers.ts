/**
 * Service test harness: one seeded database per test file (seeding is done once per
 * process into a template folder and copied, since a copy is much faster than a seed),
 * the service on an ephemeral port, and a typed `call` that speaks HTTP like the widgets.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RequestOf, ResponseOf, ServicePath } from '../../src/contract/paths';
import { API_KEY, createService, type Service } from '../../demo-host/service/index';
import type { DemoUser } from '../../demo-host/service/personas';

export type Harness = {
  service: Service;
  baseUrl: string;
  dataDir: string;
  /** A token for a persona key or company user id; `withCustomer` as a withCustomer page's token. */
  token(user: DemoUser['key'] | number, options?: { withCustomer?: boolean }): string;
  user(key: DemoUser['key']): DemoUser;
  call<P extends ServicePath>(path: P, body: RequestOf<P>, options?: CallOptions): Promise<CallResult<ResponseOf<P>>>;
  raw(path: string, init?: RequestInit & { apiKey?: string | null; token?: string | null }): Promise<Response>;
  /** Closes and reopens the service on the same data folder (restart persistence). */
  restart(): Promise<void>;
  close(): Promise<void>;
};

export type CallOptions = { as?: DemoUser['key'] | number | null; token?: string | null; headers?: Record<string, string> };
export type CallResult<T> = { status: number; body: T; error: { Message: string; Error: string } | null };

const TEMPLATE_DIR = join(tmpdir(), `sf-service-template-${process.pid}`);

/** A fresh copy of the seeded database folder (the demo server tests start on one too). */
export function seededCopy(): string {
  if (!existsSync(join(TEMPLATE_DIR, 'storefront.sqlite'))) {
    process.once('exit', () => rmSync(TEMPLATE_DIR, { recursive: true, force: true }));
    const service = createService({ dataDir: TEMPLATE_DIR });
    // Fold the WAL into the main file so a plain copy carries every row.
    service.db.pragma('wal_checkpoint(TRUNCATE)');
    service.close();
  }
  const dir = mkdtempSync(join(tmpdir(), 'sf-service-'));
  cpSync(TEMPLATE_DIR, dir, { recursive: true });
  return dir;
}

function listen(service: Service): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((req, res) => {
    void service.handle(req, res).then((served) => {
      if (!served) {
        res.writeHead(404);
        res.end();
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, baseUrl: `http://127.0.0.1:${port}` });
    });
  });
}

type HarnessOptions = Pick<Parameters<typeof createService>[0], 'faults' | 'contractOnly' | 'invoicePayments' | 'now'>;

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const dataDir = seededCopy();
  const serviceOptions = () => ({ dataDir, faults: options.faults ?? null, contractOnly: options.contractOnly ?? false, ...(options.invoicePayments !== undefined ? { invoicePayments: options.invoicePayments } : {}), ...(options.now ? { now: options.now } : {}) });
  let service = createService(serviceOptions());
  let { server, baseUrl } = await listen(service);

  const userOf = (key: DemoUser['key']): DemoUser => {
    const found = service.users.find((u) => u.key === key);
    if (found === undefined) throw new Error(`no demo user "${key}"`);
    return found;
  };
  const token = (user: DemoUser['key'] | number, tokenOptions: { withCustomer?: boolean } = {}): string =>
    service.auth.issueToken(typeof user === 'number' ? user : userOf(user).companyUserId, tokenOptions);

  const raw: Harness['raw'] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json; charset=utf-8');
    if (init.apiKey !== null) headers.set('X-Api-Key', init.apiKey ?? API_KEY);
    if (typeof init.token === 'string') headers.set('Authorization', `Basic ${init.token}`);
    return fetch(`${baseUrl}${path}`, { method: 'POST', ...init, headers });
  };

  const harness: Harness = {
    get service() {
      return service;
    },
    get baseUrl() {
      return baseUrl;
    },
    dataDir,
    token,
    user: userOf,
    async call(path, body, callOptions = {}) {
      const as = callOptions.as === undefined ? 'buyer' : callOptions.as;
      const bearer = callOptions.token !== undefined ? callOptions.token : as === null || as === 'anonymous' ? null : token(as);
      const response = await raw(`/api/${path}`, { body: JSON.stringify(body), token: bearer, headers: callOptions.headers });
      const text = await response.text();
      const parsed = JSON.parse(text) as ResponseOf<typeof path> & { message?: string };
      const error = response.ok ? null : (JSON.parse(parsed.message ?? '{}') as { Message: string; Error: string });
      return { status: response.status, body: parsed, error };
    },
    raw,
    async restart() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      service.close();
      service = createService(serviceOptions());
      ({ server, baseUrl } = await listen(service));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      service.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** A search body with every field, overridable. */
export function searchBody(overrides: Partial<RequestOf<'Product/WebSearch'>> = {}): RequestOf<'Product/WebSearch'> {
  return {
    searchTerm: '', filters: [], warehouseCode: '1001', warehouseName: 'Burton, OH', categoryId: null, isSuperSaver: false,
    manufacturerId: null, skip: 0, take: 18, sort: 'score', companyUserId: 0, customerNumber: null, customerType: null, shipTo: null,
    ...overrides,
  };
}

export function buyerSearch(overrides: Partial<RequestOf<'Product/WebSearch'>> = {}): RequestOf<'Product/WebSearch'> {
  return searchBody({ companyUserId: 42, customerNumber: '100234', customerType: 'Grower', shipTo: '001', ...overrides });
}

export function facetsBody(overrides: Partial<RequestOf<'Product/WebSearchFacets'>> = {}): RequestOf<'Product/WebSearchFacets'> {
  const { companyUserId: _c, customerType: _t, ...rest } = searchBody();
  return { ...rest, customerNumber: null, shipTo: null, ...overrides };
}

export type ItemFact = { id: number; itemNumber: string; sellMultiple: number };

/** The first catalogue item (by id) matching an SQL condition on `items i`. */
export function firstItem(h: Harness, where: string): ItemFact {
  return h.service.db
    .prepare(`SELECT id, item_number AS itemNumber, sell_multiple AS sellMultiple FROM items i WHERE ${where} ORDER BY id LIMIT 1`)
    .get() as ItemFact;
}

/** An item with nothing special about it (stocked, unrestricted, no fulfillment, no bench part), plus `extra`. */
export function plainItem(h: Harness, extra = 'TRUE'): ItemFact {
  return firstItem(h, `stock_designation_id = 1 AND ny_restricted = 0 AND fulfillment = 0 AND item_number NOT LIKE 'BN-%' AND ${extra}`);
}
