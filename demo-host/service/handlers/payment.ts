/**
 * The demo card gateway (docs/checkout.md "Payment"). Cart/GetCardPointeParameters (an order)
 * and Customer/GetInvoicePaymentParameters (open invoices) open a payment session bound to a
 * customer, a company user, an amount and a currency; the hosted card form
 * (on its own origin, demo-host/service/gateway) turns a card into a single-use token of that
 * session; Cart/SubmitOrder or Customer/PayInvoices charges the token. Card numbers live only in the form's request:
 * the database keeps the last four digits, the expiry and the test outcome.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { formatPrice } from '../../../src/domain/price';
import type { CallContext } from '../core';
import { badRequest } from '../http/errors';
import { toCents } from '../../../src/domain/money';

/** Test cards of the demo gateway: any other valid card number approves too. */
export const TEST_CARDS = {
  approve: '4111111111111111',
  decline: '4000000000000002',
  gatewayError: '4000000000000119',
} as const;

/** A payment session (and the card form opened for it) lasts this long. */
export const PAYMENT_SESSION_MINUTES = 30;

export const DECLINED_MESSAGE = 'The card was declined by the card issuer. Use another card or choose Pay on account.';
/** A declined card when paying invoices (there is no account to put them on). */
export const INVOICES_DECLINED_MESSAGE = 'The card was declined by the card issuer. Use another card.';

/** What a card session pays for: an order (Cart/GetCardPointeParameters) or open invoices (Customer/GetInvoicePaymentParameters). */
export type PaymentPurpose = 'order' | 'invoices';

/** How the amount of a payment is named in a refusal. */
const AMOUNT_NAME: Record<PaymentPurpose, string> = { order: 'the order total is now', invoices: 'the invoices to pay total' };
export const GATEWAY_ERROR_MESSAGE = 'The card gateway could not process this card (gateway error 0119). Try again in a few minutes or use another card.';


