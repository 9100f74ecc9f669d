/** The four configurator routes: a CMS intro text and the configurator's mount point. */
import type { ConfiguratorKind } from '../../src/domain/urls';
import { html, type SafeHtml } from './html';
import { renderShell } from './layout';
import type { PageEnv, PageResult } from './page';
import { notBuiltNotice } from './widgets';

export const CONFIGURATOR_PAGES: Record<ConfiguratorKind, { widget: string; title: string; intro: string }> = {
  addons: {
    widget: 'addons-configurator',
    title: 'Add-ons configurator',
    intro: 'Pick the accessories and replacement parts that go with an item; quantities follow the item and round up to full packages.',
  },
  trackbench: {
    widget: 'track-bench-configurator',
    title: 'Track bench configurator',
    intro: 'Lay out rolling track benches by width, length and count; we work out every frame, top, rail and hardware part.',
  },
  slidebench: {
    widget: 'slide-bench-configurator',
    title: 'Slide bench configurator',
    intro: 'Slide benches roll their tops sideways to open an aisle where you need it. Choose the layout and we list the kit.',
  },
  benchconversion: {
    widget: 'bench-conversion-configurator',
    title: 'Bench conversion configurator',
    intro: 'Convert existing stationary benches to track or slide benches and reuse what you already have.',
  },
};

/** The mount element; the add-ons configurator also gets item and quantity as attributes when given. */
export function configuratorMount(kind: ConfiguratorKind, item?: { itemNumber: string; quantity: number }): SafeHtml {
  const page = CONFIGURATOR_PAGES[kind];
  if (kind === 'addons' && item) {
    return html`<div data-sf-widget="${page.widget}" id="${page.widget}" data-item="${item.itemNumber}" data-qty="${item.quantity}"></div>`;
  }
  return html`<div data-sf-widget="${page.widget}" id="${page.widget}"></div>`;
}

export function configuratorPage(env: PageEnv, kind: ConfiguratorKind): PageResult {
  const page = CONFIGURATOR_PAGES[kind];
  let itemLine: SafeHtml = html``;
  if (kind === 'addons') {
    const itemNumber = env.url.searchParams.get('item') ?? '';
    const item = itemNumber ? env.catalog.itemByNumber(itemNumber) : null;
    itemLine = item
      ? html`<p>Configuring add-ons for <strong>${item.itemName}</strong> (${item.itemNumber}).</p>`
      : html`<p class="notice">Open this configurator from a product that has add-ons, for example with <code>?item=…&amp;qty=…</code> in the address.</p>`;
  }
  const main = html`<h1>${page.title}</h1>
<p class="lead">${page.intro}</p>
${itemLine}
${notBuiltNotice(env.widgets, 'configurators')}
${configuratorMount(kind)}`;
  return { status: 200, body: renderShell(env, { title: page.title, main, widgets: ['configurators'] }) };
}
