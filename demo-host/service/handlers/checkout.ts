/**
 * Cart/* paths of the checkout: the order's settings, shipping, tax and fees, the card
 * gateway's session, and SubmitOrder, which places an order at most once per customer and
 * submissionId (docs/checkout.md). The rules (rates, zips) are in checkoutRules.ts, the card
 * tokens in payment.ts.
 */
import type { RequestOf, ResponseOf } from '../../../src/contract/paths';
import type { CartSettings, TaxAndFees } from '../../../src/contract/responses';
import { ORDER_NOTES_MAX, PO_NUMBER_MAX, localIsoDate, shipDateProblem } from '../../../src/domain/checkout';
import type { CustomerRow } from '../access';
import { insertStatement } from '../db/statements';
import type { CallContext } from '../core';
import { badRequest, forbidden, submissionReplaced, totalChanged } from '../http/errors';
import { formatPrice } from '../../../src/domain/price';
import { checkOrderable, findCart, linePrice, lines, owner, shipToRow, subtotalOf, type CartRow, type LineRow, type Owner } from './cartLines';
import { CARD_FEE_LABEL, FREE_GROUND_FROM, SHIP_VIA_OPTIONS, isShipVia, shippingCost, stateOfZip, taxAndFees, validateZipCode } from './checkoutRules';
import { chargeCardToken, openPaymentSession } from './payment';
import { toCents } from '../../../src/domain/money';

function defaultSettings(customer: CustomerRow): CartSettings {
  return {
    poNumber: '',
    shipVia: 'GROUND',
    shipViaOptions: SHIP_VIA_OPTIONS,
    requestedShipDate: null,
    orderNotes: '',
    paymentMethod: customer.ecomCustomer ? 'card' : 'account',
  };
}

/**
 * What a cart remembers (docs/service.md "Cart settings"): the ship method (and zip code) last
 * priced with Cart/GetShippingCost (the cart's estimate, or the checkout) or last ordered with.
 * Not the payment method: each checkout starts from the customer's default (on account
 * unless the customer is e-commerce only).
 */
type RememberedSettings = Pick<CartSettings, 'shipVia' | 'zipCode'>;

function remembered(cart: CartRow | null): Partial<RememberedSettings> {
  if (cart?.settings == null) return {};
  const stored = JSON.parse(cart.settings) as Partial<RememberedSettings>;
  return {
    ...(typeof stored.shipVia === 'string' && isShipVia(stored.shipVia) ? { shipVia: stored.shipVia } : {}),
    ...(typeof stored.zipCode === 'string' ? { zipCode: stored.zipCode } : {}),
  };
}

function remember(context: CallContext, cart: CartRow, settings: Partial<RememberedSettings>): void {
  context.core.db.prepare('UPDATE carts SET settings = ? WHERE id = ?').run(JSON.stringify({ ...remembered(cart), ...settings }), cart.id);
}

export function getCartSettings(body: RequestOf<'Cart/GetCartSettings'>, context: CallContext): ResponseOf<'Cart/GetCartSettings'> {
  const who = owner(context, body, 'see the cart settings', false);
  return { ...defaultSettings(who.customer), ...remembered(findCart(context, who)) };
}

function cartWeightAndSubtotal(context: CallContext, who: Owner): { weight: number; subtotal: number; rows: LineRow[]; cart: CartRow | null } {
  const cart = findCart(context, who);
  const rows = cart === null ? [] : lines(context, cart.id);
  return { weight: rows.reduce((sum, l) => sum + l.weight_lb * l.quantity, 0), subtotal: subtotalOf(context, who.customer, rows), rows, cart };
}

function originZip(context: CallContext, warehouseCode: string): string {
  const zip = context.core.db.prepare('SELECT zip FROM warehouses WHERE code = ?').pluck().get(warehouseCode);
  if (typeof zip !== 'string') throw badRequest(`warehouseCode: there is no warehouse "${warehouseCode}".`);
  return zip;
}

function checkShipVia(shipVia: string): void {
  if (!isShipVia(shipVia)) throw badRequest(`shipVia: "${shipVia}" is not a ship method; use one of ${SHIP_VIA_OPTIONS.map((o) => o.code).join(', ')}.`);
}

