/**
 * Page-provided data (HOST-CONTRACT section 2) as valibot schemas: the page context in
 * `#sf-context` and the search page's own data in `#searchPage-data`. The schemas normalize
 * what a CMS template may leave out (an anonymous visitor's missing token, a number where a
 * warehouse code string belongs) so widgets read one fixed shape. Choices are listed in
 * docs/runtime.md "Page data".
 */
import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, defaultSort } from './searchDefaults';
import { DEFAULT_WAREHOUSE } from './warehouse';
import { CategorySchema, SearchRequestSchema, SelectedFilterSchema, type Category, type SearchRequest } from './responses';
import { allowed, setting } from './settingDocs';
import { DEFAULT_ROUTES, ROUTE_VALUE_PATTERN, type HostPage, type HostRoutes } from '../domain/urls';

/** Values SPEC section 9 gives when the page leaves them out. */
export const PAGE_DATA_DEFAULTS = {
  warehouseCode: DEFAULT_WAREHOUSE.code,
  warehouseName: DEFAULT_WAREHOUSE.name,
  skip: 0,
  /** The first page size offered (SPEC section 9). */
  take: DEFAULT_PAGE_SIZE,
} as const;

export type PageCustomer = { customerNumber: string; customerType: string; ecomCustomer: boolean };

/** How the buyer's procurement system opened the storefront (HOST-CONTRACT section 13). */
export const PUNCHOUT_PROTOCOLS = ['oci', 'cxml'] as const;
/** `create` a new cart, `edit` the cart it sent back, `inspect` that cart without changing it. */
export const PUNCHOUT_OPERATIONS = ['create', 'edit', 'inspect'] as const;
export type Punchout = { protocol: (typeof PUNCHOUT_PROTOCOLS)[number]; operation: (typeof PUNCHOUT_OPERATIONS)[number] };

/** The page context after normalization: every field present. */
export type PageContext = {
  /** Base of every service path, e.g. "https://shop.example/api". */
  serviceUrl: string;
  /** Greater than 0 for a signed-in company user; 0 for an anonymous visitor. @default 0 */
  companyUserId: number;
  /** Sent as `Authorization: Basic <jwtToken>`; null when absent or empty. @default null */
  jwtToken: string | null;
  /** Base URL product image names are appended to. @default '' */
  productImageUrl: string;
  /** The customer a signed-in user acts for; always present when companyUserId > 0. */
  customer: PageCustomer | null;
  /** Always a string; a number in the JSON (1001) is read as "1001". @default '1001' */
  warehouseCode: string;
  /** @default null */
  shipTo: string | null;
  /** A sales rep acting with a customer: prices are hidden. @default false */
  withCustomer: boolean;
  /** Disables add to cart and configure. @default false */
  readOnly: boolean;
  /** The user may act for other customers: the customer switcher offers `Customer`. @default false */
  salesRep: boolean;
  /** Overrides the client's default X-Api-Key value; null when absent or empty. @default null */
  apiKey: string | null;
  /** Nonce for every style element the widgets insert; null when absent or empty. @default null */
  cspNonce: string | null;
  /**
   * The signed-in user's name and e-mail address, when the host knows them (a project
   * extension, docs/runtime.md "Page data"): the contact form fills them in. null when absent
   * or empty; the contact form then asks Customer/CompanyUsers. @default null
   */
  userName: string | null;
  /** See `userName`. @default null */
  userEmail: string | null;
  /**
   * A CMS's editor or preview page (HOST-CONTRACT section 11): each widget whose settings have
   * a problem shows a `Settings to check` note. @default false
   */
  preview: boolean;
  /**
   * The page was opened from a procurement system (HOST-CONTRACT section 13): the cart page
   * offers `Transfer cart` instead of `Check out`. A value the widgets cannot read is left out
   * as a whole (the page is then not in punchout) and named like any setting that fell back.
   * @default null
   */
  punchout: Punchout | null;
  /**
   * Where the host's own pages are, when they are not where the widgets link by default (a
   * project extension, docs/runtime.md "Page data"): each page the page gives, else its default
   * (`DEFAULT_ROUTES`). A value that is not a path starting with a single '/' or an http(s)
   * address is left out, so that page keeps its default, and named like any setting that fell
   * back. @default DEFAULT_ROUTES
   */
  routes: HostRoutes;
};

