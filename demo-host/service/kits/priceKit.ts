/**
 * Turns a kit plan into the priced kit the service answers: package rounding, customer
 * price, line totals, stock. A component the catalogue does not hold makes the kit
 * unorderable with a message, never a silent gap in the bill of materials.
 */
import type { Kit, KitLine } from '../../../src/contract/responses';
import { roundUpToPackage } from '../../../src/domain/quantity';
import type { KitPlan } from './rules';
import type { KitPricing } from '../kitPort';
import { roundToCents } from '../../../src/domain/money';


export function priceKit(plan: KitPlan, pricing: KitPricing): Kit {
  if (plan.lines.length === 0) {
    return { kitName: plan.kitName, lines: [], total: null, messages: plan.messages };
  }
  const infos = pricing.itemsByNumber(plan.lines.map((line) => line.itemNumber));
  const messages = [...plan.messages];
  const lines: KitLine[] = [];
  for (const planned of plan.lines) {
    const info = infos.get(planned.itemNumber);
    if (!info) {
      messages.push(`Component ${planned.itemNumber} is not in the catalogue, so this kit cannot be ordered online: call your sales representative.`);
      continue;
    }
    const quantity = roundUpToPackage(planned.requiredQuantity, info.sellMultiple);
    lines.push({
      itemId: info.itemId,
      itemNumber: info.itemNumber,
      itemName: info.itemName,
      role: planned.role,
      requiredQuantity: planned.requiredQuantity,
      quantity,
      sellMultiple: info.sellMultiple,
      ...(info.unitOfMeasure !== undefined ? { unitOfMeasure: info.unitOfMeasure } : {}),
      price: info.price,
      lineTotal: info.price === null ? null : roundToCents(info.price * quantity),
      quantityAvailable: info.quantityAvailable,
      stockMessage: info.stockMessage,
    });
  }
  const priced = lines.every((line) => line.lineTotal !== null);
  const total = priced ? roundToCents(lines.reduce((sum, line) => sum + (line.lineTotal ?? 0), 0)) : null;
  return { kitName: plan.kitName, lines, total, messages };
}
