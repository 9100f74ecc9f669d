/**
 * Product page: breadcrumbs from the catalogue, then the product page widget in
 * `#productPage` with its data (HOST-CONTRACT section 6). The widget shows the item, its
 * price, stock, ordering, add-ons, related and recently ordered items.
 */
import type { ProductPageData } from '../../src/contract/pageData';
import { categoryUrl } from '../../src/domain/urls';
import type { ProductFacts } from './catalog';
import { html, jsonScript, type SafeHtml } from './html';
import { renderShell } from './layout';
import type { PageEnv, PageResult } from './page';
import { notBuiltNotice } from './widgets';

/** The mount point, its data and, when the entry is not built, a plain notice. */
export function productPageMount(env: PageEnv, data: ProductPageData): SafeHtml {
  return html`${notBuiltNotice(env.widgets, 'productPage')}
<div id="productPage"></div>
${jsonScript('productPage-data', data)}`;
}

export function productPage(env: PageEnv, product: ProductFacts, categoryId: number | null): PageResult {
  const data: ProductPageData = { itemNumber: product.itemNumber, itemId: product.itemId, categoryId };
  const main = html`<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>
  <li><a href="/">Home</a></li>
  ${product.categoryPath.map((c) => html`<li><a href="${categoryUrl(c)}">${c.displayName}</a></li>`)}
  <li aria-current="page">${product.itemName}</li>
</ol></nav>
${productPageMount(env, data)}`;
  return { status: 200, body: renderShell(env, { title: product.itemName, main, widgets: ['productPage'] }) };
}
