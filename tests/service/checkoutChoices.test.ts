/**
 * What a buyer chose carries through and every figure agrees (issue 30, docs/service.md
 * "Cart settings"): the ship method priced in the cart is the checkout's default, a card fee
 * is named, a card-paid order owes nothing on the statements, and the payment method is not
 * carried from one order to the next.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { CartSettings } from '../../src/contract/responses';
import { TEST_CARDS } from '../../demo-host/service/handlers/payment';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

const buyer = { companyUserId: 42, customerNumber: '100234' } as const;
const SETTINGS: CartSettings = {
  poNumber: '', shipVia: 'GROUND', shipViaOptions: [], requestedShipDate: null, orderNotes: '', paymentMethod: 'account', shipTo: '001', zipCode: '44021',
};

async function fillCart(): Promise<void> {
  const item = h.service.db
    .prepare("SELECT id, sell_multiple AS sellMultiple FROM items WHERE stock_designation_id = 1 AND ny_restricted = 0 AND fulfillment = 0 AND item_number NOT LIKE 'BN-%' ORDER BY id LIMIT 1 OFFSET 40")
    .get() as { id: number; sellMultiple: number };
  const added = await h.call('Cart/AddItemToCart', { ...buyer, defaultWarehouseCode: '1001', itemId: item.id, qty: item.sellMultiple * 2, shipTo: '001', price: null, manualPrice: false });
  expect(added.status).toBe(200);
}

async function placeByCard(submissionId: string): Promise<string> {
  const gateway = await h.call('Cart/GetCardPointeParameters', { ...buyer, cartSettings: { ...SETTINGS, paymentMethod: 'card' }, warehouseCode: '1001' });
  const tokenized = h.service.cardGateway.tokenize({ sessionToken: gateway.body.sessionToken, cardNumber: TEST_CARDS.approve, expiry: '12/39', cvv: '123' });
  if (!tokenized.ok) throw new Error(tokenized.message);
  const placed = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, paymentMethod: 'card', cardToken: tokenized.token, submissionId } });
  expect(placed.status).toBe(200);
  return placed.body.orderNumber;
}

beforeEach(async () => {
  await h.call('Cart/ClearCart', buyer);
});

describe('the ship method chosen in the cart', () => {
  test('Cart/GetShippingCost records the ship method and zip code, and Cart/GetCartSettings answers them', async () => {
    await fillCart();
    expect((await h.call('Cart/GetCartSettings', buyer)).body.shipVia).toBe('GROUND');
    const cost = await h.call('Cart/GetShippingCost', { ...buyer, warehouseCode: '1001', shipTo: '001', zipCode: '44021', shipVia: 'NEXTDAY' });
    expect(cost.status).toBe(200);
    const settings = (await h.call('Cart/GetCartSettings', buyer)).body;
    expect(settings).toMatchObject({ shipVia: 'NEXTDAY', zipCode: '44021' });
  });
});

describe('card payments', () => {
  test('Cart/GetTaxAndFees names the card fee ("Card fee 3%") and names nothing on account', async () => {
    await fillCart();
    const card = (await h.call('Cart/GetTaxAndFees', { ...buyer, cartSettings: { ...SETTINGS, paymentMethod: 'card' }, warehouseCode: '1001' })).body;
    expect(card.fees).toBeGreaterThan(0);
    expect(card.feesLabel).toBe('Card fee 3%');
    const account = (await h.call('Cart/GetTaxAndFees', { ...buyer, cartSettings: SETTINGS, warehouseCode: '1001' })).body;
    expect(account.fees).toBe(0);
    expect(account.feesLabel ?? null).toBeNull();
  });

  test('a card-paid order shows on the statements as paid by the card, with nothing due', async () => {
    await fillCart();
    const orderNumber = await placeByCard('paid-by-card-1');
    const { statements } = (await h.call('Customer/GetStatements', { customerNumber: buyer.customerNumber })).body;
    const statement = statements.find((s) => s.lines?.some((l) => l.kind === 'order' && l.reference === orderNumber));
    expect(statement).toMatchObject({ amountDue: 0, paidBy: 'Card ending 1111' });
    expect(statement?.lines?.find((l) => l.kind === 'payment')?.reference).toBe('Card ending 1111');
  });

  test('an order on account is due in full and names no card', async () => {
    await fillCart();
    const placed = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, submissionId: 'on-account-1' } });
    const { statements } = (await h.call('Customer/GetStatements', { customerNumber: buyer.customerNumber })).body;
    const statement = statements.find((s) => s.lines?.some((l) => l.kind === 'order' && l.reference === placed.body.orderNumber));
    expect(statement?.amountDue).toBe(placed.body.total);
    expect(statement?.paidBy ?? null).toBeNull();
  });

  test('the next checkout of a customer on terms starts on account after a card order', async () => {
    await fillCart();
    await placeByCard('paid-by-card-2');
    expect((await h.call('Cart/GetCartSettings', buyer)).body.paymentMethod).toBe('account');
  });
});
