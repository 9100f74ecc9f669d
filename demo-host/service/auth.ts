/**
 * Bearer tokens for the demo: `<claims>.<signature>`, both base64url, the signature an
 * HMAC-SHA256 of the claims with a secret generated at seeding and kept in the database
 * (so tokens survive a restart, and a rebuild invalidates them). The page context carries
 * the token; the widgets send it as `Authorization: Basic <token>`.
 *
 * Each token also carries the user's session generation (`company_users.session_generation`)
 * at the time it was issued. A password reset raises the generation (Customer/ResetPassword,
 * handlers/customer.ts), so every token issued before it (page tokens and the demo's sign-in
 * sessions alike) stops verifying at once. A token may also carry the sign-in session it
 * belongs to; signing out ends that session (`endSession`, the table `ended_sessions`), and
 * with it the session's own token and its pages' tokens, and no other.
 */
import type { Database } from 'better-sqlite3';
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenClaims = {
  companyUserId: number;
  /** Seconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
  /** The user's session generation when the token was issued (absent in older tokens: 0). */
  generation: number;
  /**
   * The page this token was issued for is `withCustomer` (a sales rep sitting with the
   * customer, SPEC section 6): every answer to it hides prices. Absent in older tokens: false.
   */
  withCustomer: boolean;
  /** The sign-in session the token belongs to (a password sign-in and its pages); null for none. */
  session: string | null;
  /** The punchout session the page was opened in (docs/punchout.md); absent otherwise. */
  punchoutSession?: number;
};

export type TokenOptions = {
  /** Issue the token for a `withCustomer` page context: answers carry no prices. @default false */
  withCustomer?: boolean;
  /** The sign-in session it belongs to: ending that session (`endSession`) ends the token. @default none */
  session?: string | undefined;
  /** Issue the token for a page of this punchout session, ending when the session does. */
  punchoutSession?: { id: number; expiresAt: number };
};

export type Auth = {
  issueToken(companyUserId: number, options?: TokenOptions): string;
  /**
   * The claims of a token signed here, unexpired, of the user's current generation and of no
   * ended session; else null.
   */
  verify(token: string): TokenClaims | null;
  /** Ends a sign-in session: its tokens stop verifying, also after a restart (signing out). */
  endSession(session: string): void;
};

/** A demo session lasts a working month; the demo host issues a fresh token per page. */
const TOKEN_LIFETIME_S = 30 * 24 * 3600;

export function createAuth(db: Database, now: () => number = Date.now): Auth {
  const secret = db.prepare("SELECT value FROM meta WHERE key = 'tokenSecret'").pluck().get();
  if (typeof secret !== 'string') throw new Error('storefront.sqlite has no tokenSecret in meta: rebuild the database');
  const sign = (payload: string): Buffer => createHmac('sha256', secret).update(payload).digest();
  const generationStatement = db.prepare('SELECT session_generation FROM company_users WHERE id = ?').pluck();
  const endedStatement = db.prepare('SELECT 1 FROM ended_sessions WHERE session = ?').pluck();
  const endStatement = db.prepare('INSERT OR IGNORE INTO ended_sessions (session, ended_at) VALUES (?, ?)');
  /** The user's current generation; null for an id with no user. */
  const generationOf = (companyUserId: number): number | null => {
    const value = generationStatement.get(companyUserId);
    return typeof value === 'number' ? value : null;
  };
  return {
    issueToken(companyUserId, options = {}) {
      if (!Number.isInteger(companyUserId) || companyUserId <= 0) {
        throw new Error(`issueToken needs a signed-in company user id (> 0), got ${companyUserId}`);
      }
      const issuedAt = Math.floor(now() / 1000);
      const generation = generationOf(companyUserId) ?? 0;
      const punchout = options.punchoutSession;
      const claims: TokenClaims = {
        companyUserId, issuedAt, generation, withCustomer: options.withCustomer === true,
        expiresAt: punchout ? Math.min(issuedAt + TOKEN_LIFETIME_S, Math.floor(punchout.expiresAt / 1000)) : issuedAt + TOKEN_LIFETIME_S,
        session: options.session ?? null,
        ...(punchout ? { punchoutSession: punchout.id } : {}),
      };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${sign(payload).toString('base64url')}`;
    },
    verify(token) {
      const [payload, signature, extra] = token.trim().split('.');
      if (payload === undefined || signature === undefined || extra !== undefined) return null;
      const expected = sign(payload);
      const actual = Buffer.from(signature, 'base64url');
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TokenClaims>;
        if (typeof claims.companyUserId !== 'number' || typeof claims.issuedAt !== 'number' || typeof claims.expiresAt !== 'number') return null;
        if (claims.expiresAt * 1000 < now()) return null;
        const generation = typeof claims.generation === 'number' ? claims.generation : 0;
        // Issued before the user's last password reset (or for no user at all): ended.
        if (generationOf(claims.companyUserId) !== generation) return null;
        const session = typeof claims.session === 'string' ? claims.session : null;
        // Of a session signed out of: ended.
        if (session !== null && endedStatement.get(session) !== undefined) return null;
        return {
          companyUserId: claims.companyUserId, issuedAt: claims.issuedAt, expiresAt: claims.expiresAt, generation,
          withCustomer: claims.withCustomer === true, session,
          ...(typeof claims.punchoutSession === 'number' ? { punchoutSession: claims.punchoutSession } : {}),
        };
      } catch {
        return null;
      }
    },
    endSession(session) {
      endStatement.run(session, new Date(now()).toISOString());
    },
  };
}

/** The token of an `Authorization: Basic <token>` (or `Bearer`) header, if any. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^(?:Basic|Bearer)\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
