import { describe, expect, it } from 'vitest';
import { fromCents, parseMoneyText, roundToCents, toCents } from './money';

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

describe('money typed by a person', () => {
  it('reads dollars and cents as whole cents without floating point: 120.5 is 12050, 1,234.56 is 123456, $0.07 is 7', () => {
    expect(parseMoneyText('120.5')).toEqual({ cents: 12050 });
    expect(parseMoneyText(' 1,234.56 ')).toEqual({ cents: 123456 });
    expect(parseMoneyText('$0.07')).toEqual({ cents: 7 });
    expect(parseMoneyText('19.99')).toEqual({ cents: 1999 });
    expect(parseMoneyText('12.')).toEqual({ cents: 1200 });
    expect(parseMoneyText('.5')).toEqual({ cents: 50 });
  });
  it('tells an empty text, a negative one, a third decimal and what is no amount apart', () => {
    expect(parseMoneyText('  ')).toEqual({ problem: 'empty' });
    expect(parseMoneyText('-5')).toEqual({ problem: 'negative' });
    expect(parseMoneyText('12.345')).toEqual({ problem: 'tooPrecise' });
    for (const text of ['abc', '1e3', '12,34', '1.2.3', '$', '12 34']) expect(parseMoneyText(text), text).toEqual({ problem: 'notAmount' });
  });
  it('turns whole cents back into dollars for a request', () => {
    expect(fromCents(12050)).toBe(120.5);
    expect(fromCents(7)).toBe(0.07);
    expect(toCents(fromCents(123456))).toBe(123456);
  });
});
