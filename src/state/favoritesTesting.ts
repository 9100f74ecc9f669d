/**
 * A fake storefront service for the favorites tests: an in-memory set of lists behind a
 * ServiceClient, answering the five favorites paths the way the contract says (every call
 * answers the user's lists), with failures and pauses on demand.
 */
import type { ServiceClient } from '../api/client';
import { ServiceError } from '../api/errors';
import type { ServicePath } from '../contract/paths';
import type { FavoriteList, FavoriteLists } from '../contract/responses';

export type FakeFavoritesService = {
  client: ServiceClient;
  /** Every call, in order: path and body. */
  calls: { path: ServicePath; body: Record<string, unknown> }[];
  lists: FavoriteList[];
  /** The next call to `path` fails with a network error (or the given error). */
  failNext(path: ServicePath, error?: unknown): void;
  /** Calls to `path` wait until the returned function is called. */
  hold(path: ServicePath): () => void;
};

export function createFakeFavoritesService(initial: FavoriteList[] = []): FakeFavoritesService {
  const lists: FavoriteList[] = initial.map((list) => ({ ...list, itemIds: [...list.itemIds] }));
  const calls: FakeFavoritesService['calls'] = [];
  const failures = new Map<ServicePath, unknown>();
  const holds = new Map<ServicePath, Promise<void>>();
  let nextId = Math.max(100, ...lists.map((list) => list.favoriteListId + 1));

  const snapshot = (): FavoriteLists => ({ lists: lists.map((list) => ({ ...list, itemIds: [...list.itemIds] })) });

  function apply(path: ServicePath, body: Record<string, unknown>): FavoriteLists {
    const ids = (body.favoriteListIds as number[] | undefined) ?? [];
    const itemId = body.itemId as number | undefined;
    switch (path) {
      case 'Customer/FavoriteLists':
        break;
      case 'Customer/AddToFavoriteLists':
        for (const list of lists) {
          if (ids.includes(list.favoriteListId) && itemId !== undefined && !list.itemIds.includes(itemId)) {
            list.itemIds.push(itemId);
          }
        }
        if (typeof body.newFavoriteListName === 'string') {
          lists.push({ favoriteListId: nextId++, name: body.newFavoriteListName, itemIds: itemId === undefined ? [] : [itemId] });
        }
        break;
      case 'Customer/AddFavoriteList':
        lists.push({ favoriteListId: nextId++, name: String(body.newFavoriteListName), itemIds: [] });
        break;
      case 'Customer/RemoveFromFavoriteLists':
        for (const list of lists) {
          if (ids.includes(list.favoriteListId)) list.itemIds = list.itemIds.filter((id) => id !== itemId);
        }
        break;
      case 'Customer/deleteFavoriteList':
        for (const id of ids) {
          const index = lists.findIndex((list) => list.favoriteListId === id);
          if (index >= 0) lists.splice(index, 1);
        }
        break;
      default:
        throw new Error(`fake favorites service: unexpected path ${path}`);
    }
    return snapshot();
  }

  const client: ServiceClient = {
    async call(path, body) {
      calls.push({ path, body: body as Record<string, unknown> });
      await holds.get(path);
      if (failures.has(path)) {
        const error = failures.get(path);
        failures.delete(path);
        throw error;
      }
      return apply(path, body as Record<string, unknown>) as never;
    },
    beacon: () => false,
  };

  return {
    client,
    calls,
    lists,
    failNext(path, error = new ServiceError({ kind: 'network', path, message: '', error: new TypeError('Failed to fetch') })) {
      failures.set(path, error);
    },
    hold(path) {
      let release: () => void = () => {};
      holds.set(
        path,
        new Promise<void>((resolve) => {
          release = () => {
            holds.delete(path);
            resolve();
          };
        }),
      );
      return release;
    },
  };
}
