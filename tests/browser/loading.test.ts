/**
 * Request first (issues 21, 34): the first service calls of the search page, the product page,
 * the cart page, the customer switcher, the checkout and the account widgets leave before
 * React has downloaded; the view and the
 * React platform are modulepreloaded from the widgets' origin; the cart badge stays
 * React-free; nothing shifts while the page loads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../src/testing/deferred';
import { demoRoutePath, searchPagePath, useHarness, VIEWPORTS, WIDGETS_DIR } from './harness';

const h = useHarness();

/** The React platform layer (React, ReactDOM, Emotion): dist/widgets/chunks/sf-platform-<hash>.js. */
const PLATFORM = /\/widgets\/chunks\/sf-platform-[0-9A-F]{8}\.js$/;

type BuildMeta = { outputs: Record<string, { imports?: { path: string; kind: string }[]; preloads?: string[]; viewPreloads?: [string, string[]][] }> };

/** The build's record of its files (build.mjs writes it beside dist/widgets). */
function buildMeta(): BuildMeta {
  return JSON.parse(readFileSync(path.join(WIDGETS_DIR, '../meta/widgets.json'), 'utf8')) as BuildMeta;
}

/** A build path (dist/widgets/…) as the page requests it (/widgets/…). */
const urlPath = (file: string) => `/${file.replace(/^dist\//, '')}`;

/** `start` and every file it imports statically, transitively, as URL paths. */
function staticClosure(meta: BuildMeta, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imp of meta.outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') stack.push(imp.path);
  }
  return new Set([...seen].map(urlPath));
}

/** What the build says a page with these entries loads before it draws: the entries, what they modulepreload and their static imports. */
function plannedFiles(meta: BuildMeta, entries: readonly string[]): Set<string> {
  return staticClosure(meta, entries.flatMap((entry) => [`dist/widgets/${entry}.js`, ...(meta.outputs[`dist/widgets/${entry}.js`]?.preloads ?? [])]));
}

/** The files `planned` files load by import() (on demand), with what those import statically. */
function onDemandParts(meta: BuildMeta, planned: Set<string>): Set<string> {
  const parts = Object.entries(meta.outputs)
    .filter(([file]) => planned.has(urlPath(file)))
    .flatMap(([, output]) => (output.imports ?? []).filter((imp) => imp.kind === 'dynamic-import').map((imp) => imp.path));
  return staticClosure(meta, parts);
}

async function newPage(persona: 'buyer' | null): Promise<Page> {
  const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop });
  if (persona) await h.loginAs(context, persona);
  return context.newPage();
}

/**
 * Opens `path` as the buyer with React's file held back until every call of `calls` was sent
 * (at most 15 s: a call that waits for React is never sent while it is held; the bootstrap asks
 * for React in the same round trip as the entry's code, so the hold starts before that code has
 * even arrived, and on a busy machine 1.5 s was not enough; only a failing test waits it out)
 * and returns the order of events: 'platform requested', 'platform answered' and
 * '<service path> sent' for each of `calls`, once `drawn` (a selector inside the widget) is on
 * the page.
 */
async function orderWithReactHeldBack(path: string, calls: readonly string[], drawn: string): Promise<string[]> {
  const page = await newPage('buyer');
  const events: string[] = [];
  const allSent = deferred<void>();
  // A call that waited for React would leave after its file.
  await page.route(PLATFORM, async (route) => {
    events.push('platform requested');
    await Promise.race([allSent.promise, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    events.push('platform answered');
    await route.continue();
  });
  page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname;
    const call = calls.find((name) => pathname.endsWith(`/${name}`));
    if (call && !events.includes(`${call} sent`)) events.push(`${call} sent`);
    if (calls.every((name) => events.includes(`${name} sent`))) allSent.resolve();
  });
  await page.goto(h.baseUrl + path);
  await page.locator(drawn).first().waitFor({ timeout: 10_000 });
  await page.context().close();
  return events;
}

/** Every call in `calls` was sent, each before React's file arrived. */
function expectSentBeforeReact(events: string[], calls: readonly string[]): void {
  const arrived = events.indexOf('platform answered');
  expect(arrived).toBeGreaterThanOrEqual(0);
  for (const call of calls) {
    expect(events, `${call} sent`).toContain(`${call} sent`);
    expect(events.indexOf(`${call} sent`), `${call} before React`).toBeLessThan(arrived);
  }
}

