/**
 * Next receipt dates as the service answers them (docs/service.md "Stock"): the demo database
 * is seeded once and its receipt dates age, so the service answers the next date of each
 * receipt's cycle, never a day before its own today.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buyerSearch, startHarness, type Harness } from './helpers';

/** Months after every seeded receipt date (the seed writes them from Dec 4, 2026 to Jan 30, 2027). */
const LATER = new Date('2027-06-15T15:00:00Z');
const TODAY = '2027-06-15';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ now: () => LATER });
}, 60_000);
afterAll(() => h.close());

describe('next receipt dates', () => {
  test('search answers no receipt date before the service\'s today, once the seeded dates have passed', async () => {
    const result = await h.call('Product/WebSearch', buyerSearch({ take: 1000 }));
    expect(result.status).toBe(200);
    const dates = result.body.items.flatMap((item) => item.availability.map((a) => a.nextReceiptDate)).filter((d): d is string => d !== null);
    expect(dates.length).toBeGreaterThan(50);
    for (const date of dates) expect(date >= TODAY, `receipt date ${date}`).toBe(true);
  });

  test('cart lines answer the same dates as the search cards of their items', async () => {
    const search = await h.call('Product/WebSearch', buyerSearch({ take: 1000 }));
    const item = search.body.items.find((i) => i.availability[0]?.nextReceiptDate && !i.stockResult?.disablePurchasing && !i.isNyRestriced);
    expect(item).toBeDefined();
    const body = { companyUserId: 42, customerNumber: '100234', defaultWarehouseCode: '1001', shipTo: '001' };
    const added = await h.call('Cart/AddItemToCart', { ...body, itemId: item!.itemId, qty: item!.sellMultiple, price: null, manualPrice: false });
    expect(added.status).toBe(200);
    const cart = await h.call('Cart/GetCart', { companyUserId: 42, customerNumber: '100234', shipTo: '001', warehouseCode: '1001', zipCode: null });
    const line = cart.body.lines.find((l) => l.itemId === item!.itemId);
    expect(line?.availability?.[0]?.nextReceiptDate).toBe(item!.availability[0]!.nextReceiptDate);
    await h.call('Cart/ClearCart', { companyUserId: 42, customerNumber: '100234' });
  });
});
