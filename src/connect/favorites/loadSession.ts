import { useSyncExternalStore } from 'react';

export type FavoritesSession = typeof import('./favoritesSession');

let session: FavoritesSession | null = null;
let loading: Promise<FavoritesSession> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the favorites store and dialog (once per page). A product card shows only the heart
 * until the user points at it, focuses it or the page needs the lists, so the first paint
 * never downloads or evaluates the dialog.
 */
export function loadFavoritesSession(): Promise<FavoritesSession> {
  loading ??= import('./favoritesSession').then((loaded) => {
    session = loaded;
    for (const listener of listeners) listener();
    return loaded;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => session;

/** The loaded session, or null until `loadFavoritesSession` has settled. */
export function useFavoritesSession(): FavoritesSession | null {
  return useSyncExternalStore(subscribe, current, current);
}
