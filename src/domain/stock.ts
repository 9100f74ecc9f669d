/** Stock texts (SPEC section 6: stock at the own and the backup warehouse, expected receipt). */
import { formatNumber, formatShortDate } from './format';

/** "120 available", "Out of stock" at zero or below, "Ask for availability" when unknown. */
export function quantityAvailableText(quantityAvailable: number | null): string {
  if (quantityAvailable === null || !Number.isFinite(quantityAvailable)) return 'Ask for availability';
  return quantityAvailable <= 0 ? 'Out of stock' : `${formatNumber(quantityAvailable)} available`;
}

/**
 * One line of stock for tables and summaries: the service's stock message when it sends one
 * (it says more than a count), else the count, at the warehouse when named.
 */
export function stockLineText(stock: { stockMessage?: string | null; quantityAvailable: number | null; warehouseName?: string | null }): string {
  if (stock.stockMessage) return stock.stockMessage;
  const count = quantityAvailableText(stock.quantityAvailable);
  return stock.warehouseName && stock.quantityAvailable !== null ? `${count} at ${stock.warehouseName}` : count;
}

/** "Dec 3, 2026" for "2026-12-03"; the text as given when it is not an ISO date. */
export function formatReceiptDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? isoDate : formatShortDate(date);
}

/** Issue 30: adding more than this many times the stock of every warehouse asks first. */
export const OVER_STOCK_FACTOR = 10;

/**
 * The question asked before adding a quantity more than OVER_STOCK_FACTOR times the stock of
 * every listed warehouse together (a typo like 999,975 for 75): "You are adding 999,975;
 * 1,175 are in stock. Add anyway?". null when nothing needs asking: no warehouse listed,
 * nothing in stock (a backorder is the buyer's plain intent), or a quantity within reason.
 */
export function overStockQuestion(quantity: number | null, availability: readonly { quantityAvailable: number }[] | null | undefined): string | null {
  if (quantity === null || !Number.isFinite(quantity) || !availability || availability.length === 0) return null;
  const inStock = availability.reduce((sum, { quantityAvailable }) => sum + (Number.isFinite(quantityAvailable) && quantityAvailable > 0 ? quantityAvailable : 0), 0);
  if (inStock <= 0 || quantity <= inStock * OVER_STOCK_FACTOR) return null;
  return `You are adding ${formatNumber(quantity)}; ${formatNumber(inStock)} ${inStock === 1 ? 'is' : 'are'} in stock. Add anyway?`;
}
