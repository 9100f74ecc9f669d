import { describe, expect, it } from 'vitest';
import { isAddToCartDisabled } from './cart';

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
