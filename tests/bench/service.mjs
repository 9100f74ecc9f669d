// Service latencies: WebSearch and WebSearchFacets over the seeded catalogue, measured from
// this (second) process on loopback, plus seeding and restart times, and the uncached search
// work in process (searchCpu.ts).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { personaContext, startServer } from './server.mjs';

const TERMS = ['', 'pot', 'tray', 'azalea', 'bench', 'fert', 'hose', 'black', 'round 6', 'mix', 'drip', 'xyzzy'];
const SORTS = ['score', 'sortOrder', 'manufacturerNameSort', 'itemNumberExact', 'itemItemListPrice', 'itemItemListPriceDesc'];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timeCalls(url, headers, bodies) {
  const times = [];
  for (const body of bodies) {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status} for ${JSON.stringify(body)}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** searchCpu.ts, bundled beside the project's node_modules (better-sqlite3 stays a package import). */
async function loadSearchCpu(root) {
  const outfile = path.join(root, 'node_modules/.cache/bench/searchCpu.mjs');
  mkdirSync(path.dirname(outfile), { recursive: true });
  await esbuild.build({ entryPoints: [path.join(root, 'tests/bench/searchCpu.ts')], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile, logLevel: 'warning' });
  return import(`${pathToFileURL(outfile).href}?${Date.now()}`);
}

export async function serviceFigures(root, dataDir) {
  const loopback = await loopbackFigures(root, dataDir);
  // After the server stopped: the database is seeded and no other process works on it.
  const { slowestUncachedSearchMs } = await loadSearchCpu(root);
  const slowest = slowestUncachedSearchMs(dataDir);
  return [
    ...loopback,
    { id: 'service.search.uncachedCpu', figure: 'WebSearch / WebSearchFacets in process, uncached: slowest of 16 queries (CPU, best of 3)', budget: 25, result: Math.round(slowest * 10) / 10, unit: 'ms', pass: slowest <= 25 },
  ];
}

async function loopbackFigures(root, dataDir) {
  {
    const first = await startServer(root, { dataDir });
    await first.stop();
    const server = await startServer(root, { dataDir });
    try {
      const context = await personaContext(server.url, 'buyer');
      const headers = {
        'Content-Type': 'application/json; charset=utf-8',
        'X-Api-Key': 'storefront-widgets',
        Authorization: `Basic ${context.jwtToken}`,
      };
      const base = {
        filters: [], warehouseCode: context.warehouseCode, warehouseName: 'Burton, OH', categoryId: null,
        isSuperSaver: false, manufacturerId: null, skip: 0, take: 18,
        companyUserId: context.companyUserId, customerNumber: context.customer.customerNumber,
        customerType: context.customer.customerType, shipTo: context.shipTo,
      };
      const bodies = [];
      for (let i = 0; i < 240; i++) {
        bodies.push({ ...base, searchTerm: TERMS[i % TERMS.length], sort: SORTS[i % SORTS.length], skip: (i % 4) * 18 });
      }
      // Warm-up (prepared statements, page cache), not counted.
      await timeCalls(`${server.url}/api/Product/WebSearch`, headers, bodies.slice(0, 24));
      const search = await timeCalls(`${server.url}/api/Product/WebSearch`, headers, bodies);
      const facets = await timeCalls(`${server.url}/api/Product/WebSearchFacets`, headers, bodies);
      const ms = (n) => Math.round(n * 10) / 10;
      return [
        { id: 'service.seedAndReady', figure: 'Seeding from empty + server ready (first start)', budget: 15000, result: Math.round(first.readyMs), unit: 'ms', pass: first.readyMs <= 15000 },
        { id: 'service.ready', figure: 'Server ready with an existing database', budget: 2000, result: Math.round(server.readyMs), unit: 'ms', pass: server.readyMs <= 2000 },
        { id: 'service.webSearch.p50', figure: 'Product/WebSearch p50 (loopback, 240 calls)', budget: 10, result: ms(percentile(search, 50)), unit: 'ms', pass: percentile(search, 50) <= 10 },
        { id: 'service.webSearch.p95', figure: 'Product/WebSearch p95', budget: 25, result: ms(percentile(search, 95)), unit: 'ms', pass: percentile(search, 95) <= 25 },
        { id: 'service.webSearchFacets.p50', figure: 'Product/WebSearchFacets p50', budget: 10, result: ms(percentile(facets, 50)), unit: 'ms', pass: percentile(facets, 50) <= 10 },
        { id: 'service.webSearchFacets.p95', figure: 'Product/WebSearchFacets p95', budget: 25, result: ms(percentile(facets, 95)), unit: 'ms', pass: percentile(facets, 95) <= 25 },
      ];
    } finally {
      await server.stop();
    }
  }
}
