/**
 * The product page widget on the demo host's product route: anonymous and signed-in views,
 * ordering with the search cards' rules, add-ons in one request, the zoom dialog by
 * keyboard, image fallbacks on a host whose image server has no fallback file, an unknown
 * item, read-only and withCustomer, accessibility at 1280 and 375 px.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatNumber } from '../../src/domain/format';
import { largestPackageQuantity, QUANTITY_MAX } from '../../src/domain/quantity';
import { productUrl } from '../../src/domain/urls';
import { axeViolations, networkQuiet, expectHidden, expectVisible as expectVisibleWithin, useHarness, type PersonaKey } from './harness';

// The machine running these is shared: allow a slow first paint rather than fail on it.
const expectVisible = (locator: Locator) => expectVisibleWithin(locator, 25_000);

const h = useHarness();

type Row = { id: number; itemNumber: string; categoryId: number; name: string; sellMultiple: number };
let db: Database.Database;
const pick = (where: string): Row => {
  const row = db
    .prepare(
      `SELECT id, item_number AS itemNumber, category_id AS categoryId, name, sell_multiple AS sellMultiple FROM items
       WHERE ${where} ORDER BY id LIMIT 1`,
    )
    .get() as Row | undefined;
  if (!row) throw new Error(`productPage.test: the seeded catalogue has no item where ${where}`);
  return row;
};
const pathOf = (row: Row) => productUrl(row.id, row.categoryId, row.name);

/** Orderable, stocked, several images, sold in packs of more than one. */
let plain: Row;
/** An item with add-ons. */
let withAddOns: Row;

beforeAll(() => {
  db = new Database(path.join(h.dataDir, 'storefront.sqlite'), { readonly: true });
  const orderable = "COALESCE(stock_designation_id, 1) = 1 AND image_names NOT LIKE '%missing-%'";
  plain = pick(`${orderable} AND sell_multiple > 1 AND image_names LIKE '%","%' AND cfg_addons = 0 AND restricted_text IS NULL`);
  withAddOns = pick(`${orderable} AND cfg_addons = 1 AND EXISTS (SELECT 1 FROM item_addons a WHERE a.main_item_id = items.id)`);
});
afterAll(() => db?.close());

async function open(row: Row, persona: PersonaKey, viewport?: { width: number; height: number }) {
  const opened = await h.openPage(pathOf(row), { persona, ...(viewport ? { viewport } : {}) });
  await expectVisible(opened.page.getByRole('heading', { level: 1, name: row.name }));
  return opened;
}

const main = (page: Page) => page.getByRole('article', { name: plain.name });

