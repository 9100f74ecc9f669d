/**
 * The same stock seen by a search card, the product page and a cart line: each view's test
 * renders these cases and expects the very same sentence and tone (the one stock rule,
 * src/domain/stock.ts). A cart line's `backorderQuantity` is what the service counts: the
 * quantity beyond the own warehouse's stock.
 */
import type { Availability } from '../contract/responses';
import type { StockTone } from '../domain/stock';

/** The viewer's day the cases are seen on (`today` of the views): before the receipt date they name. */
export const STOCK_TODAY = '2026-12-01';

export type StockCase = { name: string; availability: Availability[]; quantity: number; sentence: string; tone: StockTone };

const at = (warehouseCode: string, warehouseName: string, quantityAvailable: number, nextReceiptDate: string | null = null): Availability => ({
  warehouse: { warehouseCode, warehouseName },
  quantityAvailable,
  nextReceiptQty: nextReceiptDate ? 200 : null,
  nextReceiptDate,
});

export const STOCK_CASES: readonly StockCase[] = [
  { name: 'in stock', availability: [at('1001', 'Burton, OH', 480), at('1002', 'Lancaster, PA', 90)], quantity: 10, sentence: 'In stock: 480 at Burton, OH', tone: 'in-stock' },
  { name: 'at the backup warehouse', availability: [at('1001', 'Burton, OH', 0), at('1002', 'Lancaster, PA', 190)], quantity: 10, sentence: 'Available at Lancaster, PA (backup warehouse): 190', tone: 'backup' },
  { name: 'on backorder', availability: [at('1001', 'Burton, OH', 0, '2026-12-03'), at('1002', 'Lancaster, PA', 2)], quantity: 10, sentence: 'Backorder at Burton, OH: expected Dec 3, 2026', tone: 'backorder' },
];

/** The backorder a cart line of the case's quantity gets from the service. */
export const backorderOf = (stockCase: StockCase): number => Math.max(0, stockCase.quantity - Math.max(0, stockCase.availability[0]!.quantityAvailable));
