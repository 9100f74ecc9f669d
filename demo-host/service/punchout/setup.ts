/**
 * Making a punchout session from a setup the procurement system sent (an OCI login or a cXML
 * PunchOutSetupRequest, already authenticated): who shops, the session and its one-time
 * start token, and for `edit` and `inspect` the session's cart restored from the lines the
 * procurement system holds, in one transaction.
 */
import type { Punchout } from '../../../src/contract/pageData';
import { minimumQuantityShown } from '../../../src/domain/quantity';
import { unitsFromProcurement } from '../../../src/domain/punchout';
import type { UserRow } from '../access';
import type { Core } from '../core';
import { restoreLines } from '../handlers/cartLines';
import { readAuxiliaryId, type SetupItem } from './cxml';
import type { Credential, PunchoutAccount, PunchoutSession } from './sessions';

export type SetupInput = {
  account: PunchoutAccount;
  /** The person shopping, when the request names one; else the account's login shops. */
  userEmail: string | null;
  operation: Punchout['operation'];
  returnUrl: string;
  target: string;
  echo: [string, string][];
  buyerCookie: string | null;
  buyerCredentials: Credential[];
  /** `edit` and `inspect`: the lines to restore. */
  items: readonly SetupItem[];
};

export type SetupResult =
  | { ok: true; startToken: string; session: PunchoutSession; problems: string[] }
  | { ok: false; reason: 'unknownUser'; message: string };

type ItemRow = { id: number; item_number: string; sell_multiple: number; fulfillment: number };

export function setUpSession(core: Core, input: SetupInput): SetupResult {
  return core.db.transaction((): SetupResult => {
    const { account } = input;
    const customer = core.access.customer(account.customerNumber);
    let user: UserRow | null = core.access.userById(account.companyUserId);
    if (input.userEmail !== null) {
      const id = core.db
        .prepare("SELECT id FROM company_users WHERE email = ? AND customer_number = ? AND status = 'active'")
        .pluck()
        .get(input.userEmail.trim(), account.customerNumber) as number | undefined;
      user = id === undefined ? null : core.access.userById(id);
      if (user === null) {
        return { ok: false, reason: 'unknownUser', message: `Unknown user: ${input.userEmail.trim()} has no active login of this supplier's customer ${account.customerNumber}.` };
      }
    }
    if (user === null || customer === null) throw new Error(`punchout account ${account.id} names a login or customer that does not exist`);
    const fields = {
      accountId: account.id, companyUserId: user.id, customerNumber: customer.customerNumber, protocol: account.protocol, operation: input.operation,
      returnUrl: input.returnUrl, target: input.target, echo: input.echo, buyerCookie: input.buyerCookie, buyerCredentials: input.buyerCredentials,
    };
    const { id, startToken } = core.punchout.create(fields);
    const session: PunchoutSession = { ...fields, id, expiresAt: null };
    if (input.items.length === 0) return { ok: true, startToken, session, problems: [] };

    const problems: string[] = [];
    const byId = core.db.prepare('SELECT id, item_number, sell_multiple, fulfillment FROM items WHERE id = ?');
    const byNumber = core.db.prepare('SELECT id, item_number, sell_multiple, fulfillment FROM items WHERE item_number = ? COLLATE NOCASE');
    const lines: { itemId: number; qty: number; kitName: string | null; label: string }[] = [];
    for (const item of input.items) {
      const label = `Line ${item.lineNumber} (${item.supplierPartId})`;
      const aux = readAuxiliaryId(item.auxiliaryId);
      const fromAux = aux.itemId === null ? undefined : (byId.get(aux.itemId) as ItemRow | undefined);
      const row = fromAux && fromAux.item_number.toLowerCase() === item.supplierPartId.toLowerCase() ? fromAux : (byNumber.get(item.supplierPartId) as ItemRow | undefined);
      if (row === undefined) {
        problems.push(`${label}: there is no item ${item.supplierPartId} in the catalogue any more.`);
        continue;
      }
      const itemPack = minimumQuantityShown({ sellMultiple: row.sell_multiple, fulfillmentItem: row.fulfillment === 1 }, customer);
      const qty = unitsFromProcurement(item.quantity, item.unit, row === fromAux ? aux.pack : null, itemPack);
      if (qty > 0) lines.push({ itemId: row.id, qty, kitName: aux.kitName, label });
    }
    const shipTo = core.db.prepare('SELECT ship_to FROM ship_tos WHERE customer_number = ? ORDER BY ship_to LIMIT 1').pluck().get(customer.customerNumber) as string | undefined;
    problems.push(...restoreLines({ core, caller: { user, badToken: false, punchout: session } }, { user, customer }, customer.homeWarehouse, shipTo ?? null, lines));
    return { ok: true, startToken, session, problems };
  })();
}