/** The header cart badge's accessible name, e.g. "Cart, 3 items". */
async function badgeName(page: Page): Promise<string> {
  const badge = page.getByRole('link', { name: /^Cart, \d+ items?$/ }).first();
  await expectVisible(badge);
  return (await badge.getAttribute('aria-label')) ?? '';
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

describe('product page', () => {
  it('shows an anonymous visitor the item without price, stock, quantity, add to cart or favorites, and the login prompt', async () => {
    const { page, context, consoleErrors } = await open(plain, 'anonymous');
    const article = main(page);
    await expectVisible(article.getByText(plain.itemNumber, { exact: true }));
    const login = article.getByRole('link', { name: 'Click here for pricing and availability' });
    await expectVisible(login);
    const here = new URL(page.url());
    expect(await login.getAttribute('href')).toBe(`/login?returnTo=${encodeURIComponent(here.pathname + here.search)}`);
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    expect(await page.getByRole('spinbutton', { name: 'Quantity' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add to favorites' }).count()).toBe(0);
    expect(await article.getByRole('list', { name: 'Availability' }).count()).toBe(0);
    expect(await article.getByText(/\$\d/).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Recently ordered' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.screenshot({ path: '/tmp/product-page-anonymous.png' });
    await context.close();
  });

  it('shows a signed-in buyer the price with 2 decimals and the list price, availability, the facts and the favorites control', async () => {
    const { page, context, consoleErrors } = await open(plain, 'buyer');
    const article = main(page);
    await expectVisible(article.getByText(/^\$[\d,]+\.\d{2}$/).first());
    await expectVisible(article.getByRole('list', { name: 'Availability' }));
    await expectVisible(article.getByText('Package quantity'));
    await expectVisible(article.getByText('Unit of measure'));
    await expectVisible(article.getByRole('button', { name: 'Add to favorites' }));
    const quantity = article.getByRole('spinbutton', { name: 'Quantity' });
    expect(await quantity.inputValue()).toBe(String(plain.sellMultiple));
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('adds to the cart with one request per click and updates the badge', async () => {
    const { page, context } = await open(plain, 'buyer');
    const before = await badgeName(page);
    const adds: unknown[] = [];
    await page.route('**/Cart/AddItemToCart', (route) => {
      adds.push(route.request().postDataJSON());
      return route.continue();
    });
    await main(page).getByRole('button', { name: 'Add to cart' }).dblclick();
    await expectVisible(main(page).getByText(`Added ${plain.sellMultiple} to cart`));
    await page.waitForFunction((b) => {
      const link = [...document.querySelectorAll('a')].find((a) => /^Cart, \d+ items?$/.test(a.getAttribute('aria-label') ?? ''));
      return link !== undefined && link.getAttribute('aria-label') !== b;
    }, before);
    expect(adds).toHaveLength(1);
    expect(adds[0]).toMatchObject({ itemId: plain.id, qty: plain.sellMultiple, customerNumber: '100234' });
    await context.close();
  });

  it('rounds a quantity that is not a whole number of packs up and says so in the Quantity Changed alert', async () => {
    const { page, context } = await open(plain, 'buyer');
    const quantity = main(page).getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill(String(plain.sellMultiple + 1));
    await quantity.press('Tab');
    const alert = page.getByRole('alertdialog', { name: 'Quantity Changed' });
    await expectVisible(alert);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expectHidden(alert);
    expect(await quantity.inputValue()).toBe(String(plain.sellMultiple * 2));
    await context.close();
  });

  it('adds the item and the chosen add-ons in one Cart/AddItemsToCart request', async () => {
    const { page, context } = await open(withAddOns, 'buyer');
    const addOns = page.getByRole('region', { name: 'Add-ons' });
    await expectVisible(addOns);
    const checkbox = addOns.getByRole('checkbox').first();
    await checkbox.check();
    const requests: { path: string; body: { items: { itemId: number }[] } }[] = [];
    await page.route('**/Cart/AddItem*', (route) => {
      requests.push({ path: new URL(route.request().url()).pathname, body: route.request().postDataJSON() });
      return route.continue();
    });
    await addOns.getByRole('button', { name: 'Add selected to cart' }).click();
    await expectVisible(addOns.getByText(/^Added \d+ of .* and 1 add-on to the cart\.$/));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.path).toBe('/api/Cart/AddItemsToCart');
    expect(requests[0]!.body.items).toHaveLength(2);
    expect(requests[0]!.body.items[0]!.itemId).toBe(withAddOns.id);
    await context.close();
  });

  it('opens the original-size image in a dialog from the keyboard, closes it with Escape and returns focus', async () => {
    const { page, context } = await open(plain, 'anonymous');
    const zoom = page.getByRole('button', { name: `Zoom image of ${plain.name}` });
    await zoom.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: plain.name });
    await expectVisible(dialog);
    await expectVisible(dialog.getByRole('img', { name: `${plain.name}, original size` }));
    await page.screenshot({ path: '/tmp/product-page-zoom.png' });
    expect(await dialog.getByRole('img').first().getAttribute('src')).toContain('/original/');
    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    expect(await zoom.evaluate((el) => el === document.activeElement)).toBe(true);
    // Several images: thumbnails choose the large one.
    const second = page.getByRole('button', { name: 'Image 2 of 2' });
    await second.click();
    expect(await second.getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('shows the inline not-available picture when the host image server has neither the image nor any fallback file', async () => {
    const { page, context } = await h.openPage('/', { persona: 'buyer' });
    const imageRequests: string[] = [];
    await page.route('**/images/**', (route) => {
      imageRequests.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 404, body: 'not here' });
    });
    await page.goto(h.baseUrl + pathOf(plain));
    await expectVisible(page.getByRole('img', { name: `${plain.name}: image not available` }));
    await page.screenshot({ path: '/tmp/product-page-fallback.png' });
    expect(imageRequests.length).toBeGreaterThan(0);
    expect(imageRequests.filter((p) => p.endsWith('/not-available.svg'))).toEqual([]);
    // Search cards fall back the same way.
    await page.goto(`${h.baseUrl}/search-results?term=${encodeURIComponent(plain.itemNumber)}`);
    const card = page.getByRole('article', { name: plain.name });
    await expectVisible(card);
    await page.waitForFunction(() => document.querySelector('article svg.sf-not-available') !== null);
    expect(imageRequests.filter((p) => p.endsWith('/not-available.svg'))).toEqual([]);
    await context.close();
  });

  it('says in place that an unknown item number is not found, and the host page still works', async () => {
    const { page, context, pageErrors } = await h.openPage('/', { persona: 'buyer' });
    await page.route('**/order-now/product/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(`"itemNumber":"${plain.itemNumber}"`, '"itemNumber":"NO-SUCH-ITEM"');
      await route.fulfill({ response, body });
    });
    await page.goto(h.baseUrl + pathOf(plain));
    await expectVisible(page.locator('#productPage').getByText('We could not find item "NO-SUCH-ITEM".', { exact: false }));
    await expectVisible(page.getByRole('searchbox', { name: 'Search products' }));
    expect(pageErrors).toEqual([]);
    await page.screenshot({ path: '/tmp/product-page-unknown.png' });
    await context.close();
  });

  it('disables Add to cart and Configure for a read-only user', async () => {
    const { page, context } = await open(withAddOns, 'readOnly');
    const article = page.getByRole('article', { name: withAddOns.name });
    await expectVisible(article.getByRole('button', { name: 'Add to cart' }));
    expect(await article.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    expect(await article.getByRole('button', { name: 'Configure' }).first().isDisabled()).toBe(true);
    expect(await article.getByRole('spinbutton', { name: 'Quantity' }).count()).toBe(0);
    await context.close();
  });

  it('hides the price for a sales rep with a customer (withCustomer) and keeps stock and ordering', async () => {
    const { page, context } = await open(plain, 'salesRep');
    await page.getByRole('switch', { name: 'With customer' }).check();
    await page.waitForFunction(() => JSON.parse(document.getElementById('sf-context')?.textContent ?? '{}').withCustomer === true);
    const article = main(page);
    await expectVisible(article.getByText('Price hidden while acting for a customer').first());
    await expectVisible(article.getByRole('list', { name: 'Availability' }));
    await expectVisible(article.getByRole('button', { name: 'Add to cart' }));
    expect(await article.getByText(/^\$[\d,]+\.\d{2}$/).count()).toBe(0);
    await context.close();
  });

  it('lists recently ordered items for a buyer, linking to their product pages', async () => {
    const { page, context } = await open(plain, 'buyer');
    const recent = page.getByRole('region', { name: 'Recently ordered' });
    await expectVisible(recent);
    const first = recent.getByRole('article').first();
    const firstName = (await first.getAttribute('aria-label')) ?? '';
    await expectVisible(first.getByRole('button', { name: `Add ${firstName} to cart`, exact: true }));
    expect(await first.getByRole('link').last().getAttribute('href')).toMatch(/^\/order-now\/product\/\d+\/\d+\//);
    // It reads 'Add to cart' with one space: the gap from "Add" to "to" is a space, not a space and a flex gap.
    const gap = await first.getByRole('button', { name: `Add ${firstName} to cart`, exact: true }).evaluate((button) => {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
      const add = texts.find((t) => t.data.trim() === 'Add');
      const rest = texts.find((t) => t.data.trim() === 'to cart');
      if (!add || !rest) return null;
      const box = (node: Text, from: number, to: number) => {
        const range = document.createRange();
        range.setStart(node, from);
        range.setEnd(node, to);
        return range.getBoundingClientRect();
      };
      const start = rest.data.indexOf('t');
      const em = Number.parseFloat(getComputedStyle(button).fontSize);
      return (box(rest, start, start + 1).left - box(add, 0, add.data.length).right) / em;
    });
    expect(gap).not.toBeNull();
    expect(gap!).toBeGreaterThan(0.15);
    expect(gap!).toBeLessThan(0.4);
    await context.close();
  });

  it('has no axe violations and no sideways scrolling at 1280 and 375 px', async () => {
    // One load, resized: the widgets follow a resize (src/runtime/screen.ts).
    const { page, context } = await open(withAddOns, 'buyer', { width: 1280, height: 900 });
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize(viewport);
      await expectVisible(page.getByRole('region', { name: 'Add-ons' }));
      await networkQuiet(page);
      await expectNoSidewaysScroll(page);
      expect(await axeViolations(page, { include: ['#productPage'] }), `${viewport.width} px`).toEqual([]);
      await page.screenshot({ path: `/tmp/product-page-${viewport.width}.png`, fullPage: true });
      for (const [part, y] of [[1, 0], [2, 1200], [3, 2400]] as const) {
        await page.screenshot({ path: `/tmp/product-page-${viewport.width}-${part}.png`, fullPage: true, clip: { x: 0, y, width: viewport.width, height: 1200 } });
      }
    }
    await context.close();
  });
});

/** Where − and + are drawn on the page (not the viewport: typing may scroll), to the pixel. */
async function stepperBoxes(scope: Locator): Promise<string> {
  const boxes = await Promise.all(
    ['Decrease quantity', 'Increase quantity'].map((name) =>
      scope.getByRole('button', { name, exact: true }).evaluate((button) => {
        const box = button.getBoundingClientRect();
        return [box.left + window.scrollX, box.top + window.scrollY, box.width, box.height].map(Math.round);
      }),
    ),
  );
  return JSON.stringify(boxes);
}

describe('product page: the quantity field and the over-stock question (issue 41)', () => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 375, height: 812 }]) {
    it(`says under the field, announced once, why a decimal point is refused, and − and + do not move (${viewport.width} px)`, async () => {
      const { page, context } = await open(plain, 'buyer', viewport);
      const field = main(page).getByRole('spinbutton', { name: 'Quantity' });
      const before = await stepperBoxes(main(page));
      await field.click();
      await field.press('End');
      await field.pressSequentially('.5');
      const text = 'Whole packages only: decimals are not accepted';
      const status = main(page).getByRole('status').filter({ hasText: text });
      await expectVisible(status.getByText(text, { exact: true }));
      expect(await main(page).getByText(text, { exact: true }).count()).toBe(1);
      expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain(await status.getAttribute('id'));
      const fieldBox = (await field.boundingBox())!;
      expect((await status.getByText(text, { exact: true }).boundingBox())!.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
      expect(await field.inputValue()).toBe(String(plain.sellMultiple));
      expect(await stepperBoxes(main(page))).toBe(before);
      await expectNoSidewaysScroll(page);
      if (process.env.QTY_SCREENSHOTS) await page.screenshot({ path: `${process.env.QTY_SCREENSHOTS}/product-message-${viewport.width}.png` });
      await context.close();
    });
  }

  it('asks the one over-stock question on Enter before adding far more than is in stock: Cancel adds nothing, keeps the quantity and gives focus back', async () => {
    const { page, context } = await open(plain, 'buyer');
    const adds: unknown[] = [];
    await page.route('**/Cart/AddItemToCart', (route) => {
      adds.push(route.request().postDataJSON());
      return route.continue();
    });
    const most = largestPackageQuantity(QUANTITY_MAX, plain.sellMultiple);
    const field = main(page).getByRole('spinbutton', { name: 'Quantity' });
    await field.fill(String(most));
    await field.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'More than is in stock?' });
    await expectVisible(dialog);
    expect(await dialog.textContent()).toContain(`You asked for ${formatNumber(most)} of ${plain.name};`);
    // The Enter that opened it did not also answer it; focus waits on Cancel.
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(true);
    if (process.env.QTY_SCREENSHOTS) await page.screenshot({ path: `${process.env.QTY_SCREENSHOTS}/product-question-1280.png` });
    await page.keyboard.press('Enter');
    await expectHidden(dialog);
    expect(adds).toEqual([]);
    expect(await field.inputValue()).toBe(String(most));
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});
