import { describe, expect, it } from 'vitest';
import { formatReceiptDate, OVER_STOCK_FACTOR, overStock, overStockQuestion, stockLineText, stockStatus, type StockFacts, type StockStatus } from './stock';

const at = (warehouseName: string, quantityAvailable: number, nextReceiptDate: string | null = null) => ({
  warehouse: { warehouseName },
  quantityAvailable,
  nextReceiptDate,
});
const burton = (n: number, date: string | null = null) => at('Burton, OH', n, date);
const lancaster = (n: number) => at('Lancaster, PA', n);
/** The viewer's day in these cases: before the receipt dates they name. */
const TODAY = '2026-12-01';

describe('stockStatus: one sentence and tone for a quantity of an item, wherever it is shown', () => {
  const cases: [string, StockFacts, StockStatus][] = [
    ['own warehouse has the quantity', { availability: [burton(120), lancaster(5)], quantity: 10 }, { tone: 'in-stock', sentence: 'In stock: 120 at Burton, OH' }],
    ['exactly the quantity is in stock', { availability: [burton(10)], quantity: 10 }, { tone: 'in-stock', sentence: 'In stock: 10 at Burton, OH' }],
    ['no quantity counts as one', { availability: [burton(1)], quantity: null }, { tone: 'in-stock', sentence: 'In stock: 1 at Burton, OH' }],
    ['own has none, backup has it', { availability: [burton(0), lancaster(190)], quantity: 10 }, { tone: 'backup', sentence: 'Available at Lancaster, PA (backup warehouse): 190' }],
    ['own has part, backup the rest', { availability: [burton(4), lancaster(190)], quantity: 10 }, { tone: 'backup', sentence: '4 at Burton, OH, 6 more at Lancaster, PA (backup warehouse)' }],
    ['neither has it, receipt due', { availability: [burton(0, '2026-12-03'), lancaster(3)], quantity: 10 }, { tone: 'backorder', sentence: 'Backorder at Burton, OH: expected Dec 3, 2026' }],
    ['neither has it, no receipt due', { availability: [burton(0)], quantity: 10 }, { tone: 'backorder', sentence: 'Backorder at Burton, OH: ships when received' }],
    ['part in stock, the rest on backorder', { availability: [burton(4, '2026-12-03')], quantity: 10 }, { tone: 'backorder', sentence: '4 in stock at Burton, OH, 6 on backorder: expected Dec 3, 2026' }],
    ['negative stock is none', { availability: [burton(-3)], quantity: 1 }, { tone: 'backorder', sentence: 'Backorder at Burton, OH: ships when received' }],
    ['no figures at all', { availability: [], quantity: 10 }, { tone: 'unknown', sentence: 'Ask for availability' }],
    // Cart lines: the service's backorderQuantity decides what the own warehouse lacks.
    ['cart line without backorder', { availability: [burton(120)], quantity: 10, backorderQuantity: 0 }, { tone: 'in-stock', sentence: 'In stock: 120 at Burton, OH' }],
    ['cart line backordered, backup has it', { availability: [burton(0), lancaster(190)], quantity: 10, backorderQuantity: 10 }, { tone: 'backup', sentence: 'Available at Lancaster, PA (backup warehouse): 190' }],
    ['cart line partly backordered', { availability: [burton(4, '2026-12-03')], quantity: 10, backorderQuantity: 6 }, { tone: 'backorder', sentence: '4 in stock at Burton, OH, 6 on backorder: expected Dec 3, 2026' }],
    ['cart line of a host without availability', { quantity: 10, backorderQuantity: 10 }, { tone: 'backorder', sentence: 'Backorder: ships when received' }],
    ['cart line of a host without availability, in stock', { quantity: 10, backorderQuantity: 0 }, { tone: 'in-stock', sentence: 'In stock: 10' }],
  ];
  it.each(cases)('%s', (_, facts, expected) => {
    expect(stockStatus(facts, TODAY)).toEqual(expected);
  });

  it("never names a receipt date before the viewer's today: a late receipt is 'expected soon'", () => {
    const late = [burton(0, '2026-12-04'), lancaster(3)];
    expect(stockStatus({ availability: late, quantity: 10 }, '2026-12-06')).toEqual({ tone: 'backorder', sentence: 'Backorder at Burton, OH: expected soon' });
    expect(stockStatus({ availability: [burton(4, '2026-12-04')], quantity: 10 }, '2026-12-06').sentence).toBe('4 in stock at Burton, OH, 6 on backorder: expected soon');
    expect(stockStatus({ availability: late, quantity: 10 }, '2026-12-04').sentence).toBe('Backorder at Burton, OH: expected Dec 4, 2026');
  });

  it('says the same for a card quantity and a cart line of that quantity over the same stock', () => {
    for (const availability of [[burton(120)], [burton(0), lancaster(190)], [burton(4, '2026-12-03')], [burton(0)]]) {
      const own = Math.max(0, availability[0]!.quantityAvailable);
      expect(stockStatus({ availability, quantity: 10, backorderQuantity: Math.max(0, 10 - own) }, TODAY)).toEqual(stockStatus({ availability, quantity: 10 }, TODAY));
    }
  });
});

