/**
 * The search page's two stores (search + cards) built from a widget's environment: service
 * client, bus, window's location / history / localStorage / popstate. React-free, so the
 * request-first entry (widgets/searchPage) builds and starts them before React has loaded
 * (`startSearchPage`, its `start`).
 */
import { webSearch, webSearchFacets } from '../../src/api/product';
import type { SearchPageData } from '../../src/contract/pageData';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import { addToCartFor } from '../../src/connect/addToCartFor';
import { announceAddressChange } from '../../src/connect/hereAddress';
import { whenState } from '../../src/state/store/whenState';
import { createCardStore, type CardStore } from '../../src/state/search/cardStore';
import { createSearchStore, type SearchStore } from '../../src/state/search/searchStore';
import { loadSanitizer } from '../../src/runtime/sanitizer';
import { afterNextPaint } from '../../src/runtime/afterPaint';

export type SearchPageStores = { search: SearchStore; cards: CardStore };

function safeLocalStorage(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/** Both stores for this mount, built from the environment. */
export function createSearchPageStores(
  env: Pick<WidgetEnv, 'client' | 'context' | 'bus' | 'window'>,
  data: SearchPageData,
): SearchPageStores {
  const { client, window: win } = env;
  const search = createSearchStore({
    pageRequest: data.searchRequest,
    getContext: () => env.context,
    services: {
      webSearch: (body, options) => webSearch(client, body, options),
      webSearchFacets: (body, options) => webSearchFacets(client, body, options),
    },
    location: win.location,
    history: {
      get state(): unknown {
        return win.history.state;
      },
      // Chromium spends several milliseconds rewriting the address: done in the next task,
      // after the search request has left, instead of delaying it.
      replaceState: (state, unused, url) => {
        win.setTimeout(() => {
          win.history.replaceState(state, unused, url);
          // Sign-in prompts follow: their returnTo is this address now.
          announceAddressChange(win);
        }, 0);
      },
    },
    storage: safeLocalStorage(win),
    onPopState: (listener) => {
      win.addEventListener('popstate', listener);
      return () => win.removeEventListener('popstate', listener);
    },
    // After the frame that shows the results, once the browser is idle (the favorites
    // hearts wait for the same moment), so the grid's frame is never followed by this work.
    afterResults: (run) => {
      afterNextPaint(win, run);
    },
  });
  const cards = createCardStore({ getContext: () => env.context, addToCart: addToCartFor(env) });
  return { search, cards };
}


/** Settles when the search store has its first results, or its first search failed. */
export function firstResults(search: Pick<SearchStore, 'getState' | 'subscribe'>): Promise<void> {
  return whenState(search, ({ results, status }) => results !== null || status === 'error');
}

/**
 * The search page widget's `start`: builds the stores and sends the first search before
 * React has loaded. React's first render is one long task; the service answers meanwhile.
 * React draws once the first results (or their failure) are in, and on a category page with
 * a CMS description once the sanitizer has loaded too, so a fast answer is drawn in one pass:
 * no skeleton frame before it, no description pushing the cards down after it (at most
 * FIRST_VIEW_WAIT_MS later). The runtime stops the stores on unmount, also when the widget
 * never rendered (destroy is safe twice: the widget's own effect stops the search store too).
 */
export function startSearchPage(env: Pick<WidgetEnv, 'client' | 'context' | 'contextStore' | 'bus' | 'window'>, data: SearchPageData) {
  const stores = createSearchPageStores(env, data);
  stores.search.start();
  // A customer or ship-to switch from this moment on, before React has drawn too: the
  // results, the facets and the cards' prices and stock are asked for again.
  const offSwitch = env.contextStore.subscribe(() => {
    stores.cards.refresh();
    stores.search.refresh();
  });
  const results = firstResults(stores.search);
  const firstView = data.category?.description ? Promise.all([results, loadSanitizer()]) : results;
  return {
    value: stores,
    stop: () => {
      offSwitch();
      stores.search.destroy();
    },
    firstView,
  };
}
