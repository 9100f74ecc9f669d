import { describe, expect, it } from 'vitest';
import { CALL_FOR_PRICE, formatPrice, priceDisplay, priceText, showsPrices, unitOfMeasure, unitPriceTexts } from './price';

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

describe('whether prices show (SPEC section 6)', () => {
  it('shows prices to a signed-in user', () => {
    expect(showsPrices({ companyUserId: 42, withCustomer: false })).toBe(true);
  });
  it('hides them from an anonymous visitor', () => {
    expect(showsPrices({ companyUserId: 0, withCustomer: false })).toBe(false);
  });
  it('hides them when the context is withCustomer', () => {
    expect(showsPrices({ companyUserId: 42, withCustomer: true })).toBe(false);
  });
});

describe('priceDisplay (SPEC sections 4 and 8)', () => {
  it('shows a placeholder until customer pricing has loaded', () => {
    expect(priceDisplay({ price: 12, pricingLoaded: false })).toEqual({ kind: 'loading' });
  });
  it("says 'Call for price' when purchasing is disabled, even with a price", () => {
    expect(priceDisplay({ price: 12, disablePurchasing: true })).toEqual({ kind: 'call' });
    expect(priceText({ price: 12, disablePurchasing: true })).toBe(CALL_FOR_PRICE);
  });
  it("says 'Call for price' when the price is missing or not a number", () => {
    expect(priceDisplay({ price: null })).toEqual({ kind: 'call' });
    expect(priceDisplay({ price: Number.NaN })).toEqual({ kind: 'call' });
  });
  it('shows the list price beside the amount only when it is higher', () => {
    expect(priceDisplay({ price: 9.5, msrp: 12 })).toEqual({ kind: 'amount', amount: 9.5, listPrice: 12 });
    expect(priceDisplay({ price: 9.5, msrp: 9.5 })).toEqual({ kind: 'amount', amount: 9.5, listPrice: null });
  });
  it('writes an amount with 2 decimals as text', () => {
    expect(priceText({ price: 1234.5 })).toBe('$1,234.50');
  });
});

describe('unitPriceTexts', () => {
  it('says the price per unit of measure and what a case of 10 costs: 10 x $3.25 = $32.50', () => {
    expect(unitPriceTexts(3.25, { unitOfMeasure: 'EA', packageQuantity: 10 })).toEqual({
      amount: '$3.25',
      unit: 'EA',
      unitPrice: '$3.25 / EA',
      packPrice: '$32.50 a case of 10',
    });
  });

  it('prices a case of 100 at 100 units, without binary-fraction slips: $0.15 / EA is $15.00 a case of 100', () => {
    expect(unitPriceTexts(0.15, { unitOfMeasure: 'EA', packageQuantity: 100 }).packPrice).toBe('$15.00 a case of 100');
  });

  it('calls 2 to 6 units a pack', () => {
    expect(unitPriceTexts(4, { unitOfMeasure: 'EA', packageQuantity: 6 }).packPrice).toBe('$24.00 a pack of 6');
  });

  it('has no pack price when the package quantity is 1 (or not a usable number)', () => {
    expect(unitPriceTexts(89, { unitOfMeasure: 'EA', packageQuantity: 1 }).packPrice).toBeNull();
    expect(unitPriceTexts(89, { unitOfMeasure: 'EA', packageQuantity: Number.NaN }).packPrice).toBeNull();
  });

  it('defaults the unit to EA', () => {
    expect(unitPriceTexts(1, { unitOfMeasure: null, packageQuantity: 1 }).unitPrice).toBe('$1.00 / EA');
  });
});
