/**
 * The favorites page (account.js `favorites-page`, /account/favorites/) on the demo host,
 * built bundle in Chromium, against the reference service: the empty text, creating a list,
 * its items with prices and quantity editors, adding the list to the cart in one request
 * with the header badge following, removing an item, removing the list only after SPEC's
 * confirmation, axe at 1280 and 375 px. The tests share one database and run in order.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, networkQuiet, callService, expectHidden, expectVisible, readPageContext, useHarness } from './harness';

const h = useHarness();

const PAGE = '/account/favorites/';
const PHONE = { width: 375, height: 812 };
const SHOTS = process.env.SF_SCREENSHOTS_DIR;
const LIST = 'Spring Order';

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

function servicePaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const match = /\/((?:Customer|Cart|Product)\/[A-Za-z]+)$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) paths.push(match[1]);
  });
  return paths;
}


type Item = { itemId: number; itemName: string; sellMultiple: number; pricingLoaded: boolean; stockResult: { disablePurchasing: boolean } | null };

/** Two orderable items of the catalogue, put into the list named LIST. */
async function fillList(page: Page): Promise<Item[]> {
  const context = await readPageContext(page);
  const customer = context.customer as { customerNumber: string; customerType: string };
  const found = await callService<{ items: Item[] }>(page, 'Product/WebSearch', {
    searchTerm: 'pot', filters: [], warehouseCode: String(context.warehouseCode), warehouseName: 'Burton, OH', categoryId: null,
    isSuperSaver: false, manufacturerId: null, skip: 0, take: 24, sort: 'score', companyUserId: context.companyUserId,
    customerNumber: customer.customerNumber, customerType: customer.customerType, shipTo: context.shipTo ?? null,
  });
  const orderable = found.items.filter((i) => i.pricingLoaded && i.stockResult?.disablePurchasing !== true);
  const first = orderable.find((i) => i.sellMultiple > 1) ?? orderable[0]!;
  const picked = [first, orderable.find((i) => i !== first)!];
  const { lists } = await callService<{ lists: { favoriteListId: number; name: string }[] }>(page, 'Customer/FavoriteLists', { companyUserId: context.companyUserId });
  const list = lists.find((l) => l.name === LIST)!;
  for (const item of picked) {
    await callService(page, 'Customer/AddToFavoriteLists', {
      itemId: item.itemId, favoriteListIds: [list.favoriteListId], companyUserId: context.companyUserId, newFavoriteListName: null,
    });
  }
  return picked;
}

const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });
const badgeName = async (page: Page) => (await page.locator('#cart-badge-desktop').getByRole('link', { includeHidden: true }).getAttribute('aria-label')) ?? '';

let items: Item[] = [];

