/**
 * quickOrder.js on the demo host (HOST-CONTRACT section 10), built bundle in Chromium: a
 * spreadsheet paste priced and added with one call while the header badge follows; buy again
 * adds the selected rows; axe finds nothing serious or critical with errors shown, at 1280
 * and 375 px; a failed lookup (said once, on the status line) and a failed add offer Retry and lose nothing; the keyboard
 * alone goes from the paste box to the added message.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { injectedFaultText, injectFault, recordCalls } from './faultHelpers';
import { axeViolations, callService, expectVisible, pageSettled, useHarness, VIEWPORTS } from './harness';

const h = useHarness();
const buyer = { companyUserId: 42, customerNumber: '100234' };

/** From the demo catalogue (docs/quick-order.md's sample): packs of 100 and 10. */
const PASTE = 'Item number\tQuantity\r\nTL06135\t200\r\nTF06089\t25\r\nXX99999\t5\r\n';

async function cartLineCount(page: Page): Promise<number> {
  return (await callService<{ lineCount: number }>(page, 'Cart/GetCartInfo', { ...buyer, withCustomer: false, reprice: false, warehouseCode: '1001', shipTo: '001' })).lineCount;
}

const blocking = (lines: string[]) => lines.filter((l) => /^\S+ \((serious|critical)\)/.test(l));

/** Opens the pad for the demo buyer with an empty cart and nothing kept from a test before. */
async function openPad() {
  const opened = await h.openPage('/quick-order', { persona: 'buyer' });
  await callService(opened.page, 'Cart/ClearCart', buyer);
  await opened.page.evaluate(() => sessionStorage.clear());
  await opened.page.reload();
  const pad = opened.page.locator('#quickOrder');
  await expectVisible(pad.getByRole('textbox', { name: 'Paste items' }), 15_000);
  return { ...opened, pad };
}

async function pasteLines(pad: Locator, text: string) {
  await pad.getByRole('textbox', { name: 'Paste items' }).fill(text);
  await pad.getByRole('button', { name: 'Add lines', exact: true }).click();
}

/** Presses Tab until `test` holds for the focused element (at most `max` presses). */
async function tabUntil(page: Page, test: (el: Element | null) => boolean, what: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(test, await page.evaluateHandle(() => document.activeElement))) return;
  }
  throw new Error(`Tab never reached ${what} in ${max} presses`);
}

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

