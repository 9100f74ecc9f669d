/**
 * Wires the `favorites-page` widget: the page's favorites store (shared with every favorites
 * control) is asked for the lists at once; the views and the page store are a chunk of their
 * own (accountFavoritesPageSession.ts), fetched meanwhile, so a page with only other account
 * widgets never downloads them. Anonymous visitors get the sign-in prompt and no call.
 */
import { lazy, type ComponentType } from 'react';
import { isAuthenticated } from '../contract/pageData';
import type { WidgetEnv } from '../runtime/widgetEnv';
import type { FavoritesPageStore } from '../state/favoritesPageStore';
import { pageFavoritesStore } from '../state/favoritesStore';

export type FavoritesPageViewProps = { allowDelete: boolean };
export type FavoritesPageView = ComponentType<FavoritesPageViewProps>;

const loadSession = () => import('./accountFavoritesPageSession');

/** The widget's start: the view to render once loaded, its stop, and what the first paint waits for. */
export function startFavoritesPage(
  env: Pick<WidgetEnv, 'context' | 'window' | 'client' | 'contextStore' | 'bus'>,
): { value: FavoritesPageView; stop: () => void; firstView: Promise<unknown> } {
  if (!isAuthenticated(env.context)) {
    const session = loadSession();
    const View: FavoritesPageView = lazy(() =>
      session.then(({ FavoritesPageWidget }) => ({ default: (props: FavoritesPageViewProps) => <FavoritesPageWidget stores={null} {...props} /> })),
    );
    return { value: View, stop: () => {}, firstView: session };
  }
  const favorites = pageFavoritesStore(env.window, env.client, env.context.companyUserId, env.contextStore);
  const lists = favorites.ensureLoaded();
  let page: FavoritesPageStore | null = null;
  let stopped = false;
  let unsubscribe = () => {};
  const session = loadSession().then((loaded) => {
    const store = loaded.createFavoritesPageStore({ client: env.client, getContext: () => env.context, favorites, bus: env.bus });
    page = store;
    if (stopped) store.destroy();
    else {
      void lists.then(() => store.loadItems(favorites.getState().lists ?? []));
      // Prices and stock follow a customer switch from here, not from React: a switch
      // before the views have drawn is not missed.
      unsubscribe = env.contextStore.subscribe(() => void store.refresh());
    }
    return { loaded, store };
  });
  const View: FavoritesPageView = lazy(() =>
    session.then(({ loaded, store }) => ({
      default: (props: FavoritesPageViewProps) => <loaded.FavoritesPageWidget stores={{ favorites, page: store }} {...props} />,
    })),
  );
  const stop = () => {
    stopped = true;
    unsubscribe();
    // Assigned in the session's callback: TypeScript cannot see that it may be set by now.
    (page as FavoritesPageStore | null)?.destroy();
  };
  return { value: View, stop, firstView: Promise.all([session, lists]) };
}
