/**
 * `[data-sf-widget="favorites-page"]`: the favorites page (`/account/favorites/`);
 * `data-allow-delete` offers deleting lists, as on the favorites dialog (HOST-CONTRACT
 * section 6). The page's views (quantity editors, prices, dialogs) are their own chunk,
 * loaded only where the page has this mount point; the lists are asked for meanwhile.
 */
import { lazy, Suspense } from 'react';
import { isAuthenticated } from '../../src/contract/pageData';
import { defineWidget } from '../../src/runtime/widget';
import { createFavoritesPageStore, type FavoritesPageStore } from '../../src/state/favoritesPageStore';
import { pageFavoritesStore, type FavoritesStore } from '../../src/state/favoritesStore';

type Stores = { favorites: FavoritesStore; page: FavoritesPageStore };

const loadView = () => import('../../src/ui/account/FavoritesPageWidget');
const FavoritesPageWidget = lazy(() => loadView().then((module) => ({ default: module.FavoritesPageWidget })));

export const FAVORITES_PAGE_WIDGET = defineWidget({
  name: 'favorites-page',
  selector: '[data-sf-widget="favorites-page"]',
  readData: (element) => ({ allowDelete: element.hasAttribute('data-allow-delete') }),
  start: (env) => {
    const view = loadView();
    if (!isAuthenticated(env.context)) return { value: null as Stores | null, stop: () => {}, firstView: view };
    const favorites = pageFavoritesStore(env.window, env.client, env.context.companyUserId);
    const page = createFavoritesPageStore({ client: env.client, getContext: () => env.context, favorites, bus: env.bus });
    const lists = favorites.ensureLoaded().then(() => page.loadItems(favorites.getState().lists ?? []));
    return { value: { favorites, page } as Stores | null, stop: () => page.destroy(), firstView: Promise.all([view, lists]) };
  },
  render: (_env, { allowDelete }, stores) => (
    <Suspense fallback={<p role="status">Loading your favorite lists…</p>}>
      <FavoritesPageWidget stores={stores} allowDelete={allowDelete} />
    </Suspense>
  ),
});
