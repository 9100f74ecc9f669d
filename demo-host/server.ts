/**
 * The demo server: one node:http listener that serves the reference service (`/api/*`,
 * `/images/*`), the built widgets (`/widgets/*`, with CORS so another origin may load
 * them), the host's static files (`/demo/static/*`) and the CMS-like demo pages. Optionally
 * a second listener serves only the widgets, so pages load them cross-origin as from a CDN.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createService } from './service';
import { readBody } from './service/http/readBody';
import { CARD_FORM_PATH } from './service/gateway/cardGateway';
import { createCatalog } from './pages/catalog';
import {
  anonymousUser, buildPageContext, isSignedIn, LOGIN_SESSION_PREFIX, PERSONA_COOKIE, personaCookie, personaOf, readCookies, safeReturnPath,
  shipToChoiceOf, clearedShipToCookie, SIGN_OUT_PATH, signedOutCookie, WITH_CUSTOMER_PATH, withCustomerChoiceOf, withCustomerCookie,
} from './pages/context';
import { loginPage } from './pages/accountPages';
import { APPROVE_PATH, DEMO_LOGINS_URL, ownOriginCsp, SIGN_IN_PATH } from './pages/loginPages';
import { notFoundPage } from './pages/homePage';
import { CSP_REPORT_PATH, hostileCspHeaders } from './pages/hostilePage';
import { needsOf, originOf as originOfUrl } from './pages/csp';
import type { PageEnv, PageResult } from './pages/page';
import { matchRoute, type Route } from './pages/routes';
import { serveStatic } from './pages/staticFiles';
import { entriesLoadedBy, widgetAssets } from './pages/widgets';
import { SESSION_PARAM } from './service/punchout/http';
import { punchoutEndedPage } from './pages/punchoutPages';
import { handleProcurement } from './pages/procurement';

type ServiceOptions = Parameters<typeof createService>[0];

export type DemoServerOptions = {
  /** 0 picks a free port. */
  port: number;
  /** @default every interface, so both http://localhost and http://127.0.0.1 reach it */
  host?: string;
  /** Holds storefront.sqlite and the generated images; created and seeded when empty. */
  dataDir: string;
  /** Rebuild the database even when it exists. */
  rebuild?: boolean;
  /** Fault injection for the service (SF_FAULTS), passed through to createService. */
  faults?: ServiceOptions['faults'];
  /** Contract-only mode (SF_CONTRACT_ONLY=1), passed through to createService. */
  contractOnly?: boolean;
  /**
   * In contract-only mode, the host's service has HOST-CONTRACT section 12's invoice payment
   * calls (SF_PAY_INVOICES=1), passed through to createService; the statement pages then carry
   * `data-pay-online`. Outside contract-only mode both are always on.
   */
  invoicePayments?: boolean;
  /** Seed of the generated catalogue, passed through to createService. */
  seed?: ServiceOptions['seed'];
  /** The built widget entries. @default <repo>/dist/widgets */
  widgetsDir?: string;
  /** Origin pages load the widgets from (`<origin>/widgets/…`), e.g. a CDN. @default this server */
  widgetsOrigin?: string;
  /** Also serve the widgets on this port (0: a free one) and load them from there, cross-origin. */
  widgetsPort?: number;
  /**
   * Port of the card gateway's hosted form, its own origin (0: a free one). The main maps
   * CARD_FORM_PORT to it (default PORT + 1). @default 0
   */
  cardFormPort?: number;
  /** Origin the checkout loads the card form from when it is not http://localhost:<cardFormPort> (a proxy). */
  cardFormOrigin?: string;
};

export type DemoServer = {
  /** The demo's address, with a trailing slash: "http://localhost:3000/". */
  url: string;
  /** Where pages load the widgets from, e.g. "/widgets" or "http://localhost:3001/widgets". */
  widgetsBase: string;
  /** The hosted card form's address, on its own origin: "http://localhost:3001/card-form". */
  cardFormUrl: string;
  /** Whether this start created and seeded the database (false: an existing one was reused). */
  seeded: boolean;
  /** The Content-Security-Policy violation reports the strict pages' browsers sent, oldest first. */
  cspReports(): readonly CspReport[];
  close(): Promise<void>;
};

