export { createCheckoutStore, EMPTY_CART_INFO, orderShipTos } from './checkoutStore';
export type { CheckoutCard, CheckoutLoad, CheckoutState, CheckoutStore, CheckoutStoreOptions, CheckoutSubmit, CheckoutSummary, DraftField } from './checkoutStore';
export { cardFormFrameUrl, gatewayOrigin, readCardMessage } from './cardMessage';
export type { CardMessage, CardTokenMessage } from './cardMessage';
