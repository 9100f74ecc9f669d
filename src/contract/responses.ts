/**
 * Response shapes of the storefront service (HOST-CONTRACT section 4), as valibot schemas.
 * One definition serves three readers: the widgets parse every answer with these at the
 * boundary, the reference service builds its answers to these types, and the docs point
 * here. Fields may be added to an answer; none is renamed. Shapes the contract leaves
 * open are designed here in the same style and marked "project-designed".
 *
 * Read leniently where nothing is lost: a field the contract allows to be null may also be
 * left out (read as null, `v.nullish(…, null)`), as a JavaScript service that serialises
 * `undefined` does; the search answer's `recommendedItems` and `suggestions` default to [].
 */
import * as v from 'valibot';
import { setting } from './settingDocs';

/**
 * Wraps each schema so esbuild can drop the ones a bundle does not use: it does not see
 * through valibot's own no-side-effects annotations across modules, but it does honour
 * this same-file one, so a widget ships only the schemas of the calls it makes.
 */
/* @__NO_SIDE_EFFECTS__ */
function schema<T>(build: () => T): T {
  return build();
}

const int = schema(() => v.pipe(v.number(), v.integer()));
const money = schema(() => v.pipe(v.number(), v.finite()));

export const SORT_KEYS = [
  'score',
  'sortOrder',
  'manufacturerNameSort',
  'itemNumberExact',
  'itemItemListPrice',
  'itemItemListPriceDesc',
] as const;
export const SortKeySchema = schema(() => v.picklist(SORT_KEYS));
export type SortKey = v.InferOutput<typeof SortKeySchema>;

export const SelectedFilterSchema = schema(() => v.object({
  filterId: setting(int, SF_DOCS && { title: 'Filter id', description: 'Which filter, by its id in the catalogue (73 is the manufacturer).' }),
  filterName: setting(v.string(), SF_DOCS && { title: 'Filter name', description: 'The filter\'s name as the catalogue shows it, such as Material.' }),
  filterValues: setting(v.array(v.string()), SF_DOCS && { title: 'Chosen values', description: 'The values chosen in this filter, as the catalogue writes them, such as ["Plastic"].' }),
  /**
   * A chosen range of a filter whose facets carry `minValue` / `maxValue` (SPEC section 3's
   * Filter fields; an extension of HOST-CONTRACT's SelectedFilter, docs/service.md): items
   * from `minValue` to `maxValue`, both included; null or absent is an open end.
   */
  minValue: setting(v.optional(v.nullable(v.number())), SF_DOCS && { title: 'From', description: 'For a range filter: the lowest value shown; left out, no lower end.', default: null }),
  maxValue: setting(v.optional(v.nullable(v.number())), SF_DOCS && { title: 'To', description: 'For a range filter: the highest value shown; left out, no upper end.', default: null }),
}));
export type SelectedFilter = v.InferOutput<typeof SelectedFilterSchema>;

export const SearchRequestSchema = schema(() => v.object({
  searchTerm: v.string(),
  filters: v.array(SelectedFilterSchema),
  warehouseCode: v.string(),
  warehouseName: v.string(),
  categoryId: v.nullish(int, null),
  isSuperSaver: v.boolean(),
  manufacturerId: v.nullish(int, null),
  skip: v.pipe(int, v.minValue(0)),
  take: v.pipe(int, v.minValue(1)),
  sort: SortKeySchema,
}));
export type SearchRequest = v.InferOutput<typeof SearchRequestSchema>;

export const ConfiguratorFlagsSchema = schema(() => v.object({
  addons: v.boolean(),
  trackbench: v.boolean(),
  slidebench: v.boolean(),
  benchconversion: v.boolean(),
}));
export type ConfiguratorFlags = v.InferOutput<typeof ConfiguratorFlagsSchema>;

export const WarehouseSchema = schema(() => v.object({ warehouseCode: v.string(), warehouseName: v.string() }));
export type Warehouse = v.InferOutput<typeof WarehouseSchema>;

export const AvailabilitySchema = schema(() => v.object({
  warehouse: WarehouseSchema,
  quantityAvailable: v.number(),
  nextReceiptQty: v.nullish(v.number(), null),
  /** ISO date (yyyy-mm-dd) of the next purchase-order receipt, when one is due. */
  nextReceiptDate: v.nullish(v.string(), null),
}));
export type Availability = v.InferOutput<typeof AvailabilitySchema>;

