/**
 * The product page (`#productPage` on the demo's product route) against a failing service,
 * built bundle in Chromium: Product/GetItem, Product/GetProductCustomerPrice,
 * Product/GetStockDesignationResult, Product/GetProductSquare,
 * Customer/GetRecentlyOrderedItems, Cart/AddItemToCart and Cart/AddItemsToCart under the
 * service's fault switch (500, malformed JSON, dropped connection, a late answer;
 * faultHelpers.ts), and a late answer for the previous ship-to. What must hold: a clear
 * message where the failed part would be (role="alert"), the typed quantity stays, Retry
 * recovers, an older answer never shows over a newer one, and an add the service did not
 * answer is never reported (no "Added", badge and bus unchanged). The favorites control of
 * this page is proven in faults.test.ts ("favorites under faults" opens this route).
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { productUrl } from '../../src/domain/urls';
import { deferred } from '../../src/testing/deferred';
import { badgeLabel, faultSentence, injectedFaultText, injectFault, recordCalls, recordCartUpdates, seriousAxeViolations, waitForBadgeLabel, type Fault } from './faultHelpers';
import { expectHidden, expectVisible, holdAnswer, pageSettled, useHarness, waitFor } from './harness';

const h = useHarness();

type Row = { id: number; itemNumber: string; categoryId: number; name: string; sellMultiple: number };
/** Orderable, sold in packs of more than one, no add-ons, with related items in its category. */
let plain: Row;
/** Orderable, with add-ons. */
let withAddOns: Row;

beforeAll(() => {
  const db = new Database(path.join(h.dataDir, 'storefront.sqlite'), { readonly: true });
  try {
    const pick = (where: string) => {
      const row = db
        .prepare(
          `SELECT id, item_number AS itemNumber, category_id AS categoryId, name, sell_multiple AS sellMultiple FROM items
           WHERE COALESCE(stock_designation_id, 1) = 1 AND ${where} ORDER BY id LIMIT 1`,
        )
        .get() as Row | undefined;
      if (!row) throw new Error(`faults-product.test: the seeded catalogue has no item where ${where}`);
      return row;
    };
    plain = pick(
      'sell_multiple > 1 AND cfg_addons = 0 AND restricted_text IS NULL AND (SELECT COUNT(*) FROM items o WHERE o.category_id = items.category_id) >= 6',
    );
    withAddOns = pick('cfg_addons = 1 AND EXISTS (SELECT 1 FROM item_addons a WHERE a.main_item_id = items.id)');
  } finally {
    db.close();
  }
});

const pathOf = (row: Row) => productUrl(row.id, row.categoryId, row.name);
const root = (page: Page) => page.locator('#productPage');
const main = (page: Page, row: Row) => root(page).getByRole('article', { name: row.name });
const quantityOf = (page: Page, row: Row) => main(page, row).getByRole('spinbutton', { name: 'Quantity' });
const priceOf = (page: Page, row: Row) => main(page, row).getByText(/^\$[\d,]+\.\d{2}$/).first();
/** The page's live region (what was announced last). */
const liveText = async (page: Page) => (await root(page).locator('[aria-live]').last().textContent()) ?? '';


