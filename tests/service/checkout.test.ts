/**
 * Orders and payment (HOST-CONTRACT section 8, docs/checkout.md): SubmitOrder is idempotent
 * per customer and submissionId, sequentially and concurrently over HTTP; card tokens of the
 * hosted form are single use and bound to their session's customer, user and amount; only
 * the last four digits are kept; the order keeps its settings.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { CartSettings } from '../../src/contract/responses';
import { DECLINED_MESSAGE, GATEWAY_ERROR_MESSAGE, TEST_CARDS } from '../../demo-host/service/handlers/payment';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

const buyer = { companyUserId: 42, customerNumber: '100234' } as const;
const SETTINGS: CartSettings = {
  poNumber: 'PO-900', shipVia: 'GROUND', shipViaOptions: [], requestedShipDate: null, orderNotes: 'Dock 4', paymentMethod: 'account', shipTo: '001', zipCode: '44021',
};

const plainItem = (): { id: number; sellMultiple: number } =>
  h.service.db
    .prepare("SELECT id, sell_multiple AS sellMultiple FROM items WHERE stock_designation_id = 1 AND ny_restricted = 0 AND fulfillment = 0 AND item_number NOT LIKE 'BN-%' ORDER BY id LIMIT 1 OFFSET 40")
    .get() as { id: number; sellMultiple: number };

async function fillCart(as: 'buyer' | 'ecom' = 'buyer'): Promise<void> {
  const item = plainItem();
  const who = as === 'buyer' ? buyer : { companyUserId: 51, customerNumber: '100512' };
  const added = await h.call(
    'Cart/AddItemToCart',
    { ...who, defaultWarehouseCode: as === 'buyer' ? '1001' : '1002', itemId: item.id, qty: item.sellMultiple * 2, shipTo: '001', price: null, manualPrice: false },
    { as },
  );
  expect(added.status).toBe(200);
}

const ordersOf = (submissionId: string): { order_number: string; settings: string; ship_to: string | null; card_last4: string | null }[] =>
  h.service.db.prepare('SELECT order_number, settings, ship_to, card_last4 FROM orders WHERE submission_id = ?').all(submissionId) as never;

const cardSettings = (extra: Partial<CartSettings> = {}): CartSettings => ({ ...SETTINGS, paymentMethod: 'card', ...extra });

/** A token from the hosted form for the current cart, as the checkout would get it. */
async function cardToken(cardNumber: string = TEST_CARDS.approve): Promise<string> {
  const gateway = await h.call('Cart/GetCardPointeParameters', { ...buyer, cartSettings: cardSettings(), warehouseCode: '1001' });
  expect(gateway.status).toBe(200);
  const result = h.service.cardGateway.tokenize({ sessionToken: gateway.body.sessionToken, cardNumber, expiry: '12/39', cvv: '123' });
  if (!result.ok) throw new Error(`tokenize failed: ${result.message}`);
  return result.token;
}

beforeEach(async () => {
  await h.call('Cart/ClearCart', buyer);
});

describe('SubmitOrder is idempotent per customer and submissionId', () => {
  test('a repeated submissionId answers the same order and makes no second one', async () => {
    await fillCart();
    const settings = { ...SETTINGS, submissionId: 'repeat-1' };
    const first = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: settings });
    expect(first.status).toBe(200);
    const again = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: settings });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(ordersOf('repeat-1')).toHaveLength(1);
  });

  test('two concurrent submits of one attempt over HTTP give one order, both answered with it', async () => {
    await fillCart();
    const settings = { ...SETTINGS, submissionId: 'concurrent-1' };
    const [a, b] = await Promise.all([
      h.call('Cart/SubmitOrder', { ...buyer, cartSettings: settings }),
      h.call('Cart/SubmitOrder', { ...buyer, cartSettings: settings }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.orderNumber).toBe(b.body.orderNumber);
    expect(ordersOf('concurrent-1')).toHaveLength(1);
  });

  test('a new attempt (new submissionId) is a new order', async () => {
    await fillCart();
    const first = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, submissionId: 'attempt-a' } });
    await fillCart();
    const second = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, submissionId: 'attempt-b' } });
    expect(second.status).toBe(200);
    expect(second.body.orderNumber).not.toBe(first.body.orderNumber);
  });

  test("another customer's submissionId is not this customer's order", async () => {
    await fillCart();
    const mine = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, submissionId: 'shared-id' } });
    await fillCart('ecom');
    const theirs = await h.call(
      'Cart/SubmitOrder',
      { companyUserId: 51, customerNumber: '100512', cartSettings: { ...SETTINGS, shipTo: '001', zipCode: '32703', submissionId: 'shared-id' } },
      { as: 'ecom' },
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.orderNumber).not.toBe(mine.body.orderNumber);
  });

  test('the order keeps its settings (ship-to, PO, notes) without the card token', async () => {
    await fillCart();
    const token = await cardToken();
    const placed = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: cardSettings({ cardToken: token, submissionId: 'kept-1' }) });
    expect(placed.status).toBe(200);
    const [row] = ordersOf('kept-1');
    expect(row?.ship_to).toBe('001');
    const stored = JSON.parse(row?.settings ?? '{}') as CartSettings;
    expect(stored).toMatchObject({ poNumber: 'PO-900', orderNotes: 'Dock 4', shipTo: '001', paymentMethod: 'card' });
    expect(stored.cardToken).toBeUndefined();
  });
});

