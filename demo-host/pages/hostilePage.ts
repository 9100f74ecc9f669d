/**
 * /demo/hostile: every widget on one page under an aggressive CMS theme (static/hostile.css)
 * and a strict Content-Security-Policy. The widgets must look and work as elsewhere, insert
 * styles only with the page's nonce, and load scripts and data only from allowed origins.
 */
import type { Category } from '../../src/contract/responses';
import { html } from './html';
import { renderShell } from './layout';
import type { PageEnv, PageResult } from './page';
import { configuratorMount } from './configuratorPages';
import { productPageMount } from './productPage';
import { buildSearchRequest, searchPageMount } from './searchPages';
import { notBuiltNotice } from './widgets';

/**
 * The policy: nothing inline without the nonce, no 'unsafe-inline' styles, images only from
 * this site (and data: URIs), service calls only to `serviceOrigin`.
 */
export function hostileCsp(input: { nonce: string; widgetsOrigin: string | null; serviceOrigin: string }): string {
  const widgets = input.widgetsOrigin ? ` ${input.widgetsOrigin}` : '';
  return [
    `default-src 'self'${widgets}`,
    `script-src 'self'${widgets} 'nonce-${input.nonce}'`,
    `style-src 'self' 'nonce-${input.nonce}'`,
    `img-src 'self' data:`,
    `connect-src 'self' ${input.serviceOrigin}`,
    `font-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
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
