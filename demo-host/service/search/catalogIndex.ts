/**
 * The columns search and facets filter on, loaded once from SQLite into typed arrays. The
 * catalogue is written only by the seeder, so this never goes stale while the service
 * runs; filtering 5,000 items over arrays takes well under a millisecond, which is how
 * WebSearch and WebSearchFacets stay within their latency budget. Term matching stays in
 * SQLite (FTS5); rows for the answered page are read from SQLite too.
 */
import type { Database } from 'better-sqlite3';
import type { GeneratedCategory } from '../seed/generate';
import { filterTextKey, MANUFACTURER_FILTER_ID, MANUFACTURER_FILTER_NAME } from '../../../src/domain/filters';

/** A category as the seeder wrote it, with its children's ids. */
export type CategoryNode = Omit<GeneratedCategory, 'level'> & { level: number; children: number[] };

export type AttributeFilter = {
  id: number;
  name: string;
  attributeName: string | null;
  fieldName: string | null;
  /** Options in display order. */
  options: { id: number; text: string }[];
  optionIdByText: Map<string, number>;
  /** Option id per item index; 0 when the item has no value for this filter. */
  valueOf: Int32Array;
};

export type CatalogIndex = {
  count: number;
  itemId: Int32Array;
  indexOfItemId: Map<number, number>;
  itemNumber: string[];
  itemNumberLower: string[];
  /** Item names, for the relevance tier of a term (search/relevance.ts). */
  name: string[];
  categoryId: Int32Array;
  manufacturerId: Int32Array;
  superSaver: Uint8Array;
  /** 0 when the item's stock designation disables purchasing. */
  purchasable: Uint8Array;
  popularity: Float64Array;
  listPrice: Float64Array;
  /** Customer price per price level, by item index. */
  priceByLevel: Map<number, Float64Array>;
  categories: Map<number, CategoryNode>;
  /** Category ids of the item's leaf and all its ancestors, by item index. */
  categoryChain: number[][];
  /** Leaf categories in tree order (the Category filter's options). */
  categoryOrder: number[];
  categoryIdByPath: Map<string, number>;
  manufacturers: Map<number, string>;
  manufacturerIdByName: Map<string, number>;
  attributeFilters: AttributeFilter[];
  /** Lower-cased words of item names with their frequency: the suggestion vocabulary. */
  vocabulary: Map<string, number>;
};

/** The catalogue's own filter ids: the Category filter's, and SPEC's manufacturer filter (73). */
export const CATEGORY_FILTER_ID = 1;
/**
 * The range filter (docs/service.md "Range filters"): a container's diameter in inches, read
 * from its Size option ("6 in."); facets give its bounds as minValue / maxValue.
 */
export const POT_DIAMETER_FILTER_ID = 80;
export const POT_DIAMETER_FILTER_NAME = 'Pot diameter';
/** The Size attribute filter the diameters are read from, and the category tree they apply in (Containers). */
export const SIZE_FILTER_ID = 76;
export const CONTAINERS_CATEGORY_ID = 1;
export { MANUFACTURER_FILTER_ID };
export const FILTER_NAMES = { category: 'Category', manufacturer: MANUFACTURER_FILTER_NAME } as const;

type ItemRow = {
  id: number; item_number: string; name: string; category_id: number; manufacturer_id: number;
  super_saver: number; popularity: number; list_price: number; disable_purchasing: number | null;
};
type CategoryRow = {
  id: number; parent_id: number | null; level: number; display_name: string; path_text: string; super_saver: number;
  description: string | null; main_image_url: string | null; secondary_image_url: string | null; resource_sections: string; sort: number;
};