describe('card tokens', () => {
  test('an approved card places the order and only its last four digits are recorded', async () => {
    await fillCart();
    const token = await cardToken();
    expect(token).toMatch(/^94\d{10}1111$/);
    const placed = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: cardSettings({ cardToken: token, submissionId: 'card-ok' }) });
    expect(placed.status).toBe(200);
    expect(ordersOf('card-ok')[0]?.card_last4).toBe('1111');
    const dump = JSON.stringify([
      h.service.db.prepare('SELECT * FROM orders').all(),
      h.service.db.prepare('SELECT * FROM card_tokens').all(),
      h.service.db.prepare('SELECT * FROM client_logs').all(),
    ]);
    expect(dump).not.toContain(TEST_CARDS.approve);
  });

  test('a forged token is a 400 with the SPEC error body', async () => {
    await fillCart();
    const result = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: cardSettings({ cardToken: '9411111111111111' }) });
    expect(result.status).toBe(400);
    expect(result.error).toEqual({ Message: 'cardToken: the card gateway did not issue this token. Enter the card again.', Error: 'BadRequest' });
  });

  test('a used token cannot pay for a second order', async () => {
    await fillCart();
    const token = await cardToken();
    expect((await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: cardSettings({ cardToken: token, submissionId: 'reuse-1' }) })).status).toBe(200);
    await fillCart();
    const reused = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: cardSettings({ cardToken: token, submissionId: 'reuse-2' }) });
    expect(reused.status).toBe(400);
    expect(reused.error?.Message).toContain('already used');
  });

  test('a token is refused when the order total changed since the card was entered', async () => {
    await fillCart();
    const token = await cardToken();
    await fillCart();
    const result = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: cardSettings({ cardToken: token }) });
    expect(result.status).toBe(400);
    expect(result.error?.Message).toMatch(/was entered for \$[\d,.]+ but the order total is now \$[\d,.]+/);
  });

  test("a token of another user's session is refused", async () => {
    await fillCart();
    const token = await cardToken();
    // Sam works for the same customer, has a cart of his own, but did not open this card form.
    const item = plainItem();
    await h.call(
      'Cart/AddItemToCart',
      { companyUserId: 44, customerNumber: '100234', defaultWarehouseCode: '1001', itemId: item.id, qty: item.sellMultiple * 2, shipTo: '001', price: null, manualPrice: false },
      { as: 44 },
    );
    const other = await h.call('Cart/SubmitOrder', { companyUserId: 44, customerNumber: '100234', cartSettings: cardSettings({ cardToken: token }) }, { as: 44 });
    expect(other.status).toBe(400);
    expect(other.error?.Message).toContain('belongs to another checkout');
  });

  test('paying by card without a token is a 400', async () => {
    await fillCart();
    const result = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: cardSettings() });
    expect(result.status).toBe(400);
    expect(result.error?.Message).toContain('cardToken');
  });

  test('the decline test card is refused at SubmitOrder with the decline message and no order', async () => {
    await fillCart();
    const token = await cardToken(TEST_CARDS.decline);
    const result = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: cardSettings({ cardToken: token, submissionId: 'declined' }) });
    expect(result.status).toBe(400);
    expect(result.error?.Message).toBe(DECLINED_MESSAGE);
    expect(ordersOf('declined')).toHaveLength(0);
    expect((await h.call('Cart/GetCart', { ...buyer, shipTo: '001', warehouseCode: '1001', zipCode: null })).body.lineCount).toBe(1);
  });

  test('the gateway-error test card fails in the card form with the gateway message', async () => {
    await fillCart();
    const gateway = await h.call('Cart/GetCardPointeParameters', { ...buyer, cartSettings: cardSettings(), warehouseCode: '1001' });
    const result = h.service.cardGateway.tokenize({ sessionToken: gateway.body.sessionToken, cardNumber: TEST_CARDS.gatewayError, expiry: '12/39', cvv: '123' });
    expect(result).toEqual({ ok: false, field: null, message: GATEWAY_ERROR_MESSAGE });
  });

  test('the card form refuses a number that fails the Luhn check, an expired card and an unknown session', async () => {
    await fillCart();
    const gateway = await h.call('Cart/GetCardPointeParameters', { ...buyer, cartSettings: cardSettings(), warehouseCode: '1001' });
    const tokenize = (cardNumber: string, expiry = '12/39', sessionToken = gateway.body.sessionToken) =>
      h.service.cardGateway.tokenize({ sessionToken, cardNumber, expiry, cvv: '123' });
    expect(tokenize('4111 1111 1111 1112')).toMatchObject({ ok: false, field: 'cardNumber' });
    expect(tokenize(TEST_CARDS.approve, '01/20')).toMatchObject({ ok: false, field: 'expiry' });
    expect(tokenize(TEST_CARDS.approve, '12/39', 'no-such-session')).toMatchObject({ ok: false, field: null });
  });

  test('GetCardPointeParameters points at the configured card form', async () => {
    await fillCart();
    const gateway = await h.call('Cart/GetCardPointeParameters', { ...buyer, cartSettings: cardSettings(), warehouseCode: '1001' });
    expect(gateway.body.gatewayUrl).toBe('http://localhost:3001/card-form');
  });
});

