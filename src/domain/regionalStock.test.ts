import { describe, expect, it } from 'vitest';
import { regionalWarehouseText } from './regionalStock';

describe('regionalWarehouseText', () => {
  it('says "Regional warehouse: 120" for a regional quantity of 120, with thousands separators', () => {
    expect(regionalWarehouseText(120)).toBe('Regional warehouse: 120');
    expect(regionalWarehouseText(12500)).toBe('Regional warehouse: 12,500');
  });
  it('shows no line when the service sent none', () => {
    expect(regionalWarehouseText(null)).toBeNull();
    expect(regionalWarehouseText(undefined)).toBeNull();
  });
});
