import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  isAuthenticated,
  PageContextSchema,
  ProductPageDataSchema,
  SearchPageDataSchema,
  type PageContext,
  type SearchPageData,
} from './pageData';
import { DEFAULT_ROUTES } from '../domain/urls';

const signedIn = {
  serviceUrl: 'https://shop.example/api',
  companyUserId: 42,
  jwtToken: 'token',
  productImageUrl: 'https://cdn.example/products/',
  customer: { customerNumber: '100234', customerType: 'Grower', ecomCustomer: false },
  warehouseCode: '1001',
  shipTo: '001',
  withCustomer: false,
  readOnly: false,
};

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => v.getDotPath(issue));
};

describe('PageContextSchema', () => {
  it('reads the HOST-CONTRACT example as is, with apiKey and cspNonce null', () => {
    expect(v.parse(PageContextSchema, signedIn)).toEqual({ ...signedIn, salesRep: false, apiKey: null, cspNonce: null, preview: false, userName: null, userEmail: null, punchout: null, routes: DEFAULT_ROUTES });
  });

  it('fills an anonymous visitor from only a serviceUrl with the documented defaults', () => {
    expect(v.parse(PageContextSchema, { serviceUrl: '/api' })).toEqual<PageContext>({
      serviceUrl: '/api',
      companyUserId: 0,
      jwtToken: null,
      productImageUrl: '',
      customer: null,
      warehouseCode: '1001',
      shipTo: null,
      withCustomer: false,
      readOnly: false,
      salesRep: false,
      apiKey: null,
      cspNonce: null,
      userName: null,
      userEmail: null,
      preview: false,
      punchout: null,
      routes: DEFAULT_ROUTES,
    });
  });

  it('reads the optional userName and userEmail (a project extension) as given, empty as absent', () => {
    expect(v.parse(PageContextSchema, { ...signedIn, userName: 'Dana Whitfield', userEmail: 'dana@maplehollow.example' })).toMatchObject({
      userName: 'Dana Whitfield',
      userEmail: 'dana@maplehollow.example',
    });
    expect(v.parse(PageContextSchema, { ...signedIn, userName: '', userEmail: null })).toMatchObject({ userName: null, userEmail: null });
  });

  it('reads a punchout (HOST-CONTRACT section 13) as given, and none when absent or null', () => {
    expect(v.parse(PageContextSchema, { ...signedIn, punchout: { protocol: 'cxml', operation: 'inspect' } }).punchout).toEqual({ protocol: 'cxml', operation: 'inspect' });
    expect(v.parse(PageContextSchema, { ...signedIn, punchout: null }).punchout).toBeNull();
    expect(issuesOf(PageContextSchema, { ...signedIn, punchout: { protocol: 'edi', operation: 'create' } })).toEqual(['punchout.protocol']);
  });

  it('reads the routes a host moves (a project extension) over the defaults of the pages it leaves out', () => {
    const routes = { login: 'https://login.example.com/sso?app=shop', cart: '/basket' };
    expect(v.parse(PageContextSchema, { ...signedIn, routes }).routes).toEqual({ ...DEFAULT_ROUTES, ...routes });
    expect(v.parse(PageContextSchema, { ...signedIn, routes: null }).routes).toEqual(DEFAULT_ROUTES);
    expect(issuesOf(PageContextSchema, { ...signedIn, routes: { login: 'javascript:alert(1)', cart: '//evil.example', home: '/' } })).toEqual(['routes.login', 'routes.cart']);
  });

  it('reads salesRep true as given and anything absent or null as false', () => {
    expect(v.parse(PageContextSchema, { ...signedIn, salesRep: true }).salesRep).toBe(true);
    expect(v.parse(PageContextSchema, { ...signedIn, salesRep: null }).salesRep).toBe(false);
    expect(issuesOf(PageContextSchema, { ...signedIn, salesRep: 'yes' })).toEqual(['salesRep']);
  });

  it('reads a null companyUserId as an anonymous visitor', () => {
    expect(v.parse(PageContextSchema, { serviceUrl: '/api', companyUserId: null }).companyUserId).toBe(0);
  });

  it('turns a numeric warehouse code into text and an empty one into the default 1001', () => {
    expect(v.parse(PageContextSchema, { ...signedIn, warehouseCode: 2002 }).warehouseCode).toBe('2002');
    expect(v.parse(PageContextSchema, { ...signedIn, warehouseCode: '' }).warehouseCode).toBe('1001');
  });

  it('reads empty token, api key and nonce as absent', () => {
    const context = v.parse(PageContextSchema, { ...signedIn, jwtToken: '', apiKey: '', cspNonce: '' });
    expect([context.jwtToken, context.apiKey, context.cspNonce]).toEqual([null, null, null]);
  });

  it('keeps the optional apiKey and cspNonce the host adds', () => {
    const context = v.parse(PageContextSchema, { ...signedIn, apiKey: 'k-1', cspNonce: 'n0nce' });
    expect([context.apiKey, context.cspNonce]).toEqual(['k-1', 'n0nce']);
  });

  it('rejects a missing or empty serviceUrl', () => {
    const { serviceUrl: _, ...withoutUrl } = signedIn;
    expect(issuesOf(PageContextSchema, withoutUrl)).toEqual(['serviceUrl']);
    expect(issuesOf(PageContextSchema, { ...signedIn, serviceUrl: '  ' })).toEqual(['serviceUrl']);
  });

  it('rejects a signed-in context without a customer', () => {
    expect(issuesOf(PageContextSchema, { ...signedIn, customer: null })).toEqual(['customer']);
    const { customer: _, ...withoutCustomer } = signedIn;
    expect(issuesOf(PageContextSchema, withoutCustomer)).toEqual(['customer']);
  });

  it('rejects wrong types field by field', () => {
    expect(issuesOf(PageContextSchema, { ...signedIn, companyUserId: '42' })).toEqual(['companyUserId']);
    expect(issuesOf(PageContextSchema, { ...signedIn, companyUserId: -1 })).toEqual(['companyUserId']);
    expect(issuesOf(PageContextSchema, { ...signedIn, readOnly: 'false' })).toEqual(['readOnly']);
    expect(issuesOf(PageContextSchema, { ...signedIn, customer: { ...signedIn.customer, ecomCustomer: 1 } })).toEqual([
      'customer.ecomCustomer',
    ]);
  });
});

