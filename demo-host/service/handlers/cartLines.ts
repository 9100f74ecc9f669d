/**
 * Cart/* paths that change or show the lines of a cart. A cart belongs to one company user
 * acting for one customer. Quantities follow the one package rule of src/domain/quantity.ts:
 * a line's quantity must be a whole number of packs (1 for e-commerce customers on
 * fulfillment items), else 400. The helpers here are shared with checkout.ts.
 */
import type { RequestOf, ResponseOf } from '../../../src/contract/paths';
import type { Availability, Cart, CartInfo, CartLine } from '../../../src/contract/responses';
import { formatNumber } from '../../../src/domain/format';
import { productUrl } from '../../../src/domain/urls';
import { isPackageMultiple, minimumQuantityShown, QUANTITY_MAX, roundUpToPackage } from '../../../src/domain/quantity';
import type { CustomerRow, UserRow } from '../access';
import { seesPrices, type CallContext } from '../core';
import { badRequest, forbidden, ServiceHttpError } from '../http/errors';
import { roundToCents } from '../../../src/domain/money';

export type Owner = { user: UserRow; customer: CustomerRow };
export type CartRow = { id: number; warehouse_code: string; ship_to: string | null; zip_code: string | null; settings: string | null };
export type LineRow = {
  item_id: number; quantity: number; manual_price: number | null; kit_name: string | null; item_number: string; name: string;
  sell_multiple: number; image_names: string; unit_of_measure: string; weight_lb: number; fulfillment: number;
  category_id: number;
};

/** Kit lines carry this name: the request does not name the kit. */
export const KIT_LINE_NAME = 'Bench configurator kit';


/**
 * The user and customer a body names, checked against the caller. A punchout page acts only
 * for its session's customer, and a procurement system that only inspects its cart makes the
 * user read-only for this call (docs/punchout.md).
 */
export function owner(context: CallContext, body: { companyUserId: number; customerNumber: string }, purpose: string, write: boolean): Owner {
  const checked = context.core.access.requireUser(context.caller, body.companyUserId, purpose);
  const customer = context.core.access.requireCustomer(checked, body.customerNumber);
  const punchout = context.caller.punchout;
  if (punchout && punchout.customerNumber !== customer.customerNumber) {
    throw forbidden(`This punchout session shops for customer ${punchout.customerNumber}: it cannot ${purpose} for customer ${customer.customerNumber}.`);
  }
  const user = punchout?.operation === 'inspect' ? { ...checked, readOnly: true } : checked;
  if (write && punchout?.operation === 'inspect') {
    throw forbidden(`Your purchasing system opened this cart to inspect it: it cannot ${purpose}. Edit the requisition in the purchasing system instead.`);
  }
  if (write && user.readOnly) throw forbidden(`This login is read-only: it cannot ${purpose}. Ask an administrator for ordering rights.`);
  return { user, customer };
}

/** Which of the user's carts a call works on: their own, or the punchout session's. */
const cartKeyOf = (context: CallContext): string => (context.caller.punchout ? context.core.punchout.cartKey(context.caller.punchout.id) : '');

export function findCart(context: CallContext, { user, customer }: Owner): CartRow | null {
  return (
    (context.core.db
      .prepare('SELECT id, warehouse_code, ship_to, zip_code, settings FROM carts WHERE customer_number = ? AND company_user_id = ? AND cart_key = ?')
      .get(customer.customerNumber, user.id, cartKeyOf(context)) as CartRow | undefined) ?? null
  );
}

function ensureCart(context: CallContext, who: Owner, warehouseCode: string, shipTo: string | null): CartRow {
  if (context.core.items.warehouseName(warehouseCode) === null) throw badRequest(`defaultWarehouseCode: there is no warehouse "${warehouseCode}".`);
  if (shipTo !== null) shipToRow(context, who.customer, shipTo);
  context.core.db
    .prepare(
      `INSERT INTO carts (customer_number, company_user_id, warehouse_code, ship_to, cart_key) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (customer_number, company_user_id, cart_key) DO UPDATE SET warehouse_code = excluded.warehouse_code,
         ship_to = COALESCE(excluded.ship_to, carts.ship_to)`,
    )
    .run(who.customer.customerNumber, who.user.id, warehouseCode, shipTo, cartKeyOf(context));
  const cart = findCart(context, who);
  if (cart === null) throw new Error('cart row vanished right after its upsert');
  return cart;
}

