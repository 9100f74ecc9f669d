// Product page figure (issue 23): the product page painted with its price, by productPage.js
// against the React + Emotion floor (the same item and price answers, drawn with no
// application logic), side by side in one run, the service answering from memory with
// answers recorded from the reference service. Same method as the search page's 18 results.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { emulate, MOBILE_PROFILE, post, routeFromMemory, searchRequest, spread, writeFloorScript } from './browser.mjs';
import { CHROMIUM_ARGS } from './server.mjs';
import { PAINT_MARK, whenMarked } from './paintMark.mjs';

const RUNS = 7;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (n) => Math.round(n * 10) / 10;

// Settles when a price amount is painted: the frame after it is in the page, once laid out (paintMark.mjs).
export const PRICE_PROBE = `${PAINT_MARK}(() => {
  const probe = (window.__productProbe = { painted: null, pending: false });
  const check = () => {
    if (probe.pending || !document.querySelector('.sf-price__amount')) return;
    probe.pending = true;
    window.__benchPaintMark((at) => { probe.painted = at; });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

function hostPage({ context, script, data, bench }) {
  const json = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench product</title></head><body>` +
    `<script type="application/json" id="sf-context">${json(context)}</script>` +
    `<div id="productPage"></div><script type="application/json" id="productPage-data">${json(data)}</script><div id="root"></div>` +
    `<script type="application/json" id="bench-data">${json(bench)}</script>` +
    `<script type="module" src="${script}"></script></body></html>`;
}

async function timeToPrice(browser, baseUrl, pages, answers, pathname, profile = null) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.addInitScript(PRICE_PROBE);
    await emulate(page, profile);
    await routeFromMemory(page, baseUrl, pages, answers, profile);
    const marked = await whenMarked(page);
    await page.goto(`${baseUrl}${pathname}`);
    return await marked();
  } finally {
    await context.close();
  }
}

/**
 * The product page's bench pages (`/bench/product-react`, `/bench/product-widget`) and the
 * first paint's answers, recorded once from the reference service; the floor's script is
 * written beside the widgets' files (`remove()` deletes it).
 */
export async function productBenchPages(root, baseUrl, context) {
  const api = `${baseUrl}/api`;
  const token = context.jwtToken;
  const who = { customerNumber: context.customer.customerNumber, warehouseCode: context.warehouseCode, shipTo: context.shipTo };
  const found = JSON.parse(await post(`${api}/Product/WebSearch`, token, {
    ...searchRequest(context, 18), companyUserId: context.companyUserId, customerType: context.customer.customerType, ...who,
  }));
  const item = found.items.find((i) => i.customerPrice !== null && !i.stockResult?.disablePurchasing) ?? found.items[0];
  const itemBody = { itemNumber: item.itemNumber, ...who };
  const detail = await post(`${api}/Product/GetItem`, token, itemBody);
  const price = await post(`${api}/Product/GetProductCustomerPrice`, token, itemBody);
  const stockDesignationId = JSON.parse(detail).stockDesignationId;
  const stock = await post(`${api}/Product/GetStockDesignationResult`, token, {
    itemId: item.itemId, stockDesignationId, customerNumber: who.customerNumber, shipToNumber: who.shipTo, warehouseCode: who.warehouseCode,
  });
  // The first paint's answers come from memory; the sections below it (related, recently
  // ordered, favorites) go to the reference service as on a real page.
  const answers = {
    'Product/GetItem': () => detail,
    'Product/GetProductCustomerPrice': () => price,
    'Product/GetStockDesignationResult': () => stock,
  };
  const floorFile = path.join(root, 'dist/widgets/bench-react-product-floor.js');
  const remove = await writeFloorScript(root, 'reactProductPage.tsx', floorFile);
  const data = { itemNumber: item.itemNumber, itemId: item.itemId, categoryId: null };
  const bench = { serviceUrl: context.serviceUrl, imageBase: context.productImageUrl, item: itemBody, price: itemBody };
  const pages = {
    '/bench/product-react': hostPage({ context, script: `/widgets/${path.basename(floorFile)}`, data, bench }),
    '/bench/product-widget': hostPage({ context, script: '/widgets/productPage.js', data, bench }),
  };
  return { pages, answers, remove };
}

export async function productPageFigures(root, baseUrl, context) {
  const { pages, answers, remove } = await productBenchPages(root, baseUrl, context);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const times = { react: [], widget: [] };
    for (let run = 0; run < RUNS; run++) {
      for (const kind of ['react', 'widget']) times[kind].push(await timeToPrice(browser, baseUrl, pages, answers, `/bench/product-${kind}`));
    }
    // The phone profile of the search page's figures (150 ms round trip, 1.6 Mbit/s, CPU 4x, service 150 ms).
    const mobile = { react: [], widget: [] };
    for (let run = 0; run < RUNS; run++) {
      for (const kind of ['react', 'widget']) mobile[kind].push(await timeToPrice(browser, baseUrl, pages, answers, `/bench/product-${kind}`, MOBILE_PROFILE));
    }
    const react = median(times.react);
    const widget = median(times.widget);
    const ratio = widget / react;
    const mobileRatio = median(mobile.widget) / median(mobile.react);
    return [
      { id: 'product.withPrice.reactFloorMs', figure: `Product page painted with its price: React + Emotion floor (${spread(times.react)})`, budget: null, result: ms(react), unit: 'ms', pass: true, informational: true },
      { id: 'product.withPrice.widgetMs', figure: `Product page painted with its price: product page widget (${spread(times.widget)})`, budget: null, result: ms(widget), unit: 'ms', pass: true, informational: true },
      { id: 'product.withPrice.floorRatio', figure: 'Product page / React + Emotion floor, painted with its price', budget: 1.25, result: Math.round(ratio * 100) / 100, unit: 'x', pass: ratio <= 1.25 },
      { id: 'product.withPrice.mobile.reactFloorMs', figure: `Product page painted with its price, throttled: React + Emotion floor (${spread(mobile.react)})`, budget: null, result: ms(median(mobile.react)), unit: 'ms', pass: true, informational: true },
      { id: 'product.withPrice.mobile.widgetMs', figure: `Product page painted with its price, throttled: product page widget (${spread(mobile.widget)})`, budget: null, result: ms(median(mobile.widget)), unit: 'ms', pass: true, informational: true },
      { id: 'product.withPrice.mobileFloorRatio', figure: 'Product page / React + Emotion floor, painted with its price, throttled', budget: 1.0, result: Math.round(mobileRatio * 100) / 100, unit: 'x', pass: mobileRatio <= 1.0 },
    ];
  } finally {
    remove();
    await browser.close();
  }
}
