/**
 * The widgets against a service that answers only the contract (SF_CONTRACT_ONLY=1, docs/service.md
 * "Contract-only mode"): no Cart/GetSubmission, no expectedTotal or replacesSubmissionId, no added
 * answer fields. A whole order by card, a lost answer recovered by 'Check again' (the same
 * SubmitOrder, the same order number, one order), a submit answered 401 placed once after signing
 * in, and a customer switch still work; what Check again does is said as it is (it re-sends here).
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { SUBMIT_SESSION_ENDED_MESSAGE } from '../../src/state/checkout/checkoutState';
import { UNCONFIRMED_EXPLANATION } from '../../src/ui/checkout/outcomeText';
import { cardFrame, openCheckout, orderBook } from './checkoutPages';
import { expectVisible, searchPagePath, useHarness } from './harness';

const h = useHarness({ contractOnly: true });
const { orders, orderCount, close } = orderBook(h);
afterAll(close);

const BUYER = '100234';
const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place order', exact: true });
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('#checkout [aria-busy="true"]'), null, { timeout: 20_000 });

/** The JSON bodies of every POST to the service path (read while intercepted: Chromium keeps no body of a request it only reports). */
async function recordBodies<T = Record<string, unknown>>(page: Page, servicePath: string): Promise<T[]> {
  const bodies: T[] = [];
  await page.route(`**/api/${servicePath}`, async (route) => {
    if (route.request().method() === 'POST') bodies.push(route.request().postDataJSON() as T);
    await route.fallback();
  });
  return bodies;
}

/** Ends every session of the user, as a password reset does (auth.ts: the session generation). */
function revokeSessions(companyUserId: number): void {
  const db = new Database(path.join(h.dataDir, 'storefront.sqlite'));
  try {
    db.prepare('UPDATE company_users SET session_generation = session_generation + 1 WHERE id = ?').run(companyUserId);
  } finally {
    db.close();
  }
}

const orderNumberOf = (submissionId: string) => orders().prepare('SELECT order_number FROM orders WHERE submission_id = ?').pluck().get(submissionId);

describe('a contract-only service', () => {
  it('a whole order by card: card form, Place order, the confirmation with the order number, one order', async () => {
    const { page, context, pageErrors } = await openCheckout(h);
    const before = orderCount(BUYER);
    const submits = await recordBodies<{ cartSettings: { submissionId: string } }>(page, 'Cart/SubmitOrder');
    const card = page.getByRole('radio', { name: 'Pay by card', exact: true });
    if (!(await card.isChecked())) await card.check();
    const frame = await cardFrame(page);
    await frame.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
    await frame.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/39');
    await frame.getByRole('textbox', { name: 'CVV' }).fill('123');
    await frame.getByRole('button', { name: 'Use this card' }).click();
    await expectVisible(page.getByText('Paying with Visa ending 1111'), 15_000);
    await placeOrder(page).click();
    await expectVisible(page.getByRole('heading', { name: 'Order placed' }), 20_000);
    expect(submits).toHaveLength(1);
    const id = submits[0]!.cartSettings.submissionId;
    expect(await page.locator('.sf-checkout__order-number').textContent()).toBe(orderNumberOf(id));
    expect(orderCount(BUYER)).toBe(before + 1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("a lost answer during submit: GetSubmission is 404, 'Check again' sends the same SubmitOrder and shows the same order number, one order", async () => {
    const { page, context } = await openCheckout(h);
    await page.getByRole('radio', { name: 'Pay on account', exact: true }).check();
    await settled(page);
    await page.getByRole('textbox', { name: 'PO number', exact: true }).fill('PO-CONTRACT');
    const before = orderCount(BUYER);
    const asked = await recordBodies(page, 'Cart/GetSubmission');
    const submitted: { cartSettings: { submissionId: string } }[] = [];
    let lose = true;
    await page.route('**/api/Cart/SubmitOrder', async (route) => {
      submitted.push(route.request().postDataJSON() as { cartSettings: { submissionId: string } });
      if (!lose) return route.continue();
      // The order is made, then the connection drops before the answer arrives.
      lose = false;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await placeOrder(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'We could not confirm your order' });
    await expectVisible(alert, 20_000);
    expect(orderCount(BUYER)).toBe(before + 1);
    expect(asked).toHaveLength(1);
    // It says what Check again does here: it sends the order again, placed at most once.
    expect(await alert.textContent()).toContain(UNCONFIRMED_EXPLANATION.resend);
    await alert.getByRole('button', { name: 'Check again' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Order placed' }), 20_000);
    expect(submitted).toHaveLength(2);
    expect(submitted[1]).toEqual(submitted[0]);
    const id = submitted[0]!.cartSettings.submissionId;
    expect(await page.locator('.sf-checkout__order-number').textContent()).toBe(orderNumberOf(id));
    expect(orderCount(BUYER)).toBe(before + 1);
    expect(asked).toHaveLength(1);
    await context.close();
  });

  it('a submit answered 401: "not placed" and what comes after signing in; back signed in, Check again sends the same order and places it once', async () => {
    const { page, context } = await openCheckout(h);
    await page.getByRole('radio', { name: 'Pay on account', exact: true }).check();
    await settled(page);
    await page.getByRole('textbox', { name: 'PO number', exact: true }).fill('PO-CONTRACT-401');
    const before = orderCount(BUYER);
    const submits = await recordBodies<{ cartSettings: { submissionId: string } }>(page, 'Cart/SubmitOrder');
    revokeSessions(42);
    await placeOrder(page).click();
    await expectVisible(page.getByText(SUBMIT_SESSION_ENDED_MESSAGE), 20_000);
    expect(orderCount(BUYER)).toBe(before);

    await page.getByRole('alert').filter({ hasText: 'Your session has ended.' }).getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login\?returnTo=%2Fcheckout/);
    await page.getByRole('button', { name: 'Greenhouse buyer' }).click();
    await page.waitForURL(/\/checkout$/);
    const again = await recordBodies<{ cartSettings: { submissionId: string } }>(page, 'Cart/SubmitOrder');
    const alert = page.getByRole('alert').filter({ hasText: 'We could not confirm your order' });
    await expectVisible(alert, 20_000);
    expect(await alert.textContent()).toContain(UNCONFIRMED_EXPLANATION.resend);
    await alert.getByRole('button', { name: 'Check again' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Order placed' }), 20_000);
    expect(again.map((b) => b.cartSettings.submissionId)).toEqual([submits[0]!.cartSettings.submissionId]);
    expect(orderCount(BUYER)).toBe(before + 1);
    await context.close();
  });

  it('a sales rep switches customer: the switcher, grid and calls follow with nothing failing', async () => {
    const path = await searchPagePath(h);
    const { page, context, pageErrors, failedRequests } = await h.openPage(path, { persona: 'salesRep' });
    await expectVisible(page.getByRole('main').getByRole('article').first(), 15_000);
    const searches = await recordBodies<{ customerNumber: string }>(page, 'Product/WebSearch');
    const box = page.getByRole('combobox', { name: 'Customer' });
    await box.fill('Sunshine');
    await page.getByRole('option', { name: /Sunshine Garden Center \(100512\)/ }).click();
    await expectVisible(page.getByText('Sunshine Garden Center (100512)', { exact: true }));
    await expect.poll(() => searches.some((body) => body.customerNumber === '100512')).toBe(true);
    await expectVisible(page.getByRole('main').getByRole('article').first(), 15_000);
    expect(pageErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
    await context.close();
  });
});
