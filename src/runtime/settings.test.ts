import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PageContextSchema, ProductPageDataSchema, SearchPageDataSchema } from '../contract/pageData';
import { allowedText, invalidJsonProblem, readSettings } from './settings';

const request = (over: Record<string, unknown> = {}) => ({
  searchTerm: 'pot',
  filters: [],
  warehouseCode: '1001',
  warehouseName: 'Burton, OH',
  categoryId: null,
  isSuperSaver: false,
  manufacturerId: null,
  skip: 0,
  take: 18,
  sort: 'score',
  ...over,
});
const searchData = (over: Record<string, unknown> = {}) => ({ category: null, superSaverCategory: null, searchRequest: request(over) });

describe('readSettings', () => {
  it('reads good settings with no problem', () => {
    const result = readSettings(SearchPageDataSchema, searchData());
    expect(result).toMatchObject({ ok: true, problems: [] });
  });

  it('uses the SPEC sort for a misspelt one and says so in the words of HOST-CONTRACT section 11', () => {
    const result = readSettings(SearchPageDataSchema, searchData({ sort: 'bestselling' }));
    expect(result.ok && result.value.searchRequest.sort).toBe('score');
    expect(result.problems.map((p) => p.message)).toEqual([
      'searchRequest.sort: "bestselling" is not one of score, sortOrder, manufacturerNameSort, itemNumberExact, itemItemListPrice, itemItemListPriceDesc; score is used.',
    ]);
    expect(result.problems[0]).toMatchObject({ path: 'searchRequest.sort', blocking: false });
  });

  it('uses popularity for a misspelt sort on a category page (the default the page would get)', () => {
    const result = readSettings(SearchPageDataSchema, searchData({ sort: 'Popularity', categoryId: 12 }));
    expect(result.ok && result.value.searchRequest.sort).toBe('sortOrder');
    expect(result.problems[0]?.message).toMatch(/; sortOrder is used\.$/);
  });

  it('uses the first page size offered for a page size written as text, and names every wrong optional setting', () => {
    const result = readSettings(SearchPageDataSchema, searchData({ take: 'abc', skip: -4 }));
    expect(result.ok && result.value.searchRequest.take).toBe(18);
    expect(result.ok && result.value.searchRequest.skip).toBe(0);
    expect(result.problems.map((p) => p.message)).toEqual([
      'searchRequest.skip: -4 is not a whole number of at least 0; 0 is used.',
      'searchRequest.take: "abc" is not a whole number of at least 1; 18 is used.',
    ]);
  });

  it('stops on a required setting that is missing and says what it needs', () => {
    const { searchRequest, ...rest } = searchData();
    void searchRequest;
    const result = readSettings(SearchPageDataSchema, rest);
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => p.message)).toEqual(['searchRequest is missing: it must be a group of settings ({ … }).']);
    expect(result.problems[0]?.blocking).toBe(true);
  });

  it('stops on a required setting that is wrong, and still names the optional ones that would fall back', () => {
    const result = readSettings(SearchPageDataSchema, searchData({ searchTerm: 12, sort: 'x' }));
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => [p.blocking, p.message])).toEqual([
      [true, 'searchRequest.searchTerm: 12 is not text.'],
      [false, 'searchRequest.sort: "x" is not one of score, sortOrder, manufacturerNameSort, itemNumberExact, itemItemListPrice, itemItemListPriceDesc; its default would be used.'],
    ]);
  });

  it('prefixes the page context’s settings with sf-context and uses their defaults', () => {
    const result = readSettings(PageContextSchema, { serviceUrl: '/api', companyUserId: 0, warehouseCode: true, readOnly: 'yes' }, 'sf-context');
    expect(result.ok && result.value.warehouseCode).toBe('1001');
    expect(result.ok && result.value.readOnly).toBe(false);
    expect(result.problems.map((p) => p.message)).toEqual([
      'sf-context.warehouseCode: true is not text or a whole number of at least 0; 1001 is used.',
      'sf-context.readOnly: "yes" is not true or false; false is used.',
    ]);
  });

  it('leaves out a punchout it cannot read as a whole, naming it: the page is then not in punchout', () => {
    for (const punchout of [{ protocol: 'oci', operation: 'view' }, { operation: 'create' }, 'cxml']) {
      const result = readSettings(PageContextSchema, { serviceUrl: '/api', companyUserId: 0, punchout }, 'sf-context');
      expect(result.ok && result.value.punchout).toBeNull();
      expect(result.problems.map((p) => [p.blocking, p.message])).toEqual([
        [false, `sf-context.punchout: ${JSON.stringify(punchout)} is not { "protocol": "oci" or "cxml", "operation": "create", "edit" or "inspect" }; no value is used.`],
      ]);
    }
    expect(readSettings(PageContextSchema, { serviceUrl: '/api', punchout: { protocol: 'oci', operation: 'create' } }, 'sf-context')).toMatchObject({
      ok: true,
      value: { punchout: { protocol: 'oci', operation: 'create' } },
      problems: [],
    });
  });

  it('keeps the default of each route written wrong alone, naming it, and uses the routes written right', () => {
    const routes = { login: 'javascript:alert(1)', cart: '//evil.example', checkout: '/pay' };
    const result = readSettings(PageContextSchema, { serviceUrl: '/api', routes }, 'sf-context');
    expect(result.ok && result.value.routes).toMatchObject({ login: '/login', cart: '/cart', checkout: '/pay' });
    expect(result.problems.map((p) => [p.path, p.blocking, p.message])).toEqual([
      ['sf-context.routes.login', false, 'sf-context.routes.login: "javascript:alert(1)" is not a path starting with a single / or an address starting with https:// or http://; /login is used.'],
      ['sf-context.routes.cart', false, 'sf-context.routes.cart: "//evil.example" is not a path starting with a single / or an address starting with https:// or http://; /cart is used.'],
    ]);
  });

  it('keeps every default route when routes is not a group, naming it', () => {
    const result = readSettings(PageContextSchema, { serviceUrl: '/api', routes: '/basket' }, 'sf-context');
    expect(result.ok && result.value.routes.cart).toBe('/cart');
    expect(result.problems.map((p) => [p.blocking, p.message])).toEqual([
      [false, 'sf-context.routes: "/basket" is not a group of pages and their addresses ({ "login": "/account/sign-in", … }); every page keeps its default.'],
    ]);
  });

  it('names a check across settings by the setting it is about', () => {
    const result = readSettings(PageContextSchema, { serviceUrl: '/api', companyUserId: 42 }, 'sf-context');
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => p.message)).toEqual([
      'sf-context.customer is required when companyUserId is greater than 0 (a signed-in user acts for a customer), got null.',
    ]);
  });

  it('reads an item number with spaces around it, and stops on an item id that is not a positive whole number', () => {
    expect(readSettings(ProductPageDataSchema, { itemNumber: ' TL06135 ', itemId: 5 })).toMatchObject({ ok: true, value: { itemNumber: 'TL06135', categoryId: null } });
    const result = readSettings(ProductPageDataSchema, { itemNumber: 'TL06135', itemId: 0 });
    expect(result.problems[0]?.message).toBe('itemId must be a positive whole number, got 0.');
  });
});

