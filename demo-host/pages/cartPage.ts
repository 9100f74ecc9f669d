/**
 * `/cart`: the CMS page that embeds the cart page widget (HOST-CONTRACT section 6): a heading,
 * `<div id="cartPage">` and `cartPage.js`. The widget reads the page context only and does the
 * rest (an anonymous visitor gets its login prompt, with no cart call).
 */
import { html } from './html';
import { renderShell } from './layout';
import type { PageEnv, PageResult } from './page';
import { notBuiltNotice } from './widgets';

export function cartPage(env: PageEnv): PageResult {
  const main = html`<h1>Cart</h1>
${notBuiltNotice(env.widgets, 'cartPage')}
<div id="cartPage"></div>`;
  return { status: 200, body: renderShell(env, { title: 'Cart', main, widgets: ['cartPage'] }) };
}
