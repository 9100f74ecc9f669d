/**
 * The statements list and the statement view (account.js) on the demo host, built bundle in
 * Chromium, against the reference service: the table named Statements with overdue rows in
 * words and the total due, a row's link to its statement, the statement with its documents,
 * aging and Print (a clean printed page), an unknown number, an anonymous visitor, axe at
 * 1280 and 375 px.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { insertStatement } from '../../demo-host/service/db/statements';
import { axeViolations, networkQuiet, expectHidden, expectVisible, useHarness } from './harness';

const h = useHarness();

const LIST = '/MyAccount/OrderManager/Statements';
const PHONE = { width: 375, height: 812 };
const SHOTS = process.env.SF_SCREENSHOTS_DIR;

function servicePaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const match = /\/((?:Customer|Cart|Product)\/[A-Za-z]+)$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) paths.push(match[1]);
  });
  return paths;
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * An order of the buyer's customer (100234) paid by card when placed, as Cart/SubmitOrder
 * stores one: its statement owes nothing and says "Paid by card ending 1111". A large total,
 * so its amounts are as wide as a statement's get. Returns the statement number.
 */
function seedCardPaidOrder(dataDir: string, number: string): string {
  const db = new Database(path.join(dataDir, 'storefront.sqlite'));
  try {
    const today = new Date().toISOString().slice(0, 10);
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const order = db
      .prepare(
        `INSERT INTO orders (order_number, customer_number, company_user_id, created_at, settings, subtotal, tax, fees, shipping, total, ship_to, card_last4)
         VALUES (?, '100234', 42, ?, '{}', 100000, 5750, 3342.37, 45, 109137.37, '001', '1111')`,
      )
      .run(`SO-${number}`, new Date().toISOString());
    insertStatement(db, { number, suffix: '00', customerNumber: '100234', statementDate: today, dueDate: due, billed: 109137.37, open: 0, orderId: Number(order.lastInsertRowid) });
    return number;
  } finally {
    db.close();
  }
}

/** Whether `locator` lies wholly inside the page's first `width` pixels (not cut off at the right edge). */
async function insideWidth(locator: Locator, width: number): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

