/**
 * Paying open invoices by card from a statement (HOST-CONTRACT section 12, docs/service.md
 * "Invoice payments"). Customer/GetInvoicePaymentParameters opens a card session for the
 * invoices' total; Customer/PayInvoices pays them at most once per customer and paymentId
 * (a repeated id is answered with the payment it made, before anything else is checked),
 * after checking everything again: who pays, each invoice (this customer's, open, more than 0,
 * at most what is open, whole cents, listed once), one currency, and the card token (this
 * payment's session, its total and currency, unused, not declined). The call is one
 * transaction: a refusal anywhere, a declined card included, leaves nothing paid.
 */
import type { RequestOf, ResponseOf } from '../../../src/contract/paths';
import { fromCents, toCents } from '../../../src/domain/money';
import { formatPrice } from '../../../src/domain/price';
import type { CustomerRow, UserRow } from '../access';
import { seesPrices, type CallContext } from '../core';
import { badRequest, forbidden } from '../http/errors';
import { CARD_MERCHANT_ID } from './checkout';
import { chargeCardToken, openPaymentSession } from './payment';

type Payer = { user: UserRow; customer: CustomerRow };

/** Who may pay: a signed-in user of this customer who may write and sees amounts, not in punchout. */
function payer(context: CallContext, customerNumber: string): Payer {
  const { access } = context.core;
  const user = access.requireSignedIn(context.caller, 'pay invoices');
  const customer = access.requireCustomer(user, customerNumber);
  if (context.caller.punchout) throw forbidden('This page came from your purchasing system: invoices are paid from your own login, not in a punchout session.');
  if (user.readOnly) throw forbidden('This login is read-only: it cannot pay invoices. Ask an administrator for payment rights.');
  if (!seesPrices(context.caller)) {
    throw forbidden('Invoices cannot be paid while acting for a customer with prices hidden (withCustomer): the customer pays from their own login.');
  }
  return { user, customer };
}

type InvoiceRow = { reference: string; statementNumber: string; statementSuffix: string; openAmount: number; currency: string };
type CheckedInvoice = InvoiceRow & { cents: number };
type Checked = { invoices: CheckedInvoice[]; totalCents: number; currency: string };

/** Every invoice asked for, checked against the database; 400 with the reason for the first that fails. */
function checkInvoices(context: CallContext, customer: CustomerRow, asked: RequestOf<'Customer/PayInvoices'>['invoices']): Checked {
  if (asked.length === 0) throw badRequest('invoices: choose at least one invoice to pay.');
  const find = context.core.db.prepare(
    `SELECT reference, statement_number AS statementNumber, statement_suffix AS statementSuffix, open_amount AS openAmount, currency
     FROM invoices WHERE reference = ? AND customer_number = ?`,
  );
  const seen = new Set<string>();
  const invoices: CheckedInvoice[] = [];
  let totalCents = 0;
  for (const { reference, amount } of asked) {
    if (seen.has(reference)) throw badRequest(`invoices: ${reference} is listed twice; list each invoice once with the whole amount to pay.`);
    seen.add(reference);
    // Another company's invoice is unknown to this customer, in the same words as one that does not exist.
    const row = find.get(reference, customer.customerNumber) as InvoiceRow | undefined;
    if (row === undefined) throw badRequest(`There is no invoice ${reference} for customer ${customer.customerNumber}.`);
    if (toCents(row.openAmount) <= 0) throw badRequest(`Invoice ${reference} is already paid: nothing is open on it.`);
    const cents = toCents(amount);
    if (Math.abs(amount * 100 - cents) > 1e-6) throw badRequest(`Invoice ${reference}: pay whole cents (at most 2 decimals), not ${amount}.`);
    if (cents <= 0) throw badRequest(`Invoice ${reference}: the amount must be more than $0.00.`);
    if (cents > toCents(row.openAmount)) {
      throw badRequest(`Invoice ${reference}: ${formatPrice(amount)} is more than the ${formatPrice(row.openAmount)} open on it.`);
    }
    invoices.push({ ...row, cents });
    totalCents += cents;
  }
  const currencies = [...new Set(invoices.map((i) => i.currency))];
  if (currencies.length > 1) {
    const [a, b] = currencies.map((currency) => invoices.find((i) => i.currency === currency)!);
    throw badRequest(`Invoices ${a!.reference} (${a!.currency}) and ${b!.reference} (${b!.currency}) are in different currencies: pay each currency separately.`);
  }
  return { invoices, totalCents, currency: currencies[0] ?? 'USD' };
}

