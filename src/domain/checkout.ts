/**
 * Checkout rules (docs/checkout.md): what an order's settings must satisfy before
 * Cart/SubmitOrder, how a card token is shown, and what the confirmation promises for each
 * ship method. Pure: the checkout widget checks the form with these, the reference service
 * refuses the same things with the same limits.
 */
import { formatServiceDate } from './format';

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

/**
 * How an order with a ship method reaches the buyer: `pickup` (will call: the buyer collects
 * it at the warehouse, nothing ships), `freight` (a truck carrier, LTL or full truckload, that
 * calls to book the delivery), or `carrier` (a parcel or ground carrier with tracking). The
 * contract's options carry only `code` and `name` (HOST-CONTRACT section 7), so both are read
 * for the words services use: the reference service's PICKUP "Will call - pick up at the
 * warehouse", LTL "LTL truck (palletized)", GROUND "Ground freight (3-5 days)" and NEXTDAY
 * "Next-day air". Anything not recognised is a carrier.
 */
export type ShipMethodKind = 'pickup' | 'freight' | 'carrier';

const PICKUP_WORDS = /will ?-?call|pick ?-?up|\bcollect/i;
const FREIGHT_WORDS = /\b(LTL|FTL)\b|truck|pallet/i;

export function shipMethodKind(option: { code: string; name: string }): ShipMethodKind {
  const words = `${option.code} ${option.name}`;
  if (PICKUP_WORDS.test(words)) return 'pickup';
  return FREIGHT_WORDS.test(words) ? 'freight' : 'carrier';
}

/** A warehouse as the checkout can name it: its code, and its name when the service said it. */
export type NamedWarehouse = { code: string; name: string | null };

/**
 * The warehouse a cart ships from (or is picked up at): `Cart.warehouseCode`, named by a line's
 * `availability` (an added field of the reference service) for that warehouse; only the code
 * where no line says it.
 */
export function cartWarehouse(cart: {
  warehouseCode: string;
  lines: readonly { availability?: readonly { warehouse: { warehouseCode: string; warehouseName: string } }[] | undefined }[];
}): NamedWarehouse {
  for (const line of cart.lines) {
    const own = line.availability?.find((a) => a.warehouse.warehouseCode === cart.warehouseCode);
    if (own && own.warehouse.warehouseName.trim() !== '') return { code: cart.warehouseCode, name: own.warehouse.warehouseName };
  }
  return { code: cart.warehouseCode, name: null };
}

/** "Burton, OH warehouse (1001)", or "Warehouse 1001" when only the code is known. */
export function warehouseText(warehouse: NamedWarehouse): string {
  return warehouse.name ? `${warehouse.name} warehouse (${warehouse.code})` : `Warehouse ${warehouse.code}`;
}

/**
 * What the confirmation says happens to the goods, in the words of the ship method (issue 41):
 * a carrier sends tracking details; a freight carrier calls to book the delivery; a pick-up
 * ships nothing and says where (and, when the buyer asked for a day, when) to collect it.
 */
export function deliverySteps(order: { kind: ShipMethodKind; shipViaName: string | null; warehouse: NamedWarehouse | null; requestedShipDate: string }): string[] {
  const via = order.shipViaName;
  switch (order.kind) {
    case 'pickup': {
      const where = order.warehouse === null ? 'the warehouse' : order.warehouse.name ? `the ${warehouseText(order.warehouse)}` : `warehouse ${order.warehouse.code}`;
      const when = order.requestedShipDate === '' ? 'We' : `You asked to pick it up on ${formatServiceDate(order.requestedShipDate)}; we`;
      return [
        `Nothing is shipped: the warehouse picks the order and holds it for you at ${where}.`,
        `${when} email you when it is ready to pick up. Bring the order number.`,
      ];
    }
    case 'freight':
      return [
        `The warehouse picks the order and loads it on pallets${via ? ` to ship by ${via}` : ''}; the freight carrier calls you to book a delivery appointment before it delivers.`,
      ];
    case 'carrier':
      return [`The warehouse picks and packs the order${via ? `, then ships it by ${via}` : ''}; you get the tracking details by email.`];
  }
}
