/**
 * Customer service calls (SPEC section 7, Customer). Every favorites call answers the user's
 * lists as they are after the change.
 * Types only from requests.ts: its validation schemas stay on the server.
 */
import type { CallOptions, ServiceClient } from './client';
import type {
  AddFavoriteListRequest,
  AddToFavoriteListsRequest,
  CompanyUsersRequest,
  CreateLoginRequest,
  CustomerSearchRequest,
  DeleteFavoriteListRequest,
  FavoriteListsRequest,
  GetInvoicePaymentParametersRequest,
  GetRecentlyOrderedItemsRequest,
  GetStatementsRequest,
  PayInvoicesRequest,
  RecoverPasswordRequest,
  RemoveFromFavoriteListsRequest,
  ResetPasswordRequest,
  SendContactUsInfoRequest,
  ShipToLookupsRequest,
} from '../contract/requests';
import {
  AcknowledgementSchema,
  CompanyUsersSchema,
  CustomerSearchResultsSchema,
  FavoriteListsSchema,
  InvoicePaymentSchema,
  PaymentGatewayParametersSchema,
  RecentlyOrderedItemsSchema,
  ShipTosSchema,
  StatementsSchema,
  type Acknowledgement,
  type CompanyUsers,
  type CustomerSearchResults,
  type FavoriteLists,
  type InvoicePayment,
  type PaymentGatewayParameters,
  type RecentlyOrderedItems,
  type ShipTos,
  type Statements,
} from '../contract/responses';

export function getFavoriteLists(client: ServiceClient, body: FavoriteListsRequest, options?: CallOptions): Promise<FavoriteLists> {
  return client.call('Customer/FavoriteLists', body, FavoriteListsSchema, options);
}

export function addToFavoriteLists(client: ServiceClient, body: AddToFavoriteListsRequest, options?: CallOptions): Promise<FavoriteLists> {
  return client.call('Customer/AddToFavoriteLists', body, FavoriteListsSchema, options);
}

export function addFavoriteList(client: ServiceClient, body: AddFavoriteListRequest, options?: CallOptions): Promise<FavoriteLists> {
  return client.call('Customer/AddFavoriteList', body, FavoriteListsSchema, options);
}

export function removeFromFavoriteLists(client: ServiceClient, body: RemoveFromFavoriteListsRequest, options?: CallOptions): Promise<FavoriteLists> {
  return client.call('Customer/RemoveFromFavoriteLists', body, FavoriteListsSchema, options);
}

export function deleteFavoriteList(client: ServiceClient, body: DeleteFavoriteListRequest, options?: CallOptions): Promise<FavoriteLists> {
  return client.call('Customer/deleteFavoriteList', body, FavoriteListsSchema, options);
}

export function sendContactUsInfo(client: ServiceClient, body: SendContactUsInfoRequest, options?: CallOptions): Promise<Acknowledgement> {
  return client.call('Customer/SendContactUsInfo', body, AcknowledgementSchema, options);
}

export function getStatements(client: ServiceClient, body: GetStatementsRequest, options?: CallOptions): Promise<Statements> {
  return client.call('Customer/GetStatements', body, StatementsSchema, options);
}

export function shipToLookups(client: ServiceClient, body: ShipToLookupsRequest, options?: CallOptions): Promise<ShipTos> {
  return client.call('Customer/ShipToLookups', body, ShipTosSchema, options);
}

export function searchCustomers(client: ServiceClient, body: CustomerSearchRequest, options?: CallOptions): Promise<CustomerSearchResults> {
  return client.call('Customer/Search', body, CustomerSearchResultsSchema, options);
}

export function companyUsers(client: ServiceClient, body: CompanyUsersRequest, options?: CallOptions): Promise<CompanyUsers> {
  return client.call('Customer/CompanyUsers', body, CompanyUsersSchema, options);
}

export function createLogin(client: ServiceClient, body: CreateLoginRequest, options?: CallOptions): Promise<Acknowledgement> {
  return client.call('Customer/CreateLogin', body, AcknowledgementSchema, options);
}

export function recoverPassword(client: ServiceClient, body: RecoverPasswordRequest, options?: CallOptions): Promise<Acknowledgement> {
  return client.call('Customer/RecoverPassword', body, AcknowledgementSchema, options);
}

export function resetPassword(client: ServiceClient, body: ResetPasswordRequest, options?: CallOptions): Promise<Acknowledgement> {
  return client.call('Customer/ResetPassword', body, AcknowledgementSchema, options);
}

export function getRecentlyOrderedItems(client: ServiceClient, body: GetRecentlyOrderedItemsRequest, options?: CallOptions): Promise<RecentlyOrderedItems> {
  return client.call('Customer/GetRecentlyOrderedItems', body, RecentlyOrderedItemsSchema, options);
}

/** HOST-CONTRACT section 12: a session of the hosted card form for open invoices. */
export function getInvoicePaymentParameters(client: ServiceClient, body: GetInvoicePaymentParametersRequest, options?: CallOptions): Promise<PaymentGatewayParameters> {
  return client.call('Customer/GetInvoicePaymentParameters', body, PaymentGatewayParametersSchema, options);
}

/** HOST-CONTRACT section 12: pays open invoices by card; a repeated `paymentId` is answered with its payment. Never retried by the client. */
export function payInvoices(client: ServiceClient, body: PayInvoicesRequest, options?: CallOptions): Promise<InvoicePayment> {
  return client.call('Customer/PayInvoices', body, InvoicePaymentSchema, options);
}
