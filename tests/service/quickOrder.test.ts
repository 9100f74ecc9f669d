/**
 * What the quick order pad and buy again rely on (HOST-CONTRACT section 10): item numbers
 * matched without regard to case and spaces, an unknown number as a SPEC section 8 error,
 * AddItemsToCart checking every line and naming the first bad one, changing nothing, and a
 * demo buyer with enough recently ordered items.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { firstItem, plainItem, startHarness, type Harness, type ItemFact } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

const item = (where: string): ItemFact => firstItem(h, where);
const plain = (extra = 'TRUE'): ItemFact => plainItem(h, extra);

const buyer = { companyUserId: 42, customerNumber: '100234' } as const;
const where = { customerNumber: '100234', warehouseCode: '1001', shipTo: '001' } as const;
const addItems = (items: { itemId: number; qty: number }[]) =>
  h.call('Cart/AddItemsToCart', { ...buyer, defaultWarehouseCode: '1001', shipTo: '001', items });
const lineCount = async () => (await h.call('Cart/GetCart', { ...buyer, shipTo: '001', warehouseCode: '1001', zipCode: null })).body.lineCount;

beforeEach(async () => {
  await h.call('Cart/ClearCart', buyer);
});

describe('Product/GetItem and Product/GetProductCustomerPrice by item number', () => {
  test('match the item number without regard to case and surrounding spaces', async () => {
    const pot = plain();
    const asked = `  ${pot.itemNumber.toLowerCase()}\t`;
    const found = await h.call('Product/GetItem', { itemNumber: asked, ...where });
    expect(found.status).toBe(200);
    expect(found.body.itemId).toBe(pot.id);
    const price = await h.call('Product/GetProductCustomerPrice', { itemNumber: asked, ...where });
    expect(price.status).toBe(200);
    expect(price.body.prices[0]?.itemNumber).toBe(pot.itemNumber);
  });

  test('answer an unknown number with the SPEC error body and a message naming it', async () => {
    const result = await h.call('Product/GetItem', { itemNumber: 'NO-SUCH-1', ...where });
    expect(result.status).toBe(400);
    expect(result.error?.Message).toContain('"NO-SUCH-1"');
    expect((await h.call('Product/GetProductCustomerPrice', { itemNumber: 'NO-SUCH-1', ...where })).status).toBe(400);
  });
});

describe('Cart/AddItemsToCart checks every line', () => {
  test('adds every line in one call', async () => {
    const a = plain();
    const b = plain(`id > ${a.id}`);
    const result = await addItems([{ itemId: a.id, qty: a.sellMultiple }, { itemId: b.id, qty: b.sellMultiple * 2 }]);
    expect(result.status).toBe(200);
    expect(result.body.lineCount).toBe(2);
  });

  test('refuses a quantity that is not whole packages, naming the line and its item, changing nothing', async () => {
    const a = plain();
    const b = plain(`sell_multiple >= 5 AND id > ${a.id}`);
    const result = await addItems([{ itemId: a.id, qty: a.sellMultiple }, { itemId: b.id, qty: b.sellMultiple + 1 }]);
    expect(result.status).toBe(400);
    expect(result.error?.Message).toMatch(new RegExp(`^Line 2 \\(item ${b.itemNumber}\\): Quantity ${b.sellMultiple + 1} of item`));
    expect(await lineCount()).toBe(0);
  });

  test('refuses an item that cannot be ordered and an unknown item, naming the first bad line', async () => {
    const good = plain();
    const disabled = item('stock_designation_id = 3');
    const refused = await addItems([{ itemId: good.id, qty: good.sellMultiple }, { itemId: 99_999_999, qty: 1 }, { itemId: disabled.id, qty: disabled.sellMultiple }]);
    expect(refused.status).toBe(400);
    expect(refused.error?.Message).toBe('Line 2: there is no item 99999999.');
    const disabledOnly = await addItems([{ itemId: disabled.id, qty: disabled.sellMultiple }]);
    expect(disabledOnly.error?.Message).toMatch(new RegExp(`^Line 1 \\(item ${disabled.itemNumber}\\): Item ${disabled.itemNumber} .* cannot be ordered online`));
    expect(await lineCount()).toBe(0);
  });

  test('refuses a quantity of 0 or less as a bad request', async () => {
    const a = plain();
    const result = await addItems([{ itemId: a.id, qty: 0 }]);
    expect(result.status).toBe(400);
    expect(await lineCount()).toBe(0);
  });
});

describe('the demo buyer', () => {
  test('has at least 20 recently ordered items to buy again', async () => {
    const result = await h.call('Customer/GetRecentlyOrderedItems', { ...buyer, warehouseCode: '1001', shipTo: '001' });
    expect(result.status).toBe(200);
    expect(result.body.items.length).toBeGreaterThanOrEqual(20);
  });
});
