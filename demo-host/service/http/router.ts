/**
 * The HTTP face of the service on plain node:http: `POST /api/<path>` for the service
 * calls (CORS with credentials for widgets on another origin, API key, token, body
 * validation, one transaction per call) and `GET /images/<size>/<name>` for the
 * generated product images.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import * as v from 'valibot';
import type { ServicePath } from '../../../src/contract/paths';
import { IMAGE_SIZES, type ImageSize } from '../../../src/domain/images';
import type { Caller } from '../access';
import { tokenFromHeader, type Auth } from '../auth';
import type { Core } from '../core';
import { ROUTES, isServicePath, type Route } from '../routes';
import { readBody } from './readBody';
import { ServiceHttpError, errorBody, type ErrorCode } from './errors';
import { contractAnswer, contractRequest, servedInContractOnly } from './contractOnly';
import { decideFault, type FaultOptions } from './faults';
import { createPunchoutHttp, PUNCHOUT_PREFIX } from '../punchout/http';

/** The fixed X-Api-Key value the widgets send (HOST-CONTRACT: a fixed value; hosts may override it in the page context). */
export const API_KEY = 'storefront-widgets';
export const API_PREFIX = '/api/';
export const IMAGES_PREFIX = '/images/';
const MAX_BODY_BYTES = 1_000_000;
const ALLOWED_HEADERS = 'Content-Type, X-Api-Key, Authorization, X-Sf-Fault';

export type RouterOptions = {
  core: Core;
  auth: Auth;
  dataDir: string;
  faults: FaultOptions | null;
  /** Honor the X-Sf-Fault header even without `faults`. */
  faultHeader: boolean;
  /**
   * Answer as a contract-only host: the project's added paths are 404, its added request
   * fields ignored and its added answer fields left out (docs/service.md). @default false
   */
  contractOnly?: boolean;
  /** In contract-only mode, the host's service has HOST-CONTRACT section 12's invoice payment calls. @default false */
  invoicePayments?: boolean;
  /** Accepted X-Api-Key values. @default [API_KEY] */
  apiKeys?: readonly string[];
  /** The storefront's origin for punchout start URLs (docs/punchout.md). @default the request's Host */
  punchoutOrigin?: string;
};

export type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(body);
}

