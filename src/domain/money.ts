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
