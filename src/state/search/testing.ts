/**
 * Test builders for the search page: requests, items, results, facets, page contexts, and
 * a fake service whose answers the test releases one by one. Imported by tests only.
 */
import type { PageContext } from '../../contract/pageData';
import { DEFAULT_ROUTES } from '../../domain/urls';
import type {
  Category,
  Facets,
  Filter,
  SearchItem,
  SearchRequest,
  SearchResults,
} from '../../contract/responses';
import type { WebSearchFacetsRequest, WebSearchRequest } from '../../contract/requests';
import type { SearchServices } from './searchStore';

export function makeRequest(overrides: Partial<SearchRequest> = {}): SearchRequest {
  return {
    searchTerm: '',
    filters: [],
    warehouseCode: '1001',
    warehouseName: 'Burton, OH',
    categoryId: 12,
    isSuperSaver: false,
    manufacturerId: null,
    skip: 0,
    take: 18,
    sort: 'sortOrder',
    ...overrides,
  };
}

export function makeItem(overrides: Partial<SearchItem> = {}): SearchItem {
  const itemId = overrides.itemId ?? 101;
  return {
    itemId,
    itemNumber: `IT-${itemId}`,
    itemName: `Item ${itemId}`,
    catalogHeader: `Terra Cotta Pot ${itemId}`,
    catalogSubHeader: '6 inch, round',
    mfgItemNumber: `M-${itemId}`,
    bfgShortSku: `S${itemId}`,
    sellMultiple: 12,
    msrp: 2.5,
    customerPrice: 1.75,
    pricingLoaded: true,
    unitOfMeasure: { value: 'EA' },
    imageNames: [`${itemId}.jpg`],
    productUrl: `/order-now/product/${itemId}/12/terra-cotta-pot`,
    favorited: false,
    restrictedText: null,
    isNyRestriced: false,
    fulfillmentItem: false,
    configurator: null,
    stockResult: null,
    availability: [
      {
        warehouse: { warehouseCode: '1001', warehouseName: 'Burton, OH' },
        quantityAvailable: 340,
        nextReceiptQty: null,
        nextReceiptDate: null,
      },
    ],
    regionalWarehouseQty: null,
    ...overrides,
  };
}

export function makeResults(count: number, overrides: Partial<SearchResults> = {}, firstId = 1): SearchResults {
  return {
    items: Array.from({ length: count }, (_, i) => makeItem({ itemId: firstId + i })),
    recommendedItems: [],
    resultCount: count,
    suggestions: [],
    ...overrides,
  };
}

export function makeFilter(overrides: Partial<Filter> = {}, optionCount = 3): Filter {
  return {
    filterId: 5,
    filterName: 'Color',
    filterOptions: Array.from({ length: optionCount }, (_, i) => ({
      filterOptionId: 500 + i,
      filterOptionText: `Color ${i + 1}`,
      filterOptionCount: 100 - i,
    })),
    filterValues: [],
    viewAll: false,
    attributeName: null,
    fieldName: null,
    minValue: null,
    maxValue: null,
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> = {}): Category {
  return {
    categoryId: 12,
    displayName: 'Containers',
    superSaver: false,
    mainImageUrl: '/images/containers.jpg',
    secondaryImageUrl: null,
    description: '<p>Pots and trays for <strong>every</strong> crop.</p>',
    subCategories: [],
    resourceSections: [],
    ...overrides,
  };
}

export const signedInContext = (overrides: Partial<PageContext> = {}): PageContext => ({
  serviceUrl: 'https://shop.example/api',
  companyUserId: 42,
  jwtToken: 'token',
  productImageUrl: 'https://cdn.example/products/',
  customer: { customerNumber: '100234', customerType: 'Grower', ecomCustomer: false },
  warehouseCode: '1001',
  shipTo: '001',
  withCustomer: false,
  salesRep: false,
  readOnly: false,
  apiKey: null,
  cspNonce: null,
  userName: null,
  userEmail: null,
  preview: false,
  punchout: null,
  routes: DEFAULT_ROUTES,
  ...overrides,
});

export const anonymousContext = (overrides: Partial<PageContext> = {}): PageContext =>
  signedInContext({ companyUserId: 0, jwtToken: null, customer: null, shipTo: null, ...overrides });

type Pending<B, R> = {
  body: B;
  signal: AbortSignal;
  resolve(value: R): void;
  reject(error: unknown): void;
};

/** A fake service: every call waits until the test resolves or rejects it. */
export function createFakeServices() {
  const searches: Pending<WebSearchRequest, SearchResults>[] = [];
  const facets: Pending<WebSearchFacetsRequest, Facets>[] = [];
  const services: SearchServices = {
    webSearch: (body, { signal }) =>
      new Promise((resolve, reject) => {
        searches.push({ body, signal, resolve, reject });
      }),
    webSearchFacets: (body, { signal }) =>
      new Promise((resolve, reject) => {
        facets.push({ body, signal, resolve, reject });
      }),
  };
  return { services, searches, facets };
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
