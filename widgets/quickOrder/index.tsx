/**
 * quickOrder.js: the quick order pad in `#quickOrder` and buy again in every
 * `[data-sf-widget="buy-again"]`; both read the page context only (HOST-CONTRACT section 10).
 */
import { startEntry } from '../../src/runtime/widgetCore';
import { QUICK_ORDER_WIDGETS } from './definition';

export { QUICK_ORDER_WIDGETS };

if (typeof window !== 'undefined') startEntry(QUICK_ORDER_WIDGETS, window);
