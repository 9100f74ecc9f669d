/**
 * Builds SearchItem answers for a list of items and a viewer. Anonymous viewers get no
 * price-based data at all (customerPrice and msrp null, pricingLoaded false, no
 * availability); signed-in viewers get their customer's price level and availability at
 * the requested warehouse first, then the customer's backup warehouse. A sales rep acting
 * with a customer (withCustomer) sees availability but no prices.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { Availability, SearchItem } from '../../../src/contract/responses';
import { productUrl } from '../../../src/domain/urls';
import type { CustomerRow, UserRow } from '../access';
import type { CatalogIndex } from './catalogIndex';

/**
 * The cycle a warehouse's receipts repeat on, in days. The database is seeded once and its
 * receipt dates age; a receipt whose stored date has passed is answered at its next date on
 * this cycle, so no answer names a day already gone.
 */
export const RECEIPT_CYCLE_DAYS = 28;
const DAY_MS = 86_400_000;

/**
 * The next receipt date as of `today` (both `yyyy-mm-dd`): the stored date when it is today or
 * later, else that date moved on by whole RECEIPT_CYCLE_DAYS cycles to the first one from
 * today on. Null and unreadable dates are kept as they are.
 */
export function receiptDateAsOf(stored: string | null, today: string): string | null {
  if (stored === null) return null;
  const at = Date.parse(`${stored.slice(0, 10)}T00:00:00Z`);
  const now = Date.parse(`${today.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(at) || Number.isNaN(now) || at >= now) return stored;
  const cycles = Math.ceil((now - at) / (RECEIPT_CYCLE_DAYS * DAY_MS));
  return new Date(at + cycles * RECEIPT_CYCLE_DAYS * DAY_MS).toISOString().slice(0, 10);
}

export type Viewer = {
  /** The signed-in user; null when anonymous. */
  user: UserRow | null;
  /** The customer priced for; null when anonymous. */
  customer: CustomerRow | null;
  /** False for anonymous viewers and for sales reps acting with a customer. */
  showPrices: boolean;
  /** The warehouse asked for; availability lists it first. */
  warehouseCode: string;
};

export const ANONYMOUS_VIEWER: Viewer = { user: null, customer: null, showPrices: false, warehouseCode: '1001' };

export type ItemRow = {
  id: number; item_number: string; name: string; catalog_header: string; catalog_sub_header: string; mfg_item_number: string;
  short_sku: string; description: string; category_id: number; sell_multiple: number; list_price: number; msrp: number | null;
  unit_of_measure: string; image_names: string; weight_lb: number; fulfillment: number; stock_designation_id: number | null;
  restricted_text: string | null; ny_restricted: number; cfg_addons: number; cfg_trackbench: number; cfg_slidebench: number;
  cfg_benchconversion: number; stock_message: string | null; disable_purchasing: number | null;
};
type StockRow = { item_id: number; warehouse_code: string; quantity_available: number; next_receipt_qty: number | null; next_receipt_date: string | null };

export type ItemViews = {
  rows(itemIds: readonly number[]): Map<number, ItemRow>;
  rowByNumber(itemNumber: string): ItemRow | null;
  views(itemIds: readonly number[], viewer: Viewer): SearchItem[];
  /** The unit price the viewer's customer pays; null when the viewer sees no prices. */
  priceFor(viewer: Viewer, itemId: number): number | null;
  /** Customer price regardless of display rules (for cart totals of the customer). */
  customerPrice(customer: CustomerRow, itemId: number): number | null;
  stock(itemIds: readonly number[]): Map<number, Map<string, StockRow>>;
  /**
   * An item's `availability` at `codes` in that order, from its stock rows (`stock`): a
   * warehouse without a row has none; next receipt dates as of the service's today
   * (`receiptDateAsOf`). Search items and cart lines both answer it.
   */
  availabilityOf(itemStock: ReadonlyMap<string, StockRow> | undefined, codes: readonly string[]): Availability[];
  warehouseName(code: string): string | null;
  /** The warehouses availability lists: the asked one (or home), then the backup. */
  availabilityWarehouses(viewer: Viewer): string[];
};

const ITEM_COLUMNS = `i.id, i.item_number, i.name, i.catalog_header, i.catalog_sub_header, i.mfg_item_number, i.short_sku,
  i.description, i.category_id, i.sell_multiple, i.list_price, i.msrp, i.unit_of_measure, i.image_names, i.weight_lb,
  i.fulfillment, i.stock_designation_id, i.restricted_text, i.ny_restricted, i.cfg_addons, i.cfg_trackbench,
  i.cfg_slidebench, i.cfg_benchconversion, d.stock_message, d.disable_purchasing`;

export function createItemViews(db: Database, index: CatalogIndex, now: () => Date = () => new Date()): ItemViews {
  const rowsStatement: Statement<[string], ItemRow> = db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM items i LEFT JOIN stock_designations d ON d.id = i.stock_designation_id
     WHERE i.id IN (SELECT value FROM json_each(?))`,
  );
  const byNumberStatement: Statement<[string], ItemRow> = db.prepare(
    `SELECT ${ITEM_COLUMNS} FROM items i LEFT JOIN stock_designations d ON d.id = i.stock_designation_id
     WHERE i.item_number = ? COLLATE NOCASE`,
  );
  const stockStatement: Statement<[string], StockRow> = db.prepare(
    'SELECT * FROM stock WHERE item_id IN (SELECT value FROM json_each(?))',
  );
  const favoritesStatement: Statement<[number, string], { item_id: number }> = db.prepare(
    `SELECT DISTINCT fi.item_id FROM favorite_items fi JOIN favorite_lists fl ON fl.id = fi.list_id
     WHERE fl.company_user_id = ? AND fi.item_id IN (SELECT value FROM json_each(?))`,
  );
  const warehouses = new Map(
    (db.prepare('SELECT code, name FROM warehouses').all() as { code: string; name: string }[]).map((w) => [w.code, w.name]),
  );

  const rows = (itemIds: readonly number[]): Map<number, ItemRow> =>
    new Map(rowsStatement.all(JSON.stringify(itemIds)).map((r) => [r.id, r]));

  const stock = (itemIds: readonly number[]): Map<number, Map<string, StockRow>> => {
    const result = new Map<number, Map<string, StockRow>>();
    for (const row of stockStatement.all(JSON.stringify(itemIds))) {
      let perItem = result.get(row.item_id);
      if (perItem === undefined) {
        perItem = new Map();
        result.set(row.item_id, perItem);
      }
      perItem.set(row.warehouse_code, row);
    }
    return result;
  };

  const customerPrice = (customer: CustomerRow, itemId: number): number | null => {
    const i = index.indexOfItemId.get(itemId);
    if (i === undefined) return null;
    return index.priceByLevel.get(customer.priceLevelId)?.[i] ?? index.listPrice[i] ?? null;
  };
  const priceFor = (viewer: Viewer, itemId: number): number | null =>
    viewer.showPrices && viewer.customer !== null ? customerPrice(viewer.customer, itemId) : null;

  const availabilityOf = (itemStock: ReadonlyMap<string, StockRow> | undefined, codes: readonly string[]): Availability[] => {
    const today = now().toISOString().slice(0, 10);
    return codes.map((code) => {
      const s = itemStock?.get(code);
      return {
        warehouse: { warehouseCode: code, warehouseName: warehouses.get(code) ?? code },
        quantityAvailable: s?.quantity_available ?? 0,
        nextReceiptQty: s?.next_receipt_qty ?? null,
        nextReceiptDate: receiptDateAsOf(s?.next_receipt_date ?? null, today),
      };
    });
  };

  const availabilityWarehouses = (viewer: Viewer): string[] => {
    if (viewer.customer === null) return [];
    const first = warehouses.has(viewer.warehouseCode) ? viewer.warehouseCode : viewer.customer.homeWarehouse;
    const second = viewer.customer.backupWarehouse !== first ? viewer.customer.backupWarehouse : viewer.customer.homeWarehouse;
    return second !== first ? [first, second] : [first];
  };

  const views = (itemIds: readonly number[], viewer: Viewer): SearchItem[] => {
    if (itemIds.length === 0) return [];
    const itemRows = rows(itemIds);
    const signedIn = viewer.user !== null && viewer.customer !== null;
    const stockRows = signedIn ? stock(itemIds) : new Map<number, Map<string, StockRow>>();
    const favorites = viewer.user === null ? new Set<number>() : new Set(favoritesStatement.all(viewer.user.id, JSON.stringify(itemIds)).map((r) => r.item_id));
    const shownWarehouses = availabilityWarehouses(viewer);
    const result: SearchItem[] = [];
    for (const id of itemIds) {
      const row = itemRows.get(id);
      if (row === undefined) continue;
      const perWarehouse = stockRows.get(id);
      const availability: Availability[] = signedIn ? availabilityOf(perWarehouse, shownWarehouses) : [];
      result.push({
        ...baseView(row),
        msrp: viewer.showPrices ? row.msrp : null,
        customerPrice: priceFor(viewer, id),
        // withCustomer viewers are "loaded" too: the answer is final, prices are just hidden.
        pricingLoaded: signedIn,
        favorited: favorites.has(id),
        availability,
        regionalWarehouseQty: signedIn && perWarehouse !== undefined ? [...perWarehouse.values()].reduce((sum, s) => sum + s.quantity_available, 0) : null,
      });
    }
    return result;
  };

  return {
    rows,
    rowByNumber: (itemNumber) => byNumberStatement.get(itemNumber) ?? null,
    views,
    priceFor,
    customerPrice,
    stock,
    availabilityOf,
    warehouseName: (code) => warehouses.get(code) ?? null,
    availabilityWarehouses,
  };
}

