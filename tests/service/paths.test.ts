/**
 * Every service path of SPEC section 7: one call that succeeds, one bad body answered 400
 * with the SPEC error body, and, where the body names a user or a customer, the same call
 * naming another company answered 403.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RequestOf, ServicePath } from '../../src/contract/paths';
import * as Res from '../../src/contract/responses';
import * as v from 'valibot';
import { startHarness, buyerSearch, facetsBody, type Harness } from './helpers';
import { ociSession } from './punchoutHelpers';

let h: Harness;
let orderable: { id: number; itemNumber: string; sellMultiple: number };
let listId: number;

beforeAll(async () => {
  h = await startHarness();
  const row = h.service.db
    .prepare(
      `SELECT id, item_number AS itemNumber, sell_multiple AS sellMultiple FROM items
       WHERE stock_designation_id = 1 AND ny_restricted = 0 AND fulfillment = 0 AND item_number NOT LIKE 'BN-%' ORDER BY id LIMIT 1`,
    )
    .get() as typeof orderable;
  orderable = row;
}, 60_000);
afterAll(() => h.close());

const CART_SETTINGS: Res.CartSettings = {
  poNumber: 'PO-1', shipVia: 'GROUND', shipViaOptions: [], requestedShipDate: null, orderNotes: '', paymentMethod: 'account',
};

/** An invoice of the buyer's customer with more than $1 open, and the card token of its session. */
const openInvoice = (): string =>
  h.service.db.prepare("SELECT reference FROM invoices WHERE customer_number = '100234' AND open_amount > 1 ORDER BY reference LIMIT 1").pluck().get() as string;
let invoiceCardToken = '';

async function addToCart(): Promise<void> {
  const added = await h.call('Cart/AddItemToCart', {
    companyUserId: 42, customerNumber: '100234', defaultWarehouseCode: '1001', itemId: orderable.id, qty: orderable.sellMultiple,
    shipTo: '001', price: null, manualPrice: false,
  });
  expect(added.status).toBe(200);
}

async function newList(name: string): Promise<number> {
  const made = await h.call('Customer/AddFavoriteList', { companyUserId: 42, newFavoriteListName: name });
  const list = made.body.lists.find((l) => l.name === name);
  if (list === undefined) throw new Error(`list ${name} was not created: ${JSON.stringify(made.body)}`);
  return list.favoriteListId;
}

type Case<P extends ServicePath> = {
  /** Runs before the successful call (cart lines, lists...). */
  setup?: () => Promise<void>;
  ok: () => RequestOf<P>;
  as?: 'anonymous' | 'buyer' | 'salesRep';
  schema: v.GenericSchema;
  /** A body the schema (or the item lookup) refuses. */
  bad: () => unknown;
  /** The same call naming another company's user or customer (sent as the buyer). */
  foreign?: () => RequestOf<P>;
  /** The token of the successful call, when a persona's is not the one (a punchout page's). */
  token?: () => string;
};

let punchoutToken = '';

const kitPricing = { companyUserId: 42, customerNumber: '100234', warehouseCode: '1001', shipTo: '001' };

