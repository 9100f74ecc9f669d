import { expect, it } from 'vitest';
import {
  CustomerPricesSchema,
  FacetsSchema,
  ProductDetailSchema,
  SearchItemSchema,
  SearchResultsSchema,
  StockDesignationResultSchema,
} from '../contract/responses';
import * as api from './product';
import { callEach, type ApiFunction } from './testing/recordingClient';

const EXPECTED = {
  getItem: { path: 'Product/GetItem', schema: ProductDetailSchema },
  getProductSquare: { path: 'Product/GetProductSquare', schema: SearchItemSchema },
  getProductCustomerPrice: { path: 'Product/GetProductCustomerPrice', schema: CustomerPricesSchema },
  webSearchFacets: { path: 'Product/WebSearchFacets', schema: FacetsSchema },
  webSearch: { path: 'Product/WebSearch', schema: SearchResultsSchema },
  getStockDesignationResult: { path: 'Product/GetStockDesignationResult', schema: StockDesignationResultSchema },
} as const;

it('sends every Product call to its SPEC path with its answer schema, passing body, options and answer through unchanged', async () => {
  const functions = api;
  expect(Object.keys(functions).sort()).toEqual(Object.keys(EXPECTED).sort());
  const results = await callEach(functions as Record<string, ApiFunction>, Object.keys(EXPECTED));
  for (const { name, call, bodyPassed, optionsPassed, answerPassed } of results) {
    const expected = EXPECTED[name as keyof typeof EXPECTED];
    expect(call?.path, name).toBe(expected.path);
    expect(call?.schema === expected.schema, `${name} parses with the expected schema`).toBe(true);
    expect({ bodyPassed, optionsPassed, answerPassed }, name).toEqual({ bodyPassed: true, optionsPassed: true, answerPassed: true });
  }
});
