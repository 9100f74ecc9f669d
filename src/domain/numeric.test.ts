import { describe, expect, it } from 'vitest';
import { CHARACTER_REFUSED_MESSAGE, DECIMAL_REFUSED_MESSAGE, EXPONENT_REFUSED_MESSAGE, TOO_LONG_MESSAGE, aboveMaxMessage, clampAndRound, defaultMaxLength, parseNumericInput, refuseKey, roundToPrecision, settleNumber } from './numeric';

describe('clampAndRound (strict mode)', () => {
  it('clamps to min and max', () => {
    expect(clampAndRound(-5, { min: 0, max: 100, precision: 0 })).toBe(0);
    expect(clampAndRound(250, { min: 0, max: 100, precision: 0 })).toBe(100);
    expect(clampAndRound(42, { min: 0, max: 100, precision: 0 })).toBe(42);
  });

  it('rounds to the precision', () => {
    expect(clampAndRound(3.14159, { min: 0, max: 10, precision: 2 })).toBe(3.14);
    expect(clampAndRound(2.5, { min: 0, max: 10, precision: 0 })).toBe(3);
    expect(clampAndRound(1.005, { precision: 2 })).toBe(1.01);
  });

  it('rounds halves away from zero for negative values too', () => {
    expect(clampAndRound(-2.5, { precision: 0 })).toBe(-3);
    expect(roundToPrecision(-1.005, 2)).toBe(-1.01);
  });

  it('lets the bound win when rounding would step past it', () => {
    expect(clampAndRound(1.25, { min: 0, max: 1.25, precision: 1 })).toBe(1.25);
  });

  it('keeps the value as it is without bounds or precision', () => {
    expect(clampAndRound(3.14159)).toBe(3.14159);
  });

  it('clamps an infinite value and leaves NaN to the caller', () => {
    expect(clampAndRound(Infinity, { max: 99 })).toBe(99);
    expect(clampAndRound(Number.NaN, { min: 0, max: 99 })).toBeNaN();
  });
});

describe('defaultMaxLength', () => {
  it('counts the digits of max', () => {
    expect(defaultMaxLength({ min: 0, max: 99999 })).toBe(5);
    expect(defaultMaxLength({ min: 0, max: 100, precision: 0 })).toBe(3);
  });

  it('adds the decimal point and the decimals', () => {
    expect(defaultMaxLength({ min: 0, max: 99999, precision: 2 })).toBe(8);
  });

  it('adds a sign when min is negative, and takes the longer bound', () => {
    expect(defaultMaxLength({ min: -10, max: 5 })).toBe(3);
    expect(defaultMaxLength({ min: -1000, max: 5, precision: 1 })).toBe(7);
  });

  it('allows 15 digits for an unbounded side', () => {
    expect(defaultMaxLength({ min: 0 })).toBe(15);
  });
});

describe('parseNumericInput', () => {
  const quantity = { min: 0, max: 99999, precision: 0 };

  it('reads an empty field as no value', () => {
    expect(parseNumericInput('', quantity)).toEqual({ value: null, tooLong: false });
    expect(parseNumericInput('   ', quantity)).toEqual({ value: null, tooLong: false });
  });

  it('reads a number, ignoring spaces and thousands separators', () => {
    expect(parseNumericInput(' 12 ', quantity)).toEqual({ value: 12, tooLong: false });
    expect(parseNumericInput('1,200', quantity)).toEqual({ value: 1200, tooLong: false });
  });

  it('reads text that is not a number as no value', () => {
    expect(parseNumericInput('12a', quantity).value).toBeNull();
    expect(parseNumericInput('1.2.3', quantity).value).toBeNull();
    expect(parseNumericInput('-', quantity).value).toBeNull();
    expect(parseNumericInput('1e3', quantity).value).toBeNull();
  });

  it('clamps and rounds in strict mode', () => {
    expect(parseNumericInput('-4', { ...quantity, maxLength: 5 }).value).toBe(0);
    expect(parseNumericInput('7.6', { ...quantity, maxLength: 5 }).value).toBe(8);
    expect(parseNumericInput('2.345', { min: 0, max: 10, precision: 2 }).value).toBe(2.35);
  });

  it('reads a partial decimal such as "3." or ".5"', () => {
    expect(parseNumericInput('3.', { min: 0, max: 10, precision: 1 }).value).toBe(3);
    expect(parseNumericInput('.5', { min: 0, max: 10, precision: 1 }).value).toBe(0.5);
  });

  it('keeps the value as typed when not strict', () => {
    expect(parseNumericInput('7.6', { ...quantity, maxLength: 5, strict: false }).value).toBe(7.6);
  });

  it('flags text longer than the input accepts and keeps what it accepts', () => {
    expect(parseNumericInput('123456', quantity)).toEqual({ value: 12345, tooLong: true });
    expect(parseNumericInput('12345', quantity)).toEqual({ value: 12345, tooLong: false });
    expect(parseNumericInput('123', { min: 0, max: 999, maxLength: 2 })).toEqual({ value: 12, tooLong: true });
  });

  it('names the message SPEC section 8 gives', () => {
    expect(TOO_LONG_MESSAGE).toBe('This value is too long');
  });

  it('never gives a negative zero', () => {
    expect(Object.is(parseNumericInput('-0', { min: -5, max: 5 }).value, 0)).toBe(true);
  });
});

