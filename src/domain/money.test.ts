import { describe, expect, it } from 'vitest';
import { roundToCents, toCents } from './money';

describe('money', () => {
  it('rounds a sum of prices to whole cents: 0.1 + 0.2 is 0.3', () => {
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
    expect(roundToCents(10 * 3.25)).toBe(32.5);
    expect(roundToCents(19.499999)).toBe(19.5);
  });
  it('counts dollars as whole cents, so two totals compare exactly', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(90.15)).toBe(9015);
    expect(toCents(roundToCents(1234.5678))).toBe(123457);
  });
});
