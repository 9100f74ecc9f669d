/**
 * Orders exactly once, totals re-checked, and the checkout under faults (issue 26 "Orders",
 * docs/checkout.md "Checking an order" / "Totals re-checked at submit", docs/hardening.md
 * "Faults"), built bundle in Chromium against the demo server and its fault switch
 * (`X-Sf-Fault: 500 | malformed | drop | delay=<ms>`, added to chosen requests by `page.route`).
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { checkoutReady, fillCart, openCheckout, orderBook } from './checkoutPages';
import { UNCONFIRMED_EXPLANATION } from '../../src/ui/checkout/outcomeText';
import { axeViolations, callService, expectHidden, expectVisible, holdAnswer, readPageContext, useHarness } from './harness';

const h = useHarness();
const { orders, orderCount, close } = orderBook(h);
afterAll(close);

const BUYER = '100234';
/** axe findings that block: serious and critical. */
const blocking = (lines: string[]) => lines.filter((line) => /^\S+ \((serious|critical)\)/.test(line));
type Fault = '500' | 'malformed' | 'drop' | `delay=${number}`;

/**
 * Sends the next `times` calls of `servicePath` with the fault header (a dropped read-only
 * call is retried once by the client, so a drop that must be seen needs 2).
 */
async function injectFault(page: Page, servicePath: string, fault: Fault, times = 1): Promise<void> {
  let remaining = times;
  await page.route(`**/api/${servicePath}`, async (route) => {
    if (remaining > 0 && route.request().method() === 'POST') {
      remaining -= 1;
      await route.continue({ headers: { ...route.request().headers(), 'x-sf-fault': fault } });
    } else {
      await route.continue();
    }
  });
}

/**
 * Every call of `servicePath` gets the fault until `stop()` (another widget of the page, the
 * customer switcher, may ask the same path first; the client retries a dropped read once).
 */
async function faultUntilStopped(page: Page, servicePath: string, fault: Fault): Promise<() => void> {
  let on = true;
  await page.route(`**/api/${servicePath}`, async (route) => {
    const headers = on && route.request().method() === 'POST' ? { ...route.request().headers(), 'x-sf-fault': fault } : route.request().headers();
    await route.continue({ headers });
  });
  return () => {
    on = false;
  };
}

/** Every POST to the service path, as it leaves the page. */
function recordCalls(page: Page, servicePath: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(`/api/${servicePath}`)) calls.push(request);
  });
  return calls;
}

/**
 * The JSON bodies of every POST to the service path (read while intercepted: Chromium keeps
 * no body of a request it only reports). Register it after any fault route: it runs first
 * and falls back to that one.
 */
async function recordBodies(page: Page, servicePath: string): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route(`**/api/${servicePath}`, async (route) => {
    if (route.request().method() === 'POST') bodies.push(route.request().postDataJSON());
    await route.fallback();
  });
  return bodies;
}

const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place order', exact: true });
const amountOf = (page: Page, label: string | RegExp) => summary(page).getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('#checkout [aria-busy="true"]'), null, { timeout: 20_000 });

async function payOnAccount(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Pay on account', exact: true }).check();
  await settled(page);
}

async function until(test: () => boolean | Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const isFocusedWithin = (page: Page, text: string) =>
  page.evaluate((t) => {
    const active = document.activeElement;
    return active !== null && active !== document.body && (active.textContent ?? '').includes(t);
  }, text);

const storedAttempt = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('sf-checkout-submission@1')).map((key) => sessionStorage.getItem(key)));