export const StockResultSchema = schema(() => v.object({
  stockMessage: v.string(),
  disablePurchasing: v.boolean(),
}));
export type StockResult = v.InferOutput<typeof StockResultSchema>;

export const SearchItemSchema = schema(() => v.object({
  itemId: int,
  itemNumber: v.string(),
  itemName: v.string(),
  catalogHeader: v.string(),
  catalogSubHeader: v.string(),
  mfgItemNumber: v.string(),
  bfgShortSku: v.string(),
  /** Package quantity: the minimum and the step of every order quantity. */
  sellMultiple: v.pipe(int, v.minValue(1)),
  msrp: v.nullish(money, null),
  customerPrice: v.nullish(money, null),
  pricingLoaded: v.boolean(),
  unitOfMeasure: v.nullish(v.object({ value: v.string() }), null),
  imageNames: v.array(v.string()),
  productUrl: v.string(),
  favorited: v.boolean(),
  restrictedText: v.nullish(v.string(), null),
  isNyRestriced: v.boolean(),
  fulfillmentItem: v.boolean(),
  configurator: v.nullish(ConfiguratorFlagsSchema, null),
  stockResult: v.nullish(StockResultSchema, null),
  /** First entry: the user's own warehouse; second, when present: the backup warehouse. */
  availability: v.array(AvailabilitySchema),
  regionalWarehouseQty: v.nullish(v.number(), null),
}));
export type SearchItem = v.InferOutput<typeof SearchItemSchema>;

export const SearchResultsSchema = schema(() => v.object({
  items: v.array(SearchItemSchema),
  /** Not shown by the widgets; a service that leaves it out is read as []. */
  recommendedItems: v.optional(v.array(SearchItemSchema), []),
  resultCount: v.pipe(int, v.minValue(0)),
  suggestions: v.optional(v.array(v.string()), []),
}));
export type SearchResults = v.InferOutput<typeof SearchResultsSchema>;

export const FilterOptionSchema = schema(() => v.object({
  filterOptionId: int,
  filterOptionText: v.string(),
  filterOptionCount: v.pipe(int, v.minValue(0)),
}));
export type FilterOption = v.InferOutput<typeof FilterOptionSchema>;

export const FilterSchema = schema(() => v.object({
  filterId: int,
  filterName: v.string(),
  filterOptions: v.array(FilterOptionSchema),
  filterValues: v.array(v.string()),
  viewAll: v.boolean(),
  attributeName: v.nullish(v.string(), null),
  fieldName: v.nullish(v.string(), null),
  minValue: v.nullish(v.number(), null),
  maxValue: v.nullish(v.number(), null),
}));
export type Filter = v.InferOutput<typeof FilterSchema>;

export const FacetsSchema = schema(() => v.object({ filters: v.array(FilterSchema) }));
export type Facets = v.InferOutput<typeof FacetsSchema>;

export type Category = {
  categoryId: number;
  displayName: string;
  superSaver: boolean;
  mainImageUrl: string | null;
  secondaryImageUrl: string | null;
  /** HTML authored in the CMS: always sanitized before it is shown. */
  description: string | null;
  subCategories: Category[];
  resourceSections: { title: string; links: { text: string; url: string }[] }[];
};
export const CategorySchema: v.GenericSchema<unknown, Category> = schema(() => v.object({
  categoryId: setting(int, SF_DOCS && { title: 'Category id', description: 'The category\'s id in the catalogue.' }),
  displayName: setting(v.string(), SF_DOCS && { title: 'Name', description: 'The category\'s name as buyers see it, such as Containers.' }),
  superSaver: setting(v.boolean(), SF_DOCS && { title: 'Super Saver', description: 'true for the Super Saver (clearance) version of a category.' }),
  mainImageUrl: setting(v.nullish(v.string(), null), SF_DOCS && { title: 'Main picture', description: 'The address of the category\'s banner picture; left out, no picture.' }),
  secondaryImageUrl: setting(v.nullish(v.string(), null), SF_DOCS && { title: 'Second picture', description: 'The address of a second picture; left out, none.' }),
  description: setting(v.nullish(v.string(), null), SF_DOCS && { title: 'Description', description: 'The text above the products, written in the CMS (formatting kept, scripts removed); left out, none.' }),
  subCategories: setting(v.array(v.lazy(() => CategorySchema)), SF_DOCS && { title: 'Sub-categories', description: 'The categories below this one, each shown as a square that links to it.' }),
  resourceSections: setting(
    v.array(
      v.object({
        title: setting(v.string(), SF_DOCS && { title: 'Section title', description: 'The heading of a group of links, such as Growing guides.' }),
        links: setting(
          v.array(
            v.object({
              text: setting(v.string(), SF_DOCS && { title: 'Link text', description: 'What the link says.' }),
              url: setting(v.string(), SF_DOCS && { title: 'Link address', description: 'Where the link goes.' }),
            }),
          ),
          SF_DOCS && { title: 'Links', description: 'The links of this section.' },
        ),
      }),
    ),
    SF_DOCS && { title: 'Resources', description: 'Groups of links shown with the category (guides, data sheets).' },
  ),
}));

