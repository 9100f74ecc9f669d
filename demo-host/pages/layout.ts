/**
 * The CMS page shell every demo route shares: header with logo, search box, mobile search
 * button, two cart badge mounts (desktop and mobile header) and the demo login menu; main
 * navigation; footer; the page context script; the widget entry scripts.
 */
import { BUY_AGAIN_URL, CART_URL, FAVORITES_URL, QUICK_ORDER_URL, categoryUrl } from '../../src/domain/urls';
import type { DemoUser } from '../service/personas';
import { isSignedIn, SIGN_OUT_PATH, WITH_CUSTOMER_PATH } from './context';
import { attr, html, jsonScript, type SafeHtml } from './html';
import type { PageEnv } from './page';
import { widgetImportMap, widgetScripts, type WidgetEntry } from './widgets';

export const SITE_NAME = 'GreenSource Supply';

export type ShellOptions = {
  title: string;
  main: SafeHtml;
  /** Entries besides cartBadge, which every page loads. */
  widgets?: readonly WidgetEntry[];
  /** Extra stylesheet paths under /demo/static/ (the hostile theme). */
  stylesheets?: readonly string[];
  /** The term to show in the header search box. */
  searchTerm?: string;
};

const LOGO = html`<svg class="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><path d="M27 5C14 5 6 11 6 21c0 2 .4 3.8 1 5.3C9 18 15 13 22 11c-6 3.5-10.6 8.8-12.6 16 1.6.6 3.3 1 5.1 1C24 28 28 19 27 5z"/></svg>`;

function loginMenu(env: PageEnv): SafeHtml {
  const current = env.user;
  return html`<details class="login-menu">
  <summary class="login-menu__summary">${isSignedIn(current) ? `Account: ${current.label}` : 'Log in'}</summary>
  <div class="login-menu__panel">
    ${isSignedIn(current) ? html`<ul class="login-menu__links" aria-label="Account">
      <li><a href="${QUICK_ORDER_URL}">Quick order</a></li>
      <li><a href="${BUY_AGAIN_URL}">Buy again</a></li>
      <li><a href="/MyAccount/OrderManager/Statements">Statements</a></li>
      <li><a href="${FAVORITES_URL}">Favorite lists</a></li>
    </ul>
    <form class="login-menu__sign-out" method="post" action="${SIGN_OUT_PATH}"><button type="submit">Sign out</button></form>` : ''}
    <p class="login-menu__title" id="login-menu-title">Demo user</p>
    ${personaSwitcher(env, current, 'login-menu-title')}
  </div>
</details>`;
}

/**
 * A form's `returnTo` that follows the page's address: host.js writes the address as it is
 * when the form is sent (the search page rewrites its filters, sort and paging into it after
 * the page loaded); the value rendered here is the address without scripts.
 */
function returnToHere(env: PageEnv): SafeHtml {
  return html`<input type="hidden" name="returnTo" value="${env.url.pathname + env.url.search}" data-host-return-to>`;
}

/** One button per persona; posting sets the persona cookie and comes back to this page as it is then. */
export function personaSwitcher(env: PageEnv, current: DemoUser, labelledBy: string): SafeHtml {
  const users = env.users;
  return html`<form class="persona-switcher" method="post" action="/demo/switch-user" aria-labelledby="${labelledBy}">
  ${returnToHere(env)}
  <ul class="persona-switcher__list">
    ${users.map(
      (u) => html`<li><button type="submit" name="user" value="${u.key}"${attr('aria-current', u.key === current.key ? 'true' : null)}>${u.label}</button></li>`,
    )}
  </ul>
</form>`;
}

function cartLink(env: PageEnv, placement: 'desktop' | 'mobile'): SafeHtml {
  // The badge widget is itself the link to the cart; a plain link stands in until it is built.
  const fallback = env.widgets.isBuilt('cartBadge') ? '' : html`<a class="cart-slot__link" href="${CART_URL}">Cart</a>`;
  return html`<div class="cart-slot cart-slot--${placement}">${fallback}<div data-sf-widget="cart-badge" id="cart-badge-${placement}"></div></div>`;
}

/**
 * The customer and ship-to the page acts for, with the switcher (HOST-CONTRACT section 6),
 * for signed-in users: an anonymous visitor has no customer, and the page then loads no
 * switcher script at all.
 */
function customerStrip(env: PageEnv): SafeHtml {
  if (env.punchout) return punchoutStrip(env);
  if (!isSignedIn(env.user)) return html``;
  return html`<div class="site-context">
    <div class="site-context__inner" data-sf-widget="customer-switcher" id="customer-switcher"></div>
    ${env.user.salesRep ? withCustomerSwitch(env) : ''}
  </div>`;
}

/**
 * A page of a punchout session (docs/punchout.md): who the buyer shops for and how the cart
 * goes back, in place of the customer switcher (the procurement system fixed the customer).
 */
