import { describe, expect, it } from 'vitest';
import {
  describeRounding, isPackageMultiple, packNoun, packSizeText, largestPackageQuantity, QUANTITY_MAX, minimumQuantityShown, roundEnteredQuantity, roundUpToPackage,
  quantityLimitMessage, roundUpToPackageWithin, stepQuantity, suggestedAddOnQuantity,
} from './quantity';

describe('roundUpToPackage', () => {
  it('rounds 7 up to 10 when the package quantity is 5', () => {
    expect(roundUpToPackage(7, 5)).toBe(10);
  });

  it('keeps 10 when the package quantity is 5', () => {
    expect(roundUpToPackage(10, 5)).toBe(10);
  });

  it('keeps 0 as 0', () => {
    expect(roundUpToPackage(0, 5)).toBe(0);
  });

  it('rounds a fractional 7.5 up to 10 when the package quantity is 5', () => {
    expect(roundUpToPackage(7.5, 5)).toBe(10);
  });

  it('rounds 1 up to a whole pack of 12', () => {
    expect(roundUpToPackage(1, 12)).toBe(12);
    expect(roundUpToPackage(13, 12)).toBe(24);
  });

  it('treats a package quantity below 1 or not finite as 1', () => {
    expect(roundUpToPackage(7, 0)).toBe(7);
    expect(roundUpToPackage(7, -3)).toBe(7);
    expect(roundUpToPackage(7, Number.NaN)).toBe(7);
    expect(roundUpToPackage(7, Infinity)).toBe(7);
    expect(roundUpToPackage(7.2, 0)).toBe(8);
  });

  it('gives 0 for negative or non-numeric quantities', () => {
    expect(roundUpToPackage(-4, 5)).toBe(0);
    expect(roundUpToPackage(Number.NaN, 5)).toBe(0);
  });
});

describe('isPackageMultiple', () => {
  it('tells whole packs from partial ones', () => {
    expect(isPackageMultiple(24, 12)).toBe(true);
    expect(isPackageMultiple(0, 12)).toBe(true);
    expect(isPackageMultiple(18, 12)).toBe(false);
    expect(isPackageMultiple(7.5, 1)).toBe(false);
  });
});

describe('roundEnteredQuantity (the editor leaving the field)', () => {
  it('rounds a value that is not a multiple up and flags it', () => {
    expect(roundEnteredQuantity('7', 5)).toEqual({ value: 10, rounded: true });
    expect(roundEnteredQuantity(' 13 ', 12)).toEqual({ value: 24, rounded: true });
    expect(roundEnteredQuantity('7.5', 5)).toEqual({ value: 10, rounded: true });
  });

  it('keeps a multiple without flagging it', () => {
    expect(roundEnteredQuantity('10', 5)).toEqual({ value: 10, rounded: false });
    expect(roundEnteredQuantity(24, 12)).toEqual({ value: 24, rounded: false });
  });

  it('leaves empty as empty and zero as zero', () => {
    expect(roundEnteredQuantity('', 5)).toEqual({ value: null, rounded: false });
    expect(roundEnteredQuantity('   ', 5)).toEqual({ value: null, rounded: false });
    expect(roundEnteredQuantity(null, 5)).toEqual({ value: null, rounded: false });
    expect(roundEnteredQuantity('0', 5)).toEqual({ value: 0, rounded: false });
    expect(roundEnteredQuantity(0, 5)).toEqual({ value: 0, rounded: false });
  });

  it('gives no value for text that is not a number', () => {
    expect(roundEnteredQuantity('abc', 5)).toEqual({ value: null, rounded: false });
  });

  it('turns a negative value into 0 without the rounding alert', () => {
    expect(roundEnteredQuantity('-3', 5)).toEqual({ value: 0, rounded: false });
  });
});

describe('minimumQuantityShown', () => {
  it('shows 1 for an e-commerce customer on a fulfillment item', () => {
    expect(minimumQuantityShown({ sellMultiple: 12, fulfillmentItem: true }, { ecomCustomer: true })).toBe(1);
  });

  it('shows the sell multiple otherwise', () => {
    expect(minimumQuantityShown({ sellMultiple: 12, fulfillmentItem: false }, { ecomCustomer: true })).toBe(12);
    expect(minimumQuantityShown({ sellMultiple: 12, fulfillmentItem: true }, { ecomCustomer: false })).toBe(12);
    expect(minimumQuantityShown({ sellMultiple: 12, fulfillmentItem: true }, null)).toBe(12);
  });
});

describe('largestPackageQuantity', () => {
  it('is 999,950 with packs of 50 and a maximum of 999,999', () => {
    expect(largestPackageQuantity(QUANTITY_MAX, 50)).toBe(999_950);
  });

  it('is the maximum itself when packs of 1', () => {
    expect(largestPackageQuantity(999_999, 1)).toBe(999_999);
  });

  it('treats a bad package quantity as 1', () => {
    expect(largestPackageQuantity(100, 0)).toBe(100);
  });
});

