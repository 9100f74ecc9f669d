/**
 * The demo's own use of the logins made through Create login: sign in with email and
 * password, list and approve pending requests, read the outbox. Not service paths (SPEC
 * has no sign-in call): the demo host calls these directly. Sign-in does equal work for an
 * unknown address (a dummy hash is checked) and shares the attempt limits of the service.
 */
import type { Database } from 'better-sqlite3';
import type { Auth } from './auth';
import type { Core } from './core';
import { hashPassword, verifyPassword } from './passwords';
import type { DemoUser } from './personas';

export type SignInResult =
  | { ok: true; companyUserId: number }
  | { ok: false; reason: 'wrong' | 'pending' | 'limited'; message: string };

export type PendingLogin = { companyUserId: number; name: string; email: string; customerNumber: string; customerName: string };
export type Mail = { id: number; createdAt: string; to: string; subject: string; body: string };

export type Logins = {
  signIn(email: string, password: string, clientAddress: string): SignInResult;
  /** The session value the demo keeps in its cookie for a signed-in login. */
  sessionFor(companyUserId: number): string;
  /** The demo user of a session made by `sessionFor`, null when invalid or no longer active. */
  userOfSession(session: string): DemoUser | null;
  pending(): PendingLogin[];
  approve(companyUserId: number): boolean;
  outbox(limit?: number): Mail[];
};

type Row = { id: number; status: 'active' | 'pending'; password_hash: string | null };

export function createLogins(db: Database, core: Core, auth: Auth): Logins {
  // Checked for unknown addresses so a wrong address costs what a wrong password costs.
  const dummyHash = hashPassword('not-a-real-password-for-timing');
  return {
    signIn(email, password, clientAddress) {
      const address = email.trim();
      try {
        core.limits.attempt([['signInPerClient', clientAddress], ['signInPerEmail', address.toLowerCase()]], 'sign in');
      } catch (error) {
        return { ok: false, reason: 'limited', message: error instanceof Error ? error.message : String(error) };
      }
      const row = db.prepare('SELECT id, status, password_hash FROM company_users WHERE email = ?').get(address) as Row | undefined;
      const matches = verifyPassword(password, row?.password_hash ?? dummyHash) && row !== undefined && row.password_hash !== null;
      if (!matches || row === undefined) return { ok: false, reason: 'wrong', message: 'The email address or password is not right. Check both, or reset your password.' };
      if (row.status !== 'active') return { ok: false, reason: 'pending', message: 'Your login is waiting for approval. You will get an email when it is approved.' };
      return { ok: true, companyUserId: row.id };
    },
    sessionFor: (companyUserId) => auth.issueToken(companyUserId),
    userOfSession(session) {
      const claims = auth.verify(session);
      if (claims === null) return null;
      const user = core.access.userById(claims.companyUserId);
      if (user === null || user.status !== 'active') return null;
      const customer = core.access.customer(user.customerNumber);
      if (customer === null) return null;
      const shipTo = db.prepare('SELECT ship_to FROM ship_tos WHERE customer_number = ? ORDER BY ship_to LIMIT 1').pluck().get(customer.customerNumber);
      return {
        key: 'login',
        label: user.name,
        companyUserId: user.id,
        customer: { customerNumber: customer.customerNumber, customerType: customer.customerType, ecomCustomer: customer.ecomCustomer },
        warehouseCode: customer.homeWarehouse,
        shipTo: typeof shipTo === 'string' ? shipTo : null,
        readOnly: user.readOnly,
        withCustomer: false, salesRep: false,
      };
    },
    pending() {
      return db
        .prepare(
          `SELECT u.id AS companyUserId, u.name, u.email, u.customer_number AS customerNumber, c.name AS customerName
           FROM company_users u JOIN customers c ON c.customer_number = u.customer_number
           WHERE u.status = 'pending' ORDER BY u.id`,
        )
        .all() as PendingLogin[];
    },
    approve(companyUserId) {
      const changed = db.prepare("UPDATE company_users SET status = 'active' WHERE id = ? AND status = 'pending'").run(companyUserId).changes > 0;
      if (changed) {
        const email = db.prepare('SELECT email FROM company_users WHERE id = ?').pluck().get(companyUserId) as string;
        db.prepare('INSERT INTO outbox (created_at, to_email, subject, body) VALUES (?, ?, ?, ?)').run(
          core.now().toISOString(), email, 'Your login is approved', 'Your login was approved. Sign in at /login with your email address and password.',
        );
      }
      return changed;
    },
    outbox(limit = 20) {
      return db
        .prepare(`SELECT id, created_at AS createdAt, to_email AS "to", subject, body FROM outbox ORDER BY id DESC LIMIT ?`)
        .all(limit) as Mail[];
    },
  };
}
