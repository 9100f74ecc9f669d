/**
 * The cart page's shipping estimate on the demo host, built bundle in Chromium (docs/cart.md
 * "The zip code", issue 41): it starts on the zip code of the page's ship-to, a typed zip code
 * wins and is kept between visits as the ship method is, and the `Ship via` combobox shows its
 * option names whole at 1280 and 375 px. `CART_SCREENSHOTS=<dir>` saves the summary.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickCartItems, seedCart, standardCart, type SeedItems } from './cartSeed';
import { expectVisible, useHarness, waitFor } from './harness';

const h = useHarness();
let items: SeedItems;
beforeAll(() => {
  items = pickCartItems(h.dataDir);
});

const WIDTHS = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 812 } } as const;
const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });
const zipField = (page: Page) => summary(page).getByRole('textbox', { name: 'Zip code', exact: true });
const estimated = (page: Page) => waitFor(async () => /Shipping estimate\$[\d,]+\.\d\d/.test((await summary(page).textContent()) ?? ''), 'a shipping estimate');

/** The buyer's cart with lines, and nothing remembered from an earlier estimate (a first visit). */
function freshCart(): void {
  seedCart(h.dataDir, standardCart(items));
  const db = new Database(path.join(h.dataDir, 'storefront.sqlite'));
  try {
    db.prepare(`UPDATE carts SET settings = NULL WHERE customer_number = '100234' AND company_user_id = 42`).run();
  } finally {
    db.close();
  }
}

describe('the zip code of the shipping estimate', () => {
  it("starts on the zip code of the page's ship-to (001, Burton OH 44021) and gives the estimate without typing", async () => {
    freshCart();
    const { page, context } = await h.openPage('/cart', { persona: 'buyer' });
    await expectVisible(zipField(page), 20_000);
    await waitFor(async () => (await zipField(page).inputValue()) === '44021', "the ship-to's zip code");
    await estimated(page);
    await expectVisible(summary(page).getByText('Burton, OH'));
    await context.close();
  });

  it('a typed zip code wins and is kept: after a reload, in a new visit (the service remembers it) and in this tab when the service does not', async () => {
    freshCart();
    const { page, context } = await h.openPage('/cart', { persona: 'buyer' });
    await waitFor(async () => (await zipField(page).inputValue()) === '44021', "the ship-to's zip code");
    await zipField(page).fill('12401');
    await zipField(page).press('Tab');
    await expectVisible(summary(page).getByText('Kingston, NY'), 15_000);
    await estimated(page);

    await page.reload();
    await expectVisible(zipField(page), 20_000);
    await estimated(page);
    expect(await zipField(page).inputValue()).toBe('12401');

    // A service that does not remember the zip code: this tab's kept one still wins over the ship-to's.
    await page.route('**/api/Cart/GetCartSettings', async (route) => {
      const response = await route.fetch();
      const settings = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...settings, zipCode: null } });
    });
    await page.reload();
    await expectVisible(zipField(page), 20_000);
    await estimated(page);
    expect(await zipField(page).inputValue()).toBe('12401');
    await context.close();

    // Another visit (a new browser session, nothing in sessionStorage): the service remembers it.
    const next = await h.openPage('/cart', { persona: 'buyer' });
    await expectVisible(zipField(next.page), 20_000);
    await estimated(next.page);
    expect(await zipField(next.page).inputValue()).toBe('12401');
    await next.context.close();
  });
});

describe('the Ship via combobox', () => {
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    it(`shows every option name whole at ${viewport.width} px (no cut text)`, async () => {
      freshCart();
      const { page, context } = await h.openPage('/cart', { persona: 'buyer', viewport });
      const shipVia = summary(page).getByRole('combobox', { name: 'Ship via', exact: true });
      await expectVisible(shipVia, 20_000);
      await waitFor(async () => (await shipVia.locator('option').count()) > 0, 'the ship methods');
      // Each name measured in the select's own font against the room its box gives the text.
      const cut = await shipVia.evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const context2d = document.createElement('canvas').getContext('2d')!;
        context2d.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return [...select.options].filter((o) => context2d.measureText(o.text).width > room).map((o) => `${o.text} (${Math.ceil(context2d.measureText(o.text).width)} px > ${room} px)`);
      });
      expect(cut).toEqual([]);
      const names = await shipVia.locator('option').allTextContents();
      expect(names).toContain('Will call - pick up at the warehouse');
      // Nothing of the page scrolls sideways for it either.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      const shots = process.env.CART_SCREENSHOTS;
      if (shots) {
        await shipVia.selectOption('PICKUP');
        await summary(page).screenshot({ path: path.join(shots, `cart-estimate-${label}.png`) });
      }
      await context.close();
    });
  }
});
