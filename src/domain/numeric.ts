/** The generic numeric input's rules (SPEC sections 5 and 8). */
import { formatNumber } from './format';

/** Shown when more characters are typed than the input accepts (SPEC section 8). */
export const TOO_LONG_MESSAGE = 'This value is too long';

export type NumericBounds = {
  /** @default -Infinity */
  min?: number;
  /** @default Infinity */
  max?: number;
  /** Decimal places kept; undefined keeps the value as typed. */
  precision?: number;
};

/**
 * Rounds to `precision` decimals, half away from zero, through the decimal string form so
 * that 1.005 rounds to 1.01 (plain `Math.round(v * 100) / 100` gives 1).
 */
export function roundToPrecision(value: number, precision: number): number {
  if (!Number.isFinite(value)) return value;
  const places = Math.max(0, Math.floor(precision));
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(value)}e${places}`));
  return sign * Number(`${shifted}e-${places}`);
}

/**
 * Strict mode of the numeric input: clamps to [min, max] and rounds to `precision`
 * decimals. When rounding would step outside the bounds (max 1.25, precision 1) the bound
 * wins. NaN stays NaN: the caller decides what an unreadable value means.
 */
export function clampAndRound(value: number, bounds: NumericBounds = {}): number {
  const min = bounds.min ?? -Infinity;
  const max = bounds.max ?? Infinity;
  const clamp = (v: number) => Math.min(max, Math.max(min, v));
  if (Number.isNaN(value)) return value;
  const clamped = clamp(value);
  if (bounds.precision === undefined) return clamped;
  return clamp(roundToPrecision(clamped, bounds.precision));
}

/** The most integer digits a finite double shows before switching to exponent form. */
const UNBOUNDED_INTEGER_DIGITS = 15;

function integerDigits(bound: number | undefined): number {
  if (bound === undefined || !Number.isFinite(bound)) return UNBOUNDED_INTEGER_DIGITS;
  return String(Math.trunc(Math.abs(bound))).length;
}

/**
 * How many characters the input accepts when no `maxLength` is given: the digits of the
 * larger bound's integer part, plus a minus sign when `min` is negative, plus the decimal
 * point and `precision` decimals when precision is above 0. An unbounded side counts
 * UNBOUNDED_INTEGER_DIGITS digits. Thousands separators typed by the user do not count.
 */
export function defaultMaxLength(bounds: NumericBounds): number {
  const min = bounds.min ?? -Infinity;
  const digits = Math.max(integerDigits(bounds.max), min < 0 ? integerDigits(bounds.min) : 1);
  const sign = min < 0 ? 1 : 0;
  const precision = Math.max(0, Math.floor(bounds.precision ?? 0));
  return digits + sign + (precision > 0 ? precision + 1 : 0);
}

export type NumericInputOptions = NumericBounds & {
  /** Characters accepted. @default defaultMaxLength(bounds) */
  maxLength?: number;
  /** Clamp and round the value (the input's strict mode). @default true */
  strict?: boolean;
};

export type ParsedNumericInput = {
  /** null when the text is empty or is not a number. */
  value: number | null;
  /** More characters were typed than accepted: show TOO_LONG_MESSAGE. */
  tooLong: boolean;
};

const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * Reads what the user typed. Surrounding spaces and thousands separators (",") are
 * ignored. Text longer than `maxLength` sets `tooLong` and is read up to `maxLength`
 * characters, as a browser's maxlength would have kept it, so the field keeps a usable
 * value while the message shows. In strict mode the value is clamped and rounded.
 */
export function parseNumericInput(text: string, options: NumericInputOptions = {}): ParsedNumericInput {
  const compact = text.trim().replace(/,/g, '');
  const maxLength = options.maxLength ?? defaultMaxLength(options);
  const tooLong = compact.length > maxLength;
  const accepted = tooLong ? compact.slice(0, Math.max(0, maxLength)) : compact;
  if (!NUMBER_TEXT.test(accepted)) return { value: null, tooLong };
  const parsed = Number(accepted);
  if (!Number.isFinite(parsed)) return { value: null, tooLong };
  const value = options.strict === false ? parsed : clampAndRound(parsed, options);
  return { value: Object.is(value, -0) ? 0 : value, tooLong };
}

/**
 * Shown when a decimal point is typed into a field of whole numbers (quantities: whole
 * packages only). The point is refused, and so are the digits typed right after it, so
 * "2.5" never becomes 25.
 */
export const DECIMAL_REFUSED_MESSAGE = 'Whole packages only: decimals are not accepted';
/**
 * Shown when an "e" is typed (1e3 is 1000 written with an exponent, which a number field
 * reads but a buyer rarely means). The "e" is refused with its exponent, so "1e3" never
 * becomes 13.
 */
export const EXPONENT_REFUSED_MESSAGE = 'Digits only: write 1000, not 1e3';
/** Shown when any other character the field does not take is typed (a letter, a sign). */
export const CHARACTER_REFUSED_MESSAGE = 'Digits only: letters and signs are not accepted';

/** A refused key and why: the field shows `message` until the next accepted edit. */
export type RefusedKey = {
  readonly message: string;
  /** The digits typed right after belong to what was refused (a fraction, an exponent): refused too. */
  readonly refusesDigitsAfter: boolean;
};

const EXPONENT: RefusedKey = { message: EXPONENT_REFUSED_MESSAGE, refusesDigitsAfter: true };
const DECIMAL: RefusedKey = { message: DECIMAL_REFUSED_MESSAGE, refusesDigitsAfter: true };
const CHARACTER: RefusedKey = { message: CHARACTER_REFUSED_MESSAGE, refusesDigitsAfter: false };

/**
 * Whether the field takes a printable `key` (issue 41): null when it does (digits, "," and
 * spaces; "." where `precision` is above 0; "-" where `min` is negative), else the refusal
 * with its reason. `inForce` is the refusal of the key before: the digits after a refused
 * "." or "e", and the sign of an exponent ("1e-3"), are refused with it, so "2.5" stays 2
 * and "1e3" stays 1.
 */
export function refuseKey(key: string, bounds: Pick<NumericBounds, 'min' | 'precision'>, inForce: RefusedKey | null): RefusedKey | null {
  if (inForce?.refusesDigitsAfter && /^[0-9]$/.test(key)) return inForce;
  if (inForce === EXPONENT && (key === '+' || key === '-')) return inForce;
  if (/^[0-9,\s]$/.test(key)) return null;
  if (key === '.') return (bounds.precision ?? 0) > 0 ? null : DECIMAL;
  if (key === '-' && (bounds.min ?? -Infinity) < 0) return null;
  if (key === 'e' || key === 'E') return EXPONENT;
  return CHARACTER;
}

/**
 * Said beside a field holding a number above its maximum, the number typed in full (a narrow
 * field may show only part of it): "99,999,999 is more than the most, 999,990".
 */
export function aboveMaxMessage(typed: number, max: number): string {
  return `${formatNumber(typed)} is more than the most, ${formatNumber(max)}`;
}

/**
 * Strict mode when the field settles (SPEC section 5, issue 41): clamped to `min` and
 * rounded to `precision`, but a number above `max` is never cut down to it: it is kept and
 * flagged `aboveMax`, so the field keeps what was typed, says the limit and settles on
 * nothing until it is corrected (99,999,999 once became 999,990 without a word).
 */
export function settleNumber(value: number, bounds: NumericBounds = {}): { value: number; aboveMax: boolean } {
  if (bounds.max !== undefined && value > bounds.max) return { value, aboveMax: true };
  return { value: clampAndRound(value, bounds), aboveMax: false };
}
