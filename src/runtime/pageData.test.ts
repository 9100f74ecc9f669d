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
    expect(messageOf(() => readPageContext(document))).toMatch(/^#sf-context: the content is not valid JSON \(.+\)\.$/);
  });

  it('names a signed-in context without a customer', () => {
    writePageContext({ ...testPageContext(), customer: null });
    expect(messageOf(() => readPageContext(document))).toBe(
      '#sf-context: customer is required when companyUserId is greater than 0 (a signed-in user acts for a customer), got nothing.',
    );
    const { customer: _, ...withoutCustomer } = testPageContext();
    document.getElementById('sf-context')?.remove();
    writePageContext(withoutCustomer);
    expect(messageOf(() => readPageContext(document))).toMatch(/customer is required .*, got nothing\.$/);
  });

  it('names a field of the wrong type with the value it got', () => {
    writePageContext({ ...testPageContext(), companyUserId: 'abc' });
    expect(messageOf(() => readPageContext(document))).toBe('#sf-context: companyUserId must be a number, got "abc".');
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
    writeJsonScript('searchPage-data', { category: null, superSaverCategory: null, searchRequest: { ...searchRequest, take: 'abc' } });
    expect(messageOf(() => readWidgetData(element, SearchPageDataSchema))).toBe(
      '#searchPage-data: searchRequest.take must be a number, got "abc".',
    );
  });

  it('names a missing required field', () => {
    const element = mountPoint('searchPage');
    const { filters: _, ...withoutFilters } = searchRequest;
    writeJsonScript('searchPage-data', { searchRequest: withoutFilters });
    expect(messageOf(() => readWidgetData(element, SearchPageDataSchema))).toBe(
      '#searchPage-data: searchRequest.filters is required but missing.',
    );
  });

  it('lists the allowed values of a closed set', () => {
    const element = mountPoint('searchPage');
    writeJsonScript('searchPage-data', { searchRequest: { ...searchRequest, sort: 'price' } });
    expect(messageOf(() => readWidgetData(element, SearchPageDataSchema))).toBe(
      '#searchPage-data: searchRequest.sort must be one of "score", "sortOrder", "manufacturerNameSort", "itemNumberExact", "itemItemListPrice", "itemItemListPriceDesc", got "price".',
    );
  });

  it('counts the further problems after the first', () => {
    const element = mountPoint('searchPage');
    writeJsonScript('searchPage-data', { searchRequest: { ...searchRequest, take: 0, skip: -1, searchTerm: 5 } });
    expect(messageOf(() => readWidgetData(element, SearchPageDataSchema))).toBe(
      '#searchPage-data: searchRequest.searchTerm must be a string, got 5 (and 2 more problems).',
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
      '#favorites-1: itemId must be at least 1, got 0.',
    );
    expect(messageOf(() => validatePageData('#favorites-1', { itemId: 1.5 }, schema))).toBe(
      '#favorites-1: itemId must be a whole number, got 1.5.',
    );
    expect(messageOf(() => validatePageData('#favorites-1', null, schema))).toBe(
      '#favorites-1: the data must be an object, got null.',
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
