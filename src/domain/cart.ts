/** Add-to-cart rules (SPEC section 5). */

export type AddToCartState = {
  /** The editor's quantity; null or NaN while the field is empty. */
  quantity: number | null | undefined;
  /** A request for this item is on its way. */
  adding: boolean;
  /** From the item's stock result. */
  disablePurchasing?: boolean | null;
  /** The page context's read-only flag. */
  readOnly: boolean;
};

/**
 * The add button is disabled when there is nothing to add (quantity empty, 0 or not a
 * number), while adding, when stock information disables purchasing, and in a read-only
 * context.
 */
export function isAddToCartDisabled(state: AddToCartState): boolean {
  const { quantity } = state;
  const nothingToAdd = quantity === null || quantity === undefined || !Number.isFinite(quantity) || quantity <= 0;
  return nothingToAdd || state.adding || state.disablePurchasing === true || state.readOnly;
}

/** Who a cart line belongs to: the four fields every cart call is scoped by (SPEC section 7). */
export type CartOwner = {
  companyUserId: number;
  customerNumber: string;
  /** The page's warehouse, sent as the cart calls' `defaultWarehouseCode`. */
  defaultWarehouseCode: string;
  shipTo: string | null;
};

/**
 * The cart owner of a page context, read at the moment of the call (the customer or ship-to
 * may have been switched since the page loaded); null for an anonymous visitor, who has no
 * cart.
 */
export function cartOwner(context: {
  companyUserId: number;
  customer: { customerNumber: string } | null;
  warehouseCode: string;
  shipTo: string | null;
}): CartOwner | null {
  if (context.companyUserId <= 0 || context.customer === null) return null;
  return {
    companyUserId: context.companyUserId,
    customerNumber: context.customer.customerNumber,
    defaultWarehouseCode: context.warehouseCode,
    shipTo: context.shipTo,
  };
}

/** Whether two owners are one cart: same company user, customer, warehouse and ship-to. */
export function sameCartOwner(a: CartOwner | null, b: CartOwner | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.companyUserId === b.companyUserId &&
    a.customerNumber === b.customerNumber &&
    a.defaultWarehouseCode === b.defaultWarehouseCode &&
    a.shipTo === b.shipTo
  );
}