/** A card session for one payment of `amount` in `currency`, bound to the customer and user. */
export function openPaymentSession(
  context: CallContext,
  owner: { customerNumber: string; companyUserId: number },
  amount: number,
  { purpose = 'order', currency = 'USD' }: { purpose?: PaymentPurpose; currency?: string } = {},
): string {
  const sessionToken = randomBytes(18).toString('base64url');
  context.core.db
    .prepare('INSERT INTO payment_sessions (token, created_at, customer_number, company_user_id, amount, currency, purpose) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(sessionToken, context.core.now().toISOString(), owner.customerNumber, owner.companyUserId, amount, currency, purpose);
  return sessionToken;
}

export type TokenizeInput = { sessionToken: string; cardNumber: string; expiry: string; cvv: string };
export type CardField = 'cardNumber' | 'expiry' | 'cvv';
export type TokenizeResult =
  | { ok: true; token: string; last4: string; expiry: string }
  /** `field` names the input at fault; null for a gateway failure (posted as sf-card-error). */
  | { ok: false; field: CardField | null; message: string };

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "04/28", "0428" or "4/28" as "0428"; null when it is no month and year. */
export function normalizeExpiry(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(text);
  if (match === null) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return `${String(month).padStart(2, '0')}${match[2]}`;
}

function isExpired(expiry: string, now: Date): boolean {
  const month = Number(expiry.slice(0, 2));
  const year = 2000 + Number(expiry.slice(2));
  // A card is good through the last day of its expiry month.
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

type SessionRow = { token: string; created_at: string; customer_number: string; company_user_id: number; amount: number };

function sessionOf(db: Database, sessionToken: string): SessionRow | null {
  return (db.prepare('SELECT * FROM payment_sessions WHERE token = ?').get(sessionToken) as SessionRow | undefined) ?? null;
}

function isSessionExpired(session: SessionRow, now: Date): boolean {
  return now.getTime() - Date.parse(session.created_at) > PAYMENT_SESSION_MINUTES * 60_000;
}

/**
 * The hosted form's one call: checks the card, and for a good one stores a token of the
 * session. The token keeps the card's first digit second and its last four last, as
 * CardPointe's do, so the checkout can say "Visa ending 1111" without seeing the number.
 */
export function tokenizeCard(db: Database, now: Date, input: TokenizeInput): TokenizeResult {
  const session = sessionOf(db, input.sessionToken);
  if (session === null || isSessionExpired(session, now)) {
    return { ok: false, field: null, message: 'This card form has expired. Close it and open the card form again.' };
  }
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) {
    return { ok: false, field: 'cardNumber', message: 'Enter a valid card number, like 4111 1111 1111 1111' };
  }
  const expiry = normalizeExpiry(input.expiry);
  if (expiry === null) return { ok: false, field: 'expiry', message: 'Enter the expiry date as MM/YY, like 04/28' };
  if (isExpired(expiry, now)) return { ok: false, field: 'expiry', message: 'This card has expired: use another card' };
  if (!/^\d{3,4}$/.test(input.cvv.trim())) return { ok: false, field: 'cvv', message: 'Enter the 3 or 4 digit security code (CVV)' };
  if (digits === TEST_CARDS.gatewayError) return { ok: false, field: null, message: GATEWAY_ERROR_MESSAGE };
  const last4 = digits.slice(-4);
  const middle = Array.from({ length: 10 }, () => String(randomInt(10))).join('');
  const token = `9${digits[0]}${middle}${last4}`;
  db.prepare('INSERT INTO card_tokens (token, session_token, created_at, last4, expiry, outcome) VALUES (?, ?, ?, ?, ?, ?)').run(
    token,
    session.token,
    now.toISOString(),
    last4,
    expiry,
    digits === TEST_CARDS.decline ? 'decline' : 'approve',
  );
  return { ok: true, token, last4, expiry };
}

type TokenRow = { token: string; last4: string; outcome: 'approve' | 'decline'; used_at: string | null; currency: string; purpose: PaymentPurpose } & Omit<SessionRow, 'token'>;

/**
 * Charges `token` for a payment of `amount` (an order, or open invoices: `purpose`): refuses
 * (400) a token the gateway never issued, one of another customer or user, one of a session
 * for another kind of payment, one already used, one for another amount or currency, and a
 * declined card. Marks the token used and answers the last four digits, all a payment keeps.
 * A refusal thrown here rolls the whole call back: nothing is charged.
 */
export function chargeCardToken(
  context: CallContext,
  owner: { customerNumber: string; companyUserId: number },
  token: string,
  amount: number,
  { purpose = 'order', currency = 'USD' }: { purpose?: PaymentPurpose; currency?: string } = {},
): { last4: string } {
  const { db } = context.core;
  const row = db
    .prepare(
      `SELECT t.token, t.last4, t.outcome, t.used_at, s.created_at, s.customer_number, s.company_user_id, s.amount, s.currency, s.purpose
       FROM card_tokens t JOIN payment_sessions s ON s.token = t.session_token WHERE t.token = ?`,
    )
    .get(token) as TokenRow | undefined;
  if (row === undefined) throw badRequest('cardToken: the card gateway did not issue this token. Enter the card again.');
  if (row.customer_number !== owner.customerNumber || row.company_user_id !== owner.companyUserId) {
    throw badRequest('cardToken: this card token belongs to another checkout. Enter the card again.');
  }
  if (row.purpose !== purpose) throw badRequest('cardToken: this card token belongs to another payment. Enter the card again.');
  if (row.used_at !== null) throw badRequest('cardToken: this card token was already used. Enter the card again.');
  if (toCents(row.amount) !== toCents(amount) || row.currency !== currency) {
    throw badRequest(
      `cardToken: the card was entered for ${formatPrice(row.amount)}${row.currency === currency ? '' : ` ${row.currency}`} but ${AMOUNT_NAME[purpose]} ${formatPrice(amount)}${row.currency === currency ? '' : ` ${currency}`}. Enter the card again.`,
    );
  }
  if (row.outcome === 'decline') throw badRequest(purpose === 'order' ? DECLINED_MESSAGE : INVOICES_DECLINED_MESSAGE);
  db.prepare('UPDATE card_tokens SET used_at = ? WHERE token = ?').run(context.core.now().toISOString(), token);
  return { last4: row.last4 };
}