describe('product page under faults', () => {
  it('shows a failed GetItem (500 / malformed / drop) in place with Retry, and Retry shows the item; a late one (delay) says it is loading', async () => {
    const { page, context, pageErrors } = await h.openPage('/', { persona: 'buyer' });
    for (const fault of ['500', 'malformed', 'drop'] as const) {
      // A dropped read is tried once more by the client itself: drop both attempts.
      await injectFault(page, 'Product/GetItem', fault, fault === 'drop' ? 2 : 1);
      await page.goto(`${h.baseUrl}${pathOf(plain)}`);
      const alert = root(page).getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
      await expectVisible(alert, 25_000);
      expect(await alert.textContent(), fault).toContain(faultSentence(fault, 'Product/GetItem', 'load this item'));
      expect(await root(page).getByRole('heading', { level: 1 }).count()).toBe(0);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expectVisible(root(page).getByRole('heading', { level: 1, name: plain.name }), 25_000);
      await expectHidden(alert);
      await page.unroute('**/api/Product/GetItem');
    }
    // A late answer (held back until the page says it is loading: with a fault delay, a view that
    // took longer than the delay to load drew the item at once): the page says it is loading the
    // item, then shows it, no message.
    const lateItem = await holdAnswer(page, '**/api/Product/GetItem');
    await page.goto(`${h.baseUrl}${pathOf(plain)}`);
    await expectVisible(root(page).getByRole('status').filter({ hasText: 'Loading the item…' }), 25_000);
    await lateItem.release();
    await expectVisible(root(page).getByRole('heading', { level: 1, name: plain.name }), 25_000);
    expect(await root(page).getByRole('alert').count()).toBe(0);
    expect(pageErrors.map(String)).toEqual([]);
    await context.close();
  });

  it('shows a failed price (500), stock (malformed) and recently ordered (drop) each in its place with Retry (axe clean), leaves a failed related square out, and keeps the typed quantity through every Retry', async () => {
    const { page, context, pageErrors } = await h.openPage('/', { persona: 'buyer' });
    await injectFault(page, 'Product/GetProductCustomerPrice', '500');
    await injectFault(page, 'Product/GetStockDesignationResult', 'malformed');
    await injectFault(page, 'Customer/GetRecentlyOrderedItems', 'drop', 2);
    const squares = await injectFault(page, 'Product/GetProductSquare', '500');
    await page.goto(`${h.baseUrl}${pathOf(plain)}`);
    await expectVisible(root(page).getByRole('heading', { level: 1, name: plain.name }), 25_000);
    const article = main(page, plain);
    const priceAlert = article.getByRole('alert').filter({ hasText: injectedFaultText('Product/GetProductCustomerPrice') });
    const stockAlert = article.getByRole('alert').filter({ hasText: faultSentence('malformed', 'Product/GetStockDesignationResult', 'load the stock of this item') });
    const recent = root(page).getByRole('region', { name: 'Recently ordered' });
    const recentAlert = recent.getByRole('alert');
    await expectVisible(priceAlert, 25_000);
    await expectVisible(stockAlert, 25_000);
    await expectVisible(recentAlert, 25_000);
    expect(await recentAlert.textContent()).toContain(faultSentence('drop', 'Customer/GetRecentlyOrderedItems', 'load your recently ordered items'));
    expect(await article.getByText(/^\$[\d,]+\.\d{2}$/).count()).toBe(0);
    // Availability from the item itself stays; ordering stays possible.
    await expectVisible(article.getByRole('list', { name: 'Availability' }));
    // One related square failed: it is left out, the others are shown, with no message.
    const related = root(page).getByRole('region', { name: 'Related items' });
    await expectVisible(related.getByRole('link').first(), 25_000);
    expect(squares.length).toBeGreaterThan(1);
    expect(await related.getByRole('link').count()).toBe(squares.length - 1);
    expect(await related.getByRole('alert').count()).toBe(0);
    expect(await seriousAxeViolations(page, ['#productPage'])).toEqual([]);

    const quantity = quantityOf(page, plain);
    const typed = String(plain.sellMultiple * 3);
    await quantity.fill(typed);
    for (const alert of [priceAlert, stockAlert, recentAlert]) {
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expectHidden(alert, 25_000);
      expect(await quantity.inputValue()).toBe(typed);
    }
    await expectVisible(priceOf(page, plain), 25_000);
    await expectVisible(recent.getByRole('article').first(), 25_000);
    expect(pageErrors.map(String)).toEqual([]);
    await context.close();
  });

  it('never reports an add it did not get (500 / malformed / drop on AddItemToCart): message at the item, no Added, badge and bus unchanged, quantity kept; Add to cart again adds', async () => {
    const { page, context, pageErrors } = await h.openPage(pathOf(plain), { persona: 'buyer' });
    await expectVisible(priceOf(page, plain), 25_000);
    await waitForBadgeLabel(page, (label) => /\d/.test(label), 'a count');
    const updates = await recordCartUpdates(page);
    const article = main(page, plain);
    const add = article.getByRole('button', { name: 'Add to cart' });
    const quantity = quantityOf(page, plain);
    let packs = 1;
    for (const fault of ['drop', '500', 'malformed'] as const) {
      packs += 1;
      const typed = String(plain.sellMultiple * packs);
      await quantity.fill(typed);
      await quantity.press('Tab');
      const badge = await badgeLabel(page);
      const adds = await injectFault(page, 'Cart/AddItemToCart', fault);
      await add.click();
      const alert = article.getByRole('alert').filter({ hasText: faultSentence(fault, 'Cart/AddItemToCart', 'add this item to your cart') });
      await expectVisible(alert, 25_000);
      expect(await article.getByText(/^Added \d+ to cart$/).count(), fault).toBe(0);
      expect(await liveText(page)).not.toMatch(/^Added/);
      expect(await badgeLabel(page)).toBe(badge);
      expect(await updates.evaluate((seen) => seen.length), `${fault}: no update cart`).toBe(0);
      expect(await quantity.inputValue()).toBe(typed);
      expect(adds).toHaveLength(1);

      await add.click();
      await expectVisible(article.getByText(`Added ${typed} to cart`), 25_000);
      await expectHidden(alert);
      await waitFor(async () => (await updates.evaluate((seen) => seen.length)) === 1, `${fault}: update cart after adding again`);
      expect(adds).toHaveLength(2);
      await updates.evaluate((seen) => seen.splice(0));
      await page.unroute('**/api/Cart/AddItemToCart');
    }
    expect(pageErrors.map(String)).toEqual([]);
    await context.close();
  });

  it('never reports add-ons it did not get (500 / drop on AddItemsToCart), and Retry adds them once', async () => {
    const { page, context } = await h.openPage(pathOf(withAddOns), { persona: 'buyer' });
    const addOns = root(page).getByRole('region', { name: 'Add-ons' });
    await expectVisible(addOns, 25_000);
    await waitForBadgeLabel(page, (label) => /\d/.test(label), 'a count');
    const updates = await recordCartUpdates(page);
    await addOns.getByRole('checkbox').first().check();
    for (const fault of ['500', 'drop'] as const) {
      const badge = await badgeLabel(page);
      const adds = await injectFault(page, 'Cart/AddItemsToCart', fault);
      await addOns.getByRole('button', { name: 'Add selected to cart' }).click();
      const alert = addOns.getByRole('alert');
      await expectVisible(alert, 25_000);
      expect(await alert.textContent(), fault).toContain(faultSentence(fault, 'Cart/AddItemsToCart', 'add these items to your cart'));
      expect(await addOns.getByText(/^Added \d+ of /).count()).toBe(0);
      expect(await badgeLabel(page)).toBe(badge);
      expect(await updates.evaluate((seen) => seen.length)).toBe(0);
      expect(await addOns.getByRole('checkbox').first().isChecked()).toBe(true);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expectVisible(addOns.getByText(/^Added \d+ of .* and 1 add-on to the cart\.$/), 25_000);
      await expectHidden(alert);
      await waitFor(async () => (await updates.evaluate((seen) => seen.length)) === 1, `${fault}: update cart after Retry`);
      expect(adds).toHaveLength(2);
      await updates.evaluate((seen) => seen.splice(0));
      await page.unroute('**/api/Cart/AddItemsToCart');
    }
    await context.close();
  });

  it('says nothing was added while a late add is on its way (delay), sends one request for a double click, and reports it when answered', async () => {
    const { page, context } = await h.openPage(pathOf(plain), { persona: 'buyer' });
    await expectVisible(priceOf(page, plain), 25_000);
    const updates = await recordCartUpdates(page);
    const article = main(page, plain);
    const late = await holdAnswer(page, '**/api/Cart/AddItemToCart');
    const calls = recordCalls(page, 'Cart/AddItemToCart');
    await article.getByRole('button', { name: 'Add to cart' }).dblclick();
    await late.sent;
    await pageSettled(page);
    expect(await article.getByText(/^Added \d+ to cart$/).count()).toBe(0);
    expect(await updates.evaluate((seen) => seen.length)).toBe(0);
    expect(await article.getByRole('button', { name: 'Add to cart' }).getAttribute('aria-busy')).toBe('true');
    await late.release();
    await expectVisible(article.getByText(`Added ${plain.sellMultiple} to cart`), 25_000);
    await waitFor(async () => (await updates.evaluate((seen) => seen.length)) === 1, 'update cart');
    expect(calls).toHaveLength(1);
    await context.close();
  });

  it('says so with Retry when the item cannot be loaded again after a ship-to switch (500), and Retry reloads the item and its stock', async () => {
    const { page, context, pageErrors } = await h.openPage(pathOf(plain), { persona: 'buyer' });
    await expectVisible(priceOf(page, plain), 25_000);
    const shipTo = page.getByRole('combobox', { name: 'Ship-to' });
    const items = await injectFault(page, 'Product/GetItem', '500');
    const stocks = recordCalls(page, 'Product/GetStockDesignationResult');
    await shipTo.selectOption('002');
    const alert = root(page).getByRole('alert').filter({ hasText: injectedFaultText('Product/GetItem') });
    await expectVisible(alert, 25_000);
    expect(items).toHaveLength(1);
    expect(stocks).toHaveLength(0);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectHidden(alert, 25_000);
    await waitFor(async () => stocks.length === 1, 'the stock of the reloaded item');
    expect((stocks[0]!.postDataJSON() as { shipToNumber: string }).shipToNumber).toBe('002');
    await expectVisible(root(page).getByRole('heading', { level: 1, name: plain.name }));
    // Back to the first ship-to for the tests after this one.
    await shipTo.selectOption('001');
    await expectVisible(priceOf(page, plain), 25_000);
    expect(pageErrors.map(String)).toEqual([]);
    await context.close();
  });

  it('never shows the price of the previous ship-to that arrives after the newer one', async () => {
    const { page, context } = await h.openPage(pathOf(plain), { persona: 'buyer' });
    await expectVisible(priceOf(page, plain), 25_000);
    const price = (await priceOf(page, plain).textContent()) ?? '';
    const shipTo = page.getByRole('combobox', { name: 'Ship-to' });
    expect(await shipTo.inputValue()).toBe('001');
    // The price for ship-to 002 is delivered late, after the newer one, with a price of its own
    // (the reference service prices by price level only; this stands in for a ship-to with other prices).
    let late = 0;
    const delivered = deferred<void>();
    const over = deferred<void>();
    await page.route('**/api/Product/GetProductCustomerPrice', async (route) => {
      const body = route.request().postDataJSON() as { shipTo: string | null };
      if (body.shipTo !== '002') return route.continue();
      late += 1;
      const response = await route.fetch();
      const answer = (await response.json()) as { prices: { customerPrice: number | null }[] };
      for (const entry of answer.prices) entry.customerPrice = 4321.99;
      await delivered.promise;
      await route.fulfill({ response, json: answer }).catch(() => undefined);
      over.resolve();
    });
    await shipTo.selectOption('002');
    await waitFor(async () => late === 1, 'the late price for 002');
    await shipTo.selectOption('001');
    await expectVisible(priceOf(page, plain), 25_000);
    delivered.resolve();
    await over.promise;
    await pageSettled(page);
    expect(await main(page, plain).getByText('$4,321.99').count()).toBe(0);
    expect(await priceOf(page, plain).textContent()).toBe(price);
    await context.close();
  });
});