export function getShippingCost(body: RequestOf<'Cart/GetShippingCost'>, context: CallContext): ResponseOf<'Cart/GetShippingCost'> {
  const who = owner(context, body, 'price shipping', false);
  checkShipVia(body.shipVia);
  const zip = validateZipCode(body.zipCode);
  if (!zip.valid) throw badRequest(`zipCode: ${zip.message ?? 'not a US zip code'}`);
  const { weight, subtotal, cart } = cartWeightAndSubtotal(context, who);
  // The buyer's choice carries into the checkout (Cart/GetCartSettings answers it). A
  // read-only login only looks: nothing is recorded for it.
  if (cart !== null && !who.user.readOnly) remember(context, cart, { shipVia: body.shipVia, zipCode: body.zipCode.trim() });
  return {
    shipVia: body.shipVia,
    shippingCost: shippingCost({ shipVia: body.shipVia, weightLb: weight, subtotal, originZip: originZip(context, body.warehouseCode), destinationZip: body.zipCode }),
  };
}

function totals(context: CallContext, who: Owner, settings: CartSettings, warehouseCode: string): TaxAndFees & { rows: LineRow[]; cart: CartRow | null; shipTo: string | null } {
  checkShipVia(settings.shipVia);
  const { weight, subtotal, rows, cart } = cartWeightAndSubtotal(context, who);
  // The order's own ship-to (chosen at checkout) wins over the cart's.
  const shipToCode = settings.shipTo ?? cart?.ship_to ?? null;
  const destination =
    shipToCode !== null
      ? shipToRow(context, who.customer, shipToCode)
      : (context.core.db.prepare('SELECT state, zip_code FROM ship_tos WHERE customer_number = ? ORDER BY ship_to LIMIT 1').get(who.customer.customerNumber) as
          | { state: string; zip_code: string }
          | undefined);
  const destinationZip = destination?.zip_code ?? originZip(context, warehouseCode);
  const shipping = shippingCost({ shipVia: settings.shipVia, weightLb: weight, subtotal, originZip: originZip(context, warehouseCode), destinationZip });
  const state = destination?.state ?? stateOfZip(destinationZip);
  const figures = taxAndFees({ subtotal, shipping, state, paymentMethod: settings.paymentMethod });
  return { ...figures, feesLabel: figures.fees > 0 ? CARD_FEE_LABEL : null, rows, cart, shipTo: shipToCode };
}

export function getTaxAndFees(body: RequestOf<'Cart/GetTaxAndFees'>, context: CallContext): ResponseOf<'Cart/GetTaxAndFees'> {
  const who = owner(context, body, 'price the order', false);
  const { subtotal, tax, fees, shipping, total, feesLabel } = totals(context, who, body.cartSettings, body.warehouseCode);
  return { subtotal, tax, fees, shipping, total, feesLabel };
}

type OrderRow = { id: number; order_number: string; total: number };

/** The order an earlier call of this checkout attempt made, answered again (never a second order). */
function orderOfSubmission(context: CallContext, who: Owner, submissionId: string): ResponseOf<'Cart/SubmitOrder'> | null {
  const order = context.core.db
    .prepare('SELECT id, order_number, total FROM orders WHERE customer_number = ? AND submission_id = ?')
    .get(who.customer.customerNumber, submissionId) as OrderRow | undefined;
  if (order === undefined) return null;
  const lineCount = context.core.db.prepare('SELECT COUNT(*) FROM order_lines WHERE order_id = ?').pluck().get(order.id) as number;
  return { orderNumber: order.order_number, total: order.total, lineCount };
}

/** The same limits the checkout form checks (src/domain/checkout.ts), as 400s. */
function checkOrderSettings(context: CallContext, settings: CartSettings): void {
  // The buyer's "today" may be a day behind or ahead of the server's UTC date.
  const yesterday = localIsoDate(new Date(context.core.now().getTime() - 86_400_000));
  const dateProblem = shipDateProblem(settings.requestedShipDate ?? '', yesterday);
  if (dateProblem !== null) throw badRequest(`requestedShipDate: ${dateProblem}.`);
  if (settings.poNumber.trim().length > PO_NUMBER_MAX) throw badRequest(`poNumber: PO number must be ${PO_NUMBER_MAX} characters or fewer.`);
  if (settings.orderNotes.length > ORDER_NOTES_MAX) throw badRequest(`orderNotes: Order notes must be ${ORDER_NOTES_MAX} characters or fewer.`);
}

