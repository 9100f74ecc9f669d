/**
 * Account pages: the statements list, the statement view and the favorites page (account.js
 * widgets), and the demo login page (the cart is the cartPage widget's: cartPage.ts).
 */
import { productUrl } from '../../src/domain/urls';
import type { DemoUser } from '../service/personas';
import { isSignedIn, safeReturnPath } from './context';
import { attr, html } from './html';
import { renderShell } from './layout';
import type { PageEnv, PageResult } from './page';
import { notBuiltNotice } from './widgets';
import { passwordSignIn, type SignInFailureView } from './loginPages';

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

/**
 * One statement. Where the service pays invoices (HOST-CONTRACT section 12) the element carries
 * `data-pay-online`; the signed-in buyer's statements list follows below, so a payment shows in
 * its Total due at once (both widgets follow the page's `invoices paid` event).
 */
export function statementPage(env: PageEnv): PageResult {
  const number = env.url.searchParams.get('number');
  if (!number) return statementsPage(env);
  const suffix = env.url.searchParams.get('suffix');
  const title = `Statement ${suffix ? `${number}-${suffix}` : number}`;
  const main = html`<p class="back-link"><a href="${STATEMENTS_PAGE_URL}">All statements</a></p>
<h1 class="visually-hidden">${title}</h1>
${notBuiltNotice(env.widgets, 'account')}
<div data-sf-widget="statement" id="statement"${attr('data-pay-online', env.payInvoices === true)}></div>
${isSignedIn(env.user)
  ? html`<h2 class="statement-page__list">All statements</h2>
<div data-sf-widget="statements" id="statements"></div>`
  : ''}`;
  return { status: 200, body: renderShell(env, { title, main, widgets: ['account'] }) };
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

function personaDetail(user: DemoUser): string {
  if (!isSignedIn(user)) return 'Browses without prices, availability, cart or favorites.';
  const parts = [
    user.customer ? `Customer ${user.customer.customerNumber} (${user.customer.customerType}${user.customer.ecomCustomer ? ', e-commerce' : ''})` : 'No customer',
    `warehouse ${user.warehouseCode}`,
  ];
  if (user.shipTo) parts.push(`ship-to ${user.shipTo}`);
  if (user.readOnly) parts.push('read-only');
  if (user.salesRep) parts.push("sales rep: acts for the customers of the book; the header's With customer switch hides prices");
  return `${parts.join(', ')}.`;
}

/** /login; after a failed sign-in (POST /demo/sign-in) with what failed, and the status of it. */
export function loginPage(env: PageEnv, failure?: SignInFailureView & { status: number; retryAfterS?: number }): PageResult {
  const returnTo = safeReturnPath(env.url.searchParams.get('returnTo'));
  const main = html`<h1>Demo login</h1>
<p class="lead">Pick a demo persona (no password), or sign in with a login you made through <a href="/account/create-login">Create a login</a>. The choice is kept in a cookie and every page renders its page context (<code>#sf-context</code>) for that user.</p>
${passwordSignIn(env, returnTo, failure)}
<form method="post" action="/demo/switch-user" aria-labelledby="persona-heading">
  <h2 id="persona-heading">Log in as</h2>
  <input type="hidden" name="returnTo" value="${returnTo}">
  <ul class="persona-cards">
    ${env.users.map(
      (u) => html`<li><button type="submit" name="user" value="${u.key}" aria-describedby="persona-${u.key}"${attr('aria-current', u.key === env.user.key ? 'true' : null)}>${u.label}</button><p class="persona-cards__detail" id="persona-${u.key}">${personaDetail(u)}</p></li>`,
    )}
  </ul>
</form>`;
  const body = renderShell(env, { title: 'Demo login', main });
  if (!failure) return { status: 200, body };
  return { status: failure.status, body, headers: failure.retryAfterS === undefined ? {} : { 'Retry-After': String(failure.retryAfterS) } };
}
