import { describe, expect, it } from 'vitest';
import { kitFixture, kitLineFixture } from '../state/configuratorFixtures';
import { kitOverStock, maxLengthFt, parseLayoutNumber, validateBenchLayout } from './kits';

const layout = { benchWidthFt: 4, benchLengthFt: 24, benchCount: 2 };

describe('validateBenchLayout', () => {
  it('accepts every width sold, even lengths from 8 to 100 ft and 1 to 50 benches', () => {
    for (const benchWidthFt of [3, 4, 5, 6]) {
      for (const benchLengthFt of [8, 10, 54, 100]) {
        expect(validateBenchLayout('track', { benchWidthFt, benchLengthFt, benchCount: 1 })).toEqual([]);
      }
    }
    expect(validateBenchLayout('track', { ...layout, benchLengthFt: 40, benchCount: 50 })).toEqual([]);
  });

  it('ties a width that is not sold to the width field', () => {
    expect(validateBenchLayout('track', { ...layout, benchWidthFt: 4.5 })).toEqual([
      { field: 'benchWidthFt', message: 'Bench width 4.5 ft is not sold: choose 3, 4, 5 or 6 ft.' },
    ]);
    expect(validateBenchLayout('track', { ...layout, benchWidthFt: Number.NaN })[0]?.message).toBe('Choose a bench width: 3, 4, 5 or 6 ft.');
  });

  it('suggests the two sold lengths around an odd length', () => {
    expect(validateBenchLayout('slide', { ...layout, benchLengthFt: 25 })).toEqual([
      { field: 'benchLengthFt', message: 'Bench lengths go in 2-ft steps: choose 24 or 26 ft.' },
    ]);
  });

  it('asks for whole feet when the length is empty, not a number or fractional', () => {
    expect(validateBenchLayout('track', { ...layout, benchLengthFt: Number.NaN })[0]?.message).toBe('Enter the bench length in feet, from 8 to 100 ft.');
    expect(validateBenchLayout('track', { ...layout, benchLengthFt: 24.5 })[0]?.message).toBe('Enter the bench length in whole feet, from 8 to 100 ft.');
  });

  it('stops slide benches and conversions to slide at 80 ft, track benches at 100 ft', () => {
    expect(maxLengthFt('slide')).toBe(80);
    expect(maxLengthFt('conversion', 'slide')).toBe(80);
    expect(maxLengthFt('conversion', 'track')).toBe(100);
    expect(validateBenchLayout('conversion', { ...layout, benchLengthFt: 82 }, 'slide')).toEqual([
      { field: 'benchLengthFt', message: 'A bench converted to slide is at most 80 ft long: a longer top is too heavy to roll by hand.' },
    ]);
    expect(validateBenchLayout('track', { ...layout, benchLengthFt: 82 })).toEqual([]);
  });

  it('ties a count outside 1 to 50 to the count field', () => {
    expect(validateBenchLayout('track', { ...layout, benchCount: 0 })).toEqual([{ field: 'benchCount', message: 'Enter at least 1 bench.' }]);
    expect(validateBenchLayout('track', { ...layout, benchCount: 2.5 })[0]?.field).toBe('benchCount');
    expect(validateBenchLayout('track', { ...layout, benchCount: 51 })[0]?.message).toBe(
      'One kit holds at most 50 benches: order larger houses as several kits.',
    );
  });

  it('refuses more than 2,000 ft of bench in one kit, on the count field', () => {
    expect(validateBenchLayout('track', { ...layout, benchLengthFt: 100, benchCount: 20 })).toEqual([]);
    expect(validateBenchLayout('track', { ...layout, benchLengthFt: 100, benchCount: 21 })).toEqual([
      {
        field: 'benchCount',
        message: '21 benches of 100 ft make 2,100 ft of bench; one kit holds at most 2,000 ft: order fewer benches per kit.',
      },
    ]);
  });

  it('lists one problem per field, in field order', () => {
    expect(validateBenchLayout('track', { benchWidthFt: 7, benchLengthFt: 7, benchCount: 0 }).map((issue) => issue.field)).toEqual([
      'benchWidthFt',
      'benchLengthFt',
      'benchCount',
    ]);
  });
});

describe('parseLayoutNumber', () => {
  it('reads digits with an optional decimal part', () => {
    expect(parseLayoutNumber(' 24 ')).toBe(24);
    expect(parseLayoutNumber('24.5')).toBe(24.5);
    expect(parseLayoutNumber('-3')).toBe(-3);
  });

  it('gives NaN for empty text, units or other characters', () => {
    for (const text of ['', '  ', '24ft', '1e3', 'abc', '2,4']) expect(parseLayoutNumber(text)).toBeNaN();
  });
});

describe('kitOverStock: the over-stock rule for each component of a kit (issue 41)', () => {
  const line = (quantity: number, quantityAvailable: number | null) => kitLineFixture({ quantity, quantityAvailable });

  it('asks about a component needing more than ten times its stock, by name', () => {
    expect(kitOverStock(kitFixture(24, { lines: [line(60, 4), line(40, 4)] }))).toEqual([
      { quantity: 60, inStock: 4, itemName: 'Expanded Metal Bench Top, 4 ft x 8 ft, Galvanized' },
      null,
    ]);
  });

  it('asks nothing about a component whose stock is unknown or nil (a backorder is meant)', () => {
    expect(kitOverStock(kitFixture(24, { lines: [line(60, null), line(60, 0)] }))).toEqual([null, null]);
  });
});
