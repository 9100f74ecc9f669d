/**
 * Customer/* paths other than favorites: statements, ship-tos, customer search and
 * switching for sales reps, contact messages, and the login flows (create a pending
 * login, recover by a mailed reset token stored hashed, reset with it).
 */
import type { RequestOf, ResponseOf } from '../../../src/contract/paths';
import type { CustomerSummary } from '../../../src/contract/responses';
import { toCustomer, type CustomerRow } from '../access';
import { catalogViewer, seesPrices, type CallContext } from '../core';
import { badRequest, gone, unauthorized } from '../http/errors';
import { hashPassword, hashResetToken, newResetToken } from '../passwords';
import { fromCents, toCents } from '../../../src/domain/money';
import { invoiceReference } from '../db/statements';

/** A reset link is good for one hour. */
const RESET_LIFETIME_MS = 3600_000;
const RECENT_ITEMS_MAX = 24;
const CUSTOMER_SEARCH_MAX = 50;

const summary = (c: CustomerRow): CustomerSummary => ({
  customerNumber: c.customerNumber, name: c.name, customerType: c.customerType, ecomCustomer: c.ecomCustomer, warehouseCode: c.homeWarehouse,
});

function signedInCustomer(context: CallContext, customerNumber: string, purpose: string): CustomerRow {
  const user = context.core.access.requireSignedIn(context.caller, purpose);
  return context.core.access.requireCustomer(user, customerNumber);
}

type StatementRow = {
  number: string; suffix: string; statementDate: string; dueDate: string; amountDue: number;
  orderNumber: string | null; orderDate: string | null; orderTotal: number | null; cardLast4: string | null;
};
type StatementAnswer = ResponseOf<'Customer/GetStatements'>['statements'][number];


function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

type InvoiceRow = {
  reference: string; statementNumber: string; statementSuffix: string; date: string; dueDate: string; amount: number; openAmount: number;
};
/** What a recorded invoice payment (Customer/PayInvoices) paid of one invoice. */
type PaidRow = { reference: string; paymentNumber: string; paidAt: string; paid: number };
type Line = NonNullable<StatementAnswer['lines']>[number];

/**
 * A statement's documents (docs/service.md "Statements"), oldest first: the order it bills,
 * each of its invoices (open for what is still due), the payments recorded against them
 * (Customer/PayInvoices: one document per payment, dated when it was made) and, for what was
 * paid before those were recorded (the seeded history), one payment two weeks after the
 * statement date, or the card the order was charged to when placed.
 */
function statementLines(row: StatementRow, invoices: readonly InvoiceRow[], paid: readonly PaidRow[]): Line[] {
  const lines: Line[] = [];
  if (row.orderNumber !== null) {
    lines.push({ kind: 'order', reference: row.orderNumber, date: (row.orderDate ?? row.statementDate).slice(0, 10), dueDate: null, amount: row.orderTotal, openAmount: null });
  }
  const recorded = new Map<string, { date: string; cents: number }>();
  for (const invoice of invoices) {
    lines.push({ kind: 'invoice', reference: invoice.reference, date: invoice.date, dueDate: invoice.dueDate, amount: invoice.amount, openAmount: invoice.openAmount });
    let recordedCents = 0;
    for (const payment of paid.filter((p) => p.reference === invoice.reference)) {
      recordedCents += toCents(payment.paid);
      const document = recorded.get(payment.paymentNumber) ?? { date: payment.paidAt.slice(0, 10), cents: 0 };
      recorded.set(payment.paymentNumber, { ...document, cents: document.cents + toCents(payment.paid) });
    }
    const earlier = fromCents(toCents(invoice.amount) - toCents(invoice.openAmount) - recordedCents);
    if (earlier <= 0) continue;
    const ownInvoice = invoice.reference === invoiceReference(row.number, row.suffix);
    if (ownInvoice && row.cardLast4 !== null) {
      // Charged to the card when the order was placed.
      lines.push({ kind: 'payment', reference: `Card ending ${row.cardLast4}`, date: (row.orderDate ?? row.statementDate).slice(0, 10), dueDate: null, amount: -earlier, openAmount: null });
    } else {
      const reference = ownInvoice ? `PMT-${row.number}-${row.suffix}` : `PMT-${invoice.reference}`;
      lines.push({ kind: 'payment', reference, date: addDays(row.statementDate, 14), dueDate: null, amount: -earlier, openAmount: null });
    }
  }
  for (const [paymentNumber, { date, cents }] of recorded) {
    lines.push({ kind: 'payment', reference: paymentNumber, date, dueDate: null, amount: -fromCents(cents), openAmount: null });
  }
  // Oldest first; documents of one day keep the order above (order, invoice, payment).
  return lines.map((line, index) => ({ line, index })).sort((a, b) => a.line.date.localeCompare(b.line.date) || a.index - b.index).map(({ line }) => line);
}

