/**
 * cartBadge.js, loaded by every page: the cart badge in every `[data-sf-widget="cart-badge"]`,
 * the `one time` toasts, and the `show search` listener for the host's search box.
 *
 * Drawn with the DOM, not React: a page that loads only this entry must stay under 85 KB
 * gzip, and React with ReactDOM and Emotion alone are about 76 KB (docs/cart-badge.md
 * "Weight"). It still uses the runtime's page registry (mount once, `mountAll`), page data,
 * error reporting, bus and screen watcher, shared with every other entry.
 */
import { getPageBus } from '../../src/bus/bus';
import { pageSingleton } from '../../src/bus/pageGlobal';
import { mountIn, registerWidgets } from '../../src/runtime/registry';
import { watchScreen } from '../../src/runtime/screenCore';
import { CART_BADGE_SELECTOR, CART_BADGE_WIDGET, mountCartBadge } from './mountCartBadge';
import { mountOneTimeToasts, NOTICES_WIDGET } from './mountOneTimeToasts';
import { ensureNoticesMount, NOTICES_SELECTOR } from './noticesMount';
import { listenForShowSearch } from './searchBoxListener';

const win = window;
const bus = getPageBus(win);
const names = [CART_BADGE_WIDGET, NOTICES_WIDGET];

registerWidgets(win, [
  { name: CART_BADGE_WIDGET, selector: CART_BADGE_SELECTOR, mount: (element) => mountCartBadge(element, win, bus) },
  { name: NOTICES_WIDGET, selector: NOTICES_SELECTOR, mount: (element) => mountOneTimeToasts(element, win, bus) },
]);
listenForShowSearch(bus, win.document);

function run() {
  // The runtime's page-lifetime watcher behind `screen change` (one per page, whoever starts it).
  const started = pageSingleton(win, 'screenWatcherStarted@1', () => ({ value: false }));
  if (!started.value) {
    started.value = true;
    watchScreen(win, bus);
  }
  ensureNoticesMount(win.document);
  mountIn(win, win.document, names);
}

if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', run, { once: true });
else run();