describe('orders exactly once across reloads and lost answers', () => {
  it("a reload during a delayed submit comes back to 'Checking your order…', then the confirmation of exactly one order", async () => {
    const { page, context } = await openCheckout(h);
    await payOnAccount(page);
    await page.getByRole('textbox', { name: 'PO number', exact: true }).fill('PO-RELOAD');
    const before = orderCount(BUYER);
    const submits = recordCalls(page, 'Cart/SubmitOrder');
    // The submit waits 2.5 s in the service before it is handled (and the order made); the
    // question after the reload is held until that order exists and 'Checking…' is shown
    // (the reloaded view may arrive after the order was made, before the page's load event,
    // which is when page.reload() returns: seen on the checkout with its import map).
    await injectFault(page, 'Cart/SubmitOrder', 'delay=2500');
    await page.route('**/api/Cart/GetSubmission', async (route) => {
      await until(() => orderCount(BUYER) > before, 'the delayed order');
      await page.getByRole('status').filter({ hasText: 'Checking your order…' }).waitFor({ timeout: 20_000 });
      await route.continue();
    });
    await placeOrder(page).click();
    await until(() => submits.length === 1, 'the submit to leave');
    const [stored] = await storedAttempt(page);
    expect(stored).toContain('PO-RELOAD');
    const { submissionId } = JSON.parse(stored ?? '{}') as { submissionId: string };
    await page.reload();
    await expectVisible(page.getByRole('status').filter({ hasText: 'Checking your order…' }), 20_000);
    expect(await placeOrder(page).count()).toBe(0);
    await expectVisible(page.getByRole('heading', { name: 'Order placed' }), 20_000);
    const shown = await page.locator('.sf-checkout__order-number').textContent();
    expect(shown).toBe(orders().prepare('SELECT order_number FROM orders WHERE submission_id = ?').pluck().get(submissionId));
    expect(orderCount(BUYER)).toBe(before + 1);
    expect(submits).toHaveLength(1);
    expect(await storedAttempt(page)).toEqual([]);
    // A second reload is a fresh checkout (the attempt is done): no question, an empty cart.
    await page.reload();
    await expectVisible(page.getByText('Your cart is empty, so there is nothing to check out.'), 20_000);
    expect(orderCount(BUYER)).toBe(before + 1);
    await context.close();
  });

  it("a reload while the submit never reached the store: 'Your order was not placed', the typed order back, and Place order again places it once with the same id", async () => {
    const { page, context } = await openCheckout(h);
    await payOnAccount(page);
    await page.getByRole('textbox', { name: 'PO number', exact: true }).fill('PO-NOT-SENT');
    await page.getByRole('textbox', { name: 'Order notes', exact: true }).fill('Ring twice');
    const before = orderCount(BUYER);
    let hold = true;
    const submitted: { cartSettings: { submissionId: string } }[] = [];
    await page.route('**/api/Cart/SubmitOrder', async (route) => {
      submitted.push(route.request().postDataJSON() as { cartSettings: { submissionId: string } });
      // Held in the browser: the store never sees this one (the tab "crashes" first).
      if (hold) return;
      await route.continue();
    });
    await placeOrder(page).click();
    await until(() => submitted.length === 1, 'the submit to leave');
    hold = false;
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Your order was not placed' });
    await expectVisible(alert, 20_000);
    expect(await page.getByRole('textbox', { name: 'PO number', exact: true }).inputValue()).toBe('PO-NOT-SENT');
    expect(await page.getByRole('textbox', { name: 'Order notes', exact: true }).inputValue()).toBe('Ring twice');
    expect(orderCount(BUYER)).toBe(before);
    await settled(page);
    await placeOrder(page).click();
    await expectVisible(page.getByRole('heading', { name: 'Order placed' }), 20_000);
    expect(submitted).toHaveLength(2);
    expect(submitted[1]?.cartSettings.submissionId).toBe(submitted[0]?.cartSettings.submissionId);
    expect(orderCount(BUYER)).toBe(before + 1);
    await context.close();
  });

  it('a dropped answer and a dropped question: "We could not confirm your order" with no Place order (axe: none serious), then Check again asks and shows the one order', async () => {
    const { page, context } = await openCheckout(h);
    await payOnAccount(page);
    const before = orderCount(BUYER);
    const submits = recordCalls(page, 'Cart/SubmitOrder');
    const asked = recordCalls(page, 'Cart/GetSubmission');
    await page.route('**/api/Cart/SubmitOrder', async (route) => {
      // The order is made, then the connection drops before the answer arrives.
      await route.fetch();
      await route.abort('connectionreset');
    });
    const submitted = await recordBodies(page, 'Cart/SubmitOrder');
    // The question is dropped too (twice: the client retries a read once).
    await injectFault(page, 'Cart/GetSubmission', 'drop', 2);
    await placeOrder(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'We could not confirm your order' });
    await expectVisible(alert, 20_000);
    expect(await isFocusedWithin(page, 'We could not confirm your order')).toBe(true);
    expect(await placeOrder(page).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Order placed' }).count()).toBe(0);
    expect(orderCount(BUYER)).toBe(before + 1);
    expect(blocking(await axeViolations(page))).toEqual([]);
    // Here the store can be asked (Cart/GetSubmission): Check again only asks.
    expect(await alert.textContent()).toContain(UNCONFIRMED_EXPLANATION.ask);
    await alert.getByRole('button', { name: 'Check again' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Order placed' }), 20_000);
    expect(submits).toHaveLength(1);
    expect(asked.length).toBeGreaterThanOrEqual(3);
    const id = (submitted[0] as { cartSettings: { submissionId: string } }).cartSettings.submissionId;
    expect(await page.locator('.sf-checkout__order-number').textContent()).toBe(
      orders().prepare('SELECT order_number FROM orders WHERE submission_id = ?').pluck().get(id),
    );
    expect(orderCount(BUYER)).toBe(before + 1);
    await context.close();
  });
});

describe('totals re-checked', () => {
  it('a quantity edited on /cart in another tab refreshes the summary of the open checkout', async () => {
    const { page, context } = await openCheckout(h);
    await payOnAccount(page);
    const totalBefore = await amountOf(page, 'Total').textContent();
    const cartTab = await context.newPage();
    await cartTab.goto(`${h.baseUrl}/cart`);
    const field = cartTab.getByRole('spinbutton', { name: /^Quantity of / }).first();
    await expectVisible(field, 20_000);
    const quantity = Number(await field.inputValue());
    await field.fill(String(quantity * 3));
    await field.press('Enter');
    await until(async () => (await amountOf(page, 'Total').textContent()) !== totalBefore, 'the checkout total to follow the other tab', 20_000);
    await settled(page);
    const fresh = (await callService(page, 'Cart/GetTaxAndFees', {
      companyUserId: 42, customerNumber: BUYER, warehouseCode: '1001',
      cartSettings: { poNumber: '', shipVia: 'GROUND', shipViaOptions: [], requestedShipDate: null, orderNotes: '', paymentMethod: 'account', shipTo: (await readPageContext(page)).shipTo },
    })) as { total: number };
    expect(await amountOf(page, 'Total').textContent()).toBe(`$${fresh.total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    await cartTab.close();
    await context.close();
  });

  it('a total changed behind the checkout (no event) is refused with 409: the change is shown, focused, with the fresh summary (axe: none serious); Place order again places once', async () => {
    const { page, context } = await openCheckout(h);
    await payOnAccount(page);
    await page.getByRole('textbox', { name: 'Order notes', exact: true }).fill('Keep me');
    const shown = (await amountOf(page, 'Total').textContent()) ?? '';
    const before = orderCount(BUYER);
    const submitted = await recordBodies(page, 'Cart/SubmitOrder');
    // A host script (or a price list change) changes the cart without telling the page.
    const ctx = await readPageContext(page);
    const cart = (await callService(page, 'Cart/GetCart', { companyUserId: 42, customerNumber: BUYER, shipTo: ctx.shipTo, warehouseCode: '1001', zipCode: null })) as {
      lines: { itemId: number; quantity: number }[];
    };
    const line = cart.lines[0]!;
    await callService(page, 'Cart/UpdateQuantity', { companyUserId: 42, customerNumber: BUYER, itemId: line.itemId, defaultWarehouseCode: '1001', qty: line.quantity * 4, shipTo: ctx.shipTo });
    await placeOrder(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The order total changed from' });
    await expectVisible(alert, 20_000);
    const text = (await alert.textContent()) ?? '';
    const match = /The order total changed from (\$[\d,.]+) to (\$[\d,.]+)\. Check the order and place it again\./.exec(text);
    expect(match?.[1]).toBe(shown);
    expect(await isFocusedWithin(page, 'The order total changed from')).toBe(true);
    await settled(page);
    expect(await amountOf(page, 'Total').textContent()).toBe(match?.[2]);
    expect(orderCount(BUYER)).toBe(before);
    expect(await page.getByRole('textbox', { name: 'Order notes', exact: true }).inputValue()).toBe('Keep me');
    expect(blocking(await axeViolations(page))).toEqual([]);
    await placeOrder(page).click();
    await expectVisible(page.getByRole('heading', { name: 'Order placed' }), 20_000);
    expect(orderCount(BUYER)).toBe(before + 1);
    const sent = submitted.map((body) => (body as { cartSettings: { expectedTotal: number } }).cartSettings.expectedTotal);
    expect(sent.map((total) => `$${total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`)).toEqual([shown, match?.[2]]);
    await context.close();
  });
});

/** What the checkout says for each fault, by what it was doing. */
const SAYS: Record<'500' | 'malformed' | 'drop', (action: string) => RegExp> = {
  '500': () => /Injected fault: .* failed on purpose/,
  malformed: (action) => new RegExp(`The store sent an answer this page cannot read, so it could not ${action}`),
  drop: (action) => new RegExp(`Could not reach the store to ${action}`),
};
const timesFor = (fault: Fault) => (fault === 'drop' ? 2 : 1);
/*
 * Each call below fails once, with one kind of fault, and every kind is met in the loading and
 * in the pricing area. Which sentence each kind gives is the client's one rule (`userMessage`,
 * src/api/errors.test.ts); these tests prove that each call's failure is said with its action,
 * keeps what was typed and recovers on Retry. Until issue 31 every call met every kind: 25
 * tests where these 10 prove the same rules.
 */

describe('the checkout under faults: each call says what happened, keeps what was typed and recovers on Retry', () => {
  for (const [call, fault] of [
    ['Cart/GetCartSettings', '500'],
    ['Cart/GetCart', 'malformed'],
    ['Customer/ShipToLookups', 'drop'],
  ] as const) {
    it(`loading: ${call} ${fault} → a message and Retry, which loads the form`, async () => {
      const { page, context } = await h.openPage('/', { persona: 'buyer' });
      await fillCart(page);
      const stop = await faultUntilStopped(page, call, fault);
      await page.goto(`${h.baseUrl}/checkout`);
      const alert = page.locator('#checkout').getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
      await expectVisible(alert, 20_000);
      expect(await alert.textContent()).toMatch(SAYS[fault]('load the checkout'));
      stop();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await checkoutReady(page);
      await expectHidden(alert);
      expect(await amountOf(page, 'Total').textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
      await context.close();
    });
  }

  // A slow answer is no fault: the one load waits for its three calls, so one delayed call shows it.
  it('loading: Cart/GetCartSettings delayed → the placeholder, then the form, and no message', async () => {
    const { page, context } = await h.openPage('/', { persona: 'buyer' });
    await fillCart(page);
    await injectFault(page, 'Cart/GetCartSettings', 'delay=1500');
    await page.goto(`${h.baseUrl}/checkout`);
    await checkoutReady(page);
    expect(await page.locator('#checkout').getByRole('alert').count()).toBe(0);
    await context.close();
  });

  for (const [call, fault] of [
    ['Cart/GetTaxAndFees', '500'],
    ['Cart/GetShippingCost', 'malformed'],
    ['Cart/GetTaxAndFees', 'drop'],
  ] as const) {
    it(`pricing: ${call} ${fault} after a ship via change → the summary says so, PO number and notes kept, Retry prices the new ship via`, async () => {
      const { page, context } = await openCheckout(h);
      await page.getByRole('textbox', { name: 'PO number', exact: true }).fill('PO-FAULT');
      await page.getByRole('textbox', { name: 'Order notes', exact: true }).fill('Typed before the fault');
      // The cart remembers the last ship method (an earlier test may have left PICKUP): start elsewhere.
      const shipVia = page.getByRole('combobox', { name: 'Ship via', exact: true });
      if ((await shipVia.inputValue()) === 'PICKUP') {
        await shipVia.selectOption('GROUND');
        await settled(page);
      }
      await injectFault(page, call, fault, timesFor(fault));
      await shipVia.selectOption('PICKUP');
      const alert = summary(page).getByRole('alert');
      await expectVisible(alert, 20_000);
      expect(await alert.textContent()).toMatch(SAYS[fault]('work out the order total'));
      expect(await page.getByRole('textbox', { name: 'PO number', exact: true }).inputValue()).toBe('PO-FAULT');
      expect(await page.getByRole('textbox', { name: 'Order notes', exact: true }).inputValue()).toBe('Typed before the fault');
      await alert.getByRole('button', { name: 'Retry' }).click();
      await settled(page);
      await expectHidden(alert);
      expect(await amountOf(page, /^Shipping(: .+)?$/).textContent()).toBe('$0.00');
      await context.close();
    });
  }

  it('pricing: a delayed GetShippingCost of an older ship via never shows over the newer one', async () => {
    const { page, context } = await openCheckout(h);
    // The LTL cost is held back until PICKUP's has come in.
    const shipViaOf = (request: Request) => (request.postDataJSON() as { shipVia: string }).shipVia;
    const slow = await holdAnswer(page, '**/api/Cart/GetShippingCost', (request) => shipViaOf(request) === 'LTL');
    const pickup = page.waitForResponse((r) => r.url().endsWith('/api/Cart/GetShippingCost') && shipViaOf(r.request()) === 'PICKUP');
    const shipVia = page.getByRole('combobox', { name: 'Ship via', exact: true });
    await shipVia.selectOption('LTL');
    // PICKUP is chosen once LTL's cost has been asked for: chosen at once, the newer choice can
    // cancel LTL's call before it leaves and the held answer never comes (CI hung so, once).
    await slow.sent;
    await shipVia.selectOption('PICKUP');
    await pickup;
    await slow.release();
    await settled(page);
    expect(await amountOf(page, /^Shipping(: .+)?$/).textContent()).toBe('$0.00');
    await context.close();
  });

  for (const fault of ['drop'] as const) {
    it(`card: Cart/GetCardPointeParameters ${fault} → the card area says so, what was typed stays, Retry opens the card form`, async () => {
      const { page, context } = await openCheckout(h);
      await payOnAccount(page);
      await page.getByRole('textbox', { name: 'PO number', exact: true }).fill('PO-CARD');
      await injectFault(page, 'Cart/GetCardPointeParameters', fault, timesFor(fault));
      await page.getByRole('radio', { name: 'Pay by card', exact: true }).check();
      const alert = page.locator('.sf-checkout__card').getByRole('alert');
      await expectVisible(alert, 20_000);
      expect(await alert.textContent()).toMatch(SAYS[fault]('open the card form'));
      expect(await page.getByRole('textbox', { name: 'PO number', exact: true }).inputValue()).toBe('PO-CARD');
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expectVisible(page.getByTitle('Card details (secure form of the payment gateway)'), 20_000);
      await context.close();
    });
  }

  for (const fault of ['malformed'] as const) {
    it(`a cart changed by a host script (bus update cart): Cart/GetCart ${fault} → the summary says so, typed kept, Retry loads the cart and prices it`, async () => {
      const { page, context } = await openCheckout(h);
      await payOnAccount(page);
      await page.getByRole('textbox', { name: 'Order notes', exact: true }).fill('Still here');
      const lines = await summary(page).getByText(/^\d+ lines?$/).textContent();
      await fillCart(page, 3);
      await injectFault(page, 'Cart/GetCart', fault, timesFor(fault));
      await page.evaluate(() => {
        (window as unknown as { StorefrontWidgets: { bus: { emit(n: string, p: unknown): void } } }).StorefrontWidgets.bus.emit('update cart', {
          cart: { lineCount: 3, totalQuantity: 99, subtotal: 1 },
        });
      });
      const alert = summary(page).getByRole('alert');
      await expectVisible(alert, 20_000);
      expect(await alert.textContent()).toMatch(SAYS[fault]('load the changed cart'));
      expect(await page.getByRole('textbox', { name: 'Order notes', exact: true }).inputValue()).toBe('Still here');
      await alert.getByRole('button', { name: 'Retry' }).click();
      await settled(page);
      await expectHidden(alert);
      expect(await summary(page).getByText('3 lines', { exact: true }).count()).toBe(1);
      expect(lines).toBe('2 lines');
      await context.close();
    });
  }
});
