import { describe, expect, it } from 'vitest';
import { formatReceiptDate, overStockQuestion, quantityAvailableText, stockLineText } from './stock';

describe('quantityAvailableText', () => {
  it('counts what is available with thousands separators', () => {
    expect(quantityAvailableText(1200)).toBe('1,200 available');
  });
  it('says out of stock at zero or below', () => {
    expect(quantityAvailableText(0)).toBe('Out of stock');
    expect(quantityAvailableText(-4)).toBe('Out of stock');
  });
  it('asks for availability when the count is unknown', () => {
    expect(quantityAvailableText(null)).toBe('Ask for availability');
  });
});

describe('stockLineText', () => {
  it("prefers the service's stock message", () => {
    expect(stockLineText({ stockMessage: 'Ships from the grower in 2 weeks', quantityAvailable: 5 })).toBe('Ships from the grower in 2 weeks');
  });
  it('names the warehouse when known', () => {
    expect(stockLineText({ quantityAvailable: 480, warehouseName: 'Burton, OH' })).toBe('480 available at Burton, OH');
  });
  it('gives the count alone without a warehouse', () => {
    expect(stockLineText({ quantityAvailable: 0 })).toBe('Out of stock');
  });
});

describe('formatReceiptDate', () => {
  it('writes an ISO date as a short date', () => {
    expect(formatReceiptDate('2026-12-03')).toBe('Dec 3, 2026');
  });
  it('keeps text that is not an ISO date', () => {
    expect(formatReceiptDate('next week')).toBe('next week');
  });
});

describe('overStockQuestion', () => {
  const stock = [{ quantityAvailable: 1000 }, { quantityAvailable: 175 }];

  it('asks before adding more than ten times the stock of both warehouses', () => {
    expect(overStockQuestion(999_975, stock)).toBe('You are adding 999,975; 1,175 are in stock. Add anyway?');
  });

  it('does not ask at exactly ten times the stock', () => {
    expect(overStockQuestion(11_750, stock)).toBeNull();
    expect(overStockQuestion(11_751, stock)).not.toBeNull();
  });

  it('does not ask when nothing is in stock or no warehouse is listed (a backorder is meant)', () => {
    expect(overStockQuestion(500, [{ quantityAvailable: 0 }, { quantityAvailable: -3 }])).toBeNull();
    expect(overStockQuestion(500, [])).toBeNull();
    expect(overStockQuestion(null, stock)).toBeNull();
  });
});
