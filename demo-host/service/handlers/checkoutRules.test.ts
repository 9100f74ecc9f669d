import { describe, expect, test } from 'vitest';
import { CARD_FEE_RATE, FREE_GROUND_FROM, shippingCost, taxAndFees, validateZipCode, zoneFactor } from './checkoutRules';

describe('validateZipCode', () => {
  test('accepts 5 digits and ZIP+4, naming the city of a known prefix', () => {
    expect(validateZipCode('32703')).toEqual({ valid: true, message: null, city: 'Apopka', state: 'FL' });
    expect(validateZipCode(' 93901-0001 ')).toMatchObject({ valid: true, city: 'Salinas', state: 'CA' });
  });
  test('accepts a zip of a known state whose city it does not know, naming the state only', () => {
    expect(validateZipCode('59801')).toEqual({ valid: true, message: null, city: null, state: 'MT' });
  });
  test('refuses other shapes and the unassigned 000 prefix, saying what is expected', () => {
    expect(validateZipCode('4402').message).toContain('5 digits');
    expect(validateZipCode('44021-12').valid).toBe(false);
    expect(validateZipCode('ABCDE').valid).toBe(false);
    expect(validateZipCode('00012').valid).toBe(false);
  });
});

describe('shippingCost', () => {
  const base = { weightLb: 100, subtotal: 100, originZip: '44021', destinationZip: '44024' };
  test('ground is $35 plus 18 cents a pound in the same zone', () => {
    expect(shippingCost({ ...base, shipVia: 'GROUND' })).toBe(53);
  });
  test('zone factor grows with distance between zip areas', () => {
    expect(zoneFactor('44021', '44024')).toBe(1);
    expect(zoneFactor('44021', '32703')).toBe(1.5);
    expect(zoneFactor('44021', '93901')).toBe(2);
  });
  test(`ground is free from a $${FREE_GROUND_FROM} subtotal; pickup and an empty cart cost nothing`, () => {
    expect(shippingCost({ ...base, shipVia: 'GROUND', subtotal: FREE_GROUND_FROM })).toBe(0);
    expect(shippingCost({ ...base, shipVia: 'PICKUP' })).toBe(0);
    expect(shippingCost({ ...base, shipVia: 'LTL', weightLb: 0 })).toBe(0);
  });
});

describe('taxAndFees', () => {
  test('taxes goods and shipping at the ship-to state rate', () => {
    expect(taxAndFees({ subtotal: 100, shipping: 20, state: 'OH', paymentMethod: 'account' })).toEqual({
      subtotal: 100, tax: 6.9, fees: 0, shipping: 20, total: 126.9,
    });
  });
  test(`adds a ${CARD_FEE_RATE * 100}% fee on card payments`, () => {
    const result = taxAndFees({ subtotal: 100, shipping: 0, state: 'CA', paymentMethod: 'card' });
    expect(result.tax).toBe(7.25);
    expect(result.fees).toBe(3.22);
    expect(result.total).toBe(110.47);
  });
  test('uses 5% for a state without a listed rate', () => {
    expect(taxAndFees({ subtotal: 100, shipping: 0, state: null, paymentMethod: 'account' }).tax).toBe(5);
  });
});
