/**
 * The search page's two stores (search + cards) built from a widget's environment: service
 * client, bus, window's location / history / localStorage / popstate. React-free, so the
 * request-first entry (widgets/searchPage) builds and starts them before React has loaded.
 */
import { webSearch, webSearchFacets } from '../../api/product';
import type { SearchPageData } from '../../contract/pageData';
import type { WidgetEnv } from '../../runtime/widgetEnv';
import { addToCartFor } from '../addToCart';
import { createCardStore, type CardStore } from './cardStore';
import { createSearchStore, type SearchStore } from './searchStore';

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
        win.setTimeout(() => win.history.replaceState(state, unused, url), 0);
      },
    },
    storage: safeLocalStorage(win),
    onPopState: (listener) => {
      win.addEventListener('popstate', listener);
      return () => win.removeEventListener('popstate', listener);
    },
    // After the frame that shows the results, once the browser is idle (the favorites
    // hearts wait for the same moment), so the grid's frame is never followed by this work.
    afterResults: (run) =>
      win.requestAnimationFrame(() => {
        if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: 200 });
        else win.setTimeout(run, 0);
      }),
  });
  const cards = createCardStore({ getContext: () => env.context, addToCart: addToCartFor(env) });
  return { search, cards };
}

