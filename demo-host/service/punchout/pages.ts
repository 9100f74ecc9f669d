/**
 * What the demo host needs to render a storefront page inside a punchout session: the session
 * of the key in the page's address, who shops (as a demo user, so the page context is built
 * the one way), and a page token bound to the session (it ends when the session ends; the
 * service gives the cart of the session, not the user's own, to calls made with it).
 */
import type { Punchout } from '../../../src/contract/pageData';
import type { Auth } from '../auth';
import type { Core } from '../core';
import type { DemoUser } from '../personas';
import type { PunchoutSession } from './sessions';

export type PunchoutPage = {
  session: PunchoutSession;
  /** Read-only in `inspect`, as for a read-only login. */
  user: DemoUser;
  punchout: Punchout;
  /** The page context's jwtToken. */
  token: string;
  /** The customer's name, for the page's banner. */
  customerName: string;
  /** The origin of the procurement system (where the cart goes back): the only one allowed to frame the pages. */
  buyerOrigin: string;
};

export function punchoutPage(core: Core, auth: Auth, key: string): PunchoutPage | null {
  const session = core.punchout.byKey(key);
  if (session === null || session.expiresAt === null) return null;
  const user = core.access.userById(session.companyUserId);
  const customer = core.access.customer(session.customerNumber);
  if (user === null || user.status !== 'active' || customer === null) return null;
  const shipTo = core.db.prepare('SELECT ship_to FROM ship_tos WHERE customer_number = ? ORDER BY ship_to LIMIT 1').pluck().get(customer.customerNumber);
  return {
    session,
    user: {
      key: 'punchout',
      label: user.name,
      companyUserId: user.id,
      customer: { customerNumber: customer.customerNumber, customerType: customer.customerType, ecomCustomer: customer.ecomCustomer },
      warehouseCode: customer.homeWarehouse,
      shipTo: typeof shipTo === 'string' ? shipTo : null,
      readOnly: user.readOnly || session.operation === 'inspect',
      withCustomer: false,
      salesRep: false,
    },
    punchout: { protocol: session.protocol, operation: session.operation },
    token: auth.issueToken(user.id, { punchoutSession: { id: session.id, expiresAt: session.expiresAt } }),
    customerName: customer.name,
    buyerOrigin: new URL(session.returnUrl).origin,
  };
}