export function shipToRow(context: CallContext, customer: CustomerRow, shipTo: string): { state: string; zip_code: string } {
  const row = context.core.db
    .prepare('SELECT state, zip_code FROM ship_tos WHERE customer_number = ? AND ship_to = ?')
    .get(customer.customerNumber, shipTo) as { state: string; zip_code: string } | undefined;
  if (row === undefined) throw badRequest(`shipTo: customer ${customer.customerNumber} has no ship-to "${shipTo}".`);
  return row;
}

export function lines(context: CallContext, cartId: number): LineRow[] {
  return context.core.db
    .prepare(
      `SELECT cl.item_id, cl.quantity, cl.manual_price, cl.kit_name, i.item_number, i.name, i.sell_multiple, i.image_names,
         i.unit_of_measure, i.weight_lb, i.fulfillment, i.category_id
       FROM cart_lines cl JOIN items i ON i.id = cl.item_id WHERE cl.cart_id = ? ORDER BY cl.added_seq`,
    )
    .all(cartId) as LineRow[];
}

export const linePrice = (context: CallContext, customer: CustomerRow, line: LineRow): number =>
  line.manual_price ?? context.core.items.customerPrice(customer, line.item_id) ?? 0;

export function subtotalOf(context: CallContext, customer: CustomerRow, rows: LineRow[]): number {
  return roundToCents(rows.reduce((sum, line) => sum + linePrice(context, customer, line) * line.quantity, 0));
}

function info(context: CallContext, who: Owner, hidePrices: boolean): CartInfo {
  const cart = findCart(context, who);
  const rows = cart === null ? [] : lines(context, cart.id);
  return {
    lineCount: rows.length,
    totalQuantity: rows.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: hidePrices || !seesPrices(context.caller) ? null : subtotalOf(context, who.customer, rows),
  };
}

/** The cart as Cart/GetCart answers it (the lines priced for the customer, their stock). */
export function cartAnswer(context: CallContext, who: Owner, warehouseCode: string | null, zipCode: string | null): Cart {
  const cart = findCart(context, who);
  const rows = cart === null ? [] : lines(context, cart.id);
  const warehouse = warehouseCode ?? cart?.warehouse_code ?? who.customer.homeWarehouse;
  const stock = context.core.items.stock(rows.map((r) => r.item_id));
  const showPrices = seesPrices(context.caller);
  // The cart's warehouse, then the customer's backup (as the search cards list them), so a
  // line says what the item's card says.
  const backup = who.customer.backupWarehouse !== warehouse ? who.customer.backupWarehouse : who.customer.homeWarehouse;
  const shownWarehouses = backup !== warehouse ? [warehouse, backup] : [warehouse];
  const availabilityOf = (itemId: number): Availability[] => context.core.items.availabilityOf(stock.get(itemId), shownWarehouses);
  const cartLines: CartLine[] = rows.map((line) => {
    const price = showPrices ? linePrice(context, who.customer, line) : null;
    const available = stock.get(line.item_id)?.get(warehouse)?.quantity_available ?? 0;
    return {
      itemId: line.item_id,
      itemNumber: line.item_number,
      itemName: line.name,
      quantity: line.quantity,
      sellMultiple: line.sell_multiple,
      price,
      lineTotal: price === null ? null : roundToCents(price * line.quantity),
      imageNames: JSON.parse(line.image_names) as string[],
      unitOfMeasure: line.unit_of_measure,
      backorderQuantity: Math.max(0, line.quantity - available),
      kitName: line.kit_name,
      fulfillmentItem: line.fulfillment === 1,
      availability: availabilityOf(line.item_id),
      productUrl: productUrl(line.item_id, line.category_id, line.name),
    };
  });
  return {
    lineCount: rows.length,
    totalQuantity: rows.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: showPrices ? subtotalOf(context, who.customer, rows) : null,
    lines: cartLines,
    warehouseCode: warehouse,
    shipTo: cart?.ship_to ?? null,
    zipCode,
  };
}

type ItemForCart = { id: number; item_number: string; name: string; sell_multiple: number; fulfillment: number; ny_restricted: number; disable_purchasing: number | null; stock_message: string | null };

