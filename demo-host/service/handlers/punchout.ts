/**
 * Cart/PunchOutTransfer (HOST-CONTRACT section 13, docs/punchout.md): the form that carries
 * the punchout session's cart back to the procurement system. OCI: the echoed fields and
 * `NEW_ITEM-…[n]` per line. cXML: one `cxml-urlencoded` field holding a PunchOutOrderMessage.
 * Lines, units and prices by the one rule of src/domain/punchout.ts.
 */
import type { RequestOf, ResponseOf } from '../../../src/contract/paths';
import { localIsoDate } from '../../../src/domain/checkout';
import { transferLines, transferTotal } from '../../../src/domain/punchout';
import type { CallContext } from '../core';
import { forbidden } from '../http/errors';
import { SUPPLIER_CREDENTIAL } from '../punchout/accounts';
import { CXML_FIELD, orderMessage } from '../punchout/cxml';
import { ociFields } from '../punchout/oci';
import { cartAnswer, owner, shipToRow } from './cartLines';

export function punchOutTransfer(body: RequestOf<'Cart/PunchOutTransfer'>, context: CallContext): ResponseOf<'Cart/PunchOutTransfer'> {
  const session = context.caller.punchout;
  if (!session) {
    throw forbidden('This page was not opened from a purchasing system, so there is nowhere to transfer the cart: check out instead.');
  }
  const who = owner(context, body, 'transfer the cart', false);
  if (body.shipTo !== null) shipToRow(context, who.customer, body.shipTo);
  const cart = cartAnswer(context, who, body.warehouseCode, null);
  const lines = transferLines(cart, who.customer, localIsoDate(context.core.now()));
  context.core.punchout.markTransferred(session.id);
  if (session.protocol === 'oci') return { url: session.returnUrl, target: session.target, fields: ociFields(session.echo, lines) };
  const categories = new Map<number, string>();
  const pathOf = context.core.db.prepare('SELECT c.path_text FROM items i JOIN categories c ON c.id = i.category_id WHERE i.id = ?').pluck();
  for (const line of lines) categories.set(line.itemId, (pathOf.get(line.itemId) as string | undefined) ?? 'Growing supplies');
  const message = orderMessage(context.core.now(), {
    buyerCookie: session.buyerCookie ?? '',
    to: session.buyerCredentials,
    from: SUPPLIER_CREDENTIAL,
    operation: session.operation,
    lines,
    total: transferTotal(lines),
    categories,
  });
  return { url: session.returnUrl, target: session.target, fields: [{ name: CXML_FIELD, value: message }] };
}
