/**
 * Account pages: the statements list, statement view and favorites page (account.js widgets),
 * the cart the CMS renders itself from the service, and the demo login page.
 */
import { getCart } from '../../src/api/cart';
import { createServiceClient } from '../../src/api/client';
import { userMessage } from '../../src/api/errors';
import { formatPrice } from '../../src/domain/price';
import { LOGIN_URL, productUrl } from '../../src/domain/urls';
import type { DemoUser } from '../service/personas';
import { isSignedIn, safeReturnPath } from './context';
import { attr, html, type SafeHtml } from './html';
import { renderShell } from './layout';
import type { PageEnv, PageResult } from './page';
import { notBuiltNotice } from './widgets';

const money = (value: number | null) => (value === null ? '—' : formatPrice(value));

function loginPrompt(env: PageEnv, title: string, what: string): PageResult {
  const returnTo = env.url.pathname + env.url.search;
  const main = html`<h1>${title}</h1>
<p class="notice">Log in to see ${what}. <a href="${LOGIN_URL}?returnTo=${encodeURIComponent(returnTo)}">Log in</a></p>`;
  return { status: 200, body: renderShell(env, { title, main }) };
}

function customerOf(user: DemoUser) {
  return isSignedIn(user) ? user.customer : null;
}

/** Where the statements list lives on the demo host (the statement view links back to it). */
export const STATEMENTS_PAGE_URL = '/MyAccount/OrderManager/Statements';

/**
 * The statements list, and the statement view: both are account.js widgets. The statement
 * route without a `number` shows the list, as it did before the widgets existed.
 */
export function statementsPage(env: PageEnv): PageResult {
  const main = html`<h1>Statements</h1>
${notBuiltNotice(env.widgets, 'account')}
<div data-sf-widget="statements" id="statements"></div>`;
  return { status: 200, body: renderShell(env, { title: 'Statements', main, widgets: ['account'] }) };
}

export function statementPage(env: PageEnv): PageResult {
  if (!env.url.searchParams.get('number')) return statementsPage(env);
  const main = html`<p class="back-link"><a href="${STATEMENTS_PAGE_URL}">All statements</a></p>
<h1 class="visually-hidden">Statement</h1>
${notBuiltNotice(env.widgets, 'account')}
<div data-sf-widget="statement" id="statement"></div>`;
  return { status: 200, body: renderShell(env, { title: 'Statement', main, widgets: ['account'] }) };
}

/**
 * The favorites page (account.js `favorites-page`), and below it the favorites control of
 * the search cards and product pages with list removal allowed, sharing the page's lists.
 */
export function favoritesPage(env: PageEnv): PageResult {
  const lists = isSignedIn(env.user) ? env.catalog.favoriteLists(env.user.companyUserId) : [];
  const sample = lists.flatMap((l) => l.items)[0] ?? env.catalog.sampleItem('any');
  const main = html`<h1>Favorites</h1>
<p class="lead">Your favorite lists: order from them, tidy them up, start new ones. Items are added from product pages and search results.</p>
${notBuiltNotice(env.widgets, 'account')}
<div data-sf-widget="favorites-page" id="favorites-page" data-allow-delete></div>
${isSignedIn(env.user) && sample
  ? html`<h2>The favorites dialog</h2>
<p>Product cards and product pages offer the same lists in a dialog. Here it may also remove whole lists: add <a href="${productUrl(sample.itemId, sample.categoryId, sample.itemName)}">${sample.itemName}</a> (${sample.itemNumber}) to a list, or manage them from the dialog.</p>
${notBuiltNotice(env.widgets, 'favoritesDialog')}
<div data-sf-widget="favorites" id="favorites-manager" data-item-id="${sample.itemId}" data-allow-delete></div>`
  : ''}`;
  return { status: 200, body: renderShell(env, { title: 'Favorites', main, widgets: ['account', 'favoritesDialog'] }) };
}

