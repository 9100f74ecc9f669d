/**
 * The demo card gateway's hosted card form, served by the demo server on its OWN origin (a
 * second port, CARD_FORM_PORT) so the storefront page can never read what is typed in it:
 *
 *   GET  /card-form?sessionToken&amount&currency&parentOrigin   the form (in the checkout's iframe)
 *   GET  /card-form/form.js                                      its script
 *   POST /card-form/tokenize                                     card -> single-use token
 *
 * The form posts `{ type: 'sf-card-token', token, last4, expiry }` or `{ type: 'sf-card-error',
 * message }` to its parent, with `parentOrigin` as the target origin (HOST-CONTRACT section 8).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatPrice } from '../../../src/domain/price';
import type { Core } from '../core';
import { readBody } from '../http/readBody';
import { tokenizeCard, type TokenizeInput, type TokenizeResult } from '../handlers/payment';

export const CARD_FORM_PATH = '/card-form';

export type CardGateway = {
  /** Serves the form, its script and the tokenize call; resolves false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  tokenize(input: TokenizeInput): TokenizeResult;
};

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** The parent's origin when it is one (http or https, nothing after the port), else null. */
export function parentOriginOf(value: string | null): string | null {
  if (value === null) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

const FORM_CSP = "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'none'; form-action 'none'; base-uri 'none'";

function formPage(url: URL): string {
  const parentOrigin = parentOriginOf(url.searchParams.get('parentOrigin'));
  const amount = Number(url.searchParams.get('amount'));
  const sessionToken = url.searchParams.get('sessionToken') ?? '';
  const amountLine = Number.isFinite(amount) && amount > 0 ? `Amount to pay: ${formatPrice(amount)} ${escape(url.searchParams.get('currency') ?? 'USD')}` : '';
  const body =
    parentOrigin === null || sessionToken === ''
      ? '<p class="problem" role="alert">This card form was opened without its checkout. Open it from the checkout page.</p>'
      : `<form id="card-form" novalidate>
  <p class="amount">${amountLine}</p>
  <div class="field">
    <label for="cardNumber">Card number</label>
    <p class="error" id="cardNumber-error" hidden></p>
    <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" aria-describedby="cardNumber-error" spellcheck="false">
  </div>
  <div class="row">
    <div class="field">
      <label for="expiry">Expiry (MM/YY)</label>
      <p class="error" id="expiry-error" hidden></p>
      <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" aria-describedby="expiry-error" placeholder="MM/YY">
    </div>
    <div class="field">
      <label for="cvv">CVV</label>
      <p class="error" id="cvv-error" hidden></p>
      <input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" aria-describedby="cvv-error">
    </div>
  </div>
  <p id="status" role="status"></p>
  <button type="submit">Use this card</button>
</form>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1d2420; background: #fff; }
  main { padding: 6px; }
  h1 { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .amount { margin: 0 0 8px; font-size: 14px; color: #4a554e; }
  .field { display: flex; flex-direction: column; gap: 4px; margin-bottom: 12px; min-width: 0; flex: 1 1 120px; }
  .row { display: flex; flex-wrap: wrap; gap: 0 12px; }
  label { font-weight: 600; }
  input { font: inherit; min-height: 44px; padding: 8px 12px; border: 1px solid #6b756f; border-radius: 4px; width: 100%; }
  input:focus-visible, button:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
  input[aria-invalid="true"] { border: 2px solid #b42318; }
  .error, .problem { margin: 0; color: #b42318; font-weight: 600; font-size: 14px; }
  #status { margin: 0 0 8px; min-height: 1.4em; font-size: 14px; }
  #status.failed { color: #b42318; font-weight: 600; }
  button { font: inherit; font-weight: 600; min-height: 44px; padding: 8px 20px; border: 0; border-radius: 4px; background: #2e6b3f; color: #fff; cursor: pointer; }
  button:disabled { opacity: 0.6; cursor: progress; }
</style>
</head>
<body data-parent-origin="${escape(parentOrigin ?? '')}" data-session-token="${escape(sessionToken)}">
<main>
<h1>Card details</h1>
${body}
</main>
<script src="${CARD_FORM_PATH}/form.js"></script>
</body>
</html>`;
}

/** The form's script: plain, dependency-free, so the gateway origin serves nothing else. */
const FORM_SCRIPT = `'use strict';
(function () {
  var form = document.getElementById('card-form');
  if (!form) return;
  var parentOrigin = document.body.getAttribute('data-parent-origin');
  var sessionToken = document.body.getAttribute('data-session-token');
  var status = document.getElementById('status');
  var button = form.querySelector('button');
  var fields = ['cardNumber', 'expiry', 'cvv'];
  function setError(name, message) {
    var input = document.getElementById(name);
    var error = document.getElementById(name + '-error');
    error.textContent = message || '';
    error.hidden = !message;
    if (message) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
  }
  function tell(message) { window.parent.postMessage(message, parentOrigin); }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (button.disabled) return;
    fields.forEach(function (name) { setError(name, ''); });
    status.className = '';
    status.textContent = 'Checking the card...';
    button.disabled = true;
    var body = { sessionToken: sessionToken };
    fields.forEach(function (name) { body[name] = document.getElementById(name).value; });
    fetch('${CARD_FORM_PATH}/tokenize', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) { return response.json(); })
      .then(function (result) {
        if (result.ok) {
          form.reset();
          status.textContent = 'Card accepted: ending ' + result.last4 + '.';
          tell({ type: 'sf-card-token', token: result.token, last4: result.last4, expiry: result.expiry });
        } else if (result.field) {
          status.textContent = '';
          setError(result.field, result.message);
          document.getElementById(result.field).focus();
        } else {
          status.className = 'failed';
          status.textContent = result.message;
          tell({ type: 'sf-card-error', message: result.message });
        }
      })
      .catch(function () {
        var message = 'The card gateway could not be reached. Check your connection and try again.';
        status.className = 'failed';
        status.textContent = message;
        tell({ type: 'sf-card-error', message: message });
      })
      .then(function () { button.disabled = false; });
  });
})();
`;


const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function createCardGateway(core: Core): CardGateway {
  const tokenize = (input: TokenizeInput): TokenizeResult => core.db.transaction(() => tokenizeCard(core.db, core.now(), input))();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://gateway.invalid');
    const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
    if (url.pathname === CARD_FORM_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      const page = formPage(url);
      res.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': FORM_CSP, 'Referrer-Policy': 'no-referrer' });
      res.end(req.method === 'HEAD' ? undefined : page);
      return true;
    }
    if (url.pathname === `${CARD_FORM_PATH}/form.js` && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : FORM_SCRIPT);
      return true;
    }
    if (url.pathname === `${CARD_FORM_PATH}/tokenize`) {
      if (req.method !== 'POST') {
        res.writeHead(405, { ...headers, Allow: 'POST' });
        res.end();
        return true;
      }
      let result: TokenizeResult;
      try {
        const body = JSON.parse(await readBody(req, 4096)) as Record<string, unknown> | null;
        result = tokenize({ sessionToken: text(body?.sessionToken), cardNumber: text(body?.cardNumber), expiry: text(body?.expiry), cvv: text(body?.cvv) });
      } catch {
        result = { ok: false, field: null, message: 'The card gateway could not read the card form. Reload it and try again.' };
      }
      res.writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(result));
      return true;
    }
    return false;
  }

  return { handle, tokenize };
}