export function getInvoicePaymentParameters(
  body: RequestOf<'Customer/GetInvoicePaymentParameters'>,
  context: CallContext,
): ResponseOf<'Customer/GetInvoicePaymentParameters'> {
  const { user, customer } = payer(context, body.customerNumber);
  const { totalCents, currency } = checkInvoices(context, customer, body.invoices);
  const amount = fromCents(totalCents);
  const sessionToken = openPaymentSession(context, { customerNumber: customer.customerNumber, companyUserId: user.id }, amount, { purpose: 'invoices', currency });
  return { gatewayUrl: context.core.cardFormUrl(), merchantId: CARD_MERCHANT_ID, sessionToken, amount, currency };
}

type PaymentRow = { id: number; paymentNumber: string; total: number; cardLast4: string };

/** The payment a paymentId of this customer made, as it was answered; null when there is none. */
function paymentOf(context: CallContext, customer: CustomerRow, paymentId: string): ResponseOf<'Customer/PayInvoices'> | null {
  const { db } = context.core;
  const payment = db
    .prepare('SELECT id, payment_number AS paymentNumber, total, card_last4 AS cardLast4 FROM invoice_payments WHERE customer_number = ? AND payment_id = ?')
    .get(customer.customerNumber, paymentId) as PaymentRow | undefined;
  if (payment === undefined) return null;
  const invoices = db
    .prepare('SELECT invoice_reference AS reference, paid, open_after AS openAmount FROM invoice_payment_lines WHERE payment_row = ? ORDER BY rowid')
    .all(payment.id) as ResponseOf<'Customer/PayInvoices'>['invoices'];
  return { paymentNumber: payment.paymentNumber, total: payment.total, invoices, cardLast4: payment.cardLast4 };
}

/** The first of the payment numbers: PMT-700001, then one up. */
const FIRST_PAYMENT_NUMBER = 700001;

export function payInvoices(body: RequestOf<'Customer/PayInvoices'>, context: CallContext): ResponseOf<'Customer/PayInvoices'> {
  const { user, customer } = payer(context, body.customerNumber);
  // At most once: an id already paid is answered with that payment, whatever else the body says.
  const earlier = paymentOf(context, customer, body.paymentId);
  if (earlier !== null) return earlier;
  const { invoices, totalCents, currency } = checkInvoices(context, customer, body.invoices);
  if (body.cardToken === '') throw badRequest('cardToken: paying needs the token of the card form. Enter the card and press Pay now.');
  const total = fromCents(totalCents);
  const owner = { customerNumber: customer.customerNumber, companyUserId: user.id };
  const { last4 } = chargeCardToken(context, owner, body.cardToken, total, { purpose: 'invoices', currency });

  const { db } = context.core;
  const last = db.prepare("SELECT MAX(CAST(SUBSTR(payment_number, 5) AS INTEGER)) FROM invoice_payments WHERE payment_number LIKE 'PMT-%'").pluck().get() as number | null;
  const paymentNumber = `PMT-${Math.max(FIRST_PAYMENT_NUMBER, (last ?? 0) + 1)}`;
  const row = db
    .prepare(
      `INSERT INTO invoice_payments (payment_number, customer_number, company_user_id, payment_id, created_at, total, currency, card_last4)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(paymentNumber, customer.customerNumber, user.id, body.paymentId, context.core.now().toISOString(), total, currency, last4);
  const lowerInvoice = db.prepare('UPDATE invoices SET open_amount = ? WHERE reference = ?');
  const lowerStatement = db.prepare('UPDATE statements SET amount_due = ROUND(amount_due - ?, 2) WHERE number = ? AND suffix = ?');
  const line = db.prepare('INSERT INTO invoice_payment_lines (payment_row, invoice_reference, paid, open_after) VALUES (?, ?, ?, ?)');
  const answered: ResponseOf<'Customer/PayInvoices'>['invoices'] = [];
  for (const invoice of invoices) {
    const paid = fromCents(invoice.cents);
    const openAfter = fromCents(toCents(invoice.openAmount) - invoice.cents);
    lowerInvoice.run(openAfter, invoice.reference);
    lowerStatement.run(paid, invoice.statementNumber, invoice.statementSuffix);
    line.run(row.lastInsertRowid, invoice.reference, paid, openAfter);
    answered.push({ reference: invoice.reference, paid, openAmount: openAfter });
  }
  return { paymentNumber, total, invoices: answered, cardLast4: last4 };
}
