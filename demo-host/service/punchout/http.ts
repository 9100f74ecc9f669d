/**
 * The inbound legs of a punchout (docs/punchout.md), served beside `/api/`:
 *
 * - `POST /punchout/cxml`: a procurement system's server posts a PunchOutSetupRequest and gets
 *   a PunchOutSetupResponse: a one-time start URL, or a cXML status inside HTTP 200 (401 the
 *   credentials were not accepted, 406 the request cannot be used, 500 unknown user).
 * - `GET|POST /punchout/oci`: the buyer's browser (in the procurement system's frame) logs in
 *   with USERNAME, PASSWORD, HOOK_URL, ~TARGET, ~OkCode, ~CALLER, and is sent on to the start URL.
 * - `GET /punchout/start?token=`: the one-time start URL. It works once, within
 *   START_TOKEN_TTL_MS, and sends the frame to the storefront with the session key in the
 *   address (`?punchout=`), which the demo host's pages carry from then on. No cookie.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Core } from '../core';
import { readBody } from '../http/readBody';
import { CxmlRefusal, CXML_STATUS, readSetupRequest, setupResponse } from './cxml';
import { readOciLogin } from './oci';
import { setUpSession } from './setup';
import { parseXml, XmlRefused } from './xml';

export const PUNCHOUT_PREFIX = '/punchout/';
export const CXML_SETUP_PATH = '/punchout/cxml';
export const OCI_LOGIN_PATH = '/punchout/oci';
export const START_PATH = '/punchout/start';
/** The address parameter that carries the session key on the storefront's pages. */
export const SESSION_PARAM = 'punchout';

const MAX_BODY_BYTES = 1_000_000;
const HOST_HEADER = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export type PunchoutHttpOptions = {
  /** The storefront's origin for start URLs (`https://shop.example`). @default the request's Host, over http */
  origin?: string;
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A short page in the procurement system's frame: what went wrong and what to do. */
function sendPage(res: ServerResponse, status: number, title: string, message: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': "default-src 'none'",
  });
  res.end(`<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body><h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p></body></html>\n`);
}

function sendCxml(res: ServerResponse, body: string): void {
  // Procurement systems read the status inside the document: the HTTP status is 200 whatever it says.
  res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(body);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
  res.end();
}

/** The cXML document of a setup body: raw XML, or a form's `cxml-urlencoded` / `cxml-base64` field. */
function cxmlOf(body: string, contentType: string): string {
  if (!/application\/x-www-form-urlencoded/i.test(contentType)) return body;
  const form = new URLSearchParams(body);
  for (const [name, value] of form) {
    if (/^cxml-urlencoded$/i.test(name)) return value;
    if (/^cxml-base64$/i.test(name)) return Buffer.from(value, 'base64').toString('utf8');
  }
  return body;
}

export function createPunchoutHttp(core: Core, options: PunchoutHttpOptions = {}) {
  const originOf = (req: IncomingMessage): string => {
    if (options.origin) return options.origin.replace(/\/+$/, '');
    const host = req.headers.host;
    return host && HOST_HEADER.test(host) ? `http://${host}` : 'http://localhost';
  };

  async function cxmlSetup(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const now = core.now();
    if (req.method !== 'POST') {
      req.resume();
      res.writeHead(405, { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Post a cXML PunchOutSetupRequest here.');
      return;
    }
    let text: string;
    try {
      text = cxmlOf(await readBody(req, MAX_BODY_BYTES), req.headers['content-type'] ?? '');
    } catch (error) {
      sendCxml(res, setupResponse(now, CXML_STATUS.notAcceptable, error instanceof Error ? error.message : 'The request could not be read.'));
      return;
    }
    try {
      const request = readSetupRequest(parseXml(text));
      const account = core.punchout.account('cxml', request.from, request.sharedSecret);
      if (account === null) throw new CxmlRefusal(CXML_STATUS.unauthorized, 'The From credential and the shared secret were not accepted.');
      const result = setUpSession(core, {
        account,
        userEmail: request.userEmail,
        operation: request.operation,
        returnUrl: request.browserFormPost,
        target: '_top',
        echo: [],
        buyerCookie: request.buyerCookie,
        buyerCredentials: request.from,
        items: request.operation === 'create' ? [] : request.items,
      });
      if (!result.ok) throw new CxmlRefusal(CXML_STATUS.unknownUser, result.message);
      const said = result.problems.length === 0 ? 'OK' : `OK. ${result.problems.length} line(s) could not be restored: ${result.problems.join(' ')}`;
      sendCxml(res, setupResponse(now, CXML_STATUS.ok, said, `${originOf(req)}${START_PATH}?token=${result.startToken}`));
    } catch (error) {
      if (error instanceof XmlRefused) sendCxml(res, setupResponse(now, CXML_STATUS.notAcceptable, error.message));
      else if (error instanceof CxmlRefusal) sendCxml(res, setupResponse(now, error.status, error.message));
      else throw error;
    }
  }

  async function ociLogin(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'POST') {
      req.resume();
      res.writeHead(405, { Allow: 'GET, POST', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Open the catalogue from your purchasing system (OCI: GET or POST).');
      return;
    }
    const params = new URLSearchParams(url.search);
    if (req.method === 'POST') {
      for (const [name, value] of new URLSearchParams(await readBody(req, MAX_BODY_BYTES))) params.append(name, value);
    }
    const login = readOciLogin(params);
    if ('problem' in login) {
      sendPage(res, 400, 'The catalogue could not be opened', login.problem);
      return;
    }
    const account = core.punchout.account('oci', [{ domain: '', identity: login.username }], login.password);
    if (account === null) {
      sendPage(res, 401, 'The catalogue login was not accepted', 'Ask your purchasing system’s administrator to check the OCI user name and password this supplier gave them.');
      return;
    }
    const result = setUpSession(core, {
      account, userEmail: null, operation: 'create', returnUrl: login.hookUrl, target: login.target, echo: login.echo,
      buyerCookie: null, buyerCredentials: [], items: [],
    });
    if (!result.ok) {
      sendPage(res, 401, 'The catalogue login was not accepted', result.message);
      return;
    }
    // The password was in this request: the frame goes on by address, so a reload never sends it again.
    redirect(res, `${START_PATH}?token=${encodeURIComponent(result.startToken)}`);
  }

  function start(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      req.resume();
      res.writeHead(405, { Allow: 'GET', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Open the start URL your purchasing system was given.');
      return;
    }
    const started = core.punchout.start(url.searchParams.get('token') ?? '');
    if (!started.ok) {
      const why = started.reason === 'expired' ? 'has expired' : started.reason === 'used' ? 'was already used' : 'is not one this catalogue gave';
      sendPage(res, 410, 'This catalogue link cannot be opened', `The start link ${why}: each one opens the catalogue once, within a few minutes. Go back to your purchasing system and open the catalogue again.`);
      return;
    }
    const landing = started.session.operation === 'create' ? '/' : '/cart';
    redirect(res, `${landing}?${SESSION_PARAM}=${encodeURIComponent(started.key)}`);
  }

  /** Serves the punchout paths; false for any other. */
  return async function handle(req: IncomingMessage, res: ServerResponse, pathname: string, url: URL): Promise<boolean> {
    if (pathname === CXML_SETUP_PATH) await cxmlSetup(req, res);
    else if (pathname === OCI_LOGIN_PATH) await ociLogin(req, res, url);
    else if (pathname === START_PATH) start(req, res, url);
    else return false;
    return true;
  };
}
