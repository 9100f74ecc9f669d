/**
 * Embedding guarantees of HOST-CONTRACT section 1 and 2, with the built widgets in Chromium:
 * a script loaded twice, a script that runs before its mount elements exist, mount elements
 * added after load, two copies of the bundle on one page, malformed page data in one widget,
 * and widgets loaded from another origin. Test pages are either custom HTML or real demo
 * pages rewritten on the way, both served on the demo server's origin through page.route.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customPage, customPages, rewritten, withHtml } from './customPage';
import { expectVisible, pageSettled, startHarness, useHarness, VIEWPORTS, WIDGETS_DIR, type Harness, type PersonaKey } from './harness';

const h = useHarness();

const CART_NAME = /^Cart, \d+ items?$/;
const PAGE_DATA_NOTICE = "This section could not be shown: the page's settings are incomplete.";

const { open, buyerContextJson } = customPages(h);

/** Links inside each cart badge mount: one per badge when each is mounted once. */
async function linksPerBadge(page: Page): Promise<number[]> {
  return page.locator('[data-sf-widget="cart-badge"]').evaluateAll((badges) => badges.map((badge) => badge.querySelectorAll('a').length));
}

async function waitForBadges(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    ({ count, source }) => {
      const badges = [...document.querySelectorAll('[data-sf-widget="cart-badge"]')];
      return badges.length === count && badges.every((b) => new RegExp(source).test(b.querySelector('a')?.getAttribute('aria-label') ?? ''));
    },
    { count, source: CART_NAME.source },
    { timeout: 10_000 },
  );
}

/** Elements the page registry marks as mounted (one mark per element, however often mounted). */
async function mountedCount(page: Page): Promise<number> {
  return page.locator('[data-sf-mounted]').count();
}

/**
 * Emits a `one time` notice and checks that it is shown exactly once: the toasts region is
 * mounted once (a second mount would be a second region showing it too).
 */
async function expectOneToast(page: Page, id: string): Promise<void> {
  const message = `Embedding check ${id}`;
  await page.evaluate(({ id, message }) => window.StorefrontWidgets?.bus?.emit('one time', { id, message, tone: 'info' }), { id, message });
  await expectVisible(page.getByText(message));
  expect(await page.getByText(message).count()).toBe(1);
}

/** Emits `update cart` the way a host script does and waits for every badge to show it. */
async function emitCartUpdate(page: Page, lineCount: number): Promise<void> {
  await page.evaluate((lineCount) => {
    const bus = window.StorefrontWidgets?.bus;
    if (!bus) throw new Error('window.StorefrontWidgets.bus is missing');
    bus.emit('update cart', { cart: { lineCount, totalQuantity: lineCount * 2, subtotal: 12.5 } });
  }, lineCount);
  const name = `Cart, ${lineCount} ${lineCount === 1 ? 'item' : 'items'}`;
  await page.waitForFunction(
    (name) => [...document.querySelectorAll('[data-sf-widget="cart-badge"] a')].every((a) => a.getAttribute('aria-label') === name),
    name,
    { timeout: 5000 },
  );
}

/**
 * A host page and the built widgets on two origins of their own (two ports of localhost, real
 * servers: a page answered by page.route may not load from loopback), the widgets' CORS
 * headers covering only the entry files: their bootstraps run, and the code under chunks/ is
 * refused by the browser (a CDN rule that missed a folder). Closed by the caller.
 */
async function hostWithWidgetsWithoutCorsForChunks(html: (widgetsBase: string) => string): Promise<{ pageUrl: string; widgetsBase: string; close(): void }> {
  let widgetsBase = '';
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname === '/page') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html(widgetsBase));
      return;
    }
    const file = path.join(WIDGETS_DIR, path.normalize(pathname).replace(/^\/+/, ''));
    readFile(file).then(
      (body) => {
        const headers: Record<string, string> = { 'Content-Type': 'text/javascript; charset=utf-8' };
        if (!pathname.includes('/chunks/')) headers['Access-Control-Allow-Origin'] = '*';
        res.writeHead(200, headers).end(body);
      },
      () => res.writeHead(404).end(),
    );
  };
  const servers: Server[] = [createServer(handler), createServer(handler)];
  const ports = await Promise.all(servers.map((server) => new Promise<number>((resolve) => server.listen(0, () => resolve((server.address() as AddressInfo).port)))));
  widgetsBase = `http://localhost:${ports[1]}`;
  return { pageUrl: `http://localhost:${ports[0]}/page`, widgetsBase, close: () => servers.forEach((server) => server.close()) };
}

