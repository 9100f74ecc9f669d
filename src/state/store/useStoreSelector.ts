import { useCallback, useSyncExternalStore } from 'react';
import type { Store } from './createStore';

/**
 * Reads one slice of an external store. The selector must return a value that keeps its
 * identity while unchanged (a field, an entry of an immutable map), or React re-renders on
 * every notification.
 */
export function useStoreSelector<S, T>(store: Pick<Store<S>, 'getState' | 'subscribe'>, selector: (state: S) => T): T {
  const getSnapshot = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