const emptyToNull = (value: string | null): string | null => (value === '' ? null : value);
/** A string the page may leave out, write as null, or write as "" for "none". */
const optionalText = v.pipe(v.nullish(v.string(), null), v.transform(emptyToNull));

// Templates often print the code as a bare number (1001) or as "" for "none"; the service
// and URLs want text, and SPEC gives 1001 as the default.
const WarehouseCodeSchema = v.pipe(
  v.nullish(v.union([v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))]), ''),
  v.transform((code): string => (code === '' ? PAGE_DATA_DEFAULTS.warehouseCode : String(code))),
);

const PageCustomerSchema = v.object({
  customerNumber: setting(v.pipe(v.string(), v.regex(/\S/, 'must not be empty')), SF_DOCS && { title: 'Customer number', description: 'The customer account the signed-in user orders for, such as 100234.' }),
  customerType: setting(v.string(), SF_DOCS && { title: 'Customer type', description: 'The kind of customer the service prices for, such as Grower.' }),
  ecomCustomer: setting(v.boolean(), SF_DOCS && { title: 'Web customer', description: 'true for a customer that buys online only (fulfillment items then sell one at a time).' }),
});

const RouteValueSchema = allowed(
  v.pipe(v.string(), v.regex(ROUTE_VALUE_PATTERN)),
  'a path starting with a single / or an address starting with https:// or http://',
);

/** What each page is to an editor: title and description of its `routes` key. */
const ROUTE_DOCS: Record<HostPage, { title: string; description: string }> = {
  login: {
    title: 'Login page',
    description: 'Where buyers sign in, such as /account/sign-in or https://login.example.com/sso. The widgets add returnTo=(the page they came from), with & when the address has a query already.',
  },
  cart: { title: 'Cart page', description: 'The cart: the cart badge, View cart links and the configurators link there, such as /basket.' },
  checkout: { title: 'Checkout page', description: 'Where the cart page\'s Check out link goes, such as /order/checkout.' },
  home: { title: 'Home page', description: 'Where Continue shopping goes from an empty cart or a placed order.' },
  favorites: { title: 'Favorites page', description: 'The page listing the buyer\'s favorite lists, opened in a new window from the favorites dialog.' },
  recoverPassword: { title: 'Password reset request page', description: 'Where a buyer asks for a password reset link, linked from the create login and reset password forms.' },
};

const RoutesSchema = v.object(
  Object.fromEntries(
    (Object.keys(DEFAULT_ROUTES) as HostPage[]).map((page) => [page, setting(v.optional(RouteValueSchema, DEFAULT_ROUTES[page]), SF_DOCS && ROUTE_DOCS[page])]),
  ) as Record<HostPage, v.OptionalSchema<typeof RouteValueSchema, string>>,
);

