/**
 * `[data-sf-widget="favorites-page"]`: the favorites page (`/account/favorites/`);
 * `data-allow-delete` offers deleting lists, as on the favorites dialog (HOST-CONTRACT
 * section 6). The lists are asked for at once (the page's favorites store, shared with
 * every favorites control); the views and the page store are a chunk of their own, fetched
 * meanwhile, so a page with only other account widgets never downloads them.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { isAuthenticated } from '../../src/contract/pageData';
import { defineWidget } from '../../src/runtime/widget';
import type { FavoritesPageStore } from '../../src/state/favoritesPageStore';
import { pageFavoritesStore } from '../../src/state/favoritesStore';

type ViewProps = { allowDelete: boolean };

const loadSession = () => import('./favoritesPageSession');

export const FAVORITES_PAGE_WIDGET = defineWidget({
  name: 'favorites-page',
  selector: '[data-sf-widget="favorites-page"]',
  readData: (element) => ({ allowDelete: element.hasAttribute('data-allow-delete') }),
  start: (env) => {
    if (!isAuthenticated(env.context)) {
      const session = loadSession();
      const View: ComponentType<ViewProps> = lazy(() =>
        session.then(({ FavoritesPageWidget }) => ({ default: (props: ViewProps) => <FavoritesPageWidget stores={null} {...props} /> })),
      );
      return { value: View, stop: () => {}, firstView: session };
    }
    const favorites = pageFavoritesStore(env.window, env.client, env.context.companyUserId);
    const lists = favorites.ensureLoaded();
    let page: FavoritesPageStore | null = null;
    let stopped = false;
    const session = loadSession().then((loaded) => {
      const store = loaded.createFavoritesPageStore({ client: env.client, getContext: () => env.context, favorites, bus: env.bus });
      page = store;
      if (stopped) store.destroy();
      else void lists.then(() => store.loadItems(favorites.getState().lists ?? []));
      return { loaded, store };
    });
    const View: ComponentType<ViewProps> = lazy(() =>
      session.then(({ loaded, store }) => ({
        default: (props: ViewProps) => <loaded.FavoritesPageWidget stores={{ favorites, page: store }} {...props} />,
      })),
    );
    const stop = () => {
      stopped = true;
      // Assigned in the session's callback: TypeScript cannot see that it may be set by now.
      (page as FavoritesPageStore | null)?.destroy();
    };
    return { value: View, stop, firstView: Promise.all([session, lists]) };
  },
  render: (_env, { allowDelete }, View) => (
    <Suspense fallback={<p role="status">Loading your favorite lists…</p>}>
      <View allowDelete={allowDelete} />
    </Suspense>
  ),
});
