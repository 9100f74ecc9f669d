import { it } from 'vitest';
import {
  CustomerPricesSchema,
  FacetsSchema,
  ProductDetailSchema,
  SearchItemSchema,
  SearchResultsSchema,
  StockDesignationResultSchema,
} from '../contract/responses';
import * as api from './product';
import { expectEachCall, type ApiFunction } from './testing/recordingClient';

const EXPECTED = {
  getItem: { path: 'Product/GetItem', schema: ProductDetailSchema },
  getProductSquare: { path: 'Product/GetProductSquare', schema: SearchItemSchema },
  getProductCustomerPrice: { path: 'Product/GetProductCustomerPrice', schema: CustomerPricesSchema },
  webSearchFacets: { path: 'Product/WebSearchFacets', schema: FacetsSchema },
  webSearch: { path: 'Product/WebSearch', schema: SearchResultsSchema },
  getStockDesignationResult: { path: 'Product/GetStockDesignationResult', schema: StockDesignationResultSchema },
} as const;

it('sends every Product call to its SPEC path with its answer schema, passing body, options and answer through unchanged', async () => {
  await expectEachCall(api as Record<string, ApiFunction>, EXPECTED);
});
