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
import { CategorySchema, SearchRequestSchema, type Category, type SearchRequest } from './responses';

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
  customerNumber: v.pipe(v.string(), v.nonEmpty('must not be empty')),
  customerType: v.string(),
  ecomCustomer: v.boolean(),
});

const PageContextObject = v.object({
  serviceUrl: v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty')),
  companyUserId: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  jwtToken: optionalText,
  productImageUrl: v.nullish(v.string(), ''),
  customer: v.nullish(PageCustomerSchema, null),
  warehouseCode: WarehouseCodeSchema,
  shipTo: v.nullish(v.string(), null),
  withCustomer: v.nullish(v.boolean(), false),
  readOnly: v.nullish(v.boolean(), false),
  salesRep: v.nullish(v.boolean(), false),
  apiKey: optionalText,
  cspNonce: optionalText,
  userName: optionalText,
  userEmail: optionalText,
  preview: v.nullish(v.boolean(), false),
  punchout: v.nullish(
    v.pipe(
      v.object({ protocol: v.picklist(PUNCHOUT_PROTOCOLS), operation: v.picklist(PUNCHOUT_OPERATIONS) }),
      v.metadata({ allowed: '{ "protocol": "oci" or "cxml", "operation": "create", "edit" or "inspect" }', fallsBackWhole: true }),
    ),
    null,
  ),
});

export const PageContextSchema: v.GenericSchema<unknown, PageContext> = v.pipe(
  PageContextObject,
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
  ...SearchRequestSchema.entries,
  warehouseCode: WarehouseCodeSchema,
  warehouseName: v.optional(v.string(), PAGE_DATA_DEFAULTS.warehouseName),
  skip: v.optional(SearchRequestSchema.entries.skip, PAGE_DATA_DEFAULTS.skip),
  take: v.optional(SearchRequestSchema.entries.take, PAGE_DATA_DEFAULTS.take),
  sort: v.optional(SearchRequestSchema.entries.sort),
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
    category: v.nullish(CategorySchema, null),
    superSaverCategory: v.nullish(CategorySchema, null),
    searchRequest: PageSearchRequestSchema,
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
  itemNumber: v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty')),
  itemId: v.pipe(v.number(), v.integer(), v.minValue(1, 'must be a positive whole number')),
  categoryId: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1, 'must be a positive whole number')), null),
});
