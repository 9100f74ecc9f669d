/**
 * Checkout rules (docs/checkout.md): what an order's settings must satisfy before
 * Cart/SubmitOrder, and how a card token is shown. Pure: the checkout widget checks the form
 * with these, the reference service refuses the same things with the same limits.
 */

/** Most characters of `orderNotes`; the checkout shows what is left. */
export const ORDER_NOTES_MAX = 500;
/** Most characters of `poNumber`. */
export const PO_NUMBER_MAX = 25;

/** The checkout's fields, named as the contract's CartSettings names them. */
export type CheckoutField = 'shipTo' | 'shipVia' | 'requestedShipDate' | 'poNumber' | 'orderNotes' | 'paymentMethod' | 'card';

export type CheckoutDraft = {
  poNumber: string;
  shipVia: string;
  /** yyyy-mm-dd, or '' for "as soon as possible". */
  requestedShipDate: string;
  orderNotes: string;
  shipTo: string | null;
  paymentMethod: 'account' | 'card';
};

export type CheckoutProblem = { field: CheckoutField; message: string };

/**
 * What the fees are, wherever they are shown: the service's own name (TaxAndFees.feesLabel,
 * "Card fee 3%"), else "Card fee" when paying by card, else "Fees".
 */
export function feesLabel(totals: { fees: number; feesLabel?: string | null | undefined } | null, paymentMethod: 'account' | 'card'): string {
  const named = totals?.feesLabel?.trim();
  if (named && (totals?.fees ?? 0) !== 0) return named;
  return paymentMethod === 'card' ? 'Card fee' : 'Fees';
}

/**
 * How a new checkout starts to pay: on account, the way a customer on terms pays, unless the
 * customer buys by card only (e-commerce) and the settings say card. Prices hidden (a sales
 * rep acting for the customer) always pay on account: no amount may be shown, and a card
 * form shows one.
 */
export function startingPaymentMethod(settings: 'account' | 'card', customer: { ecomCustomer: boolean; pricesShown: boolean }): 'account' | 'card' {
  return customer.pricesShown && customer.ecomCustomer && settings === 'card' ? 'card' : 'account';
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written yyyy-mm-dd. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The local calendar date of `now` as yyyy-mm-dd (a ship date is a day, not an instant). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The problem with a requested ship date, or null: empty is fine, the past is not. */
export function shipDateProblem(date: string, today: string): string | null {
  if (date === '') return null;
  if (!isIsoDate(date)) return 'Enter the requested ship date as a real date, for example 2030-04-25';
  // ISO dates compare as text.
  if (date < today) return 'The requested ship date must be today or later';
  return null;
}

/** Every problem of a draft order, in the order the fields appear on the checkout. */
export function checkoutProblems(
  draft: CheckoutDraft,
  options: { today: string; shipViaCodes: readonly string[]; hasCard: boolean },
): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  if (draft.shipTo === null || draft.shipTo === '') problems.push({ field: 'shipTo', message: 'Choose where the order ships to' });
  if (!options.shipViaCodes.includes(draft.shipVia)) problems.push({ field: 'shipVia', message: 'Choose how the order ships' });
  const date = shipDateProblem(draft.requestedShipDate, options.today);
  if (date !== null) problems.push({ field: 'requestedShipDate', message: date });
  if (draft.poNumber.trim().length > PO_NUMBER_MAX) {
    problems.push({ field: 'poNumber', message: `PO number must be ${PO_NUMBER_MAX} characters or fewer` });
  }
  if (draft.orderNotes.length > ORDER_NOTES_MAX) {
    problems.push({ field: 'orderNotes', message: `Order notes must be ${ORDER_NOTES_MAX} characters or fewer` });
  }
  if (draft.paymentMethod === 'card' && !options.hasCard) {
    problems.push({ field: 'card', message: 'Enter your card details and choose Use this card' });
  }
  return problems;
}

/**
 * The card brand a gateway token stands for. The tokens of CardPointe (and of the demo
 * gateway) keep the card's first digit in their second place: 9 4… is a Visa.
 */
export function cardBrandOfToken(token: string): string {
  switch (token.charAt(1)) {
    case '4':
      return 'Visa';
    case '5':
    case '2':
      return 'Mastercard';
    case '3':
      return 'American Express';
    case '6':
      return 'Discover';
    default:
      return 'Card';
  }
}

/** How the checkout names a card: "Visa ending 1111". */
export function cardLabel(token: string, last4: string): string {
  return `${cardBrandOfToken(token)} ending ${last4}`;
}

/** "MMYY" as "04/28". */
export function formatExpiry(expiry: string): string {
  return expiry.length === 4 ? `${expiry.slice(0, 2)}/${expiry.slice(2)}` : expiry;
}
