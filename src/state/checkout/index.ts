export { createCheckoutStore, EMPTY_CART_INFO, orderShipTos } from './checkoutStore';
export type { CheckoutCard, CheckoutLoad, CheckoutState, CheckoutStore, CheckoutStoreOptions, CheckoutSubmit, CheckoutSummary, DraftField } from './checkoutStore';
export { cardFormFrameUrl, gatewayOrigin, parseCardMessage, readCardMessage } from './cardMessage';
export type { CardErrorMessage, CardMessage, CardTokenMessage } from './cardMessage';