/** Every reason a quantity of an item cannot go into this customer's cart, as a 400. */
export function checkOrderable(context: CallContext, who: Owner, itemId: number, quantity: number, shipTo: string | null): ItemForCart {
  const item = context.core.db
    .prepare(
      `SELECT i.id, i.item_number, i.name, i.sell_multiple, i.fulfillment, i.ny_restricted, d.disable_purchasing, d.stock_message
       FROM items i LEFT JOIN stock_designations d ON d.id = i.stock_designation_id WHERE i.id = ?`,
    )
    .get(itemId) as ItemForCart | undefined;
  if (item === undefined) throw badRequest(`itemId: there is no item ${itemId}.`);
  if (item.disable_purchasing === 1) {
    throw badRequest(`Item ${item.item_number} (${item.name}) cannot be ordered online: ${item.stock_message ?? 'purchasing is disabled'}.`);
  }
  const pack = minimumQuantityShown({ sellMultiple: item.sell_multiple, fulfillmentItem: item.fulfillment === 1 }, { ecomCustomer: who.customer.ecomCustomer });
  if (!isPackageMultiple(quantity, pack)) {
    throw badRequest(
      `Quantity ${quantity} of item ${item.item_number} is not a multiple of its package quantity ${pack}; order ${roundUpToPackage(quantity, pack)} instead.`,
    );
  }
  if (quantity > QUANTITY_MAX) {
    throw badRequest(`Quantity ${quantity} of item ${item.item_number} is more than one cart line may hold (${formatNumber(QUANTITY_MAX)}).`);
  }
  if (item.ny_restricted === 1 && shipTo !== null && shipToRow(context, who.customer, shipTo).state === 'NY') {
    throw badRequest(`Item ${item.item_number} cannot be shipped to New York State (ship-to ${shipTo}).`);
  }
  return item;
}

function addLines(context: CallContext, who: Owner, cart: CartRow, items: readonly { itemId: number; qty: number }[], kitName: string | null, manualPrice: number | null): void {
  const merged = new Map<number, number>();
  for (const line of items) merged.set(line.itemId, (merged.get(line.itemId) ?? 0) + line.qty);
  const existing = new Map(lines(context, cart.id).map((l) => [l.item_id, l.quantity]));
  const nextSeq = context.core.db.prepare('SELECT COALESCE(MAX(added_seq), 0) + 1 FROM cart_lines WHERE cart_id = ?').pluck();
  const upsert = context.core.db.prepare(
    `INSERT INTO cart_lines (cart_id, item_id, quantity, manual_price, kit_name, added_seq) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (cart_id, item_id) DO UPDATE SET quantity = excluded.quantity,
       manual_price = COALESCE(excluded.manual_price, cart_lines.manual_price), kit_name = COALESCE(cart_lines.kit_name, excluded.kit_name)`,
  );
  for (const [itemId, qty] of merged) {
    const total = (existing.get(itemId) ?? 0) + qty;
    checkOrderable(context, who, itemId, total, cart.ship_to);
    upsert.run(cart.id, itemId, total, manualPrice, kitName, nextSeq.get(cart.id) as number);
  }
}

export function addItemToCart(body: RequestOf<'Cart/AddItemToCart'>, context: CallContext): ResponseOf<'Cart/AddItemToCart'> {
  const who = owner(context, body, 'add to the cart', true);
  if (body.manualPrice && who.user.role !== 'salesrep') throw forbidden('Only a sales rep may set a manual price.');
  if (body.manualPrice && (body.price === null || body.price < 0)) throw badRequest('price: a manual price must be a number of 0 or more.');
  const cart = ensureCart(context, who, body.defaultWarehouseCode, body.shipTo);
  addLines(context, who, cart, [{ itemId: body.itemId, qty: body.qty }], null, body.manualPrice ? body.price : null);
  return info(context, who, false);
}

export function addKitItemToCart(body: RequestOf<'Cart/AddKitItemToCart'>, context: CallContext): ResponseOf<'Cart/AddKitItemToCart'> {
  const who = owner(context, body, 'add a kit to the cart', true);
  const cart = ensureCart(context, who, body.defaultWarehouseCode, body.shipTo);
  addLines(context, who, cart, body.items, KIT_LINE_NAME, null);
  return info(context, who, false);
}

/**
 * Puts lines a procurement system sent back (cXML `edit` and `inspect`) into the caller's
 * cart, in order, each kit line under its kit name. A line that cannot be ordered any more is
 * left out; its reason is returned, the others are kept.
 */
export function restoreLines(
  context: CallContext,
  who: Owner,
  warehouseCode: string,
  shipTo: string | null,
  items: readonly { itemId: number; qty: number; kitName: string | null; label: string }[],
): string[] {
  const cart = ensureCart(context, who, warehouseCode, shipTo);
  const problems: string[] = [];
  for (const item of items) {
    try {
      addLines(context, who, cart, [{ itemId: item.itemId, qty: item.qty }], item.kitName, null);
    } catch (error) {
      if (!(error instanceof ServiceHttpError)) throw error;
      problems.push(`${item.label}: ${error.message}`);
    }
  }
  return problems;
}

