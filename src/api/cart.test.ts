import { expect, it } from 'vitest';
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
} from '../contract/responses';
import * as api from './cart';
import { createRecordingClient, expectEachCall, type ApiFunction } from './testing/recordingClient';

const EXPECTED = {
  addItemToCart: { path: 'Cart/AddItemToCart', schema: CartInfoSchema },
  addKitItemToCart: { path: 'Cart/AddKitItemToCart', schema: CartInfoSchema },
  addItemsToCart: { path: 'Cart/AddItemsToCart', schema: CartInfoSchema },
  getCartInfo: { path: 'Cart/GetCartInfo', schema: CartInfoSchema },
  clearCart: { path: 'Cart/ClearCart', schema: CartInfoSchema },
  getCart: { path: 'Cart/GetCart', schema: CartSchema },
  getCartSettings: { path: 'Cart/GetCartSettings', schema: CartSettingsSchema },
  getShippingCost: { path: 'Cart/GetShippingCost', schema: ShippingCostSchema },
  updateQuantity: { path: 'Cart/UpdateQuantity', schema: CartSchema },
  clearBackorders: { path: 'Cart/ClearBackorders', schema: CartSchema },
  submitOrder: { path: 'Cart/SubmitOrder', schema: SubmittedOrderSchema },
  getSubmission: { path: 'Cart/GetSubmission', schema: SubmissionStatusSchema },
  getCardPointeParameters: { path: 'Cart/GetCardPointeParameters', schema: PaymentGatewayParametersSchema },
  getTaxAndFees: { path: 'Cart/GetTaxAndFees', schema: TaxAndFeesSchema },
  logFromClient: { path: 'Cart/logFromClient', schema: AcknowledgementSchema },
  validateZipCode: { path: 'Cart/ValidateZipCode', schema: ZipCodeValidationSchema },
  punchOutTransfer: { path: 'Cart/PunchOutTransfer', schema: PunchOutFormSchema },
} as const;

it('sends every Cart call to its SPEC path with its answer schema, passing body, options and answer through unchanged', async () => {
  const { logFromClientBeacon: _beacon, ...functions } = api;
  await expectEachCall(functions as Record<string, ApiFunction>, EXPECTED);
});

it('sends logFromClientBeacon to Cart/logFromClient through the beacon facility', () => {
  const { client, beacons } = createRecordingClient({});
  const body = { companyUserId: 42, customerNumber: '100234', message: 'Checkout page closed during payment' };
  expect(api.logFromClientBeacon(client, body)).toBe(true);
  expect(beacons).toEqual([{ path: 'Cart/logFromClient', body }]);
  expect(beacons[0]?.body).toBe(body);
});
