/**
 * The demo host's route table (SPEC section 2 plus the demo's own pages).
 *
 * `/order-now/{id}/{name}` serves two things with one shape: a category page and a
 * third-level category filter link. The Category filter's options are the third-level
 * (leaf) categories with the category id as filterOptionId, so the id decides: a
 * third-level id is a filter link (its parent's page, pre-filtered to it), any other
 * category id a category page (docs/demo-host.md "Route disambiguation").
 */
import type { ConfiguratorKind } from '../../src/domain/urls';
import { CONFIGURATOR_PATHS, RESET_PASSWORD_URL } from '../../src/domain/urls';
import { favoritesPage, loginPage, statementPage, statementsPage, STATEMENTS_PAGE_URL } from './accountPages';
import { cartPage } from './cartPage';
import { checkoutPage } from './checkoutPage';
import { configuratorPage } from './configuratorPages';
import { ACCOUNT_FORM_ROUTES, DEMO_LOGINS_URL, demoLoginsPage } from './loginPages';
import { homePage, notFoundPage, resourcePage } from './homePage';
import { HOSTILE_PREFIX, hostilePage } from './hostilePage';
import type { PageRenderer } from './page';
import { productPage } from './productPage';
import { BUY_AGAIN_URL, buyAgainPage, QUICK_ORDER_URL, quickOrderPage } from './quickOrderPages';
import { categoryPage, searchResultsPage } from './searchPages';

export type Route = {
  render: PageRenderer;
  /** Served with the strict Content-Security-Policy and a per-request nonce. */
  csp?: boolean;
  /**
   * The address carries a secret (the reset link's token): served with `Referrer-Policy:
   * no-referrer` (and the meta tag), a CSP allowing only this origin (`ownOriginCsp`) with
   * a nonce, and the widgets from this origin.
   */
  tokenInAddress?: boolean;
  /**
   * Served with subresource integrity (a payment page, PCI DSS 6.4.3): the entry tags carry
   * `integrity` and an import map gives every chunk its own, from dist/meta/integrity.json.
   */
  integrity?: boolean;
};

const positiveInt = (text: string | undefined): number | null =>
  text !== undefined && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;

const STATIC_ROUTES: Record<string, Route> = {
  '/': { render: homePage },
  '/search-results': { render: searchResultsPage },
  '/MyAccount/OrderManager/ViewStatement': { render: statementPage },
  [STATEMENTS_PAGE_URL]: { render: statementsPage },
  '/account/favorites/': { render: favoritesPage },
  '/account/favorites': { render: favoritesPage },
  '/login': { render: loginPage },
  '/cart': { render: cartPage },
  // The payment page: strict policy with reports, and every script file checked (docs/embedding.md).
  '/checkout': { render: checkoutPage, csp: true, integrity: true },
  [QUICK_ORDER_URL]: { render: quickOrderPage },
  [BUY_AGAIN_URL]: { render: buyAgainPage },
  [HOSTILE_PREFIX]: { render: hostilePage, csp: true },
  '/plant-connection': {
    render: (env) => {
      const id = env.catalog.plantsCategoryId();
      const category = id === null ? null : env.catalog.category(id);
      return category ? categoryPage(env, category) : notFoundPage(env, 'The catalogue has no plants category.');
    },
  },
};

for (const [path, render] of Object.entries(ACCOUNT_FORM_ROUTES)) STATIC_ROUTES[path] = { render, ...(path === RESET_PASSWORD_URL ? { tokenInAddress: true } : {}) };
STATIC_ROUTES[DEMO_LOGINS_URL] = { render: (env) => (env.logins ? demoLoginsPage(env, env.logins) : notFoundPage(env)) };

for (const [kind, path] of Object.entries(CONFIGURATOR_PATHS) as [ConfiguratorKind, string][]) {
  STATIC_ROUTES[path] = { render: (env) => configuratorPage(env, kind) };
}

export function matchRoute(pathname: string): Route | null {
  const fixed = STATIC_ROUTES[pathname];
  if (fixed) return fixed;
  // /demo/hostile/<route>: any other route under the hostile theme and the strict policy.
  if (pathname.startsWith(`${HOSTILE_PREFIX}/`)) {
    const inner = matchRoute(pathname.slice(HOSTILE_PREFIX.length));
    if (!inner || inner.render === hostilePage) return null;
    return {
      csp: true,
      ...(inner.integrity ? { integrity: true } : {}),
      render: (env) => inner.render({ ...env, stylesheets: [...(env.stylesheets ?? []), 'hostile.css'] }),
    };
  }
  const parts = pathname.split('/').filter((p) => p !== '');
  if (parts[0] === 'resources' && parts.length === 2 && /^[\w.-]{1,80}$/.test(parts[1] ?? '')) {
    const slug = parts[1] ?? '';
    return { render: (env) => resourcePage(env, slug) };
  }
  if (parts[0] !== 'order-now') return null;

  // /order-now/product/{productId}/{categoryId}/{name}
  if (parts[1] === 'product' && parts.length >= 4 && parts.length <= 5) {
    const productId = positiveInt(parts[2]);
    const categoryId = positiveInt(parts[3]);
    if (productId === null || categoryId === null) return null;
    return {
      render: (env) => {
        const product = env.catalog.product(productId);
        return product ? productPage(env, product, categoryId) : notFoundPage(env, `There is no product ${productId}.`);
      },
    };
  }

  // /order-now/{categoryId | filterOptionId}/{name}; the name is for people and is not checked.
  if (parts.length === 3 || parts.length === 2) {
    const id = positiveInt(parts[1]);
    if (id === null) return null;
    return {
      render: (env) => {
        const link = env.catalog.categoryFilterLink(id);
        const parent = link ? env.catalog.category(link.categoryId) : null;
        if (link && parent) return categoryPage(env, parent, link);
        const category = env.catalog.category(id);
        if (category) return categoryPage(env, category);
        return notFoundPage(env, `There is no category or category filter ${id}.`);
      },
    };
  }
  return null;
}
