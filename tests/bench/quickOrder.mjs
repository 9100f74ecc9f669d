// Quick order figures (issue 32): 100 pasted lines until every row is priced on screen, less
// the service's time (answers from memory on loopback, so the figure is the widget's: parse,
// 6 lookups in flight, drawing); and the longest task while 500 pasted lines are parsed,
// drawn and priced (budget 50 ms: rows off screen use content-visibility).
// Alone: `node build.mjs && node tests/bench/quickOrder.mjs` (starts its own server).
//
// The answers come from a small HTTP server of this process on loopback, not from Playwright's
// page.route: a routed request makes a round trip through the DevTools protocol into this
// process, handled one at a time, so 200 lookups queued behind each other there and the figure
// was mostly the harness (measured 150-700 ms per call, 4-15 s for 100 rows on a busy machine).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { spread } from './browser.mjs';
import { CHROMIUM_ARGS } from './server.mjs';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (n) => Math.round(n * 10) / 10;

const itemNumber = (i) => `QO${String(10000 + i)}`;

function detail(number) {
  const i = Number(number.slice(2)) - 10000;
  const sellMultiple = [1, 6, 10, 12, 24][i % 5];
  return {
    itemId: i + 1, itemNumber: number, itemName: `Quick order item ${i + 1}, ${['Round Pot', 'Flat Tray', 'Hanging Basket', 'Plug Tray'][i % 4]}`,
    catalogHeader: 'Bench', catalogSubHeader: '', mfgItemNumber: `M${i}`, bfgShortSku: `S${i}`, sellMultiple, msrp: 3.5, customerPrice: 2.25,
    pricingLoaded: true, unitOfMeasure: { value: 'EA' }, imageNames: [`item-${i + 1}.jpg`], productUrl: `/order-now/product/${i + 1}/1/item`,
    favorited: false, restrictedText: null, isNyRestriced: false, fulfillmentItem: false, configurator: null, stockResult: null,
    availability: [{ warehouse: { warehouseCode: '1001', warehouseName: 'Burton, OH' }, quantityAvailable: 120 + i, nextReceiptQty: null, nextReceiptDate: null }],
    regionalWarehouseQty: null, description: '', stockDesignationId: 1, addOns: [],
  };
}

export const ANSWERS = {
  'Product/GetItem': (body) => JSON.stringify(detail(String(body.itemNumber).trim().toUpperCase())),
  'Product/GetProductCustomerPrice': (body) => JSON.stringify({ prices: [{ itemNumber: String(body.itemNumber).trim().toUpperCase(), customerPrice: 2.25, msrp: 3.5, pricingLoaded: true }] }),
};

/**
 * A loopback server standing in front of the demo server: the bench page and the service answers
 * of `answers` from memory; every other request (the widget files, other calls) passed through.
 */
export async function memoryServer(baseUrl, context, answers) {
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const servicePath = req.url.startsWith('/api/') ? req.url.slice('/api/'.length) : null;
    if (req.method === 'GET' && req.url === '/bench/quick-order') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(hostPage({ ...context, serviceUrl: `${url}/api` }));
    }
    if (req.method === 'POST' && servicePath !== null && answers[servicePath]) {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return res.end(answers[servicePath](JSON.parse(body.toString('utf8'))));
    }
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)));
    const upstream = await fetch(`${baseUrl}${req.url}`, { method: req.method, headers, body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body });
    const passed = Object.fromEntries([...upstream.headers].filter(([k]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(k)));
    res.writeHead(upstream.status, passed);
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return { url, close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }) };
}

function hostPage(context) {
  const json = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench quick order</title></head><body>` +
    `<script type="application/json" id="sf-context">${json(context)}</script>` +
    `<div id="quickOrder"></div><script type="module" src="/widgets/quickOrder.js"></script></body></html>`;
}

export const pasteOf = (count) => ['Item number\tQuantity', ...Array.from({ length: count }, (_, i) => `${itemNumber(i)}\t${(i % 7) + 1}`)].join('\r\n');

/** Pastes `count` lines and measures: from the click on Add lines to every row priced and painted; the longest task meanwhile. */
async function pasteRun(browser, baseUrl, count) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      const bench = (window.__qo = { tasks: [], from: null, priced: null });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) bench.tasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${baseUrl}/bench/quick-order`);
    // A fresh tab: nothing kept from the run before.
    await page.evaluate(() => sessionStorage.clear());
    const box = page.getByRole('textbox', { name: 'Paste items' });
    await box.waitFor({ timeout: 60_000 });
    await box.fill(pasteOf(count));
    await page.evaluate((want) => {
      const bench = window.__qo;
      const button = [...document.querySelectorAll('#quickOrder button')].find((b) => b.textContent === 'Add lines');
      button.addEventListener('click', () => { bench.from = performance.now(); }, { capture: true, once: true });
      const done = () => {
        const rows = document.querySelectorAll('#quickOrder li.sf-quick__row');
        return rows.length === want && document.querySelectorAll('#quickOrder li.sf-quick__row[aria-busy="true"]').length === 0 &&
          document.querySelectorAll('#quickOrder li.sf-quick__row .sf-price__amount').length === want;
      };
      const observer = new MutationObserver(() => {
        if (bench.priced !== null || bench.pending || !done()) return;
        bench.pending = true;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => { bench.priced = performance.now(); }));
      });
      observer.observe(document.querySelector('#quickOrder'), { childList: true, subtree: true, attributes: true });
    }, count);
    await page.getByRole('button', { name: 'Add lines', exact: true }).click();
    await page.waitForFunction(() => window.__qo.priced !== null, null, { timeout: 120_000 });
    const { from, priced, tasks } = await page.evaluate(() => window.__qo);
    const during = tasks.filter((t) => t.start + t.duration >= from && t.start <= priced);
    return { pricedMs: priced - from, longestTaskMs: during.reduce((max, t) => Math.max(max, t.duration), 0) };
  } finally {
    await context.close();
  }
}

export async function quickOrderFigures(baseUrl, context) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const memory = await memoryServer(baseUrl, context, ANSWERS);
  try {
    const priced = [];
    const longest = [];
    for (let run = 0; run < RUNS; run++) {
      priced.push((await pasteRun(browser, memory.url, 100)).pricedMs);
      longest.push((await pasteRun(browser, memory.url, 500)).longestTaskMs);
    }
    const p100 = median(priced);
    const l500 = median(longest);
    return [
      { id: 'quickOrder.paste100.pricedMs', figure: `100 pasted lines until every row is priced, less service time (loopback; ${spread(priced)})`, budget: 1500, result: ms(p100), unit: 'ms', pass: p100 <= 1500 },
      { id: 'quickOrder.paste500.longestTaskMs', figure: `Longest task while 500 pasted lines are parsed, drawn and priced (${spread(longest)})`, budget: 50, result: ms(l500), unit: 'ms', pass: l500 <= 50 },
    ];
  } finally {
    await browser.close();
    await memory.close();
  }
}

// Run alone: its own server and database.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const os = await import('node:os');
  const { personaContext, startServer } = await import('./server.mjs');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sf-bench-qo-'));
  const server = await startServer(root, { dataDir });
  try {
    const rows = await quickOrderFigures(server.url, await personaContext(server.url, 'buyer'));
    for (const r of rows) console.log(`${r.id}: ${r.result} ${r.unit} (budget ${r.budget}) ${r.pass ? 'pass' : 'FAIL'}; ${r.figure}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
