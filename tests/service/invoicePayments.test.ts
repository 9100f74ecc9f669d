/**
 * Paying open invoices by card (HOST-CONTRACT section 12, docs/service.md "Invoice payments"):
 * Customer/GetInvoicePaymentParameters opens a card session for the invoices asked,
 * Customer/PayInvoices pays them at most once per paymentId, after checking everything again,
 * and records the payment as a document of each statement, so the statements list, the amounts
 * due and the aging follow.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RequestOf } from '../../src/contract/paths';
import { InvoicePaymentSchema, PaymentGatewayParametersSchema, type Statement, type StatementLine } from '../../src/contract/responses';
import { TEST_CARDS } from '../../demo-host/service/handlers/payment';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

const BUYER = '100234';
type Invoices = RequestOf<'Customer/PayInvoices'>['invoices'];

async function statements(customerNumber = BUYER): Promise<Statement[]> {
  const answer = await h.call('Customer/GetStatements', { customerNumber });
  expect(answer.status).toBe(200);
  return answer.body.statements;
}

const openInvoicesOf = (all: Statement[]): (StatementLine & { statement: Statement })[] =>
  all.flatMap((statement) => (statement.lines ?? []).filter((l) => l.kind === 'invoice' && (l.openAmount ?? 0) > 0).map((l) => ({ ...l, statement })));

const invoice = (all: Statement[], reference: string) => all.flatMap((s) => s.lines ?? []).find((l) => l.reference === reference);

/** A card session for `invoices` and the token of `cardNumber` typed into its form. */
async function cardFor(invoices: Invoices, cardNumber: string = TEST_CARDS.approve, as: Parameters<Harness['call']>[2] = {}): Promise<string> {
  const session = await h.call('Customer/GetInvoicePaymentParameters', { customerNumber: BUYER, invoices }, as);
  expect(session.status, JSON.stringify(session.error)).toBe(200);
  const card = h.service.cardGateway.tokenize({ sessionToken: session.body.sessionToken, cardNumber, expiry: '12/39', cvv: '123' });
  if (!card.ok) throw new Error(card.message);
  return card.token;
}

const paymentsOf = (customerNumber = BUYER) => h.service.db.prepare('SELECT COUNT(*) FROM invoice_payments WHERE customer_number = ?').pluck().get(customerNumber) as number;
const cents = (dollars: number) => Math.round(dollars * 100);
let attempt = 0;
const newPaymentId = () => `test-payment-${(attempt += 1)}`;

describe('the seed', () => {
  test('the buyer persona has open invoices past their due date, and one statement with two of them', async () => {
    const all = await statements();
    const open = openInvoicesOf(all);
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect(open.filter((l) => (l.dueDate ?? '9999') < '2026-12-01').length).toBeGreaterThanOrEqual(2);
    expect(all.some((s) => openInvoicesOf([s]).length >= 2)).toBe(true);
    // Each statement owes what its invoices have open.
    for (const s of all) {
      const open = (s.lines ?? []).filter((l) => l.kind === 'invoice').reduce((sum, l) => sum + cents(l.openAmount ?? 0), 0);
      expect(open, s.number).toBe(cents(s.amountDue ?? Number.NaN));
    }
  });
});

describe('Customer/GetInvoicePaymentParameters', () => {
  test('opens a card session for the total of the invoices asked, in their currency', async () => {
    const [first, second] = openInvoicesOf(await statements());
    const invoices = [
      { reference: first!.reference, amount: first!.openAmount! },
      { reference: second!.reference, amount: 10.05 },
    ];
    const answer = await h.call('Customer/GetInvoicePaymentParameters', { customerNumber: BUYER, invoices });
    expect(answer.status).toBe(200);
    const params = v.parse(PaymentGatewayParametersSchema, answer.body);
    expect(cents(params.amount)).toBe(cents(first!.openAmount!) + 1005);
    expect(params.currency).toBe('USD');
    expect(params.gatewayUrl).toMatch(/\/card-form$/);
  });
});

