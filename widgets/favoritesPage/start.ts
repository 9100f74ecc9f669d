/**
 * The `favorites-page` widget's `start`, React-free: the page's favorites store (shared with
 * every favorites control) is asked for the lists at once; the views and the page store are
 * a chunk of their own (favoritesPageSession.ts), fetched meanwhile by `loadSession`, so a
 * page with only other account widgets never downloads them. The widget's declaration
 * (widget.ts) passes `loadSession` (an `import()` of favoritesPageParts.ts, which the entry's
 * bootstrap preloads on a page with the widget: a declaration's own import()s, build.mjs). The page store gets its
 * call (Product/GetProductSquare, for the customer the page acts for at each call) and the one
 * add-to-cart command, and follows customer and ship-to switches from here, not from React: a
 * switch before the views have drawn is not missed. Anonymous visitors get the sign-in prompt
 * and no call.
 */
import { getProductSquare } from '../../src/api/product';
import { isAuthenticated } from '../../src/contract/pageData';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import type { FavoritesPageServices, FavoritesPageStore } from '../../src/state/favoritesPageStore';
import { addToCartFor } from '../../src/connect/addToCartFor';
import { pageFavoritesStore } from '../../src/connect/favorites/start';
import type { FavoritesPageStores } from './FavoritesPageWidget';

export type FavoritesPageSession = typeof import('./favoritesPageSession');

/** What the widget draws once loaded: the views' chunk and the stores (null: anonymous). */
export type StartedFavoritesPage = Promise<{ views: FavoritesPageSession; stores: FavoritesPageStores | null }>;

export function favoritesPageServices(env: Pick<WidgetEnv, 'client' | 'context'>): FavoritesPageServices {
  return {
    getProductSquare: (itemId, signal) =>
      getProductSquare(env.client, { itemId, customerNumber: env.context.customer?.customerNumber ?? null }, { signal }),
  };
}

export function startFavoritesPage(
  env: Pick<WidgetEnv, 'context' | 'window' | 'client' | 'contextStore' | 'bus'>,
  loadSession: () => Promise<FavoritesPageSession>,
): { value: StartedFavoritesPage; stop: () => void; firstView: Promise<unknown> } {
  if (!isAuthenticated(env.context)) {
    const session = loadSession().then((views) => ({ views, stores: null }));
    return { value: session, stop: () => {}, firstView: session };
  }
  const favorites = pageFavoritesStore(env);
  const lists = favorites.ensureLoaded();
  let page: FavoritesPageStore | null = null;
  let stopped = false;
  let unsubscribe = () => {};
  const session = loadSession().then((views) => {
    const store = views.createFavoritesPageStore({
      services: favoritesPageServices(env),
      getContext: () => env.context,
      favorites,
      addToCart: addToCartFor(env),
    });
    page = store;
    if (stopped) store.destroy();
    else {
      void lists.then(() => store.loadItems(favorites.getState().lists ?? []));
      unsubscribe = env.contextStore.subscribe(() => void store.refresh());
    }
    return { views, stores: { favorites, page: store } };
  });
  const stop = () => {
    stopped = true;
    unsubscribe();
    // Assigned in the session's callback: TypeScript cannot see that it may be set by now.
    (page as FavoritesPageStore | null)?.destroy();
  };
  return { value: session, stop, firstView: Promise.all([session, lists]) };
}
