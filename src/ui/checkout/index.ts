export { CheckoutView, READ_ONLY_REASON, RECHECK_STATUS, UNCONFIRMED_EXPLANATION, UNCONFIRMED_TITLE } from './CheckoutView';
export type { CheckoutActions, CheckoutViewProps } from './CheckoutView';
export { OrderSummary } from './OrderSummary';
export { CardPayment } from '../payment/CardPayment';
export { Confirmation } from './Confirmation';
