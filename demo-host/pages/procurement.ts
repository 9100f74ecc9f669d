/**
 * The demo procurement simulator (docs/punchout.md, docs/demo-host.md): a page that plays a
 * buyer's procurement system. It starts either round trip, frames the storefront from another
 * site the way SAP SRM, Coupa or Ariba do, and shows what came back.
 *
 * - `GET /demo/procurement`: the start forms and an empty catalogue frame.
 * - OCI: the browser posts the login (USERNAME, PASSWORD, HOOK_URL, ~TARGET, ~OkCode, ~CALLER)
 *   into the frame, to the storefront's `/punchout/oci`.
 * - `POST /demo/procurement/cxml`: the simulator's server posts a PunchOutSetupRequest
 *   (create, or edit / inspect with the cart that came back as ItemOut) to the storefront's
 *   `/punchout/cxml` and frames the start page it answers, or shows the status it refused with.
 * - `POST /demo/procurement/return`: HOOK_URL and BrowserFormPost: the transfer lands here
 *   (the whole page, `_top`), and the page lists the fields, the parsed lines and the total.
 *
 * The storefront runs in the frame on the other host name of this server (localhost and
 * 127.0.0.1 are different sites to a browser), so nothing there can lean on a cookie.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatPrice } from '../../src/domain/price';
import { roundToCents } from '../../src/domain/money';
import { PUNCHOUT_ACCOUNTS, SUPPLIER_CREDENTIAL } from '../service/punchout/accounts';
import { CXML_FIELD, readOrderMessage, setupRequest, type ReceivedOrderMessage } from '../service/punchout/cxml';
import { CXML_SETUP_PATH, OCI_LOGIN_PATH } from '../service/punchout/http';
import { attribute, child, parseXml, textOf } from '../service/punchout/xml';
import { readBody } from '../service/http/readBody';
import { html, type SafeHtml } from './html';

export const PROCUREMENT_PATH = '/demo/procurement';
export const PROCUREMENT_CXML_PATH = '/demo/procurement/cxml';
export const PROCUREMENT_RETURN_PATH = '/demo/procurement/return';

const OCI = PUNCHOUT_ACCOUNTS.find((a) => a.protocol === 'oci');
const CXML = PUNCHOUT_ACCOUNTS.find((a) => a.protocol === 'cxml');
const BODY_LIMIT = 2_000_000;

/** Requisitioners the cXML start may name (the UserEmail extrinsic). */
const REQUISITIONERS = [
  { email: '', label: 'Dana Whitfield (the account’s login)' },
  { email: 'sam@maplehollow.example', label: 'Sam Reyes (sam@maplehollow.example)' },
  { email: 'nobody@maplehollow.example', label: 'Someone the supplier does not know (status 500)' },
] as const;

/** The storefront's origin as the simulator frames it: this server under its other host name, a different site. */
export function catalogueOrigin(origin: string): string {
  const url = new URL(origin);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  else if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  return url.origin;
}

/** What the frame shows before a round trip starts (an OCI login then loads into it). */
const IDLE_FRAME =
  '<!doctype html><html lang="en"><body style="margin:0;padding:16px;display:grid;place-items:center;min-height:100vh;box-sizing:border-box;text-align:center;font:15px system-ui,sans-serif;color:#4a5566">' +
  '<p>Start a round trip above: the supplier’s catalogue opens here.</p></body></html>';

type SetupShown = { status: number; text: string; message: string; request: string; response: string; startUrl: string | null };
type Returned = { fields: [string, string][]; protocol: 'oci' | 'cxml'; message: ReceivedOrderMessage | null; cxml: string | null; problem: string | null };
type View = { origin: string; setup?: SetupShown; returned?: Returned };

type OciLine = { n: number; vendorMat: string; description: string; quantity: number; unit: string; price: number; currency: string; leadTime: string; productId: string; longText: string };