describe('quick order pad: failures and the keyboard', () => {
  it('a lookup that fails (500) says so with Retry, passes axe at 1280 and 375 px, and Retry looks it up again', async () => {
    const { page, context, pad } = await openPad();
    const lookups = await injectFault(page, 'Product/GetItem', '500');
    await pasteLines(pad, 'TL06135\t200');
    // The row says why, with Retry; the status line says it once ("1 not looked up"), no alert per row.
    const failed = pad.getByRole('listitem').filter({ hasText: 'The lookup of TL06135 failed' });
    await expectVisible(failed, 15_000);
    expect(await failed.textContent()).toContain(injectedFaultText('Product/GetItem'));
    await expectVisible(pad.getByRole('status').filter({ hasText: '1 line added: 0 ready, 0 not found, 0 not orderable, 0 unreadable, 1 not looked up' }));
    expect(await pad.getByRole('alert').count()).toBe(0);
    expect(await pad.getByRole('spinbutton', { name: 'Quantity of TL06135', exact: true }).count()).toBe(0);
    for (const viewport of [VIEWPORTS.desktop, { width: 375, height: 812 }]) {
      await page.setViewportSize(viewport);
      expect(blocking(await axeViolations(page)), `${viewport.width} px`).toEqual([]);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await failed.getByRole('button', { name: 'Retry' }).click();
    const quantity = pad.getByRole('spinbutton', { name: 'Quantity of TL06135', exact: true });
    await expectVisible(quantity, 15_000);
    expect(await quantity.inputValue()).toBe('200');
    expect(lookups).toHaveLength(2);
    await expectVisible(pad.getByText('1 ready'));
    await context.close();
  }, 120_000);

  it('an add that fails (500) keeps every row and offers Retry; Retry adds them with one more call', async () => {
    const { page, context, pad } = await openPad();
    await pasteLines(pad, 'TL06135\t200\nTF06089\t30');
    await expectVisible(pad.getByText('2 ready'), 15_000);
    const adds = await injectFault(page, 'Cart/AddItemsToCart', '500');
    await pad.getByRole('button', { name: 'Add to cart', exact: true }).click();
    const failed = pad.getByRole('alert').filter({ hasText: injectedFaultText('Cart/AddItemsToCart') });
    await expectVisible(failed, 15_000);
    await expectVisible(pad.getByRole('spinbutton', { name: 'Quantity of TL06135', exact: true }));
    await expectVisible(pad.getByRole('spinbutton', { name: 'Quantity of TF06089', exact: true }));
    expect(await cartLineCount(page)).toBe(0);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expectVisible(pad.getByRole('status').filter({ hasText: '2 lines were added to your cart.' }), 15_000);
    expect(adds).toHaveLength(2);
    expect(await cartLineCount(page)).toBe(2);
    expect(await pad.getByRole('alert').filter({ hasText: injectedFaultText('Cart/AddItemsToCart') }).count()).toBe(0);
    await context.close();
  }, 120_000);

  it('the keyboard alone: Tab to Paste items, type, Add lines with Enter, Tab to Add to cart, Enter, the added message', async () => {
    const { page, context, pad } = await openPad();
    const adds = recordCalls(page, 'Cart/AddItemsToCart');
    await page.locator('body').evaluate((body) => (body as HTMLElement).focus());
    await tabUntil(page, (el) => el instanceof HTMLTextAreaElement && el.labels?.[0]?.textContent?.startsWith('Paste items') === true, 'Paste items');
    await page.keyboard.type('TL06135,200');
    await page.keyboard.press('Enter');
    await page.keyboard.type('TF06089;30');
    await tabUntil(page, (el) => el instanceof HTMLButtonElement && el.textContent === 'Add lines', 'Add lines');
    await page.keyboard.press('Enter');
    await expectVisible(pad.getByText('2 ready'), 15_000);
    await tabUntil(page, (el) => el instanceof HTMLButtonElement && el.textContent === 'Add to cart', 'Add to cart');
    await page.keyboard.press('Enter');
    await expectVisible(pad.getByRole('status').filter({ hasText: '2 lines were added to your cart.' }), 15_000);
    await pageSettled(page);
    expect(adds).toHaveLength(1);
    expect(await cartLineCount(page)).toBe(2);
    await context.close();
  }, 120_000);
});

/** docs/quick-order.md's sample: 7 ready, 1 not orderable (CT01035), 1 not found (XX99999). */
const SAMPLE = 'Item number\tQuantity\nTL06135\t200\nPL03101\t4\nTF06089\t25\nGM05009\t10\nIR04044\t3\nFT01066\t24\nIR05041\nCT01035\t100\nXX99999\t5\n';

/** The texts of the page's live regions (status, alert, aria-live), outermost only, empty ones left out. */
const liveTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')]
      .filter((el) => !el.parentElement?.closest('[role="status"], [role="alert"], [aria-live]'))
      .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
      .filter((text) => text !== ''),
  );

