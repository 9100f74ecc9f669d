import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEditorKit, type Manifest } from '../../src/editor/manifest';
import type { WidgetDefinition } from '../../src/runtime/widgetCore';
import { ENTRIES, type WidgetFolder } from '../../widgets/entries';
import { widgetsIn } from '../../widgets/testing';
import { needsOf, originOf, widgetCsp, type CspOrigins, type EntryNeed } from './csp';
import { WIDGET_ENTRIES, type WidgetEntry } from './widgets';

/** The manifest the build writes, from the declarations. */
let manifest: Manifest;
beforeAll(async () => {
  const widgets = Object.fromEntries(await Promise.all(Object.values(ENTRIES).flat().map(async (folder) => [folder, await widgetsIn(folder)] as const)));
  manifest = buildEditorKit('0.0.0', ENTRIES, widgets).manifest;
});
const needs = (entries: readonly WidgetEntry[]) => needsOf(entries, manifest);

const origins: CspOrigins = {
  widgets: 'https://cdn.example',
  service: 'https://api.example',
  images: 'https://img.example',
  cardForm: 'https://pay.example',
};

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

describe('widgetCsp', () => {
  it('gives the cart badge alone scripts from the widgets origin, nonce styles and the service, nothing else', () => {
    expect(widgetCsp({ needs: needs(['cartBadge']), nonce: 'n1', origins })).toBe(
      "default-src 'none'; script-src https://cdn.example; style-src 'nonce-n1'; connect-src https://api.example",
    );
  });

  it('allows the card form frame for the checkout and the account entry (a statement pays invoices by card), no other', () => {
    const checkout = directives(widgetCsp({ needs: needs(['cartBadge', 'checkout']), nonce: 'n', origins }));
    expect(checkout.get('frame-src')).toEqual(['https://pay.example']);
    expect(checkout.get('img-src')).toEqual(['data:']);
    expect(directives(widgetCsp({ needs: needs(['account']), nonce: 'n', origins })).get('frame-src')).toEqual(['https://pay.example']);
    for (const entry of WIDGET_ENTRIES.filter((e) => e !== 'checkout' && e !== 'account')) {
      expect(directives(widgetCsp({ needs: needs([entry]), nonce: 'n', origins })).has('frame-src'), entry).toBe(false);
    }
  });

  it('allows product images and data: icons for the cart page, and never unsafe-inline or unsafe-eval', () => {
    const policy = widgetCsp({ needs: needs(['cartBadge', 'cartPage', 'customerSwitcher']), nonce: 'n', origins });
    expect(directives(policy).get('img-src')).toEqual(['https://img.example', 'data:']);
    const all = widgetCsp({ needs: needs(WIDGET_ENTRIES), nonce: 'n', origins });
    expect(all).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it("merges the host's sources first, keeps each source once and drops 'none' beside others", () => {
    const policy = directives(
      widgetCsp({
        needs: needs(['searchPage']),
        nonce: 'n',
        origins: { ...origins, widgets: 'https://shop.example', images: 'https://shop.example' },
        host: { 'script-src': ["'self'", 'https://shop.example'], 'img-src': ["'self'"], 'form-action': ["'self'"], 'default-src': ["'none'"] },
      }),
    );
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://shop.example']);
    expect(policy.get('img-src')).toEqual(["'self'", 'https://shop.example', 'data:']);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it("allows scripts by nonce and 'strict-dynamic' instead of the origin when asked", () => {
    const policy = directives(widgetCsp({ needs: needs(['checkout']), nonce: 'abc', origins, scripts: 'strict-dynamic' }));
    expect(policy.get('script-src')).toEqual(["'nonce-abc'", "'strict-dynamic'"]);
  });

  it('leaves the widgets sources out of the directives named in without, and adds report-uri last', () => {
    const policy = widgetCsp({
      needs: needs(['checkout']),
      nonce: 'n',
      origins,
      host: { 'img-src': ["'self'"] },
      without: ['frame-src', 'img-src'],
      reportUri: '/csp-reports',
    });
    const parsed = directives(policy);
    expect(parsed.has('frame-src')).toBe(false);
    expect(parsed.get('img-src')).toEqual(["'self'"]);
    expect(policy.endsWith('; report-uri /csp-reports')).toBe(true);
  });
});

describe('needsOf', () => {
  it('gives every entry the service', () => {
    for (const entry of WIDGET_ENTRIES) expect(needs([entry]), entry).toContain('service');
  });

  it("adds up what the page's widgets declare, in a fixed order", () => {
    expect(needs(['checkout', 'cartBadge'])).toEqual(['service', 'dataImages', 'cardForm']);
    expect(needs(['configurators'])).toEqual(['service']);
    expect(needsOf(['checkout'], null)).toEqual(['service']);
  });
});

describe('originOf', () => {
  it('reads the origin of absolute and page-relative addresses', () => {
    expect(originOf('https://api.example:8443/api/', 'https://shop.example/x')).toBe('https://api.example:8443');
    expect(originOf('/widgets', 'http://localhost:3000/demo/hostile')).toBe('http://localhost:3000');
  });
});

describe("each widget's declared needs against the code it reaches", () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  /** Our own source files a widget folder's declarations reach through static and dynamic imports. */
  async function sourcesOf(folder: WidgetFolder): Promise<{ file: string; text: string }[]> {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [path.join(root, 'widgets', folder, 'widget.ts')],
      bundle: true,
      splitting: true,
      format: 'esm',
      write: false,
      outdir: path.join(root, 'dist/.csp-check'),
      metafile: true,
      jsx: 'automatic',
      jsxImportSource: '@emotion/react',
      define: { SF_DOCS: 'false' },
      logLevel: 'silent',
    });
    return Object.keys(result.metafile.inputs)
      .filter((file) => /^(src|widgets)\//.test(file))
      .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
  }
  /** Code that makes each need (a use, not the definition). */
  const MARKERS: Record<Exclude<EntryNeed, 'service'>, RegExp> = {
    images: /<ProductImage\b|<img\b/,
    dataImages: /(?<!function )\biconMask\(|<SelectField\b/,
    cardForm: /<iframe\b/,
  };

  it('declares exactly the needs whose code each widget reaches, and no widget reaches eval, workers, fonts or blob URLs', async () => {
    const folders = Object.values(ENTRIES).flat();
    const found = await Promise.all(
      folders.map(async (folder) => {
        const sources = (await sourcesOf(folder)).filter(({ file }) => !file.endsWith('.test.ts') && !file.endsWith('.test.tsx'));
        const reached = (Object.keys(MARKERS) as (keyof typeof MARKERS)[]).filter((need) => sources.some(({ text }) => MARKERS[need].test(text)));
        const forbidden = sources
          .filter(({ text }) => /\beval\(|new Function\(|new (Shared)?Worker\(|@font-face|createObjectURL\(|setAttribute\(['"]style['"]/.test(text))
          .map(({ file }) => file);
        return [folder, { needs: ['service', ...reached].sort(), forbidden }] as const;
      }),
    );
    // A folder's widgets share their code: each declares what the folder's code needs.
    const declared = await Promise.all(
      folders.map(async (folder) => {
        const widgets = (await widgetsIn(folder)).filter((widget): widget is WidgetDefinition => 'prepare' in widget);
        const needs = new Set(widgets.flatMap((widget) => (widget.about ? widget.about.host?.csp ?? [] : [])));
        return [folder, { needs: widgets.length ? [...needs].sort() : ['service'], forbidden: [] }] as const;
      }),
    );
    expect(found).toEqual(declared);
  }, 60_000);
});
