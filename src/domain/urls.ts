/**
 * Storefront routes (SPEC section 2). Every link a widget renders is built here, so the
 * route table lives in one place: the SPEC's fixed routes (category, product, search,
 * statement view, configurators) and the host pages a page may move with the page context's
 * `routes` (`hostPageUrl`, `loginUrl`; docs/runtime.md "Page data").
 */
import type { ConfiguratorFlags } from '../contract/responses';

export const LOGIN_URL = '/login';

/**
 * A value a page may give a host page in `routes`: a path of this site starting with a single
 * '/', or an absolute http(s) address (a login on an SSO domain); no whitespace, control
 * character or backslash anywhere (a browser drops or turns them into '/', so '/\t/evil.example'
 * is '//evil.example' to it). Anything else ('javascript:…', '//evil.example', 'basket') is
 * refused, and that page keeps its default.
 */
export const ROUTE_VALUE_PATTERN = /^(?:\/(?![/\\])|https?:\/\/[^/\\?#\s\u0000-\u001f\u007f]+)[^\\\s\u0000-\u001f\u007f]*$/;

export function isRouteValue(value: string): boolean {
  return ROUTE_VALUE_PATTERN.test(value);
}

/**
 * The host pages the widgets link to, by the name a page configures them with in the page
 * context's `routes`, and where they are when it does not (the SPEC's `/login` and
 * `/account/favorites/`, the demo host's other pages).
 */
export const DEFAULT_ROUTES = {
  login: LOGIN_URL,
  cart: '/cart',
  checkout: '/checkout',
  /** Where an empty cart or a placed order sends the buyer back to shopping. */
  home: '/',
  /** Opened in a new window (SPEC section 2). */
  favorites: '/account/favorites/',
  recoverPassword: '/account/recover-password',
} as const;

export type HostPage = keyof typeof DEFAULT_ROUTES;
export type HostRoutes = { readonly [P in HostPage]: string };

let pageRoutes: HostRoutes = DEFAULT_ROUTES;

/**
 * The page's host pages from now on: `routes` (checked by the page context's schema) over the
 * defaults. The runtime calls it with the page context before a widget draws (prepare.ts); a
 * page has one context, so every widget and bundle copy of it sets the same routes.
 */
export function setPageRoutes(routes: Partial<HostRoutes>): void {
  pageRoutes = { ...DEFAULT_ROUTES, ...routes };
}

/** Where `page` is on this page's host: its configured route, else its default. */
export function hostPageUrl(page: HostPage): string {
  return pageRoutes[page];
}

/** The path of a route value, without its site, query and fragment: '/sso' for 'https://login.example.com/sso?app=1'. */
function pathOf(route: string): string {
  const path = route.replace(/^https?:\/\/[^/?#]*/, '').split(/[?#]/, 1)[0];
  return path || '/';
}

/**
 * A path the login page may send the buyer back to: relative to this site, starting with a
 * single '/' ('//evil.example' and '/\\evil.example' are other sites to a browser), with no
 * control character or backslash anywhere (a browser drops tabs and newlines from an address
 * and reads '\\' as '/', so '/\t/evil.example' is '//evil.example' to it; a page's own address
 * has them percent-encoded), and not the login page itself (the configured one's path, with
 * any query). Anything else would make the login page an open redirect.
 */
export function isSafeReturnPath(path: string | null | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(path)) return false;
  const login = pathOf(pageRoutes.login);
  return path !== login && !path.startsWith(`${login}?`) && !path.startsWith(`${login}#`);
}

/** `url` with `name=value` added to its query: '?' or '&' as its query needs, before its fragment. */
function withParameter(url: string, name: string, value: string): string {
  const hash = url.indexOf('#');
  const base = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? '' : url.slice(hash);
  const joiner = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${joiner}${name}=${encodeURIComponent(value)}${fragment}`;
}

/**
 * The login page (the page's configured one), coming back to `returnTo` (the page's path and
 * query) after signing in: `/login?returnTo=%2Fsearch-results%3Fterm%3Dpot`, or
 * `https://login.example.com/sso?app=shop&returnTo=%2Fcart`. The login page alone when
 * `returnTo` is not a safe return path, or the home page (where the login page goes anyway).
 */
export function loginUrl(returnTo?: string | null): string {
  const login = pageRoutes.login;
  return isSafeReturnPath(returnTo) && returnTo !== HOME_URL ? withParameter(login, 'returnTo', returnTo) : login;
}

/** The defaults of the host pages, for the demo host's route table (widgets link with `hostPageUrl`). */
export const FAVORITES_URL = DEFAULT_ROUTES.favorites;
export const CART_URL = DEFAULT_ROUTES.cart;
export const CHECKOUT_URL = DEFAULT_ROUTES.checkout;
/** The demo host's quick order pad and buy again pages (HOST-CONTRACT section 10). */
export const QUICK_ORDER_URL = '/quick-order';
export const BUY_AGAIN_URL = '/account/buy-again';
export const HOME_URL = DEFAULT_ROUTES.home;
export const PLANT_CONNECTION_URL = '/plant-connection';

/**
 * Cleans a name for a URL path: trim, whitespace to hyphens, drop every character that is
 * not a letter, digit or hyphen, collapse runs of hyphens, lowercase.
 *
 * "Letter" means any Unicode letter or digit (`\p{L}`, `\p{N}`), not only ASCII: the
 * catalogue has names such as "Pétunia Mix", and "pétunia-mix" reads better than
 * "ptunia-mix" (the id in the route is what identifies the page; the name is for people).
 * Lowercasing happens before the character filter so that a letter whose lowercase form
 * carries a combining mark (Turkish "İ") cannot leave the mark behind.
 */
export function cleanUrlName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/gu, '-')
    .replace(/[^\p{L}\p{N}-]/gu, '')
    .replace(/-{2,}/g, '-');
}

function withSuperSaver(path: string, superSaver: boolean | undefined): string {
  return superSaver ? `${path}?ss=1` : path;
}

/** True for the category named "plants" (any case, surrounding spaces ignored). */
export function isPlantsCategory(displayName: string): boolean {
  return displayName.trim().toLowerCase() === 'plants';
}

/**
 * Category page: `/order-now/{categoryId}/{cleaned name}`, or `/plant-connection` for the
 * category named plants; `?ss=1` when the super-saver variant is requested.
 */
export function categoryUrl(
  category: { categoryId: number; displayName: string },
  options: { superSaver?: boolean } = {},
): string {
  const path = isPlantsCategory(category.displayName)
    ? PLANT_CONNECTION_URL
    : `/order-now/${category.categoryId}/${cleanUrlName(category.displayName)}`;
  return withSuperSaver(path, options.superSaver);
}

/** Product page: `/order-now/product/{productId}/{categoryId}/{cleaned name}`. */
export function productUrl(productId: number, categoryId: number, name: string): string {
  return `/order-now/product/${productId}/${categoryId}/${cleanUrlName(name)}`;
}

/** Third-level category filter link: `/order-now/{filterOptionId}/{cleaned name}`. */
export function filterOptionUrl(filterOptionId: number, name: string): string {
  return `/order-now/${filterOptionId}/${cleanUrlName(name)}`;
}

/** Search results for a (suggested) term: `/search-results?term=…`. */
export function searchResultsUrl(term: string): string {
  return `/search-results?term=${encodeURIComponent(term)}`;
}

/** Statement view: `/MyAccount/OrderManager/ViewStatement?number=…&suffix=…`. */
export function statementUrl(number: string, suffix: string): string {
  return `/MyAccount/OrderManager/ViewStatement?number=${encodeURIComponent(number)}&suffix=${encodeURIComponent(suffix)}`;
}

export const ADDONS_CONFIGURATOR_URL = '/addons-configurator';

/** Add-ons configurator for one item: `/addons-configurator?item={itemNumber}&qty={quantity}`. */
export function addonsConfiguratorUrl(itemNumber: string, qty: number): string {
  return `${ADDONS_CONFIGURATOR_URL}?item=${encodeURIComponent(itemNumber)}&qty=${encodeURIComponent(String(qty))}`;
}

export type ConfiguratorKind = keyof ConfiguratorFlags;
export const CONFIGURATOR_KINDS = [
  'addons', 'trackbench', 'slidebench', 'benchconversion',
] as const satisfies readonly ConfiguratorKind[];

export const CONFIGURATOR_PATHS: Readonly<Record<ConfiguratorKind, string>> = {
  addons: ADDONS_CONFIGURATOR_URL,
  trackbench: '/track-bench-configurator',
  slidebench: '/slide-bench-configurator',
  benchconversion: '/bench-conversion-configurator',
};

/**
 * The page of a configurator. Only the add-ons configurator takes an item (its route has
 * `item` and `qty`); the bench configurators lay out a whole bench and their routes carry
 * no query, so `item` is ignored for them.
 */
export function configuratorUrl(
  kind: ConfiguratorKind,
  item?: { itemNumber: string; quantity: number },
): string {
  if (kind === 'addons' && item) return addonsConfiguratorUrl(item.itemNumber, item.quantity);
  return CONFIGURATOR_PATHS[kind];
}

/**
 * A CMS-authored link's address when it is safe to follow: a relative address, or an
 * absolute one with http, https, mailto or tel. Anything else (`javascript:`, `data:`,
 * `vbscript:`) gives null, and the text is shown without a link.
 */
export function safeLinkUrl(url: string): string | null {
  // Browsers ignore tabs, newlines and leading control characters and spaces in a scheme.
  const trimmed = url.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed.replace(/[\u0000-\u0020]/g, ''));
  if (!scheme) return trimmed === '' ? null : trimmed;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme[1]!.toLowerCase()) ? trimmed : null;
}

/** The demo host's account form pages (a host may move the one a widget links to: `routes.recoverPassword`). */
export const CONTACT_URL = '/account/contact';
export const CREATE_LOGIN_URL = '/account/create-login';
export const RECOVER_PASSWORD_URL = DEFAULT_ROUTES.recoverPassword;
export const RESET_PASSWORD_URL = '/account/reset-password';
