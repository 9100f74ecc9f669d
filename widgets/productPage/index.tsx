/** productPage.js: the product page in `#productPage` (HOST-CONTRACT section 6). */
import { startEntry } from '../../src/runtime/widgetCore';
import { PRODUCT_PAGE_WIDGET } from './definition';

export { PRODUCT_PAGE_WIDGET };

if (typeof window !== 'undefined') startEntry([PRODUCT_PAGE_WIDGET], window);
