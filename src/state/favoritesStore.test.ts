// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../api/errors';
import type { FavoriteList } from '../contract/responses';
import { createBus } from '../bus/bus';
import { createContextStore } from '../runtime/contextStore';
import { testPageContext } from '../testing/pageData';
import { favoritesServices, pageFavoritesStore } from '../connect/favorites/start';
import { createTestEnv } from '../testing';
import { createFavoritesStore, isInAnyList } from './favoritesStore';
import { LIST_NAME_MESSAGES } from '../domain/favoriteListNames';
import { createFakeFavoritesService } from './favoritesTesting';

const USER = 42;
const spring: FavoriteList = { favoriteListId: 1, name: 'Spring Order', itemIds: [7] };
const greenhouse: FavoriteList = { favoriteListId: 2, name: 'Greenhouse', itemIds: [] };

function setup(lists: FavoriteList[] = [spring, greenhouse]) {
  const service = createFakeFavoritesService(lists);
  const store = createFavoritesStore({ services: favoritesServices(service.client, USER) });
  return { service, store };
}

const paths = (service: ReturnType<typeof createFakeFavoritesService>) => service.calls.map((call) => call.path);

describe('favoritesStore', () => {
  it('loads the lists by companyUserId', async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    expect(service.calls).toEqual([{ path: 'Customer/FavoriteLists', body: { companyUserId: USER } }]);
    expect(store.getState().lists?.map((list) => list.name)).toEqual(['Spring Order', 'Greenhouse']);
  });

  it('loads once however many controls ask at the same time', async () => {
    const { service, store } = setup();
    await Promise.all([store.ensureLoaded(), store.ensureLoaded(), store.ensureLoaded()]);
    await store.ensureLoaded();
    expect(paths(service)).toEqual(['Customer/FavoriteLists']);
  });

  it('adds the item with AddToFavoriteLists, then reloads the lists', async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    expect(await store.addItem(7, 2)).toBe(true);
    expect(service.calls.slice(1)).toEqual([
      {
        path: 'Customer/AddToFavoriteLists',
        body: { itemId: 7, favoriteListIds: [2], companyUserId: USER, newFavoriteListName: null },
      },
      { path: 'Customer/FavoriteLists', body: { companyUserId: USER } },
    ]);
    expect(store.getState().lists?.find((list) => list.favoriteListId === 2)?.itemIds).toEqual([7]);
  });

  it('removes the item with RemoveFromFavoriteLists, then reloads the lists', async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    await store.removeItem(7, 1);
    expect(service.calls.slice(1)).toEqual([
      { path: 'Customer/RemoveFromFavoriteLists', body: { itemId: 7, favoriteListIds: [1], companyUserId: USER } },
      { path: 'Customer/FavoriteLists', body: { companyUserId: USER } },
    ]);
    expect(isInAnyList(store.getState().lists ?? [], 7)).toBe(false);
  });

  it("ends at the server's state after a change, not at the state asked for", async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    // Another tab removed the list meanwhile: the reload shows it gone.
    service.lists.splice(1, 1);
    await store.addItem(7, 2);
    expect(store.getState().lists?.map((list) => list.favoriteListId)).toEqual([1]);
  });

  it('marks the change pending until the reload has answered', async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    const release = service.hold('Customer/FavoriteLists');
    const done = store.addItem(7, 2);
    await Promise.resolve();
    expect(store.getState().pending).toEqual({ kind: 'add', itemId: 7, favoriteListId: 2 });
    release();
    await done;
    expect(store.getState().pending).toBeNull();
  });

  it('sends nothing while another change is in flight', async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    const release = service.hold('Customer/AddToFavoriteLists');
    const first = store.addItem(7, 2);
    expect(await store.removeItem(7, 1)).toBe(false);
    expect(await store.createList('Fall')).toEqual({ status: 'busy' });
    release();
    await first;
    expect(paths(service).filter((path) => path !== 'Customer/FavoriteLists')).toEqual(['Customer/AddToFavoriteLists']);
  });

  it("keeps the server's last known lists when a change fails, with a message naming the list", async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    const before = store.getState().lists;
    service.failNext('Customer/AddToFavoriteLists');
    expect(await store.addItem(7, 2)).toBe(false);
    const state = store.getState();
    expect(state.lists).toBe(before);
    expect(state.pending).toBeNull();
    expect(state.error?.message).toBe(
      "Could not reach the store to add this item to 'Greenhouse'. Check your connection and try again.",
    );
  });

  it('shows the service’s own reason when it refuses a change', async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    service.failNext(
      'Customer/AddFavoriteList',
      new ServiceError({ kind: 'http', path: 'Customer/AddFavoriteList', status: 400, message: 'Too many lists', error: null }),
    );
    await store.createList('Fall');
    expect(store.getState().error?.message).toBe('Too many lists.');
  });

  it('offers no retry for a change the service refused, and reloads the lists it was refused against', async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    service.lists.splice(1, 1); // another tab removed 'Greenhouse'
    service.failNext(
      'Customer/AddToFavoriteLists',
      new ServiceError({ kind: 'http', path: 'Customer/AddToFavoriteLists', status: 400, message: 'There is no list 2', error: null }),
    );
    expect(await store.addItem(7, 2)).toBe(false);
    expect(store.getState().error).toMatchObject({ message: 'There is no list 2.', refused: true });
    expect(store.getState().lists?.map((list) => list.name)).toEqual(['Spring Order']);
    await store.retry();
    expect(paths(service).filter((path) => path === 'Customer/AddToFavoriteLists')).toHaveLength(1);
  });

  it('refuses in its own words a name another tab just took, once the service turned it down', async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    service.lists.push({ favoriteListId: 3, name: 'Dup', itemIds: [] }); // created in another tab
    service.failNext(
      'Customer/AddFavoriteList',
      new ServiceError({ kind: 'http', path: 'Customer/AddFavoriteList', status: 400, message: 'A list named "Dup" already exists', error: null }),
    );
    expect(await store.createList('dup')).toEqual({ status: 'refused', message: LIST_NAME_MESSAGES.taken('Dup') });
    expect(store.getState().error).toBeNull();
    expect(store.getState().lists?.map((list) => list.name)).toContain('Dup');
  });

  it('keeps a retry for a network failure or a 5xx', async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    service.failNext(
      'Customer/AddFavoriteList',
      new ServiceError({ kind: 'http', path: 'Customer/AddFavoriteList', status: 503, message: '', error: null }),
    );
    expect(await store.createList('Fall')).toEqual({ status: 'failed' });
    expect(store.getState().error?.refused).toBe(false);
    await store.retry();
    expect(store.getState().lists?.map((list) => list.name)).toContain('Fall');
  });

  it('retries the failed change and clears the error', async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    service.failNext('Customer/RemoveFromFavoriteLists');
    await store.removeItem(7, 1);
    await store.retry();
    expect(store.getState().error).toBeNull();
    expect(isInAnyList(store.getState().lists ?? [], 7)).toBe(false);
    expect(paths(service).filter((path) => path === 'Customer/RemoveFromFavoriteLists')).toHaveLength(2);
  });

  it('keeps the lists null and offers a retry when the first load fails', async () => {
    const { service, store } = setup();
    service.failNext('Customer/FavoriteLists');
    await store.ensureLoaded();
    expect(store.getState().lists).toBeNull();
    expect(store.getState().error?.message).toBe(
      'Could not reach the store to load your favorite lists. Check your connection and try again.',
    );
    await store.retry();
    expect(store.getState().error).toBeNull();
    expect(store.getState().lists).toHaveLength(2);
  });

  it('keeps the answer of a change when only the reload after it fails', async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    const add = store.addItem(7, 2);
    service.failNext('Customer/FavoriteLists');
    await add;
    expect(store.getState().lists?.find((list) => list.favoriteListId === 2)?.itemIds).toEqual([7]);
    expect(store.getState().error?.failed).toEqual({ kind: 'load' });
  });

  it('creates a list holding the item with one AddToFavoriteLists call (newFavoriteListName)', async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    expect(await store.createList('  Fall bulbs ', 7)).toEqual({ status: 'created' });
    expect(service.calls[1]).toEqual({
      path: 'Customer/AddToFavoriteLists',
      body: { itemId: 7, favoriteListIds: [], companyUserId: USER, newFavoriteListName: 'Fall bulbs' },
    });
    expect(store.getState().lists?.at(-1)).toMatchObject({ name: 'Fall bulbs', itemIds: [7] });
  });

  it('creates an empty list with AddFavoriteList when no item is given', async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    await store.createList('Fall bulbs');
    expect(service.calls[1]).toEqual({
      path: 'Customer/AddFavoriteList',
      body: { companyUserId: USER, newFavoriteListName: 'Fall bulbs' },
    });
  });

  it('refuses an empty, a whitespace-only and a used name without calling the service', async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    expect(await store.createList('', 7)).toEqual({ status: 'refused', message: 'Enter a name for the new list.' });
    expect(await store.createList('   ', 7)).toEqual({ status: 'refused', message: 'Enter a name for the new list.' });
    expect(await store.createList('greenhouse ', 7)).toEqual({
      status: 'refused',
      message: "You already have a list named 'Greenhouse'. Choose another name.",
    });
    expect(paths(service)).toEqual(['Customer/FavoriteLists']);
  });

  it('deletes a list with deleteFavoriteList, then reloads', async () => {
    const { service, store } = setup();
    await store.ensureLoaded();
    await store.deleteList(1);
    expect(service.calls.slice(1)).toEqual([
      { path: 'Customer/deleteFavoriteList', body: { favoriteListIds: [1], companyUserId: USER } },
      { path: 'Customer/FavoriteLists', body: { companyUserId: USER } },
    ]);
    expect(store.getState().lists?.map((list) => list.name)).toEqual(['Greenhouse']);
  });

  it('tells subscribers of every change and stops after unsubscribe', async () => {
    const { store } = setup();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    await store.ensureLoaded();
    expect(calls).toBe(2);
    unsubscribe();
    await store.reload();
    expect(calls).toBe(2);
  });
});

