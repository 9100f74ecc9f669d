/**
 * The search page widget's definition, apart from the entry so tests mount it without
 * starting it. Request first: everything imported here is React-free, so the search request
 * leaves as soon as the entry runs (`startSearchPage`, src/connect/searchPageStores.ts); the
 * view and React load meanwhile (`view`, a file of its own).
 */
import { SearchPageDataSchema } from '../../src/contract/pageData';
import { startSearchPage } from '../../src/connect/searchPage/start';
import { readWidgetData } from '../../src/runtime/pageData';
import { defineWidget } from '../../src/runtime/widgetCore';

export const SEARCH_PAGE_WIDGET = defineWidget({
  name: 'searchPage',
  selector: '#searchPage',
  readData: (element, _doc, report) => readWidgetData(element, SearchPageDataSchema, report),
  start: startSearchPage,
  view: () => import('./SearchPageView').then((module) => module.render),
});