describe('stockLineText', () => {
  it("prefers the service's stock message", () => {
    expect(stockLineText({ stockMessage: 'Ships from the grower in 2 weeks', quantityAvailable: 5 }, TODAY)).toBe('Ships from the grower in 2 weeks');
  });
  it("else says stockStatus's sentence for the quantity, at the warehouse when named", () => {
    expect(stockLineText({ quantityAvailable: 480, warehouseName: 'Burton, OH', quantity: 24 }, TODAY)).toBe('In stock: 480 at Burton, OH');
    expect(stockLineText({ quantityAvailable: 10, quantity: 24 }, TODAY)).toBe('10 in stock, 14 on backorder: ships when received');
  });
  it('asks for availability when the count is unknown', () => {
    expect(stockLineText({ quantityAvailable: null }, TODAY)).toBe('Ask for availability');
  });
});

describe('formatReceiptDate', () => {
  it('writes an ISO date from today on as a short date', () => {
    expect(formatReceiptDate('2026-12-03', '2026-12-01')).toBe('Dec 3, 2026');
    expect(formatReceiptDate('2026-12-03T00:00:00Z', '2026-12-03')).toBe('Dec 3, 2026');
  });
  it("says 'soon' for a date before today, never a past date", () => {
    expect(formatReceiptDate('2026-12-04', '2026-12-06')).toBe('soon');
    expect(formatReceiptDate('2025-01-31', '2026-12-06')).toBe('soon');
  });
  it('keeps text that is not an ISO date', () => {
    expect(formatReceiptDate('next week', '2026-12-06')).toBe('next week');
  });
});

describe('overStock: one rule wherever a quantity is set (issues 30 and 41)', () => {
  const stock = [{ quantityAvailable: 1000 }, { quantityAvailable: 175 }];

  it('asks about more than ten times the stock of every warehouse together', () => {
    expect(overStock(999_975, stock, 'PVC Tray')).toEqual({ quantity: 999_975, inStock: 1175, itemName: 'PVC Tray' });
    expect(OVER_STOCK_FACTOR).toBe(10);
  });

  it('does not ask at exactly ten times the stock', () => {
    expect(overStock(11_750, stock)).toBeNull();
    expect(overStock(11_751, stock)).not.toBeNull();
  });

  it('does not ask when nothing is in stock or no warehouse is listed (a backorder is meant)', () => {
    expect(overStock(500, [{ quantityAvailable: 0 }, { quantityAvailable: -3 }])).toBeNull();
    expect(overStock(500, [])).toBeNull();
    expect(overStock(500, null)).toBeNull();
    expect(overStock(null, stock)).toBeNull();
  });

  it('asks about 500 against 17 in stock (the quick order pad added it without a word)', () => {
    expect(overStock(500, [{ quantityAvailable: 17 }], 'Hose bib')).toEqual({ quantity: 500, inStock: 17, itemName: 'Hose bib' });
  });
});

describe('overStockQuestion: the same words wherever it is asked', () => {
  it('says the quantity, the item and the stock: "You asked for 999,975 of PVC Tray; 1,175 are in stock."', () => {
    expect(overStockQuestion([{ quantity: 999_975, inStock: 1175, itemName: 'PVC Tray' }])).toBe('You asked for 999,975 of PVC Tray; 1,175 are in stock.');
    expect(overStockQuestion([{ quantity: 500, inStock: 1, itemName: null }])).toBe('You asked for 500; 1 is in stock.');
  });

  it('lists every item of a kit that is over, with its stock', () => {
    expect(
      overStockQuestion([
        { quantity: 12_000, inStock: 500, itemName: 'Bench leg' },
        { quantity: 4000, inStock: 100, itemName: 'Track' },
        { quantity: 30, inStock: 1, itemName: 'End cap' },
      ]),
    ).toBe('You asked for 12,000 of Bench leg (500 in stock), 4,000 of Track (100 in stock) and 30 of End cap (1 in stock).');
  });
});
