/**
 * Live changes as CMS editors' previews make them (HOST-CONTRACT section 11, issue 42 part 3),
 * on a host page of the test's own with the built widgets: a section's HTML replaced wholesale
 * (Shopify's theme editor, which then fires `shopify:section:load`), a single attribute or
 * script text changed (Adobe's Universal Editor), a node moved, a mount element added and
 * removed. No reload; what the buyer typed elsewhere stays; and a widget that leaves the page
 * leaves nothing behind: an init script counts the window's and document's event listeners,
 * the active intervals, the bus's keyed subscriptions and the service requests still open.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { customPage, customPages, withHtml } from './customPage';
import { callService, expectVisible, networkQuiet, useHarness } from './harness';

const h = useHarness();
const { open, buyerContextJson } = customPages(h);

/** Counts what a widget could leave behind; `window.__leaks()` reads them. */
const COUNTERS = `
(() => {
  const listeners = new Map();
  const key = (target, type, listener, options) => [target === window ? 'w' : 'd', type, typeof options === 'boolean' ? options : !!(options && options.capture)];
  const tracked = (target) => target === window || target === document;
  const ids = new WeakMap();
  let next = 0;
  const idOf = (fn) => { if (!ids.has(fn)) ids.set(fn, ++next); return ids.get(fn); };
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (tracked(this) && listener && !(options && options.once)) listeners.set(key(this, type, listener, options).concat(idOf(listener)).join('|'), true);
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    if (tracked(this) && listener) listeners.delete(key(this, type, listener, options).concat(idOf(listener)).join('|'));
    return remove.call(this, type, listener, options);
  };
  const intervals = new Set();
  const setI = window.setInterval, clearI = window.clearInterval;
  window.setInterval = function (...args) { const id = setI.apply(this, args); intervals.add(id); return id; };
  window.clearInterval = function (id) { intervals.delete(id); return clearI.call(this, id); };
  let open = 0;
  const fetch0 = window.fetch;
  window.fetch = function (...args) { open += 1; return fetch0.apply(this, args).finally(() => { open -= 1; }); };
  const subscriptions = new Set();
  window.__watchBus = () => {
    const bus = window.StorefrontWidgets.bus;
    const on = bus.on, off = bus.off;
    bus.on = (name, k, callback) => {
      subscriptions.add(name + '|' + k);
      const teardown = on.call(bus, name, k, callback);
      return () => { subscriptions.delete(name + '|' + k); teardown(); };
    };
    bus.off = (name, k) => { subscriptions.delete(name + '|' + k); off.call(bus, name, k); };
  };
  window.__leaks = () => ({ listeners: listeners.size, intervals: intervals.size, openRequests: open, subscriptions: [...subscriptions].sort() });
})();
`;

type Leaks = { listeners: number; intervals: number; openRequests: number; subscriptions: string[] };
const leaks = (page: Page) => page.evaluate(() => (window as unknown as { __leaks(): Leaks }).__leaks());

const searchData = (term: string) =>
  JSON.stringify({
    category: null,
    superSaverCategory: null,
    searchRequest: { searchTerm: term, filters: [], warehouseCode: '1001', warehouseName: 'Burton, OH', categoryId: null, isSuperSaver: false, manufacturerId: null, skip: 0, take: 18, sort: 'score' },
  });
const searchSection = (term: string) => `<div id="searchPage"></div><script type="application/json" id="searchPage-data">${searchData(term)}</script>`;

/** The statement numbers the buyer has, for the statement widget's attribute. */
let statementNumbers: string[] = [];

beforeAll(async () => {
  const { page, context } = await h.openPage('/', { persona: 'buyer' });
  const { statements } = await callService<{ statements: { number: string }[] }>(page, 'Customer/GetStatements', { customerNumber: '100234' });
  statementNumbers = statements.map((statement) => statement.number);
  await context.close();
});

async function openPreviewPage(body: string, path = '/editor/preview') {
  const contextJson = JSON.stringify({ ...JSON.parse(await buyerContextJson()), preview: true });
  const html = customPage(
    contextJson,
    `${body}
<div id="quickOrder"></div>
<script type="module" src="/widgets/searchPage.js"></script>
<script type="module" src="/widgets/account.js"></script>
<script type="module" src="/widgets/quickOrder.js"></script>`,
  );
  const opened = await open(path, { persona: 'buyer', serve: withHtml(html), beforeGoto: async (page) => {
      await page.addInitScript(COUNTERS);
    },
  });
  const { page } = opened;
  await page.evaluate(() => (window as unknown as { __reloadMarker: boolean }).__reloadMarker = true);
  // The buyer has typed in the quick order pad: it must stay through every change.
  const paste = page.getByRole('textbox', { name: /^Paste items/ });
  await expectVisible(paste, 20_000);
  await paste.fill('TL06135\t200');
  await page.waitForFunction(() => !!(window as unknown as { StorefrontWidgets?: { bus?: unknown } }).StorefrontWidgets?.bus);
  await page.evaluate(() => (window as unknown as { __watchBus(): void }).__watchBus());
  return opened;
}

const resultsFor = (page: Page, term: string) => page.locator('#searchPage').getByText(new RegExp(` results for “${term}”`));
const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { __reloadMarker?: boolean }).__reloadMarker === true);

