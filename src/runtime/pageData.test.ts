// @vitest-environment happy-dom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SearchPageDataSchema } from '../contract/pageData';
import { testPageContext, writeJsonScript, writePageContext } from '../testing/pageData';
import { PageDataError, readCspNonce, readPageContext, readWidgetData, validatePageData } from './pageData';

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof PageDataError) return error.message;
    throw error;
  }
  throw new Error('expected a PageDataError');
}

const mountPoint = (id: string) => {
  const element = document.createElement('div');
  element.id = id;
  document.body.append(element);
  return element;
};

const searchRequest = {
  searchTerm: '',
  filters: [],
  warehouseCode: '1001',
  warehouseName: 'Burton, OH',
  categoryId: 7,
  isSuperSaver: false,
  manufacturerId: null,
  skip: 0,
  take: 18,
  sort: 'sortOrder',
};

describe('readPageContext', () => {
  it('reads and normalizes #sf-context', () => {
    writePageContext({ ...testPageContext(), warehouseCode: 2002 });
    expect(readPageContext(document)).toEqual(testPageContext({ warehouseCode: '2002' }));
  });

  it('names the missing script', () => {
    expect(messageOf(() => readPageContext(document))).toBe(
      '#sf-context: the page has no <script type="application/json" id="sf-context"> with the page context.',
    );
  });

  it('names invalid JSON', () => {
    writePageContext('{ serviceUrl: "/api" ');
    expect(messageOf(() => readPageContext(document))).toBe("#sf-context: the content is not valid JSON at line 1, column 3: Expected property name or '}'.");
  });

  it('names a signed-in context without a customer', () => {
    writePageContext({ ...testPageContext(), customer: null });
    expect(messageOf(() => readPageContext(document))).toBe(
      '#sf-context: sf-context.customer is required when companyUserId is greater than 0 (a signed-in user acts for a customer), got null.',
    );
    const { customer: _, ...withoutCustomer } = testPageContext();
    document.getElementById('sf-context')?.remove();
    writePageContext(withoutCustomer);
    expect(messageOf(() => readPageContext(document))).toMatch(/customer is required .*, got null\.$/);
  });

  it('names a required field of the wrong type with the value it got', () => {
    writePageContext({ ...testPageContext(), serviceUrl: 7 });
    expect(messageOf(() => readPageContext(document))).toBe('#sf-context: sf-context.serviceUrl: 7 is not text that is not empty.');
  });

  it('reads an optional field of the wrong type as its default and reports it under sf-context', () => {
    writePageContext({ ...testPageContext(), companyUserId: 'abc', customer: null });
    const reported: string[] = [];
    expect(readPageContext(document, (problems, source) => reported.push(...problems.map((p) => `${source} ${p.message}`))).companyUserId).toBe(0);
    expect(reported).toEqual(['#sf-context sf-context.companyUserId: "abc" is not a whole number of at least 0; 0 is used.']);
  });
});

describe('readWidgetData', () => {
  it("reads the JSON script named after the element's id", () => {
    const element = mountPoint('searchPage');
    writeJsonScript('searchPage-data', { category: null, superSaverCategory: null, searchRequest });
    expect(readWidgetData(element, SearchPageDataSchema).searchRequest.take).toBe(18);
  });

  it('names the field and the value, in the style of STYLE.md', () => {
    const element = mountPoint('searchPage');
    writeJsonScript('searchPage-data', { category: null, superSaverCategory: null, searchRequest: { ...searchRequest, filters: 'none' } });
    expect(messageOf(() => readWidgetData(element, SearchPageDataSchema))).toBe(
      '#searchPage-data: searchRequest.filters: "none" is not a list.',
    );
  });

  it('uses the first page size offered for a page size written as text, and reports it', () => {
    const element = mountPoint('searchPage');
    writeJsonScript('searchPage-data', { category: null, superSaverCategory: null, searchRequest: { ...searchRequest, take: 'abc' } });
    const reported: string[] = [];
    expect(readWidgetData(element, SearchPageDataSchema, (problems, source) => reported.push(...problems.map((p) => `${source} ${p.message}`))).searchRequest.take).toBe(18);
    expect(reported).toEqual(['#searchPage-data searchRequest.take: "abc" is not a whole number of at least 1; 18 is used.']);
  });

  it('names a missing required field', () => {
    const element = mountPoint('searchPage');
    const { filters: _, ...withoutFilters } = searchRequest;
    writeJsonScript('searchPage-data', { searchRequest: withoutFilters });
    expect(messageOf(() => readWidgetData(element, SearchPageDataSchema))).toBe(
      '#searchPage-data: searchRequest.filters is missing: it must be a list.',
    );
  });

  it('lists the allowed values of a closed set, and uses the default sort of a category page', () => {
    const element = mountPoint('searchPage');
    writeJsonScript('searchPage-data', { searchRequest: { ...searchRequest, sort: 'price' } });
    const reported: string[] = [];
    expect(readWidgetData(element, SearchPageDataSchema, (problems) => reported.push(...problems.map((p) => p.message))).searchRequest.sort).toBe('sortOrder');
    expect(reported).toEqual([
      'searchRequest.sort: "price" is not one of score, sortOrder, manufacturerNameSort, itemNumberExact, itemItemListPrice, itemItemListPriceDesc; sortOrder is used.',
    ]);
  });

  it('counts the further problems after the first', () => {
    const element = mountPoint('searchPage');
    writeJsonScript('searchPage-data', { searchRequest: { ...searchRequest, take: 0, searchTerm: 5, filters: 3, isSuperSaver: 'no' } });
    expect(messageOf(() => readWidgetData(element, SearchPageDataSchema))).toBe(
      '#searchPage-data: searchRequest.searchTerm: 5 is not text (and 2 more problems).',
    );
  });

  it('names the script a mount element lacks', () => {
    const element = mountPoint('searchPage');
    expect(messageOf(() => readWidgetData(element, SearchPageDataSchema))).toBe(
      '#searchPage-data: the page has no <script type="application/json" id="searchPage-data"> with the data of #searchPage.',
    );
  });

  it('asks for an id when the mount element has none', () => {
    const element = document.createElement('div');
    element.setAttribute('data-sf-widget', 'favorites');
    expect(messageOf(() => readWidgetData(element, SearchPageDataSchema))).toMatch(/^\[data-sf-widget="favorites"\]: the mount element needs an id/);
  });
});

describe('validatePageData', () => {
  it('describes bounds and whole numbers in words', () => {
    const schema = v.object({ itemId: v.pipe(v.number(), v.integer(), v.minValue(1)) });
    expect(messageOf(() => validatePageData('#favorites-1', { itemId: 0 }, schema))).toBe(
      '#favorites-1: itemId: 0 is not a whole number of at least 1.',
    );
    expect(messageOf(() => validatePageData('#favorites-1', { itemId: 1.5 }, schema))).toBe(
      '#favorites-1: itemId: 1.5 is not a whole number of at least 1.',
    );
    expect(messageOf(() => validatePageData('#favorites-1', null, schema))).toBe(
      '#favorites-1: the data: null is not a group of settings ({ … }).',
    );
  });
});

describe('readCspNonce', () => {
  it('finds the nonce even when the rest of the context is bad', () => {
    writePageContext({ cspNonce: 'abc123', companyUserId: 'nope' });
    expect(readCspNonce(document)).toBe('abc123');
  });

  it('gives undefined for a missing context or invalid JSON', () => {
    expect(readCspNonce(document)).toBeUndefined();
    writePageContext('{');
    expect(readCspNonce(document)).toBeUndefined();
  });
});