/** The OCI fields as lines, by their index. */
function ociLines(fields: readonly [string, string][]): OciLine[] {
  const byIndex = new Map<number, Map<string, string>>();
  for (const [name, value] of fields) {
    const match = /^NEW_ITEM-([A-Z_]+)\[(\d+)\]$/.exec(name) ?? /^NEW_ITEM-(LONGTEXT)_(\d+):132\[\]$/.exec(name);
    if (!match) continue;
    const n = Number(match[2]);
    if (!byIndex.has(n)) byIndex.set(n, new Map());
    byIndex.get(n)?.set(match[1] ?? '', value);
  }
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([n, f]) => ({
      n,
      vendorMat: f.get('VENDORMAT') ?? '',
      description: f.get('DESCRIPTION') ?? '',
      quantity: Number(f.get('QUANTITY') ?? 0),
      unit: f.get('UNIT') ?? '',
      price: Number(f.get('PRICE') ?? 0) / Number(f.get('PRICEUNIT') ?? 1),
      currency: f.get('CURRENCY') ?? '',
      leadTime: f.get('LEADTIME') ?? '',
      productId: f.get('EXT_PRODUCT_ID') ?? '',
      longText: f.get('LONGTEXT') ?? '',
    }));
}

function returnedSection(returned: Returned): SafeHtml {
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  let lines: SafeHtml;
  let summary: SafeHtml;
  if (returned.protocol === 'oci') {
    const oci = ociLines(returned.fields);
    const total = roundToCents(oci.reduce((sum, l) => sum + l.quantity * l.price, 0));
    const okCode = returned.fields.find(([name]) => name === '~OkCode')?.[1] ?? '';
    summary = html`<p>OCI: ${count(oci.length, 'line')}, <code>~OkCode</code> ${okCode}. Total <strong>${formatPrice(total)}</strong> (quantity x price per line).</p>`;
    lines = html`<table class="p2p__table"><caption>Requisition lines</caption>
<thead><tr><th scope="col">Line</th><th scope="col">Vendor material</th><th scope="col">Description</th><th scope="col">Quantity</th><th scope="col">Unit</th><th scope="col">Price</th><th scope="col">Line total</th><th scope="col">Lead time (days)</th><th scope="col">Long text</th></tr></thead>
<tbody>${oci.map(
      (l) => html`<tr><td>${l.n}</td><td>${l.vendorMat}</td><td>${l.description}</td><td>${l.quantity}</td><td>${l.unit}</td><td>${formatPrice(l.price)} ${l.currency}</td><td>${formatPrice(roundToCents(l.quantity * l.price))}</td><td>${l.leadTime}</td><td class="p2p__longtext">${l.longText}</td></tr>`,
    )}</tbody></table>`;
  } else if (returned.message) {
    const m = returned.message;
    summary = html`<p>cXML PunchOutOrderMessage: ${count(m.items.length, 'line')}, BuyerCookie <code>${m.buyerCookie}</code>, operationAllowed <code>${m.operationAllowed}</code>. Total <strong>${formatPrice(m.total)}</strong> ${m.currency}.</p>`;
    lines = html`<table class="p2p__table"><caption>Requisition lines</caption>
<thead><tr><th scope="col">Line</th><th scope="col">SupplierPartID</th><th scope="col">Description</th><th scope="col">Quantity</th><th scope="col">Unit</th><th scope="col">Unit price</th><th scope="col">Line total</th><th scope="col">Kit</th><th scope="col">SupplierPartAuxiliaryID</th></tr></thead>
<tbody>${m.items.map(
      (i) => html`<tr><td>${i.lineNumber}</td><td>${i.supplierPartId}</td><td>${i.description}</td><td>${i.quantity}</td><td>${i.unit}</td><td>${formatPrice(i.unitPrice)} ${i.currency}</td><td>${formatPrice(roundToCents(i.quantity * i.unitPrice))}</td><td>${i.kitName ?? ''}</td><td><code>${i.auxiliaryId}</code></td></tr>`,
    )}</tbody></table>
<div class="p2p__again">
${(['edit', 'inspect'] as const).map(
      (operation) => html`<form method="post" action="${PROCUREMENT_CXML_PATH}">
  <input type="hidden" name="operation" value="${operation}">
  <input type="hidden" name="cart" value="${returned.cxml ?? ''}">
  <button type="submit">${operation === 'edit' ? 'Edit this cart in the catalogue' : 'Inspect this cart in the catalogue'}</button>
</form>`,
    )}
</div>`;
  } else {
    summary = html`<p class="p2p__problem">The cXML that came back could not be read: ${returned.problem ?? 'no cxml-urlencoded field'}.</p>`;
    lines = html``;
  }
  return html`<section class="p2p__section" aria-labelledby="returned-heading">
<h2 id="returned-heading">What came back</h2>
${summary}
${lines}
<details><summary>Every field as posted (${returned.fields.length})</summary>
<table class="p2p__table"><caption>Posted fields, in order</caption><thead><tr><th scope="col">Name</th><th scope="col">Value</th></tr></thead>
<tbody>${returned.fields.map(([name, value]) => html`<tr><td><code>${name}</code></td><td class="p2p__value">${name === CXML_FIELD ? `${value.length} characters of cXML (below)` : value}</td></tr>`)}</tbody></table>
</details>
${returned.cxml ? html`<details><summary>The PunchOutOrderMessage</summary><pre class="p2p__xml">${returned.cxml}</pre></details>` : ''}
</section>`;
}

