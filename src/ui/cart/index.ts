export { createCartBadgeView } from './cartBadgeView';
export type { CartBadgeView, CartBadgeViewState } from './cartBadgeView';
export { cartBadgeName, cartPillText, CART_SIGN_IN_NAME } from './cartBadgeName';
export { startTracking, trackChange } from './cartBadgeChanges';
export type { ChangeTracker } from './cartBadgeChanges';
export { createToastsView } from './toastsView';
export type { ToastsView } from './toastsView';
export { ensureCartBadgeStyles, CART_BADGE_STYLESHEET } from './cartBadgeStyles';