function punchoutStrip(env: PageEnv): SafeHtml {
  const page = env.punchout;
  if (!page) return html``;
  const how = page.punchout.operation === 'inspect' ? 'viewing a cart' : page.punchout.operation === 'edit' ? 'editing a cart' : 'filling a cart';
  return html`<div class="site-context site-context--punchout">
    <p class="punchout-note">Shopping for ${page.customerName} from your purchasing system (${page.punchout.protocol === 'oci' ? 'OCI' : 'cXML'}, ${how}). The cart goes back from the <a href="${CART_URL}">cart page</a>.</p>
  </div>`;
}

/**
 * A sales rep's 'With customer' switch (SPEC section 6: prices are hidden when the context
 * is withCustomer). Changing it posts the form (host.js; a button without scripts) and the
 * page comes back with `withCustomer` in its context and its token, so every widget and every
 * service answer hides prices at once.
 */
function withCustomerSwitch(env: PageEnv): SafeHtml {
  return html`<form class="with-customer" method="post" action="${WITH_CUSTOMER_PATH}">
      ${returnToHere(env)}
      <label class="with-customer__label"><input type="checkbox" role="switch" name="withCustomer" value="on" aria-describedby="with-customer-hint" data-host-with-customer${env.context.withCustomer ? html` checked` : ''}> With customer</label>
      <span class="with-customer__hint" id="with-customer-hint">Hides every price while the customer is beside you.</span>
      <noscript><button type="submit">Apply</button></noscript>
    </form>`;
}

function header(env: PageEnv, searchTerm: string): SafeHtml {
  const categories = env.catalog.topCategories();
  return html`<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
  <div class="site-header__bar">
    <a class="brand" href="/">${LOGO}<span class="brand__name">${SITE_NAME}</span></a>
    <form class="site-search" id="site-search" data-sf-search-box role="search" action="/search-results" method="get">
      <label class="visually-hidden" for="site-search-term">Search products</label>
      <input class="site-search__input" id="site-search-term" type="search" name="term" value="${searchTerm}" placeholder="Search 4,000+ growing supplies" autocomplete="off">
      <button class="site-search__button" type="submit">Search</button>
    </form>
    <div class="site-header__actions">
      <button class="search-toggle" type="button" aria-controls="site-search" aria-expanded="false" data-host-search-toggle>Show search</button>
      ${isSignedIn(env.user) ? html`<a class="site-header__link" href="${QUICK_ORDER_URL}">Quick order</a>` : ''}
      ${cartLink(env, 'desktop')}
      ${env.punchout ? '' : loginMenu(env)}
    </div>
  </div>
  <div class="mobile-bar">
    <a class="mobile-bar__brand" href="/">${SITE_NAME}</a>
    ${cartLink(env, 'mobile')}
  </div>
  ${customerStrip(env)}
  <nav class="site-nav" aria-label="Main">
    <ul class="site-nav__list">
      ${categories.map((c) => html`<li><a href="${categoryUrl(c)}">${c.displayName}</a></li>`)}
      <li><a href="${FAVORITES_URL}" target="_blank" rel="noopener">Favorites</a></li>
    </ul>
  </nav>
</header>`;
}

function footer(): SafeHtml {
  return html`<footer class="site-footer">
  <div class="site-footer__inner">
    <p>${SITE_NAME}: greenhouse, nursery and grower supplies since 1987. A demo host for Storefront Widgets; every product, price and customer here is generated.</p>
    <ul class="site-footer__links">
      <li><a href="/">Home</a></li>
      <li><a href="/login">Demo login</a></li>
      <li><a href="/account/contact">Contact us</a></li>
      <li><a href="/demo/logins">Demo logins and mail</a></li>
      <li><a href="${CART_URL}">Cart</a></li>
      <li><a href="/MyAccount/OrderManager/Statements">Statements</a></li>
      <li><a href="${FAVORITES_URL}">Favorite lists</a></li>
      <li><a href="/demo/hostile">Hostile CMS theme test page</a></li>
    </ul>
  </div>
</footer>`;
}

export function renderShell(env: PageEnv, options: ShellOptions): SafeHtml {
  const nonce = env.nonce;
  const stylesheets = [...new Set(['host.css', ...(options.stylesheets ?? []), ...(env.stylesheets ?? [])])];
  const entries: WidgetEntry[] = ['cartBadge', ...(options.widgets ?? []), ...(isSignedIn(env.user) && !env.punchout ? (['customerSwitcher'] as const) : [])];
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
${env.tokenInAddress ? html`<meta name="referrer" content="no-referrer">
` : ''}<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/demo/static/favicon.svg" type="image/svg+xml">
<title>${options.title} · ${SITE_NAME}</title>
${widgetImportMap(env.widgets, entries, env.url, nonce)}${stylesheets.map((s) => html`<link rel="stylesheet" href="/demo/static/${s}"${attr('nonce', nonce)}>
`)}</head>
<body>
${header(env, options.searchTerm ?? '')}
<main id="main" class="page" tabindex="-1">
${options.main}
</main>
${footer()}
${jsonScript('sf-context', env.context)}
<script src="/demo/static/host.js" defer${attr('nonce', nonce)}></script>
${widgetScripts(env.widgets, entries, nonce)}</body>
</html>
`;
}