describe('embedding', () => {
  it("shows the notice in every mount of an entry whose code cannot load (chunks served without CORS) and names the file on the console", async () => {
    const contextJson = await buyerContextJson();
    const host = await hostWithWidgetsWithoutCorsForChunks((widgetsBase) =>
      customPage(
        contextJson,
        `<div id="quickOrder"></div><section data-sf-widget="buy-again"></section>
<script type="module" src="${widgetsBase}/quickOrder.js"></script>`,
      ),
    );
    const context = await h.browser.newContext({ viewport: VIEWPORTS.desktop });
    try {
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto(host.pageUrl);
      const notice = 'This section stopped working. Reload the page to try again.';
      await expectVisible(page.locator('#quickOrder').getByRole('alert'));
      expect(await page.getByRole('alert').allTextContents()).toEqual([notice, notice]);
      const escaped = host.widgetsBase.replace(/[.:/]/g, '\\$&');
      await expect
        .poll(() => consoleErrors.find((text) => text.startsWith('StorefrontWidgets: ')) ?? '')
        .toMatch(new RegExp(`^StorefrontWidgets: ${escaped}/chunks/quickOrder-main-[0-9A-F]{8}\\.js did not load .*#quickOrder, \\[data-sf-widget="buy-again"\\] show a notice`));
    } finally {
      await context.close();
      host.close();
    }
  });

  it('a script loaded twice mounts each element once', async () => {
    const contextJson = await buyerContextJson();
    const html = customPage(
      contextJson,
      `<header><div data-sf-widget="cart-badge" id="badge-a"></div><div data-sf-widget="cart-badge" id="badge-b"></div></header>
<script type="module" src="/widgets/cartBadge.js"></script>
<script type="module" src="/widgets/cartBadge.js?loaded-again"></script>`,
    );
    const { page, context, consoleErrors, pageErrors, requestsTo } = await open('/embed/twice', { persona: 'buyer', serve: withHtml(html) });
    await waitForBadges(page, 2);
    // Both entry URLs were fetched, so the entry module ran twice.
    const entryLoads = (await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))).filter((n) =>
      n.includes('/widgets/cartBadge.js'),
    );
    expect(entryLoads).toHaveLength(2);
    expect(await linksPerBadge(page)).toEqual([1, 1]);
    // Two badges and the page's toasts region.
    expect(await mountedCount(page)).toBe(3);
    await expectOneToast(page, 'twice');
    expect(requestsTo('Cart/GetCartInfo')).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('an entry that runs before its mount elements exist mounts them once', async () => {
    const contextJson = await buyerContextJson();
    // The async module script in the head runs as soon as it loads; the slow classic script
    // holds the parser, so the mount elements after it do not exist yet when the entry runs.
    const html = customPage(
      contextJson,
      `<script src="/embed/slow.js"></script>
<div data-sf-widget="cart-badge" id="late-badge"></div>
<div data-sf-widget="cart-badge" id="later-badge"></div>`,
      '<script type="module" async src="/widgets/cartBadge.js"></script>',
    );
    const { page, context, consoleErrors } = await open('/embed/early', {
      persona: 'buyer',
      serve: withHtml(html),
      beforeGoto: async (p) => {
        await p.route(`${h.baseUrl}/embed/slow.js`, async (route) => {
          // Held until the async entry has run (at most 10 s: an entry that waits for the parser
          // never runs meanwhile; 1.5 s could pass before a busy machine had run a correct one).
          await p.waitForFunction(() => !!(window as unknown as { StorefrontWidgets?: { mountAll?: unknown } }).StorefrontWidgets?.mountAll, null, { polling: 50, timeout: 10_000 }).catch(() => undefined);
          await route.fulfill({
            contentType: 'text/javascript',
            body: `window.__entryRanFirst = { global: !!(window.StorefrontWidgets && window.StorefrontWidgets.mountAll), badges: document.querySelectorAll('[data-sf-widget="cart-badge"]').length, readyState: document.readyState };`,
          });
        });
      },
    });
    await waitForBadges(page, 2);
    expect(await page.evaluate(() => (window as unknown as { __entryRanFirst: unknown }).__entryRanFirst)).toEqual({
      global: true,
      badges: 0,
      readyState: 'loading',
    });
    expect(await linksPerBadge(page)).toEqual([1, 1]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("a host script at DOMContentLoaded finds window.StorefrontWidgets before the widgets' code arrives: its subscribers hear its events at once as mitt's would, the widgets hear them once when they start, and no mountAll call is lost", async () => {
    const contextJson = await buyerContextJson();
    const html = customPage(
      contextJson,
      `<div data-sf-widget="cart-badge" id="badge"></div>
<script>document.addEventListener('DOMContentLoaded', () => {
  const sw = window.StorefrontWidgets;
  const host = (window.__host = { hadGlobal: !!(sw && sw.bus && sw.mountAll), seen: [] });
  window.__hostBus = sw.bus;
  sw.bus.on('one time', 'host', (payload) => host.seen.push(payload.id));
  sw.bus.emit('one time', { id: 'host-hello', message: 'Hello from the host', tone: 'info' });
  // Issue 41's script: the second callback under a key replaces the first, hears the event
  // at once, and nothing after off.
  host.search = [];
  sw.bus.on('show search', 'k', () => host.search.push('a'));
  sw.bus.on('show search', 'k', (payload) => host.search.push('b:' + payload.open));
  sw.bus.emit('show search', { open: true });
  sw.bus.off('show search', 'k');
  sw.bus.emit('show search', { open: false });
  sw.mountAll();
  host.seenAtLoad = host.seen.length;
  host.searchAtLoad = host.search.slice();
});</script>`,
      '<script type="module" src="/widgets/cartBadge.js"></script>',
    );
    const { page, context, consoleErrors, pageErrors } = await open('/embed/host-at-load', {
      persona: 'buyer',
      serve: withHtml(html),
      beforeGoto: async (p) => {
        // The entry's code arrives well after DOMContentLoaded: only the bootstrap has run then.
        await p.route(/\/widgets\/chunks\/cartBadge-main-[0-9A-F]{8}\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        });
      },
    });
    await waitForBadges(page, 1);
    await page.waitForFunction(() => (window as unknown as { __host?: { seen: string[] } }).__host?.seen.length === 1);
    // The toasts start after the notice was emitted: they show it once, when the entry has run.
    await expectVisible(page.getByText('Hello from the host'));
    expect(await page.evaluate(() => (window as unknown as { __host: unknown }).__host)).toEqual({
      hadGlobal: true,
      seen: ['host-hello'],
      seenAtLoad: 1,
      search: ['b:true'],
      searchAtLoad: ['b:true'],
    });
    // The widgets' own subscriber heard it too: the entry's toasts show the host's notice once.
    await expectVisible(page.getByText('Hello from the host'));
    expect(await page.getByText('Hello from the host').count()).toBe(1);
    // The reference the host kept reaches the real bus now.
    await page.evaluate(() => (window as unknown as { __hostBus: { emit(name: string, payload: unknown): void } }).__hostBus.emit('one time', { id: 'host-later', message: 'Later', tone: 'info' }));
    expect(await page.evaluate(() => (window as unknown as { __host: { seen: string[] } }).__host.seen)).toEqual(['host-hello', 'host-later']);
    expect(await linksPerBadge(page)).toEqual([1]);
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('mount elements added after load mount through mountAll, idempotently', async () => {
    const contextJson = await buyerContextJson();
    const html = customPage(
      contextJson,
      `<div data-sf-widget="cart-badge" id="first"></div><section id="cms-slot"></section>
<script type="module" src="/widgets/cartBadge.js"></script>`,
    );
    const { page, context, consoleErrors, requestsTo } = await open('/embed/later', { persona: 'buyer', serve: withHtml(html) });
    await waitForBadges(page, 1);
    await page.evaluate(() => {
      const slot = document.getElementById('cms-slot');
      if (!slot) throw new Error('no #cms-slot');
      slot.innerHTML = '<div data-sf-widget="cart-badge" id="added-1"></div><div data-sf-widget="cart-badge" id="added-2"></div>';
      window.StorefrontWidgets?.mountAll?.(slot);
      window.StorefrontWidgets?.mountAll?.(slot);
      window.StorefrontWidgets?.mountAll?.();
    });
    await waitForBadges(page, 3);
    await expectVisible(page.locator('#added-2').getByRole('link', { name: CART_NAME }));
    expect(await linksPerBadge(page)).toEqual([1, 1, 1]);
    expect(await mountedCount(page)).toBe(4);
    await expectOneToast(page, 'later');
    // The page's one cart store answers the new badges: still one GetCartInfo.
    expect(requestsTo('Cart/GetCartInfo')).toHaveLength(1);
    await emitCartUpdate(page, 4);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('two copies of the bundle share one bus and mount each element once', async () => {
    const { page, context, consoleErrors, pageErrors, badResponses } = await open('/order-now/1/containers', {
      persona: 'buyer',
      // The search page and favorites come from a second copy of the bundle; a second copy
      // of the badge entry loads too.
      serve: rewritten((html) =>
        html
          .replace('src="/widgets/searchPage.js"', 'src="/widgets-copy/searchPage.js"')
          .replace('src="/widgets/favoritesDialog.js"', 'src="/widgets-copy/favoritesDialog.js"')
          .replace('</body>', '<script type="module" src="/widgets-copy/cartBadge.js"></script></body>'),
      ),
    });
    await waitForBadges(page, 2);
    const card = page.locator('#searchPage').getByRole('article').first();
    await expectVisible(card);
    // The copy's chunks were fetched from their own URLs, so the browser ran them as other modules.
    const copies = (await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))).filter((n) =>
      n.includes('/widgets-copy/chunks/'),
    );
    expect(copies.length).toBeGreaterThan(0);
    expect(await linksPerBadge(page)).toEqual([1, 1]);
    expect(await page.locator('#searchPage').getByRole('heading', { name: 'Products' }).count()).toBe(1);
    // Two badges, the customer switcher (signed-in pages), the search page and the toasts
    // region; the search page (React) has one portal.
    expect(await mountedCount(page)).toBe(5);
    expect(await page.locator('[data-sf-portal="searchPage"]').count()).toBe(1);
    await expectOneToast(page, 'two-copies');

    // A host script's update reaches every badge.
    await emitCartUpdate(page, 9);
    // Add to cart in the copy's search page reaches the first copy's badges through the one bus.
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-sf-widget="cart-badge"] a')].every((a) => a.getAttribute('aria-label') !== 'Cart, 9 items'),
      undefined,
      { timeout: 10_000 },
    );
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(badResponses).toEqual([]);
    await context.close();
  });

  it('malformed page data in one widget shows its notice and one console error; the badge still works', async () => {
    const { page, context, consoleErrors } = await open('/order-now/1/containers', {
      persona: 'buyer',
      serve: rewritten((html) =>
        html
          .replace(/(<script type="application\/json" id="searchPage-data">)[\s\S]*?(<\/script>)/, '$1{"searchRequest": $2')
          .replace('<div id="searchPage"></div>', '<div id="searchPage"></div><div data-sf-widget="favorites" id="favorites-bad" data-item-id="abc"></div>'),
      ),
    });
    await waitForBadges(page, 2);
    const searchNotice = page.locator('#searchPage').getByRole('alert');
    await expectVisible(searchNotice);
    expect(await searchNotice.textContent()).toBe(PAGE_DATA_NOTICE);
    const favoritesNotice = page.locator('#favorites-bad').getByRole('alert');
    await expectVisible(favoritesNotice);
    expect(await favoritesNotice.textContent()).toBe(PAGE_DATA_NOTICE);

    const aboutSearch = consoleErrors.filter((e) => e.includes('#searchPage'));
    expect(aboutSearch).toHaveLength(1);
    expect(aboutSearch[0]).toMatch(/^#searchPage-data: the content is not valid JSON/);
    const aboutFavorites = consoleErrors.filter((e) => e.includes('#favorites-bad'));
    expect(aboutFavorites).toHaveLength(1);
    expect(aboutFavorites[0]).toContain('data-item-id: "abc" is not a whole number above 0');
    expect(consoleErrors).toHaveLength(2);

    await emitCartUpdate(page, 3);
    await context.close();
  });

  it('reports the malformed page data to Cart/logFromClient by beacon on page hide, without the token', async () => {
    const { page, context, requestsTo } = await open('/order-now/1/containers', {
      persona: 'buyer',
      serve: rewritten((html) =>
        html.replace(/(<script type="application\/json" id="searchPage-data">)[\s\S]*?(<\/script>)/, '$1{"searchRequest": $2'),
      ),
    });
    await expectVisible(page.locator('#searchPage').getByRole('alert'));
    const token = String((JSON.parse((await page.locator('script#sf-context').textContent()) ?? '{}') as { jwtToken?: string }).jwtToken);
    expect(token.length).toBeGreaterThan(10);
    const beacon = page.waitForRequest((r) => r.url().endsWith('/api/Cart/logFromClient'), { timeout: 10_000 });
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const request = await beacon;
    const body = JSON.parse(request.postData() ?? '{}') as { companyUserId: number; customerNumber: string | null; message: string };
    expect(body.companyUserId).toBeGreaterThan(0);
    expect(body.customerNumber).toBe('100234');
    expect(body.message).toContain('[page-data] "searchPage" in #searchPage: #searchPage-data: the content is not valid JSON');
    expect(body.message).not.toContain(token);
    expect(request.headers().authorization).toBeUndefined();
    expect((await request.response())?.status()).toBe(200);
    expect(requestsTo('Cart/logFromClient')).toHaveLength(1);
    await context.close();
  });

});

describe('client error reporting in the built bundle', () => {
  it("reports an uncaught error from the widgets' own files and not the host's", async () => {
    const contextJson = await buyerContextJson();
    const html = customPage(contextJson, '<div data-sf-widget="cart-badge"></div><script type="module" src="/widgets/cartBadge.js"></script>');
    const { page, context } = await open('/embed/errors', { persona: 'buyer', serve: withHtml(html) });
    await waitForBadges(page, 1);
    const beacon = page.waitForRequest((r) => r.url().endsWith('/api/Cart/logFromClient'), { timeout: 10_000 });
    // The reporter's core loads with the first error to report (docs/hardening.md).
    const core = page.waitForResponse((r) => /\/widgets\/chunks\/errorReporterCore-[^/]*\.js$/.test(r.url()), { timeout: 10_000 });
    await page.evaluate(() => {
      // The widgets' folder is what the bundle derives from its own module URL.
      const fail = (message: string, file: string) => {
        const error = new Error(message);
        error.stack = `Error: ${message}\n    at run (${file}:1:1)`;
        window.dispatchEvent(new ErrorEvent('error', { error, message, filename: file }));
      };
      fail('widget failure', `${location.origin}/widgets/chunks/chunk-EXAMPLE.js`);
      fail('host theme failure', `${location.origin}/demo/static/host.js`);
    });
    await (await core).finished();
    await pageSettled(page);
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const body = JSON.parse((await beacon).postData() ?? '{}') as { message: string };
    expect(body.message).toContain('[unhandled]: Error: widget failure');
    expect(body.message).not.toContain('host theme failure');
    await context.close();
  });
});

describe('widgets from another origin', () => {
  // The demo host's widgetsPort: a second server on another port that serves only
  // dist/widgets (as a CDN would), and pages that load the widgets from it.
  let cdn: Harness | null = null;
  beforeAll(async () => {
    cdn = await startHarness({ widgetsPort: 0 });
  });
  afterAll(async () => {
    await cdn?.close();
  });

  it('mount, call the service and add to cart', async () => {
    if (!cdn) throw new Error('the cross-origin harness did not start');
    const widgetsBase = cdn.server.widgetsBase;
    const widgetsOrigin = new URL(widgetsBase).origin;
    expect(widgetsOrigin).not.toBe(cdn.baseUrl);
    const { page, context, consoleErrors } = await cdn.openPage('/order-now/1/containers', { persona: 'buyer' });
    const services: string[] = [];
    page.on('request', (r) => services.push(new URL(r.url()).pathname));
    await waitForBadges(page, 2);
    const card = page.locator('#searchPage').getByRole('article').first();
    await expectVisible(card);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/widgets/')));
    expect(scripts.length).toBeGreaterThan(3);
    for (const url of scripts) expect(new URL(url).origin).toBe(widgetsOrigin);
    const before = await page.locator('#cart-badge-desktop a').getAttribute('aria-label');
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForFunction((before) => document.querySelector('#cart-badge-desktop a')?.getAttribute('aria-label') !== before, before, {
      timeout: 10_000,
    });
    expect(services.filter((p) => p === '/api/Cart/AddItemToCart')).toHaveLength(1);
    expect(consoleErrors.filter((e) => !e.startsWith('Failed to load resource: the server responded with a status of 404'))).toEqual([]);
    await context.close();
  });
});
