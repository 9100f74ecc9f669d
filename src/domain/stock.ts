/**
 * Stock texts (SPEC section 6: stock at the own and the backup warehouse, expected receipt).
 * `stockStatus` is THE rule for a product's stock sentence and its tone: search cards, the
 * product page and cart lines all ask it, so the same stock reads the same everywhere.
 */
import { dayNumber, formatNumber, formatServiceDate } from './format';

/**
 * How a stock sentence is coloured: `in-stock` (the own warehouse fills the quantity),
 * `backup` (the backup warehouse fills what the own one lacks), `backorder` (neither does:
 * it ships when received), `unknown` (no stock figures).
 */
export type StockTone = 'in-stock' | 'backup' | 'backorder' | 'unknown';
export type StockStatus = { readonly tone: StockTone; readonly sentence: string };

/** One warehouse's stock, as `Availability` entries carry it. */
export type WarehouseStock = {
  readonly warehouse: { readonly warehouseName: string };
  readonly quantityAvailable: number;
  readonly nextReceiptDate?: string | null;
};

export type StockFacts = {
  /** The own warehouse first, then the backup warehouse when there is one (SearchItem.availability). */
  readonly availability?: readonly WarehouseStock[] | null;
  /** What the buyer wants: the card's or page's quantity, the cart line's. Empty or 0 counts as 1. */
  readonly quantity?: number | null;
  /**
   * A cart line's `backorderQuantity`: what the own warehouse lacks, as the service counted it.
   * Taken over the count from `availability` when given.
   */
  readonly backorderQuantity?: number | null;
};

const count = (n: number) => formatNumber(n);

/**
 * The one stock sentence and tone for a quantity of an item, as seen on `today` (the viewer's
 * calendar day, yyyy-mm-dd: a receipt date before it is not named, see `formatReceiptDate`):
 * - "In stock: 120 at Burton, OH" when the own warehouse has the quantity;
 * - "Available at Lancaster, PA (backup warehouse): 190" when the own warehouse has none and the
 *   backup has what is wanted; "4 at Burton, OH, 6 more at Lancaster, PA (backup warehouse)"
 *   when the two together have it;
 * - "Backorder: expected Dec 3, 2026" (or "ships when received" without a receipt date) when
 *   they do not; "4 in stock, 6 on backorder: …" when part is there;
 * - "Ask for availability" without any figures.
 */
export function stockStatus(facts: StockFacts, today: string): StockStatus {
  const wanted = facts.quantity && facts.quantity > 0 ? facts.quantity : 1;
  const [own, backup] = facts.availability ?? [];
  const ownName = own?.warehouse.warehouseName;
  const at = ownName ? ` at ${ownName}` : '';
  let short: number;
  if (facts.backorderQuantity !== undefined && facts.backorderQuantity !== null) short = Math.min(wanted, Math.max(0, facts.backorderQuantity));
  else if (own && Number.isFinite(own.quantityAvailable)) short = Math.max(0, wanted - Math.max(0, own.quantityAvailable));
  else return { tone: 'unknown', sentence: 'Ask for availability' };
  const onHand = wanted - short;

  if (short === 0) {
    const figure = own && own.quantityAvailable >= wanted ? own.quantityAvailable : wanted;
    return { tone: 'in-stock', sentence: `In stock: ${count(figure)}${at}` };
  }
  if (backup && backup.quantityAvailable >= short) {
    const backupName = `${backup.warehouse.warehouseName} (backup warehouse)`;
    return onHand > 0
      ? { tone: 'backup', sentence: `${count(onHand)}${at}, ${count(short)} more at ${backupName}` }
      : { tone: 'backup', sentence: `Available at ${backupName}: ${count(backup.quantityAvailable)}` };
  }
  const when = own?.nextReceiptDate ? `expected ${formatReceiptDate(own.nextReceiptDate, today)}` : 'ships when received';
  return onHand > 0
    ? { tone: 'backorder', sentence: `${count(onHand)} in stock${at}, ${count(short)} on backorder: ${when}` }
    : { tone: 'backorder', sentence: `Backorder${at}: ${when}` };
}

