/** The kit port: benchconfig answers are priced for the caller, like every catalogue read. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RequestOf } from '../../src/contract/paths';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

const layout = (who: { companyUserId: number; customerNumber: string | null }): RequestOf<'benchconfig/GetKitItemsFromBenchConfig'> => ({
  ...who, warehouseCode: '1001', shipTo: null, benchWidthFt: 5, benchLengthFt: 32, benchCount: 3, topMaterial: 'plastic-grid', endCaps: true, bumpers: true,
});

test('a signed-in buyer gets customer prices, totals and stock on every kit line', async () => {
  const kit = (await h.call('benchconfig/GetKitItemsFromBenchConfig', layout({ companyUserId: 42, customerNumber: '100234' }))).body;
  expect(kit.messages).toEqual([]);
  expect(kit.lines.length).toBeGreaterThan(3);
  for (const line of kit.lines) {
    expect(line.price).toBeGreaterThan(0);
    expect(line.quantityAvailable).not.toBeNull();
    expect(line.quantity % line.sellMultiple).toBe(0);
  }
  const listPrice = h.service.db.prepare('SELECT list_price FROM items WHERE id = ?').pluck();
  expect(kit.lines.some((l) => l.price !== listPrice.get(l.itemId))).toBe(true);
  expect(kit.total).toBeGreaterThan(0);
});

test('anonymous visitors and sales reps with a customer get the same kit without prices', async () => {
  const anonymous = (await h.call('benchconfig/GetKitItemsFromBenchConfig', layout({ companyUserId: 0, customerNumber: null }), { as: null })).body;
  const rep = (await h.call('benchconfig/GetKitItemsFromBenchConfig', layout({ companyUserId: 61, customerNumber: '100234' }), { token: h.token('salesRep', { withCustomer: true }) })).body;
  for (const kit of [anonymous, rep]) {
    expect(kit.total).toBeNull();
    expect(kit.lines.every((l) => l.price === null)).toBe(true);
  }
  expect(anonymous.lines.every((l) => l.quantityAvailable === null)).toBe(true);
  expect(rep.lines.every((l) => l.quantityAvailable !== null)).toBe(true);
});
