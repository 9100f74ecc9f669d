/**
 * The procurement system's side of a punchout, for service tests: the OCI login and the cXML
 * setup over HTTP, the one-time start URL, and the page token the demo host would put in the
 * page context of the session's pages.
 */
import { expect } from 'vitest';
import { PUNCHOUT_ACCOUNTS, SUPPLIER_CREDENTIAL } from '../../demo-host/service/punchout/accounts';
import { setupRequest, type SetupRequestInput } from '../../demo-host/service/punchout/cxml';
import { attribute, child, parseXml, textOf } from '../../demo-host/service/punchout/xml';
import type { Harness } from './helpers';

export const OCI = PUNCHOUT_ACCOUNTS.find((a) => a.protocol === 'oci')!;
export const CXML = PUNCHOUT_ACCOUNTS.find((a) => a.protocol === 'cxml')!;
export const HOOK_URL = 'https://srm.buyer.example/sap/bc/gui/sap/its/bbpsc02/hook';
export const BROWSER_FORM_POST = 'https://p2p.buyer.example/punchout/return';

/** The OCI login as a procurement system's frame posts it; answers the raw response (not followed). */
export function ociLogin(h: Harness, fields: Record<string, string>, method: 'POST' | 'GET' = 'POST'): Promise<Response> {
  const form = new URLSearchParams(fields);
  return method === 'POST'
    ? fetch(`${h.baseUrl}/punchout/oci`, { method, body: form, redirect: 'manual' })
    : fetch(`${h.baseUrl}/punchout/oci?${form}`, { redirect: 'manual' });
}

export const OCI_FIELDS = { USERNAME: OCI.identity, PASSWORD: OCI.secret, HOOK_URL, '~TARGET': '_parent', '~OkCode': 'ADDI', '~CALLER': 'CTLG' };

/** Opens a one-time start URL: the session key of its redirect, or the refusal. */
export async function openStart(h: Harness, startUrl: string): Promise<{ status: number; location: string | null; key: string | null; text: string }> {
  const url = new URL(startUrl, h.baseUrl);
  const response = await fetch(`${h.baseUrl}${url.pathname}${url.search}`, { redirect: 'manual' });
  const location = response.headers.get('location');
  const key = location === null ? null : new URL(location, h.baseUrl).searchParams.get('punchout');
  return { status: response.status, location, key, text: await response.text() };
}

/** The page token of a session key, as the demo host renders it into the page context. */
export function pageToken(h: Harness, key: string): string {
  const page = h.service.punchout.page(key);
  if (page === null) throw new Error(`no live punchout session for key ${key}`);
  return page.token;
}

/** An OCI session from login to page token. */
export async function ociSession(h: Harness, fields: Record<string, string> = OCI_FIELDS): Promise<{ key: string; token: string }> {
  const login = await ociLogin(h, fields);
  expect(login.status).toBe(303);
  const started = await openStart(h, login.headers.get('location') ?? '');
  expect(started.status).toBe(303);
  return { key: started.key!, token: pageToken(h, started.key!) };
}

export type SetupAnswer = { httpStatus: number; contentType: string | null; code: number; text: string; message: string; startUrl: string | null; body: string };

/** Posts a cXML setup document and reads the answer's status and start page. */
export async function postSetup(h: Harness, xml: string, contentType = 'text/xml; charset=utf-8'): Promise<SetupAnswer> {
  const response = await fetch(`${h.baseUrl}/punchout/cxml`, { method: 'POST', headers: { 'Content-Type': contentType }, body: xml });
  const body = await response.text();
  const root = parseXml(body);
  const status = child(root, 'Response', 'Status');
  const url = textOf(child(root, 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL'));
  return {
    httpStatus: response.status,
    contentType: response.headers.get('content-type'),
    code: Number(attribute(status, 'code')),
    text: attribute(status, 'text') ?? '',
    message: textOf(status),
    startUrl: url === '' ? null : url,
    body,
  };
}

export function setupXml(overrides: Partial<SetupRequestInput> = {}): string {
  return setupRequest(new Date(), {
    from: { domain: CXML.domain, identity: CXML.identity },
    to: SUPPLIER_CREDENTIAL,
    sharedSecret: CXML.secret,
    operation: 'create',
    buyerCookie: 'requisition-7731 & "cart"',
    browserFormPost: BROWSER_FORM_POST,
    userEmail: 'sam@maplehollow.example',
    ...overrides,
  });
}

/** A cXML session from setup to page token. */
export async function cxmlSession(h: Harness, overrides: Partial<SetupRequestInput> = {}): Promise<{ key: string; token: string; answer: SetupAnswer }> {
  const answer = await postSetup(h, setupXml(overrides));
  expect([answer.code, answer.message]).toEqual([200, expect.stringMatching(/^OK/)]);
  const started = await openStart(h, answer.startUrl ?? '');
  expect(started.status).toBe(303);
  return { key: started.key!, token: pageToken(h, started.key!), answer };
}
