import { useSyncExternalStore } from 'react';
import type { FavoritesState, FavoritesStore } from '../../state/favoritesStore';

/** The store's current state; re-renders on every change. */
export function useFavoritesState(store: FavoritesStore): FavoritesState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
