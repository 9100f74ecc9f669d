export { CARD_RESET_MESSAGE, CHECKOUT_BUS_KEY, createCheckoutStore, EMPTY_CART_INFO, orderShipTos, SUBMIT_SESSION_ENDED_MESSAGE, UNCONFIRMED_SESSION_ENDED_MESSAGE } from './checkoutStore';
export type { CheckoutCard, CheckoutLoad, CheckoutServices, CheckoutState, CheckoutStore, CheckoutStoreOptions, CheckoutSubmit, CheckoutSummary, DraftField } from './checkoutStore';
export { cardFormFrameUrl, gatewayOrigin, parseCardMessage, readCardMessage } from '../payment/cardMessage';
export type { CardErrorMessage, CardMessage, CardTokenMessage } from '../payment/cardMessage';