export const FavoriteListSchema = schema(() => v.object({
  favoriteListId: int,
  name: v.string(),
  itemIds: v.array(int),
}));
export type FavoriteList = v.InferOutput<typeof FavoriteListSchema>;
export const FavoriteListsSchema = schema(() => v.object({ lists: v.array(FavoriteListSchema) }));
export type FavoriteLists = v.InferOutput<typeof FavoriteListsSchema>;
/** Longest favorite-list name the service accepts (project-designed; enforced on both sides). */
export const FAVORITE_LIST_NAME_MAX = 50;

export const CartInfoSchema = schema(() => v.object({
  lineCount: v.pipe(int, v.minValue(0)),
  totalQuantity: v.pipe(int, v.minValue(0)),
  subtotal: v.nullish(money, null),
}));
export type CartInfo = v.InferOutput<typeof CartInfoSchema>;

// ---- project-designed shapes (the contract leaves these open) ----

/** One line of the cart (project-designed). */
export const CartLineSchema = schema(() => v.object({
  itemId: int,
  itemNumber: v.string(),
  itemName: v.string(),
  quantity: v.pipe(int, v.minValue(0)),
  sellMultiple: v.pipe(int, v.minValue(1)),
  /** Unit price for this customer; null when prices are hidden or unknown. */
  price: v.nullish(money, null),
  lineTotal: v.nullish(money, null),
  imageNames: v.array(v.string()),
  unitOfMeasure: v.string(),
  /** Quantity beyond what the warehouse has on hand. */
  backorderQuantity: v.pipe(int, v.minValue(0)),
  /** Set when the line belongs to a configurator kit: the kit's name. */
  kitName: v.nullish(v.string(), null),
  /**
   * A fulfillment item: an e-commerce customer orders it in ones, not packs (the package
   * rule of minimumQuantityShown). Added field; absent counts as false.
   */
  fulfillmentItem: v.optional(v.boolean()),
  /**
   * Stock of the item at the cart's warehouse, then the customer's backup warehouse, as
   * SearchItem.availability carries it, so a line says what the item's card says (the one
   * stock rule, src/domain/stock.ts). Added field; absent, `backorderQuantity` alone decides.
   */
  availability: v.optional(v.array(AvailabilitySchema)),
  /** The item's product page (the URL the search cards link to). Added field; absent: the name is plain text. */
  productUrl: v.optional(v.string()),
}));
export type CartLine = v.InferOutput<typeof CartLineSchema>;

/** Cart/GetCart, Cart/UpdateQuantity, Cart/ClearBackorders (project-designed). */
export const CartSchema = schema(() => v.object({
  ...CartInfoSchema.entries,
  lines: v.array(CartLineSchema),
  warehouseCode: v.string(),
  shipTo: v.nullish(v.string(), null),
  zipCode: v.nullish(v.string(), null),
}));
export type Cart = v.InferOutput<typeof CartSchema>;

