/**
 * The search and category page (HOST-CONTRACT section 1, SPEC section 2). Request first:
 * everything imported here is React-free, so the search request leaves as soon as the entry
 * runs (`startSearchPage`); the view and React load meanwhile.
 */
import { SearchPageDataSchema } from '../../src/contract/pageData';
import { defineWidget } from '../../src/runtime/widgetCore';
import { startSearchPage } from './start';

export const SEARCH_PAGE_WIDGET = defineWidget({
  name: 'searchPage',
  selector: '#searchPage',
  title: 'Search and category page',
  about: SF_DOCS && {
    description: 'Search results or a category of the catalogue, with filters, sorting, paging and a card per product.',
    element: '<div id="searchPage"></div>',
    host: { csp: ['service', 'images', 'dataImages'], reservedHeight: 'calc(100vh - 120px)' },
  },
  settings: { script: SearchPageDataSchema },
  start: startSearchPage,
  view: () => import('./SearchPageWidget').then((module) => module.render),
});

export default SEARCH_PAGE_WIDGET;
