import { describe, expect, it } from 'vitest';
import type { CartLine } from '../contract/responses';
import { cartInfoOf, describeCartSize, groupCartLines, hasBackorders, linePackageQuantity, sameCartInfo } from './cartLines';

const line = (itemId: number, overrides: Partial<CartLine> = {}): CartLine => ({
  itemId,
  itemNumber: `IT-${itemId}`,
  itemName: `Item ${itemId}`,
  quantity: 10,
  sellMultiple: 5,
  price: 2,
  lineTotal: 20,
  imageNames: [],
  unitOfMeasure: 'EA',
  backorderQuantity: 0,
  kitName: null,
  ...overrides,
});

describe('groupCartLines', () => {
  it('keeps lines without a kit on their own, in the service order', () => {
    const groups = groupCartLines([line(1), line(2)]);
    expect(groups).toEqual([{ kind: 'line', line: line(1) }, { kind: 'line', line: line(2) }]);
  });

  it("gathers a kit's lines under its kitName where the kit's first line stands", () => {
    const lines = [line(1), line(2, { kitName: 'Bench kit' }), line(3), line(4, { kitName: 'Bench kit' })];
    const groups = groupCartLines(lines);
    expect(groups.map((g) => (g.kind === 'kit' ? `${g.kitName}:${g.lines.map((l) => l.itemId).join(',')}` : g.line.itemId))).toEqual([
      1,
      'Bench kit:2,4',
      3,
    ]);
  });

  it('treats a blank kitName as no kit', () => {
    expect(groupCartLines([line(1, { kitName: '  ' })])[0]?.kind).toBe('line');
  });
});

describe('cart summaries', () => {
  it('takes the badge summary from a cart answer', () => {
    expect(cartInfoOf({ lineCount: 2, totalQuantity: 30, subtotal: 12.5 })).toEqual({ lineCount: 2, totalQuantity: 30, subtotal: 12.5 });
  });

  it('counts two summaries the same only when lines, units and subtotal agree', () => {
    const a = { lineCount: 2, totalQuantity: 30, subtotal: 12.5 };
    expect(sameCartInfo(a, { ...a })).toBe(true);
    expect(sameCartInfo(a, { ...a, subtotal: 12 })).toBe(false);
    expect(sameCartInfo(a, { ...a, totalQuantity: 31 })).toBe(false);
    expect(sameCartInfo(a, null)).toBe(false);
  });

  it('says "1 line, 1 unit" and "3 lines, 1,200 units"', () => {
    expect(describeCartSize({ lineCount: 1, totalQuantity: 1 })).toBe('1 line, 1 unit');
    expect(describeCartSize({ lineCount: 3, totalQuantity: 1200 })).toBe('3 lines, 1,200 units');
  });
});

describe('hasBackorders', () => {
  it('is true when a line has more than the warehouse has', () => {
    expect(hasBackorders([line(1)])).toBe(false);
    expect(hasBackorders([line(1), line(2, { backorderQuantity: 3 })])).toBe(true);
  });
});

describe('linePackageQuantity', () => {
  it('is the sell multiple, and 1 for an e-commerce customer on a fulfillment item', () => {
    expect(linePackageQuantity({ sellMultiple: 6 }, { ecomCustomer: true })).toBe(6);
    expect(linePackageQuantity({ sellMultiple: 6, fulfillmentItem: true }, { ecomCustomer: false })).toBe(6);
    expect(linePackageQuantity({ sellMultiple: 6, fulfillmentItem: true }, { ecomCustomer: true })).toBe(1);
  });
});