/** Cart/GetCartSettings; sent back with SubmitOrder, GetTaxAndFees and the gateway call (project-designed). */
export const CartSettingsSchema = schema(() => v.object({
  poNumber: v.string(),
  shipVia: v.string(),
  shipViaOptions: v.array(v.object({ code: v.string(), name: v.string() })),
  requestedShipDate: v.nullish(v.string(), null),
  orderNotes: v.string(),
  paymentMethod: v.picklist(['account', 'card']),
  /** The ship-to this order goes to (HOST-CONTRACT section 7); the cart's when absent. */
  shipTo: v.optional(v.nullable(v.string())),
  /** The zip code of that ship-to. */
  zipCode: v.optional(v.nullable(v.string())),
  /** From the gateway's hosted card form; never a card number (HOST-CONTRACT section 8). */
  cardToken: v.optional(v.nullable(v.string())),
  /** One per checkout attempt: a repeated id answers the order already made. */
  submissionId: v.optional(v.nullable(v.string())),
  /**
   * Added (extension of HOST-CONTRACT section 7, docs/checkout.md "Totals re-checked"): the
   * total the checkout showed, sent with Cart/SubmitOrder; when the service's total differs it
   * answers 409 with the fresh TaxAndFees (TotalChangedBody). Absent or null: not checked.
   */
  expectedTotal: v.optional(v.nullable(money)),
  /**
   * Added (docs/checkout.md "Checking an order"): the earlier attempt this one replaces, sent
   * when a changed cart made a new submissionId while the earlier attempt's outcome was not a
   * definite no. The service closes that id (if it made no order): its SubmitOrder, should it
   * still arrive, is refused with 409 SubmissionReplaced, so it can never land after this one.
   */
  replacesSubmissionId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
}));
export type CartSettings = v.InferOutput<typeof CartSettingsSchema>;

export const ShippingCostSchema = schema(() => v.object({ shipVia: v.string(), shippingCost: money }));
export type ShippingCost = v.InferOutput<typeof ShippingCostSchema>;

export const TaxAndFeesSchema = schema(() => v.object({
  subtotal: money,
  tax: money,
  fees: money,
  shipping: money,
  total: money,
  /** Added (docs/checkout.md "Fees"): what the fees are, e.g. "Card fee 3%"; absent or null = not said. */
  feesLabel: v.optional(v.nullable(v.string())),
}));
export type TaxAndFees = v.InferOutput<typeof TaxAndFeesSchema>;

export const SubmittedOrderSchema = schema(() => v.object({
  orderNumber: v.string(),
  total: money,
  lineCount: int,
}));
export type SubmittedOrder = v.InferOutput<typeof SubmittedOrderSchema>;

/**
 * Cart/GetSubmission (extension of HOST-CONTRACT, docs/checkout.md "Checking an order"):
 * whether a checkout attempt (its submissionId) made an order. `unknown`: no order of that id
 * exists for this customer when the service answered.
 */
export const SubmissionStatusSchema = schema(() => v.variant('status', [
  v.object({ status: v.literal('placed'), order: SubmittedOrderSchema }),
  v.object({ status: v.literal('unknown') }),
]));
export type SubmissionStatus = v.InferOutput<typeof SubmissionStatusSchema>;

/** True for an absolute http(s) address: the only kind a transfer form may post to. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Cart/PunchOutTransfer (HOST-CONTRACT section 13): the form the cart page posts from the top
 * document to the buyer's procurement system: method POST to `url`, target `target`, one
 * hidden input per field, in order, names and values exactly as answered (OCI `NEW_ITEM-…[n]`
 * fields, or one `cxml-urlencoded` field holding a PunchOutOrderMessage).
 */
export const PunchOutFormSchema = schema(() => v.object({
  url: v.pipe(v.string(), v.check(isWebAddress, 'must be an http or https address')),
  target: v.string(),
  fields: v.array(v.object({ name: v.string(), value: v.string() })),
}));
export type PunchOutForm = v.InferOutput<typeof PunchOutFormSchema>;

/** Cart/GetCardPointeParameters: what the card payment gateway's hosted form needs (project-designed). */
export const PaymentGatewayParametersSchema = schema(() => v.object({
  gatewayUrl: v.string(),
  merchantId: v.string(),
  sessionToken: v.string(),
  amount: money,
  currency: v.string(),
}));
export type PaymentGatewayParameters = v.InferOutput<typeof PaymentGatewayParametersSchema>;

/**
 * Customer/PayInvoices (HOST-CONTRACT section 12): the payment made, its total, and each
 * invoice paid with what is still open of it after the payment.
 */