/**
 * One line of stock for tables and summaries (configurator kits and add-ons): the service's
 * stock message when it sends one (it says more than a count), else `stockStatus`'s sentence
 * for the quantity at the warehouse, so a table says what a card says.
 */
export function stockLineText(
  stock: {
    stockMessage?: string | null;
    quantityAvailable: number | null;
    warehouseName?: string | null;
    quantity?: number | null;
  },
  today: string,
): string {
  if (stock.stockMessage) return stock.stockMessage;
  const own = stock.quantityAvailable === null ? [] : [{ warehouse: { warehouseName: stock.warehouseName ?? '' }, quantityAvailable: stock.quantityAvailable }];
  return stockStatus({ availability: own, quantity: stock.quantity }, today).sentence;
}

/**
 * When a backorder is expected, as the stock sentence says it after "expected": "Dec 3, 2026"
 * for a receipt date on or after `today` (the viewer's calendar day, yyyy-mm-dd); "soon" for
 * one before it, so a late receipt or a date that aged in the service's data never shows as
 * a day already gone; a text that is not a calendar day as given.
 */
export function formatReceiptDate(isoDate: string, today: string): string {
  const receipt = dayNumber(isoDate);
  const now = dayNumber(today);
  return receipt !== null && now !== null && receipt < now ? 'soon' : formatServiceDate(isoDate);
}

/**
 * Issues 30 and 41: setting a quantity more than this many times the stock of every
 * warehouse asks first, wherever a quantity is set (cards, the product page, cart lines,
 * configurators, quick order, buy again).
 */
export const OVER_STOCK_FACTOR = 10;

/** One item whose quantity is over the rule: what was asked for, what is in stock. */
export type OverStock = {
  readonly quantity: number;
  /** The stock of every listed warehouse together. */
  readonly inStock: number;
  /** Named in the question; null where only one item can be meant. */
  readonly itemName: string | null;
};

/**
 * THE over-stock rule: a quantity more than OVER_STOCK_FACTOR times the stock of every listed
 * warehouse together (a typo like 999,975 for 75) is asked about before it is added or sent.
 * null when nothing needs asking: no quantity, no warehouse listed, nothing in stock (a
 * backorder is the buyer's plain intent), or a quantity within reason.
 */
export function overStock(
  quantity: number | null | undefined,
  availability: readonly { quantityAvailable: number | null }[] | null | undefined,
  itemName: string | null = null,
): OverStock | null {
  if (quantity === null || quantity === undefined || !Number.isFinite(quantity) || !availability || availability.length === 0) return null;
  const inStock = availability.reduce((sum, { quantityAvailable: n }) => sum + (n !== null && Number.isFinite(n) && n > 0 ? n : 0), 0);
  if (inStock <= 0 || quantity <= inStock * OVER_STOCK_FACTOR) return null;
  return { quantity, inStock, itemName };
}

const asked = (item: OverStock) => `${formatNumber(item.quantity)}${item.itemName ? ` of ${item.itemName}` : ''}`;

/**
 * The question's words, the same everywhere (ui/quantity/OverStockQuestion shows them):
 * "You asked for 999,975 of PVC Tray; 1,175 are in stock." for one item; for a kit, every
 * component over the rule with its stock: "You asked for 12,000 of Bench leg (500 in stock)
 * and 4,000 of Track (100 in stock)."
 */
export function overStockQuestion(items: readonly OverStock[]): string {
  if (items.length === 1) {
    const [item] = items as [OverStock];
    return `You asked for ${asked(item)}; ${formatNumber(item.inStock)} ${item.inStock === 1 ? 'is' : 'are'} in stock.`;
  }
  const parts = items.map((item) => `${asked(item)} (${formatNumber(item.inStock)} in stock)`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? '');
  return `You asked for ${list}.`;
}
