/**
 * cartBadge.js, loaded by every page: the cart badge in every `[data-sf-widget="cart-badge"]`,
 * the `one time` toasts, and the `show search` listener for the host's search box. Kept
 * light on purpose (see docs/cart-badge.md "Weight"): nothing from search or favorites.
 */
import { getPageBus } from '../../src/bus/bus';
import { defineWidget, startEntry } from '../../src/runtime/widget';
import { CartBadge } from '../../src/ui/cart/CartBadge';
import { OneTimeToasts } from '../../src/ui/cart/OneTimeToasts';
import { ensureNoticesMount, NOTICES_SELECTOR } from './noticesMount';
import { listenForShowSearch } from './searchBoxListener';

const cartBadge = defineWidget({
  name: 'cart-badge',
  selector: '[data-sf-widget="cart-badge"]',
  render: () => <CartBadge />,
});

const notices = defineWidget({
  name: 'notices',
  selector: NOTICES_SELECTOR,
  render: () => <OneTimeToasts />,
});

listenForShowSearch(getPageBus(window), document);
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => ensureNoticesMount(document), { once: true });
} else {
  ensureNoticesMount(document);
}
startEntry([cartBadge, notices]);
