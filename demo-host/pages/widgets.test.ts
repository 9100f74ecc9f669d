import { describe, expect, it } from 'vitest';
import { ENTRIES } from '../../widgets/entries';
import type { IntegrityManifest } from '../../integrity.mjs';
import { entriesLoadedBy, WIDGET_ENTRIES, widgetImportMap, widgetScripts, type WidgetAssets } from './widgets';

const assets = (base: string, built: readonly string[]): WidgetAssets => ({ base, isBuilt: (entry) => built.includes(entry), manifest: () => null });

describe('WIDGET_ENTRIES', () => {
  it('names every entry the build makes: each line of widgets/entries.ts, and no other', () => {
    expect([...WIDGET_ENTRIES].sort()).toEqual(Object.keys(ENTRIES).sort());
  });
});

describe('entriesLoadedBy', () => {
  it('finds exactly the entries whose script tags widgetScripts wrote, from another origin too', () => {
    const cdn = assets('http://localhost:3002/widgets', ['cartBadge', 'checkout', 'customerSwitcher']);
    const body = `<main>checkout.js is named in text only</main>${widgetScripts(cdn, ['cartBadge', 'checkout', 'cartPage'], 'n').toString()}`;
    expect(entriesLoadedBy(body, cdn)).toEqual(['cartBadge', 'checkout']);
  });
});

describe('subresource integrity on a page (the checkout)', () => {
  const integrity: IntegrityManifest = {
    algorithm: 'sha384',
    files: {
      'checkout.js': { integrity: 'sha384-entry', bytes: 1, kind: 'entry' },
      'cartBadge.js': { integrity: 'sha384-badge', bytes: 1, kind: 'entry' },
      'chunks/view.js': { integrity: 'sha384-view', bytes: 1, kind: 'part' },
    },
    entries: {
      checkout: { file: 'checkout.js', loads: ['checkout.js'], onDemand: ['chunks/view.js'] },
      cartBadge: { file: 'cartBadge.js', loads: ['cartBadge.js'], onDemand: [] },
    },
  };
  const page = new URL('http://shop.example:3000/checkout');

  it('gives each entry tag its integrity and still lets entriesLoadedBy find it', () => {
    const own = { ...assets('/widgets', ['cartBadge', 'checkout']), integrity };
    const tags = widgetScripts(own, ['cartBadge', 'checkout'], 'n').toString();
    expect(tags).toContain('<script type="module" src="/widgets/checkout.js" integrity="sha384-entry" nonce="n"></script>');
    expect(entriesLoadedBy(tags, own)).toEqual(['cartBadge', 'checkout']);
  });

  it("keys the import map by absolute URLs, the page's origin standing in for a base without one; built entries only", () => {
    const own = { ...assets('/widgets', ['checkout']), integrity };
    expect(widgetImportMap(own, ['cartBadge', 'checkout'], page, 'n').toString()).toBe(
      '<script type="importmap" nonce="n">{"integrity":{"http://shop.example:3000/widgets/checkout.js":"sha384-entry",' +
        '"http://shop.example:3000/widgets/chunks/view.js":"sha384-view"}}</script>\n',
    );
    const cdn = { ...assets('http://cdn.example:3002/widgets', ['checkout']), integrity };
    expect(widgetImportMap(cdn, ['checkout'], page).toString()).toContain('"http://cdn.example:3002/widgets/chunks/view.js":"sha384-view"');
  });

  it('writes no import map and no integrity attribute on a page without integrity', () => {
    const plain = assets('/widgets', ['checkout']);
    expect(widgetImportMap(plain, ['checkout'], page).toString()).toBe('');
    expect(widgetScripts(plain, ['checkout']).toString()).not.toContain('integrity');
  });
});
