/**
 * The search page widget's definition, apart from the entry so tests mount it without
 * starting it. Request first: everything imported here is React-free (page data, stores,
 * service functions), so the search request leaves as soon as the entry runs; the view and
 * React load meanwhile (`view`, a file of its own).
 */
import { SearchPageDataSchema } from '../../src/contract/pageData';
import { readWidgetData } from '../../src/runtime/pageData';
import { defineWidget } from '../../src/runtime/widgetCore';
import type { SearchStore } from '../../src/state/search/searchStore';
import { createSearchPageStores } from '../../src/state/search/searchPageStores';
import { loadSanitizer } from '../../src/ui/search/sanitizer';

/** Settles when the search store has its first results, or its first search failed. */
export function firstResults(search: Pick<SearchStore, 'getState' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    const arrived = () => {
      const { results, status } = search.getState();
      return results !== null || status === 'error';
    };
    if (arrived()) return resolve();
    const unsubscribe = search.subscribe(() => {
      if (!arrived()) return;
      unsubscribe();
      resolve();
    });
  });
}

export const SEARCH_PAGE_WIDGET = defineWidget({
  name: 'searchPage',
  selector: '#searchPage',
  readData: (element) => readWidgetData(element, SearchPageDataSchema),
  // React's first render is one long task; the service answers meanwhile. The runtime stops
  // the stores on unmount, also when the widget never rendered (destroy is safe twice: the
  // widget's own effect stops the search store too).
  // React draws once the first results (or their failure) are in, and on a category page
  // with a CMS description once the sanitizer has loaded too, so a fast answer is drawn in
  // one pass: no skeleton frame before it, no description pushing the cards down after it
  // (at most FIRST_VIEW_WAIT_MS later).
  start: (env, data) => {
    const stores = createSearchPageStores(env, data);
    stores.search.start();
    const results = firstResults(stores.search);
    const firstView = data.category?.description ? Promise.all([results, loadSanitizer()]) : results;
    return { value: stores, stop: () => stores.search.destroy(), firstView };
  },
  view: () => import('./SearchPageView').then((module) => module.render),
});
