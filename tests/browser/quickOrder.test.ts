/**
 * quickOrder.js on the demo host (HOST-CONTRACT section 10), built bundle in Chromium: a
 * spreadsheet paste priced and added with one call while the header badge follows; buy again
 * adds the selected rows; axe finds nothing serious or critical with errors shown, at 1280
 * and 375 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, callService, expectVisible, useHarness, VIEWPORTS } from './harness';

const h = useHarness();
const buyer = { companyUserId: 42, customerNumber: '100234' };

/** From the demo catalogue (docs/quick-order.md's sample): packs of 100 and 10. */
const PASTE = 'Item number\tQuantity\r\nTL06135\t200\r\nTF06089\t25\r\nXX99999\t5\r\n';

async function cartLineCount(page: Page): Promise<number> {
  return (await callService<{ lineCount: number }>(page, 'Cart/GetCartInfo', { ...buyer, withCustomer: false, reprice: false, warehouseCode: '1001', shipTo: '001' })).lineCount;
}

const blocking = (lines: string[]) => lines.filter((l) => /^\S+ \((serious|critical)\)/.test(l));

describe('quick order pad', () => {
  it('paste → rows priced and rounded → Add to cart adds with one call, the badge follows, errors pass axe', async () => {
    const { page, context } = await h.openPage('/quick-order', { persona: 'buyer' });
    await callService(page, 'Cart/ClearCart', buyer);
    await page.reload();
    const pad = page.locator('#quickOrder');
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/Cart/AddItemsToCart')) adds.push(request.url());
    });
    const box = pad.getByRole('textbox', { name: 'Paste items' });
    await expectVisible(box, 15_000);
    await box.fill(PASTE);
    await pad.getByRole('button', { name: 'Add lines', exact: true }).click();
    await expectVisible(pad.getByRole('spinbutton', { name: 'Quantity of TL06135', exact: true }), 15_000);
    await expectVisible(pad.getByText('Rounded up to 30: 3 packs of 10'), 15_000);
    await expectVisible(pad.getByText('Item XX99999 was not found.'), 15_000);
    await expectVisible(pad.getByText('2 ready'), 15_000);

    for (const viewport of [VIEWPORTS.desktop, { width: 375, height: 812 }]) {
      await page.setViewportSize(viewport);
      expect(blocking(await axeViolations(page)), `${viewport.width} px`).toEqual([]);
    }
    await page.setViewportSize(VIEWPORTS.desktop);

    await pad.getByRole('button', { name: 'Add to cart', exact: true }).dblclick();
    await expectVisible(pad.getByRole('status').filter({ hasText: '2 lines were added to your cart.' }), 15_000);
    expect(adds).toHaveLength(1);
    await page.waitForFunction(() => /\b2 items\b/.test(document.querySelector('#cart-badge-desktop a')?.getAttribute('aria-label') ?? ''), null, { timeout: 15_000 });
    expect(await cartLineCount(page)).toBe(2);
    // The row not sent stays with its reason; the added rows left.
    await expectVisible(pad.getByText('Item XX99999 was not found.'));
    expect(await pad.getByRole('spinbutton', { name: 'Quantity of TL06135', exact: true }).count()).toBe(0);
    await context.close();
  }, 120_000);
});

describe('buy again', () => {
  it('lists at least 20 recently ordered items; Add selected to cart adds the selected row with one call', async () => {
    const { page, context } = await h.openPage('/account/buy-again', { persona: 'buyer' });
    await callService(page, 'Cart/ClearCart', buyer);
    await page.reload();
    const table = page.getByRole('table', { name: 'Buy again' });
    await expectVisible(table, 15_000);
    expect(await table.getByRole('spinbutton').count()).toBeGreaterThanOrEqual(20);
    const first = table.getByRole('checkbox', { name: /^Select (?!all)/ }).and(page.locator(':enabled')).first();
    await first.check();
    await page.getByRole('button', { name: 'Add selected to cart', exact: true }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: '1 line was added to your cart.' }), 15_000);
    expect(await cartLineCount(page)).toBe(1);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(blocking(await axeViolations(page))).toEqual([]);
    await context.close();
  }, 120_000);
});