type BaseView = Omit<SearchItem, 'msrp' | 'customerPrice' | 'pricingLoaded' | 'favorited' | 'availability' | 'regionalWarehouseQty'>;

function baseView(row: ItemRow): BaseView {
  const hasConfigurator = row.cfg_addons + row.cfg_trackbench + row.cfg_slidebench + row.cfg_benchconversion > 0;
  const designated = row.stock_designation_id !== null && row.stock_designation_id !== 1 && row.stock_message !== null;
  return {
    itemId: row.id,
    itemNumber: row.item_number,
    itemName: row.name,
    catalogHeader: row.catalog_header,
    catalogSubHeader: row.catalog_sub_header,
    mfgItemNumber: row.mfg_item_number,
    bfgShortSku: row.short_sku,
    sellMultiple: row.sell_multiple,
    unitOfMeasure: { value: row.unit_of_measure },
    imageNames: JSON.parse(row.image_names) as string[],
    productUrl: productUrl(row.id, row.category_id, row.name),
    restrictedText: row.restricted_text,
    isNyRestriced: row.ny_restricted === 1,
    fulfillmentItem: row.fulfillment === 1,
    configurator: hasConfigurator
      ? { addons: row.cfg_addons === 1, trackbench: row.cfg_trackbench === 1, slidebench: row.cfg_slidebench === 1, benchconversion: row.cfg_benchconversion === 1 }
      : null,
    stockResult: designated ? { stockMessage: row.stock_message ?? '', disablePurchasing: row.disable_purchasing === 1 } : null,
  };
}
