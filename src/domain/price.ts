/** Prices and units (SPEC section 9: 2 decimals, unit of measure defaults to EA). */
import { formatNumber } from './format';

/**
 * US dollars with 2 decimals and thousands separators: 1234.5 is "$1,234.50", -3 is
 * "-$3.00". A non-finite value gives '' so a broken number never reaches the page as
 * "$NaN"; callers show "Call for price" for a missing price instead.
 */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return '';
  // A value that rounds to zero shows as "$0.00", never "-$0.00".
  const amount = formatNumber(Math.abs(value), { maxDecimals: 2, minDecimals: 2 });
  return `${value < 0 && amount !== '0.00' ? '-' : ''}$${amount}`;
}

export const DEFAULT_UNIT_OF_MEASURE = 'EA';

/**
 * The unit an item is sold in: a search item's `unitOfMeasure.value` (a cart line's plain
 * `unitOfMeasure` string is accepted too), trimmed; 'EA' when missing or blank.
 */
export function unitOfMeasure(item: {
  unitOfMeasure?: { value?: string | null } | string | null;
}): string {
  const raw = typeof item.unitOfMeasure === 'string' ? item.unitOfMeasure : item.unitOfMeasure?.value;
  const unit = raw?.trim();
  return unit ? unit : DEFAULT_UNIT_OF_MEASURE;
}
