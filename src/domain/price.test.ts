import { describe, expect, it } from 'vitest';
import { formatPrice, unitOfMeasure } from './price';

describe('formatPrice', () => {
  it('shows US dollars with 2 decimals and thousands separators', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89');
    expect(formatPrice(0.5)).toBe('$0.50');
    expect(formatPrice(12)).toBe('$12.00');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatPrice(-3)).toBe('-$3.00');
  });

  it('never shows a negative zero', () => {
    expect(formatPrice(-0)).toBe('$0.00');
    expect(formatPrice(-0.001)).toBe('$0.00');
  });

  it('gives an empty text for a value that is not a finite number', () => {
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice(Infinity)).toBe('');
  });
});

describe('unitOfMeasure', () => {
  it("uses the item's unit, trimmed", () => {
    expect(unitOfMeasure({ unitOfMeasure: { value: ' CS ' } })).toBe('CS');
  });

  it('defaults to EA when the unit is missing or blank', () => {
    expect(unitOfMeasure({ unitOfMeasure: null })).toBe('EA');
    expect(unitOfMeasure({})).toBe('EA');
    expect(unitOfMeasure({ unitOfMeasure: { value: '  ' } })).toBe('EA');
    expect(unitOfMeasure({ unitOfMeasure: { value: null } })).toBe('EA');
  });

  it("accepts a cart line's plain string unit", () => {
    expect(unitOfMeasure({ unitOfMeasure: 'BX' })).toBe('BX');
    expect(unitOfMeasure({ unitOfMeasure: '' })).toBe('EA');
  });
});
