/**
 * Contract-only mode (SF_CONTRACT_ONLY=1, docs/service.md "Contract-only mode"): the service
 * answers as a host that serves SPEC section 7's paths and HOST-CONTRACT section 7's shapes and
 * nothing the project added.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CartSettings } from '../../src/contract/responses';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ contractOnly: true });
}, 60_000);
afterAll(() => h.close());

const buyer = { companyUserId: 42, customerNumber: '100234' } as const;
const SETTINGS: CartSettings = {
  poNumber: 'PO-CONTRACT', shipVia: 'GROUND', shipViaOptions: [], requestedShipDate: null, orderNotes: '', paymentMethod: 'account', shipTo: '001', zipCode: '44021',
};

async function addItem(): Promise<void> {
  const item = h.service.db
    .prepare("SELECT id, sell_multiple AS sellMultiple FROM items WHERE stock_designation_id = 1 AND ny_restricted = 0 AND fulfillment = 0 AND item_number NOT LIKE 'BN-%' ORDER BY id LIMIT 1 OFFSET 40")
    .get() as { id: number; sellMultiple: number };
  const added = await h.call('Cart/AddItemToCart', { ...buyer, defaultWarehouseCode: '1001', itemId: item.id, qty: item.sellMultiple * 2, shipTo: '001', price: null, manualPrice: false });
  expect(added.status).toBe(200);
}

describe('contract-only mode', () => {
  test('the added path Cart/GetSubmission is unknown: 404 with the SPEC error body', async () => {
    const answer = await h.call('Cart/GetSubmission', { ...buyer, submissionId: 'any' });
    expect(answer.status).toBe(404);
    expect(answer.error).toEqual({ Message: 'There is no service path "Cart/GetSubmission".', Error: 'NotFound' });
  });

  test('expectedTotal is ignored (no 409) and a repeated submissionId answers the same order (section 8)', async () => {
    await h.call('Cart/ClearCart', buyer);
    await addItem();
    const settings = { ...SETTINGS, submissionId: 'contract-1', expectedTotal: 0.01 };
    const first = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: settings });
    expect(first.status).toBe(200);
    const again = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: settings });
    expect(again.body).toEqual(first.body);
    expect(h.service.db.prepare('SELECT COUNT(*) FROM orders WHERE submission_id = ?').pluck().get('contract-1')).toBe(1);
  });

  test('replacesSubmissionId is ignored: the named attempt is not closed', async () => {
    await h.call('Cart/ClearCart', buyer);
    await addItem();
    const placed = await h.call('Cart/SubmitOrder', { ...buyer, cartSettings: { ...SETTINGS, submissionId: 'contract-3', replacesSubmissionId: 'contract-2' } });
    expect(placed.status).toBe(200);
    expect(h.service.db.prepare('SELECT COUNT(*) FROM replaced_submissions').pluck().get()).toBe(0);
  });

  test("answers leave out the project's added fields: cart lines' fulfillmentItem, statements' customerName, GetItem's relatedItemIds; statements keep their lines (HOST-CONTRACT section 12 fixes them)", async () => {
    await h.call('Cart/ClearCart', buyer);
    await addItem();
    const cart = await h.call('Cart/GetCart', { ...buyer, shipTo: '001', warehouseCode: '1001', zipCode: null });
    expect(cart.body.lines.length).toBeGreaterThan(0);
    for (const line of cart.body.lines) expect(line).not.toHaveProperty('fulfillmentItem');
    const statements = await h.call('Customer/GetStatements', { customerNumber: '100234' });
    expect(statements.body).not.toHaveProperty('customerName');
    for (const statement of statements.body.statements) expect(statement.lines?.length).toBeGreaterThan(0);
    const itemNumber = h.service.db.prepare('SELECT item_number FROM items ORDER BY id LIMIT 1').pluck().get() as string;
    const item = await h.call('Product/GetItem', { itemNumber, customerNumber: '100234', warehouseCode: '1001', shipTo: '001' });
    expect(item.status).toBe(200);
    expect(item.body).not.toHaveProperty('relatedItemIds');
  });

  test('the invoice payment calls of section 12 are unknown unless the host turns them on: 404 with the SPEC error body', async () => {
    const invoices = [{ reference: 'INV-1-00', amount: 1 }];
    const session = await h.call('Customer/GetInvoicePaymentParameters', { customerNumber: '100234', invoices });
    expect(session.status).toBe(404);
    expect(session.error).toEqual({ Message: 'There is no service path "Customer/GetInvoicePaymentParameters".', Error: 'NotFound' });
    const paid = await h.call('Customer/PayInvoices', { customerNumber: '100234', invoices, cardToken: 'x', paymentId: 'p-1' });
    expect(paid.status).toBe(404);
  });
});

describe('contract-only mode with the invoice payments turned on (SF_PAY_INVOICES=1)', () => {
  let paying: Harness;
  beforeAll(async () => {
    paying = await startHarness({ contractOnly: true, invoicePayments: true });
  }, 60_000);
  afterAll(() => paying.close());

  test("serves both calls, pays once per paymentId, and leaves out the answer's added cardLast4", async () => {
    const statements = await paying.call('Customer/GetStatements', { customerNumber: '100234' });
    const open = statements.body.statements.flatMap((s) => s.lines ?? []).find((l) => l.kind === 'invoice' && (l.openAmount ?? 0) > 0)!;
    const invoices = [{ reference: open.reference, amount: 2 }];
    const session = await paying.call('Customer/GetInvoicePaymentParameters', { customerNumber: '100234', invoices });
    expect(session.status).toBe(200);
    const card = paying.service.cardGateway.tokenize({ sessionToken: session.body.sessionToken, cardNumber: '4111111111111111', expiry: '12/39', cvv: '123' });
    if (!card.ok) throw new Error(card.message);
    const body = { customerNumber: '100234', invoices, cardToken: card.token, paymentId: 'contract-pay-1' };
    const paid = await paying.call('Customer/PayInvoices', body);
    expect(paid.status).toBe(200);
    expect(paid.body).not.toHaveProperty('cardLast4');
    expect((await paying.call('Customer/PayInvoices', body)).body).toEqual(paid.body);
    expect(paying.service.db.prepare("SELECT COUNT(*) FROM invoice_payments WHERE payment_id = 'contract-pay-1'").pluck().get()).toBe(1);
  });
});
