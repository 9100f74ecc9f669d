/**
 * The demo's documented checkout rules (docs/service.md "Checkout rules"): zip codes,
 * shipping cost, sales tax and fees. Pure functions, so tests can state each rule.
 */
import { ZIP_CODE_PATTERN } from '../../../src/contract/fieldRules';
import type { CartSettings, ZipCodeValidation } from '../../../src/contract/responses';
import { roundToCents } from '../../../src/domain/money';

export const SHIP_VIA_OPTIONS: CartSettings['shipViaOptions'] = [
  { code: 'GROUND', name: 'Ground freight (3-5 days)' },
  { code: 'LTL', name: 'LTL truck (palletized)' },
  { code: 'NEXTDAY', name: 'Next-day air' },
  { code: 'PICKUP', name: 'Will call - pick up at the warehouse' },
];

/** Three-digit zip prefixes with a city (a small table; the others are known by STATE_RANGES). */
const ZIP_PREFIXES: Record<string, { city: string; state: string }> = {
  '440': { city: 'Burton', state: 'OH' },
  '441': { city: 'Cleveland', state: 'OH' },
  '432': { city: 'Columbus', state: 'OH' },
  '443': { city: 'Akron', state: 'OH' },
  '436': { city: 'Toledo', state: 'OH' },
  '327': { city: 'Apopka', state: 'FL' },
  '328': { city: 'Orlando', state: 'FL' },
  '336': { city: 'Tampa', state: 'FL' },
  '939': { city: 'Salinas', state: 'CA' },
  '937': { city: 'Fresno', state: 'CA' },
  '900': { city: 'Los Angeles', state: 'CA' },
  '176': { city: 'Lancaster', state: 'PA' },
  '191': { city: 'Philadelphia', state: 'PA' },
  '100': { city: 'New York', state: 'NY' },
  '124': { city: 'Kingston', state: 'NY' },
  '142': { city: 'Buffalo', state: 'NY' },
  '606': { city: 'Chicago', state: 'IL' },
  '750': { city: 'Dallas', state: 'TX' },
  '303': { city: 'Atlanta', state: 'GA' },
  '981': { city: 'Seattle', state: 'WA' },
};

/**
 * The states by three-digit zip prefix ranges (inclusive), so that a zip code outside every
 * range (96201, an unassigned prefix) is unknown: the estimate says so instead of quoting a
 * cost for a place nobody can ship to (issue 30).
 */
