/**
 * The cart page (`/cart`) against a failing service, built bundle in Chromium: every call it
 * makes (Cart/GetCart, Cart/UpdateQuantity, Cart/ClearBackorders, Cart/ClearCart,
 * Cart/ValidateZipCode, Cart/GetShippingCost, Cart/GetCartSettings) under the service's
 * fault switch (500, malformed JSON, dropped connection, a late answer; faultHelpers.ts).
 * What must hold: a clear message at the place of the call (role="alert"), what the buyer
 * typed stays (a quantity, a zip code), Retry recovers, an older answer never shows over a
 * newer one, and the badge and the bus never report a change the service did not answer.
 * docs/hardening.md "Faults over the cart page, product page and switcher".
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickCartItems, seedCart, standardCart, type SeedItem, type SeedItems } from './cartSeed';
import { badgeLabel, faultSentence, injectedFaultText, injectFault, recordCartUpdates, seriousAxeViolations, waitForBadgeLabel, type Fault } from './faultHelpers';
import { expectHidden, expectVisible, holdAnswer, useHarness, waitFor } from './harness';

const h = useHarness();

let items: SeedItems;
beforeAll(() => {
  items = pickCartItems(h.dataDir);
});

const cartRoot = (page: Page) => page.locator('#cartPage');
const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });
const lineNamed = (page: Page, name: string) => cartRoot(page).getByRole('article', { name, exact: true });
const quantityField = (page: Page, item: SeedItem) => lineNamed(page, item.name).getByRole('spinbutton', { name: `Quantity of ${item.name}` });
const summaryText = async (page: Page) => (await summary(page).locator('dl').textContent()) ?? '';
/** The page's live region (what was announced last). */
const liveText = async (page: Page) => (await cartRoot(page).locator('[aria-live]').first().textContent()) ?? '';


