/**
 * The port between the kit rules (./kits, another module) and the catalogue: the rules
 * plan which components a bench needs; the service answers what each component is,
 * costs and has in stock for the caller. Prices are null when the caller sees none
 * (anonymous, or a sales rep acting with a customer).
 */
export type KitItemInfo = {
  itemId: number;
  itemNumber: string;
  itemName: string;
  sellMultiple: number;
  /** What the price is per and the quantity counts. @default 'EA' */
  unitOfMeasure?: string;
  /** Customer price; null when prices are hidden or unknown. */
  price: number | null;
  /** At the caller's warehouse; null for anonymous callers. */
  quantityAvailable: number | null;
  /** The stock designation's message when it is not a plain stocked item. */
  stockMessage: string | null;
};

export type KitPricing = {
  itemsByNumber(itemNumbers: readonly string[]): Map<string, KitItemInfo>;
};
