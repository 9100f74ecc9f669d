/**
 * The cart page on the demo host (`/cart`, cartPage.js into #cartPage), built bundle in
 * Chromium: the cart loads, a quantity changes (rounded up to the package with the
 * 'Quantity Changed' alert) and the line, the totals and the header badge follow the
 * service's answer; Remove; Clear cart with its confirmation; the zip code and ship method
 * estimate; a slow older GetCart answer never wins; anonymous and read-only views; axe at
 * 1280 and 375 px. Each test seeds the persona's cart in the database first.
 * `CART_SCREENSHOTS=<dir>` saves screenshots of the page at both widths.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickCartItems, seedCart as seedCartIn, standardCart as standardCartOf, type SeedItem, type SeedItems, type SeedLine } from './cartSeed';
import { deferred } from '../../src/testing/deferred';
import { formatNumber } from '../../src/domain/format';
import { largestPackageQuantity, QUANTITY_MAX, quantityLimitMessage } from '../../src/domain/quantity';
import { axeViolations, expectHidden, expectVisible, networkQuiet, pageSettled, picturesLoaded, useHarness, waitFor } from './harness';

const h = useHarness();

let items: SeedItems;
const seedCart = (lines: SeedLine[], companyUserId = 42) => seedCartIn(h.dataDir, lines, companyUserId);
const standardCart = () => standardCartOf(items);

beforeAll(() => {
  items = pickCartItems(h.dataDir);
});

const cartRoot = (page: Page) => page.locator('#cartPage');
const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });
const lineNamed = (page: Page, name: string) => cartRoot(page).getByRole('article', { name, exact: true });

async function openCart(persona: 'buyer' | 'readOnly' | 'anonymous' = 'buyer', viewport?: { width: number; height: number }) {
  const opened = await h.openPage('/cart', { persona, ...(viewport ? { viewport } : {}) });
  return opened;
}

async function waitForCart(page: Page): Promise<void> {
  await expectVisible(summary(page), 20_000);
}

/**
 * The summary once nothing in it is being worked out: the ship-to's zip, filled in when its
 * answer arrives (which can be after the summary is drawn), and its estimate have settled.
 */
async function settledSummary(page: Page): Promise<string> {
  await networkQuiet(page);
  await expect.poll(async () => subtotalText(page)).not.toMatch(/Calculating|Updating/);
  return subtotalText(page);
}

async function subtotalText(page: Page): Promise<string> {
  return (await summary(page).textContent()) ?? '';
}

/** Every POST to the service path from now on; the bodies as they left the page. */
async function servicePosts(page: Page, servicePath: string): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route(`**/api/${servicePath}`, async (route) => {
    if (route.request().method() === 'POST') bodies.push(route.request().postDataJSON());
    await route.continue();
  });
  return bodies;
}

async function badgeLabel(page: Page): Promise<string> {
  return (await page.locator('#cart-badge-desktop a').getAttribute('aria-label')) ?? '';
}