export function getStatements(body: RequestOf<'Customer/GetStatements'>, context: CallContext): ResponseOf<'Customer/GetStatements'> {
  const customer = signedInCustomer(context, body.customerNumber, 'see statements');
  const { db } = context.core;
  const rows = db
    .prepare(
      `SELECT s.number, s.suffix, s.statement_date AS statementDate, s.due_date AS dueDate, s.amount_due AS amountDue,
              o.order_number AS orderNumber, o.created_at AS orderDate, o.total AS orderTotal,
              o.card_last4 AS cardLast4
       FROM statements s LEFT JOIN orders o ON o.id = s.order_id
       WHERE s.customer_number = ? ORDER BY s.statement_date DESC, s.number DESC`,
    )
    .all(customer.customerNumber) as StatementRow[];
  const invoices = db
    .prepare(
      `SELECT reference, statement_number AS statementNumber, statement_suffix AS statementSuffix, invoice_date AS date, due_date AS dueDate,
              amount, open_amount AS openAmount
       FROM invoices WHERE customer_number = ? ORDER BY invoice_date, reference`,
    )
    .all(customer.customerNumber) as InvoiceRow[];
  const paid = db
    .prepare(
      `SELECT l.invoice_reference AS reference, p.payment_number AS paymentNumber, p.created_at AS paidAt, l.paid
       FROM invoice_payment_lines l JOIN invoice_payments p ON p.id = l.payment_row
       WHERE p.customer_number = ? ORDER BY p.created_at, p.id`,
    )
    .all(customer.customerNumber) as PaidRow[];
  // SPEC section 6: a withCustomer caller gets no amount (amountDue, document amounts, open amounts null).
  const amounts = seesPrices(context.caller);
  const statements = rows.map((row): StatementAnswer => {
    const own = invoices.filter((i) => i.statementNumber === row.number && i.statementSuffix === row.suffix);
    const lines = statementLines(row, own, paid);
    return {
      number: row.number, suffix: row.suffix, statementDate: row.statementDate, dueDate: row.dueDate, amountDue: amounts ? row.amountDue : null,
      lines: amounts ? lines : lines.map((line) => ({ ...line, amount: null, openAmount: null })),
      ...(row.cardLast4 !== null ? { paidBy: `Card ending ${row.cardLast4}` } : {}),
    };
  });
  return { statements, customerName: customer.name };
}

export function shipToLookups(body: RequestOf<'Customer/ShipToLookups'>, context: CallContext): ResponseOf<'Customer/ShipToLookups'> {
  const customer = signedInCustomer(context, body.customerNumber, 'see ship-to addresses');
  const shipTos = context.core.db
    .prepare('SELECT ship_to AS shipTo, name, address, city, state, zip_code AS zipCode FROM ship_tos WHERE customer_number = ? ORDER BY ship_to')
    .all(customer.customerNumber) as ResponseOf<'Customer/ShipToLookups'>['shipTos'];
  return { shipTos };
}

/** Sales reps search their book; other users find only their own customer. */
export function searchCustomers(body: RequestOf<'Customer/Search'>, context: CallContext): ResponseOf<'Customer/Search'> {
  const user = context.core.access.requireUser(context.caller, body.companyUserId, 'search customers');
  context.core.access.requireCustomer(user, body.customerNumber);
  const term = body.searchTerm.trim();
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = context.core.db
    .prepare(
      `SELECT c.* FROM customers c
       WHERE (c.customer_number = @own OR (@rep = 1 AND c.customer_number IN (SELECT customer_number FROM sales_rep_customers WHERE company_user_id = @user)))
         AND (@term = '' OR c.customer_number LIKE @prefix ESCAPE '\\' OR c.name LIKE @like ESCAPE '\\')
       ORDER BY c.name, c.customer_number LIMIT ${CUSTOMER_SEARCH_MAX}`,
    )
    .all({ own: user.customerNumber, rep: user.role === 'salesrep' ? 1 : 0, user: user.id, term, prefix: `${term}%`, like }) as Parameters<typeof toCustomer>[0][];
  return { customers: rows.map((r) => summary(toCustomer(r))) };
}