export function loadCatalogIndex(db: Database): CatalogIndex {
  const rows = db
    .prepare(
      `SELECT i.id, i.item_number, i.name, i.category_id, i.manufacturer_id, i.super_saver, i.popularity, i.list_price, d.disable_purchasing
       FROM items i LEFT JOIN stock_designations d ON d.id = i.stock_designation_id ORDER BY i.id`,
    )
    .all() as ItemRow[];
  const count = rows.length;
  const index: CatalogIndex = {
    count,
    itemId: new Int32Array(count),
    indexOfItemId: new Map(),
    itemNumber: [],
    itemNumberLower: [],
    name: [],
    categoryId: new Int32Array(count),
    manufacturerId: new Int32Array(count),
    superSaver: new Uint8Array(count),
    purchasable: new Uint8Array(count),
    popularity: new Float64Array(count),
    listPrice: new Float64Array(count),
    priceByLevel: new Map(),
    categories: new Map(),
    categoryChain: [],
    categoryOrder: [],
    categoryIdByPath: new Map(),
    manufacturers: new Map(),
    manufacturerIdByName: new Map(),
    attributeFilters: [],
    vocabulary: new Map(),
  };

  const categoryRows = db.prepare('SELECT * FROM categories ORDER BY level, sort').all() as CategoryRow[];
  for (const c of categoryRows) {
    index.categories.set(c.id, {
      id: c.id, parentId: c.parent_id, level: c.level, displayName: c.display_name, pathText: c.path_text,
      superSaver: c.super_saver === 1, description: c.description, mainImageUrl: c.main_image_url,
      secondaryImageUrl: c.secondary_image_url, resourceSections: JSON.parse(c.resource_sections) as CategoryNode['resourceSections'],
      sort: c.sort, children: [],
    });
    index.categoryIdByPath.set(filterTextKey(c.path_text), c.id);
  }
  for (const c of index.categories.values()) {
    if (c.parentId !== null) index.categories.get(c.parentId)?.children.push(c.id);
  }
  const walk = (ids: number[]): void => {
    for (const id of ids) {
      const node = index.categories.get(id);
      if (node === undefined) continue;
      if (node.children.length === 0 && !node.superSaver) index.categoryOrder.push(id);
      walk(node.children);
    }
  };
  walk([...index.categories.values()].filter((c) => c.parentId === null).map((c) => c.id));
  const chainOf = new Map<number, number[]>();
  const chain = (categoryId: number): number[] => {
    let cached = chainOf.get(categoryId);
    if (cached === undefined) {
      cached = [];
      for (let node = index.categories.get(categoryId); node !== undefined; node = node.parentId === null ? undefined : index.categories.get(node.parentId)) {
        cached.push(node.id);
      }
      chainOf.set(categoryId, cached);
    }
    return cached;
  };

  for (const m of db.prepare('SELECT id, name FROM manufacturers').all() as { id: number; name: string }[]) {
    index.manufacturers.set(m.id, m.name);
    index.manufacturerIdByName.set(filterTextKey(m.name), m.id);
  }

  rows.forEach((row, i) => {
    index.itemId[i] = row.id;
    index.indexOfItemId.set(row.id, i);
    index.itemNumber.push(row.item_number);
    index.itemNumberLower.push(row.item_number.toLowerCase());
    index.name.push(row.name);
    index.categoryId[i] = row.category_id;
    index.manufacturerId[i] = row.manufacturer_id;
    index.superSaver[i] = row.super_saver;
    index.purchasable[i] = row.disable_purchasing === 1 ? 0 : 1;
    index.popularity[i] = row.popularity;
    index.listPrice[i] = row.list_price;
    index.categoryChain.push(chain(row.category_id));
    for (const word of row.name.toLowerCase().match(/[a-z][a-z-]{2,}/g) ?? []) {
      const clean = word.replace(/-+$/, '');
      index.vocabulary.set(clean, (index.vocabulary.get(clean) ?? 0) + 1);
    }
  });

  const priceRows = db.prepare('SELECT price_level_id AS level, item_id AS itemId, price FROM item_prices').all() as { level: number; itemId: number; price: number }[];
  for (const p of priceRows) {
    let prices = index.priceByLevel.get(p.level);
    if (prices === undefined) {
      prices = new Float64Array(count);
      index.priceByLevel.set(p.level, prices);
    }
    const i = index.indexOfItemId.get(p.itemId);
    if (i !== undefined) prices[i] = p.price;
  }

  const filters = db.prepare('SELECT id, name, attribute_name, field_name FROM filters ORDER BY sort').all() as {
    id: number; name: string; attribute_name: string | null; field_name: string | null;
  }[];
  const optionRows = db.prepare('SELECT id, filter_id, text FROM filter_options ORDER BY filter_id, sort').all() as { id: number; filter_id: number; text: string }[];
  const valueRows = db.prepare('SELECT item_id, filter_id, option_id FROM item_attributes').all() as { item_id: number; filter_id: number; option_id: number }[];
  for (const f of filters) {
    const options = optionRows.filter((o) => o.filter_id === f.id).map((o) => ({ id: o.id, text: o.text }));
    index.attributeFilters.push({
      id: f.id, name: f.name, attributeName: f.attribute_name, fieldName: f.field_name, options,
      optionIdByText: new Map(options.map((o) => [filterTextKey(o.text), o.id])),
      valueOf: new Int32Array(count),
    });
  }
  const filterById = new Map(index.attributeFilters.map((f) => [f.id, f]));
  for (const v of valueRows) {
    const i = index.indexOfItemId.get(v.item_id);
    const filter = filterById.get(v.filter_id);
    if (i !== undefined && filter !== undefined) filter.valueOf[i] = v.option_id;
  }
  return index;
}
