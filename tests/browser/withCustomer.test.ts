/**
 * SPEC section 6, "Price is hidden when the context is withCustomer", on the demo host: the
 * sales rep sees the chosen customer's prices until the header's 'With customer' switch is
 * on; then the search cards, the product page and the cart say why there is no price, and no
 * service answer carries one. Accessible queries only.
 */
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectVisible, readPageContext, useHarness } from './harness';

const h = useHarness();

const CONTAINERS = '/order-now/1/containers';
const HIDDEN = 'Price hidden while acting for a customer';
const AMOUNT = /^\$[\d,]+\.\d{2}/;

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('article');
const withCustomer = (page: Page) => page.getByRole('banner').getByRole('switch', { name: 'With customer' });

async function cardsLoaded(page: Page): Promise<void> {
  await expectVisible(cards(page).first(), 20_000);
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'), null, { timeout: 20_000 });
}

/** Every price-bearing field of the service answers the page received (search items, cart, price calls). */
function pricesAnswered(page: Page): () => Promise<unknown[]> {
  const seen: unknown[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (!/\/api\/(Product\/WebSearch|Product\/GetItem|Product\/GetProductCustomerPrice|Cart\/GetCart|Cart\/GetCartInfo|Cart\/AddItemToCart)$/.test(new URL(response.url()).pathname)) return;
    pending.push(
      response.json().then(
        (body: unknown) => {
          JSON.stringify(body, (key, value: unknown) => {
            if (['customerPrice', 'msrp', 'price', 'lineTotal', 'subtotal'].includes(key) && value !== null) seen.push({ [key]: value });
            return value;
          });
        },
        () => undefined,
      ),
    );
  });
  return async () => {
    await Promise.all(pending);
    return seen;
  };
}

describe('the sales rep and the With customer switch', () => {
  it("without the switch the rep sees the customer's prices on search and cart; switched on, the cards, product page and cart say why there is none and no answer carries one", async () => {
    const { page, context, pageErrors } = await h.openPage(CONTAINERS, { persona: 'salesRep' });
    await cardsLoaded(page);
    expect(await withCustomer(page).isChecked()).toBe(false);
    expect((await readPageContext(page)).withCustomer).toBe(false);
    await expectVisible(cards(page).getByText(AMOUNT).first());
    expect(await cards(page).getByText(HIDDEN).count()).toBe(0);

    // An item in the cart, added from a card, with its price on the cart page.
    const first = cards(page).first();
    const name = (await first.getAttribute('aria-label')) ?? '';
    await first.getByRole('button', { name: 'Add to cart' }).click();
    // Left once the add is answered: leaving at once can cancel it before the store has it.
    await expectVisible(first.getByText(/Added \d+ to cart/), 15_000);
    await page.goto(`${h.baseUrl}/cart`);
    const line = main(page).getByRole('article', { name });
    await expectVisible(line, 15_000);
    await expectVisible(line.getByText(AMOUNT).first());

    // Switched on from the cart: the page comes back withCustomer, and every price is gone.
    const prices = pricesAnswered(page);
    await withCustomer(page).check();
    await expect.poll(async () => (await readPageContext(page)).withCustomer, { timeout: 15_000 }).toBe(true);
    expect(await withCustomer(page).isChecked()).toBe(true);
    await expectVisible(main(page).getByRole('article', { name }).getByText(HIDDEN).first(), 15_000);
    expect(await main(page).getByText(AMOUNT).count()).toBe(0);

    await page.goto(`${h.baseUrl}${CONTAINERS}`);
    await cardsLoaded(page);
    expect(await cards(page).getByText(HIDDEN).count()).toBe(await cards(page).count());
    expect(await cards(page).getByText(AMOUNT).count()).toBe(0);
    await expectVisible(cards(page).first().getByRole('button', { name: 'Add to cart' }));

    const productLink = cards(page).first().getByRole('link').first();
    await productLink.click();
    await page.waitForURL(/\/order-now\/product\//);
    await expectVisible(main(page).getByText(HIDDEN).first(), 15_000);
    await expectVisible(main(page).getByRole('list', { name: 'Availability' }).first());
    expect(await main(page).getByText(AMOUNT).count()).toBe(0);

    await page.waitForLoadState('networkidle');
    expect(await prices()).toEqual([]);

    // Off again: prices come back.
    await withCustomer(page).uncheck();
    await expect.poll(async () => (await readPageContext(page)).withCustomer, { timeout: 15_000 }).toBe(false);
    await expectVisible(main(page).getByText(AMOUNT).first(), 15_000);
    expect(pageErrors.map(String)).toEqual([]);
    await context.close();
  });

  it('the statements list and a statement show no amount while the switch is on and say why, no GetStatements answer carries one; switched off, the amounts come back', async () => {
    const { page, context, pageErrors } = await h.openPage('/MyAccount/OrderManager/Statements', { persona: 'salesRep' });
    const widget = page.locator('[data-sf-widget="statements"]');
    const table = widget.getByRole('table', { name: 'Statements' });
    await expectVisible(table, 20_000);
    await expectVisible(table.getByText(AMOUNT).first());
    expect(await widget.getByText(HIDDEN).count()).toBe(0);

    const amounts: unknown[] = [];
    const answers: Promise<void>[] = [];
    page.on('response', (response: Response) => {
      if (!new URL(response.url()).pathname.endsWith('/Customer/GetStatements')) return;
      answers.push(
        response.json().then((body: unknown) => {
          JSON.stringify(body, (key, value: unknown) => {
            if (['amountDue', 'amount', 'openAmount'].includes(key) && value !== null) amounts.push({ [key]: value });
            return value;
          });
        }),
      );
    });
    await withCustomer(page).check();
    await expect.poll(async () => (await readPageContext(page)).withCustomer, { timeout: 15_000 }).toBe(true);
    await expectVisible(widget.getByRole('table', { name: 'Statements' }), 20_000);
    await expectVisible(widget.getByText(HIDDEN).first());
    expect(await widget.getByText(AMOUNT).count()).toBe(0);
    expect(await widget.getByText('Overdue').count()).toBe(0);

    const first = widget.getByRole('table', { name: 'Statements' }).getByRole('link').first();
    const label = ((await first.textContent()) ?? '').trim();
    await first.click();
    const statement = page.getByRole('article', { name: `Statement ${label}` });
    await expectVisible(statement, 20_000);
    await expectVisible(statement.getByText(HIDDEN).first());
    expect(await statement.getByText(AMOUNT).count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await Promise.all(answers);
    expect(answers.length).toBeGreaterThan(0);
    expect(amounts).toEqual([]);

    // Off again, on this statement: its amounts come back where they were.
    await withCustomer(page).uncheck();
    await expect.poll(async () => (await readPageContext(page)).withCustomer, { timeout: 15_000 }).toBe(false);
    await expectVisible(page.getByRole('article', { name: `Statement ${label}` }).getByText(AMOUNT).first(), 20_000);
    expect(await page.getByRole('article', { name: `Statement ${label}` }).getByText(HIDDEN).count()).toBe(0);
    expect(pageErrors.map(String)).toEqual([]);
    await context.close();
  });
});
