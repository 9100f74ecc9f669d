import { describe, expect, it } from 'vitest';
import { entriesLoadedBy, widgetScripts, type WidgetAssets } from './widgets';

const assets = (base: string, built: readonly string[]): WidgetAssets => ({ base, isBuilt: (entry) => built.includes(entry) });

describe('entriesLoadedBy', () => {
  it('finds exactly the entries whose script tags widgetScripts wrote, from another origin too', () => {
    const cdn = assets('http://localhost:3002/widgets', ['cartBadge', 'checkout', 'customerSwitcher']);
    const body = `<main>checkout.js is named in text only</main>${widgetScripts(cdn, ['cartBadge', 'checkout', 'cartPage'], 'n').toString()}`;
    expect(entriesLoadedBy(body, cdn)).toEqual(['cartBadge', 'checkout']);
  });
});