const CASES: { [P in ServicePath]: Case<P> } = {
  'Cart/AddItemToCart': {
    ok: () => ({ companyUserId: 42, customerNumber: '100234', defaultWarehouseCode: '1001', itemId: orderable.id, qty: orderable.sellMultiple, shipTo: '001', price: null, manualPrice: false }),
    schema: Res.CartInfoSchema,
    bad: () => ({ companyUserId: 42, customerNumber: '100234', itemId: 'one', qty: 1 }),
    foreign: () => ({ companyUserId: 42, customerNumber: '200877', defaultWarehouseCode: '1001', itemId: orderable.id, qty: orderable.sellMultiple, shipTo: null, price: null, manualPrice: false }),
  },
  'Cart/AddKitItemToCart': {
    ok: () => ({ companyUserId: 42, customerNumber: '100234', defaultWarehouseCode: '1001', shipTo: '001', items: [{ itemId: orderable.id, qty: orderable.sellMultiple }] }),
    schema: Res.CartInfoSchema,
    bad: () => ({ companyUserId: 42, customerNumber: '100234', defaultWarehouseCode: '1001', shipTo: '001', items: [] }),
    foreign: () => ({ companyUserId: 71, customerNumber: '200877', defaultWarehouseCode: '1003', shipTo: '001', items: [{ itemId: orderable.id, qty: orderable.sellMultiple }] }),
  },
  'Cart/AddItemsToCart': {
    ok: () => ({ companyUserId: 42, customerNumber: '100234', defaultWarehouseCode: '1001', shipTo: '001', items: [{ itemId: orderable.id, qty: orderable.sellMultiple }] }),
    schema: Res.CartInfoSchema,
    bad: () => ({ companyUserId: 42, customerNumber: '100234', defaultWarehouseCode: '1001', shipTo: '001', items: [{ itemId: orderable.id, qty: 0 }] }),
    foreign: () => ({ companyUserId: 42, customerNumber: '200877', defaultWarehouseCode: '1001', shipTo: null, items: [{ itemId: orderable.id, qty: orderable.sellMultiple }] }),
  },
  'Cart/GetCartInfo': {
    ok: () => ({ companyUserId: 42, customerNumber: '100234', withCustomer: false, warehouseCode: '1001', shipTo: '001', reprice: false }),
    schema: Res.CartInfoSchema,
    bad: () => ({ companyUserId: 42, customerNumber: 100234 }),
    foreign: () => ({ companyUserId: 42, customerNumber: '200877', withCustomer: false, warehouseCode: '1001', shipTo: null, reprice: false }),
  },
  'Cart/ClearCart': {
    ok: () => ({ companyUserId: 42, customerNumber: '100234' }),
    schema: Res.CartInfoSchema,
    bad: () => ({ companyUserId: -1, customerNumber: '100234' }),
    foreign: () => ({ companyUserId: 71, customerNumber: '200877' }),
  },
  'Cart/GetCart': {
    setup: addToCart,
    ok: () => ({ companyUserId: 42, customerNumber: '100234', shipTo: '001', warehouseCode: '1001', zipCode: '44021' }),
    schema: Res.CartSchema,
    bad: () => ({ companyUserId: 42, customerNumber: '100234', shipTo: '001', warehouseCode: '1001' }),
    foreign: () => ({ companyUserId: 42, customerNumber: '200877', shipTo: null, warehouseCode: '1001', zipCode: null }),
  },
  'Cart/GetCartSettings': {
    ok: () => ({ companyUserId: 42, customerNumber: '100234' }),
    schema: Res.CartSettingsSchema,
    bad: () => ({ companyUserId: '42', customerNumber: '100234' }),
    foreign: () => ({ companyUserId: 42, customerNumber: '200877' }),
  },
  'Cart/GetShippingCost': {
    setup: addToCart,
    ok: () => ({ companyUserId: 42, customerNumber: '100234', warehouseCode: '1001', shipTo: '001', zipCode: '44021', shipVia: 'GROUND' }),
    schema: Res.ShippingCostSchema,
    bad: () => ({ companyUserId: 42, customerNumber: '100234', warehouseCode: '1001', shipTo: '001', zipCode: '44021' }),
    foreign: () => ({ companyUserId: 42, customerNumber: '200877', warehouseCode: '1001', shipTo: null, zipCode: '93901', shipVia: 'GROUND' }),
  },
  'Cart/UpdateQuantity': {
    setup: addToCart,
    ok: () => ({ companyUserId: 42, itemId: orderable.id, customerNumber: '100234', defaultWarehouseCode: '1001', qty: orderable.sellMultiple * 2, shipTo: '001' }),
    schema: Res.CartSchema,
    bad: () => ({ companyUserId: 42, itemId: orderable.id, customerNumber: '100234', defaultWarehouseCode: '1001', qty: -5, shipTo: '001' }),
    foreign: () => ({ companyUserId: 71, itemId: orderable.id, customerNumber: '200877', defaultWarehouseCode: '1003', qty: 0, shipTo: '001' }),
  },
  'Cart/ClearBackorders': {
    ok: () => ({ companyUserId: 42, customerNumber: '100234', defaultWarehouseCode: '1001', shipTo: '001' }),
    schema: Res.CartSchema,
    bad: () => ({ companyUserId: 42, customerNumber: '100234', defaultWarehouseCode: null, shipTo: '001' }),
    foreign: () => ({ companyUserId: 42, customerNumber: '200877', defaultWarehouseCode: '1001', shipTo: null }),
  },
  'Cart/SubmitOrder': {
    setup: addToCart,
    ok: () => ({ companyUserId: 42, customerNumber: '100234', cartSettings: CART_SETTINGS }),
    schema: Res.SubmittedOrderSchema,
    bad: () => ({ companyUserId: 42, customerNumber: '100234', cartSettings: { ...CART_SETTINGS, paymentMethod: 'cash' } }),
    foreign: () => ({ companyUserId: 42, customerNumber: '200877', cartSettings: CART_SETTINGS }),
  },
  'Cart/GetCardPointeParameters': {
    setup: addToCart,
    ok: () => ({ companyUserId: 42, customerNumber: '100234', cartSettings: CART_SETTINGS, warehouseCode: '1001' }),
    schema: Res.PaymentGatewayParametersSchema,
    bad: () => ({ companyUserId: 42, customerNumber: '100234', warehouseCode: '1001' }),
    foreign: () => ({ companyUserId: 42, customerNumber: '200877', cartSettings: CART_SETTINGS, warehouseCode: '1001' }),
  },
  'Cart/GetTaxAndFees': {
    setup: addToCart,
    ok: () => ({ companyUserId: 42, customerNumber: '100234', cartSettings: CART_SETTINGS, warehouseCode: '1001' }),
    schema: Res.TaxAndFeesSchema,
    bad: () => ({ companyUserId: 42, customerNumber: '100234', cartSettings: null, warehouseCode: '1001' }),
    foreign: () => ({ companyUserId: 42, customerNumber: '200877', cartSettings: CART_SETTINGS, warehouseCode: '1001' }),
  },
  'Cart/logFromClient': {
    ok: () => ({ companyUserId: 42, customerNumber: '100234', message: 'search page: facets failed' }),
    schema: Res.AcknowledgementSchema,
    bad: () => ({ companyUserId: 42, customerNumber: '100234', message: 'x'.repeat(5000) }),
  },
  'Cart/ValidateZipCode': {
    ok: () => ({ zipCode: '44021' }),
    schema: Res.ZipCodeValidationSchema,
    bad: () => ({ zip: '44021' }),
  },
  'Cart/GetSubmission': {
    ok: () => ({ companyUserId: 42, customerNumber: '100234', submissionId: 'paths-test-attempt' }),
    schema: Res.SubmissionStatusSchema,
    bad: () => ({ companyUserId: 42, customerNumber: '100234', submissionId: '' }),
    foreign: () => ({ companyUserId: 42, customerNumber: '200877', submissionId: 'paths-test-attempt' }),
  },
  'Cart/PunchOutTransfer': {
    setup: async () => {
      punchoutToken = (await ociSession(h)).token;
    },
    ok: () => ({ companyUserId: 42, customerNumber: '100234', shipTo: '001', warehouseCode: '1001', zipCode: null }),
    token: () => punchoutToken,
    schema: Res.PunchOutFormSchema,
    bad: () => ({ companyUserId: 42, customerNumber: '100234', shipTo: '001', warehouseCode: 1001 }),
    foreign: () => ({ companyUserId: 42, customerNumber: '200877', shipTo: null, warehouseCode: '1003', zipCode: null }),
  },
  'Customer/FavoriteLists': {
    ok: () => ({ companyUserId: 42 }),
    schema: Res.FavoriteListsSchema,
    bad: () => ({}),
    foreign: () => ({ companyUserId: 71 }),
  },
  'Customer/AddToFavoriteLists': {
    setup: async () => {
      listId = await newList(`Add target ${Date.now()}`);
    },
    ok: () => ({ itemId: orderable.id, favoriteListIds: [listId], companyUserId: 42, newFavoriteListName: null }),
    schema: Res.FavoriteListsSchema,
    bad: () => ({ itemId: orderable.id, favoriteListIds: 'all', companyUserId: 42, newFavoriteListName: null }),
    foreign: () => ({ itemId: orderable.id, favoriteListIds: [], companyUserId: 71, newFavoriteListName: 'Mine' }),
  },
  'Customer/AddFavoriteList': {
    ok: () => ({ companyUserId: 42, newFavoriteListName: `Spring ${Date.now()}` }),
    schema: Res.FavoriteListsSchema,
    bad: () => ({ companyUserId: 42 }),
    foreign: () => ({ companyUserId: 71, newFavoriteListName: 'Not mine' }),
  },
  'Customer/RemoveFromFavoriteLists': {
    setup: async () => {
      listId = await newList(`Remove target ${Date.now()}`);
    },
    ok: () => ({ itemId: orderable.id, favoriteListIds: [listId], companyUserId: 42 }),
    schema: Res.FavoriteListsSchema,
    bad: () => ({ itemId: 0, favoriteListIds: [listId], companyUserId: 42 }),
    foreign: () => ({ itemId: orderable.id, favoriteListIds: [], companyUserId: 71 }),
  },
  'Customer/deleteFavoriteList': {
    setup: async () => {
      listId = await newList(`Delete target ${Date.now()}`);
    },
    ok: () => ({ favoriteListIds: [listId], companyUserId: 42 }),
    schema: Res.FavoriteListsSchema,
    bad: () => ({ favoriteListIds: [1.5], companyUserId: 42 }),
    foreign: () => ({ favoriteListIds: [], companyUserId: 71 }),
  },
  'Customer/SendContactUsInfo': {
    ok: () => ({ name: 'Dana', email: 'dana@maplehollow.example', phone: '', company: 'Maple Hollow', customerNumber: '100234', message: 'Call me about benches.' }),
    schema: Res.AcknowledgementSchema,
    bad: () => ({ name: 'Dana', email: 'not an email', phone: '', company: '', customerNumber: null, message: 'Hi' }),
    foreign: () => ({ name: 'Dana', email: 'dana@maplehollow.example', phone: '', company: 'Maple Hollow', customerNumber: '200877', message: 'Hi' }),
  },
  'Customer/GetStatements': {
    ok: () => ({ customerNumber: '100234' }),
    schema: Res.StatementsSchema,
    bad: () => ({ customer: '100234' }),
    foreign: () => ({ customerNumber: '200877' }),
  },
  'Customer/GetInvoicePaymentParameters': {
    ok: () => ({ customerNumber: '100234', invoices: [{ reference: openInvoice(), amount: 1 }] }),
    schema: Res.PaymentGatewayParametersSchema,
    bad: () => ({ customerNumber: '100234', invoices: [{ reference: openInvoice() }] }),
    foreign: () => ({ customerNumber: '200877', invoices: [{ reference: openInvoice(), amount: 1 }] }),
  },
  'Customer/PayInvoices': {
    setup: async () => {
      const invoices = [{ reference: openInvoice(), amount: 1 }];
      const session = await h.call('Customer/GetInvoicePaymentParameters', { customerNumber: '100234', invoices });
      const card = h.service.cardGateway.tokenize({ sessionToken: session.body.sessionToken, cardNumber: '4111111111111111', expiry: '12/39', cvv: '123' });
      invoiceCardToken = card.ok ? card.token : '';
    },
    ok: () => ({ customerNumber: '100234', invoices: [{ reference: openInvoice(), amount: 1 }], cardToken: invoiceCardToken, paymentId: 'paths-1' }),
    schema: Res.InvoicePaymentSchema,
    bad: () => ({ customerNumber: '100234', invoices: [{ reference: openInvoice(), amount: 1 }], cardToken: 'x' }),
    foreign: () => ({ customerNumber: '200877', invoices: [{ reference: openInvoice(), amount: 1 }], cardToken: 'x', paymentId: 'paths-2' }),
  },
  'Customer/ShipToLookups': {
    ok: () => ({ customerNumber: '100234' }),
    schema: Res.ShipTosSchema,
    bad: () => ({ customerNumber: null }),
    foreign: () => ({ customerNumber: '200877' }),
  },
  'Customer/Search': {
    as: 'salesRep',
    ok: () => ({ customerNumber: '100388', companyUserId: 61, searchTerm: 'maple', shipTo: null }),
    schema: Res.CustomerSearchResultsSchema,
    bad: () => ({ customerNumber: '100388', companyUserId: 61, searchTerm: 'maple', shipTo: '001' }),
    foreign: () => ({ customerNumber: '200877', companyUserId: 42, searchTerm: '', shipTo: null }),
  },
  'Customer/CompanyUsers': {
    ok: () => ({ customerNumber: '100234', companyUserId: 42, newCustomerNumber: null }),
    schema: Res.CompanyUsersSchema,
    bad: () => ({ customerNumber: '100234', companyUserId: 42 }),
    foreign: () => ({ customerNumber: '100234', companyUserId: 42, newCustomerNumber: '200877' }),
  },
  'Customer/CreateLogin': {
    as: 'anonymous',
    ok: () => ({ customerNumber: '100234', zipCode: '44021', firstName: 'Robin', lastName: 'Park', email: `robin${Date.now()}@maplehollow.example`, password: 'long enough, and rare' }),
    schema: Res.AcknowledgementSchema,
    bad: () => ({ customerNumber: '100234', zipCode: '44021', firstName: 'Robin', lastName: 'Park', email: 'robin@maplehollow.example', password: 'short' }),
  },
  'Customer/RecoverPassword': {
    as: 'anonymous',
    ok: () => ({ email: 'dana@maplehollow.example' }),
    schema: Res.AcknowledgementSchema,
    bad: () => ({ email: '' }),
  },
  'Customer/ResetPassword': {
    as: 'anonymous',
    setup: async () => {
      await h.call('Customer/RecoverPassword', { email: 'sam@maplehollow.example' }, { as: null });
    },
    ok: () => {
      const mail = h.service.db.prepare("SELECT body FROM outbox WHERE to_email = 'sam@maplehollow.example' ORDER BY id DESC LIMIT 1").pluck().get() as string;
      const token = /token=([\w-]+)/.exec(mail)?.[1] ?? '';
      return { resetToken: token, password: 'a new password' };
    },
    schema: Res.AcknowledgementSchema,
    bad: () => ({ resetToken: 'abc' }),
  },
  'Customer/GetRecentlyOrderedItems': {
    ok: () => ({ companyUserId: 42, customerNumber: '100234', warehouseCode: '1001', shipTo: '001' }),
    schema: Res.RecentlyOrderedItemsSchema,
    bad: () => ({ companyUserId: 42, customerNumber: '100234' }),
    foreign: () => ({ companyUserId: 42, customerNumber: '200877', warehouseCode: '1001', shipTo: null }),
  },
  'Product/GetItem': {
    ok: () => ({ itemNumber: orderable.itemNumber, customerNumber: '100234', warehouseCode: '1001', shipTo: '001' }),
    schema: Res.ProductDetailSchema,
    bad: () => ({ itemNumber: 'NO-SUCH-ITEM', customerNumber: '100234', warehouseCode: '1001', shipTo: '001' }),
    foreign: () => ({ itemNumber: orderable.itemNumber, customerNumber: '200877', warehouseCode: '1001', shipTo: null }),
  },
  'Product/GetProductSquare': {
    ok: () => ({ itemId: orderable.id, customerNumber: '100234' }),
    schema: Res.SearchItemSchema,
    bad: () => ({ itemId: 99_999_999, customerNumber: '100234' }),
    foreign: () => ({ itemId: orderable.id, customerNumber: '200877' }),
  },
  'Product/GetProductCustomerPrice': {
    ok: () => ({ itemNumber: orderable.itemNumber, customerNumber: '100234', warehouseCode: '1001', shipTo: '001' }),
    schema: Res.CustomerPricesSchema,
    bad: () => ({ itemNumber: orderable.itemNumber, customerNumber: null, warehouseCode: '1001', shipTo: '001' }),
    foreign: () => ({ itemNumber: orderable.itemNumber, customerNumber: '200877', warehouseCode: '1001', shipTo: null }),
  },
  'Product/WebSearchFacets': {
    ok: () => facetsBody({ searchTerm: 'pot', customerNumber: '100234' }),
    schema: Res.FacetsSchema,
    bad: () => ({ ...facetsBody(), sort: 'cheapest' }),
    foreign: () => facetsBody({ customerNumber: '200877' }),
  },
  'Product/WebSearch': {
    ok: () => buyerSearch({ searchTerm: 'pot' }),
    schema: Res.SearchResultsSchema,
    bad: () => ({ ...buyerSearch(), take: 0 }),
    foreign: () => buyerSearch({ companyUserId: 71, customerNumber: '200877' }),
  },
  'Product/GetStockDesignationResult': {
    ok: () => ({ itemId: orderable.id, stockDesignationId: null, customerNumber: '100234', shipToNumber: '001', warehouseCode: '1001' }),
    schema: Res.StockResultSchema,
    bad: () => ({ itemId: orderable.id, stockDesignationId: null, customerNumber: '100234', warehouseCode: '1001' }),
    foreign: () => ({ itemId: orderable.id, stockDesignationId: null, customerNumber: '200877', shipToNumber: null, warehouseCode: '1001' }),
  },
  'benchconfig/GetKitItemsFromBenchConfig': {
    ok: () => ({ ...kitPricing, benchWidthFt: 4, benchLengthFt: 24, benchCount: 2, topMaterial: 'expanded-metal', endCaps: true, bumpers: false }),
    schema: Res.KitSchema,
    bad: () => ({ ...kitPricing, benchWidthFt: 4, benchLengthFt: 24, benchCount: 2, topMaterial: 'glass', endCaps: true, bumpers: false }),
    foreign: () => ({ ...kitPricing, customerNumber: '200877', benchWidthFt: 4, benchLengthFt: 24, benchCount: 2, topMaterial: 'expanded-metal', endCaps: true, bumpers: false }),
  },
  'benchconfig/GetKitItemsForSlideBench': {
    ok: () => ({ ...kitPricing, benchWidthFt: 5, benchLengthFt: 20, benchCount: 1, topMaterial: 'wire-mesh', antiTip: true, bumpers: true }),
    schema: Res.KitSchema,
    bad: () => ({ ...kitPricing, benchWidthFt: '5', benchLengthFt: 20, benchCount: 1, topMaterial: 'wire-mesh', antiTip: true, bumpers: true }),
    foreign: () => ({ ...kitPricing, companyUserId: 71, customerNumber: '200877', benchWidthFt: 5, benchLengthFt: 20, benchCount: 1, topMaterial: 'wire-mesh', antiTip: true, bumpers: true }),
  },
  'benchconfig/GetBenchConversion': {
    ok: () => ({ ...kitPricing, existingBench: 'stationary-pipe', benchWidthFt: 4, benchLengthFt: 16, benchCount: 3, convertTo: 'slide' }),
    schema: Res.KitSchema,
    bad: () => ({ ...kitPricing, existingBench: 'hammock', benchWidthFt: 4, benchLengthFt: 16, benchCount: 3, convertTo: 'slide' }),
    foreign: () => ({ ...kitPricing, customerNumber: '200877', existingBench: 'stationary-pipe', benchWidthFt: 4, benchLengthFt: 16, benchCount: 3, convertTo: 'slide' }),
  },
};

