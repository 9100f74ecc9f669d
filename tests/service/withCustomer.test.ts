/**
 * SPEC section 6, "Price is hidden when the context is withCustomer", on the service side:
 * the page context's withCustomer travels in the token, and the user's role plays no part.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buyerSearch, plainItem, startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** The sales rep acting for a customer of the book (Maple Hollow, 100234). */
const rep = { companyUserId: 61, customerNumber: '100234' } as const;
const place = { warehouseCode: '1001', shipTo: '001' } as const;

async function answers(token: string) {
  const pot = plainItem(h);
  const search = await h.call('Product/WebSearch', buyerSearch({ ...rep, searchTerm: 'pot' }), { token });
  const price = await h.call('Product/GetProductCustomerPrice', { itemNumber: pot.itemNumber, customerNumber: rep.customerNumber, ...place }, { token });
  const added = await h.call('Cart/AddItemToCart', { ...rep, defaultWarehouseCode: '1001', itemId: pot.id, qty: pot.sellMultiple, shipTo: '001', price: null, manualPrice: false }, { token });
  const cart = await h.call('Cart/GetCart', { ...rep, ...place, zipCode: null }, { token });
  const info = await h.call('Cart/GetCartInfo', { ...rep, ...place, withCustomer: false, reprice: false }, { token });
  await h.call('Cart/ClearCart', rep, { token });
  for (const answer of [search, price, added, cart, info]) expect(answer.status).toBe(200);
  return { search: search.body, price: price.body.prices[0], added: added.body, cart: cart.body, info: info.body };
}

describe('withCustomer in the token, not the role, hides prices', () => {
  test("a sales rep's page without withCustomer gets the chosen customer's prices in search, product price and cart", async () => {
    const seen = await answers(h.token('salesRep'));
    expect(seen.search.items.length).toBeGreaterThan(0);
    expect(seen.search.items.every((i) => i.customerPrice !== null && i.pricingLoaded)).toBe(true);
    expect(seen.price?.customerPrice).toBeGreaterThan(0);
    expect(seen.added.subtotal).toBeGreaterThan(0);
    expect(seen.cart.lines[0]?.price).toBeGreaterThan(0);
    expect(seen.cart.subtotal).toBeGreaterThan(0);
    expect(seen.info.subtotal).toBeGreaterThan(0);
  });

  test("the customer's prices, not list prices: the rep sees what the buyer of that customer sees", async () => {
    const asRep = await h.call('Product/WebSearch', buyerSearch({ ...rep, searchTerm: 'pot' }), { token: h.token('salesRep') });
    const asBuyer = await h.call('Product/WebSearch', buyerSearch({ searchTerm: 'pot' }));
    expect(asRep.body.items.map((i) => i.customerPrice)).toEqual(asBuyer.body.items.map((i) => i.customerPrice));
  });

  test('a withCustomer token gets no price, list price or subtotal anywhere, and keeps availability', async () => {
    const seen = await answers(h.token('salesRep', { withCustomer: true }));
    expect(seen.search.items.length).toBeGreaterThan(0);
    for (const item of seen.search.items) {
      expect(item.customerPrice).toBeNull();
      expect(item.msrp).toBeNull();
      expect(item.availability.length).toBeGreaterThan(0);
    }
    expect(seen.price?.customerPrice).toBeNull();
    expect(seen.price?.msrp).toBeNull();
    expect(seen.added.subtotal).toBeNull();
    expect(seen.cart.lines.length).toBe(1);
    expect(seen.cart.lines.every((l) => l.price === null && l.lineTotal === null)).toBe(true);
    expect(seen.cart.subtotal).toBeNull();
    expect(seen.info.subtotal).toBeNull();
  });

  test('the rule is withCustomer whoever holds the token: a buyer page that is withCustomer hides prices too', async () => {
    const result = await h.call('Product/WebSearch', buyerSearch({ searchTerm: 'pot' }), { token: h.token('buyer', { withCustomer: true }) });
    expect(result.status).toBe(200);
    expect(result.body.items.every((i) => i.customerPrice === null)).toBe(true);
  });

  test('Customer/GetStatements to a withCustomer token withholds every amount (amount due, document amounts, open amounts) and keeps numbers, dates and documents', async () => {
    const shown = await h.call('Customer/GetStatements', { customerNumber: rep.customerNumber }, { token: h.token('salesRep') });
    const hidden = await h.call('Customer/GetStatements', { customerNumber: rep.customerNumber }, { token: h.token('salesRep', { withCustomer: true }) });
    expect(shown.status).toBe(200);
    expect(hidden.status).toBe(200);
    expect(shown.body.statements.some((s) => s.amountDue !== null && s.amountDue > 0)).toBe(true);
    expect(hidden.body.statements.map((s) => [s.number, s.suffix, s.statementDate, s.dueDate])).toEqual(
      shown.body.statements.map((s) => [s.number, s.suffix, s.statementDate, s.dueDate]),
    );
    for (const statement of hidden.body.statements) {
      expect(statement.amountDue).toBeNull();
      expect(statement.lines?.length).toBeGreaterThan(0);
      for (const line of statement.lines ?? []) {
        expect(line.amount).toBeNull();
        expect(line.openAmount).toBeNull();
      }
    }
  });
});
