export { createCartPageStore, CART_PAGE_BUS_KEY } from './cartPageStore';
export type { CartAction, CartPageServices, CartPageState, CartPageStatus, CartPageStore, CartPageStoreOptions, LineProblem } from './cartPageStore';
export { createEstimateStore, ZIP_CHECK_DELAY_MS } from './estimateStore';
export type { CallStatus, EstimateServices, EstimateState, EstimateStore, EstimateStoreOptions } from './estimateStore';
export { createCartPageStores } from './cartPageStores';
export type { CartPageEnv, CartPageStores } from './cartPageStores';
