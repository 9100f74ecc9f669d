import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRIES, ENTRY_NAMES } from './entries';
import { entryWidgets, widgetsIn } from './testing';

const folders = readdirSync(path.join(process.cwd(), 'widgets')).filter((name) => existsSync(path.join(process.cwd(), 'widgets', name, 'widget.ts')));

describe('widgets/entries.ts', () => {
  it('puts every widget folder in exactly one entry, and names no folder without a widget.ts', () => {
    const listed = Object.values(ENTRIES).flat();
    expect([...listed].sort()).toEqual([...folders].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('gives the HOST-CONTRACT entries their mount selectors (sections 1, 6 and 10)', async () => {
    const selectors = Object.fromEntries(await Promise.all(ENTRY_NAMES.map(async (entry) => [entry, (await entryWidgets(entry)).map((widget) => widget.selector)])));
    expect(selectors).toMatchObject({
      searchPage: ['#searchPage'],
      cartBadge: expect.arrayContaining(['[data-sf-widget="cart-badge"]']),
      favoritesDialog: ['[data-sf-widget="favorites"]'],
      configurators: ['[data-sf-widget="addons-configurator"]', '[data-sf-widget="track-bench-configurator"]', '[data-sf-widget="slide-bench-configurator"]', '[data-sf-widget="bench-conversion-configurator"]'],
      productPage: ['#productPage'],
      cartPage: ['#cartPage'],
      checkout: ['#checkout'],
      customerSwitcher: ['[data-sf-widget="customer-switcher"]'],
      quickOrder: ['#quickOrder', '[data-sf-widget="buy-again"]'],
    });
    expect([...selectors.account].sort()).toEqual(
      ['statements', 'statement', 'contact-form', 'create-login', 'recover-password', 'reset-password', 'favorites-page'].map((name) => `[data-sf-widget="${name}"]`).sort(),
    );
  });

  it('gives every widget an editor a title, a description and the markup to place', async () => {
    for (const folder of folders) {
      for (const widget of await widgetsIn(folder as never)) {
        if ('mount' in widget) continue;
        expect(widget.title, widget.name).toBeTruthy();
        expect(widget.about && widget.about.description, widget.name).toBeTruthy();
        expect(widget.about && widget.about.element, widget.name).toMatch(/^<div [^>]*><\/div>$/);
      }
    }
  });
});
