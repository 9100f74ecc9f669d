/**
 * Request bodies of every service path (SPEC section 7), as valibot schemas. The reference
 * service validates each body with these (a bad body is a 400 with the SPEC error body);
 * the widgets' API modules import only the inferred types, so none of this reaches the
 * browser bundle. Field names are exactly SPEC section 7's; where SPEC says "caller-built
 * payload" the shape is project-designed and marked so.
 */
import * as v from 'valibot';
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, PASSWORD_MAX_LENGTH } from './fieldRules';
import { CartSettingsSchema, SearchRequestSchema } from './responses';

const int = v.pipe(v.number(), v.integer());
const id = v.pipe(int, v.minValue(1));
const companyUserId = v.pipe(int, v.minValue(0));
const customerNumber = v.string();
const shipTo = v.nullable(v.string());
const warehouseCode = v.string();
const qty = v.pipe(int, v.minValue(1));
const itemLines = v.pipe(v.array(v.object({ itemId: id, qty })), v.minLength(1));

// ---- Cart ----
export const AddItemToCartBody = v.object({
  companyUserId, customerNumber, defaultWarehouseCode: warehouseCode, itemId: id, qty, shipTo,
  /** Unit price the user saw; null lets the service price the line. */
  price: v.nullable(v.number()),
  /** True only when a sales rep overrides the price. */
  manualPrice: v.boolean(),
  /**
   * SPEC section 7 also names a product card's add to cart with `warehouseCode` and
   * `quantity`: the search page sends both spellings, equal, so a service written from
   * either line reads it.
   */
  warehouseCode: v.optional(warehouseCode),
  quantity: v.optional(qty),
});
export const AddKitItemToCartBody = v.object({
  companyUserId, customerNumber, defaultWarehouseCode: warehouseCode, shipTo,
  items: itemLines,
});
export const AddItemsToCartBody = v.object({
  companyUserId, customerNumber, defaultWarehouseCode: warehouseCode,
  items: itemLines, shipTo,
});
export const GetCartInfoBody = v.object({
  companyUserId, customerNumber, withCustomer: v.boolean(), warehouseCode, shipTo,
  reprice: v.boolean(),
});
export const ClearCartBody = v.object({ companyUserId, customerNumber });
export const GetCartBody = v.object({
  companyUserId, customerNumber, shipTo, warehouseCode, zipCode: v.nullable(v.string()),
});
export const GetCartSettingsBody = v.object({ companyUserId, customerNumber });
/** project-designed (SPEC: caller-built payload). */
export const GetShippingCostBody = v.object({
  companyUserId, customerNumber, warehouseCode, shipTo, zipCode: v.string(), shipVia: v.string(),
});
export const UpdateQuantityBody = v.object({
  companyUserId, itemId: id, customerNumber, defaultWarehouseCode: warehouseCode,
  /** 0 removes the line. */
  qty: v.pipe(int, v.minValue(0)),
  shipTo,
});
export const ClearBackordersBody = v.object({
  companyUserId, customerNumber, defaultWarehouseCode: warehouseCode, shipTo,
});
export const SubmitOrderBody = v.object({ companyUserId, customerNumber, cartSettings: CartSettingsSchema });
export const PaymentGatewayParametersBody = v.object({
  companyUserId, customerNumber, cartSettings: CartSettingsSchema, warehouseCode,
});
export const GetTaxAndFeesBody = v.object({
  companyUserId, customerNumber, cartSettings: CartSettingsSchema, warehouseCode,
});
export const LogFromClientBody = v.object({
  companyUserId, customerNumber: v.nullable(customerNumber),
  message: v.pipe(v.string(), v.maxLength(4000)),
});
export const ValidateZipCodeBody = v.object({ zipCode: v.string() });
/** project-designed, an extension of HOST-CONTRACT (docs/checkout.md "Checking an order"). */
/** HOST-CONTRACT section 13: the cart owner's fields, as Cart/GetCart. */
export const PunchOutTransferBody = GetCartBody;
export const GetSubmissionBody = v.object({ companyUserId, customerNumber, submissionId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });

// ---- Customer ----
export const FavoriteListsBody = v.object({ companyUserId });
export const AddToFavoriteListsBody = v.object({
  itemId: id, favoriteListIds: v.array(id), companyUserId,
  /** When set, a list of this name is created and the item added to it as well. */
  newFavoriteListName: v.nullable(v.string()),
});
export const AddFavoriteListBody = v.object({ companyUserId, newFavoriteListName: v.string() });
export const RemoveFromFavoriteListsBody = v.object({
  itemId: id, favoriteListIds: v.array(id), companyUserId,
});
export const DeleteFavoriteListBody = v.object({ favoriteListIds: v.array(id), companyUserId });
/** project-designed (SPEC: form payload). */
export const SendContactUsInfoBody = v.object({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  email: v.pipe(v.string(), v.email()),
  phone: v.string(),
  company: v.string(),
  customerNumber: v.nullable(v.string()),
  /** One of CONTACT_TOPICS' values; 'other' when absent. */
  topic: v.optional(v.picklist(CONTACT_TOPICS.map((t) => t.value)), 'other'),
  message: v.pipe(v.string(), v.minLength(1), v.maxLength(CONTACT_MESSAGE_MAX)),
  /**
   * The honeypot: a field hidden from people and assistive technology. Forms send it empty;
   * a body with text in it is answered as if sent and then dropped (a bot filled it).
   */
  website: v.optional(v.string(), ''),
});
/**
 * A new password: any string; its rule (src/domain/password.ts) is checked by the handler
 * so the answer says why. The cap here only stops a megabyte "password" before hashing.
 */
const newPassword = v.pipe(v.string(), v.maxLength(PASSWORD_MAX_LENGTH * 4));
export const GetStatementsBody = v.object({ customerNumber });
export const ShipToLookupsBody = v.object({ customerNumber });
export const CustomerSearchBody = v.object({
  customerNumber, companyUserId, searchTerm: v.string(), shipTo: v.null(),
});
export const CompanyUsersBody = v.object({
  customerNumber, companyUserId, newCustomerNumber: v.nullable(v.string()),
});
/** project-designed (SPEC: caller-built payload). */
export const CreateLoginBody = v.object({
  customerNumber, zipCode: v.string(), firstName: v.string(), lastName: v.string(),
  email: v.pipe(v.string(), v.email()),
  password: newPassword,
});
/** project-designed. */
export const RecoverPasswordBody = v.object({ email: v.pipe(v.string(), v.email()) });
/** project-designed. */
export const ResetPasswordBody = v.object({
  resetToken: v.string(), password: newPassword,
});
/** project-designed. */
export const GetRecentlyOrderedItemsBody = v.object({
  companyUserId, customerNumber, warehouseCode, shipTo,
});

/**
 * HOST-CONTRACT section 12: the invoices to pay and how much of each, in dollars. The reference
 * service checks each (this customer's, open, more than 0 and at most what is open, whole
 * cents) and answers why not with the SPEC body, so only the shape is checked here.
 */
const invoicesToPay = v.pipe(
  v.array(v.object({ reference: v.pipe(v.string(), v.maxLength(100)), amount: v.pipe(v.number(), v.finite()) })),
  v.maxLength(200),
);
export const GetInvoicePaymentParametersBody = v.object({ customerNumber, invoices: invoicesToPay });
export const PayInvoicesBody = v.object({
  customerNumber,
  invoices: invoicesToPay,
  /** From the gateway's hosted card form; never a card number (HOST-CONTRACT section 8). */
  cardToken: v.pipe(v.string(), v.maxLength(200)),
  /** One per payment attempt: a repeated id is answered with the payment it made. */
  paymentId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
});

// ---- Product ----
export const GetItemBody = v.object({ itemNumber: v.string(), customerNumber: v.nullable(customerNumber), warehouseCode, shipTo });
export const GetProductSquareBody = v.object({ itemId: id, customerNumber: v.nullable(customerNumber) });
export const GetProductCustomerPriceBody = v.object({
  itemNumber: v.string(), customerNumber, warehouseCode, shipTo,
});
export const WebSearchFacetsBody = v.object({
  ...SearchRequestSchema.entries,
  customerNumber: v.nullable(customerNumber), shipTo,
});
export const WebSearchBody = v.object({
  ...SearchRequestSchema.entries,
  companyUserId, customerNumber: v.nullable(customerNumber), warehouseCode,
  customerType: v.nullable(v.string()), shipTo,
});
export const GetStockDesignationResultBody = v.object({
  itemId: id, stockDesignationId: v.nullable(int), customerNumber: v.nullable(customerNumber),
  shipToNumber: shipTo, warehouseCode,
});

// ---- benchconfig (project-designed; SPEC: caller-built payloads) ----
const pricing = { companyUserId, customerNumber: v.nullable(customerNumber), warehouseCode, shipTo };
export const TOP_MATERIALS = ['expanded-metal', 'wire-mesh', 'plastic-grid'] as const;
export const TrackBenchLayoutBody = v.object({
  ...pricing,
  /** Bench width in feet, from the widths sold (see demo-host/service/kits docs). */
  benchWidthFt: int,
  benchLengthFt: int,
  benchCount: int,
  topMaterial: v.picklist(TOP_MATERIALS),
  endCaps: v.boolean(),
  bumpers: v.boolean(),
});
export const SlideBenchLayoutBody = v.object({
  ...pricing,
  benchWidthFt: int,
  benchLengthFt: int,
  benchCount: int,
  topMaterial: v.picklist(TOP_MATERIALS),
  /** Anti-tip brackets keep a rolled bench top on its pipes. */
  antiTip: v.boolean(),
  bumpers: v.boolean(),
});
export const EXISTING_BENCH_KINDS = ['stationary-pipe', 'stationary-block'] as const;
export const BenchConversionBody = v.object({
  ...pricing,
  existingBench: v.picklist(EXISTING_BENCH_KINDS),
  benchWidthFt: int,
  benchLengthFt: int,
  benchCount: int,
  convertTo: v.picklist(['track', 'slide']),
});

