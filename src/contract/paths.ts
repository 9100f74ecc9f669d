/**
 * Every service path (SPEC section 7), with its request and response types. The reference
 * service registers a handler per key; the widgets' API modules call by key. The payment
 * gateway call is named after the gateway provider, CardPointe.
 */
import type * as Req from './requests';
import type * as Res from './responses';

export type ServicePaths = {
  'Cart/AddItemToCart': [Req.AddItemToCartRequest, Res.CartInfo];
  'Cart/AddKitItemToCart': [Req.AddKitItemToCartRequest, Res.CartInfo];
  'Cart/AddItemsToCart': [Req.AddItemsToCartRequest, Res.CartInfo];
  'Cart/GetCartInfo': [Req.GetCartInfoRequest, Res.CartInfo];
  'Cart/ClearCart': [Req.ClearCartRequest, Res.CartInfo];
  'Cart/GetCart': [Req.GetCartRequest, Res.Cart];
  'Cart/GetCartSettings': [Req.GetCartSettingsRequest, Res.CartSettings];
  'Cart/GetShippingCost': [Req.GetShippingCostRequest, Res.ShippingCost];
  'Cart/UpdateQuantity': [Req.UpdateQuantityRequest, Res.Cart];
  'Cart/ClearBackorders': [Req.ClearBackordersRequest, Res.Cart];
  'Cart/SubmitOrder': [Req.SubmitOrderRequest, Res.SubmittedOrder];
  'Cart/GetCardPointeParameters': [Req.PaymentGatewayParametersRequest, Res.PaymentGatewayParameters];
  'Cart/GetTaxAndFees': [Req.GetTaxAndFeesRequest, Res.TaxAndFees];
  'Cart/logFromClient': [Req.LogFromClientRequest, Res.Acknowledgement];
  'Cart/ValidateZipCode': [Req.ValidateZipCodeRequest, Res.ZipCodeValidation];
  /** Extension of HOST-CONTRACT: did a checkout attempt make an order (docs/checkout.md). */
  'Cart/GetSubmission': [Req.GetSubmissionRequest, Res.SubmissionStatus];
  /** HOST-CONTRACT section 13: the form that carries a punchout cart back to the procurement system. */
  'Cart/PunchOutTransfer': [Req.PunchOutTransferRequest, Res.PunchOutForm];
  'Customer/FavoriteLists': [Req.FavoriteListsRequest, Res.FavoriteLists];
  'Customer/AddToFavoriteLists': [Req.AddToFavoriteListsRequest, Res.FavoriteLists];
  'Customer/AddFavoriteList': [Req.AddFavoriteListRequest, Res.FavoriteLists];
  'Customer/RemoveFromFavoriteLists': [Req.RemoveFromFavoriteListsRequest, Res.FavoriteLists];
  'Customer/deleteFavoriteList': [Req.DeleteFavoriteListRequest, Res.FavoriteLists];
  'Customer/SendContactUsInfo': [Req.SendContactUsInfoRequest, Res.Acknowledgement];
  'Customer/GetStatements': [Req.GetStatementsRequest, Res.Statements];
  'Customer/ShipToLookups': [Req.ShipToLookupsRequest, Res.ShipTos];
  'Customer/Search': [Req.CustomerSearchRequest, Res.CustomerSearchResults];
  'Customer/CompanyUsers': [Req.CompanyUsersRequest, Res.CompanyUsers];
  'Customer/CreateLogin': [Req.CreateLoginRequest, Res.Acknowledgement];
  'Customer/RecoverPassword': [Req.RecoverPasswordRequest, Res.Acknowledgement];
  'Customer/ResetPassword': [Req.ResetPasswordRequest, Res.Acknowledgement];
  'Customer/GetRecentlyOrderedItems': [Req.GetRecentlyOrderedItemsRequest, Res.RecentlyOrderedItems];
  /** HOST-CONTRACT section 12: a card session for open invoices. */
  'Customer/GetInvoicePaymentParameters': [Req.GetInvoicePaymentParametersRequest, Res.PaymentGatewayParameters];
  /** HOST-CONTRACT section 12: pays open invoices by card, at most once per paymentId. */
  'Customer/PayInvoices': [Req.PayInvoicesRequest, Res.InvoicePayment];
  'Product/GetItem': [Req.GetItemRequest, Res.ProductDetail];
  'Product/GetProductSquare': [Req.GetProductSquareRequest, Res.SearchItem];
  'Product/GetProductCustomerPrice': [Req.GetProductCustomerPriceRequest, Res.CustomerPrices];
  'Product/WebSearchFacets': [Req.WebSearchFacetsRequest, Res.Facets];
  'Product/WebSearch': [Req.WebSearchRequest, Res.SearchResults];
  'Product/GetStockDesignationResult': [Req.GetStockDesignationResultRequest, Res.StockResult];
  'benchconfig/GetKitItemsFromBenchConfig': [Req.TrackBenchLayoutRequest, Res.Kit];
  'benchconfig/GetKitItemsForSlideBench': [Req.SlideBenchLayoutRequest, Res.Kit];
  'benchconfig/GetBenchConversion': [Req.BenchConversionRequest, Res.Kit];
};
export type ServicePath = keyof ServicePaths;
export type RequestOf<P extends ServicePath> = ServicePaths[P][0];
export type ResponseOf<P extends ServicePath> = ServicePaths[P][1];

/** Calls that change state: never retried by the client. */
export const STATE_CHANGING_PATHS: ReadonlySet<ServicePath> = new Set<ServicePath>([
  'Cart/AddItemToCart', 'Cart/AddKitItemToCart', 'Cart/AddItemsToCart', 'Cart/ClearCart',
  'Cart/UpdateQuantity', 'Cart/ClearBackorders', 'Cart/SubmitOrder', 'Cart/logFromClient',
  'Customer/AddToFavoriteLists', 'Customer/AddFavoriteList', 'Customer/RemoveFromFavoriteLists',
  'Customer/deleteFavoriteList', 'Customer/SendContactUsInfo', 'Customer/CompanyUsers',
  'Customer/CreateLogin', 'Customer/RecoverPassword', 'Customer/ResetPassword', 'Customer/PayInvoices',
]);
