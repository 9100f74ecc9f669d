/**
 * customerSwitcher.js: the customer and ship-to switcher in every
 * `[data-sf-widget="customer-switcher"]` (HOST-CONTRACT section 6). Page context only.
 */
import { startEntry } from '../../src/runtime/widgetCore';
import { CUSTOMER_SWITCHER_WIDGET } from './definition';

export { CUSTOMER_SWITCHER_WIDGET };

if (typeof window !== 'undefined') startEntry([CUSTOMER_SWITCHER_WIDGET], window);
