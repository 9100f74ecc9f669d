/** Home: category tiles, what the demo shows, and a link to every route. */
import { productImageUrl } from '../../src/domain/images';
import {
  addonsConfiguratorUrl,
  CART_URL,
  categoryUrl,
  CHECKOUT_URL,
  CONFIGURATOR_PATHS,
  FAVORITES_URL,
  filterOptionUrl,
  LOGIN_URL,
  productUrl,
  searchResultsUrl,
  statementUrl,
  QUICK_ORDER_URL,
  BUY_AGAIN_URL,
} from '../../src/domain/urls';
import { CONTACT_URL, CREATE_LOGIN_URL, RECOVER_PASSWORD_URL } from '../../src/domain/urls';
import { isSignedIn } from './context';
import { html, type SafeHtml } from './html';
import { renderShell, SITE_NAME } from './layout';
import type { PageEnv, PageResult } from './page';

function tileImage(env: PageEnv, url: string | null): string {
  if (!url) return productImageUrl(env.context.productImageUrl, [], 'large');
  // Category images in the catalogue are absolute or relative to the image base.
  return /^(https?:)?\//.test(url) ? url : `${env.context.productImageUrl.replace(/\/+$/, '')}/${url}`;
}

/** Every route of SPEC section 2 with a real example from the catalogue. */
export function routeExamples(env: PageEnv): { text: string; href: string }[] {
  const { catalog } = env;
  const routes: { text: string; href: string }[] = [];
  const top = catalog.topCategories();
  const first = top.find((c) => !/^plants$/i.test(c.displayName.trim()));
  if (first) {
    routes.push({ text: `Category page: ${first.displayName}`, href: categoryUrl(first) });
    routes.push({ text: `Category page, super savers: ${first.displayName}`, href: categoryUrl(first, { superSaver: true }) });
  }
  if (catalog.plantsCategoryId() !== null) {
    routes.push({ text: 'Plant Connection (the plants category)', href: '/plant-connection' });
    routes.push({ text: 'Plant Connection, super savers', href: '/plant-connection?ss=1' });
  }
  const filter = catalog.sampleFilterLink();
  if (filter) routes.push({ text: `Third-level category filter link: ${filter.text}`, href: filterOptionUrl(filter.filterOptionId, filter.text) });
  const item = catalog.sampleItem('any');
  if (item) routes.push({ text: `Product page: ${item.itemName}`, href: productUrl(item.itemId, item.categoryId, item.itemName) });
  routes.push({ text: 'Search results for “pots”', href: searchResultsUrl('pots') });
  const customerNumber = isSignedIn(env.user) ? env.user.customer?.customerNumber : undefined;
  const statement = customerNumber ? catalog.statements(customerNumber)[0] : undefined;
  routes.push({
    text: statement ? `Statement ${statement.number}-${statement.suffix}` : 'Statements (log in first)',
    href: statement ? statementUrl(statement.number, statement.suffix) : '/MyAccount/OrderManager/ViewStatement',
  });
  routes.push({ text: 'Statements (all of the customer’s, with the total due)', href: '/MyAccount/OrderManager/Statements' });
  routes.push({ text: 'Favorites (opens in a new window on the live site)', href: FAVORITES_URL });
  routes.push({ text: 'Cart', href: CART_URL });
  routes.push({ text: 'Checkout', href: CHECKOUT_URL });
  routes.push({ text: 'Quick order (paste item numbers from a spreadsheet)', href: QUICK_ORDER_URL });
  routes.push({ text: 'Buy again (recently ordered items)', href: BUY_AGAIN_URL });
  routes.push({ text: 'Demo login', href: LOGIN_URL });
  routes.push({ text: 'Contact us (contact form)', href: CONTACT_URL });
  routes.push({ text: 'Create a login', href: CREATE_LOGIN_URL });
  routes.push({ text: 'Forgot password (the reset form opens from the mailed link)', href: RECOVER_PASSWORD_URL });
  routes.push({ text: 'Demo logins and mail: approve logins, read the outbox', href: '/demo/logins' });
  const addons = catalog.sampleItem('addons');
  routes.push({
    text: addons ? `Add-ons configurator for ${addons.itemName}` : 'Add-ons configurator',
    href: addons ? addonsConfiguratorUrl(addons.itemNumber, addons.sellMultiple) : CONFIGURATOR_PATHS.addons,
  });
  routes.push({ text: 'Track bench configurator', href: CONFIGURATOR_PATHS.trackbench });
  routes.push({ text: 'Slide bench configurator', href: CONFIGURATOR_PATHS.slidebench });
  routes.push({ text: 'Bench conversion configurator', href: CONFIGURATOR_PATHS.benchconversion });
  routes.push({ text: 'Hostile CMS theme with a strict Content-Security-Policy', href: '/demo/hostile' });
  routes.push({ text: 'Procurement simulator: punchout with OCI or cXML (create, edit, inspect)', href: '/demo/procurement' });
  return routes;
}

export function homePage(env: PageEnv): PageResult {
  const categories = env.catalog.topCategories();
  const tiles: SafeHtml = html`<ul class="tiles" aria-labelledby="shop-by-category">${categories.map(
    (c) => html`<li class="tile"><a href="${categoryUrl(c)}"><img src="${tileImage(env, c.mainImageUrl)}" alt="" width="300" height="225" loading="lazy"><span class="tile__name">${c.displayName}</span></a></li>`,
  )}</ul>`;
  const main = html`<h1>Growing supplies for professionals</h1>
<p class="lead">${SITE_NAME} supplies greenhouses, nurseries and growers with containers, media, benches and tools, shipped from our warehouses at wholesale prices.</p>
<h2 id="shop-by-category">Shop by category</h2>
${tiles}
<h2>What this demo shows</h2>
<p>This site plays the part of a CMS. Its pages are rendered on the server; the storefront widgets (search and category page, cart badges, favorites, bench configurators) are loaded as ES modules and mount into the elements the pages provide, reading the page context and page data from JSON script elements. Switch the demo user in the header to see the same page as an anonymous visitor, a customer, a read-only user or a sales rep.</p>
<h2>For editors</h2>
<p><a href="/editor/?serviceUrl=${encodeURIComponent(env.context.serviceUrl)}&amp;productImageUrl=${encodeURIComponent(env.context.productImageUrl)}">The embed builder</a>: choose a widget, fill in its settings, see it work against this demo's service, and copy the snippet for a CMS (docs/editors.md).</p>
<h2 id="every-route">Every route</h2>
<ul class="route-list" aria-labelledby="every-route">${routeExamples(env).map((r) => html`<li><a href="${r.href}">${r.text}</a></li>`)}</ul>`;
  return { status: 200, body: renderShell(env, { title: 'Home', main }) };
}

export function notFoundPage(env: PageEnv, message = 'There is no page at this address.'): PageResult {
  const main = html`<h1>Page not found</h1>
<p>${message}</p>
<p><a href="/">Back to the home page</a></p>`;
  return { status: 404, body: renderShell(env, { title: 'Page not found', main }) };
}

/**
 * `/resources/{slug}`: where a category's resource links (buying guides, spec sheets) lead.
 * The CMS would serve the documents; the demo says so instead of answering 404.
 */
export function resourcePage(env: PageEnv, slug: string): PageResult {
  const title = slug.replace(/\.[a-z0-9]+$/i, '').replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  const main = html`<h1>${title}</h1>
<p>In the live store, the CMS serves this document here. The demo has no documents.</p>
<p><a href="/">Back to the home page</a></p>`;
  return { status: 200, body: renderShell(env, { title, main }) };
}