describe('describeRounding', () => {
  it('says "Rounded up to 24: 2 packs of 12"', () => {
    expect(describeRounding(24, 12)).toBe('Rounded up to 24: 2 packs of 12');
  });

  it('uses the singular for one pack', () => {
    expect(describeRounding(12, 12)).toBe('Rounded up to 12: 1 pack of 12');
  });

  it('says "down" when the quantity asked for was larger: 999,999 held to 999,950 in packs of 50', () => {
    expect(describeRounding(999_950, 50, 999_999)).toBe('Rounded down to 999,950: 19,999 packs of 50');
  });

  it('says "up" when the quantity asked for was smaller', () => {
    expect(describeRounding(30, 10, 25)).toBe('Rounded up to 30: 3 packs of 10');
  });

  it('groups thousands', () => {
    expect(describeRounding(1200, 12)).toBe('Rounded up to 1,200: 100 packs of 12');
  });
});

describe('suggestedAddOnQuantity', () => {
  it('suggests perMainUnit x main quantity, rounded up to the add-on package: 0.5 x 30 in packs of 4 is 16', () => {
    expect(suggestedAddOnQuantity(0.5, 30, 4)).toBe(16);
  });

  it('does not round 0.1 x 30 up to a second unit through floating-point error', () => {
    expect(suggestedAddOnQuantity(0.1, 30, 1)).toBe(3);
  });

  it('suggests no more than the whole packs one line may hold: 2 x 999,990 in packs of 4 is 999,996', () => {
    expect(suggestedAddOnQuantity(2, 999_990, 4)).toBe(999_996);
  });

  it('suggests 0 when the main quantity is empty or 0', () => {
    expect(suggestedAddOnQuantity(2, null, 1)).toBe(0);
    expect(suggestedAddOnQuantity(2, 0, 1)).toBe(0);
  });
});

describe('stepQuantity (the spinner: step = package quantity, bounds 0 and max)', () => {
  it('steps 7 up to 10 and down to 5 when the package quantity is 5', () => {
    expect(stepQuantity(7, 5, 1, 1000)).toBe(10);
    expect(stepQuantity(7, 5, -1, 1000)).toBe(5);
  });
  it('steps a multiple by one whole pack', () => {
    expect(stepQuantity(10, 5, 1, 1000)).toBe(15);
    expect(stepQuantity(10, 5, -1, 1000)).toBe(5);
  });
  it('never goes below 0 or past the maximum; an empty field steps up from 0', () => {
    expect(stepQuantity(5, 5, -1, 1000)).toBe(0);
    expect(stepQuantity(0, 5, -1, 1000)).toBe(0);
    expect(stepQuantity(995, 5, 1, 995)).toBe(995);
    expect(stepQuantity(null, 5, 1, 1000)).toBe(5);
  });
});

describe('roundUpToPackageWithin', () => {
  it('rounds 7 up to 10 when the package quantity is 5', () => {
    expect(roundUpToPackageWithin(7, 5)).toBe(10);
  });
  it('never passes the largest whole number of packs within the maximum', () => {
    expect(roundUpToPackageWithin(999_999, 50)).toBe(999_950);
  });
});

describe('packNoun and packSizeText', () => {
  it('call 1 unit "Each", 2 to 6 a pack and more a case', () => {
    expect([1, 2, 6, 10, 100].map(packNoun)).toEqual(['each', 'pack', 'pack', 'case', 'case']);
    expect([1, 6, 12, 100].map(packSizeText)).toEqual(['Each', 'Pack of 6', 'Case of 12', 'Case of 100']);
  });

  it('treat a package quantity below 1 as sold singly', () => {
    expect(packSizeText(0)).toBe('Each');
  });
});

describe('quantityLimitMessage: why a quantity above the largest one line holds is refused (issue 41)', () => {
  it('says what was typed and the most one line holds: "99,999,999 is more than one line holds: at most 999,990 (99,999 cases of 10)"', () => {
    expect(quantityLimitMessage(99_999_999, largestPackageQuantity(QUANTITY_MAX, 10), 10)).toBe(
      '99,999,999 is more than one line holds: at most 999,990 (99,999 cases of 10)',
    );
  });

  it('names packs of 2 to 6 "packs", and says no packs for items sold singly', () => {
    expect(quantityLimitMessage(1_000_000, 999_996, 6)).toBe('1,000,000 is more than one line holds: at most 999,996 (166,666 packs of 6)');
    expect(quantityLimitMessage(1_000_000, QUANTITY_MAX, 1)).toBe('1,000,000 is more than one line holds: at most 999,999');
  });
});
