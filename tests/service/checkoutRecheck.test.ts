/**
 * Orders exactly once across reloads and totals re-checked at submit (issue 26, docs/checkout.md
 * "Checking an order" and "Totals re-checked at submit"): Cart/GetSubmission answers whether an
 * attempt made an order, and Cart/SubmitOrder refuses with 409 TotalChanged and the fresh totals
 * when `cartSettings.expectedTotal` is not the service's total.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import * as v from 'valibot';
import type { CartSettings, TaxAndFees } from '../../src/contract/responses';
import { TotalChangedBodySchema } from '../../src/contract/responses';
import { TEST_CARDS } from '../../demo-host/service/handlers/payment';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

const buyer = { companyUserId: 42, customerNumber: '100234' } as const;
const SETTINGS: CartSettings = {
  poNumber: 'PO-RECHECK', shipVia: 'GROUND', shipViaOptions: [], requestedShipDate: null, orderNotes: '', paymentMethod: 'account', shipTo: '001', zipCode: '44021',
};

const plainItem = (offset: number): { id: number; sellMultiple: number } =>
  h.service.db
    .prepare(
      "SELECT id, sell_multiple AS sellMultiple FROM items WHERE stock_designation_id = 1 AND ny_restricted = 0 AND fulfillment = 0 AND item_number NOT LIKE 'BN-%' ORDER BY id LIMIT 1 OFFSET ?",
    )
    .get(offset) as { id: number; sellMultiple: number };

async function addItem(offset = 40, packs = 2): Promise<void> {
  const item = plainItem(offset);
  const added = await h.call('Cart/AddItemToCart', {
    ...buyer, defaultWarehouseCode: '1001', itemId: item.id, qty: item.sellMultiple * packs, shipTo: '001', price: null, manualPrice: false,
  });
  expect(added.status).toBe(200);
}

async function totalsNow(settings: CartSettings = SETTINGS): Promise<TaxAndFees> {
  const answer = await h.call('Cart/GetTaxAndFees', { ...buyer, cartSettings: settings, warehouseCode: '1001' });
  expect(answer.status).toBe(200);
  return answer.body;
}

const ordersOf = (submissionId: string): unknown[] => h.service.db.prepare('SELECT order_number FROM orders WHERE submission_id = ?').all(submissionId);
const orderCount = (): number => h.service.db.prepare('SELECT COUNT(*) FROM orders WHERE customer_number = ?').pluck().get(buyer.customerNumber) as number;

beforeEach(async () => {
  await h.call('Cart/ClearCart', buyer);
});

describe('Cart/GetSubmission says whether an attempt made an order', () => {
  test("answers 'unknown' for an attempt that made no order, and changes nothing", async () => {
    await addItem();
    const before = orderCount();
    const answer = await h.call('Cart/GetSubmission', { ...buyer, submissionId: 'never-sent' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'unknown' });
    expect(orderCount()).toBe(before);
    const cart = await h.call('Cart/GetCart', { ...buyer, shipTo: '001', warehouseCode: '1001', zipCode: null });
    expect(cart.body.lineCount).toBe(1);
  });

  test("answers 'placed' with the same order SubmitOrder answered, after the cart emptied", async () => {
    await addItem();
    const placed = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, submissionId: 'asked-1' } });
    expect(placed.status).toBe(200);
    const answer = await h.call('Cart/GetSubmission', { ...buyer, submissionId: 'asked-1' });
    expect(answer.body).toEqual({ status: 'placed', order: placed.body });
  });

  test("another customer's attempt id is not this customer's order; naming another company is refused", async () => {
    await addItem();
    await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, submissionId: 'mine-only' } });
    const theirs = await h.call('Cart/GetSubmission', { companyUserId: 51, customerNumber: '100512', submissionId: 'mine-only' }, { as: 'ecom' });
    expect(theirs.body).toEqual({ status: 'unknown' });
    const foreign = await h.call('Cart/GetSubmission', { companyUserId: 42, customerNumber: '200877', submissionId: 'mine-only' });
    expect(foreign.status).toBe(403);
  });
});

describe('SubmitOrder re-checks the total the checkout showed', () => {
  test('the right expectedTotal places the order once; the same id again answers it even after the cart emptied', async () => {
    await addItem();
    const { total } = await totalsNow();
    const before = orderCount();
    const settings = { ...SETTINGS, expectedTotal: total, submissionId: 'right-total' };
    const first = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: settings });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(total);
    // The cart is empty now and the total would be 0: the repeated id still answers the order.
    const again = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: settings });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(orderCount()).toBe(before + 1);
    expect(ordersOf('right-total')).toHaveLength(1);
  });

  test('a changed cart gives 409 TotalChanged with the fresh totals in the body, and no order', async () => {
    await addItem();
    const shown = await totalsNow();
    // Another tab adds a line after the checkout showed its total.
    await addItem(41, 1);
    const fresh = await totalsNow();
    expect(fresh.total).not.toBe(shown.total);
    const before = orderCount();
    const refused = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, expectedTotal: shown.total, submissionId: 'stale-total' } });
    expect(refused.status).toBe(409);
    expect(refused.error?.Error).toBe('TotalChanged');
    const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(refused.error?.Message).toBe(`The order total changed from ${money(shown.total)} to ${money(fresh.total)}. Check the order and place it again.`);
    const body = v.parse(TotalChangedBodySchema, refused.body);
    expect(body.taxAndFees).toEqual(fresh);
    expect(orderCount()).toBe(before);
    expect(ordersOf('stale-total')).toHaveLength(0);
    const status = await h.call('Cart/GetSubmission', { ...buyer, submissionId: 'stale-total' });
    expect(status.body).toEqual({ status: 'unknown' });

    // Asked again with the fresh total, the order is placed once.
    const placed = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, expectedTotal: fresh.total, submissionId: 'fresh-total' } });
    expect(placed.status).toBe(200);
    expect(placed.body.total).toBe(fresh.total);
    expect(orderCount()).toBe(before + 1);
  });

  test('a changed shipping (another ship via than priced) gives 409 too', async () => {
    await addItem();
    const shown = await totalsNow({ ...SETTINGS, shipVia: 'PICKUP' });
    const refused = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, shipVia: 'LTL', expectedTotal: shown.total, submissionId: 'ship-changed' } });
    expect(refused.status).toBe(409);
    expect(ordersOf('ship-changed')).toHaveLength(0);
  });

  test('a cent of rounding is not a change; no expectedTotal is not checked (older checkouts)', async () => {
    await addItem();
    const { total } = await totalsNow();
    const rounded = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, expectedTotal: total + 0.001, submissionId: 'rounded' } });
    expect(rounded.status).toBe(200);
    await addItem();
    const unchecked = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, submissionId: 'unchecked' } });
    expect(unchecked.status).toBe(200);
  });

  test('a 409 does not spend the card token: the same card pays once the total is right again', async () => {
    await addItem();
    const cardSettings: CartSettings = { ...SETTINGS, paymentMethod: 'card' };
    const gateway = await h.call('Cart/GetCardPointeParameters', { ...buyer, cartSettings: cardSettings, warehouseCode: '1001' });
    const tokenized = h.service.cardGateway.tokenize({ sessionToken: gateway.body.sessionToken, cardNumber: TEST_CARDS.approve, expiry: '12/39', cvv: '123' });
    if (!tokenized.ok) throw new Error(tokenized.message);
    const refused = await h.call('Cart/SubmitOrder', {
      ...buyer, cartSettings: { ...cardSettings, cardToken: tokenized.token, expectedTotal: gateway.body.amount + 5, submissionId: 'card-409' },
    });
    expect(refused.status).toBe(409);
    const used = h.service.db.prepare('SELECT used_at FROM card_tokens WHERE token = ?').pluck().get(tokenized.token);
    expect(used).toBeNull();
    const placed = await h.call('Cart/SubmitOrder', {
      ...buyer, cartSettings: { ...cardSettings, cardToken: tokenized.token, expectedTotal: gateway.body.amount, submissionId: 'card-right' },
    });
    expect(placed.status).toBe(200);
  });
});

describe('a new attempt closes the one it replaces (cartSettings.replacesSubmissionId)', () => {
  test('a late SubmitOrder of the replaced attempt is refused with 409 SubmissionReplaced and makes no second order', async () => {
    await addItem(40);
    const placed = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, submissionId: 'newer-1', replacesSubmissionId: 'lost-1' } });
    expect(placed.status).toBe(200);
    await addItem(41);
    const before = orderCount();
    const late = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, submissionId: 'lost-1' } });
    expect(late.status).toBe(409);
    expect(late.error?.Error).toBe('SubmissionReplaced');
    expect(orderCount()).toBe(before);
    expect(ordersOf('lost-1')).toEqual([]);
    const asked = await h.call('Cart/GetSubmission', { ...buyer, submissionId: 'lost-1' });
    expect(asked.body).toEqual({ status: 'unknown' });
  });

  test('a replaced attempt that did make an order keeps answering it', async () => {
    await addItem(42);
    const first = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, submissionId: 'landed-1' } });
    expect(first.status).toBe(200);
    await addItem(43);
    const second = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, submissionId: 'newer-2', replacesSubmissionId: 'landed-1' } });
    expect(second.status).toBe(200);
    const again = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, submissionId: 'landed-1' } });
    expect(again.body).toEqual(first.body);
  });

  test("closing is per customer: another customer's id of the same text is untouched", async () => {
    await addItem(44);
    await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, submissionId: 'newer-3', replacesSubmissionId: 'shared-id' } });
    const rows = h.service.db.prepare('SELECT customer_number FROM replaced_submissions WHERE submission_id = ?').pluck().all('shared-id');
    expect(rows).toEqual([buyer.customerNumber]);
  });
});
