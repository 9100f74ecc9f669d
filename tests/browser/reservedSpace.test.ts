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
