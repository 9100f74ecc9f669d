/**
 * Product/WebSearch and Product/WebSearchFacets semantics, checked against the database
 * itself rather than hard-coded counts, so a catalogue change cannot make them lie.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SearchItem } from '../../src/contract/responses';
import { buyerSearch, facetsBody, searchBody, startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

const count = (sql: string, ...params: unknown[]): number => h.service.db.prepare(sql).pluck().get(...params) as number;
const COLOR = 74;
const MATERIAL = 75;

async function search(overrides: Parameters<typeof searchBody>[0] = {}) {
  const result = await h.call('Product/WebSearch', searchBody({ take: 1000, ...overrides }), { as: null });
  expect(result.error).toBeNull();
  return result.body;
}

function searchableText(item: SearchItem): string {
  const row = h.service.db
    .prepare('SELECT i.name, i.item_number, i.mfg_item_number, i.description, m.name AS mfg FROM items i JOIN manufacturers m ON m.id = i.manufacturer_id WHERE i.id = ?')
    .get(item.itemId) as Record<string, string>;
  return Object.values(row).join(' ').toLowerCase();
}

describe('term search', () => {
  test('matches word prefixes: "azal" finds azalea pots', async () => {
    const result = await search({ searchTerm: 'azal' });
    expect(result.resultCount).toBeGreaterThan(50);
    for (const item of result.items) expect(searchableText(item)).toMatch(/\bazal/);
  });

  test('requires every word: "azalea terracotta" items contain both', async () => {
    const both = await search({ searchTerm: 'azalea terracotta' });
    const one = await search({ searchTerm: 'azalea' });
    expect(both.resultCount).toBeGreaterThan(0);
    expect(both.resultCount).toBeLessThan(one.resultCount);
    for (const item of both.items) {
      expect(searchableText(item)).toMatch(/\bazalea/);
      expect(searchableText(item)).toMatch(/\bterracotta/);
    }
  });

  test('finds an item by its item number, first under relevance and item-number sort', async () => {
    const number = h.service.db.prepare("SELECT item_number FROM items WHERE item_number LIKE 'TF01%' ORDER BY id LIMIT 1 OFFSET 3").pluck().get() as string;
    for (const sort of ['score', 'itemNumberExact'] as const) {
      const result = await search({ searchTerm: number, sort });
      expect(result.items[0]?.itemNumber).toBe(number);
    }
  });

  test('treats FTS syntax in user input as plain words', async () => {
    const result = await h.call('Product/WebSearch', searchBody({ searchTerm: 'pot" OR NEAR(* -tray' }), { as: null });
    expect(result.status).toBe(200);
    // A plural beside other words (its singular joins it in a group the query must still AND).
    const plural = await h.call('Product/WebSearch', searchBody({ searchTerm: 'black trays' }), { as: null });
    expect(plural.status).toBe(200);
    expect(plural.body.resultCount).toBeGreaterThan(0);
  });

  test("ranks a whole word, singular or plural, above the same letters inside a longer word: 'pots' lists pots before pot carriers and potting tools", async () => {
    const result = await search({ searchTerm: 'pots', sort: 'score', take: 1000 });
    const names = result.items.map((item) => item.itemName);
    // What the item is: its name up to a comma or " for " ("Pot Carrier for 6 in. Pots" is a carrier).
    const kind = (name: string) => (name.split(/,| for /)[0] ?? '').trim().split(/\s+/).pop()?.toLowerCase() ?? '';
    const pots = names.filter((name) => kind(name) === 'pot');
    expect(pots.length).toBeGreaterThan(100);
    expect(names.slice(0, 18).every((name) => kind(name) === 'pot'), names.slice(0, 18).join(' | ')).toBe(true);
    const lastPot = names.findLastIndex((name) => kind(name) === 'pot');
    const firstCarrier = names.findIndex((name) => / Carrier /.test(name));
    expect(firstCarrier).toBeGreaterThan(lastPot);
    // A whole word anywhere in the name before the letters inside a longer word (Potting, Potato).
    const firstInside = names.findIndex((name) => /\bpott|\bpotat/i.test(name) && !/\bpots?\b/i.test(name));
    const lastWhole = names.findLastIndex((name) => /\bpots?\b/i.test(name));
    if (firstInside >= 0) expect(firstInside).toBeGreaterThan(lastWhole);
    // The singular finds the same items first.
    const singular = await search({ searchTerm: 'pot', sort: 'score', take: 18 });
    expect(singular.items.every((item) => kind(item.itemName) === 'pot')).toBe(true);
  });

  test('ranks names that match best first under relevance', async () => {
    const result = await search({ searchTerm: '1020 flat tray', sort: 'score', take: 5 });
    expect(result.items[0]?.itemName).toMatch(/1020 Flat Tray/);
  });
});

describe('filters', () => {
  test('OR within a filter: Black or Green', async () => {
    const black = await search({ filters: [{ filterId: COLOR, filterName: 'Color', filterValues: ['Black'] }] });
    const green = await search({ filters: [{ filterId: COLOR, filterName: 'Color', filterValues: ['Green'] }] });
    const either = await search({ filters: [{ filterId: COLOR, filterName: 'Color', filterValues: ['Black', 'Green'] }] });
    expect(black.resultCount).toBeGreaterThan(0);
    expect(either.resultCount).toBe(black.resultCount + green.resultCount);
  });

  test('AND across filters: Black and Polypropylene', async () => {
    const result = await search({
      filters: [
        { filterId: COLOR, filterName: 'Color', filterValues: ['Black'] },
        { filterId: MATERIAL, filterName: 'Material', filterValues: ['Polypropylene'] },
      ],
    });
    const expected = count(
      `SELECT COUNT(*) FROM item_attributes c JOIN filter_options co ON co.id = c.option_id
       JOIN item_attributes m ON m.item_id = c.item_id JOIN filter_options mo ON mo.id = m.option_id
       WHERE c.filter_id = 74 AND co.text = 'Black' AND m.filter_id = 75 AND mo.text = 'Polypropylene'`,
    );
    expect(expected).toBeGreaterThan(0);
    expect(result.resultCount).toBe(expected);
  });

  test('a category includes its descendants', async () => {
    const result = await search({ categoryId: 1 });
    const expected = count(
      `WITH RECURSIVE tree(id) AS (SELECT 1 UNION ALL SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id)
       SELECT COUNT(*) FROM items WHERE category_id IN (SELECT id FROM tree)`,
    );
    expect(result.resultCount).toBe(expected);
    expect(expected).toBeGreaterThan(count('SELECT COUNT(*) FROM items WHERE category_id = 1011'));
  });

  test('the Category filter takes option texts with " - " levels and a level prefix', async () => {
    const leaf = await search({ filters: [{ filterId: 1, filterName: 'Category', filterValues: ['Containers - Pots - Azalea Pots'] }] });
    expect(leaf.resultCount).toBe(count('SELECT COUNT(*) FROM items WHERE category_id = 1012'));
    const branch = await search({ filters: [{ filterId: 1, filterName: 'Category', filterValues: ['Containers - Pots'] }] });
    expect(branch.resultCount).toBe(count('SELECT COUNT(*) FROM items WHERE category_id BETWEEN 1011 AND 1019'));
  });

  test('super saver: the flag and the super-saver category both mean the discounted items', async () => {
    const expected = count('SELECT COUNT(*) FROM items WHERE super_saver = 1');
    const superSaverId = count('SELECT id FROM categories WHERE super_saver = 1');
    expect(expected).toBeGreaterThan(50);
    expect((await search({ isSuperSaver: true })).resultCount).toBe(expected);
    expect((await search({ categoryId: superSaverId })).resultCount).toBe(expected);
  });

  test('manufacturer filter 73 and manufacturerId select the same items', async () => {
    const mfg = h.service.db.prepare("SELECT id, name FROM manufacturers WHERE name = 'Ridgeline Plastics'").get() as { id: number; name: string };
    const byFilter = await search({ filters: [{ filterId: 73, filterName: 'Manufacturer', filterValues: [mfg.name] }] });
    const byId = await search({ manufacturerId: mfg.id });
    expect(byFilter.resultCount).toBe(count('SELECT COUNT(*) FROM items WHERE manufacturer_id = ?', mfg.id));
    expect(byId.resultCount).toBe(byFilter.resultCount);
  });

  test('an unknown filterId is a 400 naming it', async () => {
    const result = await h.call('Product/WebSearch', searchBody({ filters: [{ filterId: 999, filterName: 'Glitter', filterValues: ['Lots'] }] }), { as: null });
    expect(result.status).toBe(400);
    expect(result.error?.Message).toContain('999');
  });
});

describe('sorting and paging', () => {
  const popularity = (id: number): number => count('SELECT popularity FROM items WHERE id = ?', id);
  const isSorted = (values: number[], direction: 1 | -1): boolean => values.every((value, i) => i === 0 || (value - (values[i - 1] ?? 0)) * direction >= 0);

  test('sortOrder and score without a term: most popular first', async () => {
    for (const sort of ['sortOrder', 'score'] as const) {
      const result = await search({ categoryId: 2, sort, take: 40 });
      expect(isSorted(result.items.map((i) => popularity(i.itemId)), -1)).toBe(true);
    }
  });

  test('manufacturerNameSort orders by manufacturer name', async () => {
    const result = await search({ categoryId: 1, sort: 'manufacturerNameSort' });
    const names = result.items.map((i) => h.service.db.prepare('SELECT m.name FROM items i JOIN manufacturers m ON m.id = i.manufacturer_id WHERE i.id = ?').pluck().get(i.itemId) as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(names).size).toBeGreaterThan(1);
  });

  test('itemNumberExact orders by item number', async () => {
    const result = await search({ categoryId: 3, sort: 'itemNumberExact' });
    const numbers = result.items.map((i) => i.itemNumber);
    expect(numbers).toEqual([...numbers].sort());
  });

  test('price sorts use list price for anonymous visitors', async () => {
    const listPrice = (id: number): number => count('SELECT list_price FROM items WHERE id = ?', id);
    const low = await search({ categoryId: 5, sort: 'itemItemListPrice' });
    const high = await search({ categoryId: 5, sort: 'itemItemListPriceDesc' });
    expect(isSorted(low.items.map((i) => listPrice(i.itemId)), 1)).toBe(true);
    expect(isSorted(high.items.map((i) => listPrice(i.itemId)), -1)).toBe(true);
  });

  test("price sorts use the signed-in customer's own prices", async () => {
    const result = await h.call('Product/WebSearch', buyerSearch({ categoryId: 5, sort: 'itemItemListPrice', take: 1000 }));
    const prices = result.body.items.map((i) => i.customerPrice ?? Number.NaN);
    expect(isSorted(prices, 1)).toBe(true);
  });

  test('skip and take page through the same order; items are trimmed to take', async () => {
    const ten = await search({ categoryId: 1, sort: 'itemNumberExact', take: 10 });
    const second = await search({ categoryId: 1, sort: 'itemNumberExact', skip: 5, take: 5 });
    expect(ten.items).toHaveLength(10);
    expect(second.items.map((i) => i.itemId)).toEqual(ten.items.slice(5).map((i) => i.itemId));
    expect(second.resultCount).toBe(ten.resultCount);
  });
});

describe('suggestions and recommendations', () => {
  test('a misspelled search suggests the catalogue spelling', async () => {
    const result = await search({ searchTerm: 'terracota azalia' });
    expect(result.resultCount).toBeLessThan(5);
    expect(result.suggestions).toContain('terracotta azalea');
  });

  test('a search that finds nothing recommends popular items', async () => {
    const result = await search({ searchTerm: 'qqqzzzxx' });
    expect(result.resultCount).toBe(0);
    expect(result.items).toEqual([]);
    expect(result.recommendedItems.length).toBeGreaterThan(0);
    expect(result.recommendedItems.every((i) => i.stockResult?.disablePurchasing !== true)).toBe(true);
  });

  test('a search that finds plenty has no suggestions and no recommendations', async () => {
    const result = await search({ searchTerm: 'pot' });
    expect(result.resultCount).toBeGreaterThan(5);
    expect(result.suggestions).toEqual([]);
    expect(result.recommendedItems).toEqual([]);
  });
});

describe('facets', () => {
  async function facets(overrides: Parameters<typeof facetsBody>[0] = {}) {
    const result = await h.call('Product/WebSearchFacets', facetsBody(overrides), { as: null });
    expect(result.error).toBeNull();
    return result.body.filters;
  }
  const optionCounts = (filters: Awaited<ReturnType<typeof facets>>, filterId: number): Record<string, number> =>
    Object.fromEntries((filters.find((f) => f.filterId === filterId)?.filterOptions ?? []).map((o) => [o.filterOptionText, o.filterOptionCount]));

  test("are disjunctive: a filter's own selection does not narrow its counts; other filters' do", async () => {
    const none = await facets({ categoryId: 1 });
    const black = await facets({ categoryId: 1, filters: [{ filterId: COLOR, filterName: 'Color', filterValues: ['Black'] }] });
    expect(optionCounts(black, COLOR)).toEqual(optionCounts(none, COLOR));
    const blackItems = await search({ categoryId: 1, filters: [{ filterId: COLOR, filterName: 'Color', filterValues: ['Black'] }] });
    const materialTotal = Object.values(optionCounts(black, MATERIAL)).reduce((a, b) => a + b, 0);
    expect(materialTotal).toBeLessThanOrEqual(blackItems.resultCount);
    expect(materialTotal).toBeLessThan(Object.values(optionCounts(none, MATERIAL)).reduce((a, b) => a + b, 0));
  });

  test('counts match what the search finds when the option is added', async () => {
    const filters = await facets({ searchTerm: 'pot', filters: [{ filterId: MATERIAL, filterName: 'Material', filterValues: ['Plastic'] }] });
    const green = optionCounts(filters, COLOR).Green ?? 0;
    const found = await search({
      searchTerm: 'pot',
      filters: [
        { filterId: MATERIAL, filterName: 'Material', filterValues: ['Plastic'] },
        { filterId: COLOR, filterName: 'Color', filterValues: ['Green'] },
      ],
    });
    expect(green).toBeGreaterThan(0);
    expect(found.resultCount).toBe(green);
  });

  test('echo selected values in filterValues, including the manufacturer of manufacturerId', async () => {
    const filters = await facets({ manufacturerId: 1, filters: [{ filterId: COLOR, filterName: 'Color', filterValues: ['Black'] }] });
    expect(filters.find((f) => f.filterId === COLOR)?.filterValues).toEqual(['Black']);
    const manufacturer = filters.find((f) => f.filterId === 73);
    expect(manufacturer?.filterValues).toHaveLength(1);
    expect(manufacturer?.filterName).toBe('Manufacturer');
  });

  test('Category options are " - " paths; some filters have more than 9 options and some fewer', async () => {
    const filters = await facets();
    const category = filters.find((f) => f.filterId === 1);
    expect(category?.filterOptions[0]?.filterOptionText.split(' - ')).toHaveLength(3);
    const sizes = filters.map((f) => f.filterOptions.length);
    expect(sizes.some((n) => n > 9)).toBe(true);
    expect(sizes.some((n) => n < 9)).toBe(true);
    expect(filters.find((f) => f.filterId === COLOR)?.viewAll).toBe(true);
  });
});

describe('who sees prices', () => {
  test('anonymous answers hide prices, msrp and availability', async () => {
    const result = await search({ searchTerm: 'pot', take: 50 });
    for (const item of result.items) {
      expect(item).toMatchObject({ customerPrice: null, msrp: null, pricingLoaded: false, availability: [], regionalWarehouseQty: null });
    }
  });

  test('a signed-in buyer gets prices and availability: asked warehouse first, then the backup', async () => {
    const asked = await h.call('Product/WebSearch', buyerSearch({ searchTerm: 'pot', warehouseCode: '1001' }));
    const item = asked.body.items[0];
    expect(item?.pricingLoaded).toBe(true);
    expect(typeof item?.customerPrice).toBe('number');
    expect(item?.availability.map((a) => a.warehouse.warehouseCode)).toEqual(['1001', '1004']);
    const backupAsked = await h.call('Product/WebSearch', buyerSearch({ searchTerm: 'pot', warehouseCode: '1004' }));
    expect(backupAsked.body.items[0]?.availability.map((a) => a.warehouse.warehouseCode)).toEqual(['1004', '1001']);
  });

  test('prices differ by customer price level', async () => {
    const buyer = await h.call('Product/WebSearch', buyerSearch({ categoryId: 1, take: 20 }));
    const ecom = await h.call(
      'Product/WebSearch',
      buyerSearch({ categoryId: 1, take: 20, companyUserId: 51, customerNumber: '100512', warehouseCode: '1002' }),
      { as: 'ecom' },
    );
    const differing = buyer.body.items.filter((item, i) => item.customerPrice !== ecom.body.items[i]?.customerPrice);
    expect(differing.length).toBeGreaterThan(10);
  });

  test('stock differs by warehouse', () => {
    const distinct = count('SELECT COUNT(*) FROM (SELECT item_id FROM stock GROUP BY item_id HAVING COUNT(DISTINCT quantity_available) > 1)');
    expect(distinct).toBeGreaterThan(1000);
  });

  test('a sales rep with the customer beside them (withCustomer token) sees availability but no prices', async () => {
    const result = await h.call('Product/WebSearch', buyerSearch({ searchTerm: 'pot', companyUserId: 61, customerNumber: '100234' }), { token: h.token('salesRep', { withCustomer: true }) });
    expect(result.status).toBe(200);
    expect(result.body.items[0]?.customerPrice).toBeNull();
    expect(result.body.items[0]?.availability.length).toBeGreaterThan(0);
  });

  test('companyUserId > 0 without a valid token is 401', async () => {
    const missing = await h.call('Product/WebSearch', buyerSearch(), { as: null });
    const forged = await h.call('Product/WebSearch', buyerSearch(), { token: `${h.token('buyer').slice(0, -4)}AAAA` });
    expect(missing.status).toBe(401);
    expect(forged.status).toBe(401);
    expect(missing.error?.Error).toBe('Unauthorized');
  });

  test('favorited is true for items in any of the user\'s lists', async () => {
    const first = (await h.call('Product/WebSearch', buyerSearch({ searchTerm: 'saucer', take: 3 }))).body.items;
    const target = first[1];
    if (target === undefined) throw new Error('expected saucers');
    await h.call('Customer/AddToFavoriteLists', { itemId: target.itemId, favoriteListIds: [], companyUserId: 42, newFavoriteListName: 'Saucers to reorder' });
    const again = (await h.call('Product/WebSearch', buyerSearch({ searchTerm: 'saucer', take: 3 }))).body.items;
    expect(again.find((i) => i.itemId === target.itemId)?.favorited).toBe(true);
    expect(again.filter((i) => i.favorited)).toHaveLength(1);
  });
});
