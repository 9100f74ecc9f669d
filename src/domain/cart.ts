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
