import { describe, expect, it } from 'vitest';
import { nameTier, searchWords, singularOf } from './relevance';

describe('singularOf', () => {
  it('reads the plurals of catalogue names as their singular, and leaves other words alone', () => {
    expect(['pots', 'trays', 'benches', 'boxes', 'supplies', 'glasses', 'tubes', 'pot', 'grass', 'cactus', 'gas'].map(singularOf)).toEqual([
      'pot', 'tray', 'bench', 'box', 'supply', 'glass', 'tube', 'pot', 'grass', 'cactus', 'gas',
    ]);
  });
});

describe('nameTier', () => {
  const pots = searchWords('pots');

  it('puts what the item is first, then a whole word elsewhere, then the letters inside a longer word, then no match in the name', () => {
    expect(nameTier('6 in. Standard Round Pot, Black', pots)).toBe(0);
    expect(nameTier('10-Count Pot Carrier for 6 in. Pots, Terracotta', pots)).toBe(1);
    expect(nameTier('Narrow Potting Scoop', searchWords('pot'))).toBe(2);
    expect(nameTier('Sweet Potato Vine Purple Liner', searchWords('pot'))).toBe(2);
    expect(nameTier('Heavy-Duty 1020 Flat Tray, No Holes', pots)).toBe(3);
  });

  it('counts singular and plural alike, both ways', () => {
    expect(nameTier('6 in. Standard Round Pot, Black', searchWords('pot'))).toBe(0);
    expect(nameTier('Pot Carrier for 6 in. Pots', searchWords('carriers'))).toBe(0);
    expect(nameTier('Greenhouse Benches Kit', searchWords('bench'))).toBe(1);
  });

  it('adds up the words of the term', () => {
    expect(nameTier('Heavy-Duty 1020 Flat Tray, No Holes', searchWords('1020 flat tray'))).toBe(2);
    expect(nameTier('1020 Flat Tray Insert', searchWords('1020 flat tray'))).toBe(3);
  });
});