/** The users of a customer; with newCustomerNumber a sales rep switches the customer they act for. */
export function companyUsers(body: RequestOf<'Customer/CompanyUsers'>, context: CallContext): ResponseOf<'Customer/CompanyUsers'> {
  const { access, db } = context.core;
  const user = access.requireUser(context.caller, body.companyUserId, 'see company users');
  let customer = access.requireCustomer(user, body.customerNumber);
  if (body.newCustomerNumber !== null && body.newCustomerNumber !== customer.customerNumber) {
    customer = access.requireCustomer(user, body.newCustomerNumber);
    db.prepare('UPDATE company_users SET customer_number = ? WHERE id = ?').run(customer.customerNumber, user.id);
  }
  const users = db
    .prepare(
      `SELECT id AS companyUserId, name, email, customer_number AS customerNumber FROM company_users
       WHERE customer_number = ? AND status = 'active' AND role = 'buyer' ORDER BY name`,
    )
    .all(customer.customerNumber) as ResponseOf<'Customer/CompanyUsers'>['companyUsers'];
  return { companyUsers: users, customer: summary(customer) };
}

/** What a client is known by for attempt limits: its network address. */
const clientKey = (context: CallContext): string => context.caller.address ?? 'unknown';
const emailKey = (email: string): string => email.trim().toLowerCase();

