import { describe, expect, it } from 'vitest';
import { dayNumber, formatNumber, formatServiceDate, formatShortDate, localIsoDate } from './format';

describe('formatNumber', () => {
  it('groups thousands with commas and shows no decimals by default', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('rounds half away from zero to the allowed decimals', () => {
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(-2.5)).toBe('-3');
    expect(formatNumber(1.005, { maxDecimals: 2 })).toBe('1.01');
    expect(formatNumber(1234.5678, { maxDecimals: 2 })).toBe('1,234.57');
  });

  it('drops trailing zeros down to the minimum number of decimals', () => {
    expect(formatNumber(1.5, { maxDecimals: 2 })).toBe('1.5');
    expect(formatNumber(12, { maxDecimals: 2 })).toBe('12');
    expect(formatNumber(12, { maxDecimals: 2, minDecimals: 2 })).toBe('12.00');
    expect(formatNumber(0.5, { maxDecimals: 2, minDecimals: 2 })).toBe('0.50');
  });

  it('shows a minus sign only when the rounded value is not zero', () => {
    expect(formatNumber(-3)).toBe('-3');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.001, { maxDecimals: 2 })).toBe('0');
  });

  it('gives the plain text of a value that is not finite', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(-Infinity)).toBe('-Infinity');
  });

  it('agrees with Intl en-US for a spread of values', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    for (const value of [0.1, 0.125, 3.14159, 42, 1999.999, 25000.4, 987654.321, -7.125]) {
      expect(formatNumber(value, { maxDecimals: 2 })).toBe(intl.format(value));
    }
  });
});

describe('formatShortDate', () => {
  it('writes the UTC calendar day as "Dec 3, 2026"', () => {
    expect(formatShortDate(new Date(Date.UTC(2026, 11, 3)))).toBe('Dec 3, 2026');
    expect(formatShortDate(new Date('2027-01-31T23:30:00Z'))).toBe('Jan 31, 2027');
  });
});

describe('service dates', () => {
  it('reads a calendar day and refuses one that does not exist', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-10-26T00:00:00Z')).toBe(dayNumber('2026-10-26'));
    expect(dayNumber('2026-02-30')).toBeNull();
    expect(dayNumber('soon')).toBeNull();
  });

  it('shows a service date as "Oct 26, 2026", and an unreadable one as given', () => {
    expect(formatServiceDate('2026-10-26')).toBe('Oct 26, 2026');
    expect(formatServiceDate('later')).toBe('later');
  });
});

describe('localIsoDate', () => {
  it("gives the viewer's local calendar day", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