/**
 * Every line is checked on its own first (known item, whole packages, orderable): the call is
 * refused with the first bad line named ("Line 3 (item HB01002): …") and the cart is left as
 * it was (one transaction per call, http/router.ts).
 */
export function addItemsToCart(body: RequestOf<'Cart/AddItemsToCart'>, context: CallContext): ResponseOf<'Cart/AddItemsToCart'> {
  const who = owner(context, body, 'add to the cart', true);
  const cart = ensureCart(context, who, body.defaultWarehouseCode, body.shipTo);
  body.items.forEach((line, index) => {
    try {
      checkOrderable(context, who, line.itemId, line.qty, cart.ship_to);
    } catch (error) {
      if (!(error instanceof ServiceHttpError)) throw error;
      const number = context.core.items.rows([line.itemId]).get(line.itemId)?.item_number;
      throw badRequest(`Line ${index + 1}${number === undefined ? '' : ` (item ${number})`}: ${error.message.replace(/^itemId: /, '')}`);
    }
  });
  addLines(context, who, cart, body.items, null, null);
  return info(context, who, false);
}

export function getCartInfo(body: RequestOf<'Cart/GetCartInfo'>, context: CallContext): ResponseOf<'Cart/GetCartInfo'> {
  // Prices are computed live from the price level, so `reprice` has nothing left to do.
  return info(context, owner(context, body, 'see the cart', false), body.withCustomer);
}

export function clearCart(body: RequestOf<'Cart/ClearCart'>, context: CallContext): ResponseOf<'Cart/ClearCart'> {
  const who = owner(context, body, 'clear the cart', true);
  const cart = findCart(context, who);
  if (cart !== null) context.core.db.prepare('DELETE FROM cart_lines WHERE cart_id = ?').run(cart.id);
  return info(context, who, false);
}

export function getCart(body: RequestOf<'Cart/GetCart'>, context: CallContext): ResponseOf<'Cart/GetCart'> {
  const who = owner(context, body, 'see the cart', false);
  if (body.shipTo !== null) shipToRow(context, who.customer, body.shipTo);
  return cartAnswer(context, who, body.warehouseCode, body.zipCode);
}

export function updateQuantity(body: RequestOf<'Cart/UpdateQuantity'>, context: CallContext): ResponseOf<'Cart/UpdateQuantity'> {
  const who = owner(context, body, 'change the cart', true);
  const cart = findCart(context, who);
  const line = cart === null ? undefined : lines(context, cart.id).find((l) => l.item_id === body.itemId);
  if (cart === null || line === undefined) throw badRequest(`itemId: item ${body.itemId} is not in the cart.`);
  if (body.qty === 0) {
    context.core.db.prepare('DELETE FROM cart_lines WHERE cart_id = ? AND item_id = ?').run(cart.id, body.itemId);
  } else {
    checkOrderable(context, who, body.itemId, body.qty, cart.ship_to);
    context.core.db.prepare('UPDATE cart_lines SET quantity = ? WHERE cart_id = ? AND item_id = ?').run(body.qty, cart.id, body.itemId);
  }
  return cartAnswer(context, who, body.defaultWarehouseCode, null);
}

/** Cuts every line to what the warehouse has, in whole packs; lines with none left go. */
export function clearBackorders(body: RequestOf<'Cart/ClearBackorders'>, context: CallContext): ResponseOf<'Cart/ClearBackorders'> {
  const who = owner(context, body, 'change the cart', true);
  const cart = findCart(context, who);
  if (cart !== null) {
    const rows = lines(context, cart.id);
    const stock = context.core.items.stock(rows.map((r) => r.item_id));
    const update = context.core.db.prepare('UPDATE cart_lines SET quantity = ? WHERE cart_id = ? AND item_id = ?');
    const remove = context.core.db.prepare('DELETE FROM cart_lines WHERE cart_id = ? AND item_id = ?');
    for (const line of rows) {
      const available = stock.get(line.item_id)?.get(body.defaultWarehouseCode)?.quantity_available ?? 0;
      if (line.quantity <= available) continue;
      const pack = minimumQuantityShown({ sellMultiple: line.sell_multiple, fulfillmentItem: line.fulfillment === 1 }, { ecomCustomer: who.customer.ecomCustomer });
      const kept = Math.floor(available / pack) * pack;
      if (kept > 0) update.run(kept, cart.id, line.item_id);
      else remove.run(cart.id, line.item_id);
    }
  }
  return cartAnswer(context, who, body.defaultWarehouseCode, null);
}
