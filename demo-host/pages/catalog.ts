/**
 * The demo pages' one way to the data: read-only queries against the reference service's
 * database (schema: demo-host/service/db/schema.ts), in process, never over HTTP. Only what a
 * CMS would render itself lives here: category pages, product facts, statements, favorite
 * lists. Pages render no customer pricing or cart: the widgets on them ask the service.
 */
import type { Database } from 'better-sqlite3';
import type { Category } from '../../src/contract/responses';
import type { CatalogReader } from '../service';
import { CATEGORY_FILTER_ID, FILTER_NAMES } from '../service/search/catalogIndex';

export type CategoryLink = { categoryId: number; displayName: string; superSaver: boolean; mainImageUrl: string | null };

export type CategoryFilterLink = {
  /** The category page the link opens: the leaf's parent (second-level) category. */
  categoryId: number;
  filterId: number;
  filterName: string;
  /** The value that goes into searchRequest.filters[].filterValues. */
  value: string;
  /** Display name of the third-level category. */
  text: string;
};

export type ProductFacts = {
  itemId: number;
  itemNumber: string;
  itemName: string;
  catalogHeader: string;
  catalogSubHeader: string;
  description: string;
  manufacturer: string;
  mfgItemNumber: string;
  sellMultiple: number;
  unitOfMeasure: string;
  msrp: number | null;
  imageNames: string[];
  categoryId: number;
  categoryPath: CategoryLink[];
  configurator: { addons: boolean; trackbench: boolean; slidebench: boolean; benchconversion: boolean };
};

export type FavoriteListView = {
  favoriteListId: number;
  name: string;
  items: { itemId: number; itemNumber: string; itemName: string; categoryId: number }[];
};

export type SampleItem = { itemId: number; itemNumber: string; itemName: string; categoryId: number; sellMultiple: number };

export type DemoCatalog = {
  topCategories(): CategoryLink[];
  category(categoryId: number): Category | null;
  /** From the top-level category down to this one. */
  categoryPath(categoryId: number): CategoryLink[];
  /** The warehouse's display name ("Burton, OH"); the code itself when unknown. */
  warehouseName(code: string): string;
  /** The catalogue's Super Saver category (closeouts), offered beside every category. */
  superSaverCategory(): Category | null;
  categoryFilterLink(filterOptionId: number): CategoryFilterLink | null;
  /** The category whose CMS description carries unsafe HTML (the sanitizer's test case). */
  unsafeDescriptionCategoryId(): number;
  /** The id of the category named plants, served at /plant-connection. */
  plantsCategoryId(): number | null;
  product(itemId: number): ProductFacts | null;
  itemByNumber(itemNumber: string): SampleItem | null;
  statements(customerNumber: string): { number: string; suffix: string; statementDate: string; amountDue: number }[];
  favoriteLists(companyUserId: number): FavoriteListView[];
  /** Representative rows for the home page's route list. */
  sampleItem(kind: 'any' | 'addons' | 'favorited'): SampleItem | null;
  sampleFilterLink(): { filterOptionId: number; text: string } | null;
};

type CategoryRow = {
  id: number;
  parent_id: number | null;
  level: number;
  display_name: string;
  path_text: string;
  super_saver: number;
  description: string | null;
  main_image_url: string | null;
  secondary_image_url: string | null;
  resource_sections: string;
};

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * Category objects (page data) come from the service's own reader, so the page data and the
 * service agree on every field; the rest are plain queries.
 */