const STATE_RANGES: readonly [from: number, to: number, state: string][] = [
  [5, 5, 'NY'], [6, 9, 'PR'], [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'], [39, 49, 'ME'],
  [50, 59, 'VT'], [60, 69, 'CT'], [70, 89, 'NJ'], [90, 99, 'AE'], [100, 149, 'NY'],
  [150, 196, 'PA'], [197, 199, 'DE'], [200, 205, 'DC'], [206, 219, 'MD'], [220, 246, 'VA'],
  [247, 268, 'WV'], [270, 289, 'NC'], [290, 299, 'SC'], [300, 319, 'GA'], [320, 349, 'FL'],
  [350, 369, 'AL'], [370, 385, 'TN'], [386, 397, 'MS'], [398, 399, 'GA'], [400, 427, 'KY'],
  [430, 459, 'OH'], [460, 479, 'IN'], [480, 499, 'MI'], [500, 528, 'IA'], [530, 549, 'WI'],
  [550, 567, 'MN'], [570, 577, 'SD'], [580, 588, 'ND'], [590, 599, 'MT'], [600, 629, 'IL'],
  [630, 658, 'MO'], [660, 679, 'KS'], [680, 693, 'NE'], [700, 714, 'LA'], [716, 729, 'AR'],
  [730, 749, 'OK'], [750, 799, 'TX'], [800, 816, 'CO'], [820, 831, 'WY'], [832, 838, 'ID'],
  [840, 847, 'UT'], [850, 865, 'AZ'], [870, 884, 'NM'], [885, 885, 'TX'], [889, 898, 'NV'],
  [900, 961, 'CA'], [967, 968, 'HI'], [970, 979, 'OR'], [980, 994, 'WA'], [995, 999, 'AK'],
];

function stateRangeOf(five: string): string | null {
  const prefix = Number(five.slice(0, 3));
  return STATE_RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}

export function validateZipCode(zipCode: string): ZipCodeValidation {
  const trimmed = zipCode.trim();
  const match = ZIP_CODE_PATTERN.exec(trimmed);
  if (match === null) {
    return { valid: false, message: `"${zipCode}" is not a US zip code: use 5 digits (44021) or ZIP+4 (44021-1234).`, city: null, state: null };
  }
  const five = match[1] ?? '';
  if (five.startsWith('000')) return { valid: false, message: `${five} is not an assigned US zip code.`, city: null, state: null };
  const known = ZIP_PREFIXES[five.slice(0, 3)];
  const state = known?.state ?? stateRangeOf(five);
  if (state === null) return { valid: false, message: `${five} is not a zip code we know, so there is no shipping estimate for it: check the zip code.`, city: null, state: null };
  return { valid: true, message: null, city: known?.city ?? null, state };
}

export function stateOfZip(zipCode: string): string | null {
  return ZIP_PREFIXES[zipCode.trim().slice(0, 3)]?.state ?? null;
}

/**
 * Zone factor by the distance between the first zip digits (the national areas):
 * same area 1, up to two areas away 1.5, farther 2.
 */
export function zoneFactor(originZip: string, destinationZip: string): number {
  const distance = Math.abs(Number(originZip[0] ?? 0) - Number(destinationZip.trim()[0] ?? 0));
  return distance === 0 ? 1 : distance <= 2 ? 1.5 : 2;
}

/** Ground freight is free from this cart subtotal on. */
export const FREE_GROUND_FROM = 2500;

const RATES: Record<string, { base: number; perLb: number }> = {
  GROUND: { base: 35, perLb: 0.18 },
  LTL: { base: 145, perLb: 0.09 },
  NEXTDAY: { base: 65, perLb: 0.95 },
  PICKUP: { base: 0, perLb: 0 },
};


export function isShipVia(code: string): boolean {
  return RATES[code] !== undefined;
}

/**
 * Shipping cost: base + weight x rate per pound x zone factor; pickup is free, an empty
 * cart ships nothing, ground is free from FREE_GROUND_FROM subtotal.
 */
export function shippingCost(input: { shipVia: string; weightLb: number; subtotal: number; originZip: string; destinationZip: string }): number {
  const rate = RATES[input.shipVia];
  if (rate === undefined || input.weightLb <= 0) return 0;
  if (input.shipVia === 'GROUND' && input.subtotal >= FREE_GROUND_FROM) return 0;
  return roundToCents(rate.base + input.weightLb * rate.perLb * zoneFactor(input.originZip, input.destinationZip));
}

/** Sales tax rate by ship-to state; states not listed use DEFAULT_TAX_RATE. */
export const TAX_RATES: Readonly<Record<string, number>> = { OH: 0.0575, FL: 0.06, CA: 0.0725, PA: 0.06, NY: 0.04, IL: 0.0625 };
export const DEFAULT_TAX_RATE = 0.05;
/** Card payments carry a processing fee on the order total; account (terms) orders none. */
export const CARD_FEE_RATE = 0.03;
/** What the fee is, as TaxAndFees.feesLabel names it. */
export const CARD_FEE_LABEL = `Card fee ${Math.round(CARD_FEE_RATE * 100)}%`;

export function taxAndFees(input: { subtotal: number; shipping: number; state: string | null; paymentMethod: CartSettings['paymentMethod'] }) {
  const rate = (input.state === null ? undefined : TAX_RATES[input.state]) ?? DEFAULT_TAX_RATE;
  const tax = roundToCents((input.subtotal + input.shipping) * rate);
  const fees = input.paymentMethod === 'card' ? roundToCents((input.subtotal + input.shipping + tax) * CARD_FEE_RATE) : 0;
  return { subtotal: roundToCents(input.subtotal), tax, fees, shipping: roundToCents(input.shipping), total: roundToCents(input.subtotal + input.shipping + tax + fees) };
}
