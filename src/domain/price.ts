/** Prices and units (SPEC section 9: 2 decimals, unit of measure defaults to EA). */
import { formatNumber } from './format';
import { normalizePackageQuantity, packNoun } from './quantity';

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

/** A price per unit of measure, in parts for a view that styles them and whole for plain text. */
export type UnitPriceTexts = {
  /** "$3.25" */
  amount: string;
  /** "EA" */
  unit: string;
  /** "$3.25 / EA": the price is per unit of measure, and quantities count units of measure. */
  unitPrice: string;
  /** "$32.50 a case of 10": one pack's price; null when the package quantity is 1. */
  packPrice: string | null;
};

/**
 * The one wording of a price wherever a buyer sees it (cards, product page, cart lines,
 * favorites, configurators): the price per unit of measure, and what one whole pack costs
 * when the item is sold in packs of more than one unit. 3.25 per EA in packs of 10 is
 * "$3.25 / EA" and "$32.50 a case of 10", so 10 in the quantity box is $32.50.
 */
export function unitPriceTexts(price: number, item: { unitOfMeasure?: string | null; packageQuantity: number }): UnitPriceTexts {
  const unit = unitOfMeasure({ unitOfMeasure: item.unitOfMeasure ?? null });
  const pack = normalizePackageQuantity(item.packageQuantity);
  const amount = formatPrice(price);
  return {
    amount,
    unit,
    unitPrice: `${amount} / ${unit}`,
    packPrice: pack > 1 ? `${formatPrice(price * pack)} a ${packNoun(pack)} of ${formatNumber(pack)}` : null,
  };
}

/** SPEC section 8: said instead of a price when purchasing is disabled or there is no price. */
export const CALL_FOR_PRICE = 'Call for price';

/**
 * Said in the place of every price, total and amount while prices are hidden (SPEC section 6:
 * a sales rep acting for a customer, `withCustomer`), so a missing price is never a mystery.
 * Not 'Call for price', which is about the item (purchasing disabled, no price).
 */
export const PRICE_HIDDEN_TEXT = 'Price hidden while acting for a customer';

/**
 * Whether prices show at all (SPEC section 6): to a signed-in company user, unless the
 * context is `withCustomer` (a sales rep sitting with the customer). Anonymous visitors
 * see none.
 */
export function showsPrices(context: { companyUserId: number; withCustomer: boolean }): boolean {
  return context.companyUserId > 0 && !context.withCustomer;
}

/** What a price slot shows: a placeholder, 'Call for price', or an amount with its list price. */
export type PriceDisplay =
  | { kind: 'loading' }
  | { kind: 'call' }
  | { kind: 'amount'; amount: number; /** Shown struck through; only when above the amount. */ listPrice: number | null };

/**
 * SPEC sections 4 and 8: a placeholder until customer pricing has loaded; 'Call for price'
 * when purchasing is disabled or the price is missing (or not a number); otherwise the
 * price, with the list price beside it when that is higher.
 */
export function priceDisplay(price: {
  price: number | null;
  pricingLoaded?: boolean;
  msrp?: number | null;
  disablePurchasing?: boolean;
}): PriceDisplay {
  if (price.pricingLoaded === false) return { kind: 'loading' };
  if (price.disablePurchasing || price.price === null || !Number.isFinite(price.price)) return { kind: 'call' };
  const msrp = price.msrp ?? null;
  return { kind: 'amount', amount: price.price, listPrice: msrp !== null && msrp > price.price ? msrp : null };
}

/** A price as plain text (tables, summaries): the amount, or 'Call for price'. */
export function priceText(price: { price: number | null; disablePurchasing?: boolean }): string {
  const display = priceDisplay(price);
  return display.kind === 'amount' ? formatPrice(display.amount) : CALL_FOR_PRICE;
}
