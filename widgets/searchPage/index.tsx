/** searchPage.js: the search and category page in `#searchPage` (HOST-CONTRACT section 1). */
import { startEntry } from '../../src/runtime/widgetCore';
import { SEARCH_PAGE_WIDGET } from './definition';

export { SEARCH_PAGE_WIDGET };

if (typeof window !== 'undefined') startEntry([SEARCH_PAGE_WIDGET], window);