export function sendContactUsInfo(body: RequestOf<'Customer/SendContactUsInfo'>, context: CallContext): ResponseOf<'Customer/SendContactUsInfo'> {
  const answer = { ok: true, message: 'Thank you. Customer service answers within one business day.' } as const;
  context.core.limits.attempt(
    [['contactPerClient', clientKey(context)], ['contactPerEmail', emailKey(body.email)]],
    'send a message',
  );
  // The honeypot was filled: a bot. It gets the usual answer so it learns nothing; nothing is kept.
  if ((body.website ?? '').trim() !== '') return answer;
  // Visitors may type any account number; a signed-in user may only name their own.
  if (body.customerNumber !== null && body.customerNumber !== '' && context.caller.user !== null) {
    context.core.access.requireCustomer(context.caller.user, body.customerNumber);
  }
  context.core.db
    .prepare('INSERT INTO contact_messages (created_at, name, email, phone, company, customer_number, topic, message) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(context.core.now().toISOString(), body.name.trim(), body.email.trim(), body.phone.trim(), body.company.trim(), body.customerNumber, body.topic ?? 'other', body.message);
  return answer;
}

function sendMail(context: CallContext, to: string, subject: string, text: string): void {
  context.core.db
    .prepare('INSERT INTO outbox (created_at, to_email, subject, body) VALUES (?, ?, ?, ?)')
    .run(context.core.now().toISOString(), to, subject, text);
}

/** The password rule (src/domain/password.ts) on the service: 400 with the same sentence the form shows. */
function requireGoodPassword(context: CallContext, password: string, userInputs: readonly string[]): void {
  const verdict = context.core.passwords.check(password, userInputs.filter((s) => s.trim() !== ''));
  if (!verdict.ok) throw badRequest(`password: ${verdict.message ?? 'choose another password.'}`);
}

/** A login request: the customer number and a ship-to zip prove the account; an admin approves it. */
export function createLogin(body: RequestOf<'Customer/CreateLogin'>, context: CallContext): ResponseOf<'Customer/CreateLogin'> {
  const { db, access } = context.core;
  const email = body.email.trim();
  const customerNumber = body.customerNumber.trim();
  context.core.limits.attempt(
    [['createPerClient', clientKey(context)], ['createPerEmail', emailKey(email)], ['createPerAccount', customerNumber]],
    'create a login',
  );
  const customer = access.customer(customerNumber);
  const zip = body.zipCode.trim().slice(0, 5);
  const zipMatches =
    customer !== null &&
    db.prepare('SELECT 1 FROM ship_tos WHERE customer_number = ? AND substr(zip_code, 1, 5) = ?').pluck().get(customer.customerNumber, zip) !== undefined;
  if (customer === null || !zipMatches) {
    throw badRequest('The customer number and zip code do not match an account. Check both against an invoice, or contact customer service.');
  }
  const exists = db.prepare('SELECT 1 FROM company_users WHERE email = ?').pluck().get(email);
  if (exists !== undefined) throw badRequest('A login already exists for this email address. Use "Forgot password" to get into it.');
  const name = `${body.firstName.trim()} ${body.lastName.trim()}`.trim();
  if (name === '') throw badRequest('firstName and lastName: give at least one of them.');
  requireGoodPassword(context, body.password, [email, body.firstName, body.lastName, customer.customerNumber, customer.name]);
  const nextId = (db.prepare('SELECT MAX(id) FROM company_users').pluck().get() as number) + 1;
  db.prepare(
    `INSERT INTO company_users (id, customer_number, name, email, role, read_only, status, password_hash)
     VALUES (?, ?, ?, ?, 'buyer', 0, 'pending', ?)`,
  ).run(Math.max(nextId, 5000), customer.customerNumber, name, email, hashPassword(body.password));
  sendMail(context, email, 'Your login request', `We received your login request for ${customer.name}. You will hear from us once it is approved.`);
  return { ok: true, message: 'Your login request was received. You will get an email when it is approved.' };
}

const RECOVER_ANSWER = 'If a login exists for this address, we sent it a link to reset the password.';

export function recoverPassword(body: RequestOf<'Customer/RecoverPassword'>, context: CallContext): ResponseOf<'Customer/RecoverPassword'> {
  const { db } = context.core;
  const email = body.email.trim();
  // Limits count the address whether or not it has a login: a 429 reveals nothing either.
  context.core.limits.attempt([['recoverPerClient', clientKey(context)], ['recoverPerEmail', emailKey(email)]], 'reset a password');
  const userId = db.prepare('SELECT id FROM company_users WHERE email = ?').pluck().get(email);
  // Equal work either way (no enumeration by timing): a token is made, hashed and written
  // for every address; for an unknown one the UPDATE matches no row.
  const { token, hash } = newResetToken();
  db.prepare('UPDATE company_users SET reset_token_hash = ?, reset_expires_at = ? WHERE id = ?').run(
    hash, context.core.now().getTime() + RESET_LIFETIME_MS, typeof userId === 'number' ? userId : -1,
  );
  if (typeof userId === 'number') {
    sendMail(context, email, 'Reset your password', `Open /account/reset-password?token=${token} within one hour to choose a new password.`);
  }
  return { ok: true, message: RECOVER_ANSWER };
}

export const PASSWORD_CHANGED_SUBJECT = 'Your password was changed';

/** The notice after a reset: when, what it did, what to do if it was not you. No link, no secret. */
function passwordChangedText(when: Date): string {
  return (
    `The password of your login was changed on ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC, and every device signed in with it was signed out. ` +
    'If you did not change it, ask for a new reset link at /account/recover-password and call customer service.'
  );
}

export function resetPassword(body: RequestOf<'Customer/ResetPassword'>, context: CallContext): ResponseOf<'Customer/ResetPassword'> {
  const { db } = context.core;
  const tokenHash = hashResetToken(body.resetToken.trim());
  const user = db
    .prepare('SELECT id, email, name, customer_number AS customerNumber FROM company_users WHERE reset_token_hash = ? AND reset_expires_at > ?')
    .get(tokenHash, context.core.now().getTime()) as { id: number; email: string; name: string; customerNumber: string } | undefined;
  context.core.limits.attempt(
    [['resetPerClient', clientKey(context)], ['resetPerToken', tokenHash], ...(user ? [['resetPerAccount', String(user.id)] as const] : [])],
    'set a new password',
  );
  if (user === undefined) throw gone('This reset link has expired or was already used. Ask for a new one.');
  requireGoodPassword(context, body.password, [user.email, ...user.name.split(' '), user.customerNumber]);
  // The new password, the link used up, and every session of the account ended: tokens carry
  // the generation they were issued under (auth.ts), so raising it signs out every device.
  // The answer signs nobody in: the person signs in with the new password.
  db.prepare(
    `UPDATE company_users SET password_hash = ?, reset_token_hash = NULL, reset_expires_at = NULL,
       session_generation = session_generation + 1 WHERE id = ?`,
  ).run(hashPassword(body.password), user.id);
  sendMail(context, user.email, PASSWORD_CHANGED_SUBJECT, passwordChangedText(context.core.now()));
  return { ok: true, message: 'Your password was changed. Sign in with the new password.' };
}

export function getRecentlyOrderedItems(
  body: RequestOf<'Customer/GetRecentlyOrderedItems'>,
  context: CallContext,
): ResponseOf<'Customer/GetRecentlyOrderedItems'> {
  const viewer = catalogViewer(context, body);
  if (viewer.user === null || viewer.customer === null) {
    throw unauthorized('Sign in to see recently ordered items: companyUserId is 0 (anonymous).');
  }
  const ids = context.core.db
    .prepare(
      `SELECT ol.item_id FROM order_lines ol JOIN orders o ON o.id = ol.order_id WHERE o.customer_number = ?
       GROUP BY ol.item_id ORDER BY MAX(o.created_at) DESC, ol.item_id LIMIT ${RECENT_ITEMS_MAX}`,
    )
    .pluck()
    .all(viewer.customer.customerNumber) as number[];
  return { items: context.core.items.views(ids, viewer) };
}
