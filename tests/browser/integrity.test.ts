/**
 * The payment page (docs/embedding.md "On a payment page"): /checkout loads every widget file
 * under subresource integrity, the entries by the `integrity` of their tags and every chunk by
 * the import map's `integrity` (generated from dist/meta/integrity.json), with the widgets
 * from another origin, under the strict policy that reports to /demo/csp-reports.
 *
 * A file is tampered with on its way to the browser (`page.route`: one byte of a string
 * literal changed, so the code is still valid and would run without the check).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { IntegrityManifest } from '../../integrity.mjs';
import type { Meta } from '../../buildLayers.mjs';
import { NOTICE_TEXT } from '../../src/runtime/noticeText';
import { cardFrame, checkoutReady, enterCard, fillCart, orderBook, payByCard } from './checkoutPages';
import { installCspProbe, serverCspReports } from './cspProbe';
import { expectVisible, readPageContext, useHarness, WIDGETS_DIR } from './harness';

const h = useHarness({ widgetsPort: 0 });

const manifest = (): IntegrityManifest => JSON.parse(readFileSync(path.join(WIDGETS_DIR, '../meta/integrity.json'), 'utf8'));
const meta = (): Meta => JSON.parse(readFileSync(path.join(WIDGETS_DIR, '../meta/widgets.json'), 'utf8'));

/** The view an entry's code (its bootstrap's main file) loads by import(), relative to the widgets folder. */
function viewOf(entry: string): string {
  const build = meta();
  const main = build.mainOf?.[entry] ?? `dist/widgets/${entry}.js`;
  const view = (build.outputs[main]?.imports ?? []).find((imp) => imp.kind === 'dynamic-import');
  if (!view) throw new Error(`${entry}.js loads no view by import()`);
  return path.posix.relative('dist/widgets', view.path);
}

const widgetsUrl = (file: string) => `${h.server.widgetsBase}/${file}`;

/**
 * Serves `file` with one byte changed: the first letter of `text`, a string in the file, in
 * the other case (valid code, another look). Resolves true once the changed file was served.
 */
async function tamper(context: BrowserContext, file: string, text: string): Promise<() => boolean> {
  let served = false;
  await context.route(widgetsUrl(file), async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    const at = body.indexOf(text);
    if (at < 0) throw new Error(`${file} does not hold "${text}"`);
    const first = body[at]!;
    body[at] = first ^ 0x20;
    served = true;
    await route.fulfill({ response, body });
  });
  return () => served;
}

/** A buyer's context with a filled cart, on the home page; nothing of /checkout loaded yet. */
async function buyerWithCart() {
  const opened = await h.openPage('/', { persona: 'buyer' });
  await fillCart(opened.page);
  const customer = (await readPageContext(opened.page)).customer as { customerNumber: string };
  return { ...opened, customerNumber: customer.customerNumber };
}