describe('isAuthenticated', () => {
  it('is true only when companyUserId is greater than 0', () => {
    expect(isAuthenticated({ companyUserId: 42 })).toBe(true);
    expect(isAuthenticated({ companyUserId: 0 })).toBe(false);
  });
});

const searchRequest = {
  searchTerm: 'bench',
  filters: [{ filterId: 73, filterName: 'Manufacturer', filterValues: ['Acme'] }],
  warehouseCode: '1001',
  warehouseName: 'Burton, OH',
  categoryId: null,
  isSuperSaver: false,
  manufacturerId: null,
  skip: 18,
  take: 18,
  sort: 'score' as const,
};

const category = {
  categoryId: 7,
  displayName: 'Benches',
  superSaver: false,
  mainImageUrl: null,
  secondaryImageUrl: null,
  description: '<p>Strong benches</p>',
  subCategories: [],
  resourceSections: [],
};

describe('SearchPageDataSchema', () => {
  it('reads the HOST-CONTRACT shape unchanged', () => {
    const data = { category, superSaverCategory: null, searchRequest };
    expect(v.parse(SearchPageDataSchema, data)).toEqual(data);
  });

  it('gives a missing warehouse and skip the SPEC defaults and a missing category null', () => {
    const { warehouseCode: _c, warehouseName: _n, skip: _s, ...partial } = searchRequest;
    expect(v.parse(SearchPageDataSchema, { searchRequest: partial })).toEqual<SearchPageData>({
      category: null,
      superSaverCategory: null,
      searchRequest: { ...searchRequest, warehouseCode: '1001', warehouseName: 'Burton, OH', skip: 0 },
    });
  });

  it('gives SPEC section 9 defaults for a left-out sort, take and skip: score for a search, sortOrder for a category, the first page size, 0', () => {
    const { sort: _s, take: _t, skip: _k, ...bare } = searchRequest;
    const search = v.parse(SearchPageDataSchema, { searchRequest: { ...bare, categoryId: null } });
    expect(search.searchRequest).toMatchObject({ sort: 'score', take: 18, skip: 0 });
    const category = v.parse(SearchPageDataSchema, { searchRequest: { ...bare, categoryId: 12 } });
    expect(category.searchRequest.sort).toBe('sortOrder');
  });

  it('stays strict on the fields only the page knows', () => {
    expect(issuesOf(SearchPageDataSchema, { searchRequest: { ...searchRequest, take: 'abc' } })).toEqual(['searchRequest.take']);
    expect(issuesOf(SearchPageDataSchema, { searchRequest: { ...searchRequest, sort: 'price' } })).toEqual(['searchRequest.sort']);
    expect(issuesOf(SearchPageDataSchema, { category: null })).toEqual(['searchRequest']);
  });

  it('checks sub-categories with the same rules', () => {
    const broken = { ...category, subCategories: [{ ...category, categoryId: 'x' }] };
    expect(issuesOf(SearchPageDataSchema, { category: broken, searchRequest })).toEqual(['category.subCategories.0.categoryId']);
  });

  it('produces the SearchRequest type widgets use', () => {
    expectTypeOf<v.InferOutput<typeof SearchPageDataSchema>>().toEqualTypeOf<SearchPageData>();
  });
});

describe('ProductPageDataSchema', () => {
  it('reads itemNumber, itemId and categoryId, a missing categoryId as null', () => {
    expect(v.parse(ProductPageDataSchema, { itemNumber: 'POT-6', itemId: 7, categoryId: 12 })).toEqual({ itemNumber: 'POT-6', itemId: 7, categoryId: 12 });
    expect(v.parse(ProductPageDataSchema, { itemNumber: 'POT-6', itemId: 7 })).toEqual({ itemNumber: 'POT-6', itemId: 7, categoryId: null });
  });

  it('refuses an empty item number, a missing or non-positive itemId', () => {
    expect(v.safeParse(ProductPageDataSchema, { itemNumber: ' ', itemId: 7, categoryId: null }).success).toBe(false);
    expect(v.safeParse(ProductPageDataSchema, { itemNumber: 'POT-6', categoryId: null }).success).toBe(false);
    expect(v.safeParse(ProductPageDataSchema, { itemNumber: 'POT-6', itemId: 0, categoryId: null }).success).toBe(false);
    expect(v.safeParse(ProductPageDataSchema, { itemNumber: 'POT-6', itemId: '7', categoryId: null }).success).toBe(false);
  });
});