describe('quick order pad: what screen readers hear', () => {
  it("the docs' sample is said once as '9 lines added: 7 ready, 1 not found, 1 not orderable, …' after its lookups; the add once, with View cart", async () => {
    const { page, context, pad } = await openPad();
    await pasteLines(pad, SAMPLE);
    const said = '9 lines added: 7 ready, 1 not found, 1 not orderable, 0 unreadable';
    await expect.poll(() => liveTexts(page), { timeout: 20_000 }).toContain(said);
    expect((await liveTexts(page)).filter((text) => text.includes('lines added'))).toEqual([said]);
    expect(await pad.getByRole('alert').count()).toBe(0);
    // The counts are the status line's own words: one element each for a test or a reader.
    expect(await pad.getByText('7 ready', { exact: true }).count()).toBe(1);
    await pad.getByRole('button', { name: 'Add to cart', exact: true }).click();
    const added = '7 lines were added to your cart. View cart 0 ready, 1 not found, 1 not orderable, 0 unreadable';
    await expect.poll(() => liveTexts(page), { timeout: 20_000 }).toContain(added);
    expect((await liveTexts(page)).filter((text) => text.includes('added to your cart'))).toEqual([added]);
    expect(await pad.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
    await context.close();
  }, 120_000);
});

describe('quick order pad: a long pad', () => {
  const SAMPLE_ROWS = ['TL06135\t200', 'PL03101\t4', 'TF06089\t30', 'GM05009\t10', 'IR04044\t3', 'FT01066\t24', 'IR05041'];
  const LONG = [...SAMPLE_ROWS, ...Array.from({ length: 30 }, (_, i) => `ZZ${String(90000 + i)}\t5`)].join('\n');

  it('keeps the summary and Add to cart in reach at 1280 and 375 px, and its columns line up at 1280', async () => {
    const { page, context, pad } = await openPad();
    await pasteLines(pad, LONG);
    await expectVisible(pad.getByText('7 ready'), 20_000);
    await expectVisible(pad.getByText('30 not found'), 20_000);
    const add = pad.getByRole('button', { name: 'Add to cart', exact: true });
    for (const viewport of [VIEWPORTS.desktop, { width: 375, height: 812 }]) {
      await page.setViewportSize(viewport);
      await pad.getByRole('spinbutton', { name: 'Quantity of TL06135', exact: true }).scrollIntoViewIfNeeded();
      await pageSettled(page);
      const box = await add.boundingBox();
      expect(box, `${viewport.width} px`).not.toBeNull();
      expect(box!.y + box!.height, `Add to cart at ${viewport.width} px`).toBeLessThanOrEqual(viewport.height);
      expect(box!.y, `Add to cart at ${viewport.width} px`).toBeGreaterThanOrEqual(0);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await pad.getByRole('spinbutton', { name: 'Quantity of TL06135', exact: true }).scrollIntoViewIfNeeded();
    await pageSettled(page);
    // One column per part: every row's quantity field and line total start at the same x.
    const lefts = await pad.getByRole('spinbutton', { name: /^Quantity of / }).evaluateAll((inputs) => inputs.slice(0, 7).map((i) => Math.round(i.getBoundingClientRect().left)));
    expect(new Set(lefts).size, `quantity fields at ${lefts.join(', ')}`).toBe(1);
    const removes = await pad.getByRole('button', { name: /^Remove / }).evaluateAll((buttons) => buttons.slice(0, 9).map((b) => Math.round(b.getBoundingClientRect().right)));
    expect(new Set(removes).size, `Remove buttons end at ${removes.join(', ')}`).toBe(1);
    await context.close();
  }, 120_000);
});

describe('buy again', () => {
  it('at 375 px no two cells of a row overprint each other; its title is the page heading only (the table keeps the name Buy again)', async () => {
    const { page, context } = await h.openPage('/account/buy-again', { persona: 'buyer', viewport: { width: 375, height: 812 } });
    const table = page.getByRole('table', { name: 'Buy again' });
    await expectVisible(table, 15_000);
    await expectVisible(table.getByRole('spinbutton').first(), 15_000);
    const overlaps = await table.locator('tbody tr').evaluateAll((rows) =>
      rows.slice(0, 6).flatMap((row, r) => {
        // What each cell draws (its content's box, overflow included), not the cell's own box.
        const cells = [...row.children]
          .map((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            return range.getBoundingClientRect();
          })
          .filter((box) => box.width > 0 && box.height > 0);
        const hits: string[] = [];
        cells.forEach((a, i) =>
          cells.slice(i + 1).forEach((b, j) => {
            if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) hits.push(`row ${r + 1}: cells ${i + 1} and ${i + j + 2}`);
          }),
        );
        return hits;
      }),
    );
    expect(overlaps).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      const titles = await page.getByText('Buy again', { exact: true }).evaluateAll((els) =>
        els
          .filter((el) => el.closest('a') === null)
          .filter((el) => { const box = el.getBoundingClientRect(); return box.width > 1 && box.height > 1; })
          .map((el) => el.tagName),
      );
      expect(titles, `${width} px`).toEqual(['H1']);
    }
    await context.close();
  });

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