describe('request first', () => {
  it("sends the search page's Product/WebSearch before React's file has arrived", async () => {
    const calls = ['Product/WebSearch'];
    const events = await orderWithReactHeldBack(await searchPagePath(h), calls, '.sf-card');
    expectSentBeforeReact(events, calls);
  });

  it("sends the product page's Product/GetItem and Product/GetProductCustomerPrice before React's file has arrived", async () => {
    const path = await demoRoutePath(h, '/order-now/product/');
    const calls = ['Product/GetItem', 'Product/GetProductCustomerPrice'];
    const events = await orderWithReactHeldBack(path, calls, '#productPage h1');
    expectSentBeforeReact(events, calls);
  });

  it("sends the cart page's Cart/GetCart and Cart/GetCartSettings before React's file has arrived", async () => {
    const calls = ['Cart/GetCart', 'Cart/GetCartSettings'];
    const events = await orderWithReactHeldBack('/cart', calls, '#cartPage .sf-cart__layout:not([aria-busy]), #cartPage .sf-cart__empty');
    expectSentBeforeReact(events, calls);
  });

  it("sends the customer switcher's Customer/ShipToLookups and Customer/CompanyUsers before React's file has arrived", async () => {
    // The home page: the cart badge and the switcher, no other React widget.
    const calls = ['Customer/ShipToLookups', 'Customer/CompanyUsers'];
    const events = await orderWithReactHeldBack('/', calls, '[data-sf-widget="customer-switcher"] dl');
    expectSentBeforeReact(events, calls);
  });

  it("sends the checkout's Cart/GetCartSettings, Customer/ShipToLookups and Cart/GetCart before React's file has arrived", async () => {
    const calls = ['Cart/GetCartSettings', 'Customer/ShipToLookups', 'Cart/GetCart'];
    // The form (its Ship via select) or, with the buyer's cart empty, the sentence saying so.
    const events = await orderWithReactHeldBack('/checkout', calls, '#checkout select, #checkout p');
    expectSentBeforeReact(events, calls);
  });

  it("sends the account statements' Customer/GetStatements before React's file has arrived", async () => {
    const calls = ['Customer/GetStatements'];
    const events = await orderWithReactHeldBack('/MyAccount/OrderManager/Statements', calls, '#statements table');
    expectSentBeforeReact(events, calls);
  });

  it("sends the favorites page's Customer/FavoriteLists before React's file has arrived", async () => {
    const calls = ['Customer/FavoriteLists'];
    const events = await orderWithReactHeldBack('/account/favorites/', calls, '[data-sf-widget="favorites-page"] :is(h2, p)');
    expectSentBeforeReact(events, calls);
  });

  it('modulepreloads the view and the React platform from the widgets’ origin, with the page’s nonce', async () => {
    const path = await searchPagePath(h);
    const page = await newPage('buyer');
    await page.goto(h.baseUrl + path);
    const preloadLinks = () =>
      page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => ({ href: l.href, nonce: l.nonce })));
    const context = JSON.parse((await page.locator('script#sf-context').textContent()) ?? '{}') as { cspNonce?: string };
    // What the build records for the four entries (their code, the search page's view, the favorites
    // control's view, the customer switcher's view on a signed-in page, the platform and the
    // shared groups the views import, and the React half, linked once an entry's code is in),
    // no more; the browser fetches a module once however many links name it.
    const meta = buildMeta();
    const planned = new Set(['cartBadge', 'searchPage', 'favoritesDialog', 'customerSwitcher'].flatMap((entry) => meta.outputs[`dist/widgets/${entry}.js`]?.preloads ?? []).map(urlPath));
    expect(planned.size).toBeGreaterThanOrEqual(4);
    await expect.poll(async () => new Set((await preloadLinks()).map((l) => new URL(l.href).pathname))).toEqual(planned);
    const links = await preloadLinks();
    expect(links.some((l) => PLATFORM.test(l.href))).toBe(true);
    for (const link of links) {
      expect(new URL(link.href).pathname).toMatch(/^\/widgets\/chunks\//);
      if (context.cspNonce) expect(link.nonce).toBe(context.cspNonce);
    }
    await page.context().close();
  });

  /** What account.js preloaded on `pagePath`, and the files its per-view map names for a widget. */
  async function accountPreloads(pagePath: string) {
    const page = await newPage('buyer');
    await page.goto(`${h.baseUrl}${pagePath}`);
    const links = new Set(await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => new URL(l.href).pathname)));
    await page.context().close();
    const byView = buildMeta().outputs['dist/widgets/account.js']?.viewPreloads ?? [];
    const filesFor = (widget: string) => byView.find(([selectors]) => selectors.split(', ').includes(`[data-sf-widget="${widget}"]`))?.[1] ?? [];
    return { links, filesFor };
  }

  it.each([
    { pagePath: '/MyAccount/OrderManager/Statements', widget: 'statements', parts: [/\/StatementsWidget-/], other: 'contact-form', otherView: /\/ContactFormWidget-/ },
    // The favorites page's parts are an import() its start makes: preloaded with its view.
    { pagePath: '/account/favorites/', widget: 'favorites-page', parts: [/\/FavoritesPageRoot-/, /\/favoritesPageParts-/], other: 'statements', otherView: /\/StatementsWidget-/ },
  ])('account.js preloads on $pagePath the $widget widget\'s view, parts and what they import, and not the $other view', async ({ pagePath, widget, parts, other, otherView }) => {
    const { links, filesFor } = await accountPreloads(pagePath);
    const own = filesFor(widget);
    for (const part of parts) expect(own.some((f) => part.test(f)), String(part)).toBe(true);
    for (const file of own) expect(links, file).toContain(urlPath(file));
    const notHere = filesFor(other).find((f) => otherView.test(f));
    expect(notHere).toBeDefined();
    expect(links).not.toContain(urlPath(notHere!));
  });

  it("loads badge + search + favorites in the files the build plans for them, the search page's own content drawn in one pass with no shift while React arrives late", async () => {
    const path = await searchPagePath(h);
    const page = await newPage('buyer');
    // Shifts of the widget's own content (a skeleton replaced by cards, a description pushing
    // the grid): the host's empty #searchPage growing once is the host's to reserve.
    await page.addInitScript(() => {
      const w = window as Window & { __shift?: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] })[]) {
          const inWidget = entry.sources.some((source) => source.node && document.getElementById('searchPage')?.contains(source.node));
          if (!entry.hadRecentInput && inWidget) w.__shift! += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || /\/widgets\//.test(request.url())) scripts.push(new URL(request.url()).pathname);
    });
    // The platform slow, so the page is seen with its results before and after React's arrival.
    await page.route(PLATFORM, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(h.baseUrl + path);
    await page.locator('.sf-card').first().waitFor({ timeout: 10_000 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as Window & { __shift?: number }).__shift)).toBe(0);
    // (The customer switcher of signed-in visitors, with the files only it loads, is left out.)
    const meta = buildMeta();
    const planned = plannedFiles(meta, ['cartBadge', 'searchPage', 'favoritesDialog']);
    const switcherOnly = plannedFiles(meta, ['customerSwitcher']);
    const widgetFiles = [...new Set(scripts.filter((p) => p.startsWith('/widgets/') && !/purify|errorReporterCore/.test(p) && (planned.has(p) || !switcherOnly.has(p))))];
    // Three entries (cartBadge, searchPage, favoritesDialog), the core, the platform, the
    // search page's view, the favorites control's view and the shared groups the views
    // import: what the build plans (its file count is the bench's weight.<entry>.files).
    // Beyond those, only the on-demand parts of those files (the filter list the search view
    // asks for as it draws): nothing the build did not plan.
    expect(widgetFiles.filter((file) => planned.has(file)).sort()).toEqual([...planned].sort());
    const onDemand = onDemandParts(meta, planned);
    expect(widgetFiles.filter((file) => !planned.has(file) && !onDemand.has(file))).toEqual([]);
    await page.context().close();
  });

  it('keeps the cart badge React-free: a page with only the badge loads no React', async () => {
    // Anonymous: a signed-in visitor's pages carry the customer switcher (React) too.
    const page = await newPage(null);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto(`${h.baseUrl}/`);
    await page.locator('#cart-badge-desktop a').first().waitFor({ state: 'attached' });
    const widgets = scripts.filter((p) => p.startsWith('/widgets/'));
    expect(widgets.some((p) => p.endsWith('/cartBadge.js'))).toBe(true);
    expect(widgets.some((p) => PLATFORM.test(p))).toBe(false);
    await page.context().close();
  });
});
