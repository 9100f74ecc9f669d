/**
 * Number and date texts of the storefront, always en-US. Written out instead of built on
 * `Intl`: a page's first `Intl` formatter loads the browser's locale data, 25 to 35 ms of
 * main-thread time in Chromium, before the first results can be drawn (docs/search-page.md
 * "Performance"). The rules are small: half away from zero, comma groups, fixed decimals.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `value` rounded half away from zero to `digits` decimals, without binary-fraction slips (1.005 → 1.01). */
function roundTo(value: number, digits: number): number {
  const magnitude = Math.round(Number(`${Math.abs(value)}e${digits}`));
  return Math.sign(value) * Number(`${magnitude}e-${digits}`);
}

/**
 * "1,234.5" for formatNumber(1234.5, { maxDecimals: 2 }): comma groups, at most `maxDecimals`
 * (default 0) and at least `minDecimals` (default 0) decimals, a minus sign only when the
 * rounded value is not zero. Non-finite values give their plain text ("NaN").
 */
export function formatNumber(value: number, { maxDecimals = 0, minDecimals = 0 } = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = roundTo(value, maxDecimals);
  if (Math.abs(rounded) >= 1e21) return String(rounded);
  const [whole = '0', decimals = ''] = Math.abs(rounded).toFixed(maxDecimals).split('.');
  let shown = decimals;
  while (shown.length > minDecimals && shown.endsWith('0')) shown = shown.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${rounded < 0 ? '-' : ''}${grouped}${shown ? `.${shown}` : ''}`;
}

/** "Dec 3, 2026" for a date, read in UTC (service dates are calendar days). */
export function formatShortDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

const DAY_MS = 86_400_000;

/**
 * Days since 1970-01-01 of a service date (`yyyy-mm-dd`, a longer ISO text read by its first
 * ten characters); null when it is not a real calendar day.
 */
export function dayNumber(isoDate: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return Math.round(time / DAY_MS);
}

/** "Oct 26, 2026" for the service date "2026-10-26"; the text as given when it is not a calendar day. */
export function formatServiceDate(isoDate: string): string {
  const day = dayNumber(isoDate);
  return day === null ? isoDate : formatShortDate(new Date(day * DAY_MS));
}

/**
 * The viewer's calendar day as `yyyy-mm-dd` (local time: the day on the viewer's wall), the
 * `today` of the rules that compare service dates with it (overdue statements, receipt dates).
 */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
