/** cartPage.js: the cart page in `#cartPage`; it reads the page context only (HOST-CONTRACT section 6). */
import { startEntry } from '../../src/runtime/widgetCore';
import { CART_PAGE_WIDGET } from './definition';

export { CART_PAGE_WIDGET };

if (typeof window !== 'undefined') startEntry([CART_PAGE_WIDGET], window);
