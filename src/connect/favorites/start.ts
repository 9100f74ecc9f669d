/**
 * The favorites store's wiring, React-free: its five calls bound to a client and the signed-in
 * company user, and the page's one store per user (every favorites control, every search
 * card and the favorites page share it, so the lists load once), which follows the page's
 * customer and ship-to switches from the moment it is built (once per page, not per control).
 * Loaded with the favorites session (favoritesSession.ts) or by the favorites page.
 */
import type { CallOptions, ServiceClient } from '../../api/client';
import { addFavoriteList, addToFavoriteLists, deleteFavoriteList, getFavoriteLists, removeFromFavoriteLists } from '../../api/customer';
import { pageSingleton } from '../../bus/pageGlobal';
import type { WidgetEnv } from '../../runtime/widgetEnv';
import { createFavoritesStore, type FavoritesServices, type FavoritesStore } from '../../state/favoritesStore';

export function favoritesServices(client: ServiceClient, companyUserId: number, options?: CallOptions): FavoritesServices {
  return {
    getLists: () => getFavoriteLists(client, { companyUserId }, options),
    addItem: (itemId, favoriteListId) =>
      addToFavoriteLists(client, { itemId, favoriteListIds: [favoriteListId], companyUserId, newFavoriteListName: null }, options),
    removeItem: (itemId, favoriteListId) => removeFromFavoriteLists(client, { itemId, favoriteListIds: [favoriteListId], companyUserId }, options),
    createList: (name, itemId) =>
      itemId === null
        ? addFavoriteList(client, { companyUserId, newFavoriteListName: name }, options)
        : addToFavoriteLists(client, { itemId, favoriteListIds: [], companyUserId, newFavoriteListName: name }, options),
    deleteList: (favoriteListId) => deleteFavoriteList(client, { favoriteListIds: [favoriteListId], companyUserId }, options),
  };
}

/** The page's favorites store for the signed-in user, created by whichever widget asks first. */
export function pageFavoritesStore(env: Pick<WidgetEnv, 'window' | 'client' | 'context' | 'contextStore'>): FavoritesStore {
  const { companyUserId } = env.context;
  return pageSingleton(env.window, `favorites@1:${companyUserId}`, () => {
    const store = createFavoritesStore({ services: favoritesServices(env.client, companyUserId) });
    env.contextStore.subscribe(() => void store.refresh());
    return store;
  });
}
