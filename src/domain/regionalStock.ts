/**
 * The regional warehouse line of availability (SPEC section 3 `regionalWarehouseQty`): the
 * quantity across the region's warehouses, shown as a third line after the user's own and the
 * backup warehouse. Kept apart from stock.ts (the own/backup sentences).
 */
import { formatNumber } from './format';

/** "Regional warehouse: 120"; null when the service sent no regional quantity. */
export function regionalWarehouseText(quantity: number | null | undefined): string | null {
  if (quantity === null || quantity === undefined || !Number.isFinite(quantity)) return null;
  return `Regional warehouse: ${formatNumber(Math.max(0, quantity))}`;
}