describe('statements', () => {
  it('lists the statements in a table named Statements, newest first, overdue in words, with the total due', async () => {
    const { page, context } = await h.openPage(LIST, { persona: 'buyer' });
    const table = page.getByRole('table', { name: 'Statements' });
    await expectVisible(table, 20_000);
    const links = table.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    const numbers = (await links.allTextContents()).map((text) => Number(text.replace(/^Statement /, '').split('-')[0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(await table.getByText('Overdue').count()).toBeGreaterThan(0);
    const total = table.getByRole('row').last();
    expect(await total.textContent()).toMatch(/^Total due\$[\d,]+\.\d\d$/);
    for (const amount of await table.locator('td.sf-num').allTextContents()) expect(amount).toMatch(/^\$[\d,]+\.\d\d$/);
    await shot(page, 'statements-1280');
    expect(await axeViolations(page, { include: ['[data-sf-widget="statements"]'] })).toEqual([]);
    await context.close();
  });

  it('links each row to its statement, which shows its documents, aging and a Print button', async () => {
    const { page, context } = await h.openPage(LIST, { persona: 'buyer' });
    const first = page.getByRole('table', { name: 'Statements' }).getByRole('link').first();
    await expectVisible(first, 20_000);
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/MyAccount\/OrderManager\/ViewStatement\?number=\d+&suffix=\d+$/);
    const label = (await first.textContent())?.replace(/^Statement /, '') ?? '';
    await first.click();
    await page.waitForURL(`**${href}`);
    const statement = page.getByRole('article', { name: `Statement ${label}` });
    await expectVisible(statement, 20_000);
    expect(await statement.getByRole('table', { name: 'Documents' }).getByRole('row').count()).toBeGreaterThan(1);
    const aging = statement.getByRole('table', { name: /^Aging on / });
    for (const bucket of ['Current', '1-30 days', '31-60 days', '61-90 days', 'Over 90 days']) {
      await expectVisible(aging.getByRole('rowheader', { name: bucket, exact: true }));
    }
    await expectVisible(statement.getByRole('button', { name: 'Print' }));
    await shot(page, 'statement-1280');
    expect(await axeViolations(page, { include: ['[data-sf-widget="statement"]'] })).toEqual([]);
    await context.close();
  });

  it('prints a clean page: Print opens the print dialog, the printed page has no buttons, no site chrome and not the statements list below', async () => {
    const { page, context } = await h.openPage(LIST, { persona: 'buyer' });
    const first = page.getByRole('table', { name: 'Statements' }).getByRole('link').first();
    await expectVisible(first, 20_000);
    await page.goto(`${h.baseUrl}${(await first.getAttribute('href')) ?? ''}`);
    const print = page.getByRole('button', { name: 'Print' });
    await expectVisible(print, 20_000);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await print.click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expectHidden(print);
    await expectHidden(page.locator('.site-header'));
    await expectHidden(page.locator('.site-footer'));
    await expectVisible(page.getByRole('article').getByRole('table', { name: 'Documents' }));
    // The statements list the page shows below the statement is not part of it.
    await expectHidden(page.getByRole('heading', { name: 'All statements' }));
    await expectHidden(page.getByRole('table', { name: 'Statements' }));
    await shot(page, 'statement-print');
    await context.close();
  });

  it('says clearly when the statement number is unknown', async () => {
    const { page, context } = await h.openPage('/MyAccount/OrderManager/ViewStatement?number=1&suffix=00', { persona: 'buyer' });
    await expectVisible(page.getByText('Statement 1-00 was not found for customer 100234.', { exact: false }), 20_000);
    expect(await page.getByRole('button', { name: 'Print' }).count()).toBe(0);
    await context.close();
  });

  it("does not show another company's statement", async () => {
    const { page, context } = await h.openPage(LIST, { persona: 'buyer' });
    const first = page.getByRole('table', { name: 'Statements' }).getByRole('link').first();
    await expectVisible(first, 20_000);
    const href = (await first.getAttribute('href')) ?? '';
    await context.close();
    const other = await h.openPage(href, { persona: 'otherCompany' });
    await expectVisible(other.page.getByText(/was not found for customer 200877/), 20_000);
    await other.context.close();
  });

  it('asks an anonymous visitor to log in and asks the service nothing', async () => {
    for (const path of [LIST, '/MyAccount/OrderManager/ViewStatement?number=480100&suffix=00']) {
      const { page, context } = await h.openPage(path, { persona: 'anonymous', waitUntil: 'domcontentloaded' });
      const paths = servicePaths(page);
      await page.reload();
      const login = page.getByRole('main').getByRole('link', { name: 'Log in' });
      await expectVisible(login, 20_000);
      expect(await login.getAttribute('href')).toMatch(/^\/login\?returnTo=/);
      await networkQuiet(page);
      expect(paths.filter((p) => p.startsWith('Customer/'))).toEqual([]);
      await context.close();
    }
  });

  it('has no axe violations and fits at 375 px, list and statement', async () => {
    const { page, context } = await h.openPage(LIST, { persona: 'buyer', viewport: PHONE });
    const table = page.getByRole('table', { name: 'Statements' });
    await expectVisible(table, 20_000);
    await shot(page, 'statements-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page, { include: ['[data-sf-widget="statements"]'] })).toEqual([]);
    await page.goto(`${h.baseUrl}${(await table.getByRole('link').first().getAttribute('href')) ?? ''}`);
    await expectVisible(page.getByRole('button', { name: 'Print' }), 20_000);
    await shot(page, 'statement-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page, { include: ['[data-sf-widget="statement"]'] })).toEqual([]);
    await context.close();
  });

  it("fits at 375 px with an order paid by card: 'Paid by card ending 1111' wraps, every amount and Total due stay in view", async () => {
    const number = seedCardPaidOrder(h.dataDir, '599001');
    const { page, context } = await h.openPage(LIST, { persona: 'buyer', viewport: PHONE });
    const table = page.getByRole('table', { name: 'Statements' });
    await expectVisible(table.getByText('Paid by card ending 1111'), 20_000);
    await shot(page, 'statements-card-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const amounts = table.locator('td.sf-num');
    expect(await amounts.count()).toBeGreaterThan(4);
    for (const amount of await amounts.all()) expect(await insideWidth(amount, PHONE.width)).toBe(true);
    expect(await insideWidth(table.getByText('Paid by card ending 1111'), PHONE.width)).toBe(true);

    await page.goto(`${h.baseUrl}/MyAccount/OrderManager/ViewStatement?number=${number}&suffix=00`);
    const statement = page.getByRole('article', { name: `Statement ${number}-00` });
    await expectVisible(statement.getByText(/Paid by card ending 1111/), 20_000);
    await shot(page, 'statement-card-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    for (const amount of await statement.locator('td.sf-num').all()) expect(await insideWidth(amount, PHONE.width)).toBe(true);
    await context.close();
  });
});