function setupSection(setup: SetupShown): SafeHtml {
  return html`<section class="p2p__section" aria-labelledby="setup-heading">
<h2 id="setup-heading">cXML setup</h2>
<p class="${setup.status === 200 ? '' : 'p2p__problem'}">The catalogue answered status <strong>${setup.status} ${setup.text}</strong>: ${setup.message}</p>
<details><summary>PunchOutSetupRequest sent</summary><pre class="p2p__xml">${setup.request}</pre></details>
<details><summary>PunchOutSetupResponse received</summary><pre class="p2p__xml">${setup.response}</pre></details>
</section>`;
}

export function procurementPage(view: View): string {
  const catalogue = catalogueOrigin(view.origin);
  const hook = `${view.origin}${PROCUREMENT_RETURN_PATH}`;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/demo/static/favicon.svg" type="image/svg+xml">
<title>Procurement simulator · GreenSource Supply demo</title>
<link rel="stylesheet" href="/demo/static/procurement.css">
</head>
<body>
<header class="p2p__bar"><p class="p2p__brand">Maple Hollow purchasing <span>(a procurement simulator)</span></p><a href="/">Back to the storefront demo</a></header>
<main class="p2p__main">
<h1>Procurement simulator</h1>
<p>This page plays a buyer’s procurement system (SAP SRM, Coupa, Ariba). It opens the GreenSource Supply catalogue in a frame from another site, <code>${catalogue}</code>, the way those systems do, and shows what comes back when the buyer presses <strong>Transfer cart</strong>. The legs are described in the repository’s docs/punchout.md.</p>
<section class="p2p__section" aria-labelledby="start-heading">
<h2 id="start-heading">Start a round trip</h2>
<div class="p2p__starts">
<form class="p2p__start" method="post" action="${catalogue}${OCI_LOGIN_PATH}" target="catalogue">
  <h3>OCI (SAP SRM, Jaggaer)</h3>
  <p>Logs in as <code>${OCI?.identity ?? ''}</code> with <code>HOOK_URL</code> ${hook}, <code>~TARGET</code> _top.</p>
  <input type="hidden" name="USERNAME" value="${OCI?.identity ?? ''}">
  <input type="hidden" name="PASSWORD" value="${OCI?.secret ?? ''}">
  <input type="hidden" name="HOOK_URL" value="${hook}">
  <input type="hidden" name="~TARGET" value="_top">
  <input type="hidden" name="~OkCode" value="ADDI">
  <input type="hidden" name="~CALLER" value="CTLG">
  <button type="submit">Open the catalogue with OCI</button>
</form>
<form class="p2p__start" method="post" action="${PROCUREMENT_CXML_PATH}">
  <h3>cXML (Ariba, Coupa)</h3>
  <p>Posts a PunchOutSetupRequest from <code>${CXML?.identity ?? ''}</code> with its shared secret; the cart comes back to ${hook}.</p>
  <input type="hidden" name="operation" value="create">
  <label for="requisitioner">Requisitioner (UserEmail)</label>
  <select id="requisitioner" name="userEmail">${REQUISITIONERS.map((r) => html`<option value="${r.email}">${r.label}</option>`)}</select>
  <button type="submit">Open the catalogue with cXML</button>
</form>
</div>
<p class="p2p__hint">Edit and inspect are cXML operations: they open the cart that came back (below, after a transfer). OCI has neither.</p>
</section>
${view.returned ? returnedSection(view.returned) : ''}
${view.setup ? setupSection(view.setup) : ''}
<section class="p2p__section" aria-labelledby="catalogue-heading">
<h2 id="catalogue-heading">Supplier catalogue</h2>
${
    view.setup?.startUrl
      ? html`<iframe class="p2p__frame" name="catalogue" title="Supplier catalogue" src="${view.setup.startUrl}"></iframe>`
      : html`<iframe class="p2p__frame" name="catalogue" title="Supplier catalogue" srcdoc="${IDLE_FRAME}"></iframe>`
  }
</section>
</main>
</body>
</html>
`.toString();
}

function send(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': String(Buffer.byteLength(body)),
  });
  res.end(body);
}

/** The simulator's server posts the setup to the storefront, as a procurement system's backend does. */
async function startCxml(origin: string, form: URLSearchParams): Promise<SetupShown> {
  const operation = form.get('operation') === 'edit' ? 'edit' : form.get('operation') === 'inspect' ? 'inspect' : 'create';
  let items: ReceivedOrderMessage['items'] = [];
  if (operation !== 'create') items = readOrderMessage(parseXml(form.get('cart') ?? '')).items;
  const request = setupRequest(new Date(), {
    from: { domain: CXML?.domain ?? '', identity: CXML?.identity ?? '' },
    to: SUPPLIER_CREDENTIAL,
    sharedSecret: CXML?.secret ?? '',
    operation,
    buyerCookie: `REQ-${Date.now().toString(36).toUpperCase()}`,
    browserFormPost: `${origin}${PROCUREMENT_RETURN_PATH}`,
    userEmail: form.get('userEmail') || null,
    items,
  });
  const answer = await fetch(`${catalogueOrigin(origin)}${CXML_SETUP_PATH}`, { method: 'POST', headers: { 'Content-Type': 'text/xml; charset=utf-8' }, body: request });
  const response = await answer.text();
  const status = child(parseXml(response), 'Response', 'Status');
  const startUrl = textOf(child(parseXml(response), 'Response', 'PunchOutSetupResponse', 'StartPage', 'URL'));
  return { status: Number(attribute(status, 'code')), text: attribute(status, 'text') ?? '', message: textOf(status), request, response, startUrl: startUrl === '' ? null : startUrl };
}

function readReturn(form: URLSearchParams): Returned {
  const fields = [...form.entries()];
  const cxml = form.get(CXML_FIELD);
  if (cxml === null) return { fields, protocol: 'oci', message: null, cxml: null, problem: null };
  try {
    return { fields, protocol: 'cxml', message: readOrderMessage(parseXml(cxml)), cxml, problem: null };
  } catch (error) {
    return { fields, protocol: 'cxml', message: null, cxml, problem: error instanceof Error ? error.message : String(error) };
  }
}

/** Serves the simulator's paths; false for any other. */
export async function handleProcurement(req: IncomingMessage, res: ServerResponse, pathname: string, origin: string): Promise<boolean> {
  if (pathname === PROCUREMENT_PATH) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    send(res, 200, procurementPage({ origin }));
    return true;
  }
  if (pathname !== PROCUREMENT_CXML_PATH && pathname !== PROCUREMENT_RETURN_PATH) return false;
  if (req.method !== 'POST') {
    res.writeHead(303, { Location: PROCUREMENT_PATH, 'Cache-Control': 'no-store' });
    res.end();
    return true;
  }
  const form = new URLSearchParams(await readBody(req, BODY_LIMIT));
  if (pathname === PROCUREMENT_RETURN_PATH) {
    send(res, 200, procurementPage({ origin, returned: readReturn(form) }));
    return true;
  }
  try {
    send(res, 200, procurementPage({ origin, setup: await startCxml(origin, form) }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    send(res, 200, procurementPage({ origin, setup: { status: 0, text: 'No answer', message, request: '', response: '', startUrl: null } }));
  }
  return true;
}
