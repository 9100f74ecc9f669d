/**
 * An ended session loses nothing (docs/runtime.md "An ended session"): the buyer's session is
 * revoked while the checkout is open; the next calls are answered 401; the page says so once,
 * with a Sign in link back to the checkout; a Place order meanwhile is not placed and says so;
 * after signing in the typed order is back and places once with the same submissionId.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { SUBMIT_SESSION_ENDED_MESSAGE } from '../../src/state/checkout/checkoutState';
import { openCheckout, orderBook } from './checkoutPages';
import { expectVisible, useHarness } from './harness';

const h = useHarness();
const { orderCount, close } = orderBook(h);
afterAll(close);

const ENDED = 'Your session has ended. Sign in again to continue.';
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('#checkout [aria-busy="true"]'), null, { timeout: 20_000 });

/** Ends every session of the user, as a password reset does (auth.ts: the session generation). */
function revokeSessions(companyUserId: number): void {
  const db = new Database(path.join(h.dataDir, 'storefront.sqlite'));
  try {
    db.prepare('UPDATE company_users SET session_generation = session_generation + 1 WHERE id = ?').run(companyUserId);
  } finally {
    db.close();
  }
}

async function recordSubmissionIds(page: Page): Promise<string[]> {
  const ids: string[] = [];
  await page.route('**/api/Cart/SubmitOrder', async (route) => {
    ids.push((route.request().postDataJSON() as { cartSettings: { submissionId: string } }).cartSettings.submissionId);
    await route.fallback();
  });
  return ids;
}

describe('an ended session', () => {
  it('says so once with a Sign in link, keeps the typed order, and after signing in places it once with the same submissionId', async () => {
    const { page, context } = await openCheckout(h);
    await page.getByRole('radio', { name: 'Pay on account', exact: true }).check();
    await settled(page);
    await page.getByRole('textbox', { name: 'PO number', exact: true }).fill('PO-SESSION');
    await page.getByRole('textbox', { name: 'Order notes', exact: true }).fill('Back door');
    const before = orderCount('100234');
    const ids = await recordSubmissionIds(page);

    revokeSessions(42);
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    await expectVisible(page.getByText(SUBMIT_SESSION_ENDED_MESSAGE), 20_000);
    const notice = page.getByRole('alert').filter({ hasText: ENDED });
    await expectVisible(notice, 10_000);
    // A second call answered 401 (a reprice) adds no second notice.
    await page.getByRole('combobox', { name: 'Ship via', exact: true }).selectOption({ index: 1 });
    await expect.poll(() => page.getByText(/Your session has ended, so the store could not/).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.getByText(ENDED).count()).toBe(1);
    expect(orderCount('100234')).toBe(before);

    await notice.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login\?returnTo=%2Fcheckout/);
    await page.getByRole('button', { name: 'Greenhouse buyer' }).click();
    await page.waitForURL(/\/checkout$/);
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Your order was not placed' }), 20_000);
    expect(await page.getByRole('textbox', { name: 'PO number', exact: true }).inputValue()).toBe('PO-SESSION');
    expect(await page.getByRole('textbox', { name: 'Order notes', exact: true }).inputValue()).toBe('Back door');
    expect(await page.getByText(ENDED).count()).toBe(0);
    await settled(page);
    const idsAfter = await recordSubmissionIds(page);
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Order placed' }), 20_000);
    expect(idsAfter).toEqual([ids[0]]);
    expect(orderCount('100234')).toBe(before + 1);
    await context.close();
  });
});

describe('an ended session on the quick order pad', () => {
  it('words its message as every widget does, and after signing in brings back the rows, the pasted text and the Item number box', async () => {
    const { page, context } = await h.openPage('/quick-order', { persona: 'buyer' });
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    const pad = page.locator('#quickOrder');
    await pad.getByRole('textbox', { name: 'Paste items', exact: true }).fill('TL06135\t200');
    await pad.getByRole('button', { name: 'Add lines', exact: true }).click();
    await expectVisible(pad.getByRole('spinbutton', { name: 'Quantity of TL06135', exact: true }), 20_000);

    revokeSessions(42);
    const itemBox = pad.getByRole('textbox', { name: 'Item number', exact: true });
    await itemBox.fill('tf06089');
    await pad.getByRole('button', { name: 'Add line', exact: true }).click();
    await expectVisible(pad.getByText('Your session has ended, so the store could not look up tf06089.', { exact: true }), 20_000);
    const notice = page.getByRole('alert').filter({ hasText: ENDED });
    await expectVisible(notice, 10_000);
    expect(await page.getByText(ENDED).count()).toBe(1);
    // Typed after the notice: kept too.
    await pad.getByRole('textbox', { name: 'Paste items', exact: true }).fill('PL03101\t4');
    await itemBox.fill('IR05041');

    await notice.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login\?returnTo=%2Fquick-order/);
    await page.getByRole('button', { name: 'Greenhouse buyer' }).click();
    await page.waitForURL(/\/quick-order$/);
    await expectVisible(pad.getByRole('spinbutton', { name: 'Quantity of TF06089', exact: true }), 20_000);
    await expectVisible(pad.getByRole('spinbutton', { name: 'Quantity of TL06135', exact: true }));
    expect(await pad.getByRole('textbox', { name: 'Paste items', exact: true }).inputValue()).toBe('PL03101\t4');
    expect(await pad.getByRole('textbox', { name: 'Item number', exact: true }).inputValue()).toBe('IR05041');
    expect(await page.getByText(ENDED).count()).toBe(0);
    await context.close();
  });
});
