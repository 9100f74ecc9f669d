/**
 * What the kit rules need from the catalogue: price, package quantity and stock of the
 * components, for the customer asking. Declared here until demo-host/service/kitPort.ts
 * (owned by the service) lands; the shapes are the same.
 */
export type KitItemInfo = {
  itemId: number;
  itemNumber: string;
  itemName: string;
  sellMultiple: number;
  /** Customer price; null when prices are hidden or unknown. */
  price: number | null;
  quantityAvailable: number | null;
  stockMessage: string | null;
};

export type KitPricing = {
  itemsByNumber(itemNumbers: readonly string[]): Map<string, KitItemInfo>;
};
