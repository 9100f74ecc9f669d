/**
 * cartBadge.js, loaded by every page: the cart badge in every `[data-sf-widget="cart-badge"]`,
 * the `one time` toasts, and the `show search` listener for the host's search box.
 *
 * Started like every entry (`startEntry`: page registry, mount once, `mountAll`, screen
 * watcher), but drawn with the DOM, not React (`defineDomWidget`): a page that loads only this
 * entry stays small (docs/cart-badge.md "Weight"), as React with ReactDOM and Emotion alone
 * are about 76 KB gzip.
 */
import { getPageBus } from '../../src/bus/bus';
import { startEntry } from '../../src/runtime/widgetCore';
import { CART_BADGE_WIDGET, NOTICES } from './definition';
import { ensureNoticesMount } from './noticesMount';
import { listenForShowSearch } from './searchBoxListener';

const win = window;
listenForShowSearch(getPageBus(win), win.document);
// Before startEntry mounts (its own DOMContentLoaded listener comes after this one).
if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', () => ensureNoticesMount(win.document), { once: true });
else ensureNoticesMount(win.document);
startEntry([CART_BADGE_WIDGET, NOTICES], win);
