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
