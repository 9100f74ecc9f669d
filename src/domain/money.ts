/**
 * Money as the storefront counts it. Every amount the widgets and the reference service add
 * up goes through one of these two, so a total computed in one place equals the same total
 * computed in another.
 */

/** Dollars rounded to whole cents (19.499999 -> 19.5), so sums of prices show no binary-fraction slips. */
export function roundToCents(dollars: number): number {
  return Math.round(dollars * 100) / 100;
}

/** Dollars as a whole number of cents (19.5 -> 1950), for comparing two totals exactly. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Whole cents as dollars (12050 -> 120.5), for a request or an amount shown. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** What a person typed as an amount: its whole cents, or why it is none. */
export type MoneyText = { cents: number } | { problem: 'empty' | 'negative' | 'tooPrecise' | 'notAmount' };

const DOLLARS = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * Dollars and cents as a person types them ("120.5", "$1,234.56", ".5") read as whole cents,
 * digit by digit, so no binary fraction ever enters a sum. Thousands separators only in
 * groups of three; more than 2 decimals is `tooPrecise`, a minus sign `negative`.
 */
export function parseMoneyText(text: string): MoneyText {
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (text.trim() === '') return { problem: 'empty' };
  if (/^-\s*\$?\s*[\d.,]/.test(trimmed)) return { problem: 'negative' };
  const match = DOLLARS.exec(trimmed);
  const whole = match?.[1]?.replace(/,/g, '') ?? '';
  const decimals = match?.[2] ?? '';
  if (match === null || (whole === '' && decimals === '')) return { problem: 'notAmount' };
  if (decimals.length > 2) return { problem: 'tooPrecise' };
  return { cents: Number(whole || '0') * 100 + Number(decimals.padEnd(2, '0')) };
}