export const InvoicePaymentSchema = schema(() => v.object({
  paymentNumber: v.string(),
  total: money,
  invoices: v.array(v.object({ reference: v.string(), paid: money, openAmount: money })),
  /** Added (docs/account.md "Paying invoices"): the card's last four digits; absent or null = not said. */
  cardLast4: v.optional(v.nullable(v.string())),
}));
export type InvoicePayment = v.InferOutput<typeof InvoicePaymentSchema>;

export const ZipCodeValidationSchema = schema(() => v.object({
  valid: v.boolean(),
  /** Why the zip code was refused, for the user; null when valid. */
  message: v.nullish(v.string(), null),
  city: v.nullish(v.string(), null),
  state: v.nullish(v.string(), null),
}));
export type ZipCodeValidation = v.InferOutput<typeof ZipCodeValidationSchema>;

/** Answer of calls that only succeed or fail (project-designed). */
export const AcknowledgementSchema = schema(() => v.object({ ok: v.literal(true), message: v.string() }));
export type Acknowledgement = v.InferOutput<typeof AcknowledgementSchema>;

/**
 * One document on a statement (project-designed, docs/service.md "Statements"): the order,
 * the invoice that bills it, and the payments and credits against it.
 */
export const StatementLineSchema = schema(() => v.object({
  kind: v.picklist(['order', 'invoice', 'payment', 'credit']),
  /** The document's own number: "SO-480123", "INV-480123", "PMT-480123-1". */
  reference: v.string(),
  /** The document's date, yyyy-mm-dd. */
  date: v.string(),
  /** When an invoice falls due, yyyy-mm-dd; null for the other kinds. */
  dueDate: v.nullish(v.string(), null),
  /**
   * The document's amount; payments and credits are negative. Null when the service withholds
   * amounts (a `withCustomer` caller, SPEC section 6; docs/service.md "Statements").
   */
  amount: v.nullable(money),
  /** What is still open of an invoice; null for the other kinds, and when amounts are withheld. */
  openAmount: v.nullish(money, null),
}));
export type StatementLine = v.InferOutput<typeof StatementLineSchema>;

export const StatementSchema = schema(() => v.object({
  number: v.string(),
  suffix: v.string(),
  statementDate: v.string(),
  dueDate: v.string(),
  /**
   * What is still due. Null when the service withholds amounts: an extension of HOST-CONTRACT
   * section 7's number, sent only to a `withCustomer` caller (SPEC section 6 hides prices;
   * docs/service.md "Statements"). The widgets hide amounts then whatever the service sends.
   */
  amountDue: v.nullable(money),
  /** Added field (project-designed): the statement's documents, oldest first. Absent = not sent. */
  lines: v.optional(v.array(StatementLineSchema)),
  /** Added (docs/account.md): how a statement paid when ordered was paid, e.g. "Card ending 1111"; absent or null = billed on account. */
  paidBy: v.optional(v.nullable(v.string())),
}));
export type Statement = v.InferOutput<typeof StatementSchema>;
export const StatementsSchema = schema(() => v.object({
  statements: v.array(StatementSchema),
  /** Added field (project-designed): the customer's name, for a statement's header. */
  customerName: v.optional(v.nullable(v.string())),
}));
export type Statements = v.InferOutput<typeof StatementsSchema>;

export const ShipToSchema = schema(() => v.object({
  shipTo: v.string(),
  name: v.string(),
  address: v.string(),
  city: v.string(),
  state: v.string(),
  zipCode: v.string(),
}));
export type ShipTo = v.InferOutput<typeof ShipToSchema>;
export const ShipTosSchema = schema(() => v.object({ shipTos: v.array(ShipToSchema) }));
export type ShipTos = v.InferOutput<typeof ShipTosSchema>;

export const CustomerSummarySchema = schema(() => v.object({
  customerNumber: v.string(),
  name: v.string(),
  customerType: v.string(),
  ecomCustomer: v.boolean(),
  warehouseCode: v.string(),
}));
export type CustomerSummary = v.InferOutput<typeof CustomerSummarySchema>;
export const CustomerSearchResultsSchema = schema(() => v.object({ customers: v.array(CustomerSummarySchema) }));
export type CustomerSearchResults = v.InferOutput<typeof CustomerSearchResultsSchema>;

