export { CartPage, CART_TEXT } from './CartPage';
export type { CartPageActions, CartPageProps } from './CartPage';
export { CartLineItem } from './CartLineItem';
export type { CartLineItemProps } from './CartLineItem';
export { CartSummary } from './CartSummary';
export type { CartSummaryProps, EstimateActions } from './CartSummary';