export function createCatalog(db: Database, reader: Pick<CatalogReader, 'category' | 'superSaverCategory' | 'unsafeDescriptionCategoryId'>): DemoCatalog {
  const categoryById = db.prepare<[number], CategoryRow>('SELECT * FROM categories WHERE id = ?');
  const topLevel = db.prepare<[], CategoryRow>('SELECT * FROM categories WHERE level = 1 ORDER BY sort, id');

  const link = (row: CategoryRow): CategoryLink => ({
    categoryId: row.id,
    displayName: row.display_name,
    superSaver: row.super_saver === 1,
    mainImageUrl: row.main_image_url,
  });

  const category = (id: number): Category | null => reader.category(id);

  const pathOf = (id: number): CategoryLink[] => {
    const path: CategoryLink[] = [];
    let row = categoryById.get(id);
    while (row) {
      path.unshift(link(row));
      row = row.parent_id === null ? undefined : categoryById.get(row.parent_id);
    }
    return path;
  };

  return {
    topCategories: () => topLevel.all().map(link),
    category,
    categoryPath: pathOf,
    warehouseName: (code) =>
      db.prepare<[string], { name: string }>('SELECT name FROM warehouses WHERE code = ?').get(code)?.name ?? code,
    superSaverCategory: () => reader.superSaverCategory(),
    unsafeDescriptionCategoryId: () => reader.unsafeDescriptionCategoryId,
    categoryFilterLink: (filterOptionId) => {
      // The Category filter's options are the leaf (third-level) categories, by category id.
      const leaf = db
        .prepare<[number], CategoryRow>('SELECT * FROM categories WHERE id = ? AND level = 3')
        .get(filterOptionId);
      if (!leaf || leaf.parent_id === null) return null;
      return {
        categoryId: leaf.parent_id,
        filterId: CATEGORY_FILTER_ID,
        filterName: FILTER_NAMES.category,
        value: leaf.path_text,
        text: leaf.display_name,
      };
    },
    plantsCategoryId: () =>
      db.prepare<[], { id: number }>("SELECT id FROM categories WHERE lower(trim(display_name)) = 'plants' ORDER BY level LIMIT 1").get()?.id ?? null,
    product: (itemId) => {
      const row = db
        .prepare<[number], Record<string, unknown>>(
          `SELECT i.*, m.name AS manufacturer FROM items i JOIN manufacturers m ON m.id = i.manufacturer_id WHERE i.id = ?`,
        )
        .get(itemId);
      if (!row) return null;
      return {
        itemId: Number(row.id),
        itemNumber: String(row.item_number),
        itemName: String(row.name),
        catalogHeader: String(row.catalog_header),
        catalogSubHeader: String(row.catalog_sub_header),
        description: String(row.description),
        manufacturer: String(row.manufacturer),
        mfgItemNumber: String(row.mfg_item_number),
        sellMultiple: Number(row.sell_multiple),
        unitOfMeasure: String(row.unit_of_measure || 'EA'),
        msrp: row.msrp === null ? null : Number(row.msrp),
        imageNames: parseJson<string[]>(String(row.image_names), []),
        categoryId: Number(row.category_id),
        categoryPath: pathOf(Number(row.category_id)),
        configurator: {
          addons: row.cfg_addons === 1,
          trackbench: row.cfg_trackbench === 1,
          slidebench: row.cfg_slidebench === 1,
          benchconversion: row.cfg_benchconversion === 1,
        },
      };
    },
    itemByNumber: (itemNumber) =>
      db
        .prepare<[string], SampleItem>(
          `SELECT id AS itemId, item_number AS itemNumber, name AS itemName, category_id AS categoryId, sell_multiple AS sellMultiple
           FROM items WHERE item_number = ?`,
        )
        .get(itemNumber) ?? null,
    statements: (customerNumber) =>
      db
        .prepare<[string], { number: string; suffix: string; statementDate: string; amountDue: number }>(
          `SELECT number, suffix, statement_date AS statementDate, amount_due AS amountDue
           FROM statements WHERE customer_number = ? ORDER BY statement_date DESC, number DESC`,
        )
        .all(customerNumber),
    favoriteLists: (companyUserId) => {
      const lists = db
        .prepare<[number], { id: number; name: string }>('SELECT id, name FROM favorite_lists WHERE company_user_id = ? ORDER BY name_key')
        .all(companyUserId);
      const itemsOf = db.prepare<[number], FavoriteListView['items'][number]>(
        `SELECT i.id AS itemId, i.item_number AS itemNumber, i.name AS itemName, i.category_id AS categoryId
         FROM favorite_items f JOIN items i ON i.id = f.item_id WHERE f.list_id = ? ORDER BY i.name`,
      );
      return lists.map((list) => ({
        favoriteListId: list.id,
        name: list.name,
        items: itemsOf.all(list.id),
      }));
    },
    sampleItem: (kind) => {
      const where =
        kind === 'addons'
          ? 'WHERE cfg_addons = 1'
          : kind === 'favorited'
            ? 'WHERE id IN (SELECT item_id FROM favorite_items)'
            : '';
      return (
        db
          .prepare<[], SampleItem>(
            `SELECT id AS itemId, item_number AS itemNumber, name AS itemName, category_id AS categoryId, sell_multiple AS sellMultiple
             FROM items ${where} ORDER BY popularity DESC, id LIMIT 1`,
          )
          .get() ?? null
      );
    },
    sampleFilterLink: () => {
      const row = db
        .prepare<[], { id: number; display_name: string }>(
          `SELECT c.id, c.display_name FROM categories c WHERE c.level = 3
           ORDER BY (SELECT count(*) FROM items i WHERE i.category_id = c.id) DESC, c.sort, c.id LIMIT 1`,
        )
        .get();
      return row ? { filterOptionId: row.id, text: row.display_name } : null;
    },
  };
}
