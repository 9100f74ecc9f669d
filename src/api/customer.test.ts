import { it } from 'vitest';
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
} from '../contract/responses';
import * as api from './customer';
import { expectEachCall, type ApiFunction } from './testing/recordingClient';

const EXPECTED = {
  getFavoriteLists: { path: 'Customer/FavoriteLists', schema: FavoriteListsSchema },
  addToFavoriteLists: { path: 'Customer/AddToFavoriteLists', schema: FavoriteListsSchema },
  addFavoriteList: { path: 'Customer/AddFavoriteList', schema: FavoriteListsSchema },
  removeFromFavoriteLists: { path: 'Customer/RemoveFromFavoriteLists', schema: FavoriteListsSchema },
  deleteFavoriteList: { path: 'Customer/deleteFavoriteList', schema: FavoriteListsSchema },
  sendContactUsInfo: { path: 'Customer/SendContactUsInfo', schema: AcknowledgementSchema },
  getStatements: { path: 'Customer/GetStatements', schema: StatementsSchema },
  shipToLookups: { path: 'Customer/ShipToLookups', schema: ShipTosSchema },
  searchCustomers: { path: 'Customer/Search', schema: CustomerSearchResultsSchema },
  companyUsers: { path: 'Customer/CompanyUsers', schema: CompanyUsersSchema },
  createLogin: { path: 'Customer/CreateLogin', schema: AcknowledgementSchema },
  recoverPassword: { path: 'Customer/RecoverPassword', schema: AcknowledgementSchema },
  resetPassword: { path: 'Customer/ResetPassword', schema: AcknowledgementSchema },
  getRecentlyOrderedItems: { path: 'Customer/GetRecentlyOrderedItems', schema: RecentlyOrderedItemsSchema },
  getInvoicePaymentParameters: { path: 'Customer/GetInvoicePaymentParameters', schema: PaymentGatewayParametersSchema },
  payInvoices: { path: 'Customer/PayInvoices', schema: InvoicePaymentSchema },
} as const;

it('sends every Customer call to its SPEC path with its answer schema, passing body, options and answer through unchanged', async () => {
  await expectEachCall(api as Record<string, ApiFunction>, EXPECTED);
});
