/**
 * Package quantities (SPEC sections 4 and 5): items are sold in packs of `sellMultiple`;
 * an order quantity that is not a whole number of packs is rounded up, never rejected.
 */
import { formatNumber } from './format';

/**
 * The most of one item a line may hold (six digits): the quantity editor's default
 * maximum, the most a configurator address may ask for, and the reference service's limit
 * on a cart line.
 */
export const QUANTITY_MAX = 999_999;

/**
 * A package quantity below 1, or not a finite number, is treated as 1 (the item is sold
 * singly) so that a bad catalogue value can never block ordering. A fractional package
 * quantity is truncated to whole units.
 */
export function normalizePackageQuantity(packageQuantity: number): number {
  if (!Number.isFinite(packageQuantity) || packageQuantity < 1) return 1;
  return Math.floor(packageQuantity);
}

/**
 * What one pack is called, from its size alone so that the catalogue and every view agree
 * (docs/service.md "Units and packs"): 'each' for 1, a 'pack' of 2 to 6, a 'case' above.
 */
export function packNoun(packageQuantity: number): 'each' | 'pack' | 'case' {
  const pack = normalizePackageQuantity(packageQuantity);
  return pack === 1 ? 'each' : pack <= 6 ? 'pack' : 'case';
}

/** The catalogue's pack size text (subtitle and Pack Size filter): "Each", "Pack of 6", "Case of 100". */
export function packSizeText(packageQuantity: number): string {
  const pack = normalizePackageQuantity(packageQuantity);
  const noun = packNoun(pack);
  return noun === 'each' ? 'Each' : `${noun === 'pack' ? 'Pack' : 'Case'} of ${formatNumber(pack)}`;
}

/**
 * Rounds a quantity up to the next whole number of packs: 7 with packs of 5 is 10, 10
 * stays 10, 7.5 is 10. Zero, negative and non-numbers give 0 (the editor's lower bound).
 */
export function roundUpToPackage(quantity: number, packageQuantity: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  const pack = normalizePackageQuantity(packageQuantity);
  return Math.ceil(quantity / pack) * pack;
}

/** True when `quantity` is a whole number of packs (0 counts: zero packs). */
export function isPackageMultiple(quantity: number, packageQuantity: number): boolean {
  if (!Number.isInteger(quantity)) return false;
  return quantity % normalizePackageQuantity(packageQuantity) === 0;
}

/**
 * The largest whole number of packs not above `max`: 999,950 with packs of 50 and the
 * default maximum. The quantity editor's real maximum, so rounding up never passes it.
 */
export function largestPackageQuantity(max: number, packageQuantity: number): number {
  const pack = normalizePackageQuantity(packageQuantity);
  return Math.floor(max / pack) * pack;
}

/**
 * Why the quantity editor refuses `typed`, a number above its maximum `max` (a whole number
 * of packs, `largestPackageQuantity`), said beside the field instead of cutting the number
 * down (issue 41), the number in full: "99,999,999 is more than one line holds: at most
 * 999,990 (99,999 cases of 10)".
 */
export function quantityLimitMessage(typed: number, max: number, packageQuantity: number): string {
  const pack = normalizePackageQuantity(packageQuantity);
  const noun = packNoun(pack);
  const packs = noun === 'each' ? '' : ` (${formatNumber(Math.floor(max / pack))} ${noun}s of ${formatNumber(pack)})`;
  return `${formatNumber(typed)} is more than one line holds: at most ${formatNumber(max)}${packs}`;
}

/** Rounds up to whole packs, never past the largest whole number of packs within `max`. */
export function roundUpToPackageWithin(quantity: number, packageQuantity: number, max: number = QUANTITY_MAX): number {
  return Math.min(roundUpToPackage(quantity, packageQuantity), largestPackageQuantity(max, packageQuantity));
}

/**
 * The quantity editor's spinner (SPEC section 5: step = package quantity, lower bound 0): the
 * next whole number of packs above (or below) `current`, within [0, max]. From 7 in packs of 5,
 * up is 10 and down is 5.
 */
export function stepQuantity(current: number | null, packageQuantity: number, direction: 1 | -1, max: number): number {
  const pack = normalizePackageQuantity(packageQuantity);
  const base = current ?? 0;
  const next = direction === 1 ? Math.floor(base / pack) * pack + pack : Math.ceil(base / pack) * pack - pack;
  return Math.min(max, Math.max(0, next));
}

export type EnteredQuantity = {
  /** The quantity to keep: null when the field is empty or holds no number. */
  value: number | null;
  /** True when the value was rounded up to the package quantity: show "Quantity Changed". */
  rounded: boolean;
};

/**
 * The quantity editor's rule when the user leaves the field (SPEC section 4): a non-empty,
 * non-zero value that is not a whole number of packs is rounded up and flagged, so the
 * editor can show the "Quantity Changed" alert. Empty and zero are left as they are. A
 * negative value becomes 0 without the alert: that is the field's lower bound, not a
 * package rounding.
 */
export function roundEnteredQuantity(
  entered: string | number | null | undefined,
  packageQuantity: number,
): EnteredQuantity {
  const text = typeof entered === 'number' ? String(entered) : (entered ?? '').trim();
  if (text === '') return { value: null, rounded: false };
  const parsed = Number(text);
  if (!Number.isFinite(parsed)) return { value: null, rounded: false };
  if (parsed <= 0) return { value: 0, rounded: false };
  const value = roundUpToPackage(parsed, packageQuantity);
  return { value, rounded: value !== parsed };
}

/**
 * The "Minimum quantity" shown on a product card (SPEC section 5): 1 for e-commerce
 * customers on fulfillment items, otherwise the sell multiple. Anonymous visitors (no
 * customer) see the sell multiple.
 */
export function minimumQuantityShown(
  item: { sellMultiple: number; fulfillmentItem: boolean },
  customer: { ecomCustomer?: boolean } | null | undefined,
): number {
  if (customer?.ecomCustomer === true && item.fulfillmentItem) return 1;
  return normalizePackageQuantity(item.sellMultiple);
}

/**
 * Tells the user what the rounding did, for the alert and the live region:
 * describeRounding(24, 12) is "Rounded up to 24: 2 packs of 12". Given the quantity asked
 * for and a smaller result (a quantity held to `largestPackageQuantity`), it says "down".
 */
export function describeRounding(quantity: number, packageQuantity: number, asked?: number): string {
  const pack = normalizePackageQuantity(packageQuantity);
  const packs = Math.ceil(quantity / pack);
  const noun = packs === 1 ? 'pack' : 'packs';
  const direction = asked !== undefined && asked > quantity ? 'down' : 'up';
  return `Rounded ${direction} to ${formatNumber(quantity)}: ${formatNumber(packs)} ${noun} of ${formatNumber(pack)}`;
}

/**
 * An add-on's suggested quantity (add-ons configurator and product page): `perMainUnit` add-on units for each unit of the main
 * item, rounded up to whole packs of the add-on. 0.1 × 30 is 3, not 3.0000000000000004
 * rounded up to 4: the product is cut to 6 decimals first. Never more than the whole packs
 * one line may hold (`QUANTITY_MAX`).
 */
export function suggestedAddOnQuantity(perMainUnit: number, mainQuantity: number | null, packageQuantity: number): number {
  if (mainQuantity === null || !Number.isFinite(mainQuantity) || mainQuantity <= 0) return 0;
  const needed = Math.round(perMainUnit * mainQuantity * 1e6) / 1e6;
  return roundUpToPackageWithin(needed, packageQuantity);
}
