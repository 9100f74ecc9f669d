/**
 * Which widget entries a page loads and from where (HOST-CONTRACT section 1). An entry that
 * is not built yet is left out: a page never references a file that would 404, and it says
 * so in plain text instead.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { attr, escapeHtml, html, type SafeHtml } from './html';

export const WIDGET_ENTRIES = ['searchPage', 'cartBadge', 'favoritesDialog', 'configurators', 'cartPage', 'account', 'productPage', 'checkout', 'customerSwitcher', 'quickOrder'] as const;
export type WidgetEntry = (typeof WIDGET_ENTRIES)[number];

const DESCRIPTIONS: Record<WidgetEntry, string> = {
  searchPage: 'search',
  cartBadge: 'cart badge',
  favoritesDialog: 'favorites',
  configurators: 'configurator',
  cartPage: 'cart page',
  account: 'account',
  productPage: 'product page',
  checkout: 'checkout',
  customerSwitcher: 'customer switcher',
  quickOrder: 'quick order',
};

export type WidgetAssets = {
  /** Base URL of the built entries, without a trailing slash: `/widgets` or `http://cdn…/widgets`. */
  base: string;
  isBuilt(entry: WidgetEntry): boolean;
};

export function widgetAssets(widgetsDir: string, base: string): WidgetAssets {
  return {
    base: base.replace(/\/+$/, ''),
    isBuilt: (entry) => existsSync(path.join(widgetsDir, `${entry}.js`)),
  };
}

export function widgetScripts(assets: WidgetAssets, entries: readonly WidgetEntry[], nonce?: string): SafeHtml {
  const unique = [...new Set(entries)].filter((entry) => assets.isBuilt(entry));
  return html`${unique.map(
    (entry) => html`<script type="module" src="${assets.base}/${entry}.js"${attr('nonce', nonce)}></script>
`,
  )}`;
}

/** The entries a rendered page loads: those whose script tag `widgetScripts` wrote into `body`. */
export function entriesLoadedBy(body: string, assets: WidgetAssets): WidgetEntry[] {
  return WIDGET_ENTRIES.filter((entry) => body.includes(`<script type="module" src="${escapeHtml(`${assets.base}/${entry}.js`)}"`));
}

/** Plain server-rendered text shown beside a mount point whose entry is not built. */
export function notBuiltNotice(assets: WidgetAssets, entry: WidgetEntry): SafeHtml {
  if (assets.isBuilt(entry)) return html``;
  return html`<p class="widget-missing" role="status">The ${DESCRIPTIONS[entry]} widget is not built yet. Run <code>npm run build</code> and reload.</p>`;
}