describe('refuseKey: a key the field does not take is refused with its reason (issue 41)', () => {
  const whole = { min: 0, precision: 0 };

  it('accepts digits, thousands separators and spaces', () => {
    for (const key of ['0', '7', ',', ' ']) expect(refuseKey(key, whole, null)).toBeNull();
  });

  it('refuses the e of "1e3" and the exponent typed after it, so 1e3 never becomes 13', () => {
    const e = refuseKey('e', whole, null);
    expect(e).toEqual({ message: EXPONENT_REFUSED_MESSAGE, refusesDigitsAfter: true });
    expect(refuseKey('3', whole, e)).toBe(e);
    expect(refuseKey('E', whole, null)?.message).toBe(EXPONENT_REFUSED_MESSAGE);
    // "1e+3" and "1e-3": the exponent's sign belongs to the exponent.
    expect(refuseKey('+', whole, e)).toBe(e);
    expect(refuseKey('-', whole, e)).toBe(e);
  });

  it('refuses a decimal point where only whole numbers are taken, and the fraction after it', () => {
    const point = refuseKey('.', whole, null);
    expect(point).toEqual({ message: DECIMAL_REFUSED_MESSAGE, refusesDigitsAfter: true });
    expect(refuseKey('5', whole, point)).toBe(point);
    expect(refuseKey('.', { min: 0, precision: 2 }, null)).toBeNull();
  });

  it('refuses letters and signs with the reason, and takes the digits after them', () => {
    expect(refuseKey('x', whole, null)).toEqual({ message: CHARACTER_REFUSED_MESSAGE, refusesDigitsAfter: false });
    expect(refuseKey('-', whole, null)?.message).toBe(CHARACTER_REFUSED_MESSAGE);
    expect(refuseKey('-', { min: -5 }, null)).toBeNull();
    expect(refuseKey('5', whole, refuseKey('x', whole, null))).toBeNull();
  });

  it('says why in words a buyer can act on', () => {
    expect(DECIMAL_REFUSED_MESSAGE).toBe('Whole packages only: decimals are not accepted');
    expect(EXPONENT_REFUSED_MESSAGE).toBe('Digits only: write 1000, not 1e3');
    expect(CHARACTER_REFUSED_MESSAGE).toBe('Digits only: letters and signs are not accepted');
  });
});

describe('settleNumber: strict mode never cuts a number above max (issue 41)', () => {
  it('keeps 99,999,999 and flags it above a max of 999,990, instead of cutting it to 999,990', () => {
    expect(settleNumber(99_999_999, { min: 0, max: 999_990, precision: 0 })).toEqual({ value: 99_999_999, aboveMax: true });
  });

  it('clamps to min and rounds to precision as before', () => {
    expect(settleNumber(-4, { min: 0, max: 10, precision: 0 })).toEqual({ value: 0, aboveMax: false });
    expect(settleNumber(7.25, { min: 5, max: 50, precision: 1 })).toEqual({ value: 7.3, aboveMax: false });
    expect(settleNumber(50, { min: 5, max: 50, precision: 1 })).toEqual({ value: 50, aboveMax: false });
  });

  it('says what was typed and the limit: "99,999,999 is more than the most, 999,990"', () => {
    expect(aboveMaxMessage(99_999_999, 999_990)).toBe('99,999,999 is more than the most, 999,990');
  });
});
