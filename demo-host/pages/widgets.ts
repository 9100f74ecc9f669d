/**
 * Which widget entries a page loads and from where (HOST-CONTRACT section 1). An entry that
 * is not built yet is left out: a page never references a file that would 404, and it says
 * so in plain text instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { integrityTags, type IntegrityManifest } from '../../integrity.mjs';
import type { Manifest } from '../../src/editor/manifest';
import { ENTRY_NAMES, type EntryName } from '../../widgets/entries';
import { attr, escapeHtml, html, raw, type SafeHtml } from './html';

/** The entry files the build makes (widgets/entries.ts, one line each). */
export const WIDGET_ENTRIES: readonly EntryName[] = ENTRY_NAMES;
export type WidgetEntry = EntryName;

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
  /**
   * The build's dist/meta/integrity.json, on pages served with subresource integrity (the
   * checkout): entry tags carry `integrity`, and `widgetImportMap` covers their chunks.
   */
  integrity?: IntegrityManifest;
  /** The build's dist/meta/manifest.json (what each widget needs from a host), read per page; null before a build. */
  manifest(): Manifest | null;
};

export function widgetAssets(widgetsDir: string, base: string, options: { integrity?: boolean } = {}): WidgetAssets {
  const integrity = options.integrity ? readIntegrity(widgetsDir) : null;
  return {
    base: base.replace(/\/+$/, ''),
    isBuilt: (entry) => existsSync(path.join(widgetsDir, `${entry}.js`)),
    manifest: () => readMeta<Manifest>(widgetsDir, 'manifest.json'),
    ...(integrity ? { integrity } : {}),
  };
}

/**
 * dist/meta/integrity.json beside `widgetsDir`, read per page (a rebuild changes it); null
 * when there is none (`node build.mjs --watch` writes none): the page is then served without
 * integrity values rather than with stale ones that would refuse every file.
 */
export function readIntegrity(widgetsDir: string): IntegrityManifest | null {
  return readMeta<IntegrityManifest>(widgetsDir, 'integrity.json');
}

/** A file of dist/meta/ beside `widgetsDir`, or null when there is none. */
function readMeta<T>(widgetsDir: string, file: string): T | null {
  try {
    return JSON.parse(readFileSync(path.join(widgetsDir, '../meta', file), 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The built entries among `entries`, once each, in order: what a page loads. */
export function builtEntries(assets: WidgetAssets, entries: readonly WidgetEntry[]): WidgetEntry[] {
  return [...new Set(entries)].filter((entry) => assets.isBuilt(entry));
}

export function widgetScripts(assets: WidgetAssets, entries: readonly WidgetEntry[], nonce?: string): SafeHtml {
  return html`${builtEntries(assets, entries).map(
    (entry) => html`<script type="module" src="${assets.base}/${entry}.js"${attr('integrity', assets.integrity?.files[`${entry}.js`]?.integrity)}${attr('nonce', nonce)}></script>
`,
  )}`;
}

/**
 * The import map giving every file the `entries` can load its `integrity` (integrity.mjs),
 * keyed by absolute URLs resolved against `pageUrl` when the widgets' base is relative; empty
 * on pages without integrity. Goes in the head, before any module script.
 */
export function widgetImportMap(assets: WidgetAssets, entries: readonly WidgetEntry[], pageUrl: URL, nonce?: string): SafeHtml {
  const manifest = assets.integrity;
  if (!manifest) return html``;
  const listed = builtEntries(assets, entries).filter((entry) => entry in manifest.entries);
  return raw(`${integrityTags(manifest, { base: new URL(assets.base, pageUrl).href, entries: listed, ...(nonce ? { nonce } : {}) }).importMap}\n`);
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