describe('Customer/PayInvoices', () => {
  test("pays the amounts asked: each invoice's open amount, its statement's amount due and the list's total go down, and the payment is a document of the statement", async () => {
    const before = await statements();
    const twoOpen = before.find((s) => openInvoicesOf([s]).length >= 2)!;
    const [partly, whole] = openInvoicesOf([twoOpen]);
    const invoices = [
      { reference: partly!.reference, amount: 25.5 },
      { reference: whole!.reference, amount: whole!.openAmount! },
    ];
    const total = (2550 + cents(whole!.openAmount!)) / 100;
    const cardToken = await cardFor(invoices);
    const paid = await h.call('Customer/PayInvoices', { customerNumber: BUYER, invoices, cardToken, paymentId: newPaymentId() });
    expect(paid.status, JSON.stringify(paid.error)).toBe(200);
    const payment = v.parse(InvoicePaymentSchema, paid.body);
    expect(payment.paymentNumber).toMatch(/^PMT-\d+$/);
    expect(cents(payment.total)).toBe(cents(total));
    expect(payment.cardLast4).toBe('1111');
    expect(payment.invoices).toEqual([
      { reference: partly!.reference, paid: 25.5, openAmount: (cents(partly!.openAmount!) - 2550) / 100 },
      { reference: whole!.reference, paid: whole!.openAmount!, openAmount: 0 },
    ]);

    const after = await statements();
    const statement = after.find((s) => s.number === twoOpen.number && s.suffix === twoOpen.suffix)!;
    expect(cents(statement.amountDue!)).toBe(cents(twoOpen.amountDue!) - cents(total));
    expect(invoice(after, partly!.reference)?.openAmount).toBe(payment.invoices[0]!.openAmount);
    expect(invoice(after, whole!.reference)?.openAmount).toBe(0);
    const document = statement.lines!.find((l) => l.reference === payment.paymentNumber);
    expect(document).toEqual({ kind: 'payment', reference: payment.paymentNumber, date: new Date().toISOString().slice(0, 10), dueDate: null, amount: -total, openAmount: null });
    const sum = (all: Statement[]) => all.reduce((s, x) => s + cents(x.amountDue ?? 0), 0);
    expect(sum(after)).toBe(sum(before) - cents(total));
  });

  test('a repeated paymentId is answered with the payment it made and charges nothing more: the same body, no token, other invoices', async () => {
    const [target, other] = openInvoicesOf(await statements());
    const invoices = [{ reference: target!.reference, amount: 1.25 }];
    const paymentId = newPaymentId();
    const cardToken = await cardFor(invoices);
    const count = paymentsOf();
    const first = await h.call('Customer/PayInvoices', { customerNumber: BUYER, invoices, cardToken, paymentId });
    expect(first.status).toBe(200);
    const again = await h.call('Customer/PayInvoices', { customerNumber: BUYER, invoices, cardToken, paymentId });
    const tokenless = await h.call('Customer/PayInvoices', { customerNumber: BUYER, invoices, cardToken: '', paymentId });
    const otherInvoices = await h.call('Customer/PayInvoices', { customerNumber: BUYER, invoices: [{ reference: other!.reference, amount: 2 }], cardToken: '', paymentId });
    for (const answer of [again, tokenless, otherInvoices]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(first.body);
    }
    expect(paymentsOf()).toBe(count + 1);
    expect(invoice(await statements(), target!.reference)?.openAmount).toBe(first.body.invoices[0]!.openAmount);
  });

  test('refuses with the SPEC error body, paying nothing: nothing chosen, an invoice twice, not an invoice of this customer, already paid, 0, more than is open, not whole cents', async () => {
    const all = await statements();
    const [open] = openInvoicesOf(all);
    const paidOff = all.flatMap((s) => s.lines ?? []).find((l) => l.kind === 'invoice' && l.openAmount === 0)!;
    const otherCompany = openInvoicesOf(await statements('200877').catch(() => []));
    const foreignReference = h.service.db.prepare("SELECT reference FROM invoices WHERE customer_number = '200877' LIMIT 1").pluck().get() as string;
    expect(otherCompany).toEqual([]);
    const count = paymentsOf();
    const cases: [Invoices, RegExp][] = [
      [[], /choose at least one invoice/],
      [[{ reference: open!.reference, amount: 1 }, { reference: open!.reference, amount: 1 }], new RegExp(`${open!.reference} is listed twice`)],
      [[{ reference: foreignReference, amount: 1 }], new RegExp(`There is no invoice ${foreignReference} for customer ${BUYER}`)],
      [[{ reference: 'INV-1-00', amount: 1 }], /There is no invoice INV-1-00 for customer 100234/],
      [[{ reference: paidOff.reference, amount: 1 }], new RegExp(`Invoice ${paidOff.reference} is already paid`)],
      [[{ reference: open!.reference, amount: 0 }], /must be more than \$0\.00/],
      [[{ reference: open!.reference, amount: -5 }], /must be more than \$0\.00/],
      [[{ reference: open!.reference, amount: open!.openAmount! + 0.01 }], /is more than the \$[\d,.]+ open on it/],
      [[{ reference: open!.reference, amount: 1.005 }], /whole cents/],
    ];
    for (const [invoices, message] of cases) {
      for (const path of ['Customer/GetInvoicePaymentParameters', 'Customer/PayInvoices'] as const) {
        const body = path === 'Customer/PayInvoices' ? { customerNumber: BUYER, invoices, cardToken: 'x', paymentId: newPaymentId() } : { customerNumber: BUYER, invoices };
        const answer = await h.call(path, body as RequestOf<'Customer/PayInvoices'>);
        expect(answer.status, `${path} ${JSON.stringify(invoices)}`).toBe(400);
        expect(answer.error?.Error).toBe('BadRequest');
        expect(answer.error?.Message).toMatch(message);
      }
    }
    expect(paymentsOf()).toBe(count);
  });

  test('one currency per payment: invoices in two currencies are refused, a session included', async () => {
    const [open] = openInvoicesOf(await statements());
    const statement = open!.statement;
    h.service.db
      .prepare("INSERT INTO invoices (reference, customer_number, statement_number, statement_suffix, invoice_date, due_date, amount, open_amount, currency) VALUES ('CAD-1', ?, ?, ?, ?, ?, 50, 50, 'CAD')")
      .run(BUYER, statement.number, statement.suffix, statement.statementDate, statement.dueDate);
    try {
      const invoices = [{ reference: open!.reference, amount: 1 }, { reference: 'CAD-1', amount: 50 }];
      const session = await h.call('Customer/GetInvoicePaymentParameters', { customerNumber: BUYER, invoices });
      expect(session.status).toBe(400);
      expect(session.error?.Message).toMatch(/different currencies/);
      const paid = await h.call('Customer/PayInvoices', { customerNumber: BUYER, invoices, cardToken: 'x', paymentId: newPaymentId() });
      expect(paid.error?.Message).toMatch(/different currencies/);
      // Alone, the CAD invoice gets a CAD session.
      const cad = await h.call('Customer/GetInvoicePaymentParameters', { customerNumber: BUYER, invoices: [{ reference: 'CAD-1', amount: 50 }] });
      expect(cad.body.currency).toBe('CAD');
    } finally {
      h.service.db.prepare("DELETE FROM invoices WHERE reference = 'CAD-1'").run();
    }
  });

  test('a declined card charges nothing: the invoices stay open, the message is the gateway\'s, and the same paymentId then pays once with another card', async () => {
    const [open] = openInvoicesOf(await statements());
    const invoices = [{ reference: open!.reference, amount: 3 }];
    const paymentId = newPaymentId();
    const count = paymentsOf();
    const declined = await h.call('Customer/PayInvoices', { customerNumber: BUYER, invoices, cardToken: await cardFor(invoices, TEST_CARDS.decline), paymentId });
    expect(declined.status).toBe(400);
    expect(declined.error?.Message).toBe('The card was declined by the card issuer. Use another card.');
    expect(paymentsOf()).toBe(count);
    expect(invoice(await statements(), open!.reference)?.openAmount).toBe(open!.openAmount);
    const paid = await h.call('Customer/PayInvoices', { customerNumber: BUYER, invoices, cardToken: await cardFor(invoices), paymentId });
    expect(paid.status).toBe(200);
    expect(paymentsOf()).toBe(count + 1);
  });

  test("the card token must be this payment's: the session's total, not a checkout's session, not another user's, used once, and given", async () => {
    const [open] = openInvoicesOf(await statements());
    const invoices = [{ reference: open!.reference, amount: 4 }];
    const count = paymentsOf();
    const pay = (cardToken: string, body: Invoices = invoices, as: Parameters<Harness['call']>[2] = {}) =>
      h.call('Customer/PayInvoices', { customerNumber: BUYER, invoices: body, cardToken, paymentId: newPaymentId() }, as);

    const otherTotal = await pay(await cardFor([{ reference: open!.reference, amount: 5 }]));
    expect(otherTotal.status).toBe(400);
    expect(otherTotal.error?.Message).toMatch(/the card was entered for \$5\.00 but the invoices to pay total \$4\.00/);

    // Sessions made elsewhere for the same $4.00: an order's (the checkout's), another user's of this customer.
    const sessionOf = (token: string, userId: number, purpose: string) => {
      h.service.db
        .prepare("INSERT INTO payment_sessions (token, created_at, customer_number, company_user_id, amount, purpose) VALUES (?, ?, '100234', ?, 4, ?)")
        .run(token, new Date().toISOString(), userId, purpose);
      const card = h.service.cardGateway.tokenize({ sessionToken: token, cardNumber: TEST_CARDS.approve, expiry: '12/39', cvv: '123' });
      if (!card.ok) throw new Error(card.message);
      return card.token;
    };
    expect((await pay(sessionOf('checkout-session', 42, 'order'))).error?.Message).toMatch(/belongs to another payment/);
    expect((await pay(sessionOf('other-user-session', 43, 'invoices'))).error?.Message).toMatch(/belongs to another checkout/);

    expect((await pay('')).error?.Message).toMatch(/^cardToken: paying needs the token of the card form/);
    expect((await pay('9411112222333344')).error?.Message).toMatch(/did not issue this token/);

    const used = await cardFor(invoices);
    expect((await pay(used)).status).toBe(200);
    expect((await pay(used)).error?.Message).toMatch(/already used/);
    expect(paymentsOf()).toBe(count + 1);
  });

  test('only a signed-in buyer who may pay: anonymous 401; a read-only login, a sales rep with prices hidden and another company 403; nothing paid', async () => {
    const [open] = openInvoicesOf(await statements());
    const invoices = [{ reference: open!.reference, amount: 1 }];
    const count = paymentsOf();
    const body = (paymentId = newPaymentId()) => ({ customerNumber: BUYER, invoices, cardToken: 'x', paymentId });
    for (const path of ['Customer/GetInvoicePaymentParameters', 'Customer/PayInvoices'] as const) {
      expect((await h.call(path, body(), { as: null })).status).toBe(401);
      const readOnly = await h.call(path, body(), { as: 'readOnly' });
      expect(readOnly.status).toBe(403);
      expect(readOnly.error?.Message).toMatch(/read-only/);
      const withCustomer = await h.call(path, body(), { token: h.token('salesRep', { withCustomer: true }) });
      expect(withCustomer.status).toBe(403);
      expect(withCustomer.error?.Message).toMatch(/acting for a customer/);
      expect((await h.call(path, body(), { as: 'otherCompany' })).status).toBe(403);
    }
    expect(paymentsOf()).toBe(count);
  });
});
