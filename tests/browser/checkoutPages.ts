/**
 * Shared steps of the checkout browser tests (checkout.test.ts, checkout-hardening.test.ts,
 * csp.test.ts, integrity.test.ts): the persona's cart filled through the service, /checkout
 * opened and priced, paying by card in the hosted form, and the demo server's orders counted
 * where they are stored.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { callService, expectVisible, readPageContext, type Harness, type OpenedPage, type PersonaKey } from './harness';

export const WIDTHS = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 812 } } as const;

/** The demo server's database, read-only: orders are counted where they are stored. */
export function orderBook(h: Harness) {
  let db: Database.Database | null = null;
  const orders = (): Database.Database => (db ??= new Database(path.join(h.dataDir, 'storefront.sqlite'), { readonly: true, fileMustExist: true }));
  return {
    orders,
    orderCount: (customerNumber: string): number =>
      orders().prepare('SELECT COUNT(*) FROM orders WHERE customer_number = ?').pluck().get(customerNumber) as number,
    close: () => db?.close(),
  };
}

/** Empties the persona's cart and adds `lines` orderable items through the service. */
export async function fillCart(page: Page, lines = 2): Promise<void> {
  const ctx = await readPageContext(page);
  const customer = ctx.customer as { customerNumber: string; customerType: string };
  const who = { companyUserId: ctx.companyUserId as number, customerNumber: customer.customerNumber };
  await callService(page, 'Cart/ClearCart', who);
  const found = (await callService(page, 'Product/WebSearch', {
    searchTerm: 'pot', filters: [], warehouseCode: ctx.warehouseCode, warehouseName: 'Burton, OH', categoryId: null, isSuperSaver: false,
    manufacturerId: null, skip: 0, take: 40, sort: 'score', ...who, customerType: customer.customerType, shipTo: ctx.shipTo,
  })) as { items: { itemId: number; sellMultiple: number; isNyRestriced: boolean; stockResult: { disablePurchasing: boolean } | null }[] };
  const orderable = found.items.filter((i) => !i.isNyRestriced && !i.stockResult?.disablePurchasing).slice(0, lines);
  for (const item of orderable) {
    await callService(page, 'Cart/AddItemToCart', {
      ...who, defaultWarehouseCode: ctx.warehouseCode, itemId: item.itemId, qty: item.sellMultiple, shipTo: ctx.shipTo, price: null, manualPrice: false,
    });
  }
}

/** The form is there and its total priced (nothing marked busy). */
export async function checkoutReady(page: Page): Promise<void> {
  await expectVisible(page.getByRole('combobox', { name: 'Ship via', exact: true }), 20_000);
  await page.waitForFunction(() => !document.querySelector('#checkout [aria-busy="true"]'), null, { timeout: 20_000 });
}

/** Opens /checkout for `persona` with a filled cart, the form ready and its total priced. */
export async function openCheckout(
  h: Harness,
  persona: PersonaKey = 'buyer',
  viewport: { width: number; height: number } = WIDTHS.desktop,
): Promise<OpenedPage> {
  const opened = await h.openPage('/', { persona, viewport });
  await fillCart(opened.page);
  await opened.page.goto(`${h.baseUrl}/checkout`);
  await checkoutReady(opened.page);
  return opened;
}

/** The title of the hosted card form's iframe. */
export const CARD_FRAME = 'Card details (secure form of the payment gateway)';

/** The hosted card form's frame, once its form is there. */
export async function cardFrame(page: Page): Promise<Frame> {
  const element = page.getByTitle(CARD_FRAME);
  await expectVisible(element, 20_000);
  const frame = await (await element.elementHandle())?.contentFrame();
  if (!frame) throw new Error('the card form iframe has no frame');
  await frame.getByRole('textbox', { name: 'Card number' }).waitFor({ timeout: 20_000 });
  return frame;
}

export async function payByCard(page: Page): Promise<void> {
  const card = page.getByRole('radio', { name: 'Pay by card', exact: true });
  if (!(await card.isChecked())) await card.check();
}

/** Enters a test card (any future expiry and CVV) in the hosted form and uses it. */
export async function enterCard(frame: Frame, number = '4111 1111 1111 1111'): Promise<void> {
  await frame.getByRole('textbox', { name: 'Card number' }).fill(number);
  await frame.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/39');
  await frame.getByRole('textbox', { name: 'CVV' }).fill('123');
  await frame.getByRole('button', { name: 'Use this card' }).click();
}
