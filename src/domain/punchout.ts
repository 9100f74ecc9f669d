/**
 * Punchout (HOST-CONTRACT section 13): a buyer whose company buys through a procurement
 * system (SAP, Coupa, Ariba, Jaggaer) fills the cart here and sends it back as a requisition.
 * The rules both sides share: what the cart page offers, and how a cart line becomes a line
 * of the procurement system (its unit, quantity, unit price and lead time), in the one pack
 * rule of quantity.ts, so that quantity x unit price is the line total there too.
 */
import type { PageContext, Punchout } from '../contract/pageData';
import type { Cart, CartLine } from '../contract/responses';
import { groupCartLines, linePackageQuantity } from './cartLines';
import { dayNumber } from './format';
import { roundToCents } from './money';
import { unitOfMeasure } from './price';
import { isPackageMultiple, packNoun, packSizeText, roundUpToPackage } from './quantity';

export const PUNCHOUT_TEXT = {
  /** The cart page's button in `create` and `edit` (where `Check out` is otherwise). */
  transfer: 'Transfer cart',
  /** The cart page's button in `inspect`: the same call and post. */
  return: 'Return to purchasing system',
  /** The checkout in punchout, with a link to the cart page. */
  checkout: 'This cart goes back to your purchasing system from the cart page.',
} as const;

/** The cart may not be changed: a read-only login, or a procurement system that only shows it (`inspect`). */
export function cartIsReadOnly(context: Pick<PageContext, 'readOnly' | 'punchout'>): boolean {
  return context.readOnly || context.punchout?.operation === 'inspect';
}

/** The cart page's button in punchout. */
export function transferButtonLabel(punchout: Pick<Punchout, 'operation'>): string {
  return punchout.operation === 'inspect' ? PUNCHOUT_TEXT.return : PUNCHOUT_TEXT.transfer;
}

/**
 * The unit a procurement system counts a line in, as a UN/CEFACT code (Recommendation 20 and
 * 21): the item's own unit when sold singly (`EA`), `PK` for a pack of 2 to 6 and `CS` for a
 * case, as packNoun names them.
 */
export function procurementUnit(pack: number, itemUnit: string): string {
  const noun = packNoun(pack);
  return noun === 'each' ? itemUnit : noun === 'pack' ? 'PK' : 'CS';
}

/** Days from order to shipment when the cart's warehouse holds the whole quantity. */
export const IN_STOCK_LEAD_TIME_DAYS = 2;
/** Days when part is on backorder and no receipt is expected (the usual replenishment). */
export const BACKORDER_LEAD_TIME_DAYS = 21;

/**
 * A line's lead time in days: IN_STOCK_LEAD_TIME_DAYS when the cart's warehouse has it all,
 * else until the warehouse's next receipt plus that, else BACKORDER_LEAD_TIME_DAYS.
 */
export function leadTimeDays(line: Pick<CartLine, 'backorderQuantity' | 'availability'>, warehouseCode: string, today: string): number {
  if (line.backorderQuantity <= 0) return IN_STOCK_LEAD_TIME_DAYS;
  const receipt = line.availability?.find((a) => a.warehouse.warehouseCode === warehouseCode)?.nextReceiptDate ?? null;
  const from = dayNumber(today);
  const until = receipt === null ? null : dayNumber(receipt);
  if (from === null || until === null || until < from) return BACKORDER_LEAD_TIME_DAYS;
  return until - from + IN_STOCK_LEAD_TIME_DAYS;
}

/** One line of the cart as the procurement system receives it. */
export type TransferLine = {
  /** 1, 2, …: the position in the requisition. */
  readonly lineNumber: number;
  readonly itemId: number;
  readonly itemNumber: string;
  /** The item's name, and the pack when one unit of the line is a pack the name does not state. */
  readonly description: string;
  /** The configurator kit the line belongs to; its lines follow each other. */
  readonly kitName: string | null;
  /** In `unit`s: whole packs (cases, packs), or single units. */
  readonly quantity: number;
  /** UN/CEFACT code: `EA`, `PK`, `CS` (procurementUnit). */
  readonly unit: string;
  /** The storefront units in one `unit` (the pack size; 1 for single units). */
  readonly pack: number;
  /** The price of one `unit`, to the cent. */
  readonly unitPrice: number;
  /** quantity x unitPrice, to the cent. */
  readonly lineTotal: number;
  readonly leadTimeDays: number;
};

/** "6 in. Azalea Pot, Terracotta (Case of 10)"; the name alone when it states its pack or the line is in single units. */
function describeLine(itemName: string, pack: number): string {
  const packText = packSizeText(pack);
  return pack === 1 || itemName.toLowerCase().includes(packText.toLowerCase()) ? itemName : `${itemName} (${packText})`;
}

/**
 * The cart's lines as the procurement system receives them, in the cart page's order (each
 * kit's lines together where its first line stands). A line in whole packs goes as packs
 * (`CS` or `PK`, at the pack's price); a line sold singly, or one that is not a whole number
 * of packs, goes in the item's own unit. A line without a price goes at 0.
 */
export function transferLines(
  cart: Pick<Cart, 'lines' | 'warehouseCode'>,
  customer: { ecomCustomer?: boolean } | null | undefined,
  today: string,
): TransferLine[] {
  const ordered = groupCartLines(cart.lines).flatMap((group) => (group.kind === 'line' ? [group.line] : group.lines));
  return ordered.map((line, index) => {
    const packed = linePackageQuantity(line, customer);
    const pack = isPackageMultiple(line.quantity, packed) ? packed : 1;
    const quantity = line.quantity / pack;
    const unitPrice = roundToCents((line.price ?? 0) * pack);
    return {
      lineNumber: index + 1,
      itemId: line.itemId,
      itemNumber: line.itemNumber,
      description: describeLine(line.itemName, pack),
      kitName: line.kitName?.trim() || null,
      quantity,
      unit: procurementUnit(pack, unitOfMeasure(line)),
      pack,
      unitPrice,
      lineTotal: roundToCents(unitPrice * quantity),
      leadTimeDays: leadTimeDays(line, cart.warehouseCode, today),
    };
  });
}

/** The sum of the lines' totals: what the requisition says the cart costs. */
export function transferTotal(lines: readonly Pick<TransferLine, 'lineTotal'>[]): number {
  return roundToCents(lines.reduce((sum, line) => sum + line.lineTotal, 0));
}

/**
 * Storefront units of a line the procurement system sends back (cXML `edit` and `inspect`):
 * `quantity` of `unit` where one unit holds `pack` (the pack the line was sent with, else the
 * item's pack for `PK` and `CS`), whole packs of the item's pack rule.
 */
export function unitsFromProcurement(quantity: number, unit: string, pack: number | null, itemPack: number): number {
  const perUnit = pack ?? (/^(PK|CS)$/i.test(unit.trim()) ? itemPack : 1);
  return roundUpToPackage(Math.round(quantity * perUnit * 1e6) / 1e6, itemPack);
}