/** One report as the browser posts it to `report-uri` (the object inside `{"csp-report": …}`). */
export type CspReport = {
  'document-uri'?: string;
  'violated-directive'?: string;
  'effective-directive'?: string;
  'blocked-uri'?: string;
  disposition?: string;
  [field: string]: unknown;
};

/** At most this many reports are kept (the oldest go first). */
const MAX_CSP_REPORTS = 500;

/** The repository root: the nearest folder above this file with a package.json (works bundled or not). */
export function findRepoRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`demo host: no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

const HOST_HEADER = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}


/** The demo's own forms (sign-in, persona, approval) are a few fields. */
const FORM_BODY_LIMIT = 8192;
/** A violation report is a few hundred bytes (its sample is at most 40 characters). */
const CSP_REPORT_BODY_LIMIT = 16_384;

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const root = findRepoRoot();
  const widgetsDir = options.widgetsDir ?? path.join(root, 'dist/widgets');
  const staticDir = path.join(root, 'demo-host/static');
  let cardFormPort = 0;
  const cardFormUrl = () => `${options.cardFormOrigin?.replace(/\/+$/, '') ?? `http://localhost:${cardFormPort}`}${CARD_FORM_PATH}`;
  const service = await createService({
    cardFormUrl,
    dataDir: options.dataDir,
    rebuild: options.rebuild,
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.faults !== undefined ? { faults: options.faults } : {}),
    ...(options.contractOnly === true ? { contractOnly: true } : {}),
    ...(options.invoicePayments === true ? { invoicePayments: true } : {}),
  });
  /** Whether the service pays invoices (HOST-CONTRACT 12): the statement pages offer it only then. */
  const payInvoices = options.contractOnly !== true || options.invoicePayments === true;
  const catalog = createCatalog(service.db, service.catalog);
  const anonymous = anonymousUser(service.users);

  let port = 0;
  let widgetsPort: number | null = null;
  const fixedWidgetsOrigin = options.widgetsOrigin?.replace(/\/+$/, '') ?? null;

  const originOf = (req: IncomingMessage): string => {
    const host = req.headers.host;
    return host && HOST_HEADER.test(host) ? `http://${host}` : `http://localhost:${port}`;
  };
  /** Absolute origin of the widgets when they come from elsewhere; null when from this origin. */
  const widgetsOriginFor = (origin: string): string | null => {
    if (fixedWidgetsOrigin) return fixedWidgetsOrigin;
    if (widgetsPort === null) return null;
    const url = new URL(origin);
    url.port = String(widgetsPort);
    return url.origin;
  };

  async function switchUser(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      sendText(res, 405, 'Use the demo user menu (POST).', { Allow: 'POST' });
      return;
    }
    const form = new URLSearchParams(await readBody(req, FORM_BODY_LIMIT));
    const user = service.users.find((u) => u.key === form.get('user')) ?? anonymous;
    res.writeHead(303, {
      Location: safeReturnPath(form.get('returnTo')),
      'Set-Cookie': personaCookie(user.key),
      'Cache-Control': 'no-store',
    });
    res.end();
  }

  /**
   * POST /demo/with-customer: the header's 'With customer' switch. `withCustomer=on` makes the
   * sales rep's pages `withCustomer` (prices hidden by the widgets and the service), its
   * absence turns that off; back to `returnTo` either way.
   */
  async function switchWithCustomer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      sendText(res, 405, "Use the header's With customer switch (POST).", { Allow: 'POST' });
      return;
    }
    const form = new URLSearchParams(await readBody(req, FORM_BODY_LIMIT));
    const user = personaOf(req, service.users, (session) => service.logins.userOfSession(session));
    const on = form.get('withCustomer') === 'on' && user.salesRep;
    res.writeHead(303, {
      Location: safeReturnPath(form.get('returnTo')),
      'Set-Cookie': withCustomerCookie(on ? user.companyUserId : null),
      'Cache-Control': 'no-store',
    });
    res.end();
  }

  /**
   * POST /demo/sign-out: the header's Sign out. A password sign-in's session is ended in the
   * service (its cookie and every page token issued for it stop working, in every tab); a
   * persona has no session there, so only its cookie goes. The With customer and ship-to
   * choices go too. Back to the home page, signed out.
   */
  async function signOut(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      sendText(res, 405, "Sign out with the header's Sign out button (POST).", { Allow: 'POST' });
      return;
    }
    await readBody(req, FORM_BODY_LIMIT);
    const cookie = readCookies(req).get(PERSONA_COOKIE);
    if (cookie?.startsWith(LOGIN_SESSION_PREFIX)) service.logins.endSession(cookie.slice(LOGIN_SESSION_PREFIX.length));
    res.writeHead(303, {
      Location: '/',
      'Set-Cookie': [signedOutCookie(), withCustomerCookie(null), clearedShipToCookie()],
      'Cache-Control': 'no-store',
    });
    res.end();
  }

  /** POST /demo/sign-in: email and password of a login made through Create login. */
  async function signIn(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      sendText(res, 405, 'Sign in with the form on /login (POST).', { Allow: 'POST' });
      return;
    }
    const form = new URLSearchParams(await readBody(req, FORM_BODY_LIMIT));
    const returnTo = safeReturnPath(form.get('returnTo'));
    const email = form.get('email') ?? '';
    const result = service.logins.signIn(email, form.get('password') ?? '', req.socket.remoteAddress ?? 'unknown');
    if (!result.ok) {
      // The /login page again, in this answer with the failure's status (401 for an unknown
      // address and a wrong password alike, 429 + Retry-After when limited): nothing of the
      // form goes into an address, and the password is never written back.
      const failure = { message: result.message, email: email.trim(), status: result.status, ...(result.retryAfterS !== undefined ? { retryAfterS: result.retryAfterS } : {}) };
      const loginUrl = new URL(`/login?returnTo=${encodeURIComponent(returnTo)}`, 'http://localhost');
      await renderPage(req, res, loginUrl, { render: (env) => loginPage(env, failure) });
      return;
    }
    res.writeHead(303, {
      Location: returnTo,
      'Set-Cookie': personaCookie(LOGIN_SESSION_PREFIX + service.logins.sessionFor(result.companyUserId)),
      'Cache-Control': 'no-store',
    });
    res.end();
  }

  /** POST /demo/approve-login: the demo administrator approves a pending login. */
  async function approveLogin(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      sendText(res, 405, 'Approve from /demo/logins (POST).', { Allow: 'POST' });
      return;
    }
    const id = Number(new URLSearchParams(await readBody(req, FORM_BODY_LIMIT)).get('companyUserId'));
    const approved = Number.isInteger(id) && service.logins.approve(id);
    res.writeHead(303, { Location: approved ? `${DEMO_LOGINS_URL}?approved=${id}` : DEMO_LOGINS_URL, 'Cache-Control': 'no-store' });
    res.end();
  }

  const cspReports: CspReport[] = [];

  /** POST /demo/csp-reports: a browser's violation report (kept in memory); GET: the reports as JSON. */
  async function collectCspReport(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(cspReports, null, 2));
      return;
    }
    if (req.method !== 'POST') {
      sendText(res, 405, 'Browsers POST violation reports here.', { Allow: 'GET, POST' });
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readBody(req, CSP_REPORT_BODY_LIMIT));
    } catch {
      sendText(res, 400, 'Not a CSP violation report.');
      return;
    }
    const report = parsed && typeof parsed === 'object' && 'csp-report' in parsed ? (parsed as { 'csp-report': unknown })['csp-report'] : null;
    if (!report || typeof report !== 'object') {
      sendText(res, 400, 'Not a CSP violation report.');
      return;
    }
    cspReports.push(report as CspReport);
    if (cspReports.length > MAX_CSP_REPORTS) cspReports.shift();
    res.writeHead(204, { 'Cache-Control': 'no-store' });
    res.end();
  }

  /** Renders the route of `url`, or `answer` (a page rendered in answer to a form POST). */
  async function renderPage(req: IncomingMessage, res: ServerResponse, url: URL, answer?: Route): Promise<void> {
    if (answer === undefined && req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const origin = originOf(req);
    // A page of a punchout session (docs/punchout.md): the session key in the address says
    // who shops, never a cookie (the procurement system frames these pages from another site).
    const punchoutKey = url.searchParams.get(SESSION_PARAM);
    const punchout = punchoutKey === null ? null : service.punchout.page(punchoutKey);
    const route = answer ?? (punchoutKey !== null && punchout === null ? { render: punchoutEndedPage } : matchRoute(url.pathname));
    // A page with a secret in its address loads its widgets from this origin only.
    const widgetsOrigin = route?.tokenInAddress ? null : widgetsOriginFor(origin);
    const nonce = route?.csp || route?.tokenInAddress ? randomBytes(16).toString('base64') : undefined;
    const user = punchout?.user ?? (punchoutKey !== null ? anonymous : personaOf(req, service.users, (session) => service.logins.userOfSession(session)));
    // The customer the service has stored for the user: a switch made in place is what the next page shows.
    const actingFor = isSignedIn(user) && !punchout ? service.actingFor(user.companyUserId) : null;
    const shipToChoice = isSignedIn(user) && !punchout
      ? shipToChoiceOf(req, user.companyUserId, actingFor?.customer.customerNumber ?? user.customer?.customerNumber)
      : null;
    const env: PageEnv = {
      url: new URL(url.pathname + url.search, origin),
      user,
      users: service.users,
      context: buildPageContext({
        user,
        origin,
        // A punchout page's token is bound to its session; a password sign-in's pages get tokens
        // of its session (signing out ends them too).
        issueToken: punchout ? () => punchout.token : (id, claims) => service.auth.issueToken(id, { ...claims, session: user.session }),
        actingFor,
        shipToChoice,
        withCustomerChoice: !punchout && withCustomerChoiceOf(req, user.companyUserId),
        punchout: punchout?.punchout ?? null,
        preview: url.searchParams.get('preview') === '1',
        ...(nonce ? { cspNonce: nonce } : {}),
      }),
      ...(nonce ? { nonce } : {}),
      widgets: widgetAssets(widgetsDir, `${widgetsOrigin ?? ''}/widgets`, { integrity: route?.integrity ?? false }),
      catalog,
      payInvoices,
      logins: service.logins,
      ...(route?.tokenInAddress ? { tokenInAddress: true } : {}),
      ...(punchout ? { punchout } : {}),
    };
    const result: PageResult = route ? await route.render(env) : notFoundPage(env);
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      // The page context carries the persona's token: never cache a page.
      'Cache-Control': 'no-store',
      Vary: 'Cookie',
      'X-Content-Type-Options': 'nosniff',
      // A secret in the address (the reset link, a punchout session's key) goes to nobody, not even this origin's files.
      'Referrer-Policy': route?.tokenInAddress || punchoutKey !== null ? 'no-referrer' : 'same-origin',
      // A punchout page is framed by its procurement system only.
      ...(punchout && !nonce ? { 'Content-Security-Policy': `frame-ancestors ${punchout.buyerOrigin}` } : {}),
      ...result.headers,
    };
    const body = result.body.toString();
    if (nonce && route?.tokenInAddress) headers['Content-Security-Policy'] = ownOriginCsp(nonce);
    else if (nonce) {
      Object.assign(
        headers,
        hostileCspHeaders({
          nonce,
          needs: needsOf(entriesLoadedBy(body, env.widgets), env.widgets.manifest()),
          importMap: env.widgets.integrity !== undefined,
          origins: {
            widgets: originOfUrl(env.widgets.base, origin),
            service: originOfUrl(env.context.serviceUrl, origin),
            images: originOfUrl(env.context.productImageUrl, origin),
            cardForm: originOfUrl(cardFormUrl(), origin),
          },
          query: url.searchParams,
          ...(punchout ? { frameAncestors: [punchout.buyerOrigin] } : {}),
        }),
      );
    }
    res.writeHead(result.status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { pathname } = url;
    if (pathname.startsWith('/api/') || pathname.startsWith('/images/')) {
      if (!(await service.handle(req, res))) sendText(res, 404, `Not found: ${pathname}`);
      return;
    }
    if (pathname.startsWith('/widgets/')) {
      serveStatic(req, res, widgetsDir, pathname.slice('/widgets/'.length), { cors: true });
      return;
    }
    if (pathname.startsWith('/demo/static/')) {
      serveStatic(req, res, staticDir, pathname.slice('/demo/static/'.length));
      return;
    }
    // The embed builder for editors and the build's description of the widgets it reads,
    // served as a host would serve dist/: editor/, meta/ and widgets/ side by side.
    if (pathname === '/editor') {
      res.writeHead(302, { Location: `/editor/${url.search}` }).end();
      return;
    }
    if (pathname.startsWith('/editor/')) {
      serveStatic(req, res, path.join(widgetsDir, '../editor'), pathname.slice('/editor/'.length) || 'index.html');
      return;
    }
    if (pathname.startsWith('/meta/')) {
      serveStatic(req, res, path.join(widgetsDir, '../meta'), pathname.slice('/meta/'.length), { cors: true });
      return;
    }
    if (pathname === '/favicon.ico') {
      serveStatic(req, res, staticDir, 'favicon.svg');
      return;
    }
    if (pathname === '/demo/switch-user') {
      await switchUser(req, res);
      return;
    }
    if (pathname === WITH_CUSTOMER_PATH) {
      await switchWithCustomer(req, res);
      return;
    }
    if (pathname === SIGN_IN_PATH) {
      await signIn(req, res);
      return;
    }
    if (pathname === SIGN_OUT_PATH) {
      await signOut(req, res);
      return;
    }
    if (pathname === CSP_REPORT_PATH) {
      await collectCspReport(req, res);
      return;
    }
    if (pathname === APPROVE_PATH) {
      await approveLogin(req, res);
      return;
    }
    if (pathname.startsWith('/punchout/')) {
      if (!(await service.handle(req, res))) sendText(res, 404, `Not found: ${pathname}`);
      return;
    }
    if (await handleProcurement(req, res, pathname, originOf(req))) return;
    await renderPage(req, res, url);
  }

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`demo host: ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) sendText(res, 500, 'The demo server failed on this request; see its console.');
      else res.destroy();
    });
  };

  const server = createServer(onRequest);
  const servers = [server];
  try {
    port = await listen(server, options.port, options.host);
    if (options.widgetsPort !== undefined) {
      // A second origin that serves nothing but the widgets, as a CDN would.
      const cdn = createServer((req, res) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (pathname.startsWith('/widgets/')) serveStatic(req, res, widgetsDir, pathname.slice('/widgets/'.length), { cors: true });
        else sendText(res, 404, 'This origin serves only /widgets/.', { 'Access-Control-Allow-Origin': '*' });
      });
      servers.push(cdn);
      widgetsPort = await listen(cdn, options.widgetsPort, options.host);
    }
    // The card gateway's own origin: the checkout frames its form, never reads it.
    const gateway = createServer((req, res) => {
      service.cardGateway.handle(req, res).then(
        (served) => {
          if (!served) sendText(res, 404, `This origin serves only the card form (${CARD_FORM_PATH}).`);
        },
        (error: unknown) => {
          console.error(`card form: ${req.method} ${req.url} failed:`, error);
          if (!res.headersSent) sendText(res, 500, 'The card form failed on this request.');
        },
      );
    });
    servers.push(gateway);
    cardFormPort = await listen(gateway, options.cardFormPort ?? 0, options.host);
  } catch (error) {
    await Promise.all(servers.map(closeServer));
    service.close();
    throw error;
  }

  const url = `http://localhost:${port}/`;
  return {
    url,
    widgetsBase: `${widgetsOriginFor(`http://localhost:${port}`) ?? ''}/widgets`,
    cardFormUrl: cardFormUrl(),
    seeded: service.seeded !== null,
    cspReports: () => [...cspReports],
    close: async () => {
      await Promise.all(servers.map(closeServer));
      service.close();
    },
  };
}
