import { describe, expect, it } from 'vitest';
import { cartOwner, isAddToCartDisabled, sameCartOwner } from './cart';

const ready = { quantity: 12, adding: false, disablePurchasing: false, readOnly: false };

describe('isAddToCartDisabled', () => {
  it('enables the add button for a quantity when nothing else stops it', () => {
    expect(isAddToCartDisabled(ready)).toBe(false);
    expect(isAddToCartDisabled({ ...ready, disablePurchasing: null })).toBe(false);
  });

  it('disables it when the quantity is 0, empty or not a number', () => {
    expect(isAddToCartDisabled({ ...ready, quantity: 0 })).toBe(true);
    expect(isAddToCartDisabled({ ...ready, quantity: null })).toBe(true);
    expect(isAddToCartDisabled({ ...ready, quantity: undefined })).toBe(true);
    expect(isAddToCartDisabled({ ...ready, quantity: Number.NaN })).toBe(true);
    expect(isAddToCartDisabled({ ...ready, quantity: -12 })).toBe(true);
  });

  it('disables it while adding', () => {
    expect(isAddToCartDisabled({ ...ready, adding: true })).toBe(true);
  });

  it('disables it when stock information disables purchasing', () => {
    expect(isAddToCartDisabled({ ...ready, disablePurchasing: true })).toBe(true);
  });

  it('disables it in a read-only context', () => {
    expect(isAddToCartDisabled({ ...ready, readOnly: true })).toBe(true);
  });
});

describe('cartOwner', () => {
  const context = { companyUserId: 42, customer: { customerNumber: '100234' }, warehouseCode: '1002', shipTo: '001' };

  it('scopes a cart call by company user, customer number, the page warehouse as default warehouse, and ship-to', () => {
    expect(cartOwner(context)).toEqual({ companyUserId: 42, customerNumber: '100234', defaultWarehouseCode: '1002', shipTo: '001' });
  });

  it('gives no owner to an anonymous visitor (companyUserId 0) or a context without a customer', () => {
    expect(cartOwner({ ...context, companyUserId: 0 })).toBeNull();
    expect(cartOwner({ ...context, customer: null })).toBeNull();
  });
});

describe('sameCartOwner', () => {
  const owner = { companyUserId: 42, customerNumber: '100234', defaultWarehouseCode: '1001', shipTo: '001' };
  it('is one cart for the same user, customer, warehouse and ship-to', () => {
    expect(sameCartOwner(owner, { ...owner })).toBe(true);
  });
  it('is another cart after a customer or ship-to switch', () => {
    expect(sameCartOwner(owner, { ...owner, customerNumber: '100512' })).toBe(false);
    expect(sameCartOwner(owner, { ...owner, shipTo: '002' })).toBe(false);
    expect(sameCartOwner(owner, null)).toBe(false);
  });
});
