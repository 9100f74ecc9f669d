/**
 * Who is looking at a demo page, and the page context (HOST-CONTRACT section 2) rendered for
 * them. The persona comes from the `sf_demo_user` cookie that the login switcher sets.
 */
import type { IncomingMessage } from 'node:http';
import type { DemoUser } from '../service/personas';

export const PERSONA_COOKIE = 'sf_demo_user';

/** The `#sf-context` JSON of a demo page. */
export type DemoPageContext = {
  serviceUrl: string;
  companyUserId: number;
  jwtToken?: string;
  productImageUrl: string;
  customer?: { customerNumber: string; customerType: string; ecomCustomer: boolean };
  warehouseCode: string;
  shipTo?: string | null;
  withCustomer: boolean;
  readOnly: boolean;
  cspNonce?: string;
};

export function isSignedIn(user: DemoUser): boolean {
  return user.companyUserId > 0;
}

export function buildPageContext(input: {
  user: DemoUser;
  origin: string;
  issueToken: (companyUserId: number) => string;
  cspNonce?: string;
}): DemoPageContext {
  const { user, origin } = input;
  const context: DemoPageContext = {
    serviceUrl: `${origin}/api`,
    companyUserId: user.companyUserId,
    productImageUrl: `${origin}/images/`,
    warehouseCode: user.warehouseCode,
    withCustomer: user.withCustomer,
    readOnly: user.readOnly,
  };
  // An anonymous visitor has no token, customer or ship-to (HOST-CONTRACT: "may be absent").
  if (isSignedIn(user)) {
    context.jwtToken = input.issueToken(user.companyUserId);
    if (user.customer) context.customer = { ...user.customer };
    context.shipTo = user.shipTo;
  }
  if (input.cspNonce) context.cspNonce = input.cspNonce;
  return context;
}

export function readCookies(req: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // A cookie some other site on localhost set with bad encoding is not ours to fail on.
    }
  }
  return cookies;
}

/** The anonymous persona: the one whose companyUserId is 0. */
export function anonymousUser(users: readonly DemoUser[]): DemoUser {
  const anonymous = users.find((u) => !isSignedIn(u));
  if (!anonymous) throw new Error('demo host: the service defines no anonymous persona (companyUserId 0)');
  return anonymous;
}

/** Cookie values of a password sign-in: this prefix and the signed session. */
export const LOGIN_SESSION_PREFIX = 'login:';

/**
 * The persona of the cookie; an unknown or missing key means the anonymous visitor. A
 * password sign-in's cookie (`login:<session>`) is resolved by `sessionUser` (null when
 * the session is invalid or the login no longer active).
 */
export function personaOf(
  req: IncomingMessage,
  users: readonly DemoUser[],
  sessionUser: (session: string) => DemoUser | null = () => null,
): DemoUser {
  const key = readCookies(req).get(PERSONA_COOKIE);
  if (key?.startsWith(LOGIN_SESSION_PREFIX)) return sessionUser(key.slice(LOGIN_SESSION_PREFIX.length)) ?? anonymousUser(users);
  return users.find((u) => u.key === key) ?? anonymousUser(users);
}

export function personaCookie(key: string): string {
  return `${PERSONA_COOKIE}=${encodeURIComponent(key)}; Path=/; SameSite=Lax; HttpOnly`;
}

/** Only a path on this site may be a redirect target after switching persona. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value === '/login' || value.startsWith('/login?')) return '/';
  return value;
}
