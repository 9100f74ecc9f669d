/**
 * The signed-in user's favorite lists, one store per page and user (every favorites control
 * and every search card share it, so the lists load once). It keeps the lists exactly as
 * the server last reported them: a change is never shown as done until the server answers,
 * and after every change the lists are reloaded (SPEC section 4, "Favorites toggle"), so each
 * checkbox ends at the server's state. A failed call leaves the lists as they were and
 * keeps an error with a retry. A change the service refuses (a 4xx: a name or a list another
 * tab took or removed) gets no retry; the lists are reloaded instead, since they are likely
 * out of date.
 *
 * The calls come in as `services` (src/connect/favorites/start.ts binds them to the client
 * and the company user).
 */
import { isRefusal, userMessage } from '../api/errors';
import type { FavoriteList, FavoriteLists } from '../contract/responses';
import { checkNewListName } from '../domain/favoriteListNames';
import { createStore } from './store/createStore';

/** A change to the lists the user asked for. */
export type FavoritesChange =
  | { kind: 'add'; itemId: number; favoriteListId: number }
  | { kind: 'remove'; itemId: number; favoriteListId: number }
  /** `itemId` set: the list is created with the item in it (one AddToFavoriteLists call). */
  | { kind: 'create'; name: string; itemId: number | null }
  | { kind: 'delete'; favoriteListId: number };

export type FavoritesFailure = {
  /** A sentence for the user, naming what failed. */
  message: string;
  /** What failed: `retry()` runs it again. */
  failed: FavoritesChange | { kind: 'load' };
  /** The service refused the change as sent: retrying cannot help, so offer none. */
  refused: boolean;
};

export type FavoritesState = {
  /** The lists as the server last reported them; null until the first answer. */
  readonly lists: readonly FavoriteList[] | null;
  /** Customer/FavoriteLists is in flight. */
  readonly loading: boolean;
  /** The change in flight (its call, then the reload after it); null when none. */
  readonly pending: FavoritesChange | null;
  /** The last failure, until a retry or the next call starts. */
  readonly error: FavoritesFailure | null;
};

export type CreateListResult =
  | { status: 'created' }
  /** Refused before any call (empty, too long, already used); `message` says why. */
  | { status: 'refused'; message: string }
  /** The call failed; the store's `error` holds the message and the retry. */
  | { status: 'failed' }
  /** Another change or a load is in flight; nothing was sent. */
  | { status: 'busy' };

export type FavoritesStore = {
  getState(): FavoritesState;
  subscribe(listener: () => void): () => void;
  /** Loads the lists unless they are loaded or loading. */
  ensureLoaded(): Promise<void>;
  /** Loads the lists again (Retry after a failed load). */
  reload(): Promise<void>;
  /**
   * After a customer or ship-to switch: loads the lists again if they were loaded (or on
   * their way), dropping an answer asked for before. Unloaded lists stay unloaded.
   */
  refresh(): Promise<void>;
  /** Adds the item to a list. False when nothing was changed (busy or failed). */
  addItem(itemId: number, favoriteListId: number): Promise<boolean>;
  removeItem(itemId: number, favoriteListId: number): Promise<boolean>;
  /** Creates a list, with `itemId` in it when given. The name is checked first (favoritesNames). */
  createList(name: string, itemId?: number | null): Promise<CreateListResult>;
  deleteList(favoriteListId: number): Promise<boolean>;
  /** Runs the failed call of `error` again. */
  retry(): Promise<void>;
  /** Forgets the error (a dialog opened for another item must not offer to retry this one). */
  dismissError(): void;
};

/** The favorites calls of the signed-in user (SPEC section 7), each answered with the lists. */
export type FavoritesServices = {
  /** Customer/FavoriteLists. */
  getLists(): Promise<FavoriteLists>;
  /** Customer/AddToFavoriteLists. */
  addItem(itemId: number, favoriteListId: number): Promise<FavoriteLists>;
  /** Customer/RemoveFromFavoriteLists. */
  removeItem(itemId: number, favoriteListId: number): Promise<FavoriteLists>;
  /** Customer/AddFavoriteList, or with an item Customer/AddToFavoriteLists naming the new list. */
  createList(name: string, itemId: number | null): Promise<FavoriteLists>;
  /** Customer/DeleteFavoriteList. */
  deleteList(favoriteListId: number): Promise<FavoriteLists>;
};

export type FavoritesStoreOptions = { services: FavoritesServices };

/** True when the item is in any of the lists. */
export function isInAnyList(lists: readonly FavoriteList[], itemId: number): boolean {
  return lists.some((list) => list.itemIds.includes(itemId));
}

