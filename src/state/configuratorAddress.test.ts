import { describe, expect, it } from 'vitest';
import { readAddonsAddress } from './configuratorAddress';

describe('readAddonsAddress', () => {
  it('reads the item number and a whole positive quantity', () => {
    expect(readAddonsAddress({ item: ' BN-TOP-EM-4x8 ', qty: '12' })).toEqual({ ok: true, itemNumber: 'BN-TOP-EM-4x8', quantity: 12 });
  });

  it('accepts 999,999, the most one line may hold', () => {
    expect(readAddonsAddress({ item: 'P-100', qty: '999999' })).toEqual({ ok: true, itemNumber: 'P-100', quantity: 999_999 });
  });

  it('leaves the quantity to the item when none is given', () => {
    expect(readAddonsAddress({ item: 'P-100', qty: null })).toEqual({ ok: true, itemNumber: 'P-100', quantity: null });
    expect(readAddonsAddress({ item: 'P-100', qty: '' })).toEqual({ ok: true, itemNumber: 'P-100', quantity: null });
  });

  it.each([
    ['abc', 'The quantity "abc" is not a number. Enter a quantity from 1 to 999,999, or start again from the item in search.'],
    ['-3', 'The quantity -3 is negative. Enter a quantity from 1 to 999,999, or start again from the item in search.'],
    ['0', 'The quantity is 0. Enter a quantity from 1 to 999,999, or start again from the item in search.'],
    ['2.5', 'The quantity 2.5 is not a whole number. Enter a quantity from 1 to 999,999, or start again from the item in search.'],
    ['1e3', 'The quantity "1e3" is not a number. Enter a quantity from 1 to 999,999, or start again from the item in search.'],
    ['1000000', 'The quantity 1000000 is more than one line may hold. Enter a quantity from 1 to 999,999, or start again from the item in search.'],
  ])('refuses the quantity %s with a message naming it', (qty, message) => {
    expect(readAddonsAddress({ item: 'P-100', qty })).toEqual({ ok: false, itemNumber: 'P-100', message });
  });

  it('says no item was chosen when the item is missing', () => {
    const address = readAddonsAddress({ item: null, qty: '5' });
    expect(address).toMatchObject({ ok: false, itemNumber: null });
    expect(address.ok ? '' : address.message).toMatch(/^No item was chosen/);
  });

  it('refuses text that cannot be an item number', () => {
    expect(readAddonsAddress({ item: '<script>', qty: '1' })).toMatchObject({ ok: false, itemNumber: null });
  });
});