describe('favoritesStore after a customer switch', () => {
  it('loads loaded lists again and leaves lists nobody asked for unloaded', async () => {
    const { service, store } = setup();
    await store.refresh();
    expect(service.calls).toEqual([]);
    await store.ensureLoaded();
    service.lists.push({ favoriteListId: 9, name: 'Fall Order', itemIds: [] });
    await store.refresh();
    expect(paths(service)).toEqual(['Customer/FavoriteLists', 'Customer/FavoriteLists']);
    expect(store.getState().lists?.map((list) => list.name)).toEqual(['Spring Order', 'Greenhouse', 'Fall Order']);
  });

  it("the page's store refreshes once per switch of the page context store", async () => {
    delete window.StorefrontWidgets;
    const service = createFakeFavoritesService([spring]);
    const contextStore = createContextStore(testPageContext({ companyUserId: USER }), { bus: createBus() });
    const env = createTestEnv({ client: service.client, contextStore, window });
    const store = pageFavoritesStore(env);
    expect(pageFavoritesStore(env)).toBe(store);
    await store.ensureLoaded();
    contextStore.switchTo({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true }, shipTo: null });
    await Promise.resolve();
    expect(paths(service)).toEqual(['Customer/FavoriteLists', 'Customer/FavoriteLists']);
    delete window.StorefrontWidgets;
  });
});