function sendError(res: ServerResponse, code: ErrorCode, status: number, message: string, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}): void {
  send(res, status, JSON.stringify({ ...extra, ...errorBody(code, message) }), headers);
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  // Widgets call with credentials from a CDN origin: '*' is not allowed then, so echo it.
  return origin === undefined ? {} : { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' };
}


function describeIssues(path: string, issues: readonly v.BaseIssue<unknown>[]): string {
  const parts = issues.slice(0, 3).map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`);
  return `${path}: the request body is not valid. ${parts.join('; ')}.`;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function createRouter(options: RouterOptions): Handle {
  const { core, auth } = options;
  const apiKeys = options.apiKeys ?? [API_KEY];

  const callerOf = (req: IncomingMessage): Caller => {
    const token = tokenFromHeader(req.headers.authorization);
    const address = req.socket.remoteAddress ?? 'unknown';
    if (token === null) return { user: null, badToken: false, address };
    const claims = auth.verify(token);
    const user = claims === null ? null : core.access.userById(claims.companyUserId);
    if (user === null || user.status !== 'active') return { user: null, badToken: true, address };
    // A punchout page's token is good while its session is (docs/punchout.md).
    const punchout = claims?.punchoutSession === undefined ? undefined : core.punchout.byId(claims.punchoutSession);
    if (punchout === null || (punchout && punchout.companyUserId !== user.id)) return { user: null, badToken: true, address };
    return { user, badToken: false, address, withCustomer: claims?.withCustomer === true, ...(punchout ? { punchout } : {}) };
  };

  const run = <P extends ServicePath>(route: Route<P>, body: unknown, caller: Caller, path: P): unknown => {
    const parsed = v.safeParse(route.schema, body);
    if (!parsed.success) throw new ServiceHttpError('BadRequest', describeIssues(path, parsed.issues));
    // One transaction per call: a call that fails half-way leaves nothing behind.
    return core.db.transaction(() => route.handle(parsed.output, { core, caller }))();
  };

  const serveApi = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (req.method !== 'POST') {
      req.resume();
      sendError(res, 'MethodNotAllowed', 405, `${req.method ?? 'This method'} is not allowed: every service call is a POST with a JSON body.`, {
        ...cors,
        Allow: 'POST, OPTIONS',
      });
      return;
    }
    if (!isServicePath(path) || (options.contractOnly === true && !servedInContractOnly(path, { invoicePayments: options.invoicePayments === true }))) {
      req.resume();
      sendError(res, 'NotFound', 404, `There is no service path "${path}".`, cors);
      return;
    }
    const route = ROUTES[path] as Route<ServicePath>;
    const apiKey = req.headers['x-api-key'];
    if (route.beacon !== true && (typeof apiKey !== 'string' || !apiKeys.includes(apiKey))) {
      req.resume();
      sendError(res, 'Unauthorized', 401, `Missing or wrong X-Api-Key header: send "X-Api-Key: ${API_KEY}".`, cors);
      return;
    }
    const faultHeader = req.headers['x-sf-fault'];
    const fault = decideFault(options.faults, path, typeof faultHeader === 'string' ? faultHeader : undefined, options.faultHeader || options.faults !== null);
    let text: string;
    try {
      text = await readBody(req, MAX_BODY_BYTES, () => new ServiceHttpError('PayloadTooLarge', `The request body is larger than ${MAX_BODY_BYTES} bytes.`));
    } catch (error) {
      const status = error instanceof ServiceHttpError ? error : new ServiceHttpError('BadRequest', 'The request body could not be read.');
      sendError(res, status.code, status.status, status.message, cors);
      return;
    }
    if (fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault.outcome === 'drop') {
      req.socket.destroy();
      return;
    }
    if (fault.outcome === 'error') {
      sendError(res, 'InternalError', 500, `Injected fault: ${path} failed on purpose (fault mode).`, cors);
      return;
    }
    if (fault.outcome === 'malformed') {
      send(res, 200, '{"items": [{"itemId": 1, "itemName": "trunc', cors);
      return;
    }
    let body: unknown;
    try {
      body = text.trim() === '' ? undefined : JSON.parse(text);
    } catch {
      sendError(res, 'BadRequest', 400, `${path}: the request body is not valid JSON.`, cors);
      return;
    }
    try {
      if (route.setsPassword === true) await core.passwords.ready();
      const contractOnly = options.contractOnly === true;
      const answer = run(route, contractOnly ? contractRequest(body) : body, callerOf(req), path);
      send(res, 200, JSON.stringify(contractOnly ? contractAnswer(path, answer) : answer), cors);
    } catch (error) {
      if (error instanceof ServiceHttpError) {
        // Retry-After must be readable by widgets on another origin.
        const exposed: Record<string, string> = Object.keys(error.headers).length > 0 && cors['Access-Control-Allow-Origin'] ? { 'Access-Control-Expose-Headers': Object.keys(error.headers).join(', ') } : {};
        sendError(res, error.code, error.status, error.message, { ...cors, ...error.headers, ...exposed }, error.extra);
        return;
      }
      console.error(`[service] ${path} failed:`, error);
      sendError(res, 'InternalError', 500, `${path} failed on the server. Try again; if it keeps failing, contact customer service.`, cors);
    }
  };

  const serveImage = async (req: IncomingMessage, res: ServerResponse, rest: string): Promise<void> => {
    const [size, name, ...extra] = rest.split('/');
    const valid = extra.length === 0 && IMAGE_SIZES.includes(size as ImageSize) && name !== undefined && /^[\w.-]+\.svg$/.test(name) && !name.startsWith('.');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    if (!valid) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
      res.end('No such image.');
      return;
    }
    try {
      const svg = await readFile(join(options.dataDir, 'images', size as string, name));
      res.writeHead(200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=3600',
        'Access-Control-Allow-Origin': '*',
        // Generated SVGs are images, never documents: no scripts even if opened directly.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      res.end(req.method === 'HEAD' ? undefined : svg);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
      res.end('No such image.');
    }
  };

  const punchout = createPunchoutHttp(core, options.punchoutOrigin === undefined ? {} : { origin: options.punchoutOrigin });

  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://service.invalid');
    const raw = url.pathname;
    let pathname = raw;
    try {
      pathname = decodeURIComponent(raw);
    } catch {
      // A malformed escape cannot name a path or an image: answer it as unknown below.
    }
    if (pathname.startsWith(API_PREFIX) || pathname === '/api') {
      await serveApi(req, res, pathname.slice(API_PREFIX.length));
      return true;
    }
    if (pathname.startsWith(IMAGES_PREFIX)) {
      await serveImage(req, res, pathname.slice(IMAGES_PREFIX.length));
      return true;
    }
    if (pathname.startsWith(PUNCHOUT_PREFIX)) {
      try {
        return await punchout(req, res, pathname, url);
      } catch (error) {
        console.error(`[service] ${pathname} failed:`, error);
        if (!res.headersSent) {
          res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end(`${pathname} failed on the server. Try again from your purchasing system.`);
        }
        return true;
      }
    }
    return false;
  };
}
