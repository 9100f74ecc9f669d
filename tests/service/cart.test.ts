/**
 * Cart rules: the package-quantity rule (the same one the quantity editor rounds to),
 * refused items, backorders, checkout totals, orders, and nothing half-written.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { RequestOf } from '../../src/contract/paths';
import type { CartSettings } from '../../src/contract/responses';
import { firstItem, plainItem, startHarness, type Harness, type ItemFact } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

const item = (where: string): ItemFact => firstItem(h, where);
const plain = (extra = 'TRUE'): ItemFact => plainItem(h, extra);

const buyer = { companyUserId: 42, customerNumber: '100234' } as const;
const add = (itemId: number, qty: number, overrides: Partial<RequestOf<'Cart/AddItemToCart'>> = {}, as: Parameters<Harness['call']>[2] = {}) =>
  h.call('Cart/AddItemToCart', { ...buyer, defaultWarehouseCode: '1001', itemId, qty, shipTo: '001', price: null, manualPrice: false, ...overrides }, as);
const getCart = () => h.call('Cart/GetCart', { ...buyer, shipTo: '001', warehouseCode: '1001', zipCode: null });
const SETTINGS: CartSettings = { poNumber: 'PO-77', shipVia: 'GROUND', shipViaOptions: [], requestedShipDate: null, orderNotes: '', paymentMethod: 'account' };

beforeEach(async () => {
  await h.call('Cart/ClearCart', buyer);
});

describe('package quantities', () => {
  test('adds a whole number of packs and reports the cart info', async () => {
    const pot = plain('sell_multiple > 1');
    const result = await add(pot.id, pot.sellMultiple * 2);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ lineCount: 1, totalQuantity: pot.sellMultiple * 2 });
    expect(result.body.subtotal).toBeGreaterThan(0);
  });

  test('a case of 10 costs 10 times the price per unit: the quoted price, the line price and the line total agree', async () => {
    const pot = plain('sell_multiple = 10');
    const quoted = await h.call('Product/GetProductCustomerPrice', { itemNumber: pot.itemNumber, customerNumber: buyer.customerNumber, warehouseCode: '1001', shipTo: '001' });
    const unitPrice = quoted.body.prices[0]?.customerPrice ?? null;
    expect(unitPrice).toBeGreaterThan(0);
    expect((await add(pot.id, 10)).status).toBe(200);
    const line = (await getCart()).body.lines[0];
    expect(line).toMatchObject({ quantity: 10, sellMultiple: 10, unitOfMeasure: 'EA', price: unitPrice });
    expect(line?.lineTotal).toBeCloseTo((unitPrice ?? 0) * 10, 2);
  });

  test('refuses a quantity that is not a multiple of the package quantity, naming the rounded-up quantity', async () => {
    const pot = plain('sell_multiple >= 5');
    const result = await add(pot.id, pot.sellMultiple + 1);
    expect(result.status).toBe(400);
    expect(result.error?.Message).toContain(`not a multiple of its package quantity ${pot.sellMultiple}`);
    expect(result.error?.Message).toContain(`order ${pot.sellMultiple * 2} instead`);
    expect((await getCart()).body.lineCount).toBe(0);
  });

  test('refuses a line of more than 999,999, counting what the cart already holds', async () => {
    const single = plain('sell_multiple = 1');
    expect((await add(single.id, 999_999)).status).toBe(200);
    const more = await add(single.id, 1);
    expect(more.status).toBe(400);
    expect(more.error?.Message).toContain('more than one cart line may hold (999,999)');
    expect((await getCart()).body.lines.map((line) => line.quantity)).toEqual([999_999]);
  });

  test('adding the same item again adds to its line', async () => {
    const pot = plain();
    await add(pot.id, pot.sellMultiple);
    const again = await add(pot.id, pot.sellMultiple);
    expect(again.body).toMatchObject({ lineCount: 1, totalQuantity: pot.sellMultiple * 2 });
  });

  test('an e-commerce customer may order a fulfillment item one at a time', async () => {
    const dropShip = item("fulfillment = 1 AND sell_multiple > 1 AND stock_designation_id = 1 AND ny_restricted = 0");
    await h.call('Cart/ClearCart', { companyUserId: 51, customerNumber: '100512' }, { as: 'ecom' });
    const ecom = await add(dropShip.id, 1, { companyUserId: 51, customerNumber: '100512', defaultWarehouseCode: '1002' }, { as: 'ecom' });
    expect(ecom.status).toBe(200);
    const grower = await add(dropShip.id, 1);
    expect(grower.status).toBe(400);
  });

  test('cart lines say which are fulfillment items, so the cart page rounds them as the service checks', async () => {
    const dropShip = item("fulfillment = 1 AND sell_multiple > 1 AND stock_designation_id = 1 AND ny_restricted = 0");
    const pot = plain('sell_multiple > 1');
    await add(dropShip.id, dropShip.sellMultiple);
    await add(pot.id, pot.sellMultiple);
    const cart = await getCart();
    const flags = Object.fromEntries((cart.body.lines as { itemId: number; fulfillmentItem: boolean }[]).map((l) => [l.itemId, l.fulfillmentItem]));
    expect(flags).toEqual({ [dropShip.id]: true, [pot.id]: false });
  });

  test("cart lines carry their product page's URL (added field productUrl), as the search cards link it", async () => {
    const pot = plain();
    await add(pot.id, pot.sellMultiple);
    const line = (await getCart()).body.lines[0] as { itemId: number; productUrl?: string };
    expect(line.productUrl).toMatch(new RegExp(`^/order-now/product/${pot.id}/\\d+/[a-z0-9-]+$`));
  });

  test('UpdateQuantity checks the same rule, and 0 removes the line', async () => {
    const pot = plain('sell_multiple >= 2');
    await add(pot.id, pot.sellMultiple);
    const odd = await h.call('Cart/UpdateQuantity', { ...buyer, itemId: pot.id, defaultWarehouseCode: '1001', qty: pot.sellMultiple + 1, shipTo: '001' });
    expect(odd.status).toBe(400);
    const removed = await h.call('Cart/UpdateQuantity', { ...buyer, itemId: pot.id, defaultWarehouseCode: '1001', qty: 0, shipTo: '001' });
    expect(removed.body.lines).toEqual([]);
  });
});

describe('refused items', () => {
  test('an item with purchasing disabled is a 400 carrying its stock message', async () => {
    const discontinued = item('stock_designation_id = 3');
    const result = await add(discontinued.id, discontinued.sellMultiple);
    expect(result.status).toBe(400);
    expect(result.error?.Message).toContain('Discontinued - call for availability');
  });

  test('an unknown item is a 400', async () => {
    const result = await add(987_654, 1);
    expect(result.status).toBe(400);
    expect(result.error?.Message).toContain('987654');
  });

  test('a New York restricted item cannot go to a New York ship-to', async () => {
    const restricted = item('ny_restricted = 1 AND stock_designation_id = 1 AND fulfillment = 0');
    const toNewYork = await add(restricted.id, restricted.sellMultiple, { shipTo: '003' });
    expect(toNewYork.status).toBe(400);
    expect(toNewYork.error?.Message).toContain('New York');
    const toOhio = await add(restricted.id, restricted.sellMultiple, { shipTo: '001' });
    expect(toOhio.status).toBe(200);
  });

  test('a read-only user cannot change the cart', async () => {
    const pot = plain();
    const result = await add(pot.id, pot.sellMultiple, { companyUserId: 43 }, { as: 'readOnly' });
    expect(result.status).toBe(403);
  });

  test('only a sales rep may set a manual price', async () => {
    const pot = plain();
    const result = await add(pot.id, pot.sellMultiple, { price: 0.01, manualPrice: true });
    expect(result.status).toBe(403);
  });

  test('nothing is half-written: one bad line refuses the whole AddItemsToCart', async () => {
    const good = plain();
    const bad = item('stock_designation_id = 3');
    const result = await h.call('Cart/AddItemsToCart', {
      ...buyer, defaultWarehouseCode: '1001', shipTo: '001',
      items: [{ itemId: good.id, qty: good.sellMultiple }, { itemId: bad.id, qty: bad.sellMultiple }],
    });
    expect(result.status).toBe(400);
    expect((await getCart()).body.lines).toEqual([]);
  });
});

describe('cart contents', () => {
  test('GetCart prices lines for the customer and shows what exceeds stock as backorder', async () => {
    const scarce = h.service.db
      .prepare(
        `SELECT i.id, i.sell_multiple AS sellMultiple, s.quantity_available AS available FROM items i JOIN stock s ON s.item_id = i.id AND s.warehouse_code = '1001'
         WHERE i.stock_designation_id = 1 AND i.ny_restricted = 0 AND i.fulfillment = 0 AND s.quantity_available > 0 ORDER BY i.id LIMIT 1`,
      )
      .get() as { id: number; sellMultiple: number; available: number };
    const qty = scarce.available + scarce.sellMultiple * 2;
    await add(scarce.id, qty);
    const cart = (await getCart()).body;
    const line = cart.lines[0];
    expect(line?.backorderQuantity).toBe(qty - scarce.available);
    const price = (await h.call('Product/GetProductSquare', { itemId: scarce.id, customerNumber: '100234' })).body.customerPrice;
    expect(line?.price).toBe(price);
    expect(line?.lineTotal).toBeCloseTo((price ?? 0) * qty, 2);
    expect(cart.subtotal).toBeCloseTo(line?.lineTotal ?? 0, 2);

    const cleared = await h.call('Cart/ClearBackorders', { ...buyer, defaultWarehouseCode: '1001', shipTo: '001' });
    const kept = cleared.body.lines[0];
    expect(kept === undefined || (kept.quantity <= scarce.available && kept.quantity % scarce.sellMultiple === 0)).toBe(true);
    expect(cleared.body.lines.every((l) => l.backorderQuantity === 0)).toBe(true);
  });

  test('kit lines carry the kit name', async () => {
    const leg = item("item_number = 'BN-LEG-ADJ'");
    const result = await h.call('Cart/AddKitItemToCart', { ...buyer, defaultWarehouseCode: '1001', shipTo: '001', items: [{ itemId: leg.id, qty: 4 }] });
    expect(result.status).toBe(200);
    expect((await getCart()).body.lines[0]?.kitName).not.toBeNull();
  });

  test('cart info hides the subtotal when asked withCustomer and for a withCustomer token', async () => {
    const pot = plain();
    await add(pot.id, pot.sellMultiple);
    const info = await h.call('Cart/GetCartInfo', { ...buyer, withCustomer: true, warehouseCode: '1001', shipTo: '001', reprice: true });
    expect(info.body).toMatchObject({ lineCount: 1, subtotal: null });
    const rep = await add(pot.id, pot.sellMultiple, { companyUserId: 61 }, { token: h.token('salesRep', { withCustomer: true }) });
    expect(rep.body.subtotal).toBeNull();
  });
});

describe('checkout', () => {
  test('shipping: pickup is free, ground costs by weight, a bad zip is a 400', async () => {
    const pot = plain();
    await add(pot.id, pot.sellMultiple * 3);
    const body = { ...buyer, warehouseCode: '1001', shipTo: '001', zipCode: '93901' };
    expect((await h.call('Cart/GetShippingCost', { ...body, shipVia: 'PICKUP' })).body.shippingCost).toBe(0);
    const far = (await h.call('Cart/GetShippingCost', { ...body, shipVia: 'NEXTDAY' })).body.shippingCost;
    const near = (await h.call('Cart/GetShippingCost', { ...body, zipCode: '44021', shipVia: 'NEXTDAY' })).body.shippingCost;
    expect(far).toBeGreaterThan(near);
    expect((await h.call('Cart/GetShippingCost', { ...body, zipCode: '4402', shipVia: 'GROUND' })).status).toBe(400);
  });

  test('tax and fees add up, and a card payment carries a fee', async () => {
    const pot = plain();
    await add(pot.id, pot.sellMultiple * 2);
    const account = (await h.call('Cart/GetTaxAndFees', { ...buyer, cartSettings: SETTINGS, warehouseCode: '1001' })).body;
    const card = (await h.call('Cart/GetTaxAndFees', { ...buyer, cartSettings: { ...SETTINGS, paymentMethod: 'card' }, warehouseCode: '1001' })).body;
    expect(account.fees).toBe(0);
    expect(card.fees).toBeGreaterThan(0);
    expect(account.total).toBeCloseTo(account.subtotal + account.tax + account.shipping, 2);
    expect(account.tax).toBeCloseTo((account.subtotal + account.shipping) * 0.0575, 2);
  });

  test('submitting an empty cart is a 400', async () => {
    const result = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: SETTINGS });
    expect(result.status).toBe(400);
    expect(result.error?.Message).toContain('empty');
  });

  test('an order empties the cart and shows up in statements and recently ordered items', async () => {
    const pot = plain('id > 500');
    await add(pot.id, pot.sellMultiple);
    const order = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: SETTINGS });
    expect(order.status).toBe(200);
    expect(order.body.orderNumber).toMatch(/^SO-\d+$/);
    expect(order.body.lineCount).toBe(1);
    expect((await getCart()).body.lineCount).toBe(0);
    const statements = (await h.call('Customer/GetStatements', { customerNumber: '100234' })).body.statements;
    expect(statements.map((s) => s.number)).toContain(order.body.orderNumber.slice(3));
    const recent = await h.call('Customer/GetRecentlyOrderedItems', { ...buyer, warehouseCode: '1001', shipTo: '001' });
    expect(recent.body.items[0]?.itemId).toBe(pot.id);
  });

  test('the next cart starts with the last order\'s ship method, on account, with a blank PO', async () => {
    const pot = plain();
    await add(pot.id, pot.sellMultiple);
    const cardSettings = { ...SETTINGS, shipVia: 'LTL', paymentMethod: 'card' as const };
    const gateway = (await h.call('Cart/GetCardPointeParameters', { ...buyer, cartSettings: cardSettings, warehouseCode: '1001' })).body;
    const card = h.service.cardGateway.tokenize({ sessionToken: gateway.sessionToken, cardNumber: '4111 1111 1111 1111', expiry: '12/39', cvv: '123' });
    if (!card.ok) throw new Error(card.message);
    expect((await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...cardSettings, cardToken: card.token } })).status).toBe(200);
    const settings = (await h.call('Cart/GetCartSettings', buyer)).body;
    expect(settings).toMatchObject({ shipVia: 'LTL', paymentMethod: 'account', poNumber: '' });
    expect(settings.shipViaOptions.map((o) => o.code)).toContain('PICKUP');
  });

  test('the card gateway gets the order total and a fresh session token', async () => {
    const pot = plain();
    await add(pot.id, pot.sellMultiple);
    const card = (await h.call('Cart/GetTaxAndFees', { ...buyer, cartSettings: { ...SETTINGS, paymentMethod: 'card' }, warehouseCode: '1001' })).body;
    const first = (await h.call('Cart/GetCardPointeParameters', { ...buyer, cartSettings: SETTINGS, warehouseCode: '1001' })).body;
    const second = (await h.call('Cart/GetCardPointeParameters', { ...buyer, cartSettings: SETTINGS, warehouseCode: '1001' })).body;
    expect(first.amount).toBe(card.total);
    expect(first.sessionToken).not.toBe(second.sessionToken);
  });

  test('zip codes: 5 digits or ZIP+4, known prefixes name the city', async () => {
    expect((await h.call('Cart/ValidateZipCode', { zipCode: '44021-1234' })).body).toEqual({ valid: true, message: null, city: 'Burton', state: 'OH' });
    expect((await h.call('Cart/ValidateZipCode', { zipCode: '4402' })).body.valid).toBe(false);
  });

  test('zip codes: a prefix outside every state is unknown and gets no shipping cost', async () => {
    const unknown = (await h.call('Cart/ValidateZipCode', { zipCode: '96201' })).body;
    expect(unknown).toEqual({ valid: false, message: '96201 is not a zip code we know, so there is no shipping estimate for it: check the zip code.', city: null, state: null });
    expect((await h.call('Cart/ValidateZipCode', { zipCode: '90210' })).body).toEqual({ valid: true, message: null, city: null, state: 'CA' });
    const pot = plain();
    await add(pot.id, pot.sellMultiple);
    const body = { ...buyer, warehouseCode: '1001', shipTo: '001', shipVia: 'GROUND' };
    expect((await h.call('Cart/GetShippingCost', { ...body, zipCode: '96201' })).status).toBe(400);
  });
});