export async function cartPage(env: PageEnv): Promise<PageResult> {
  const customer = customerOf(env.user);
  if (!customer) return loginPrompt(env, 'Cart', 'your cart');
  let content: SafeHtml;
  try {
    const client = createServiceClient({ serviceUrl: env.apiBase, jwtToken: env.context.jwtToken, apiKey: env.apiKey, timeoutMs: 5000 });
    const cart = await getCart(client, {
      companyUserId: env.user.companyUserId,
      customerNumber: customer.customerNumber,
      shipTo: env.user.shipTo,
      warehouseCode: env.user.warehouseCode,
      zipCode: null,
    });
    const showPrices = !env.user.withCustomer;
    content =
      cart.lines.length === 0
        ? html`<p>Your cart is empty. <a href="/">Continue shopping</a></p>`
        : html`<table class="data-table"><caption>${cart.lineCount} ${cart.lineCount === 1 ? 'line' : 'lines'}, ${cart.totalQuantity} units</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Description</th><th scope="col" class="num">Quantity</th>${showPrices ? html`<th scope="col" class="num">Price</th><th scope="col" class="num">Amount</th>` : ''}</tr></thead>
<tbody>${cart.lines.map(
            (l) => html`<tr><td>${l.itemNumber}</td><td>${l.itemName}${l.kitName ? html`<br><small>Kit: ${l.kitName}</small>` : ''}${l.backorderQuantity > 0 ? html`<br><small>${l.backorderQuantity} on backorder</small>` : ''}</td><td class="num">${l.quantity} ${l.unitOfMeasure}</td>${showPrices ? html`<td class="num">${money(l.price)}</td><td class="num">${money(l.lineTotal)}</td>` : ''}</tr>`,
          )}</tbody>
${showPrices ? html`<tfoot><tr><td colspan="4">Subtotal</td><td class="num">${money(cart.subtotal)}</td></tr></tfoot>` : ''}
</table>`;
  } catch (error) {
    content = html`<p class="notice" role="alert">The cart could not be loaded: ${userMessage(error)}</p>`;
  }
  const main = html`<h1>Cart</h1>
<p class="lead">Cart for customer ${customer.customerNumber}${env.user.shipTo ? `, ship-to ${env.user.shipTo}` : ''}, warehouse ${env.catalog.warehouseName(env.user.warehouseCode)}.</p>
${content}`;
  return { status: 200, body: renderShell(env, { title: 'Cart', main }) };
}

function personaDetail(user: DemoUser): string {
  if (!isSignedIn(user)) return 'Browses without prices, availability, cart or favorites.';
  const parts = [
    user.customer ? `Customer ${user.customer.customerNumber} (${user.customer.customerType}${user.customer.ecomCustomer ? ', e-commerce' : ''})` : 'No customer',
    `warehouse ${user.warehouseCode}`,
  ];
  if (user.shipTo) parts.push(`ship-to ${user.shipTo}`);
  if (user.readOnly) parts.push('read-only');
  if (user.withCustomer) parts.push('sales rep acting for the customer: prices hidden');
  return `${parts.join(', ')}.`;
}

export function loginPage(env: PageEnv): PageResult {
  const returnTo = safeReturnPath(env.url.searchParams.get('returnTo'));
  const main = html`<h1>Demo login</h1>
<p class="lead">There are no passwords in this demo: pick who you are. The choice is kept in a cookie and every page renders its page context (<code>#sf-context</code>) for that user.</p>
<form method="post" action="/demo/switch-user" aria-labelledby="persona-heading">
  <h2 id="persona-heading">Log in as</h2>
  <input type="hidden" name="returnTo" value="${returnTo}">
  <ul class="persona-cards">
    ${env.users.map(
      (u) => html`<li><button type="submit" name="user" value="${u.key}" aria-describedby="persona-${u.key}"${attr('aria-current', u.key === env.user.key ? 'true' : null)}>${u.label}</button><p class="persona-cards__detail" id="persona-${u.key}">${personaDetail(u)}</p></li>`,
    )}
  </ul>
</form>`;
  return { status: 200, body: renderShell(env, { title: 'Demo login', main }) };
}
