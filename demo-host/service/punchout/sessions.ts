/**
 * Punchout accounts and sessions (docs/punchout.md). A setup (OCI login or cXML
 * PunchOutSetupRequest) makes a session and a one-time start token; opening the start URL
 * uses the token up and gives the session key the storefront's addresses carry in the frame.
 * No cookie anywhere: a procurement system frames the storefront from another site, where
 * browsers keep third-party cookies out. Only hashes of the token and the key are stored.
 */
import type { Database } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import type { Punchout } from '../../../src/contract/pageData';
import { hashPassword, hashResetToken, verifyPassword } from '../passwords';

/** A start URL works once, within this time of the setup. */
export const START_TOKEN_TTL_MS = 5 * 60_000;
/** A session lasts a working day from its start. */
export const SESSION_TTL_MS = 8 * 3600_000;

export type Credential = { domain: string; identity: string };

export type PunchoutAccount = {
  id: number;
  protocol: Punchout['protocol'];
  customerNumber: string;
  /** The login that shops unless the request names another login of the customer. */
  companyUserId: number;
};

export type PunchoutSession = {
  id: number;
  accountId: number;
  companyUserId: number;
  customerNumber: string;
  protocol: Punchout['protocol'];
  operation: Punchout['operation'];
  /** Where the transfer form posts: OCI HOOK_URL, cXML BrowserFormPost URL. */
  returnUrl: string;
  /** The form's target: OCI ~TARGET, else `_top`. */
  target: string;
  /** OCI fields sent back as they came (~OkCode, ~TARGET, ~CALLER). */
  echo: [string, string][];
  buyerCookie: string | null;
  /** The cXML From credentials of the setup: the order message is addressed to them. */
  buyerCredentials: Credential[];
  /** ms since the epoch; null until started. */
  expiresAt: number | null;
};

export type NewSession = Omit<PunchoutSession, 'id' | 'expiresAt'>;

export type StartResult = { ok: true; key: string; session: PunchoutSession } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

export type PunchoutSessions = {
  /** The account a credential and secret open; null for an unknown identity and a wrong secret alike. */
  account(protocol: Punchout['protocol'], credentials: readonly Credential[], secret: string): PunchoutAccount | null;
  /** A new session and its one-time start token (the caller's transaction). */
  create(session: NewSession): { id: number; startToken: string };
  /** Uses a start token up: the session key, or why not. */
  start(startToken: string): StartResult;
  /** A started, unexpired session by the key the storefront's addresses carry. */
  byKey(key: string): PunchoutSession | null;
  /** A started, unexpired session by id (a page token's claim). */
  byId(id: number): PunchoutSession | null;
  markTransferred(id: number): void;
  /** The cart of a session (carts.cart_key). */
  cartKey(id: number): string;
};

type Row = {
  id: number; account_id: number; company_user_id: number; customer_number: string; protocol: Punchout['protocol'];
  operation: Punchout['operation']; return_url: string; target: string; echo: string; buyer_cookie: string | null;
  buyer_credentials: string | null; start_expires_at: number; started_at: number | null; expires_at: number | null;
};

const toSession = (row: Row): PunchoutSession => ({
  id: row.id,
  accountId: row.account_id,
  companyUserId: row.company_user_id,
  customerNumber: row.customer_number,
  protocol: row.protocol,
  operation: row.operation,
  returnUrl: row.return_url,
  target: row.target,
  echo: JSON.parse(row.echo) as [string, string][],
  buyerCookie: row.buyer_cookie,
  buyerCredentials: row.buyer_credentials === null ? [] : (JSON.parse(row.buyer_credentials) as Credential[]),
  expiresAt: row.expires_at,
});

const secretToken = (): string => randomBytes(24).toString('base64url');

export function createPunchoutSessions(db: Database, now: () => Date): PunchoutSessions {
  // Checked for an unknown identity too, so an unknown one costs what a wrong secret costs.
  const dummyHash = hashPassword('not-a-real-punchout-secret');
  const live = (row: Row | undefined): PunchoutSession | null =>
    row === undefined || row.started_at === null || row.expires_at === null || row.expires_at <= now().getTime() ? null : toSession(row);
  return {
    account(protocol, credentials, secret) {
      const find = db.prepare('SELECT id, secret_hash, customer_number, company_user_id FROM punchout_accounts WHERE protocol = ? AND domain = ? AND identity = ?');
      const candidates = credentials.length > 0 ? credentials : [{ domain: '', identity: '' }];
      let found: PunchoutAccount | null = null;
      for (const credential of candidates) {
        const row = find.get(protocol, protocol === 'oci' ? '' : credential.domain.trim(), credential.identity.trim()) as
          | { id: number; secret_hash: string; customer_number: string; company_user_id: number }
          | undefined;
        const matches = verifyPassword(secret, row?.secret_hash ?? dummyHash) && row !== undefined;
        if (matches && found === null) found = { id: row.id, protocol, customerNumber: row.customer_number, companyUserId: row.company_user_id };
      }
      return found;
    },
    create(session) {
      const startToken = secretToken();
      const at = now().getTime();
      // Carts of sessions that ended a day ago go with them.
      db.prepare(
        `DELETE FROM carts WHERE cart_key IN (SELECT 'punchout:' || id FROM punchout_sessions WHERE expires_at < ? OR (started_at IS NULL AND start_expires_at < ?))`,
      ).run(at - 24 * 3600_000, at - 24 * 3600_000);
      const result = db
        .prepare(
          `INSERT INTO punchout_sessions (account_id, company_user_id, customer_number, protocol, operation, return_url, target, echo,
             buyer_cookie, buyer_credentials, created_at, start_hash, start_expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          session.accountId, session.companyUserId, session.customerNumber, session.protocol, session.operation, session.returnUrl, session.target,
          JSON.stringify(session.echo), session.buyerCookie, JSON.stringify(session.buyerCredentials), at, hashResetToken(startToken), at + START_TOKEN_TTL_MS,
        );
      return { id: Number(result.lastInsertRowid), startToken };
    },
    start(startToken) {
      const row = db.prepare('SELECT * FROM punchout_sessions WHERE start_hash = ?').get(hashResetToken(startToken)) as Row | undefined;
      if (row === undefined) return { ok: false, reason: 'unknown' };
      if (row.started_at !== null) return { ok: false, reason: 'used' };
      const at = now().getTime();
      if (row.start_expires_at <= at) return { ok: false, reason: 'expired' };
      const key = secretToken();
      const expiresAt = at + SESSION_TTL_MS;
      // Only an unused token is taken: two tabs opening the same URL at once get one session.
      const taken = db
        .prepare('UPDATE punchout_sessions SET started_at = ?, session_hash = ?, expires_at = ? WHERE id = ? AND started_at IS NULL')
        .run(at, hashResetToken(key), expiresAt, row.id).changes;
      if (taken === 0) return { ok: false, reason: 'used' };
      return { ok: true, key, session: toSession({ ...row, started_at: at, expires_at: expiresAt }) };
    },
    byKey(key) {
      return live(db.prepare('SELECT * FROM punchout_sessions WHERE session_hash = ?').get(hashResetToken(key)) as Row | undefined);
    },
    byId(id) {
      return live(db.prepare('SELECT * FROM punchout_sessions WHERE id = ?').get(id) as Row | undefined);
    },
    markTransferred(id) {
      db.prepare('UPDATE punchout_sessions SET transferred_at = ? WHERE id = ?').run(now().getTime(), id);
    },
    cartKey: (id) => `punchout:${id}`,
  };
}