export type AddItemToCartRequest = v.InferOutput<typeof AddItemToCartBody>;
export type AddKitItemToCartRequest = v.InferOutput<typeof AddKitItemToCartBody>;
export type AddItemsToCartRequest = v.InferOutput<typeof AddItemsToCartBody>;
export type GetCartInfoRequest = v.InferOutput<typeof GetCartInfoBody>;
export type ClearCartRequest = v.InferOutput<typeof ClearCartBody>;
export type GetCartRequest = v.InferOutput<typeof GetCartBody>;
export type GetCartSettingsRequest = v.InferOutput<typeof GetCartSettingsBody>;
export type GetShippingCostRequest = v.InferOutput<typeof GetShippingCostBody>;
export type UpdateQuantityRequest = v.InferOutput<typeof UpdateQuantityBody>;
export type ClearBackordersRequest = v.InferOutput<typeof ClearBackordersBody>;
export type SubmitOrderRequest = v.InferOutput<typeof SubmitOrderBody>;
export type PaymentGatewayParametersRequest = v.InferOutput<typeof PaymentGatewayParametersBody>;
export type GetTaxAndFeesRequest = v.InferOutput<typeof GetTaxAndFeesBody>;
export type LogFromClientRequest = v.InferOutput<typeof LogFromClientBody>;
export type ValidateZipCodeRequest = v.InferOutput<typeof ValidateZipCodeBody>;
export type GetSubmissionRequest = v.InferOutput<typeof GetSubmissionBody>;
export type PunchOutTransferRequest = v.InferOutput<typeof PunchOutTransferBody>;
export type FavoriteListsRequest = v.InferOutput<typeof FavoriteListsBody>;
export type AddToFavoriteListsRequest = v.InferOutput<typeof AddToFavoriteListsBody>;
export type AddFavoriteListRequest = v.InferOutput<typeof AddFavoriteListBody>;
export type RemoveFromFavoriteListsRequest = v.InferOutput<typeof RemoveFromFavoriteListsBody>;
export type DeleteFavoriteListRequest = v.InferOutput<typeof DeleteFavoriteListBody>;
/** Input type: `topic` and `website` may be left out by other callers (defaults apply). */
export type SendContactUsInfoRequest = v.InferInput<typeof SendContactUsInfoBody>;
export type GetStatementsRequest = v.InferOutput<typeof GetStatementsBody>;
export type ShipToLookupsRequest = v.InferOutput<typeof ShipToLookupsBody>;
export type CustomerSearchRequest = v.InferOutput<typeof CustomerSearchBody>;
export type CompanyUsersRequest = v.InferOutput<typeof CompanyUsersBody>;
export type CreateLoginRequest = v.InferOutput<typeof CreateLoginBody>;
export type RecoverPasswordRequest = v.InferOutput<typeof RecoverPasswordBody>;
export type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordBody>;
export type GetRecentlyOrderedItemsRequest = v.InferOutput<typeof GetRecentlyOrderedItemsBody>;
export type GetInvoicePaymentParametersRequest = v.InferOutput<typeof GetInvoicePaymentParametersBody>;
export type PayInvoicesRequest = v.InferOutput<typeof PayInvoicesBody>;
export type GetItemRequest = v.InferOutput<typeof GetItemBody>;
export type GetProductSquareRequest = v.InferOutput<typeof GetProductSquareBody>;
export type GetProductCustomerPriceRequest = v.InferOutput<typeof GetProductCustomerPriceBody>;
export type WebSearchFacetsRequest = v.InferOutput<typeof WebSearchFacetsBody>;
export type WebSearchRequest = v.InferOutput<typeof WebSearchBody>;
export type GetStockDesignationResultRequest = v.InferOutput<typeof GetStockDesignationResultBody>;
export type TrackBenchLayoutRequest = v.InferOutput<typeof TrackBenchLayoutBody>;
export type SlideBenchLayoutRequest = v.InferOutput<typeof SlideBenchLayoutBody>;
export type BenchConversionRequest = v.InferOutput<typeof BenchConversionBody>;