describe('allowedText', () => {
  it('says what a setting allows from its schema', () => {
    expect(allowedText(v.optional(v.picklist(['a', 'b'])) as never)).toBe('one of a, b');
    expect(allowedText(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)) as never)).toBe('a whole number from 1 to 9');
    expect(allowedText(v.boolean() as never)).toBe('true or false');
    expect(allowedText(v.pipe(v.string(), v.nonEmpty()) as never)).toBe('text that is not empty');
    expect(allowedText(v.pipe(v.string(), v.metadata({ allowed: 'an item number such as TL06135' })) as never)).toBe('an item number such as TL06135');
  });
});

describe('invalidJsonProblem', () => {
  it('gives the line and column of the first thing the parser could not read', () => {
    const text = '{\n  "searchRequest": {\n    "take": 18,\n  }\n}';
    let error: unknown;
    try {
      JSON.parse(text);
    } catch (caught) {
      error = caught;
    }
    expect(invalidJsonProblem('#searchPage-data', text, error).message).toMatch(/^#searchPage-data is not valid JSON at line 4, column 3: .*\.$/);
  });

  it('reads the line and column Firefox gives', () => {
    const problem = invalidJsonProblem('#sf-context', '{', new SyntaxError('JSON.parse: end of data while reading object contents at line 1 column 2 of the JSON data'));
    expect(problem.message).toMatch(/^#sf-context is not valid JSON at line 1, column 2: /);
  });
});
