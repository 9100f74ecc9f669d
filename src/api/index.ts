/** The service client and one typed function per service path; widgets import from here. */
export {
  createServiceClient,
  DEFAULT_API_KEY,
  DEFAULT_TIMEOUT_MS,
  RETRY_DELAY_MS,
  type CallOptions,
  type FetchFunction,
  type ResponseSchema,
  type SendBeaconFunction,
  type ServiceClient,
  type ServiceClientOptions,
} from './client';
export { isAbortError, isServiceError, ServiceError, userMessage, type ServiceErrorKind } from './errors';
export {
  addItemToCart,
  addKitItemToCart,
  addItemsToCart,
  getCartInfo,
  clearCart,
  getCart,
  getCartSettings,
  getShippingCost,
  updateQuantity,
  clearBackorders,
  submitOrder,
  getCardPointeParameters,
  getTaxAndFees,
  logFromClient,
  validateZipCode,
  logFromClientBeacon,
} from './cart';
export {
  getFavoriteLists,
  addToFavoriteLists,
  addFavoriteList,
  removeFromFavoriteLists,
  deleteFavoriteList,
  sendContactUsInfo,
  getStatements,
  shipToLookups,
  searchCustomers,
  companyUsers,
  createLogin,
  recoverPassword,
  resetPassword,
  getRecentlyOrderedItems,
  getInvoicePaymentParameters,
  payInvoices,
} from './customer';
export {
  getItem,
  getProductSquare,
  getProductCustomerPrice,
  webSearchFacets,
  webSearch,
  getStockDesignationResult,
} from './product';
export {
  getKitItemsFromBenchConfig,
  getKitItemsForSlideBench,
  getBenchConversion,
} from './benchconfig';
