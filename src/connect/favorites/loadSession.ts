import { useSyncExternalStore } from 'react';
import { pageSingleton } from '../../bus/pageGlobal';

export type FavoritesSession = typeof import('./favoritesSession');

type Loader = { session: FavoritesSession | null; loading: Promise<FavoritesSession> | null; listeners: Set<() => void> };

/**
 * One loader per page, not per copy of this module: the build copies this module into each
 * entry that draws a favorites control (the search view, the product page view, the favorites
 * control's part; docs/architecture.md "Copies per entry"), and a control of one entry must
 * follow lists another entry's control loaded.
 */
const loader = (): Loader => pageSingleton(window, 'favoritesSessionLoader@1', () => ({ session: null, loading: null, listeners: new Set() }));

/**
 * Loads the favorites store and dialog (once per page). A product card shows only the heart
 * until the user points at it, focuses it or the page needs the lists, so the first paint
 * never downloads or evaluates the dialog.
 */
export function loadFavoritesSession(): Promise<FavoritesSession> {
  const page = loader();
  page.loading ??= import('./favoritesSession').then((loaded) => {
    page.session = loaded;
    for (const listener of page.listeners) listener();
    return loaded;
  });
  return page.loading;
}

function subscribe(listener: () => void): () => void {
  const { listeners } = loader();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => loader().session;

/** The loaded session, or null until `loadFavoritesSession` has settled. */
export function useFavoritesSession(): FavoritesSession | null {
  return useSyncExternalStore(subscribe, current, current);
}
