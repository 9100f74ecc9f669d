/**
 * Who is calling and what they may touch. The token (Authorization header) names the
 * company user; every company user id and customer number in a body is checked against
 * it: no or bad token for a signed-in call is 401, someone else's user, customer, cart or
 * list is 403. Sales reps may act for every customer in their book.
 */
import type { Database, Statement } from 'better-sqlite3';
import { forbidden, unauthorized } from './http/errors';
import type { PunchoutSession } from './punchout/sessions';

export type UserRow = {
  id: number;
  customerNumber: string;
  name: string;
  email: string;
  role: 'buyer' | 'salesrep';
  readOnly: boolean;
  status: 'active' | 'pending';
};

export type CustomerRow = {
  customerNumber: string;
  name: string;
  customerType: string;
  ecomCustomer: boolean;
  priceLevelId: number;
  homeWarehouse: string;
  backupWarehouse: string;
};

/** The verified caller of one request. */
export type Caller = {
  /** The signed-in company user, or null for an anonymous visitor. */
  user: UserRow | null;
  /** True when an Authorization header was sent but did not verify. */
  badToken: boolean;
  /**
   * The token was issued for a `withCustomer` page (SPEC section 6: a sales rep sitting with
   * the customer): prices are hidden in every answer. @default false
   */
  withCustomer?: boolean;
  /** The client's network address, for attempt limits. */
  address?: string;
  /**
   * The token belongs to a page of a punchout session (docs/punchout.md): the cart is the
   * session's own, `inspect` may not change it, and no order is placed.
   */
  punchout?: PunchoutSession;
};

export type Access = {
  userById(id: number): UserRow | null;
  customer(customerNumber: string): CustomerRow | null;
  canActFor(user: UserRow, customerNumber: string): boolean;
  /** The user the body names, checked against the caller. */
  requireUser(caller: Caller, companyUserId: number, purpose: string): UserRow;
  /** The customer the body names, checked against the (already checked) user. */
  requireCustomer(user: UserRow, customerNumber: string): CustomerRow;
  /** The signed-in caller, for calls that name only a customer. */
  requireSignedIn(caller: Caller, purpose: string): UserRow;
};

type RawUser = {
  id: number; customer_number: string; name: string; email: string; role: 'buyer' | 'salesrep'; read_only: number; status: 'active' | 'pending';
};
type RawCustomer = {
  customer_number: string; name: string; customer_type: string; ecom_customer: number; price_level_id: number;
  home_warehouse: string; backup_warehouse: string;
};

export const toUser = (r: RawUser): UserRow => ({
  id: r.id, customerNumber: r.customer_number, name: r.name, email: r.email, role: r.role, readOnly: r.read_only === 1, status: r.status,
});
export const toCustomer = (r: RawCustomer): CustomerRow => ({
  customerNumber: r.customer_number, name: r.name, customerType: r.customer_type, ecomCustomer: r.ecom_customer === 1,
  priceLevelId: r.price_level_id, homeWarehouse: r.home_warehouse, backupWarehouse: r.backup_warehouse,
});

export function createAccess(db: Database): Access {
  const userStatement: Statement<[number], RawUser> = db.prepare('SELECT * FROM company_users WHERE id = ?');
  const customerStatement: Statement<[string], RawCustomer> = db.prepare('SELECT * FROM customers WHERE customer_number = ?');
  const bookStatement = db.prepare('SELECT 1 FROM sales_rep_customers WHERE company_user_id = ? AND customer_number = ?').pluck();

  const userById = (id: number): UserRow | null => {
    const row = userStatement.get(id);
    return row === undefined ? null : toUser(row);
  };
  const customer = (customerNumber: string): CustomerRow | null => {
    const row = customerStatement.get(customerNumber);
    return row === undefined ? null : toCustomer(row);
  };
  const canActFor = (user: UserRow, customerNumber: string): boolean =>
    user.customerNumber === customerNumber || (user.role === 'salesrep' && bookStatement.get(user.id, customerNumber) !== undefined);

  const requireSignedIn = (caller: Caller, purpose: string): UserRow => {
    if (caller.user !== null) return caller.user;
    throw unauthorized(
      caller.badToken
        ? `The sign-in token was not accepted (expired or not issued by this service); sign in again to ${purpose}.`
        : `Sign in to ${purpose}: the request carries no Authorization token.`,
    );
  };

  return {
    userById,
    customer,
    canActFor,
    requireSignedIn,
    requireUser(caller, companyUserId, purpose) {
      if (companyUserId <= 0) throw unauthorized(`Sign in to ${purpose}: companyUserId is 0 (anonymous).`);
      const user = requireSignedIn(caller, purpose);
      if (user.id !== companyUserId) {
        throw forbidden(`companyUserId ${companyUserId} is not the signed-in user; a user can only ${purpose} for themselves.`);
      }
      return user;
    },
    requireCustomer(user, customerNumber) {
      const found = customer(customerNumber);
      if (found === null || !canActFor(user, customerNumber)) {
        // The same answer for "no such customer" and "not yours": numbers cannot be probed.
        throw forbidden(`Customer ${customerNumber} is not one this user may act for.`);
      }
      return found;
    },
  };
}
