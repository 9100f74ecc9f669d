/**
 * Punchout round trips in Chromium (HOST-CONTRACT section 13, docs/punchout.md), driven through
 * the demo's procurement simulator (`/demo/procurement`), which frames the storefront from the
 * other host name of the demo server: another site to the browser, so nothing in the frame
 * may lean on a cookie. OCI create and cXML create, edit (the cart restored) and inspect
 * (read-only); the session surviving page after page in the frame; the checkout placing no
 * order; axe on the simulator and on the cart in the frame at 1280 and 375 px.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, expectVisible, pageSettled, useHarness, VIEWPORTS, type OpenedPage } from './harness';

const h = useHarness();

const PHONE = { width: 375, height: 812 } as const;
const isBlocking = (line: string) => /^\S+ \((serious|critical)\)/.test(line);

/** The storefront inside the simulator's frame. */
const catalogue = (page: Page): FrameLocator => page.getByTitle('Supplier catalogue').contentFrame();
/** The frame's page (Playwright's Frame), for its address and for axe. */
const catalogueFrame = (page: Page) => {
  const frame = page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith('http'));
  if (!frame) throw new Error('the simulator frames no storefront page');
  return frame;
};

async function openSimulator(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<OpenedPage> {
  const opened = await h.openPage('/demo/procurement', { viewport });
  await expectVisible(opened.page.getByRole('heading', { name: 'Procurement simulator' }));
  return opened;
}

/** Searches the item by number in the frame's header search box and adds one package to the cart. */
async function addItem(page: Page, itemNumber: string, linesAfter: number, phone = false): Promise<void> {
  const frame = catalogue(page);
  if (phone) await frame.getByRole('button', { name: 'Show search' }).click();
  await frame.getByRole('searchbox', { name: 'Search products' }).fill(itemNumber);
  await frame.getByRole('button', { name: 'Search', exact: true }).click();
  await frame.getByRole('button', { name: 'Add to cart' }).first().click();
  const badge = frame.locator(phone ? '#cart-badge-mobile' : '#cart-badge-desktop').getByRole('link', { name: `Cart, ${linesAfter} ${linesAfter === 1 ? 'item' : 'items'}` });
  await expectVisible(badge, 15_000);
}

/** Opens the frame's cart page from its header badge (a link: the session goes with it). */
async function openCartInFrame(page: Page, phone = false): Promise<void> {
  await catalogue(page).locator(phone ? '#cart-badge-mobile' : '#cart-badge-desktop').getByRole('link').click();
  await expectVisible(catalogue(page).getByRole('complementary', { name: 'Order summary' }), 20_000);
}

/** The simulator's table of what came back, as rows of cell texts. */
async function returnedLines(page: Page): Promise<string[][]> {
  await expectVisible(page.getByRole('heading', { name: 'What came back' }), 20_000);
  const rows = page.getByRole('table', { name: 'Requisition lines' }).locator('tbody tr');
  return rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
}

async function returnedSummary(page: Page): Promise<string> {
  return (await page.getByRole('heading', { name: 'What came back' }).locator('xpath=following-sibling::p[1]').textContent()) ?? '';
}

function expectClean(opened: OpenedPage): void {
  expect(opened.pageErrors.map(String)).toEqual([]);
  expect(opened.consoleErrors).toEqual([]);
}

describe('punchout round trips', () => {
  it('OCI create: the frame logs in, the session survives page after page without a cookie, and Transfer cart posts the OCI fields to HOOK_URL', async () => {
    const opened = await openSimulator();
    const { page, context } = opened;
    await page.getByRole('button', { name: 'Open the catalogue with OCI' }).click();
    await expectVisible(catalogue(page).getByText(/Shopping for Maple Hollow Greenhouses from your purchasing system \(OCI, filling a cart\)/), 20_000);
    // Another site: the other host name of the demo server.
    const top = new URL(page.url());
    const framed = new URL(catalogueFrame(page).url());
    expect(framed.hostname).not.toBe(top.hostname);
    expect(framed.searchParams.get('punchout')).toMatch(/^[\w-]{20,}$/);
    // Three pages in the frame (home, search results, cart), the cart filled on the second.
    await addItem(page, 'CT01016', 1);
    expect(new URL(catalogueFrame(page).url()).pathname).toBe('/search-results');
    await openCartInFrame(page);
    const frame = catalogue(page);
    await expectVisible(frame.getByRole('article', { name: '4 in. Thin-Wall Round Pot, Black' }));
    expect(await frame.getByRole('link', { name: 'Check out' }).count()).toBe(0);
    const context_ = JSON.parse((await catalogueFrame(page).locator('script#sf-context').textContent()) ?? '{}') as { punchout?: unknown; companyUserId?: number };
    expect(context_).toMatchObject({ companyUserId: 42, punchout: { protocol: 'oci', operation: 'create' } });
    await frame.getByRole('button', { name: 'Transfer cart' }).click();
    // The form went from the frame to HOOK_URL with target _top: the simulator's own page.
    await expect.poll(() => page.url()).toBe(`${h.baseUrl}/demo/procurement/return`);
    expect(await returnedLines(page)).toEqual([['1', 'CT01016', '4 in. Thin-Wall Round Pot, Black (Case o', '1', 'CS', '$1.30 USD', '$1.30', '2', '4 in. Thin-Wall Round Pot, Black (Case of 10)']]);
    expect(await returnedSummary(page)).toBe('OCI: 1 line, ~OkCode ADDI. Total $1.30 (quantity x price per line).');
    await page.getByText('Every field as posted (13)').click();
    const fields = page.getByRole('table', { name: 'Posted fields, in order' });
    expect(await fields.locator('tbody tr td:first-child').allTextContents()).toEqual([
      '~OkCode', '~TARGET', '~CALLER', 'NEW_ITEM-DESCRIPTION[1]', 'NEW_ITEM-QUANTITY[1]', 'NEW_ITEM-UNIT[1]', 'NEW_ITEM-PRICE[1]', 'NEW_ITEM-PRICEUNIT[1]',
      'NEW_ITEM-CURRENCY[1]', 'NEW_ITEM-VENDORMAT[1]', 'NEW_ITEM-LEADTIME[1]', 'NEW_ITEM-EXT_PRODUCT_ID[1]', 'NEW_ITEM-LONGTEXT_1:132[]',
    ]);
    // Not one cookie for the catalogue's site: nothing there depended on one.
    expect(await context.cookies(framed.origin)).toEqual([]);
    expectClean(opened);
  });

  it('cXML create, edit (the cart restored, changed, sent again) and inspect (read-only, Return to purchasing system)', async () => {
    const opened = await openSimulator();
    const { page } = opened;
    await page.getByRole('combobox', { name: 'Requisitioner (UserEmail)' }).selectOption('sam@maplehollow.example');
    await page.getByRole('button', { name: 'Open the catalogue with cXML' }).click();
    await expectVisible(page.getByText('The catalogue answered status 200 OK: OK'), 20_000);
    await expectVisible(catalogue(page).getByText(/from your purchasing system \(cXML, filling a cart\)/), 20_000);
    await addItem(page, 'CT01016', 1);
    await addItem(page, 'CT04011', 2);
    await openCartInFrame(page);
    await catalogue(page).getByRole('button', { name: 'Transfer cart' }).click();
    expect(await returnedLines(page)).toEqual([
      ['1', 'CT01016', '4 in. Thin-Wall Round Pot, Black (Case of 10)', '1', 'CS', '$1.30 USD', '$1.30', '', 'item=16&pack=10'],
      ['2', 'CT04011', '8 in. Deluxe Hanging Basket with Hanger, Green (Pack of 6)', '1', 'PK', '$4.20 USD', '$4.20', '', 'item=458&pack=6'],
    ]);
    expect(await returnedSummary(page)).toMatch(/^cXML PunchOutOrderMessage: 2 lines, BuyerCookie REQ-\w+, operationAllowed edit\. Total \$5\.50 USD\.$/);

    // edit: the cart the requisition holds opens again, line for line.
    await page.getByRole('button', { name: 'Edit this cart in the catalogue' }).click();
    const frame = catalogue(page);
    await expectVisible(frame.getByText(/\(cXML, editing a cart\)/), 20_000);
    await expectVisible(frame.getByRole('complementary', { name: 'Order summary' }), 20_000);
    expect(new URL(catalogueFrame(page).url()).pathname).toBe('/cart');
    expect(await frame.getByRole('spinbutton', { name: 'Quantity of 4 in. Thin-Wall Round Pot, Black' }).inputValue()).toBe('10');
    expect(await frame.getByRole('spinbutton', { name: 'Quantity of 8 in. Deluxe Hanging Basket with Hanger, Green' }).inputValue()).toBe('6');
    const pots = frame.getByRole('spinbutton', { name: 'Quantity of 4 in. Thin-Wall Round Pot, Black' });
    await pots.fill('30');
    await pots.press('Enter');
    await expectVisible(frame.getByRole('complementary', { name: 'Order summary' }).getByText('$8.10'), 15_000);
    await frame.getByRole('button', { name: 'Transfer cart' }).click();
    expect((await returnedLines(page)).map((row) => row.slice(1, 5))).toEqual([
      ['CT01016', '4 in. Thin-Wall Round Pot, Black (Case of 10)', '3', 'CS'],
      ['CT04011', '8 in. Deluxe Hanging Basket with Hanger, Green (Pack of 6)', '1', 'PK'],
    ]);

    // inspect: the same cart, shown and never changed; the way back is Return to purchasing system.
    await page.getByRole('button', { name: 'Inspect this cart in the catalogue' }).click();
    await expectVisible(frame.getByText(/\(cXML, viewing a cart\)/), 20_000);
    await expectVisible(frame.getByRole('button', { name: 'Return to purchasing system' }), 20_000);
    await expectVisible(frame.getByText('Quantity: 30 EA'));
    expect(await frame.getByRole('spinbutton').count()).toBe(0);
    expect(await frame.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    expect(await frame.getByRole('button', { name: 'Clear cart' }).count()).toBe(0);
    expect(await frame.getByRole('button', { name: 'Transfer cart' }).count()).toBe(0);
    await frame.getByRole('button', { name: 'Return to purchasing system' }).click();
    expect(await returnedSummary(page)).toMatch(/operationAllowed inspect\. Total \$8\.10 USD\.$/);
    expectClean(opened);
  });

  it('the checkout in punchout places no order: it says the cart goes back from the cart page and links there', async () => {
    const opened = await openSimulator();
    const { page } = opened;
    await page.getByRole('button', { name: 'Open the catalogue with OCI' }).click();
    await expectVisible(catalogue(page).getByText(/from your purchasing system/), 20_000);
    const key = new URL(catalogueFrame(page).url()).searchParams.get('punchout') ?? '';
    // The checkout is the strict payment page: it lets the procurement system frame it in punchout.
    await catalogueFrame(page).goto(`${new URL(catalogueFrame(page).url()).origin}/checkout?punchout=${key}`);
    const frame = catalogue(page);
    await expectVisible(frame.getByText('This cart goes back to your purchasing system from the cart page.'), 20_000);
    expect(await frame.getByRole('button', { name: 'Place order' }).count()).toBe(0);
    await frame.getByRole('link', { name: 'Go to the cart' }).click();
    await expectVisible(frame.getByRole('button', { name: 'Transfer cart' }), 20_000);
    expect(new URL(catalogueFrame(page).url()).searchParams.get('punchout')).toBe(key);
    expectClean(opened);
  });

  it('an ended or unknown session key opens nothing: the page says so, with no cart', async () => {
    const opened = await h.openPage('/cart?punchout=not-a-session-key-000000000');
    expect(opened.status).toBe(410);
    await expectVisible(opened.page.getByRole('heading', { name: 'This punchout session has ended' }));
    expect(await opened.page.locator('#cartPage').count()).toBe(0);
  });
});

describe('the simulator and the cart in punchout, for everyone', () => {
  for (const [label, viewport] of [['1280 px', VIEWPORTS.desktop], ['375 px', PHONE]] as const) {
    it(`axe finds nothing serious on the simulator and the framed cart with Transfer cart at ${label}`, async () => {
      const phone = viewport.width < 576;
      const opened = await openSimulator(viewport);
      const { page } = opened;
      expect((await axeViolations(page)).filter(isBlocking)).toEqual([]);
      await page.getByRole('button', { name: 'Open the catalogue with OCI' }).click();
      await expectVisible(catalogue(page).getByText(/from your purchasing system/), 20_000);
      await addItem(page, 'CT01016', 1, phone);
      await openCartInFrame(page, phone);
      await expectVisible(catalogue(page).getByRole('button', { name: 'Transfer cart' }));
      await pageSettled(page);
      expect((await axeViolations(catalogueFrame(page), { exclude: ['iframe'] })).filter(isBlocking)).toEqual([]);
      expect((await axeViolations(page)).filter(isBlocking)).toEqual([]);
      expectClean(opened);
    });
  }
});