export const CompanyUserSchema = schema(() => v.object({
  companyUserId: int,
  name: v.string(),
  email: v.string(),
  customerNumber: v.string(),
}));
export type CompanyUser = v.InferOutput<typeof CompanyUserSchema>;
/** Customer/CompanyUsers: the users of a customer, and the customer now acted for. */
export const CompanyUsersSchema = schema(() => v.object({
  companyUsers: v.array(CompanyUserSchema),
  customer: v.nullish(CustomerSummarySchema, null),
}));
export type CompanyUsers = v.InferOutput<typeof CompanyUsersSchema>;

export const RecentlyOrderedItemsSchema = schema(() => v.object({ items: v.array(SearchItemSchema) }));
export type RecentlyOrderedItems = v.InferOutput<typeof RecentlyOrderedItemsSchema>;

/** An add-on that goes with a main item: quantity suggested per unit of the main item. */
export const AddOnSchema = schema(() => v.object({
  item: SearchItemSchema,
  /** Suggested add-on units per main-item unit, before package rounding. */
  perMainUnit: v.pipe(v.number(), v.minValue(0)),
  kind: v.picklist(['accessory', 'replacement']),
}));
export type AddOn = v.InferOutput<typeof AddOnSchema>;

/** Product/GetItem (project-designed): a search item plus its description and add-ons. */
export const ProductDetailSchema = schema(() => v.object({
  ...SearchItemSchema.entries,
  description: v.string(),
  stockDesignationId: v.nullish(int, null),
  addOns: v.array(AddOnSchema),
  /**
   * Items shown beside this one as product squares (each read with Product/GetProductSquare),
   * most relevant first; [] when the service sends none. Added by the product page.
   */
  relatedItemIds: v.nullish(v.array(int), []),
}));
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;

/** Product/GetProductCustomerPrice: the widgets use the first entry. */
export const CustomerPriceSchema = schema(() => v.object({
  itemNumber: v.string(),
  customerPrice: v.nullish(money, null),
  msrp: v.nullish(money, null),
  pricingLoaded: v.boolean(),
}));
export type CustomerPrice = v.InferOutput<typeof CustomerPriceSchema>;
export const CustomerPricesSchema = schema(() => v.object({ prices: v.array(CustomerPriceSchema) }));
export type CustomerPrices = v.InferOutput<typeof CustomerPricesSchema>;

/** One component line of a configurator kit (project-designed). */
export const KitLineSchema = schema(() => v.object({
  itemId: int,
  itemNumber: v.string(),
  itemName: v.string(),
  /** What the component is for: frame, top, leg, rail, crossMember, hardware, endCap, bumper… */
  role: v.string(),
  /** Quantity the layout needs, before package rounding. */
  requiredQuantity: v.pipe(v.number(), v.minValue(0)),
  /** Quantity ordered: requiredQuantity rounded up to the package quantity. */
  quantity: v.pipe(int, v.minValue(0)),
  sellMultiple: v.pipe(int, v.minValue(1)),
  /** What `price` is per and `quantity` counts; missing is 'EA' (SPEC section 9). */
  unitOfMeasure: v.optional(v.string()),
  price: v.nullish(money, null),
  lineTotal: v.nullish(money, null),
  quantityAvailable: v.nullish(v.number(), null),
  stockMessage: v.nullish(v.string(), null),
}));
export type KitLine = v.InferOutput<typeof KitLineSchema>;

/** benchconfig/* answers (project-designed). */
export const KitSchema = schema(() => v.object({
  kitName: v.string(),
  lines: v.array(KitLineSchema),
  /** Sum of line totals; null when prices are hidden (anonymous or withCustomer). */
  total: v.nullish(money, null),
  /** Layout problems the service found; a kit with messages cannot be ordered. */
  messages: v.array(v.string()),
}));
export type Kit = v.InferOutput<typeof KitSchema>;

/** Product/GetStockDesignationResult answers a StockResult. */
export const StockDesignationResultSchema = StockResultSchema;

/** The body of every non-OK answer (SPEC section 8): `message` is JSON text holding Message and Error. */
export const ErrorBodySchema = schema(() => v.object({ message: v.string() }));
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/**
 * The 409 body of Cart/SubmitOrder when `cartSettings.expectedTotal` is not the service's
 * total: the SPEC section 8 body (Error "TotalChanged") plus the fresh totals.
 */
export const TotalChangedBodySchema = schema(() => v.object({ message: v.string(), taxAndFees: TaxAndFeesSchema }));
export type TotalChangedBody = v.InferOutput<typeof TotalChangedBodySchema>;