describe('order settings', () => {
  test('a requested ship date in the past is a 400', async () => {
    await fillCart();
    const result = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, requestedShipDate: '2020-01-02' } });
    expect(result.status).toBe(400);
    expect(result.error?.Message).toContain('today or later');
  });

  test('order notes over the limit are a 400', async () => {
    await fillCart();
    const result = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, orderNotes: 'x'.repeat(501) } });
    expect(result.status).toBe(400);
    expect(result.error?.Message).toContain('500 characters or fewer');
  });

  test("tax follows the order's ship-to: New York's rate for ship-to 003", async () => {
    await fillCart();
    const ohio = (await h.call('Cart/GetTaxAndFees', { ...buyer, cartSettings: SETTINGS, warehouseCode: '1001' })).body;
    const newYork = (await h.call('Cart/GetTaxAndFees', { ...buyer, cartSettings: { ...SETTINGS, shipTo: '003', zipCode: '12401' }, warehouseCode: '1001' })).body;
    expect(ohio.tax).toBeCloseTo((ohio.subtotal + ohio.shipping) * 0.0575, 2);
    expect(newYork.tax).toBeCloseTo((newYork.subtotal + newYork.shipping) * 0.04, 2);
  });
});

describe('the hosted card form over HTTP', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      void h.service.cardGateway.handle(req, res).then((served) => {
        if (!served) res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('serves a labelled form under a strict CSP and tokenizes a card posted to it', async () => {
    await fillCart();
    const gateway = (await h.call('Cart/GetCardPointeParameters', { ...buyer, cartSettings: cardSettings(), warehouseCode: '1001' })).body;
    const page = await fetch(`${base}/card-form?sessionToken=${gateway.sessionToken}&amount=${gateway.amount}&currency=USD&parentOrigin=${encodeURIComponent('http://localhost:3000')}`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const text = await page.text();
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVV', 'Use this card']) expect(text).toContain(label);
    const posted = await fetch(`${base}/card-form/tokenize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionToken: gateway.sessionToken, cardNumber: TEST_CARDS.approve, expiry: '1239', cvv: '123' }),
    });
    expect(await posted.json()).toMatchObject({ ok: true, last4: '1111', expiry: '1239' });
  });

  test('a form opened without a valid parent origin shows a problem instead of the form', async () => {
    const text = await (await fetch(`${base}/card-form?sessionToken=x&parentOrigin=javascript:alert(1)`)).text();
    expect(text).toContain('opened without its checkout');
    expect(text).not.toContain('id="card-form"');
  });
});