const PageContextObject = v.object({
  serviceUrl: setting(
    v.pipe(v.string(), v.regex(/\S/, 'must not be empty'), v.trim()),
    SF_DOCS && { title: 'Service address', description: 'Where the storefront\'s service answers, such as https://shop.example/api.', examples: ['https://shop.example/api'] },
  ),
  companyUserId: setting(
    v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
    SF_DOCS && { title: 'Signed-in user', description: 'The id of the signed-in company user; 0 or left out for a visitor who is not signed in (no prices).' },
  ),
  jwtToken: setting(optionalText, SF_DOCS && { title: 'Session token', description: 'The signed-in user\'s token, written by the site\'s server; left out for a visitor.' }),
  productImageUrl: setting(v.nullish(v.string(), ''), SF_DOCS && { title: 'Product pictures address', description: 'Where product pictures are, such as https://cdn.example/products/.' }),
  customer: setting(v.nullish(PageCustomerSchema, null), SF_DOCS && { title: 'Customer', description: 'The customer the signed-in user acts for; needed when a user is signed in.' }),
  warehouseCode: setting(WarehouseCodeSchema, SF_DOCS && { title: 'Warehouse', description: 'The warehouse whose stock and prices are shown, such as 1001.', default: PAGE_DATA_DEFAULTS.warehouseCode }),
  shipTo: setting(v.nullish(v.string(), null), SF_DOCS && { title: 'Ship-to', description: 'The customer\'s delivery address code, such as 001; left out, the customer\'s main address.' }),
  withCustomer: setting(v.nullish(v.boolean(), false), SF_DOCS && { title: 'With customer', description: 'true while a sales rep sits with the customer: every price and amount is hidden.' }),
  readOnly: setting(v.nullish(v.boolean(), false), SF_DOCS && { title: 'Read-only', description: 'true for a login that may look but not order: no add to cart, no checkout.' }),
  salesRep: setting(v.nullish(v.boolean(), false), SF_DOCS && { title: 'Sales rep', description: 'true when the user may act for other customers: the switcher offers Customer.' }),
  apiKey: setting(optionalText, SF_DOCS && { title: 'API key', description: 'The service\'s API key, when the site\'s differs from the default.' }),
  cspNonce: setting(optionalText, SF_DOCS && { title: 'Style nonce', description: 'The page\'s Content-Security-Policy nonce, given to every style the widgets add.' }),
  userName: setting(optionalText, SF_DOCS && { title: 'User name', description: 'The signed-in user\'s name, filled into the contact form.' }),
  userEmail: setting(optionalText, SF_DOCS && { title: 'User e-mail', description: 'The signed-in user\'s e-mail, filled into the contact form.' }),
  preview: setting(
    v.nullish(v.boolean(), false),
    SF_DOCS && { title: 'Preview mode', description: 'true on a CMS\'s editor and preview pages: each widget with a setting to fix shows a Settings to check note. Buyers never see it.' },
  ),
  punchout: setting(
    v.nullish(
      v.pipe(
        v.object({
          protocol: setting(v.picklist(PUNCHOUT_PROTOCOLS), SF_DOCS && { title: 'Protocol', description: 'How the purchasing system talks to the store: oci or cxml.' }),
          operation: setting(v.picklist(PUNCHOUT_OPERATIONS), SF_DOCS && { title: 'Operation', description: 'create a new cart, edit one sent before, or inspect it (read-only).' }),
        }),
        v.metadata({ allowed: '{ "protocol": "oci" or "cxml", "operation": "create", "edit" or "inspect" }', fallsBackWhole: true }),
      ),
      null,
    ),
    SF_DOCS && { title: 'Punchout', description: 'Set by the site\'s server when a purchasing system opened the store: the cart goes back to it instead of being ordered.' },
  ),
  routes: setting(
    v.nullish(
      v.pipe(
        RoutesSchema,
        v.metadata({ allowed: 'a group of pages and their addresses ({ "login": "/account/sign-in", … })', fallsBackWhole: true, usedInstead: 'every page keeps its default' }),
      ),
      {},
    ),
    SF_DOCS && { title: 'Page addresses', description: 'Where the site\'s own pages are, when they are not at the usual addresses: give only the pages that differ. Each is a path starting with / or an address starting with https://.' },
  ),
});

export const PageContextSchema: v.GenericSchema<unknown, PageContext> = v.pipe(
  PageContextObject,
  // The check below, for JSON Schema readers.
  v.metadata({ jsonSchema: { if: { properties: { companyUserId: { type: 'integer', exclusiveMinimum: 0 } }, required: ['companyUserId'] }, then: { properties: { customer: { type: 'object' } }, required: ['customer'] } } }),
  v.forward(
    v.partialCheck(
      [['companyUserId'], ['customer']],
      (context) => context.companyUserId === 0 || context.customer !== null,
      'is required when companyUserId is greater than 0 (a signed-in user acts for a customer)',
    ),
    ['customer'],
  ),
);

/** Authenticated means `companyUserId > 0` (SPEC section 5). */
export function isAuthenticated(context: Pick<PageContext, 'companyUserId'>): boolean {
  return context.companyUserId > 0;
}

/**
 * The search request as a page writes it: strict on what only the page knows (term, filters,
 * category), SPEC defaults for the warehouse, the first page (`skip` 0), the page size (`take`:
 * the first size offered) and the sort (SPEC section 9: `score` for a search, `sortOrder` for a
 * category; chosen by SearchPageDataSchema, which knows whether the page is a category). A
 * value that is present but wrong is still bad data.
 */
