/**
 * Account pages the CMS renders itself from the database or the service: statement view,
 * favorites and the demo login page (the cart is the cartPage widget's: cartPage.ts).
 */
import { formatPrice } from '../../src/domain/price';
import { LOGIN_URL, productUrl, statementUrl } from '../../src/domain/urls';
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

export function statementPage(env: PageEnv): PageResult {
  const customer = customerOf(env.user);
  if (!customer) return loginPrompt(env, 'Statement', 'your statements');
  const number = env.url.searchParams.get('number') ?? '';
  const suffix = env.url.searchParams.get('suffix') ?? '';
  const statement = number ? env.catalog.statement(customer.customerNumber, number, suffix) : null;
  if (!statement) {
    const list = env.catalog.statements(customer.customerNumber);
    const main = html`<h1>Statements</h1>
${number ? html`<p class="notice" role="alert">Statement ${number}-${suffix} was not found for customer ${customer.customerNumber}.</p>` : ''}
${list.length === 0
  ? html`<p>There are no statements for customer ${customer.customerNumber} yet.</p>`
  : html`<table class="data-table"><caption>Statements for customer ${customer.customerNumber}</caption>
<thead><tr><th scope="col">Statement</th><th scope="col">Date</th><th scope="col" class="num">Amount due</th></tr></thead>
<tbody>${list.map(
      (s) => html`<tr><td><a href="${statementUrl(s.number, s.suffix)}">${s.number}-${s.suffix}</a></td><td>${s.statementDate}</td><td class="num">${formatPrice(s.amountDue)}</td></tr>`,
    )}</tbody></table>`}`;
    return { status: number ? 404 : 200, body: renderShell(env, { title: 'Statements', main }) };
  }
  const title = `Statement ${statement.number}-${statement.suffix}`;
  const main = html`<h1>${title}</h1>
<div class="panel">
  <dl class="product__facts">
    <dt>Customer</dt><dd>${statement.customerName} (${statement.customerNumber})</dd>
    <dt>Statement date</dt><dd>${statement.statementDate}</dd>
    <dt>Due date</dt><dd>${statement.dueDate}</dd>
    ${statement.orderNumber ? html`<dt>Order</dt><dd>${statement.orderNumber}</dd>` : ''}
    <dt>Amount due</dt><dd><strong>${formatPrice(statement.amountDue)}</strong></dd>
  </dl>
</div>
${statement.lines.length > 0
  ? html`<table class="data-table"><caption>Order lines</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Description</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Price</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>${statement.lines.map(
      (l) => html`<tr><td>${l.itemNumber}</td><td>${l.itemName}</td><td class="num">${l.quantity}</td><td class="num">${formatPrice(l.price)}</td><td class="num">${formatPrice(l.price * l.quantity)}</td></tr>`,
    )}</tbody>
<tfoot>
  <tr><td colspan="4">Subtotal</td><td class="num">${money(statement.subtotal)}</td></tr>
  <tr><td colspan="4">Tax</td><td class="num">${money(statement.tax)}</td></tr>
  <tr><td colspan="4">Fees</td><td class="num">${money(statement.fees)}</td></tr>
  <tr><td colspan="4">Shipping</td><td class="num">${money(statement.shipping)}</td></tr>
  <tr><td colspan="4">Total</td><td class="num">${money(statement.total)}</td></tr>
</tfoot></table>`
  : html`<p>This statement has no order lines.</p>`}
<p><a href="/MyAccount/OrderManager/ViewStatement">All statements</a></p>`;
  return { status: 200, body: renderShell(env, { title, main }) };
}

export function favoritesPage(env: PageEnv): PageResult {
  if (!isSignedIn(env.user)) return loginPrompt(env, 'Favorites', 'your favorite lists');
  const lists = env.catalog.favoriteLists(env.user.companyUserId);
  // The favorites widget works on one item (data-item-id is required): the first saved item,
  // or the catalogue's most popular one for a user without lists.
  const manager = lists.flatMap((l) => l.items)[0] ?? env.catalog.sampleItem('any');
  const main = html`<h1>Favorites</h1>
<p class="lead">Your favorite lists as saved with your account. Manage the lists below; items are added from product pages and search results.</p>
${lists.length === 0
  ? html`<p>You do not have any favorite lists yet.</p>`
  : lists.map(
      (list) => html`<section class="panel" aria-labelledby="fav-list-${list.favoriteListId}">
  <h2 id="fav-list-${list.favoriteListId}">${list.name}</h2>
  ${list.items.length === 0
    ? html`<p>No items in this list.</p>`
    : html`<ul>${list.items.map(
        (i) => html`<li><a href="${productUrl(i.itemId, i.categoryId, i.itemName)}">${i.itemName}</a> (${i.itemNumber})</li>`,
      )}</ul>`}
</section>`,
    )}
<h2>Manage lists</h2>
${manager
  ? html`<p>Add <a href="${productUrl(manager.itemId, manager.categoryId, manager.itemName)}">${manager.itemName}</a> (${manager.itemNumber}) to your lists, create a list, or remove lists you no longer need.</p>
${notBuiltNotice(env.widgets, 'favoritesDialog')}
<div data-sf-widget="favorites" id="favorites-manager" data-item-id="${manager.itemId}" data-allow-delete></div>`
  : html`<p>The catalogue has no items.</p>`}`;
  return { status: 200, body: renderShell(env, { title: 'Favorites', main, widgets: ['favoritesDialog'] }) };
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