/**
 * Cart/GetSubmission (an extension of HOST-CONTRACT, docs/checkout.md "Checking an order"):
 * the order a checkout attempt made, or `unknown` when this customer has none of that id.
 * Read-only: it never places, charges or changes anything.
 */
export function getSubmission(body: RequestOf<'Cart/GetSubmission'>, context: CallContext): ResponseOf<'Cart/GetSubmission'> {
  const who = owner(context, body, 'see orders', false);
  const order = orderOfSubmission(context, who, body.submissionId);
  return order === null ? { status: 'unknown' } : { status: 'placed', order };
}

function isReplaced(context: CallContext, who: Owner, submissionId: string): boolean {
  return (
    context.core.db
      .prepare('SELECT 1 FROM replaced_submissions WHERE customer_number = ? AND submission_id = ?')
      .get(who.customer.customerNumber, submissionId) !== undefined
  );
}

/**
 * The checkout moved on from attempt `replaced` (its cart changed while its outcome was
 * unknown): unless it made an order, it is closed before the new attempt runs, so a late
 * SubmitOrder of it is refused instead of making a second order. Handlers run one at a time,
 * so nothing lands between this and the new attempt.
 */
function closeReplacedAttempt(context: CallContext, who: Owner, replaced: string | null, by: string | null): void {
  if (replaced === null || replaced === '' || replaced === by || by === null) return;
  if (orderOfSubmission(context, who, replaced) !== null) return;
  context.core.db
    .prepare('INSERT OR IGNORE INTO replaced_submissions (customer_number, submission_id, replaced_by) VALUES (?, ?, ?)')
    .run(who.customer.customerNumber, replaced, by);
}


/**
 * Totals re-checked at submit (docs/checkout.md): the checkout sends the total it showed as
 * `cartSettings.expectedTotal`; another total (prices, stock, shipping or the cart changed
 * since) is refused with 409 TotalChanged and the fresh TaxAndFees, and nothing is ordered.
 */
export function checkExpectedTotal(expectedTotal: number | null | undefined, fresh: TaxAndFees): void {
  if (expectedTotal === null || expectedTotal === undefined || toCents(expectedTotal) === toCents(fresh.total)) return;
  throw totalChanged(
    `The order total changed from ${formatPrice(expectedTotal)} to ${formatPrice(fresh.total)}. Check the order and place it again.`,
    { taxAndFees: { subtotal: fresh.subtotal, tax: fresh.tax, fees: fresh.fees, shipping: fresh.shipping, total: fresh.total, feesLabel: fresh.feesLabel ?? null } },
  );
}

/** A punchout cart goes back to the procurement system as a requisition: it is never ordered or paid here. */
function refuseInPunchout(context: CallContext, what: string): void {
  if (context.caller.punchout) {
    throw forbidden(`This cart came from your purchasing system, so it cannot ${what} here: send it back with Transfer cart on the cart page.`);
  }
}

