export { CartBadge } from './CartBadge';
export { CartBadgeLink } from './CartBadgeLink';
export type { CartBadgeLinkProps } from './CartBadgeLink';
export { cartBadgeName, cartPillText, CART_SIGN_IN_NAME } from './cartBadgeName';
