/**
 * Every path of SPEC section 7 with the valibot schema its body must pass and its
 * handler. The mapped type makes a missing path a compile error.
 */
import type * as v from 'valibot';
import type { RequestOf, ResponseOf, ServicePath } from '../../src/contract/paths';
import * as Req from '../../src/contract/requests';
import type { CallContext } from './core';
import { benchconfig } from './handlers/benchconfig';
import * as cart from './handlers/cartLines';
import * as checkout from './handlers/checkout';
import * as clientLog from './handlers/clientLog';
import * as customer from './handlers/customer';
import * as favorites from './handlers/favorites';
import * as invoicePayments from './handlers/invoicePayments';
import * as product from './handlers/product';
import { punchOutTransfer } from './handlers/punchout';

export type Route<P extends ServicePath> = {
  schema: v.GenericSchema<unknown, RequestOf<P>>;
  handle: (body: RequestOf<P>, context: CallContext) => ResponseOf<P>;
  /** Beacons cannot send headers: no X-Api-Key required. */
  beacon?: boolean;
  /** Checks a new password: the router loads the password rule's estimator first. */
  setsPassword?: boolean;
};

export type Routes = { [P in ServicePath]: Route<P> };

export const ROUTES: Routes = {
  'Cart/AddItemToCart': { schema: Req.AddItemToCartBody, handle: cart.addItemToCart },
  'Cart/AddKitItemToCart': { schema: Req.AddKitItemToCartBody, handle: cart.addKitItemToCart },
  'Cart/AddItemsToCart': { schema: Req.AddItemsToCartBody, handle: cart.addItemsToCart },
  'Cart/GetCartInfo': { schema: Req.GetCartInfoBody, handle: cart.getCartInfo },
  'Cart/ClearCart': { schema: Req.ClearCartBody, handle: cart.clearCart },
  'Cart/GetCart': { schema: Req.GetCartBody, handle: cart.getCart },
  'Cart/GetCartSettings': { schema: Req.GetCartSettingsBody, handle: checkout.getCartSettings },
  'Cart/GetShippingCost': { schema: Req.GetShippingCostBody, handle: checkout.getShippingCost },
  'Cart/UpdateQuantity': { schema: Req.UpdateQuantityBody, handle: cart.updateQuantity },
  'Cart/ClearBackorders': { schema: Req.ClearBackordersBody, handle: cart.clearBackorders },
  'Cart/SubmitOrder': { schema: Req.SubmitOrderBody, handle: checkout.submitOrder },
  'Cart/GetCardPointeParameters': { schema: Req.PaymentGatewayParametersBody, handle: checkout.getCardPointeParameters },
  'Cart/GetTaxAndFees': { schema: Req.GetTaxAndFeesBody, handle: checkout.getTaxAndFees },
  'Cart/logFromClient': { schema: Req.LogFromClientBody, handle: clientLog.logFromClient, beacon: true },
  'Cart/ValidateZipCode': { schema: Req.ValidateZipCodeBody, handle: checkout.validateZip },
  'Cart/GetSubmission': { schema: Req.GetSubmissionBody, handle: checkout.getSubmission },
  'Cart/PunchOutTransfer': { schema: Req.PunchOutTransferBody, handle: punchOutTransfer },
  'Customer/FavoriteLists': { schema: Req.FavoriteListsBody, handle: favorites.favoriteLists },
  'Customer/AddToFavoriteLists': { schema: Req.AddToFavoriteListsBody, handle: favorites.addToFavoriteLists },
  'Customer/AddFavoriteList': { schema: Req.AddFavoriteListBody, handle: favorites.addFavoriteList },
  'Customer/RemoveFromFavoriteLists': { schema: Req.RemoveFromFavoriteListsBody, handle: favorites.removeFromFavoriteLists },
  'Customer/deleteFavoriteList': { schema: Req.DeleteFavoriteListBody, handle: favorites.deleteFavoriteList },
  'Customer/SendContactUsInfo': { schema: Req.SendContactUsInfoBody, handle: customer.sendContactUsInfo },
  'Customer/GetStatements': { schema: Req.GetStatementsBody, handle: customer.getStatements },
  'Customer/ShipToLookups': { schema: Req.ShipToLookupsBody, handle: customer.shipToLookups },
  'Customer/Search': { schema: Req.CustomerSearchBody, handle: customer.searchCustomers },
  'Customer/CompanyUsers': { schema: Req.CompanyUsersBody, handle: customer.companyUsers },
  'Customer/CreateLogin': { schema: Req.CreateLoginBody, handle: customer.createLogin, setsPassword: true },
  'Customer/RecoverPassword': { schema: Req.RecoverPasswordBody, handle: customer.recoverPassword },
  'Customer/ResetPassword': { schema: Req.ResetPasswordBody, handle: customer.resetPassword, setsPassword: true },
  'Customer/GetRecentlyOrderedItems': { schema: Req.GetRecentlyOrderedItemsBody, handle: customer.getRecentlyOrderedItems },
  'Customer/GetInvoicePaymentParameters': { schema: Req.GetInvoicePaymentParametersBody, handle: invoicePayments.getInvoicePaymentParameters },
  'Customer/PayInvoices': { schema: Req.PayInvoicesBody, handle: invoicePayments.payInvoices },
  'Product/GetItem': { schema: Req.GetItemBody, handle: product.getItem },
  'Product/GetProductSquare': { schema: Req.GetProductSquareBody, handle: product.getProductSquare },
  'Product/GetProductCustomerPrice': { schema: Req.GetProductCustomerPriceBody, handle: product.getProductCustomerPrice },
  'Product/WebSearchFacets': { schema: Req.WebSearchFacetsBody, handle: product.webSearchFacets },
  'Product/WebSearch': { schema: Req.WebSearchBody, handle: product.webSearch },
  'Product/GetStockDesignationResult': { schema: Req.GetStockDesignationResultBody, handle: product.getStockDesignationResult },
  'benchconfig/GetKitItemsFromBenchConfig': { schema: Req.TrackBenchLayoutBody, handle: benchconfig('benchconfig/GetKitItemsFromBenchConfig') },
  'benchconfig/GetKitItemsForSlideBench': { schema: Req.SlideBenchLayoutBody, handle: benchconfig('benchconfig/GetKitItemsForSlideBench') },
  'benchconfig/GetBenchConversion': { schema: Req.BenchConversionBody, handle: benchconfig('benchconfig/GetBenchConversion') },
};

export function isServicePath(path: string): path is ServicePath {
  return Object.hasOwn(ROUTES, path);
}