describe('favorites page', () => {
  it("says 'You do not have any favorite lists yet.' when there are none", async () => {
    const { page, context } = await h.openPage(PAGE, { persona: 'buyer' });
    await expectVisible(page.getByText('You do not have any favorite lists yet.', { exact: true }), 20_000);
    await shot(page, 'favorites-empty-1280');
    expect(await axeViolations(page, { include: ['[data-sf-widget="favorites-page"]'] })).toEqual([]);
    await context.close();
  });

  it('creates a list', async () => {
    const { page, context } = await h.openPage(PAGE, { persona: 'buyer' });
    const name = page.getByRole('main').getByRole('textbox', { name: 'New list name' }).first();
    await expectVisible(name, 20_000);
    await name.fill(LIST);
    await page.getByRole('main').getByRole('button', { name: 'Create list' }).first().click();
    await expectVisible(region(page, LIST));
    await expectHidden(page.getByText('You do not have any favorite lists yet.', { exact: true }));
    await context.close();
  });

  it('shows every list with its items: name, number, price, availability, quantity at the minimum', async () => {
    const { page, context } = await h.openPage(PAGE, { persona: 'buyer' });
    await expectVisible(region(page, LIST), 20_000);
    items = await fillList(page);
    await page.reload();
    const list = region(page, LIST);
    for (const item of items) {
      await expectVisible(list.getByRole('link', { name: item.itemName, exact: true }), 20_000);
      const quantity = list.getByRole('spinbutton', { name: `Quantity of ${item.itemName}` });
      expect(Number(await quantity.inputValue())).toBe(item.sellMultiple);
    }
    expect(await list.getByText(/^\$[\d,]+\.\d\d$/).count()).toBeGreaterThanOrEqual(items.length);
    expect(await list.getByRole('list', { name: 'Availability' }).count()).toBe(items.length);
    await shot(page, 'favorites-1280');
    expect(await axeViolations(page, { include: ['[data-sf-widget="favorites-page"]'] })).toEqual([]);
    await context.close();
  });

  it('adds the whole list to the cart in one request, and the header badge follows', async () => {
    const { page, context } = await h.openPage(PAGE, { persona: 'buyer' });
    const list = region(page, LIST);
    await expectVisible(list.getByRole('link', { name: items[0]!.itemName, exact: true }), 20_000);
    await page.waitForFunction(() => /^Cart, \d+ items?$/.test(document.querySelector('#cart-badge-desktop a')?.getAttribute('aria-label') ?? ''));
    const before = await badgeName(page);
    const paths = servicePaths(page);
    const answer = page.waitForResponse((response) => response.url().endsWith('/Cart/AddItemsToCart'));
    await list.getByRole('button', { name: `Add all to cart from ${LIST}` }).click();
    const cart = (await (await answer).json()) as { lineCount: number; totalQuantity: number };
    await expectVisible(list.getByText(`Added ${items.length} items to your cart.`));
    await page.waitForFunction((name) => document.querySelector('#cart-badge-desktop a')?.getAttribute('aria-label') !== name, before);
    expect(await badgeName(page)).toMatch(new RegExp(`^Cart, (${cart.lineCount}|${cart.totalQuantity}) items?$`));
    expect(paths.filter((p) => p === 'Cart/AddItemsToCart')).toHaveLength(1);
    expect(paths).not.toContain('Cart/GetCartInfo');
    await context.close();
  });

  it('removes an item from the list', async () => {
    const { page, context } = await h.openPage(PAGE, { persona: 'buyer' });
    const list = region(page, LIST);
    const gone = items[1]!;
    await expectVisible(list.getByRole('link', { name: gone.itemName, exact: true }), 20_000);
    const paths = servicePaths(page);
    await list.getByRole('button', { name: `Remove ${gone.itemName} from ${LIST}` }).click();
    await expectHidden(list.getByRole('link', { name: gone.itemName, exact: true }));
    await expectVisible(list.getByRole('link', { name: items[0]!.itemName, exact: true }));
    expect(paths).toContain('Customer/RemoveFromFavoriteLists');
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await context.close();
  });

  it('fits at 375 px with no axe violations', async () => {
    const { page, context } = await h.openPage(PAGE, { persona: 'buyer', viewport: PHONE });
    await expectVisible(region(page, LIST).getByRole('link', { name: items[0]!.itemName, exact: true }), 20_000);
    await shot(page, 'favorites-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page, { include: ['[data-sf-widget="favorites-page"]'] })).toEqual([]);
    await context.close();
  });

  it("removes a list only after SPEC's confirmation", async () => {
    const { page, context } = await h.openPage(PAGE, { persona: 'buyer' });
    const list = region(page, LIST);
    await expectVisible(list, 20_000);
    const paths = servicePaths(page);
    const remove = list.getByRole('button', { name: `Remove list ${LIST}` });
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove favorite list' });
    await expectVisible(confirm);
    expect(await confirm.getByText(`Are you sure you want to remove your favorite list '${LIST}?'`).count()).toBe(1);
    expect(await axeViolations(page, { include: ['dialog[role="alertdialog"]'] })).toEqual([]);
    await page.keyboard.press('Escape');
    await expectHidden(confirm);
    expect(paths).not.toContain('Customer/deleteFavoriteList');
    await expectVisible(list);
    await remove.click();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expectHidden(region(page, LIST));
    expect(paths).toContain('Customer/deleteFavoriteList');
    await expectVisible(page.getByText('You do not have any favorite lists yet.', { exact: true }));
    await context.close();
  });

  it('asks an anonymous visitor to log in and asks the service nothing', async () => {
    const { page, context } = await h.openPage(PAGE, { persona: 'anonymous', waitUntil: 'domcontentloaded' });
    const paths = servicePaths(page);
    await page.reload();
    await expectVisible(page.getByRole('main').getByRole('link', { name: 'Log in' }), 20_000);
    await networkQuiet(page);
    expect(paths.filter((p) => p.startsWith('Customer/') || p.startsWith('Product/'))).toEqual([]);
    await context.close();
  });
});
