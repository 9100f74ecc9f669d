/** The pure rules of the storefront (SPEC sections 2, 4, 5 and 9). */
export {
  LOGIN_URL, FAVORITES_URL, CART_URL, PLANT_CONNECTION_URL, ADDONS_CONFIGURATOR_URL,
  CONFIGURATOR_KINDS, CONFIGURATOR_PATHS,
  cleanUrlName, isPlantsCategory, categoryUrl, productUrl, filterOptionUrl, searchResultsUrl,
  statementUrl, addonsConfiguratorUrl, configuratorUrl, safeLinkUrl,
} from './urls';
export type { ConfiguratorKind } from './urls';
export {
  normalizePackageQuantity, roundUpToPackage, isPackageMultiple, roundEnteredQuantity,
  minimumQuantityShown, describeRounding, largestPackageQuantity, QUANTITY_MAX, suggestedAddOnQuantity, packNoun, packSizeText, quantityLimitMessage,
} from './quantity';
export type { EnteredQuantity } from './quantity';
export { formatPrice, unitOfMeasure, unitPriceTexts, DEFAULT_UNIT_OF_MEASURE } from './price';
export type { UnitPriceTexts } from './price';
export { formatNumber, formatShortDate } from './format';
export {
  IMAGE_SIZES, PLACEHOLDER_IMAGE, productImageUrl, productImageUrls,
} from './images';
export type { ImageSize } from './images';
export {
  TOP_OPTION_COUNT, MANUFACTURER_FILTER_ID, MANUFACTURER_FILTER_NAME, markTopTen, visibleOptions, selectedValueFor, filterTextKey,
  hasMoreOptions, isFilterValueSelected, filterOptionValue, isOptionSelected, toggleFilterValue,
  withManufacturerFilter,
  splitCategoryFilterText, isCategoryFilter,
} from './filters';
export type { RankedFilterOption } from './filters';
export { TEXT_CUTS, ELLIPSIS, cutText } from './text';
export {
  PAGE_SIZES, PAGE_SIZE_STORAGE_KEY, isPageSize, readStoredPageSize, pageOf, pageCount, skipOfPage,
  skipAfterPageSizeChange, paginationItems, paginationRanges,
} from './paging';
export type { PageSize, PaginationItem, PaginationOptions } from './paging';
export { MOBILE_BREAKPOINT, isMobileWidth } from './screen';
export { isAddToCartDisabled, cartOwner } from './cart';
export type { AddToCartState, CartOwner } from './cart';
export {
  TOO_LONG_MESSAGE, roundToPrecision, clampAndRound, defaultMaxLength, parseNumericInput,
  DECIMAL_REFUSED_MESSAGE, EXPONENT_REFUSED_MESSAGE, CHARACTER_REFUSED_MESSAGE, refuseKey, aboveMaxMessage, settleNumber,
} from './numeric';
export type { NumericBounds, NumericInputOptions, ParsedNumericInput, RefusedKey } from './numeric';
export {
  SORT_OPTIONS, isSortKey, defaultSort, DEFAULT_PAGE_SIZE,
  normalizeSearchRequest, resetSkip, hasSearchParams, readSearchParams, writeSearchParams,
} from './search';
export { DEFAULT_WAREHOUSE } from '../contract/warehouse';
