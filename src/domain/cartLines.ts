/**
 * Rules of the cart page (HOST-CONTRACT sections 7 and 9): how lines are grouped, the
 * summary a cart answer gives the badges, and whether any line has a backorder (its words
 * are the one stock rule's, src/domain/stock.ts).
 */
import type { Cart, CartInfo, CartLine } from '../contract/responses';
import { formatNumber } from './format';
import { minimumQuantityShown } from './quantity';

/** A line on its own, or the lines of one configurator kit under the kit's name. */
export type CartLineGroup =
  | { readonly kind: 'line'; readonly line: CartLine }
  | { readonly kind: 'kit'; readonly kitName: string; readonly lines: readonly CartLine[] };

/**
 * The cart's lines in the service's order, each kit's lines gathered under its `kitName`
 * where the kit's first line stands (a kit added in two steps still shows as one group).
 */
export function groupCartLines(lines: readonly CartLine[]): CartLineGroup[] {
  const groups: CartLineGroup[] = [];
  const kits = new Map<string, CartLine[]>();
  for (const line of lines) {
    const kitName = line.kitName?.trim();
    if (!kitName) {
      groups.push({ kind: 'line', line });
      continue;
    }
    const kit = kits.get(kitName);
    if (kit) {
      kit.push(line);
      continue;
    }
    const kitLines = [line];
    kits.set(kitName, kitLines);
    groups.push({ kind: 'kit', kitName, lines: kitLines });
  }
  return groups;
}

/** The summary of a cart answer, as `update cart` carries it to every badge. */
export function cartInfoOf(cart: Pick<Cart, 'lineCount' | 'totalQuantity' | 'subtotal'>): CartInfo {
  return { lineCount: cart.lineCount, totalQuantity: cart.totalQuantity, subtotal: cart.subtotal };
}

/** True when two summaries say the same: the same lines, units and subtotal. */
type CartSummary = { lineCount: number; totalQuantity: number; subtotal: number | null };
export function sameCartInfo(a: CartSummary | null | undefined, b: CartSummary | null | undefined): boolean {
  if (!a || !b) return false;
  return a.lineCount === b.lineCount && a.totalQuantity === b.totalQuantity && a.subtotal === b.subtotal;
}

/** True when any line has a backorder (then 'Clear backorders' is offered). */
export function hasBackorders(lines: readonly Pick<CartLine, 'backorderQuantity'>[]): boolean {
  return lines.some((line) => line.backorderQuantity > 0);
}

/** "3 lines, 120 units" for the cart's heading and summary. */
export function describeCartSize(info: Pick<CartInfo, 'lineCount' | 'totalQuantity'>): string {
  const lines = `${formatNumber(info.lineCount)} ${info.lineCount === 1 ? 'line' : 'lines'}`;
  const units = `${formatNumber(info.totalQuantity)} ${info.totalQuantity === 1 ? 'unit' : 'units'}`;
  return `${lines}, ${units}`;
}

/**
 * The package a line's quantity is rounded to, as the service checks it: 1 for an
 * e-commerce customer on a fulfillment item, else the sell multiple (minimumQuantityShown).
 */
export function linePackageQuantity(
  line: Pick<CartLine, 'sellMultiple' | 'fulfillmentItem'>,
  customer: { ecomCustomer?: boolean } | null | undefined,
): number {
  return minimumQuantityShown({ sellMultiple: line.sellMultiple, fulfillmentItem: line.fulfillmentItem === true }, customer);
}