describe('live changes, as editors patch pages', () => {
  it('mounts a section added to the page, and unmounts it cleanly when removed: its listeners, intervals, subscriptions and requests are gone', async () => {
    const { page, context, consoleErrors } = await openPreviewPage('<main id="slot"></main>');
    await networkQuiet(page);
    const before = await leaks(page);
    await page.evaluate((html) => {
      const section = document.createElement('section');
      section.id = 'added';
      section.innerHTML = html;
      document.getElementById('slot')!.append(section);
    }, searchSection('pot'));
    await expectVisible(resultsFor(page, 'pot'), 20_000);
    await networkQuiet(page);
    // Mounted, it listens to the page (the address, the width) as it does.
    expect(await leaks(page)).not.toEqual(before);

    await page.evaluate(() => document.getElementById('added')!.remove());
    await networkQuiet(page);
    await expect.poll(() => leaks(page)).toEqual(before);
    expect(await page.getByRole('textbox', { name: /^Paste items/ }).inputValue()).toBe('TL06135\t200');
    expect(await notReloaded(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("replaces a section wholesale as Shopify's theme editor does: the old widget unmounts, the new one searches its own request, and nothing of the old stays", async () => {
    const { page, context, consoleErrors, requestsTo } = await openPreviewPage(`<section id="shopify-section-main" class="shopify-section">${searchSection('pot')}</section>`);
    await expectVisible(resultsFor(page, 'pot'), 20_000);
    await networkQuiet(page);
    const before = await leaks(page);
    const searches = requestsTo('Product/WebSearch').length;
    await page.evaluate((html) => {
      const section = document.getElementById('shopify-section-main')!;
      section.innerHTML = html;
      section.dispatchEvent(new CustomEvent('shopify:section:load', { bubbles: true, detail: { sectionId: 'main' } }));
    }, searchSection('tray'));
    await expectVisible(resultsFor(page, 'tray'), 20_000);
    await networkQuiet(page);
    expect(requestsTo('Product/WebSearch').length).toBe(searches + 1);
    expect(await page.locator('#searchPage').count()).toBe(1);
    // The same widget kind in place of the old one: the same listeners and subscriptions, no more.
    await expect.poll(() => leaks(page)).toEqual(before);
    expect(await page.getByRole('textbox', { name: /^Paste items/ }).inputValue()).toBe('TL06135\t200');
    expect(await notReloaded(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("follows one script's text or one attribute changed in place as Adobe's Universal Editor does, and keeps a moved node's widget", async () => {
    const [first, second] = statementNumbers;
    expect(second, 'the buyer has two statements').toBeDefined();
    const { page, context, consoleErrors, requestsTo } = await openPreviewPage(
      `<section id="hero">${searchSection('pot')}</section><aside id="aside"><div data-sf-widget="statement" id="statement" data-number="${first}"></div></aside><footer id="footer"></footer>`,
    );
    await expectVisible(resultsFor(page, 'pot'), 20_000);
    const statement = page.locator('#statement');
    await expectVisible(statement.getByRole('heading', { name: new RegExp(`Statement ${first}`) }), 20_000);
    await networkQuiet(page);
    const before = await leaks(page);

    // The data script's text, as an editor's field writes it.
    await page.evaluate((json) => (document.getElementById('searchPage-data')!.textContent = json), searchData('bench'));
    await expectVisible(resultsFor(page, 'bench'), 20_000);
    // One attribute of a mount element.
    await page.evaluate((number) => document.getElementById('statement')!.setAttribute('data-number', number), second!);
    await expectVisible(statement.getByRole('heading', { name: new RegExp(`Statement ${second}`) }), 20_000);
    await networkQuiet(page);
    // The redrawn statement subscribed again (the watch began after the first drew) under the
    // same key: an old subscription left behind would make it take the next key, statements-2.
    const redrawn = { ...before, subscriptions: [...before.subscriptions, 'invoices paid|statements-1'].sort() };
    await expect.poll(() => leaks(page)).toEqual(redrawn);

    // A node moved elsewhere keeps its widget: no new request, nothing mounted twice.
    const searches = requestsTo('Product/WebSearch').length;
    await page.evaluate(() => document.getElementById('footer')!.append(document.getElementById('hero')!));
    await networkQuiet(page);
    expect(requestsTo('Product/WebSearch').length).toBe(searches);
    await expectVisible(page.locator('#footer #searchPage').getByText(/ results for “bench”/));
    await expect.poll(() => leaks(page)).toEqual(redrawn);

    expect(await page.getByRole('textbox', { name: /^Paste items/ }).inputValue()).toBe('TL06135\t200');
    expect(await notReloaded(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows what an editor got wrong in preview mode, and redraws as they fix it: the note goes with the problem', async () => {
    const broken = searchData('pot').replace('"sort":"score"', '"sort":"bestselling"').replace('"take":18', '"take":"twenty"');
    const { page, context } = await openPreviewPage(`<section id="hero"><div id="searchPage"></div><script type="application/json" id="searchPage-data">${broken}</script></section>`);
    const note = page.getByRole('note').filter({ has: page.getByRole('heading', { name: 'Settings to check' }) });
    await expectVisible(note, 20_000);
    expect(await note.getByRole('listitem').allTextContents()).toEqual([
      'searchRequest.take: "twenty" is not a whole number of at least 1; 18 is used.',
      'searchRequest.sort: "bestselling" is not one of score, sortOrder, manufacturerNameSort, itemNumberExact, itemItemListPrice, itemItemListPriceDesc; score is used.',
    ]);
    // The widget draws with the defaults meanwhile.
    await expectVisible(resultsFor(page, 'pot'), 20_000);
    await page.evaluate((json) => (document.getElementById('searchPage-data')!.textContent = json), searchData('pot'));
    await expect.poll(() => note.count()).toBe(0);
    await expectVisible(resultsFor(page, 'pot'));
    await context.close();
  });
});
