/** A KitPricing over the bench catalogue at list price, for the kit tests. */
import { BENCH_COMPONENTS } from './catalog';
import type { KitItemInfo, KitPricing } from '../kitPort';

export function catalogPricing(overrides: { hidePrices?: boolean; missing?: readonly string[] } = {}): KitPricing {
  const infos = new Map<string, KitItemInfo>(
    BENCH_COMPONENTS.filter((component) => !overrides.missing?.includes(component.itemNumber)).map((component, index) => [
      component.itemNumber,
      {
        itemId: 9000 + index,
        itemNumber: component.itemNumber,
        itemName: component.itemName,
        sellMultiple: component.sellMultiple,
        price: overrides.hidePrices ? null : component.listPrice,
        quantityAvailable: 500,
        stockMessage: 'In stock',
      },
    ]),
  );
  return {
    itemsByNumber(itemNumbers) {
      return new Map(itemNumbers.flatMap((number) => {
        const info = infos.get(number);
        return info ? [[number, info] as const] : [];
      }));
    },
  };
}
