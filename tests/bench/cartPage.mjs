// Cart page figures: a cart of 200 lines painted by cartPage.js against the React + Emotion
// floor (the same lines from the same GetCart answer, no application logic), and a quantity
// change to its new totals painted, less the service's time. Service answers come from
// memory, so the figures are the widget's, not the database's.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { routeFromMemory, timeToCards } from './browser.mjs';
import { CHROMIUM_ARGS } from './server.mjs';

const RUNS = 7;
const LINES = 200;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (n) => Math.round(n * 10) / 10;
const cents = (n) => Math.round(n * 100) / 100;

/** A cart answer of `count` lines, every fifth with a backorder, the last ten in a kit. */
function cartAnswer(count, changed = null) {
  const lines = Array.from({ length: count }, (_, i) => {
    const sellMultiple = [1, 6, 10, 12, 24][i % 5];
    const quantity = changed && changed.itemId === i + 1 ? changed.qty : sellMultiple * (1 + (i % 3));
    const price = cents(0.5 + (i % 37) * 1.17);
    return {
      itemId: i + 1, itemNumber: `CT${String(10000 + i)}`, itemName: `Bench cart item ${i + 1}, ${['Round Pot', 'Flat Tray', 'Hanging Basket', 'Plug Tray'][i % 4]}`,
      quantity, sellMultiple, price, lineTotal: cents(price * quantity), imageNames: [`item-${i + 1}.jpg`], unitOfMeasure: 'EA',
      backorderQuantity: i % 5 === 0 ? sellMultiple : 0, kitName: i >= count - 10 ? 'Bench configurator kit' : null,
    };
  });
  return JSON.stringify({
    lineCount: lines.length, totalQuantity: lines.reduce((s, l) => s + l.quantity, 0), subtotal: cents(lines.reduce((s, l) => s + l.lineTotal, 0)),
    lines, warehouseCode: '1001', shipTo: '001', zipCode: null,
  });
}

const SETTINGS = JSON.stringify({ poNumber: '', shipVia: 'GROUND', shipViaOptions: [{ code: 'GROUND', name: 'Ground freight' }], requestedShipDate: null, orderNotes: '', paymentMethod: 'account' });

function hostPage({ context, script, body }) {
  const json = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench cart</title></head><body>` +
    `<script type="application/json" id="sf-context">${json(context)}</script>` +
    `<div id="cartPage"></div><div id="root"></div>` +
    `<script type="application/json" id="bench-data">${json({ serviceUrl: context.serviceUrl, imageBase: context.productImageUrl, body })}</script>` +
    `<script type="module" src="${script}"></script></body></html>`;
}

async function buildFloor(root) {
  const result = await esbuild.build({
    entryPoints: [path.join(root, 'tests/bench/baseline/reactCartLines.tsx')],
    bundle: true, format: 'esm', minify: true, write: false,
    jsx: 'automatic', jsxImportSource: '@emotion/react',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].text;
}

/** Settles a new quantity on the first line and times it to the new subtotal on screen, less the service's time. */
async function quantityChangeToTotals(browser, baseUrl, pages) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    let serviceMs = 0;
    await routeFromMemory(page, baseUrl, pages, {
      'Cart/GetCart': () => cartAnswer(LINES),
      'Cart/GetCartSettings': () => SETTINGS,
      'Cart/UpdateQuantity': (body) => {
        const started = performance.now();
        const answer = cartAnswer(LINES, { itemId: body.itemId, qty: body.qty });
        serviceMs = performance.now() - started;
        return answer;
      },
    });
    await page.goto(`${baseUrl}/bench/cart-widget?cards=${LINES}`);
    const field = page.getByRole('spinbutton', { name: 'Quantity of Bench cart item 1, Round Pot' });
    await field.waitFor({ timeout: 60_000 });
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      const next = 10 + run;
      await field.fill(String(next));
      const before = await page.getByRole('complementary', { name: 'Order summary' }).textContent();
      await page.evaluate((previous) => {
        const probe = (window.__cartProbe = { at: null, painted: null });
        const summary = () => document.querySelector('.sf-cart-summary')?.textContent ?? '';
        document.addEventListener('keydown', (e) => { if (e.key === 'Enter') probe.at = performance.now(); }, { capture: true, once: true });
        new MutationObserver((_, observer) => {
          if (probe.painted !== null || summary() === previous || summary().includes('Calculating')) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => { probe.painted = performance.now(); }));
        }).observe(document.querySelector('.sf-cart-summary'), { childList: true, subtree: true, characterData: true });
      }, before);
      await field.press('Enter');
      await page.waitForFunction(() => window.__cartProbe.painted !== null, null, { timeout: 30_000 });
      const probe = await page.evaluate(() => window.__cartProbe);
      times.push(probe.painted - probe.at - serviceMs);
    }
    return median(times);
  } finally {
    await page.close();
  }
}

export async function cartPageFigures(root, baseUrl, context) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const floorFile = path.join(root, 'dist/widgets/bench-react-cart-floor.js');
  try {
    writeFileSync(floorFile, await buildFloor(root));
    const body = { companyUserId: context.companyUserId, customerNumber: context.customer.customerNumber, shipTo: context.shipTo, warehouseCode: context.warehouseCode, zipCode: null };
    const pages = {
      '/bench/cart-react': hostPage({ context, script: `/widgets/${path.basename(floorFile)}`, body }),
      '/bench/cart-widget': hostPage({ context, script: '/widgets/cartPage.js', body }),
    };
    const answers = { 'Cart/GetCart': () => cartAnswer(LINES), 'Cart/GetCartSettings': () => SETTINGS };
    const times = { react: [], widget: [] };
    for (let run = 0; run < RUNS; run++) {
      for (const kind of ['react', 'widget']) times[kind].push(await timeToCards(browser, baseUrl, pages, answers, `/bench/cart-${kind}`, LINES));
    }
    const react = median(times.react);
    const widget = median(times.widget);
    const ratio = widget / react;
    const change = await quantityChangeToTotals(browser, baseUrl, pages);
    return [
      { id: `cart.lines${LINES}.reactFloorMs`, figure: `Cart of ${LINES} lines painted: React + Emotion floor`, budget: null, result: ms(react), unit: 'ms', pass: true, informational: true },
      { id: `cart.lines${LINES}.widgetMs`, figure: `Cart of ${LINES} lines painted: cart page widget`, budget: null, result: ms(widget), unit: 'ms', pass: true, informational: true },
      { id: `cart.lines${LINES}.floorRatio`, figure: `Cart page / React + Emotion floor, ${LINES} lines`, budget: 1.25, result: Math.round(ratio * 100) / 100, unit: 'x', pass: ratio <= 1.25 },
      { id: 'cart.quantityChange', figure: `Quantity change to new totals painted, less service time (${LINES} lines)`, budget: 100, result: ms(change), unit: 'ms', pass: change <= 100 },
    ];
  } finally {
    rmSync(floorFile, { force: true });
    await browser.close();
  }
}
