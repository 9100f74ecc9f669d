/** The cart link's accessible name: "Cart, 3 items", "Cart, 1 item", or "Cart" while unknown. */
export function cartBadgeName(count: number | null): string {
  if (count === null) return 'Cart';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** Anonymous visitors: the link goes to sign-in, and says so. */
export const CART_SIGN_IN_NAME = 'Cart, sign in to see your cart';

/** The pill keeps its width: larger counts are written "99+" (the name keeps the exact count). */
export function cartPillText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