describe('cart page under faults', () => {
  it('shows a failed first GetCart (500 / malformed / drop) in place with Retry, and Retry loads the cart; a late one (delay) shows the loading skeleton', async () => {
    seedCart(h.dataDir, standardCart(items));
    const [a] = items.plain as [SeedItem];
    const { page, context, pageErrors } = await h.openPage('/', { persona: 'buyer' });
    for (const fault of ['500', 'malformed', 'drop'] as const) {
      // A dropped read is tried once more by the client itself: drop both attempts.
      await injectFault(page, 'Cart/GetCart', fault, fault === 'drop' ? 2 : 1);
      await page.goto(`${h.baseUrl}/cart`);
      const alert = cartRoot(page).getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
      await expectVisible(alert, 20_000);
      expect(await alert.textContent(), fault).toContain(faultSentence(fault, 'Cart/GetCart', 'load your cart'));
      expect(await summary(page).count()).toBe(0);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expectVisible(lineNamed(page, a.name), 20_000);
      await expectHidden(alert);
      await page.unroute('**/api/Cart/GetCart');
    }
    // A late first answer (held back): the skeleton says it is loading, then the cart, no message.
    const lateCart = await holdAnswer(page, '**/api/Cart/GetCart');
    await page.goto(`${h.baseUrl}/cart`);
    await expectVisible(cartRoot(page).locator('[aria-busy="true"]').getByText('Loading your cart'), 20_000).catch(async () => {
      throw new Error(`no loading state: ${await cartRoot(page).innerText()}`);
    });
    await lateCart.release();
    await expectVisible(lineNamed(page, a.name), 20_000);
    expect(await cartRoot(page).getByRole('alert').count()).toBe(0);
    expect(pageErrors.map(String)).toEqual([]);
    await context.close();
  });

  it('keeps a typed quantity through a failed UpdateQuantity (500 / malformed / drop), says so at the line, publishes nothing, and Retry sends it', async () => {
    seedCart(h.dataDir, standardCart(items));
    const [a] = items.plain as [SeedItem];
    const { page, context, pageErrors } = await h.openPage('/cart', { persona: 'buyer' });
    await expectVisible(summary(page), 20_000);
    await waitForBadgeLabel(page, (label) => /\d/.test(label), 'a count');
    const updates = await recordCartUpdates(page);
    const field = quantityField(page, a);
    let quantity = a.sellMultiple * 2;
    for (const fault of ['500', 'malformed', 'drop'] as const) {
      const badge = await badgeLabel(page);
      const figures = await summaryText(page);
      quantity += a.sellMultiple;
      const sends = await injectFault(page, 'Cart/UpdateQuantity', fault);
      await field.fill(String(quantity));
      await field.press('Enter');
      const alert = lineNamed(page, a.name).getByRole('alert');
      await expectVisible(alert, 20_000);
      expect(await alert.textContent(), fault).toContain(faultSentence(fault, 'Cart/UpdateQuantity', `change the quantity of ${a.name}`));
      expect(await field.inputValue(), `${fault}: the typed quantity stays`).toBe(String(quantity));
      expect(await summaryText(page), `${fault}: the totals stay the last answer's`).toBe(figures);
      expect(await badgeLabel(page)).toBe(badge);
      expect(await updates.evaluate((seen) => seen.length), `${fault}: no update cart`).toBe(0);
      expect(sends).toHaveLength(1);

      await alert.getByRole('button', { name: 'Retry' }).click();
      await expectHidden(alert, 20_000);
      await waitFor(async () => (await updates.evaluate((seen) => seen.length)) === 1, `${fault}: update cart after Retry`);
      expect(sends).toHaveLength(2);
      expect((sends[1] as { qty: number }).qty).toBe(quantity);
      expect(await field.inputValue()).toBe(String(quantity));
      // The totals are the answer to the change now (a malformed answer's change was made too).
      await waitFor(async () => (await summaryText(page)) !== figures, `${fault}: the totals to follow`);
      await updates.evaluate((seen) => seen.splice(0));
      await page.unroute('**/api/Cart/UpdateQuantity');
    }
    expect(pageErrors.map(String)).toEqual([]);
    await context.close();
  });

  it('says "Updating…" while a change is late (delay), keeps the typed quantity, and ends on its answer; a late GetCart never replaces it', async () => {
    seedCart(h.dataDir, standardCart(items));
    const [a] = items.plain as [SeedItem];
    const { page, context } = await h.openPage('/cart', { persona: 'buyer' });
    await expectVisible(summary(page), 20_000);
    const field = quantityField(page, a);
    // A GetCart held back, asked before the change...
    const lateRead = await holdAnswer(page, '**/api/Cart/GetCart');
    await page.evaluate(() => (window as unknown as { StorefrontWidgets: { bus: { emit(n: string, p: unknown): void } } }).StorefrontWidgets.bus.emit('update cart items', { lines: [] }));
    await lateRead.sent;
    // ...and a change held back too, answered first.
    const lateChange = await holdAnswer(page, '**/api/Cart/UpdateQuantity');
    const quantity = a.sellMultiple * 7;
    await field.fill(String(quantity));
    await field.press('Enter');
    await expectVisible(lineNamed(page, a.name).getByText('Updating…'));
    expect(await summary(page).locator('dl').getAttribute('aria-busy')).toBe('true');
    expect(await field.inputValue()).toBe(String(quantity));
    await lateChange.release();
    await expectHidden(lineNamed(page, a.name).getByText('Updating…'), 10_000);
    const settled = await summaryText(page);
    await lateRead.release();
    expect(await field.inputValue()).toBe(String(quantity));
    expect(await summaryText(page)).toBe(settled);
    expect(await lineNamed(page, a.name).getByRole('alert').count()).toBe(0);
    await context.close();
  });

  it('shows failed Clear backorders (500) and Clear cart (drop) under the lines with Retry, keeps every line and the badge, and Retry clears', async () => {
    seedCart(h.dataDir, standardCart(items));
    const { page, context, pageErrors } = await h.openPage('/cart', { persona: 'buyer' });
    await expectVisible(summary(page), 20_000);
    await waitForBadgeLabel(page, (label) => /\d/.test(label), 'a count');
    const updates = await recordCartUpdates(page);
    const lines = cartRoot(page).getByRole('article');
    const lineCount = await lines.count();
    const badge = await badgeLabel(page);

    for (const [action, servicePath, fault, words] of [
      ['Clear backorders', 'Cart/ClearBackorders', '500', 'clear the backorders from your cart'],
      ['Clear cart', 'Cart/ClearCart', 'drop', 'clear your cart'],
    ] as const) {
      const calls = await injectFault(page, servicePath, fault);
      await cartRoot(page).getByRole('button', { name: action, exact: true }).click();
      await page.getByRole('alertdialog', { name: action }).getByRole('button', { name: action, exact: true }).click();
      const alert = cartRoot(page).getByRole('alert').filter({ hasText: faultSentence(fault, servicePath, words) });
      await expectVisible(alert, 20_000);
      expect(await lines.count(), `${action}: every line stays`).toBe(lineCount);
      expect(await badgeLabel(page)).toBe(badge);
      expect(await updates.evaluate((seen) => seen.length)).toBe(0);
      expect(await liveText(page)).not.toMatch(/cleared/);
      expect(calls).toHaveLength(1);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expectHidden(alert, 20_000);
      await waitFor(async () => (await updates.evaluate((seen) => seen.length)) === 1, `${action}: update cart after Retry`);
      expect(calls).toHaveLength(2);
      await updates.evaluate((seen) => seen.splice(0));
    }
    await expectVisible(cartRoot(page).getByText('Your cart is empty.'), 20_000);
    await waitForBadgeLabel(page, (label) => label !== badge, 'the cleared count');
    expect(pageErrors.map(String)).toEqual([]);
    await context.close();
  });

  it('keeps the typed zip code through a failed ValidateZipCode (500 / drop) and GetShippingCost (malformed), says so in the estimate, and Retry gives the estimate', async () => {
    seedCart(h.dataDir, standardCart(items));
    const { page, context, pageErrors } = await h.openPage('/cart', { persona: 'buyer' });
    await expectVisible(summary(page), 20_000);
    const zip = summary(page).getByRole('textbox', { name: 'Zip code' });
    const estimate = summary(page).getByRole('form', { name: 'Estimate shipping' });
    const alert = estimate.getByRole('alert');
    const place = estimate.getByRole('status');
    const shippingFigure = async () => /Shipping estimate(.*)$/.exec(await summaryText(page))?.[1] ?? '';

    for (const [fault, zipCode, city] of [
      ['500', '44101', 'Cleveland, OH'],
      ['drop', '32703', 'Apopka, FL'],
    ] as const) {
      await injectFault(page, 'Cart/ValidateZipCode', fault, fault === 'drop' ? 2 : 1);
      await zip.fill(zipCode);
      await zip.press('Enter');
      await expectVisible(alert, 20_000);
      expect(await alert.textContent(), fault).toContain(faultSentence(fault, 'Cart/ValidateZipCode', 'check the zip code'));
      expect(await zip.inputValue()).toBe(zipCode);
      expect(await place.textContent()).toBe('');
      expect(await shippingFigure()).not.toMatch(/\$/);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expectHidden(alert, 20_000);
      await waitFor(async () => (await place.textContent()) === city, `${fault}: the place of ${zipCode}`);
      await waitFor(async () => /^\$[\d,]+\.\d\d$/.test(await shippingFigure()), `${fault}: a shipping estimate`);
      expect(await zip.inputValue()).toBe(zipCode);
      await page.unroute('**/api/Cart/ValidateZipCode');
    }

    // The cost itself fails (malformed): no figure of another zip code, a message, Retry.
    await injectFault(page, 'Cart/GetShippingCost', 'malformed');
    await zip.fill('60601');
    await zip.press('Enter');
    await expectVisible(alert, 20_000);
    expect(await alert.textContent()).toContain(faultSentence('malformed', 'Cart/GetShippingCost', 'estimate the shipping'));
    expect(await shippingFigure()).toBe('Not available');
    expect(await place.textContent()).toBe('Chicago, IL');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectHidden(alert, 20_000);
    await waitFor(async () => /^\$[\d,]+\.\d\d$/.test(await shippingFigure()), 'the estimate after Retry');
    expect(await zip.inputValue()).toBe('60601');
    expect(pageErrors.map(String)).toEqual([]);
    await context.close();
  });

  it('keeps the cart and a quantity being typed under one notice when a reload fails (malformed), keeps a line whose Remove dropped (axe clean), shows failed ship methods (500) in the estimate, and each Retry recovers', async () => {
    seedCart(h.dataDir, standardCart(items));
    const [a, b] = items.plain as [SeedItem, SeedItem];
    const { page, context, pageErrors } = await h.openPage('/', { persona: 'buyer' });
    await injectFault(page, 'Cart/GetCartSettings', '500');
    await page.goto(`${h.baseUrl}/cart`);
    await expectVisible(summary(page), 20_000);
    const estimateAlert = summary(page).getByRole('form', { name: 'Estimate shipping' }).getByRole('alert');
    await expectVisible(estimateAlert, 20_000);
    expect(await estimateAlert.textContent()).toContain(injectedFaultText('Cart/GetCartSettings'));
    const shipVia = summary(page).getByRole('combobox', { name: 'Ship via' });
    expect(await shipVia.isDisabled()).toBe(true);
    await estimateAlert.getByRole('button', { name: 'Retry' }).click();
    await expectHidden(estimateAlert, 20_000);
    await waitFor(async () => (await shipVia.locator('option').count()) > 1 && !(await shipVia.isDisabled()), 'the ship methods');

    // A reload (another widget changed the cart) whose answer cannot be read, while the
    // buyer is typing a quantity (not settled yet).
    const lineCount = await cartRoot(page).getByRole('article').count();
    const field = quantityField(page, a);
    const typed = String(a.sellMultiple * 4);
    await field.fill(typed);
    await injectFault(page, 'Cart/GetCart', 'malformed');
    await page.evaluate(() => (window as unknown as { StorefrontWidgets: { bus: { emit(n: string, p: unknown): void } } }).StorefrontWidgets.bus.emit('update cart items', { lines: [] }));
    const loadAlert = cartRoot(page).getByRole('alert').filter({ hasText: faultSentence('malformed', 'Cart/GetCart', 'load your cart') });
    await expectVisible(loadAlert, 20_000);
    expect(await loadAlert.count()).toBe(1);
    expect(await cartRoot(page).getByRole('article').count()).toBe(lineCount);
    expect(await field.inputValue()).toBe(typed);
    await loadAlert.getByRole('button', { name: 'Retry' }).click();
    await expectHidden(loadAlert, 20_000);
    expect(await cartRoot(page).getByRole('article').count()).toBe(lineCount);
    // Leaving the field sent the typed quantity; the reload after it keeps it.
    await expectHidden(lineNamed(page, a.name).getByText('Updating…'), 20_000);
    expect(await field.inputValue()).toBe(typed);

    // Remove, and the connection drops: the line stays, with the message and Retry.
    const badge = await badgeLabel(page);
    await injectFault(page, 'Cart/UpdateQuantity', 'drop');
    await lineNamed(page, b.name).getByRole('button', { name: `Remove ${b.name}` }).click();
    const lineAlert = lineNamed(page, b.name).getByRole('alert');
    await expectVisible(lineAlert, 20_000);
    expect(await lineAlert.textContent()).toContain(faultSentence('drop', 'Cart/UpdateQuantity', `remove ${b.name} from your cart`));
    expect(await seriousAxeViolations(page, ['#cartPage'])).toEqual([]);
    expect(await liveText(page)).not.toContain('Removed');
    expect(await badgeLabel(page)).toBe(badge);
    expect(await lineNamed(page, a.name).count()).toBe(1);
    await lineAlert.getByRole('button', { name: 'Retry' }).click();
    await expectHidden(lineNamed(page, b.name), 20_000);
    await waitFor(async () => (await badgeLabel(page)) === `Cart, ${lineCount - 1} items`, 'the badge to follow the Remove');
    expect(pageErrors.map(String)).toEqual([]);
    await context.close();
  });

  it('never shows the verdict of an older zip code, nor the cost of an older ship method, that the service answered late', async () => {
    seedCart(h.dataDir, standardCart(items));
    const { page, context } = await h.openPage('/cart', { persona: 'buyer' });
    await expectVisible(summary(page), 20_000);
    const zip = summary(page).getByRole('textbox', { name: 'Zip code' });
    const place = summary(page).getByRole('form', { name: 'Estimate shipping' }).getByRole('status');
    const lateCheck = await holdAnswer(page, '**/api/Cart/ValidateZipCode');
    await zip.fill('98101');
    await zip.press('Enter');
    await lateCheck.sent;
    await zip.fill('30301');
    await zip.press('Enter');
    await waitFor(async () => (await place.textContent()) === 'Atlanta, GA', 'the place of 30301');
    await lateCheck.release();
    expect(await place.textContent()).toBe('Atlanta, GA');
    expect(await zip.inputValue()).toBe('30301');
    expect(await summary(page).getByRole('alert').count()).toBe(0);

    // The cost for the first ship method answered late, after the one for the second.
    const shippingFigure = async () => /Shipping estimate(.*)$/.exec(await summaryText(page))?.[1] ?? '';
    await waitFor(async () => /^\$[\d,]+\.\d\d$/.test(await shippingFigure()), 'the estimate for 30301');
    const shipVia = summary(page).getByRole('combobox', { name: 'Ship via' });
    const codes = await shipVia.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const first = await shipVia.inputValue();
    const [second, third] = codes.filter((code) => code !== first) as [string, string];
    expect(third).toBeTruthy();
    const lateCost = await holdAnswer(page, '**/api/Cart/GetShippingCost');
    await shipVia.selectOption(second);
    await lateCost.sent;
    await shipVia.selectOption(third);
    await waitFor(async () => /^\$[\d,]+\.\d\d$/.test(await shippingFigure()), 'the estimate for the third method');
    const newest = await shippingFigure();
    await lateCost.release();
    expect(await shippingFigure()).toBe(newest);
    expect(await shipVia.inputValue()).toBe(third);
    // The late answer would have shown another figure: the second method costs something else.
    await shipVia.selectOption(second);
    await waitFor(async () => /^\$[\d,]+\.\d\d$/.test(await shippingFigure()) && (await shippingFigure()) !== newest, 'the cost of the second method');
    await context.close();
  });
});