const paths = Object.keys(CASES) as ServicePath[];

function expectSpecErrorBody(result: { body: unknown; error: { Message: string; Error: string } | null }): void {
  expect(v.is(Res.ErrorBodySchema, result.body)).toBe(true);
  expect(result.error?.Message.length ?? 0).toBeGreaterThan(10);
  expect(typeof result.error?.Error).toBe('string');
}

describe.each(paths)('%s', (path) => {
  const c = CASES[path] as Case<ServicePath>;

  test('answers a valid body with the designed response shape', async () => {
    await c.setup?.();
    const result = await h.call(path, c.ok(), c.token ? { token: c.token() } : { as: c.as ?? 'buyer' });
    expect(result.error).toBeNull();
    expect(result.status).toBe(200);
    const parsed = v.safeParse(c.schema, result.body);
    expect(parsed.issues ?? []).toEqual([]);
  });

  test('answers a bad body with 400 and the SPEC error body', async () => {
    const response = await h.raw(`/api/${path}`, { body: JSON.stringify(c.bad()), token: h.token('buyer') });
    const body = (await response.json()) as { message: string };
    expect(response.status).toBe(400);
    expectSpecErrorBody({ body, error: JSON.parse(body.message) as { Message: string; Error: string } });
  });

  if (c.foreign !== undefined) {
    const foreign = c.foreign;
    test("answers another company's user or customer with 403", async () => {
      const result = await h.call(path, foreign(), { as: 'buyer' });
      expect(result.status).toBe(403);
      expectSpecErrorBody(result);
      expect(result.error?.Error).toBe('Forbidden');
    });
  }
});

test('every path of the contract has a case here', async () => {
  const { ROUTES } = await import('../../demo-host/service/routes');
  expect(Object.keys(ROUTES).sort()).toEqual([...paths].sort());
});