export function submitOrder(body: RequestOf<'Cart/SubmitOrder'>, context: CallContext): ResponseOf<'Cart/SubmitOrder'> {
  refuseInPunchout(context, 'be ordered');
  const who = owner(context, body, 'submit orders', true);
  const submissionId = body.cartSettings.submissionId ?? null;
  if (submissionId !== null) {
    const earlier = orderOfSubmission(context, who, submissionId);
    if (earlier !== null) return earlier;
    if (isReplaced(context, who, submissionId)) {
      throw submissionReplaced('This checkout attempt was replaced by a newer one, so it was not placed. Check the order and place it again.');
    }
  }
  closeReplacedAttempt(context, who, body.cartSettings.replacesSubmissionId ?? null, submissionId);
  checkOrderSettings(context, body.cartSettings);
  const cart = findCart(context, who);
  const { subtotal, tax, fees, shipping, total, feesLabel, rows, shipTo } = totals(context, who, body.cartSettings, cart?.warehouse_code ?? who.customer.homeWarehouse);
  if (cart === null || rows.length === 0) throw badRequest('The cart is empty: add items before submitting an order.');
  for (const line of rows) checkOrderable(context, who, line.item_id, line.quantity, shipTo);
  checkExpectedTotal(body.cartSettings.expectedTotal, { subtotal, tax, fees, shipping, total, feesLabel });
  let cardLast4: string | null = null;
  if (body.cartSettings.paymentMethod === 'card') {
    const token = body.cartSettings.cardToken ?? null;
    if (token === null || token === '') throw badRequest('cardToken: paying by card needs the token of the card form. Enter the card and try again.');
    cardLast4 = chargeCardToken(context, { customerNumber: who.customer.customerNumber, companyUserId: who.user.id }, token, total).last4;
  }
  const { db } = context.core;
  const last = db.prepare("SELECT MAX(CAST(SUBSTR(order_number, 4) AS INTEGER)) FROM orders WHERE order_number LIKE 'SO-%'").pluck().get() as number | null;
  const number = Math.max(500000, (last ?? 0) + 1);
  const orderNumber = `SO-${number}`;
  const now = context.core.now();
  // The settings are kept with the order; the token was single use and is not kept.
  const { cardToken: _token, expectedTotal: _expected, replacesSubmissionId: _replaced, ...kept } = body.cartSettings;
  const result = db
    .prepare(
      `INSERT INTO orders (order_number, customer_number, company_user_id, created_at, settings, subtotal, tax, fees, shipping, total, submission_id, ship_to, card_last4)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(orderNumber, who.customer.customerNumber, who.user.id, now.toISOString(), JSON.stringify(kept), subtotal, tax, fees, shipping, total, submissionId, shipTo, cardLast4);
  const orderId = Number(result.lastInsertRowid);
  const insertLine = db.prepare('INSERT INTO order_lines (order_id, item_id, quantity, price) VALUES (?, ?, ?, ?)');
  for (const line of rows) insertLine.run(orderId, line.item_id, line.quantity, linePrice(context, who.customer, line));
  const due = new Date(now.getTime() + 30 * 86_400_000);
  // A card order was charged in full when placed: its statement owes nothing (it says which
  // card paid it); an account order is due in 30 days.
  const amountDue = cardLast4 === null ? total : 0;
  insertStatement(db, {
    number: String(number), suffix: '00', customerNumber: who.customer.customerNumber, statementDate: now.toISOString().slice(0, 10),
    dueDate: due.toISOString().slice(0, 10), billed: total, open: amountDue, orderId,
  });
  db.prepare('DELETE FROM cart_lines WHERE cart_id = ?').run(cart.id);
  remember(context, cart, { shipVia: body.cartSettings.shipVia });
  return { orderNumber, total, lineCount: rows.length };
}

export const CARD_MERCHANT_ID = 'storefront-demo-merchant';

/** Opens a payment session for the order's total; the card form (core.cardFormUrl) tokenizes for it. */
export function getCardPointeParameters(
  body: RequestOf<'Cart/GetCardPointeParameters'>,
  context: CallContext,
): ResponseOf<'Cart/GetCardPointeParameters'> {
  refuseInPunchout(context, 'be paid by card');
  const who = owner(context, body, 'pay by card', true);
  const { total, rows } = totals(context, who, { ...body.cartSettings, paymentMethod: 'card' }, body.warehouseCode);
  if (rows.length === 0) throw badRequest('The cart is empty: there is nothing to pay for.');
  const sessionToken = openPaymentSession(context, { customerNumber: who.customer.customerNumber, companyUserId: who.user.id }, total);
  return { gatewayUrl: context.core.cardFormUrl(), merchantId: CARD_MERCHANT_ID, sessionToken, amount: total, currency: 'USD' };
}

export function validateZip(body: RequestOf<'Cart/ValidateZipCode'>): ResponseOf<'Cart/ValidateZipCode'> {
  return validateZipCode(body.zipCode);
}

export { FREE_GROUND_FROM };
