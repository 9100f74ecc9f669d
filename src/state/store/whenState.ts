/**
 * Settles once a store's state passes `ready` (at once when it already does): how a widget's
 * `start` says its first view is worth drawing (the first results, the item, the first
 * answer), the one way every connector waits on a store.
 */
export function whenState<S>(store: { getState(): S; subscribe(listener: () => void): () => void }, ready: (state: S) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (ready(store.getState())) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!ready(store.getState())) return;
      unsubscribe();
      resolve();
    });
  });
}
