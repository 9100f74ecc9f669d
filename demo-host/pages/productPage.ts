/** Product page: facts rendered by the CMS from the catalogue, plus a favorites mount. */
import { productImageUrl } from '../../src/domain/images';
import { formatPrice } from '../../src/domain/price';
import { categoryUrl, configuratorUrl, CONFIGURATOR_KINDS, LOGIN_URL } from '../../src/domain/urls';
import { isSignedIn } from './context';
import type { ProductFacts } from './catalog';
import { html } from './html';
import { renderShell } from './layout';
import type { PageEnv, PageResult } from './page';
import { notBuiltNotice } from './widgets';

const CONFIGURATOR_NAMES = {
  addons: 'Add-ons configurator',
  trackbench: 'Track bench configurator',
  slidebench: 'Slide bench configurator',
  benchconversion: 'Bench conversion configurator',
} as const;

export function productPage(env: PageEnv, product: ProductFacts): PageResult {
  const image = productImageUrl(env.context.productImageUrl, product.imageNames, 'large');
  const configurators = CONFIGURATOR_KINDS.filter((kind) => product.configurator[kind]);
  const main = html`<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>
  <li><a href="/">Home</a></li>
  ${product.categoryPath.map((c) => html`<li><a href="${categoryUrl(c)}">${c.displayName}</a></li>`)}
  <li aria-current="page">${product.itemName}</li>
</ol></nav>
<article class="product">
  <div class="product__image"><img src="${image}" alt="${product.itemName}" width="400" height="400"></div>
  <div class="product__info">
    <p class="product__header">${product.catalogHeader}</p>
    <h1>${product.itemName}</h1>
    <p class="lead">${product.catalogSubHeader}</p>
    <dl class="product__facts">
      <dt>Item number</dt><dd>${product.itemNumber}</dd>
      <dt>Manufacturer</dt><dd>${product.manufacturer} (${product.mfgItemNumber})</dd>
      <dt>Package quantity</dt><dd>${product.sellMultiple} ${product.unitOfMeasure}</dd>
      ${isSignedIn(env.user) && product.msrp !== null ? html`<dt>MSRP</dt><dd>${formatPrice(product.msrp)}</dd>` : ''}
    </dl>
    ${isSignedIn(env.user) ? '' : html`<p><a href="${LOGIN_URL}">Click here for pricing and availability</a></p>`}
    <p>${product.description}</p>
    ${configurators.length > 0
      ? html`<h2>Configure</h2><ul>${configurators.map(
          (kind) => html`<li><a href="${configuratorUrl(kind, { itemNumber: product.itemNumber, quantity: product.sellMultiple })}">${CONFIGURATOR_NAMES[kind]}</a></li>`,
        )}</ul>`
      : ''}
    <h2>Favorites</h2>
    ${notBuiltNotice(env.widgets, 'favoritesDialog')}
    <div data-sf-widget="favorites" id="favorites-1" data-item-id="${product.itemId}"></div>
  </div>
</article>`;
  return { status: 200, body: renderShell(env, { title: product.itemName, main, widgets: ['favoritesDialog'] }) };
}
