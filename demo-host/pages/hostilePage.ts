/**
 * /demo/hostile: every widget on one page under an aggressive CMS theme (static/hostile.css)
 * and a strict Content-Security-Policy. The widgets must look and work as elsewhere, insert
 * styles only with the page's nonce, and load scripts and data only from allowed origins.
 * `/demo/hostile/<route>` serves any other demo route (`/demo/hostile/cart`,
 * `/demo/hostile/checkout`, …) the same way. The policy is the one csp.ts computes for the
 * entries the page loads (docs/hardening.md "Content-Security-Policy per entry").
 */
import type { Category } from '../../src/contract/responses';
import { html } from './html';
import { renderShell } from './layout';
import type { PageEnv, PageResult } from './page';
import { configuratorMount } from './configuratorPages';
import { productPageMount } from './productPage';
import { buildSearchRequest, searchPageMount } from './searchPages';
import { CSP_DIRECTIVES, widgetCsp, type CspDirective, type CspOrigins, type EntryNeed, type HostSources } from './csp';
import { notBuiltNotice, type WidgetEntry } from './widgets';

/** Where the demo collects the violation reports of its strict pages (`report-uri`). */
export const CSP_REPORT_PATH = '/demo/csp-reports';

/** Prefix that serves any demo route under the hostile theme and the strict policy. */
export const HOSTILE_PREFIX = '/demo/hostile';

/**
 * The demo host's own needs, merged before the widgets': its script (host.js), its
 * stylesheets, its favicon and the images in CMS content, its forms (search box, persona
 * menu), and no framing of its pages. Nothing inline: its only `<script>` without a src is
 * the page context, JSON, which is not run.
 */
export const DEMO_HOST_SOURCES: HostSources = {
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export type HostileCspInput = {
  nonce: string;
  /** What the widgets of the entries the page loads need (`needsOf` the entries `entriesLoadedBy` its body). */
  needs: readonly EntryNeed[];
  origins: CspOrigins;
  /** The page carries the widgets' import map (`widgetImportMap`): see `WidgetCspInput.importMap`. */
  importMap?: boolean;
  /** The page's query: `csp-without=frame-src,img-src` drops the widgets' sources of those directives; `csp-scripts=strict-dynamic`; `csp-baseline` adds the report-only baseline. */
  query?: URLSearchParams;
  /** Who may frame the page instead of nobody: a punchout page's procurement system (docs/punchout.md). */
  frameAncestors?: readonly string[];
};

const isDirective = (name: string): name is CspDirective => (CSP_DIRECTIVES as readonly string[]).includes(name);

/**
 * The headers of a strict demo page: the policy `widgetCsp` computes for its entries, with
 * the demo host's own sources and violation reports to CSP_REPORT_PATH. With `csp-baseline`
 * in the query, also a report-only policy with no connect, image or frame source at all:
 * every load an entry makes beyond its scripts and styles is then reported (not blocked),
 * which is how the browser test compares the widgets' declared needs with what they do.
 */
export function hostileCspHeaders(input: HostileCspInput): Record<string, string> {
  const query = input.query ?? new URLSearchParams();
  const without = (query.get('csp-without') ?? '').split(',').filter(isDirective);
  const host = input.frameAncestors ? { ...DEMO_HOST_SOURCES, 'frame-ancestors': [...input.frameAncestors] } : DEMO_HOST_SOURCES;
  const base = {
    needs: input.needs,
    nonce: input.nonce,
    origins: input.origins,
    host,
    scripts: query.get('csp-scripts') === 'strict-dynamic' ? ('strict-dynamic' as const) : ('origin' as const),
    ...(input.importMap ? { importMap: true } : {}),
  };
  const headers: Record<string, string> = {
    'Content-Security-Policy': widgetCsp({ ...base, without, reportUri: CSP_REPORT_PATH }),
  };
  if (query.has('csp-baseline')) {
    // Nothing for connections, images and frames, the host's 'self' images included (in the
    // demo the images share the page's origin): every such load is reported with its URL.
    headers['Content-Security-Policy-Report-Only'] = widgetCsp({
      ...base,
      host: { ...host, 'img-src': [] },
      without: ['connect-src', 'img-src', 'frame-src'],
    });
  }
  return headers;
}

export function hostilePage(env: PageEnv): PageResult {
  // The category whose CMS description holds a script, an onerror handler and a javascript:
  // link: the widget must sanitize it, and CSP would report any of them that got through.
  const top = env.catalog.topCategories()[0];
  const category: Category | null =
    env.catalog.category(env.catalog.unsafeDescriptionCategoryId()) ?? (top ? env.catalog.category(top.categoryId) : null);
  const item = env.catalog.sampleItem('any');
  const main = html`<h1>MegaTheme Pro demo page</h1>
<p>This page embeds every widget under a theme that restyles every element (<code>*</code>, <code>div</code>, <code>button</code>, <code>input</code>, <code>img</code>) and sends a Content-Security-Policy without <code>'unsafe-inline'</code>. The widgets must keep their own look and insert styles only with the page's nonce.</p>
<p>Every other route works the same way under <code>${HOSTILE_PREFIX}/</code>, with the policy of its own widgets: <a href="${HOSTILE_PREFIX}/cart">the cart</a>, <a href="${HOSTILE_PREFIX}/checkout">the checkout</a> (the card form framed from its own origin), <a href="${HOSTILE_PREFIX}/account/favorites">the favorites page</a>.</p>
<section aria-labelledby="hostile-search">
  <h2 id="hostile-search">Search page${category ? `: ${category.displayName}` : ''}</h2>
  ${searchPageMount(env, {
    category,
    superSaverCategory: null,
    searchRequest: buildSearchRequest(env, { categoryId: category?.categoryId ?? null }),
  })}
</section>
<section aria-labelledby="hostile-favorites">
  <h2 id="hostile-favorites">Favorites${item ? `: ${item.itemName}` : ''}</h2>
  ${notBuiltNotice(env.widgets, 'favoritesDialog')}
  ${item ? html`<div data-sf-widget="favorites" id="favorites-hostile" data-item-id="${item.itemId}"></div>` : html`<p>The catalogue has no items.</p>`}
</section>
${item ? html`<section aria-labelledby="hostile-product">
  <h2 id="hostile-product">Product page: ${item.itemName}</h2>
  ${productPageMount(env, { itemNumber: item.itemNumber, itemId: item.itemId, categoryId: item.categoryId })}
</section>` : ''}
<section aria-labelledby="hostile-configurator">
  <h2 id="hostile-configurator">Track bench configurator</h2>
  ${notBuiltNotice(env.widgets, 'configurators')}
  ${configuratorMount('trackbench')}
</section>`;
  return {
    status: 200,
    body: renderShell(env, {
      title: 'Hostile CMS theme',
      main,
      stylesheets: ['hostile.css'],
      widgets: ['searchPage', 'favoritesDialog', 'configurators', 'productPage'],
    }),
  };
}