export function createFavoritesStore({ services }: FavoritesStoreOptions): FavoritesStore {
  const store = createStore<FavoritesState>({ lists: null, loading: false, pending: null, error: null });
  let loadInFlight: Promise<void> | null = null;
  // Bumped by refresh: a load asked for before it is not shown.
  let loadGeneration = 0;

  const set = (patch: Partial<FavoritesState>): void => store.setState(patch);

  function listName(favoriteListId: number): string {
    const name = store.getState().lists?.find((list) => list.favoriteListId === favoriteListId)?.name;
    return name === undefined ? 'the list' : `'${name}'`;
  }

  function describe(change: FavoritesChange): string {
    switch (change.kind) {
      case 'add':
        return `add this item to ${listName(change.favoriteListId)}`;
      case 'remove':
        return `remove this item from ${listName(change.favoriteListId)}`;
      case 'create':
        return `create the list '${change.name}'`;
      case 'delete':
        return `remove ${listName(change.favoriteListId)}`;
    }
  }

  function send(change: FavoritesChange): Promise<FavoriteLists> {
    switch (change.kind) {
      case 'add':
        return services.addItem(change.itemId, change.favoriteListId);
      case 'remove':
        return services.removeItem(change.itemId, change.favoriteListId);
      case 'create':
        return services.createList(change.name, change.itemId);
      case 'delete':
        return services.deleteList(change.favoriteListId);
    }
  }

  function load(): Promise<void> {
    if (loadInFlight) return loadInFlight;
    set({ loading: true, error: store.getState().error?.failed.kind === 'load' ? null : store.getState().error });
    const generation = loadGeneration;
    loadInFlight = services.getLists().then(
      (answer) => {
        if (generation !== loadGeneration) return;
        loadInFlight = null;
        set({ lists: answer.lists, loading: false });
      },
      (error: unknown) => {
        if (generation !== loadGeneration) return;
        loadInFlight = null;
        set({
          loading: false,
          error: { message: userMessage(error, 'load your favorite lists'), failed: { kind: 'load' }, refused: false },
        });
      },
    );
    return loadInFlight;
  }

  async function run(change: FavoritesChange): Promise<boolean> {
    if (store.getState().pending || store.getState().loading) return false;
    set({ pending: change, error: null });
    try {
      const answer = await send(change);
      // Already the server's word; the reload below confirms it (and catches other tabs' changes).
      set({ lists: answer.lists });
    } catch (error) {
      const refused = isRefusal(error);
      set({ pending: null, error: { message: userMessage(error, describe(change)), failed: change, refused } });
      // Refused: the lists here are likely out of date (another tab changed them).
      if (refused) await load();
      return false;
    }
    try {
      const reloaded = await services.getLists();
      set({ lists: reloaded.lists, pending: null });
    } catch (error) {
      set({
        pending: null,
        error: { message: userMessage(error, 'load your favorite lists again'), failed: { kind: 'load' }, refused: false },
      });
    }
    return true;
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    ensureLoaded() {
      return store.getState().lists === null ? load() : Promise.resolve();
    },
    reload: load,
    refresh() {
      if (store.getState().lists === null && !store.getState().loading) return Promise.resolve();
      loadGeneration += 1;
      loadInFlight = null;
      return load();
    },
    addItem: (itemId, favoriteListId) => run({ kind: 'add', itemId, favoriteListId }),
    removeItem: (itemId, favoriteListId) => run({ kind: 'remove', itemId, favoriteListId }),
    async createList(name, itemId = null) {
      if (store.getState().pending || store.getState().loading) return { status: 'busy' };
      const check = checkNewListName(name, store.getState().lists ?? []);
      if (!check.ok) return { status: 'refused', message: check.message };
      const done = await run({ kind: 'create', name: check.name, itemId });
      if (done) return { status: 'created' };
      // A name refused by the service may be one another tab just took: check it again
      // against the reloaded lists, so the box says so in the page's own words.
      const recheck = store.getState().error?.refused ? checkNewListName(name, store.getState().lists ?? []) : null;
      if (recheck && !recheck.ok) {
        set({ error: null });
        return { status: 'refused', message: recheck.message };
      }
      return { status: 'failed' };
    },
    deleteList: (favoriteListId) => run({ kind: 'delete', favoriteListId }),
    dismissError() {
      if (store.getState().error) set({ error: null });
    },
    async retry() {
      const { error } = store.getState();
      if (!error || error.refused) return;
      const { failed } = error;
      if (failed.kind === 'load') await load();
      else await run(failed);
    },
  };
}
