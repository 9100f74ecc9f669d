/**
 * The demo's own use of the logins made through Create login: sign in with email and
 * password, list and approve pending requests, read the outbox. Not service paths (SPEC
 * has no sign-in call): the demo host calls these directly. Sign-in does equal work for an
 * unknown address (a dummy hash is checked), says the same for it as for a wrong password,
 * and counts its failures per client address and per email address in the service's limits.
 */
import type { Database } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import type { Auth } from './auth';
import type { Core } from './core';
import { ServiceHttpError } from './http/errors';
import { hashPassword, verifyPassword } from './passwords';
import type { DemoUser } from './personas';

/**
 * A failed sign-in: what the page says and the HTTP status it is served with. An unknown
 * address and a wrong password are one failure (`wrong`, 401, one message); `limited` is 429
 * with Retry-After; `pending` (403) is said only to someone who typed the right password.
 */
export type SignInFailure = {
  ok: false;
  reason: 'wrong' | 'pending' | 'limited';
  status: 401 | 403 | 429;
  message: string;
  /** Seconds, with `limited`. */
  retryAfterS?: number;
};
export type SignInResult = { ok: true; companyUserId: number } | SignInFailure;

export const SIGN_IN_WRONG = 'The email address or password is not right. Check both, or reset your password.';
export const SIGN_IN_PENDING = 'Your login is waiting for approval. You will get an email when it is approved.';

export type PendingLogin = { companyUserId: number; name: string; email: string; customerNumber: string; customerName: string };
export type Mail = { id: number; createdAt: string; to: string; subject: string; body: string };

export type Logins = {
  signIn(email: string, password: string, clientAddress: string): SignInResult;
  /** The session value the demo keeps in its cookie for a signed-in login (a token naming a new session id). */
  sessionFor(companyUserId: number): string;
  /** The demo user of a session made by `sessionFor` (with its `session` id), null when invalid, ended or no longer active. */
  userOfSession(session: string): DemoUser | null;
  /** Signs out: ends the session made by `sessionFor` and every page token issued for it. Nothing for anything else. */
  endSession(session: string): void;
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
      // Per client address and per email address (the account's key, known or not: an
      // unknown address is counted exactly like a login's, so the counts reveal nothing).
      const accountKey = [['signInPerEmail', address.toLowerCase()]] as const;
      const keys = [['signInPerClient', clientAddress], ...accountKey] as const;
      try {
        core.limits.check(keys, 'sign in');
      } catch (error) {
        // Refused before the password is looked at: a right password is refused alike.
        const retryAfterS = error instanceof ServiceHttpError ? Number(error.headers['Retry-After']) : 60;
        return { ok: false, reason: 'limited', status: 429, message: error instanceof Error ? error.message : String(error), retryAfterS };
      }
      const row = db.prepare('SELECT id, status, password_hash FROM company_users WHERE email = ?').get(address) as Row | undefined;
      // The same scrypt work for an unknown address or a login without a password.
      const matches = verifyPassword(password, row?.password_hash ?? dummyHash) && row !== undefined && row.password_hash !== null;
      if (!matches || row === undefined) {
        core.limits.record(keys);
        return { ok: false, reason: 'wrong', status: 401, message: SIGN_IN_WRONG };
      }
      core.limits.forget(accountKey);
      if (row.status !== 'active') return { ok: false, reason: 'pending', status: 403, message: SIGN_IN_PENDING };
      return { ok: true, companyUserId: row.id };
    },
    sessionFor: (companyUserId) => auth.issueToken(companyUserId, { session: randomBytes(16).toString('base64url') }),
    userOfSession(session) {
      const claims = auth.verify(session);
      if (claims === null || claims.session === null) return null;
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
        session: claims.session,
      };
    },
    endSession(session) {
      const claims = auth.verify(session);
      if (claims?.session) auth.endSession(claims.session);
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
