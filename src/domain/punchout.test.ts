import { describe, expect, it } from 'vitest';
import type { CartLine } from '../contract/responses';
import {
  BACKORDER_LEAD_TIME_DAYS, IN_STOCK_LEAD_TIME_DAYS, cartIsReadOnly, leadTimeDays, procurementUnit, transferButtonLabel, transferLines,
  transferTotal, unitsFromProcurement,
} from './punchout';

const line = (itemId: number, overrides: Partial<CartLine> = {}): CartLine => ({
  itemId,
  itemNumber: `CT0${itemId}`,
  itemName: `Azalea Pot ${itemId}`,
  quantity: 10,
  sellMultiple: 10,
  price: 3.25,
  lineTotal: 32.5,
  imageNames: [],
  unitOfMeasure: 'EA',
  backorderQuantity: 0,
  kitName: null,
  ...overrides,
});
const cart = (lines: CartLine[]) => ({ lines, warehouseCode: '1001' });
const TODAY = '2026-05-04';

describe('what the cart page offers in punchout', () => {
  it('is read-only for a read-only login and for a procurement system that only inspects the cart', () => {
    expect(cartIsReadOnly({ readOnly: false, punchout: null })).toBe(false);
    expect(cartIsReadOnly({ readOnly: true, punchout: null })).toBe(true);
    expect(cartIsReadOnly({ readOnly: false, punchout: { protocol: 'cxml', operation: 'inspect' } })).toBe(true);
    expect(cartIsReadOnly({ readOnly: false, punchout: { protocol: 'cxml', operation: 'edit' } })).toBe(false);
  });

  it('offers Transfer cart in create and edit, Return to purchasing system in inspect', () => {
    expect(transferButtonLabel({ operation: 'create' })).toBe('Transfer cart');
    expect(transferButtonLabel({ operation: 'edit' })).toBe('Transfer cart');
    expect(transferButtonLabel({ operation: 'inspect' })).toBe('Return to purchasing system');
  });
});

describe('procurementUnit: the pack rule names the UN/CEFACT unit', () => {
  it('sends 1 as the item’s own unit, 2 to 6 as a pack, more as a case', () => {
    expect([1, 2, 6, 7, 10, 100].map((pack) => procurementUnit(pack, 'EA'))).toEqual(['EA', 'PK', 'PK', 'CS', 'CS', 'CS']);
  });
});

describe('transferLines', () => {
  it('sends 20 pots in cases of 10 at $3.25 each as 2 CS at $32.50: quantity x unit price is the line total', () => {
    const [sent] = transferLines(cart([line(1, { quantity: 20, lineTotal: 65 })]), null, TODAY);
    expect(sent).toMatchObject({ lineNumber: 1, quantity: 2, unit: 'CS', pack: 10, unitPrice: 32.5, lineTotal: 65, description: 'Azalea Pot 1 (Case of 10)' });
  });

  it('sends a pack of 6 as PK and an item sold singly in its own unit, without a pack in the description', () => {
    const lines = transferLines(cart([line(1, { quantity: 12, sellMultiple: 6, price: 1.1 }), line(2, { quantity: 3, sellMultiple: 1, price: 7.99 })]), null, TODAY);
    expect(lines.map((l) => [l.quantity, l.unit, l.unitPrice, l.lineTotal, l.description])).toEqual([
      [2, 'PK', 6.6, 13.2, 'Azalea Pot 1 (Pack of 6)'],
      [3, 'EA', 7.99, 23.97, 'Azalea Pot 2'],
    ]);
  });

  it('does not repeat a pack the item name already states', () => {
    const [sent] = transferLines(cart([line(1, { itemName: '1020 Flat Tray, Black, Case of 100', quantity: 100, sellMultiple: 100, price: 0.5 })]), null, TODAY);
    expect(sent?.description).toBe('1020 Flat Tray, Black, Case of 100');
  });

  it('sends an e-commerce customer’s fulfillment line in ones, and a line that is not whole packs in single units', () => {
    const ecom = transferLines(cart([line(1, { quantity: 3, fulfillmentItem: true })]), { ecomCustomer: true }, TODAY)[0];
    expect(ecom).toMatchObject({ quantity: 3, unit: 'EA', pack: 1, unitPrice: 3.25, lineTotal: 9.75 });
    const odd = transferLines(cart([line(1, { quantity: 15 })]), null, TODAY)[0];
    expect(odd).toMatchObject({ quantity: 15, unit: 'EA', pack: 1 });
  });

  it('keeps a kit’s lines together where its first line stands, numbered in that order', () => {
    const kit = 'Bench configurator kit';
    const lines = transferLines(cart([line(1, { kitName: kit }), line(2), line(3, { kitName: kit }), line(4)]), null, TODAY);
    expect(lines.map((l) => [l.lineNumber, l.itemId, l.kitName])).toEqual([[1, 1, kit], [2, 3, kit], [3, 2, null], [4, 4, null]]);
  });

  it('sends a line without a price at 0, and totals the lines to the cent', () => {
    const lines = transferLines(cart([line(1, { price: null, lineTotal: null }), line(2, { price: 0.1, quantity: 30 }), line(3, { price: 0.2, quantity: 10 })]), null, TODAY);
    expect(lines[0]).toMatchObject({ unitPrice: 0, lineTotal: 0 });
    expect(transferTotal(lines)).toBe(5);
  });
});

describe('leadTimeDays', () => {
  const backorder = (date: string | null): Pick<CartLine, 'backorderQuantity' | 'availability'> => ({
    backorderQuantity: 4,
    availability: [{ warehouse: { warehouseCode: '1001', warehouseName: 'Burton, OH' }, quantityAvailable: 6, nextReceiptQty: date ? 50 : null, nextReceiptDate: date }],
  });

  it('is the in-stock time when the warehouse has it all, until the next receipt plus that when it does not', () => {
    expect(leadTimeDays({ backorderQuantity: 0 }, '1001', TODAY)).toBe(IN_STOCK_LEAD_TIME_DAYS);
    expect(leadTimeDays(backorder('2026-05-14'), '1001', TODAY)).toBe(10 + IN_STOCK_LEAD_TIME_DAYS);
  });

  it('is the usual replenishment time on backorder with no receipt expected (or one in the past)', () => {
    expect(leadTimeDays(backorder(null), '1001', TODAY)).toBe(BACKORDER_LEAD_TIME_DAYS);
    expect(leadTimeDays(backorder('2026-01-01'), '1001', TODAY)).toBe(BACKORDER_LEAD_TIME_DAYS);
  });
});

describe('unitsFromProcurement: a line sent back becomes whole packs again', () => {
  it('turns 2 CS of 10 back into 20, by the pack the line was sent with or else the item’s', () => {
    expect(unitsFromProcurement(2, 'CS', 10, 10)).toBe(20);
    expect(unitsFromProcurement(2, 'CS', null, 10)).toBe(20);
    expect(unitsFromProcurement(3, 'EA', null, 1)).toBe(3);
  });

  it('rounds what the procurement system changed up to whole packs of the item', () => {
    expect(unitsFromProcurement(15, 'EA', null, 10)).toBe(20);
    expect(unitsFromProcurement(1.5, 'CS', 10, 10)).toBe(20);
    expect(unitsFromProcurement(0, 'CS', 10, 10)).toBe(0);
  });
});
