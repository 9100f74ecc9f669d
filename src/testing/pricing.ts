/**
 * Reads one item's price the way a buyer does, from the visible text of a card, page, line
 * or row, and checks that its numbers agree: the unit price's unit is the quantity's unit,
 * a pack costs the unit price times the units in it, and a line total is the quantity times
 * the unit price. Every view that shows a price has a test through these.
 */
import { expect } from 'vitest';
import { toCents } from '../domain/money';

export type PricingRead = {
  /** "$3.25 / EA" → 3.25 */
  unitPrice: number;
  /** "$3.25 / EA" → "EA" */
  priceUnit: string;
  /** "$32.50 a case of 10" → 32.5; null when no pack price shows. */
  packPrice: number | null;
  /** "$32.50 a case of 10" → 10 */
  packSize: number | null;
  /** "case", "pack" */
  packNoun: string | null;
};

const MONEY = String.raw`-?\$[\d,]+\.\d{2}`;
const money = (text: string): number => Number(text.replace(/[$,]/g, ''));

/** The first element in `scope` (itself included) whose own text matches `pattern`. */
function matchIn(scope: Element, pattern: RegExp): RegExpExecArray | null {
  for (const element of [scope, ...scope.querySelectorAll('*')].reverse()) {
    const found = pattern.exec((element.textContent ?? '').replace(/\s+/g, ' ').trim());
    if (found !== null) return found;
  }
  return null;
}

/**
 * The price texts inside `scope`, each read from the innermost element that holds it (a
 * block's text runs into its neighbour's in textContent): the unit price opens its element,
 * the pack price is a whole element.
 */
export function readPricing(scope: Element): PricingRead {
  const unitPrice = matchIn(scope, new RegExp(`^(${MONEY}) / ([A-Z]{2,3})(?![A-Za-z])`));
  if (unitPrice === null) throw new Error(`no "$x.xx / UNIT" price in: ${scope.textContent}`);
  const pack = matchIn(scope, new RegExp(`^(${MONEY}) a (\\w+) of ([\\d,]+)$`));
  return {
    unitPrice: money(unitPrice[1]!),
    priceUnit: unitPrice[2]!,
    packPrice: pack === null ? null : money(pack[1]!),
    packNoun: pack === null ? null : pack[2]!,
    packSize: pack === null ? null : Number(pack[3]!.replace(/,/g, '')),
  };
}

/** The quantity editor's value and the unit shown beside it (its aria-describedby text). */
export function readQuantity(field: HTMLElement): { quantity: number; unit: string } {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const unit = ids.map((id) => field.ownerDocument.getElementById(id)?.textContent ?? '').join(' ').trim();
  return { quantity: Number((field as HTMLInputElement).value.replace(/,/g, '')), unit };
}


/**
 * Price, unit, pack and quantity (and line total, where the view has one) agree: the
 * quantity counts the price's unit, the pack price is the unit price times the pack size,
 * and the line total is the quantity times the unit price.
 */
export function expectPricingAgrees(
  read: PricingRead,
  quantity: { quantity: number; unit: string } | null,
  lineTotal: number | null = null,
): void {
  if (read.packPrice !== null) expect(toCents(read.packPrice)).toBe(toCents(read.unitPrice * (read.packSize ?? 0)));
  if (quantity !== null) {
    expect(quantity.unit).toBe(read.priceUnit);
    if (lineTotal !== null) expect(toCents(lineTotal)).toBe(toCents(quantity.quantity * read.unitPrice));
  }
}
