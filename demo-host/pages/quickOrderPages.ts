/**
 * `/quick-order` and `/account/buy-again`: the CMS pages that embed quickOrder.js
 * (HOST-CONTRACT section 10): a heading, a line of help, the mount point. The widgets read
 * the page context only (an anonymous visitor gets their sign-in link and no calls).
 */
import { html } from './html';
import { renderShell } from './layout';
import type { PageEnv, PageResult } from './page';
import { notBuiltNotice } from './widgets';

export { BUY_AGAIN_URL, QUICK_ORDER_URL } from '../../src/domain/urls';

export function quickOrderPage(env: PageEnv): PageResult {
  const main = html`<h1>Quick order</h1>
<p class="lead">Order many items at once by item number: paste lines from a spreadsheet, type item numbers one by one, or upload a CSV file.</p>
${notBuiltNotice(env.widgets, 'quickOrder')}
<div id="quickOrder"></div>`;
  return { status: 200, body: renderShell(env, { title: 'Quick order', main, widgets: ['quickOrder'] }) };
}

export function buyAgainPage(env: PageEnv): PageResult {
  const main = html`<h1>Buy again</h1>
<p class="lead">What your company ordered lately, at today's prices.</p>
${notBuiltNotice(env.widgets, 'quickOrder')}
<div data-sf-widget="buy-again" id="buy-again"></div>`;
  return { status: 200, body: renderShell(env, { title: 'Buy again', main, widgets: ['quickOrder'] }) };
}
