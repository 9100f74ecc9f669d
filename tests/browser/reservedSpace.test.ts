/**
 * Reserved space (issue 30): the customer switcher in the demo header holds its place from the
 * host's first paint and never shows a bare customer number or ship-to code where the names
 * belong, however long the names take. The answers are held back in the browser until the
 * test lets them go; every text the switcher showed on the way is recorded.
 */
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useHarness, VIEWPORTS } from './harness';

const h = useHarness();

// Installed before any page script: every text of the switcher's values (at each change),
// and the strip's height at every frame the browser draws (frames wait for the host's
// stylesheet, so the first height is the host's first paint).
const RECORDER = `(() => {
  const seen = (window.__switcherSeen = { values: [], heights: [] });
  new MutationObserver(() => {
    for (const dd of document.querySelectorAll('[data-sf-widget="customer-switcher"] dd')) seen.values.push(dd.textContent.trim());
  }).observe(document, { childList: true, subtree: true, characterData: true });
  const frame = () => {
    const strip = document.querySelector('.site-context');
    if (strip) seen.heights.push(Math.round(strip.getBoundingClientRect().height));
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

type Seen = { values: string[]; heights: number[] };

describe('the customer switcher while its answers are held back', () => {
  for (const [width, viewport] of [['1280', VIEWPORTS.desktop], ['390', VIEWPORTS.mobile]] as const) {
    it(`never shows the bare customer number or ship-to code, and the strip keeps its height (${width} px)`, async () => {
      const context = await h.browser.newContext({ viewport });
      await h.loginAs(context, 'buyer');
      const page = await context.newPage();
      await page.addInitScript(RECORDER);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: string[] = [];
      const hold = async (route: Route) => {
        held.push(new URL(route.request().url()).pathname);
        await released;
        await route.continue();
      };
      await page.route('**/api/Customer/CompanyUsers', hold);
      await page.route('**/api/Customer/ShipToLookups', hold);

      await page.goto(`${h.baseUrl}/`);
      const switcher = page.locator('[data-sf-widget="customer-switcher"] [aria-busy="true"]');
      await switcher.waitFor({ timeout: 10_000 });
      await page.waitForFunction(() => document.querySelectorAll('[data-sf-widget="customer-switcher"] dd').length === 2);
      expect(held.length).toBe(2);
      const dds = page.locator('[data-sf-widget="customer-switcher"] dd');
      expect((await dds.allTextContents()).map((t) => t.trim())).toEqual(['', '']);

      release();
      await page.getByText('Maple Hollow Greenhouses (100234)').waitFor({ timeout: 10_000 });
      await page.getByRole('combobox', { name: 'Ship-to' }).waitFor({ timeout: 10_000 });
      const seen = await page.evaluate(() => (window as unknown as { __switcherSeen: Seen }).__switcherSeen);
      const bare = seen.values.filter((text) => /^Customer \d+$|^Ship-to \w+$/.test(text));
      expect(bare).toEqual([]);
      // One height from the host's first paint to the names and the Ship-to field.
      expect(new Set(seen.heights)).toEqual(new Set([seen.heights[0]]));
      await context.close();
    });
  }
});

// Every frame from the host's first paint: where the page's footer starts (issue 41: the quick
// order page jumped at 375 px, CLS 0.22, when #quickOrder grew from nothing above the footer).
const FOOTER_RECORDER = `(() => {
  const tops = (window.__footerTops = []);
  const frame = () => {
    const footer = document.querySelector('.site-footer');
    if (footer) tops.push(Math.round(footer.getBoundingClientRect().top + window.scrollY));
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

describe('quick order and buy again hold their place while they load', () => {
  const pages = [
    ['the quick order pad', '/quick-order', '#quickOrder >> role=textbox[name="Paste items"]'],
    ['buy again', '/account/buy-again', '[data-sf-widget="buy-again"] >> role=table[name="Buy again"]'],
  ] as const;
  for (const [name, path, ready] of pages) {
    for (const viewport of [VIEWPORTS.desktop, { width: 375, height: 812 }]) {
      it(`${name}: nothing moves in sight from the host's first paint to the widget drawn (${viewport.width} px)`, async () => {
        const context = await h.browser.newContext({ viewport });
        await h.loginAs(context, 'buyer');
        const page = await context.newPage();
        await page.addInitScript(FOOTER_RECORDER);
        await page.goto(`${h.baseUrl}${path}`);
        await page.locator(ready).waitFor({ timeout: 15_000 });
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 15_000 });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const tops = await page.evaluate(() => (window as unknown as { __footerTops: number[] }).__footerTops);
        expect(tops.length).toBeGreaterThan(0);
        // A move the buyer sees: from or to a place in the first screen (below it, nothing shows).
        const seen = tops.flatMap((top, i) => (i > 0 && top !== tops[i - 1] && Math.min(top, tops[i - 1] as number) < viewport.height ? [`${tops[i - 1]} → ${top}`] : []));
        expect(seen, `footer tops ${[...new Set(tops)].join(', ')}`).toEqual([]);
        await context.close();
      });
    }
  }
});
