/**
 * The Content-Security-Policy a host page needs for the widget entries it loads
 * (docs/hardening.md "Content-Security-Policy per entry"). Built from the origins involved,
 * so a host computes its header instead of copying one:
 *
 *   widgetCsp({ needs: needsOf(['cartBadge', 'checkout'], manifest), nonce, origins: { widgets, service, images, cardForm },
 *               host: { 'script-src': ["'self'"], 'style-src': ["'self'"] } })
 *
 * Everything starts from `default-src 'none'`: a load no directive names (a worker, a font, a
 * media file, a plugin) is refused, so the browser tests that run the entries under this policy
 * also prove the widgets need nothing else. What each entry needs beyond its own files and
 * styles is what its widgets declare (`needsOf`, from the build's manifest).
 */
import type { Manifest } from '../../src/editor/manifest';
import type { CspNeed } from '../../src/runtime/widgetCore';
import type { WidgetEntry } from './widgets';

/** The directives the widgets' policy writes, in the order they are written. */
export const CSP_DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'connect-src',
  'img-src',
  'frame-src',
  'font-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
] as const;
export type CspDirective = (typeof CSP_DIRECTIVES)[number];

/**
 * What a widget does that a policy must allow, besides loading its scripts and inserting its
 * styles: declared with each widget (`about.host.csp`, src/runtime/widgetCore.ts `CspNeed`) and
 * listed per widget in the build's dist/meta/manifest.json. Two tests hold the declarations to
 * the code: csp.test.ts bundles each widget and finds the code that makes each need (an
 * `<img>`, a data: icon, the card form's `<iframe>`) among the files it reaches;
 * tests/browser/csp.test.ts compares them with what the running widgets load (a report-only
 * policy without those sources reports exactly them).
 */
export type EntryNeed = CspNeed;

/** The order needs are written in. */
const NEED_ORDER: readonly EntryNeed[] = ['service', 'images', 'dataImages', 'cardForm'];

/** Origins as `scheme://host[:port]`, without a path or a trailing slash. */
export type CspOrigins = {
  /** Where the entries and their chunks are loaded from (the `<script src>` of each entry). */
  widgets: string;
  /** Origin of the page context's `serviceUrl`. */
  service: string;
  /** Origin of the page context's `productImageUrl` (and of the service's category images). */
  images: string;
  /** Origin of the card gateway's hosted form. */
  cardForm: string;
};

export type HostSources = Partial<Record<CspDirective, readonly string[]>>;

export type WidgetCspInput = {
  /** What the page's widgets need (`needsOf` the entries it loads). */
  needs: readonly EntryNeed[];
  /** The per-response nonce, also given to the widgets as the page context's `cspNonce`. */
  nonce: string;
  origins: CspOrigins;
  /** The host page's own sources (its scripts, stylesheets, images, forms), merged in first. */
  host?: HostSources;
  /**
   * 'origin' (default): scripts allowed by the widgets' origin; the entry tags need no nonce.
   * 'strict-dynamic': `'nonce-…' 'strict-dynamic'` instead, for hosts that allow scripts by
   * nonce only (every entry tag then needs the nonce; chunks and modulepreloads inherit it).
   */
  scripts?: 'origin' | 'strict-dynamic';
  /**
   * The page carries the widgets' import map (an inline `<script type="importmap">` giving
   * every chunk its `integrity`, docs/embedding.md "On a payment page"): with 'origin', the
   * nonce joins script-src so that one inline script runs (it carries the nonce too).
   */
  importMap?: boolean;
  /** Where the browser posts violation reports (`report-uri`). */
  reportUri?: string;
  /**
   * Leave the widgets' sources out of these directives (the host's stay): to see what a host
   * that forgot one gets, and, report-only, to observe what the widgets load.
   */
  without?: readonly CspDirective[];
};

/**
 * The union of what the widgets of `entries` need, in EntryNeed order, from the build's
 * manifest (without one, nothing is built: the service only).
 */
export function needsOf(entries: readonly WidgetEntry[], manifest: Pick<Manifest, 'widgets'> | null): EntryNeed[] {
  const files = new Set(entries.map((entry) => `${entry}.js`));
  const all = new Set<EntryNeed>(['service', ...(manifest?.widgets ?? []).filter((widget) => files.has(widget.entry)).flatMap((widget) => widget.host.csp)]);
  return NEED_ORDER.filter((need) => all.has(need));
}

/** The policy as ordered directives with their sources (no empty directive). */
export function widgetCspDirectives(input: WidgetCspInput): [string, string[]][] {
  const needs = new Set(input.needs);
  const { origins } = input;
  const nonce = `'nonce-${input.nonce}'`;
  const widgets: Partial<Record<CspDirective, string[]>> = {
    'default-src': ["'none'"],
    'script-src': input.scripts === 'strict-dynamic' ? [nonce, "'strict-dynamic'"] : [origins.widgets, ...(input.importMap ? [nonce] : [])],
    // Emotion's style elements and the base stylesheet carry the page context's cspNonce.
    'style-src': [nonce],
    'connect-src': needs.has('service') ? [origins.service] : [],
    'img-src': [...(needs.has('images') ? [origins.images] : []), ...(needs.has('dataImages') ? ['data:'] : [])],
    'frame-src': needs.has('cardForm') ? [origins.cardForm] : [],
  };
  const without = new Set(input.without ?? []);
  const directives: [string, string[]][] = [];
  for (const name of CSP_DIRECTIVES) {
    const own = without.has(name) ? [] : (widgets[name] ?? []);
    const sources = [...new Set([...(input.host?.[name] ?? []), ...own])];
    // 'none' only stands alone.
    const cleaned = sources.length > 1 ? sources.filter((s) => s !== "'none'") : sources;
    if (cleaned.length > 0) directives.push([name, cleaned]);
  }
  if (input.reportUri) directives.push(['report-uri', [input.reportUri]]);
  return directives;
}

/** The header value: `default-src 'none'; script-src …; …`. */
export function widgetCsp(input: WidgetCspInput): string {
  return widgetCspDirectives(input)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The origin of `url` (absolute, or relative to `base`): what a policy names. */
export function originOf(url: string, base: string): string {
  return new URL(url, base).origin;
}
