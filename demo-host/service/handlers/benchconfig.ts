/**
 * benchconfig/* paths: the kit rules (./kits) plan the bench; this side prices the plan
 * for the caller through the KitPricing port.
 */
import type { RequestOf, ResponseOf } from '../../../src/contract/paths';
import { catalogViewer, type CallContext } from '../core';
import type { KitItemInfo, KitPricing } from '../kitPort';
import { kitHandlers } from '../kits/index';
import type { Viewer } from '../search/itemViews';

export function kitPricing(context: CallContext, viewer: Viewer): KitPricing {
  return {
    itemsByNumber(itemNumbers) {
      const result = new Map<string, KitItemInfo>();
      const ids: number[] = [];
      for (const number of new Set(itemNumbers)) {
        const row = context.core.items.rowByNumber(number);
        if (row !== null) ids.push(row.id);
      }
      const rows = context.core.items.rows(ids);
      const [warehouse] = context.core.items.availabilityWarehouses(viewer);
      const stock = warehouse === undefined ? null : context.core.items.stock(ids);
      for (const row of rows.values()) {
        result.set(row.item_number, {
          itemId: row.id,
          itemNumber: row.item_number,
          itemName: row.name,
          sellMultiple: row.sell_multiple,
          unitOfMeasure: row.unit_of_measure,
          price: context.core.items.priceFor(viewer, row.id),
          quantityAvailable: stock === null || warehouse === undefined ? null : (stock.get(row.id)?.get(warehouse)?.quantity_available ?? 0),
          stockMessage: row.stock_designation_id !== null && row.stock_designation_id !== 1 ? row.stock_message : null,
        });
      }
      return result;
    },
  };
}

type KitPath = keyof typeof kitHandlers;

export function benchconfig<P extends KitPath>(path: P) {
  return (body: RequestOf<P>, context: CallContext): ResponseOf<P> => {
    const viewer = catalogViewer(context, body);
    const handler = kitHandlers[path] as (body: RequestOf<P>, pricing: KitPricing) => ResponseOf<P>;
    return handler(body, kitPricing(context, viewer));
  };
}
