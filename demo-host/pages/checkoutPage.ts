/**
 * /checkout: the checkout widget (checkout.js into #checkout, the page context only). Its
 * confirmation and the card gateway's form (an iframe from the card form's own origin) are
 * shown inside #checkout; this page adds only the heading, an intro and the demo's test cards.
 * The intro and the test cards speak of an order still to place: once the widget marks
 * #checkout `data-sf-checkout="placed"` (docs/checkout.md "The host page after the order"),
 * host.css hides them (`.before-order`), so the page around the confirmation follows it.
 */
import { CART_URL } from '../../src/domain/urls';
import { html } from './html';
import { renderShell } from './layout';
import type { PageEnv, PageResult } from './page';
import { notBuiltNotice } from './widgets';

export function checkoutPage(env: PageEnv): PageResult {
  const main = html`<h1>Checkout</h1>
<p class="lead before-order">Choose where and how the order ships and how you pay, then place it. <a href="${CART_URL}">Back to the cart</a></p>
${notBuiltNotice(env.widgets, 'checkout')}
<div id="checkout"></div>
<aside class="demo-note before-order" aria-labelledby="test-cards-title">
  <h2 id="test-cards-title">Demo card gateway</h2>
  <p>The card form comes from the demo gateway on its own origin. Use any future expiry and any 3-digit CVV with:</p>
  <ul>
    <li>4111 1111 1111 1111: approved</li>
    <li>4000 0000 0000 0002: declined when the order is placed</li>
    <li>4000 0000 0000 0119: the gateway fails in the card form</li>
  </ul>
</aside>`;
  return { status: 200, body: renderShell(env, { title: 'Checkout', main, widgets: ['checkout'] }) };
}
