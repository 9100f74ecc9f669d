/**
 * Product service calls (SPEC section 7, Product).
 * Types only from requests.ts: its validation schemas stay on the server.
 */
import type { CallOptions, ServiceClient } from './client';
import type {
  GetItemRequest,
  GetProductCustomerPriceRequest,
  GetProductSquareRequest,
  GetStockDesignationResultRequest,
  WebSearchFacetsRequest,
  WebSearchRequest,
} from '../contract/requests';
import {
  CustomerPricesSchema,
  FacetsSchema,
  ProductDetailSchema,
  SearchItemSchema,
  SearchResultsSchema,
  StockDesignationResultSchema,
  type CustomerPrices,
  type Facets,
  type ProductDetail,
  type SearchItem,
  type SearchResults,
  type StockResult,
} from '../contract/responses';

export function getItem(client: ServiceClient, body: GetItemRequest, options?: CallOptions): Promise<ProductDetail> {
  return client.call('Product/GetItem', body, ProductDetailSchema, options);
}

export function getProductSquare(client: ServiceClient, body: GetProductSquareRequest, options?: CallOptions): Promise<SearchItem> {
  return client.call('Product/GetProductSquare', body, SearchItemSchema, options);
}

export function getProductCustomerPrice(client: ServiceClient, body: GetProductCustomerPriceRequest, options?: CallOptions): Promise<CustomerPrices> {
  return client.call('Product/GetProductCustomerPrice', body, CustomerPricesSchema, options);
}

export function webSearchFacets(client: ServiceClient, body: WebSearchFacetsRequest, options?: CallOptions): Promise<Facets> {
  return client.call('Product/WebSearchFacets', body, FacetsSchema, options);
}

export function webSearch(client: ServiceClient, body: WebSearchRequest, options?: CallOptions): Promise<SearchResults> {
  return client.call('Product/WebSearch', body, SearchResultsSchema, options);
}

export function getStockDesignationResult(client: ServiceClient, body: GetStockDesignationResultRequest, options?: CallOptions): Promise<StockResult> {
  return client.call('Product/GetStockDesignationResult', body, StockDesignationResultSchema, options);
}
