/**
 * The range filter of the reference service (docs/service.md "Range filters"): Pot diameter
 * (80) answers its bounds as minValue / maxValue, and a search narrows by the minValue /
 * maxValue of the selected filter; contract-only mode neither gives bounds nor reads a range.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Filter, SelectedFilter } from '../../src/contract/responses';
import { buyerSearch, facetsBody, startHarness, type Harness } from './helpers';

let h: Harness;
let contractOnly: Harness;
beforeAll(async () => {
  [h, contractOnly] = await Promise.all([startHarness(), startHarness({ contractOnly: true })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([h.close(), contractOnly.close()]);
});

const POTS = 101;
const pot = (range: Partial<SelectedFilter> = {}): SelectedFilter => ({ filterId: 80, filterName: 'Pot diameter', filterValues: [], ...range });
/** The diameter an item's name starts with ("6 in. Standard Round Pot"). */
const diameterOf = (name: string): number => Number(/^(\d+(?:\.\d+)?) in\./.exec(name)?.[1] ?? Number.NaN);

async function potDiameter(harness: Harness, filters: SelectedFilter[] = []): Promise<Filter | undefined> {
  const facets = await harness.call('Product/WebSearchFacets', facetsBody({ categoryId: POTS, filters }));
  expect(facets.status).toBe(200);
  return facets.body.filters.find((f) => f.filterId === 80);
}

describe('Pot diameter, a range filter', () => {
  test('the facets of the pots give its bounds as minValue / maxValue, with an option per diameter', async () => {
    const filter = await potDiameter(h);
    expect(filter).toMatchObject({ filterName: 'Pot diameter', minValue: 2.5, maxValue: 24 });
    expect(filter?.filterOptions.map((o) => o.filterOptionText)).toContain('6 in.');
  });

  test('a search narrows to the chosen range, both ends included, and counts only those', async () => {
    const all = await h.call('Product/WebSearch', buyerSearch({ categoryId: POTS, take: 1000 }));
    const narrowed = await h.call('Product/WebSearch', buyerSearch({ categoryId: POTS, take: 1000, filters: [pot({ minValue: 6, maxValue: 8 })] }));
    expect(narrowed.status).toBe(200);
    expect(narrowed.body.resultCount).toBeGreaterThan(0);
    expect(narrowed.body.resultCount).toBeLessThan(all.body.resultCount);
    const diameters = narrowed.body.items.map((i) => diameterOf(i.itemName));
    expect(diameters.every((d) => d >= 6 && d <= 8)).toBe(true);
    expect(diameters).toContain(6);
    expect(diameters).toContain(8);
  });

  test('an open end: at least 20', async () => {
    const result = await h.call('Product/WebSearch', buyerSearch({ categoryId: POTS, take: 1000, filters: [pot({ minValue: 20, maxValue: null })] }));
    expect(result.body.resultCount).toBeGreaterThan(0);
    expect(result.body.items.every((i) => diameterOf(i.itemName) >= 20)).toBe(true);
  });

  test('the bounds follow the other filters but not the range itself, so a range can be widened again', async () => {
    const narrowed = await potDiameter(h, [pot({ minValue: 6, maxValue: 8 })]);
    expect(narrowed).toMatchObject({ minValue: 2.5, maxValue: 24 });
  });

  test('contract-only mode gives no bounds and ignores a range: the options still narrow by filterValues', async () => {
    expect(await potDiameter(contractOnly)).toMatchObject({ minValue: null, maxValue: null });
    const all = await contractOnly.call('Product/WebSearch', buyerSearch({ categoryId: POTS }));
    const ranged = await contractOnly.call('Product/WebSearch', buyerSearch({ categoryId: POTS, filters: [pot({ minValue: 6, maxValue: 8 })] }));
    expect(ranged.body.resultCount).toBe(all.body.resultCount);
    const six = await contractOnly.call('Product/WebSearch', buyerSearch({ categoryId: POTS, take: 1000, filters: [pot({ filterValues: ['6 in.'] })] }));
    expect(six.body.resultCount).toBeGreaterThan(0);
    expect(six.body.items.every((i) => diameterOf(i.itemName) === 6)).toBe(true);
  });
});