export const PageSearchRequestSchema = v.object({
  searchTerm: setting(SearchRequestSchema.entries.searchTerm, SF_DOCS && { title: 'Search words', description: 'What was searched for, such as pot; empty on a category page.' }),
  filters: setting(v.array(SelectedFilterSchema), SF_DOCS && { title: 'Filters chosen', description: 'The filters the page starts with; usually none ([]).' }),
  warehouseCode: setting(WarehouseCodeSchema, SF_DOCS && { title: 'Warehouse', description: 'The warehouse searched, such as 1001.', default: PAGE_DATA_DEFAULTS.warehouseCode }),
  warehouseName: setting(v.optional(v.string(), PAGE_DATA_DEFAULTS.warehouseName), SF_DOCS && { title: 'Warehouse name', description: 'The warehouse\'s name as buyers see it.' }),
  categoryId: setting(SearchRequestSchema.entries.categoryId, SF_DOCS && { title: 'Category', description: 'The id of the category listed; left out on a search results page.' }),
  isSuperSaver: setting(SearchRequestSchema.entries.isSuperSaver, SF_DOCS && { title: 'Super Saver only', description: 'true to list only Super Saver (clearance) items.' }),
  manufacturerId: setting(SearchRequestSchema.entries.manufacturerId, SF_DOCS && { title: 'Manufacturer', description: 'The id of one manufacturer to list; left out for all.' }),
  skip: setting(v.optional(SearchRequestSchema.entries.skip, PAGE_DATA_DEFAULTS.skip), SF_DOCS && { title: 'Start at', description: 'How many results to pass over, 0 for the first page.' }),
  take: setting(
    v.optional(SearchRequestSchema.entries.take, PAGE_DATA_DEFAULTS.take),
    SF_DOCS && { title: 'Page size', description: 'How many products a page shows; buyers can choose 18, 50, 100 or 1000.', examples: [18, 50, 100, 1000] },
  ),
  sort: setting(
    v.optional(SearchRequestSchema.entries.sort),
    SF_DOCS && {
      title: 'Sort',
      description: 'The order of the products: score (relevance), sortOrder (popularity), manufacturerNameSort, itemNumberExact, itemItemListPrice (lowest price first) or itemItemListPriceDesc. Left out: relevance for a search, popularity for a category.',
      default: 'score',
    },
  ),
});

export type SearchPageData = {
  /** The category page being shown; null on a plain search page. */
  category: Category | null;
  /** The category's Super Saver twin, when the page has one. */
  superSaverCategory: Category | null;
  searchRequest: SearchRequest;
};

/** `#searchPage-data`. A missing category is read as null (a search results page). */
export const SearchPageDataSchema: v.GenericSchema<unknown, SearchPageData> = v.pipe(
  v.object({
    category: setting(v.nullish(CategorySchema, null), SF_DOCS && { title: 'Category', description: 'The category the page lists, with its picture, text and sub-categories; left out on a search results page.' }),
    superSaverCategory: setting(v.nullish(CategorySchema, null), SF_DOCS && { title: 'Super Saver category', description: 'The Super Saver version of the category, when it has one: the page links to it.' }),
    searchRequest: setting(PageSearchRequestSchema, SF_DOCS && { title: 'Search', description: 'What the page lists: the search words or category, the filters, the sort and the page size.' }),
  }),
  v.transform(({ searchRequest, ...data }): SearchPageData => ({
    ...data,
    searchRequest: { ...searchRequest, sort: searchRequest.sort ?? defaultSort(data.category !== null || searchRequest.categoryId !== null) },
  })),
);

/** `#productPage-data` (HOST-CONTRACT section 6): the item the product page shows. */
export type ProductPageData = {
  /** Read with Product/GetItem and Product/GetProductCustomerPrice. */
  itemNumber: string;
  /** Read with Product/GetStockDesignationResult (and for the favorites control). */
  itemId: number;
  /** The category the visitor came from, for links back; null when unknown. */
  categoryId: number | null;
};

export const ProductPageDataSchema: v.GenericSchema<unknown, ProductPageData> = v.object({
  itemNumber: setting(
    v.pipe(v.string(), v.regex(/\S/, 'must not be empty'), v.trim()),
    SF_DOCS && { title: 'Item number', description: 'The catalogue\'s number of the item the page shows, such as HB-1020.', examples: ['HB-1020'] },
  ),
  itemId: setting(
    v.pipe(v.number(), v.integer(), v.minValue(1, 'must be a positive whole number')),
    SF_DOCS && { title: 'Item id', description: 'The catalogue\'s id of the same item, a whole number such as 501.', examples: [501] },
  ),
  categoryId: setting(
    v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1, 'must be a positive whole number')), null),
    SF_DOCS && { title: 'Category', description: 'The id of the category the buyer came from, for the way back; left out when unknown.' },
  ),
});
