import { describe, expect, it } from 'vitest';
import { cardBrandOfToken, cardLabel, checkoutProblems, feesLabel, startingPaymentMethod, formatExpiry, isIsoDate, localIsoDate, ORDER_NOTES_MAX, PO_NUMBER_MAX, shipDateProblem, type CheckoutDraft } from './checkout';

const draft: CheckoutDraft = { poNumber: '', shipVia: 'GROUND', requestedShipDate: '', orderNotes: '', shipTo: '001', paymentMethod: 'account' };
const options = { today: '2030-05-10', shipViaCodes: ['GROUND', 'LTL'], hasCard: false };

describe('ship date', () => {
  it('is optional, may be today or later, never in the past', () => {
    expect(shipDateProblem('', '2030-05-10')).toBeNull();
    expect(shipDateProblem('2030-05-10', '2030-05-10')).toBeNull();
    expect(shipDateProblem('2030-05-09', '2030-05-10')).toBe('The requested ship date must be today or later');
  });
  it('must be a real calendar date', () => {
    expect(isIsoDate('2030-02-30')).toBe(false);
    expect(shipDateProblem('2030-02-30', '2030-01-01')).toContain('real date');
  });
  it('today is the local calendar date', () => {
    expect(localIsoDate(new Date(2030, 0, 5, 23, 30))).toBe('2030-01-05');
  });
});

describe('checkoutProblems', () => {
  it('a complete account order has none', () => {
    expect(checkoutProblems(draft, options)).toEqual([]);
  });
  it('lists every problem in the order of the fields', () => {
    const problems = checkoutProblems(
      { poNumber: 'P'.repeat(PO_NUMBER_MAX + 1), shipVia: 'BOAT', requestedShipDate: '2030-01-01', orderNotes: 'n'.repeat(ORDER_NOTES_MAX + 1), shipTo: null, paymentMethod: 'card' },
      options,
    );
    expect(problems.map((p) => p.field)).toEqual(['shipTo', 'shipVia', 'requestedShipDate', 'poNumber', 'orderNotes', 'card']);
  });
  it(`allows notes of exactly ${ORDER_NOTES_MAX} characters`, () => {
    expect(checkoutProblems({ ...draft, orderNotes: 'n'.repeat(ORDER_NOTES_MAX) }, options)).toEqual([]);
  });
  it('paying by card needs the card form to have given a token', () => {
    expect(checkoutProblems({ ...draft, paymentMethod: 'card' }, { ...options, hasCard: true })).toEqual([]);
  });
});

describe('card label', () => {
  it('reads the brand from the second digit of the token', () => {
    expect(cardLabel('9418594164541111', '1111')).toBe('Visa ending 1111');
    expect(cardBrandOfToken('9512345678904444')).toBe('Mastercard');
    expect(cardBrandOfToken('9x')).toBe('Card');
  });
  it('shows MMYY as MM/YY', () => {
    expect(formatExpiry('0428')).toBe('04/28');
  });
});

describe('feesLabel', () => {
  it("names the fees as the service does (\"Card fee 3%\"), else by the payment method", () => {
    expect(feesLabel({ fees: 4.14, feesLabel: 'Card fee 3%' }, 'card')).toBe('Card fee 3%');
    expect(feesLabel({ fees: 4.14 }, 'card')).toBe('Card fee');
    expect(feesLabel({ fees: 0, feesLabel: null }, 'account')).toBe('Fees');
    expect(feesLabel(null, 'card')).toBe('Card fee');
  });
});

describe('startingPaymentMethod', () => {
  it('starts on account unless an e-commerce customer whose settings say card, and never card while prices are hidden', () => {
    expect(startingPaymentMethod('card', { ecomCustomer: false, pricesShown: true })).toBe('account');
    expect(startingPaymentMethod('card', { ecomCustomer: true, pricesShown: true })).toBe('card');
    expect(startingPaymentMethod('card', { ecomCustomer: true, pricesShown: false })).toBe('account');
    expect(startingPaymentMethod('account', { ecomCustomer: true, pricesShown: true })).toBe('account');
  });
});
