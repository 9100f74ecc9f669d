/**
 * Cart service calls (SPEC section 7, Cart). Answers: CartInfo for the add calls (published as
 * `update cart` by the caller), the project-designed Cart for calls that change lines.
 * Types only from requests.ts: its validation schemas stay on the server.
 */
import type { CallOptions, ServiceClient } from './client';
import type {
  AddItemToCartRequest,
  AddItemsToCartRequest,
  AddKitItemToCartRequest,
  ClearBackordersRequest,
  ClearCartRequest,
  GetCartInfoRequest,
  GetCartRequest,
  GetCartSettingsRequest,
  GetShippingCostRequest,
  GetSubmissionRequest,
  GetTaxAndFeesRequest,
  LogFromClientRequest,
  PaymentGatewayParametersRequest,
  PunchOutTransferRequest,
  SubmitOrderRequest,
  UpdateQuantityRequest,
  ValidateZipCodeRequest,
} from '../contract/requests';
import {
  AcknowledgementSchema,
  CartInfoSchema,
  CartSchema,
  CartSettingsSchema,
  PaymentGatewayParametersSchema,
  PunchOutFormSchema,
  ShippingCostSchema,
  SubmissionStatusSchema,
  SubmittedOrderSchema,
  TaxAndFeesSchema,
  ZipCodeValidationSchema,
  type Acknowledgement,
  type Cart,
  type CartInfo,
  type CartSettings,
  type PaymentGatewayParameters,
  type PunchOutForm,
  type ShippingCost,
  type SubmissionStatus,
  type SubmittedOrder,
  type TaxAndFees,
  type ZipCodeValidation,
} from '../contract/responses';

export function addItemToCart(client: ServiceClient, body: AddItemToCartRequest, options?: CallOptions): Promise<CartInfo> {
  return client.call('Cart/AddItemToCart', body, CartInfoSchema, options);
}

export function addKitItemToCart(client: ServiceClient, body: AddKitItemToCartRequest, options?: CallOptions): Promise<CartInfo> {
  return client.call('Cart/AddKitItemToCart', body, CartInfoSchema, options);
}

export function addItemsToCart(client: ServiceClient, body: AddItemsToCartRequest, options?: CallOptions): Promise<CartInfo> {
  return client.call('Cart/AddItemsToCart', body, CartInfoSchema, options);
}

export function getCartInfo(client: ServiceClient, body: GetCartInfoRequest, options?: CallOptions): Promise<CartInfo> {
  return client.call('Cart/GetCartInfo', body, CartInfoSchema, options);
}

export function clearCart(client: ServiceClient, body: ClearCartRequest, options?: CallOptions): Promise<CartInfo> {
  return client.call('Cart/ClearCart', body, CartInfoSchema, options);
}

export function getCart(client: ServiceClient, body: GetCartRequest, options?: CallOptions): Promise<Cart> {
  return client.call('Cart/GetCart', body, CartSchema, options);
}

export function getCartSettings(client: ServiceClient, body: GetCartSettingsRequest, options?: CallOptions): Promise<CartSettings> {
  return client.call('Cart/GetCartSettings', body, CartSettingsSchema, options);
}

export function getShippingCost(client: ServiceClient, body: GetShippingCostRequest, options?: CallOptions): Promise<ShippingCost> {
  return client.call('Cart/GetShippingCost', body, ShippingCostSchema, options);
}

export function updateQuantity(client: ServiceClient, body: UpdateQuantityRequest, options?: CallOptions): Promise<Cart> {
  return client.call('Cart/UpdateQuantity', body, CartSchema, options);
}

export function clearBackorders(client: ServiceClient, body: ClearBackordersRequest, options?: CallOptions): Promise<Cart> {
  return client.call('Cart/ClearBackorders', body, CartSchema, options);
}

export function submitOrder(client: ServiceClient, body: SubmitOrderRequest, options?: CallOptions): Promise<SubmittedOrder> {
  return client.call('Cart/SubmitOrder', body, SubmittedOrderSchema, options);
}

/**
 * Whether the checkout attempt `submissionId` made an order (an extension of HOST-CONTRACT,
 * docs/checkout.md "Checking an order"): asked after a submit that got no answer, and after
 * a reload during one, before any second attempt is offered.
 */
export function getSubmission(client: ServiceClient, body: GetSubmissionRequest, options?: CallOptions): Promise<SubmissionStatus> {
  return client.call('Cart/GetSubmission', body, SubmissionStatusSchema, options);
}

export function getCardPointeParameters(client: ServiceClient, body: PaymentGatewayParametersRequest, options?: CallOptions): Promise<PaymentGatewayParameters> {
  return client.call('Cart/GetCardPointeParameters', body, PaymentGatewayParametersSchema, options);
}

export function getTaxAndFees(client: ServiceClient, body: GetTaxAndFeesRequest, options?: CallOptions): Promise<TaxAndFees> {
  return client.call('Cart/GetTaxAndFees', body, TaxAndFeesSchema, options);
}

export function logFromClient(client: ServiceClient, body: LogFromClientRequest, options?: CallOptions): Promise<Acknowledgement> {
  return client.call('Cart/logFromClient', body, AcknowledgementSchema, options);
}

export function validateZipCode(client: ServiceClient, body: ValidateZipCodeRequest, options?: CallOptions): Promise<ZipCodeValidation> {
  return client.call('Cart/ValidateZipCode', body, ZipCodeValidationSchema, options);
}

/**
 * The form that carries a punchout cart back to the buyer's procurement system (HOST-CONTRACT
 * section 13). Asked only on a page in punchout: a host whose service lacks the path never
 * gets it.
 */
export function punchOutTransfer(client: ServiceClient, body: PunchOutTransferRequest, options?: CallOptions): Promise<PunchOutForm> {
  return client.call('Cart/PunchOutTransfer', body, PunchOutFormSchema, options);
}

/**
 * logFromClient through the beacon facility, for a log written while the page unloads.
 * False when the browser has no beacon facility; the caller may then use logFromClient.
 */
export function logFromClientBeacon(client: ServiceClient, body: LogFromClientRequest): boolean {
  return client.beacon('Cart/logFromClient', body);
}