describe('cart page', () => {
  it('loads the cart: every line with its quantity field and Remove, kit lines under their kit name, a backorder note, the subtotal and Check out', async () => {
    seedCart(standardCart());
    const { page, context, consoleErrors, pageErrors } = await openCart();
    await waitForCart(page);
    const [a] = items.plain as [SeedItem];
    const first = lineNamed(page, a.name);
    await expectVisible(first.getByRole('spinbutton', { name: `Quantity of ${a.name}` }));
    expect(await first.getByRole('spinbutton').inputValue()).toBe(String(a.sellMultiple * 2));
    await expectVisible(first.getByRole('button', { name: `Remove ${a.name}` }));
    await expectVisible(cartRoot(page).getByRole('heading', { name: 'Bench configurator kit' }));
    expect(await cartRoot(page).getByRole('list', { name: 'Bench configurator kit' }).getByRole('article').count()).toBe(2);
    // The one stock sentence (src/domain/stock.ts): the rest on backorder, or from the backup warehouse.
    expect(await lineNamed(page, items.backorder.name).textContent()).toMatch(/on backorder: |more at .+ \(backup warehouse\)/);
    expect(await subtotalText(page)).toMatch(/Subtotal\$[\d,]+\.\d\d/);
    expect(await summary(page).getByRole('link', { name: 'Check out' }).getAttribute('href')).toBe('/checkout');
    // The badge counts from its own GetCartInfo, which may answer after the cart page drew.
    await waitFor(async () => (await badgeLabel(page)) === 'Cart, 5 items', 'the badge to say 5 items');
    expect(consoleErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a quantity that is not a whole number of packs is rounded up with the Quantity Changed alert, sent, and the line, totals and badge follow', async () => {
    seedCart(standardCart());
    const { page, context } = await openCart();
    await waitForCart(page);
    const [a] = items.plain as [SeedItem];
    const updates = await servicePosts(page, 'Cart/UpdateQuantity');
    // What every badge hears: the cart page's `update cart` after the change.
    await page.evaluate(() => {
      const w = window as unknown as { StorefrontWidgets: { bus: { on(n: string, k: string, cb: (p: unknown) => void): void } }; heard: unknown[] };
      w.heard = [];
      w.StorefrontWidgets.bus.on('update cart', 'cartPageTest', (payload) => w.heard.push(payload));
    });
    const before = await subtotalText(page);
    const unitsBefore = Number(/(\d+) units/.exec(before)?.[1]);
    const field = lineNamed(page, a.name).getByRole('spinbutton', { name: `Quantity of ${a.name}` });
    await field.fill(String(a.sellMultiple * 3 + 1));
    await field.press('Tab');
    const alert = page.getByRole('alertdialog', { name: 'Quantity Changed' });
    await expectVisible(alert);
    await alert.getByRole('button', { name: 'OK' }).click();
    await waitFor(async () => (await subtotalText(page)) !== before && !(await subtotalText(page)).includes('Calculating'), 'the new subtotal');
    expect(updates.map((body) => (body as { qty: number }).qty)).toEqual([a.sellMultiple * 4]);
    expect(await field.inputValue()).toBe(String(a.sellMultiple * 4));
    const unitsAfter = unitsBefore + a.sellMultiple * 2;
    expect(await subtotalText(page)).toContain(`5 lines, ${unitsAfter} units`);
    // Badges follow the change: `update cart` carries the service's new cart (a quantity
    // change keeps 5 lines, so the badge's count stays; Remove below changes it).
    const heard = (await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)) as { cart: { lineCount: number; totalQuantity: number } }[];
    expect(heard.map((p) => [p.cart.lineCount, p.cart.totalQuantity])).toEqual([[5, unitsAfter]]);
    expect(await badgeLabel(page)).toBe('Cart, 5 items');
    await context.close();
  });

  it("a refused change shows the service's message at its line, and the line returns to the server's quantity", async () => {
    seedCart(standardCart());
    const { page, context } = await openCart();
    await waitForCart(page);
    const [a] = items.plain as [SeedItem];
    const message = `Item ${a.name} cannot be ordered in this quantity today.`;
    // SPEC section 8: the body's message is JSON text holding Message and Error.
    await page.route('**/api/Cart/UpdateQuantity', (route) =>
      route.fulfill({
        status: 400,
        headers: { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' },
        body: JSON.stringify({ message: JSON.stringify({ Message: message, Error: 'BadRequest' }) }),
      }),
    );
    const before = await settledSummary(page);
    const field = lineNamed(page, a.name).getByRole('spinbutton', { name: `Quantity of ${a.name}` });
    await field.fill(String(a.sellMultiple * 6));
    await field.press('Enter');
    await expectVisible(lineNamed(page, a.name).getByRole('alert').getByText(message, { exact: true }), 10_000);
    expect(await field.inputValue()).toBe(String(a.sellMultiple * 2));
    expect(await lineNamed(page, a.name).getByRole('button', { name: 'Retry' }).count()).toBe(0);
    expect(await settledSummary(page)).toBe(before);
    await context.close();
  });

  it('Remove takes the line out and the badge follows', async () => {
    seedCart(standardCart());
    const { page, context } = await openCart();
    await waitForCart(page);
    const [, b] = items.plain as [SeedItem, SeedItem];
    await lineNamed(page, b.name).getByRole('button', { name: `Remove ${b.name}` }).click();
    await expectHidden(lineNamed(page, b.name), 10_000);
    await waitFor(async () => (await badgeLabel(page)) === 'Cart, 4 items', 'the badge to say 4 items');
    await context.close();
  });

  it('Clear cart asks first: Cancel keeps the cart, Clear cart empties it and the badge says 0', async () => {
    seedCart(standardCart());
    const { page, context } = await openCart();
    await waitForCart(page);
    const clears = await servicePosts(page, 'Cart/ClearCart');
    await cartRoot(page).getByRole('button', { name: 'Clear cart' }).click();
    let dialog = page.getByRole('alertdialog', { name: 'Clear cart' });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(dialog);
    expect(clears).toHaveLength(0);
    await cartRoot(page).getByRole('button', { name: 'Clear cart' }).click();
    dialog = page.getByRole('alertdialog', { name: 'Clear cart' });
    await dialog.getByRole('button', { name: 'Clear cart' }).click();
    await expectVisible(cartRoot(page).getByText('Your cart is empty.'), 10_000);
    expect(await cartRoot(page).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(clears).toHaveLength(1);
    await waitFor(async () => (await badgeLabel(page)) === 'Cart, 0 items', 'the badge to say 0 items');
    await context.close();
  });

  it("the zip code is checked by the service (its message in place, the place when known) and Ship via gives the shipping estimate", async () => {
    seedCart(standardCart());
    const { page, context } = await openCart();
    await waitForCart(page);
    const zip = summary(page).getByRole('textbox', { name: 'Zip code' });
    await zip.fill('ABC');
    await zip.press('Enter');
    await expectVisible(summary(page).getByText('"ABC" is not a US zip code', { exact: false }));
    expect(await zip.getAttribute('aria-invalid')).toBe('true');
    await zip.fill('44101');
    await zip.press('Tab');
    await waitFor(async () => /Shipping estimate\$[\d,]+\.\d\d/.test(await subtotalText(page)), 'a ground shipping estimate');
    expect(await zip.getAttribute('aria-invalid')).toBeNull();
    const ground = /Shipping estimate(\$[\d,]+\.\d\d)/.exec(await subtotalText(page))?.[1];
    const shipVia = summary(page).getByRole('combobox', { name: 'Ship via' });
    const options = await shipVia.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    const other = options.find((code) => code !== (options[0] ?? ''));
    expect(other).toBeTruthy();
    await shipVia.selectOption(other as string);
    await waitFor(async () => {
      const shown = /Shipping estimate(\$[\d,]+\.\d\d)/.exec(await subtotalText(page))?.[1];
      return shown !== undefined && shown !== ground;
    }, 'another shipping estimate');
    await context.close();
  });

  it('a slow older GetCart answer never replaces a newer one', async () => {
    seedCart(standardCart());
    const { page, context } = await openCart();
    await waitForCart(page);
    const [a] = items.plain as [SeedItem];
    const field = lineNamed(page, a.name).getByRole('spinbutton', { name: `Quantity of ${a.name}` });
    // The next GetCart is answered with the cart as it is now, but delivered only after the change.
    let held = 0;
    const delivered = deferred<void>();
    const over = deferred<void>();
    await page.route('**/api/Cart/GetCart', async (route) => {
      held += 1;
      const response = await route.fetch();
      await delivered.promise;
      await route.fulfill({ response }).catch(() => undefined);
      over.resolve();
    });
    // A host script says the cart changed: the page asks GetCart (slow)...
    await page.evaluate(() => (window as unknown as { StorefrontWidgets: { bus: { emit(n: string, p: unknown): void } } }).StorefrontWidgets.bus.emit('update cart items', { lines: [] }));
    await waitFor(async () => held === 1, 'the slow GetCart');
    // ...and meanwhile the buyer changes a quantity, whose answer comes at once.
    await field.fill(String(a.sellMultiple * 5));
    await field.press('Enter');
    await waitFor(async () => (await lineNamed(page, a.name).textContent())?.includes('Updating') === false, 'the change to settle');
    // The shipping estimate (the ship-to's zip code) is asked again for the new cart: let it arrive.
    const estimated = async () => !(await subtotalText(page)).includes('Calculating…');
    await waitFor(estimated, 'the shipping estimate of the new cart');
    const afterChange = await subtotalText(page);
    delivered.resolve();
    await over.promise;
    await pageSettled(page);
    await waitFor(estimated, 'the shipping estimate');
    expect(await field.inputValue()).toBe(String(a.sellMultiple * 5));
    expect(await subtotalText(page)).toBe(afterChange);
    await context.close();
  });

  it('refreshes in place when another tab changes the cart, and when a host script says so', async () => {
    seedCart(standardCart().slice(0, 2));
    const { page, context } = await openCart();
    await waitForCart(page);
    const [, , c, d] = items.plain as [SeedItem, SeedItem, SeedItem, SeedItem];
    // Another tab adds to the cart: its badge store tells the other tabs.
    seedCart([...standardCart().slice(0, 2), { itemId: c.id, quantity: c.sellMultiple }]);
    const other = await context.newPage();
    await other.goto(`${h.baseUrl}/`);
    // The badge store shares what it hears on the bus with the other tabs: wait until it listens
    // (its count is drawn). An event emitted before any store subscribed reaches no one.
    await other.waitForFunction(() => /^Cart, \d+ items?$/.test(document.querySelector('#cart-badge-desktop a')?.getAttribute('aria-label') ?? ''));
    await other.evaluate(() =>
      (window as unknown as { StorefrontWidgets: { bus: { emit(n: string, p: unknown): void } } }).StorefrontWidgets.bus.emit('update cart', {
        cart: { lineCount: 3, totalQuantity: 1, subtotal: 1 },
      }),
    );
    await expectVisible(lineNamed(page, c.name), 10_000);
    // A host script on this page.
    seedCart([...standardCart().slice(0, 2), { itemId: c.id, quantity: c.sellMultiple }, { itemId: d.id, quantity: d.sellMultiple }]);
    await page.evaluate(() =>
      (window as unknown as { StorefrontWidgets: { bus: { emit(n: string, p: unknown): void } } }).StorefrontWidgets.bus.emit('update cart items', { lines: [] }),
    );
    await expectVisible(lineNamed(page, d.name), 10_000);
    await context.close();
  });

  it('the cart appearing moves nothing on screen (no layout shift of the cart or below it), at 1280 and 375 px', async () => {
    seedCart(standardCart());
    for (const viewport of [{ width: 1280, height: 900 }, { width: 375, height: 812 }]) {
      const context = await h.browser.newContext({ viewport });
      await h.loginAs(context, 'buyer');
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: { value: number; where: string[] }[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
            if (entry.hadRecentInput) continue;
            const where = (entry.sources ?? []).map((source) => {
              const element = source.node instanceof Element ? source.node : source.node?.parentElement;
              return element?.closest('#cartPage') ? 'cart' : element?.closest('footer') ? 'footer' : 'host';
            });
            w.shifts.push({ value: entry.value, where });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${h.baseUrl}/cart`);
      await waitForCart(page);
      // Shifts come from what loads after the cart (pictures, fonts): wait for those, then two frames.
      await picturesLoaded(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await pageSettled(page);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; where: string[] }[] }).shifts);
      const ours = shifts.filter((s) => s.where.some((w) => w !== 'host'));
      expect(ours, `${viewport.width} px`).toEqual([]);
      await context.close();
    }
  });

  it('an anonymous visitor gets a login prompt and no cart call', async () => {
    const { page, context } = await h.openPage('/', { persona: 'anonymous' });
    const carts = await servicePosts(page, 'Cart/GetCart');
    await page.goto(`${h.baseUrl}/cart`);
    await expectVisible(cartRoot(page).getByRole('link', { name: 'Log in' }), 20_000);
    expect(await cartRoot(page).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?returnTo=%2Fcart');
    await pageSettled(page);
    expect(carts).toHaveLength(0);
    await context.close();
  });

  it('read-only: quantities as text, no quantity editor, Remove, Clear cart or Check out', async () => {
    seedCart(standardCart(), 43);
    const { page, context } = await openCart('readOnly');
    await waitForCart(page);
    const [a] = items.plain as [SeedItem];
    expect(await lineNamed(page, a.name).textContent()).toContain(`Quantity: ${a.sellMultiple * 2}`);
    expect(await cartRoot(page).getByRole('spinbutton').count()).toBe(0);
    expect(await cartRoot(page).getByRole('button', { name: /^Remove / }).count()).toBe(0);
    expect(await cartRoot(page).getByRole('button', { name: 'Clear cart' }).count()).toBe(0);
    expect(await cartRoot(page).getByRole('link', { name: 'Check out' }).count()).toBe(0);
    await context.close();
  });
});

const WIDTHS = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 812 } } as const;
const isBlocking = (line: string) => /^\S+ \((serious|critical)\)/.test(line);

describe('cart page accessibility', () => {
  const shots = process.env.CART_SCREENSHOTS;

  /** Resizes the open page to each width (the widgets follow a resize, src/runtime/screen.ts) and runs axe there. */
  async function blockingAtEachWidth(page: Page, shot: string): Promise<string[]> {
    const found: string[] = [];
    for (const [label, viewport] of Object.entries(WIDTHS)) {
      await page.setViewportSize(viewport);
      await pageSettled(page);
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 20_000 });
      if (shots) await page.screenshot({ path: path.join(shots, `cart-${label}${shot}.png`), fullPage: true });
      found.push(...(await axeViolations(page)).filter(isBlocking).map((line) => `${viewport.width} px: ${line}`));
    }
    return found;
  }

  // One load per state, resized to each width.
  it('has no serious or critical axe violation at 1280 and 375 px: cart, estimate and Clear cart dialog', async () => {
    seedCart(standardCart());
    const { page, context } = await openCart('buyer', WIDTHS.desktop);
    await waitForCart(page);
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 20_000 });
    const zip = summary(page).getByRole('textbox', { name: 'Zip code' });
    await zip.fill('44101');
    await zip.press('Tab');
    await waitFor(async () => /Shipping estimate\$/.test(await subtotalText(page)), 'the shipping estimate');
    expect(await blockingAtEachWidth(page, '')).toEqual([]);
    await cartRoot(page).getByRole('button', { name: 'Clear cart' }).click();
    await expectVisible(page.getByRole('alertdialog', { name: 'Clear cart' }));
    expect(await blockingAtEachWidth(page, '-clear')).toEqual([]);
    await expectVisible(page.getByRole('alertdialog', { name: 'Clear cart' }));
    await context.close();
  });

  it('has no serious or critical axe violation at 1280 and 375 px: empty, anonymous and read-only', async () => {
    for (const [persona, lines] of [['buyer', []], ['anonymous', []], ['readOnly', standardCart()]] as const) {
      if (persona !== 'anonymous') seedCart([...lines], persona === 'readOnly' ? 43 : 42);
      const { page, context } = await openCart(persona, WIDTHS.desktop);
      await page.waitForFunction(() => !!document.querySelector('#cartPage')?.textContent && !document.querySelector('[aria-busy="true"]'), null, { timeout: 20_000 });
      expect(await blockingAtEachWidth(page, `-${persona}${lines.length ? '' : '-empty'}`), persona).toEqual([]);
      await context.close();
    }
  });
});

/** Where − and + of a line are drawn on the page (not the viewport: typing may scroll), to the pixel. */
async function stepperBoxes(line: ReturnType<typeof lineNamed>, name: string): Promise<string> {
  const boxes = await Promise.all(
    [`Decrease quantity of ${name}`, `Increase quantity of ${name}`].map((label) =>
      line.getByRole('button', { name: label, exact: true }).evaluate((button) => {
        const box = button.getBoundingClientRect();
        return [box.left + window.scrollX, box.top + window.scrollY, box.width, box.height].map(Math.round);
      }),
    ),
  );
  return JSON.stringify(boxes);
}

describe('cart page: the line quantity (issue 41)', () => {
  it('keeps 99,999,999 as typed, says beside the field why one line cannot hold it, and sends nothing; the field shows the largest quantity whole', async () => {
    seedCart(standardCart());
    const { page, context } = await openCart();
    await waitForCart(page);
    const [a] = items.plain as [SeedItem];
    const updates = await servicePosts(page, 'Cart/UpdateQuantity');
    const line = lineNamed(page, a.name);
    const field = line.getByRole('spinbutton', { name: `Quantity of ${a.name}` });
    const most = largestPackageQuantity(QUANTITY_MAX, a.sellMultiple);
    await field.fill('');
    await field.pressSequentially('99,999,999');
    await field.press('Tab');
    const limit = quantityLimitMessage(99_999_999, most, a.sellMultiple);
    const status = line.getByRole('status').filter({ hasText: limit });
    await expectVisible(status.getByText(limit, { exact: true }));
    expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain(await status.getAttribute('id'));
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.inputValue()).toBe('99,999,999');
    await pageSettled(page);
    expect(updates).toEqual([]);
    // The largest quantity it takes shows whole in the field.
    await field.fill(String(most));
    expect(await field.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
    await context.close();
  });

  it('asks the one over-stock question before sending a quantity far over stock: Cancel keeps the previous quantity and sends nothing, Continue sends it', async () => {
    seedCart(standardCart());
    const { page, context } = await openCart();
    await waitForCart(page);
    const [a] = items.plain as [SeedItem];
    const updates = await servicePosts(page, 'Cart/UpdateQuantity');
    const field = lineNamed(page, a.name).getByRole('spinbutton', { name: `Quantity of ${a.name}` });
    const previous = await field.inputValue();
    const most = largestPackageQuantity(QUANTITY_MAX, a.sellMultiple);
    await field.fill(String(most));
    await field.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'More than is in stock?' });
    await expectVisible(dialog);
    expect(await dialog.textContent()).toContain(`You asked for ${formatNumber(most)} of ${a.name};`);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(dialog);
    await waitFor(async () => (await field.inputValue()) === previous, 'the previous quantity back in the field');
    await pageSettled(page);
    expect(updates).toEqual([]);
    await field.fill(String(most));
    await field.press('Tab');
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await waitFor(async () => updates.length === 1, 'Cart/UpdateQuantity');
    expect((updates[0] as { qty: number }).qty).toBe(most);
    await context.close();
  });

  for (const viewport of [{ width: 1280, height: 900 }, { width: 375, height: 812 }]) {
    it(`says under a line's field, announced once, why a decimal point is refused, and − and + do not move (${viewport.width} px)`, async () => {
      seedCart(standardCart());
      const { page, context } = await openCart('buyer', viewport);
      await waitForCart(page);
      const [a] = items.plain as [SeedItem];
      const line = lineNamed(page, a.name);
      const field = line.getByRole('spinbutton', { name: `Quantity of ${a.name}` });
      const before = await stepperBoxes(line, a.name);
      await field.click();
      await field.press('End');
      await field.pressSequentially('.5');
      const text = 'Whole packages only: decimals are not accepted';
      const status = line.getByRole('status').filter({ hasText: text });
      await expectVisible(status.getByText(text, { exact: true }));
      expect(await line.getByText(text, { exact: true }).count()).toBe(1);
      expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain(await status.getAttribute('id'));
      const fieldBox = (await field.boundingBox())!;
      expect((await status.getByText(text, { exact: true }).boundingBox())!.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
      expect(await stepperBoxes(line, a.name)).toBe(before);
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      if (process.env.QTY_SCREENSHOTS) await page.screenshot({ path: `${process.env.QTY_SCREENSHOTS}/cart-message-${viewport.width}.png` });
      await context.close();
    });
  }
});
