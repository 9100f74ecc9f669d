import { describe, expect, it } from 'vitest';
import { formatServiceDate } from './format';
import { cardBrandOfToken, cardLabel, cartWarehouse, checkoutProblems, deliverySteps, feesLabel, shipMethodKind, startingPaymentMethod, formatExpiry, isIsoDate, localIsoDate, ORDER_NOTES_MAX, PO_NUMBER_MAX, shipDateProblem, type CheckoutDraft } from './checkout';

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

describe('shipMethodKind', () => {
  it("reads how the reference service's methods travel: will call is a pick-up, LTL a freight delivery, ground and next-day air a parcel carrier", () => {
    expect(shipMethodKind({ code: 'PICKUP', name: 'Will call - pick up at the warehouse' })).toBe('pickup');
    expect(shipMethodKind({ code: 'LTL', name: 'LTL truck (palletized)' })).toBe('freight');
    expect(shipMethodKind({ code: 'GROUND', name: 'Ground freight (3-5 days)' })).toBe('carrier');
    expect(shipMethodKind({ code: 'NEXTDAY', name: 'Next-day air' })).toBe('carrier');
  });

  it("reads another service's words for the same methods, by code or by name", () => {
    expect(shipMethodKind({ code: 'WC', name: 'Will Call' })).toBe('pickup');
    expect(shipMethodKind({ code: 'CUST', name: 'Customer pickup' })).toBe('pickup');
    expect(shipMethodKind({ code: 'WILLCALL', name: 'Counter' })).toBe('pickup');
    expect(shipMethodKind({ code: 'FTL', name: 'Full truckload' })).toBe('freight');
    expect(shipMethodKind({ code: 'X1', name: 'Pallet delivery' })).toBe('freight');
    expect(shipMethodKind({ code: 'UPS', name: 'UPS Ground' })).toBe('carrier');
  });
});

describe('cartWarehouse', () => {
  const line = (warehouses: [string, string][]) => ({ availability: warehouses.map(([warehouseCode, warehouseName]) => ({ warehouse: { warehouseCode, warehouseName } })) });

  it("names the cart's warehouse from a line's availability (the cart's own, not the backup)", () => {
    expect(cartWarehouse({ warehouseCode: '1001', lines: [line([['1001', 'Burton, OH'], ['1002', 'Lancaster, PA']])] })).toEqual({ code: '1001', name: 'Burton, OH' });
    expect(cartWarehouse({ warehouseCode: '1002', lines: [line([['1001', 'Burton, OH'], ['1002', 'Lancaster, PA']])] })).toEqual({ code: '1002', name: 'Lancaster, PA' });
  });

  it('has only the code when no line says the name (a service without availability)', () => {
    expect(cartWarehouse({ warehouseCode: '1001', lines: [{}] })).toEqual({ code: '1001', name: null });
  });
});

describe('deliverySteps', () => {
  const burton = { code: '1001', name: 'Burton, OH' };

  it('a carrier sends tracking details by email', () => {
    const steps = deliverySteps({ kind: 'carrier', shipViaName: 'Ground freight (3-5 days)', warehouse: burton, requestedShipDate: '' });
    expect(steps).toEqual(['The warehouse picks and packs the order, then ships it by Ground freight (3-5 days); you get the tracking details by email.']);
  });

  it('a freight carrier calls to book the delivery; no tracking promise', () => {
    const text = deliverySteps({ kind: 'freight', shipViaName: 'LTL truck (palletized)', warehouse: burton, requestedShipDate: '' }).join(' ');
    expect(text).toContain('calls you to book a delivery');
    expect(text).toContain('LTL truck (palletized)');
    expect(text).not.toMatch(/tracking/i);
  });

  it('a pick-up says where and when as far as known, that nothing ships and no tracking comes', () => {
    const asap = deliverySteps({ kind: 'pickup', shipViaName: 'Will call - pick up at the warehouse', warehouse: burton, requestedShipDate: '' }).join(' ');
    expect(asap).toContain('Burton, OH warehouse (1001)');
    expect(asap).toContain('We email you when it is ready to pick up');
    expect(asap).not.toMatch(/tracking|ships it/i);
    const dated = deliverySteps({ kind: 'pickup', shipViaName: 'Will call', warehouse: { code: '1003', name: null }, requestedShipDate: '2030-05-14' }).join(' ');
    expect(dated).toContain('warehouse 1003');
    expect(dated).toContain(`You asked to pick it up on ${formatServiceDate('2030-05-14')}`);
  });
});
