/**
 * Who is looking at a demo page, and the page context (HOST-CONTRACT section 2) rendered for
 * them. The persona comes from the `sf_demo_user` cookie that the login switcher sets.
 */
import type { IncomingMessage } from 'node:http';
import type { Punchout } from '../../src/contract/pageData';
import { isSafeReturnPath } from '../../src/domain/urls';
import type { ActingFor, DemoUser } from '../service/personas';

export type { ActingFor };

export const PERSONA_COOKIE = 'sf_demo_user';
/**
 * The ship-to chosen in the customer switcher, `<companyUserId>:<customerNumber>:<shipTo>`:
 * written by the demo's host script on `customer change` (the service has no ship-to call),
 * read when the next page is rendered, and only for that user and customer.
 */
export const SHIP_TO_COOKIE = 'sf_demo_ship_to';
/**
 * The demo header's 'With customer' switch (sales reps only): the company user id whose
 * pages are `withCustomer`, set and cleared by POST /demo/with-customer.
 */
export const WITH_CUSTOMER_COOKIE = 'sf_demo_with_customer';
/** Where the header's 'With customer' switch posts. */
export const WITH_CUSTOMER_PATH = '/demo/with-customer';
/** Where the header's Sign out posts. */
export const SIGN_OUT_PATH = '/demo/sign-out';


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
  salesRep?: boolean;
  cspNonce?: string;
  /** The signed-in user's name and e-mail: optional fields the project added (docs/runtime.md "Page data"). */
  userName?: string;
  userEmail?: string;
  /** The page was opened from a procurement system (HOST-CONTRACT section 13, docs/punchout.md). */
  punchout?: Punchout;
  /** A CMS preview (HOST-CONTRACT section 11): widgets show their `Settings to check` notes. */
  preview?: true;
};

export function isSignedIn(user: DemoUser): boolean {
  return user.companyUserId > 0;
}

export function buildPageContext(input: {
  user: DemoUser;
  origin: string;
  /** A token for the user; `withCustomer` goes into it so the service hides prices too. */
  issueToken: (companyUserId: number, options: { withCustomer: boolean }) => string;
  cspNonce?: string;
  /**
   * The customer the service has for the user (a sales rep's switch is stored there) and the
   * ship-to chosen in the switcher: the page renders them instead of the persona's own.
   */
  actingFor?: ActingFor | null;
  shipToChoice?: string | null;
  /** The header's 'With customer' switch is on (honoured for sales reps only). */
  withCustomerChoice?: boolean;
  /** A page of a punchout session: the context says so (its token comes from `issueToken`, bound to the session). */
  punchout?: Punchout | null;
  /** The page plays a CMS's preview of itself (the address's `?preview=1`). */
  preview?: boolean;
}): DemoPageContext {
  const { user, origin } = input;
  const context: DemoPageContext = {
    serviceUrl: `${origin}/api`,
    companyUserId: user.companyUserId,
    productImageUrl: `${origin}/images/`,
    warehouseCode: user.warehouseCode,
    withCustomer: user.withCustomer || (user.salesRep && input.withCustomerChoice === true),
    readOnly: user.readOnly,
  };
  // An anonymous visitor has no token, customer or ship-to (HOST-CONTRACT: "may be absent").
  if (isSignedIn(user)) {
    context.jwtToken = input.issueToken(user.companyUserId, { withCustomer: context.withCustomer });
    if (user.customer) context.customer = { ...user.customer };
    context.shipTo = user.shipTo;
    const acting = input.actingFor;
    if (acting) {
      context.userName = acting.user.name;
      context.userEmail = acting.user.email;
    }
    if (acting && acting.customer.customerNumber !== user.customer?.customerNumber) {
      context.customer = { ...acting.customer };
      context.warehouseCode = acting.warehouseCode;
      context.shipTo = acting.shipTos[0] ?? null;
    }
    const choice = input.shipToChoice;
    if (choice && (!acting || acting.shipTos.includes(choice))) context.shipTo = choice;
    if (user.salesRep) context.salesRep = true;
  }
  if (input.punchout && isSignedIn(user)) context.punchout = { ...input.punchout };
  if (input.cspNonce) context.cspNonce = input.cspNonce;
  if (input.preview) context.preview = true;
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

/** The ship-to cookie's choice for this user and customer, or null. */
export function shipToChoiceOf(req: IncomingMessage, companyUserId: number, customerNumber: string | undefined): string | null {
  const value = readCookies(req).get(SHIP_TO_COOKIE);
  if (!value || customerNumber === undefined) return null;
  const [user, customer, shipTo] = value.split(':');
  return user === String(companyUserId) && customer === customerNumber && shipTo ? shipTo : null;
}

/** Whether the 'With customer' switch is on for this user. */
export function withCustomerChoiceOf(req: IncomingMessage, companyUserId: number): boolean {
  return companyUserId > 0 && readCookies(req).get(WITH_CUSTOMER_COOKIE) === String(companyUserId);
}

/** The switch's cookie: on for this user, or cleared. */
export function withCustomerCookie(companyUserId: number | null): string {
  return companyUserId === null
    ? `${WITH_CUSTOMER_COOKIE}=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0`
    : `${WITH_CUSTOMER_COOKIE}=${companyUserId}; Path=/; SameSite=Lax; HttpOnly`;
}

export function personaCookie(key: string): string {
  return `${PERSONA_COOKIE}=${encodeURIComponent(key)}; Path=/; SameSite=Lax; HttpOnly`;
}

/** Clears the persona (or sign-in session) cookie: the next page is the anonymous visitor's. */
export function signedOutCookie(): string {
  return `${PERSONA_COOKIE}=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0`;
}

/** Clears the ship-to choice (host.js writes it, the server only clears it). */
export function clearedShipToCookie(): string {
  return `${SHIP_TO_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
}

/**
 * Only a path on this site may be a redirect target after signing in or switching persona
 * (the widgets' `isSafeReturnPath`, one rule for both sides); anything else goes home.
 */
export function safeReturnPath(value: string | null | undefined): string {
  return isSafeReturnPath(value) ? value : '/';
}
