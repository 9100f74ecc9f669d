/** checkout.js: the checkout in `#checkout` (HOST-CONTRACT section 6); confirmation and card form in place. */
import { startEntry } from '../../src/runtime/widgetCore';
import { CHECKOUT_WIDGET } from './definition';

export { CHECKOUT_WIDGET };

if (typeof window !== 'undefined') startEntry([CHECKOUT_WIDGET], window);