describe('the checkout page under subresource integrity', () => {
  it("one byte changed in the checkout's view chunk: the chunk does not run, the crash notice shows, the console names the file, no order can be placed", async () => {
    const book = orderBook(h);
    const { page, context, consoleErrors, customerNumber } = await buyerWithCart();
    const ordersBefore = book.orderCount(customerNumber);
    const file = viewOf('checkout');
    const served = await tamper(context, file, 'Place order');

    await page.goto(`${h.baseUrl}/checkout`);
    const notice = page.locator('#checkout').getByRole('alert');
    await expectVisible(notice, 20_000);
    expect(served()).toBe(true);
    expect(await notice.textContent()).toBe(NOTICE_TEXT.crash);
    // Neither the tampered text nor the real one: the view never ran.
    expect(await page.getByRole('button', { name: /^Place orde/i }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Pay by card', exact: true }).count()).toBe(0);
    await expect.poll(() => consoleErrors.filter((line) => line.includes(widgetsUrl(file))).length).toBeGreaterThan(0);
    expect(consoleErrors.join('\n')).toMatch(/integrity/i);
    // The other widgets of the page still work.
    await expectVisible(page.locator('#cart-badge-desktop').getByRole('link', { name: /^Cart, \d+ items?$/ }), 20_000);
    expect(book.orderCount(customerNumber)).toBe(ordersBefore);
    book.close();
    await context.close();
  });

  it("one byte changed in a chunk an entry modulepreloads (the customer switcher's view): refused as well", async () => {
    const { page, context, consoleErrors } = await buyerWithCart();
    const file = viewOf('customerSwitcher');
    const served = await tamper(context, file, 'Ship-to');

    await page.goto(`${h.baseUrl}/checkout`);
    // customerSwitcher.js added the link itself (buildLayers.mjs preloadSnippet), without an integrity attribute.
    expect(await page.locator(`link[rel="modulepreload"][href="${widgetsUrl(file)}"]`).count()).toBe(1);
    const notice = page.locator('#customer-switcher').getByRole('alert');
    await expectVisible(notice, 20_000);
    expect(served()).toBe(true);
    expect(await notice.textContent()).toBe(NOTICE_TEXT.crash);
    await expect.poll(() => consoleErrors.filter((line) => line.includes(widgetsUrl(file))).length).toBeGreaterThan(0);
    // The checkout, whose files are untouched, works.
    await checkoutReady(page);
    await context.close();
  });

  it('one byte changed in a file the checkout entry loads at once (the React platform): the view never draws, the crash notice shows, the badge that does not need it works', async () => {
    const { page, context, consoleErrors } = await buyerWithCart();
    const file = manifest().entries.checkout?.loads.find((f) => manifest().files[f]?.kind === 'platform');
    if (!file) throw new Error('checkout.js imports no platform file');
    expect(manifest().entries.cartBadge?.loads).not.toContain(file);
    const served = await tamper(context, file, 'react');

    await page.goto(`${h.baseUrl}/checkout`);
    await expectVisible(page.locator('#cart-badge-desktop').getByRole('link', { name: /^Cart, \d+ items?$/ }), 20_000);
    await expect.poll(() => consoleErrors.filter((line) => line.includes(widgetsUrl(file))).length).toBeGreaterThan(0);
    expect(served()).toBe(true);
    // The React-free part of checkout.js ran (its first call left); the view, which needs React, never drew.
    const notice = page.locator('#checkout').getByRole('alert');
    await expectVisible(notice, 20_000);
    expect(await notice.textContent()).toBe(NOTICE_TEXT.crash);
    expect(await page.getByRole('button', { name: /^Place orde/i }).count()).toBe(0);
    await context.close();
  });

  it('untouched, every script the page runs is covered by the import map and the order is placed with no CSP violation or report', async () => {
    const { page, context, customerNumber } = await buyerWithCart();
    const book = orderBook(h);
    const ordersBefore = book.orderCount(customerNumber);
    const probe = await installCspProbe(context);
    const reportsBefore = serverCspReports(h, `${h.baseUrl}/checkout`).length;

    const response = await page.goto(`${h.baseUrl}/checkout`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scriptSrc).toEqual(["'self'", new URL(h.server.widgetsBase).origin, expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]+'$/)]);
    expect(policy).not.toMatch(/unsafe|\*/);
    expect(policy).toMatch(/report-uri \/demo\/csp-reports/);

    await checkoutReady(page);
    const tags = await page.evaluate(() => ({
      importMap: document.querySelector('script[type="importmap"]')?.textContent ?? '',
      entries: [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map((s) => [s.src, s.integrity]),
    }));
    const map = (JSON.parse(tags.importMap) as { integrity: Record<string, string> }).integrity;
    const files = manifest().files;
    for (const [src, integrity] of tags.entries) {
      expect(integrity, src).toBe(files[path.posix.relative(h.server.widgetsBase, src ?? '')]?.integrity);
    }
    for (const [url, integrity] of Object.entries(map)) {
      expect(integrity, url).toBe(files[path.posix.relative(h.server.widgetsBase, url)]?.integrity);
    }

    await payByCard(page);
    await enterCard(await cardFrame(page));
    await expectVisible(page.getByRole('region', { name: 'Order summary' }).getByText('Paying with Visa ending 1111'), 15_000);
    await page.waitForFunction(() => !document.querySelector('#checkout [aria-busy="true"]'));
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Order placed' }), 20_000);
    expect(book.orderCount(customerNumber)).toBe(ordersBefore + 1);

    // Every script file the page loaded from the widgets' origin had its integrity value.
    const loaded = await page.evaluate((base) =>
      performance.getEntriesByType('resource').map((e) => e.name).filter((name) => name.startsWith(base) && name.endsWith('.js')),
    `${h.server.widgetsBase}/`);
    expect(loaded.length).toBeGreaterThanOrEqual(4);
    expect(loaded.filter((url) => !(url in map))).toEqual([]);

    expect(probe.enforced()).toEqual([]);
    expect(probe.console()).toEqual([]);
    expect(serverCspReports(h, `${h.baseUrl}/checkout`).slice(reportsBefore)).toEqual([]);
    book.close();
    await context.close();
  });
});
