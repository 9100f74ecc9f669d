/** Favorite list rules: names, ownership, and every call answering the user's lists. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FAVORITE_LIST_NAME_MAX } from '../../src/contract/responses';
import { startHarness, type Harness } from './helpers';

let h: Harness;
let itemId: number;
beforeAll(async () => {
  h = await startHarness();
  itemId = h.service.db.prepare('SELECT id FROM items ORDER BY id LIMIT 1 OFFSET 10').pluck().get() as number;
}, 60_000);
afterAll(() => h.close());

const addList = (name: string, companyUserId = 42, as: 'buyer' | 'otherCompany' = 'buyer') =>
  h.call('Customer/AddFavoriteList', { companyUserId, newFavoriteListName: name }, { as });
const idOf = (lists: { favoriteListId: number; name: string }[], name: string): number => {
  const found = lists.find((l) => l.name === name);
  if (found === undefined) throw new Error(`no list "${name}" in ${JSON.stringify(lists)}`);
  return found.favoriteListId;
};

test('a new list name is trimmed and answered with the user\'s lists', async () => {
  const result = await addList('   Spring   pots  ');
  expect(result.status).toBe(200);
  expect(result.body.lists.map((l) => l.name)).toContain('Spring pots');
});

test('names are unique per user regardless of case', async () => {
  await addList('Weekly Reorder');
  const again = await addList('weekly reorder');
  expect(again.status).toBe(400);
  expect(again.error?.Message).toBe("You already have a list named 'Weekly Reorder'. Choose another name.");
  const otherUser = await addList('Weekly Reorder', 71, 'otherCompany');
  expect(otherUser.status).toBe(200);
});

test(`names must be non-empty and at most ${FAVORITE_LIST_NAME_MAX} characters`, async () => {
  expect((await addList('   ')).status).toBe(400);
  expect((await addList('x'.repeat(FAVORITE_LIST_NAME_MAX + 1))).error?.Message).toContain(`at most ${FAVORITE_LIST_NAME_MAX}`);
  expect((await addList('y'.repeat(FAVORITE_LIST_NAME_MAX))).status).toBe(200);
});

test('AddToFavoriteLists adds to every listed list and to a newly named one', async () => {
  const a = idOf((await addList('Bench parts A')).body.lists, 'Bench parts A');
  const b = idOf((await addList('Bench parts B')).body.lists, 'Bench parts B');
  const result = await h.call('Customer/AddToFavoriteLists', { itemId, favoriteListIds: [a, b], companyUserId: 42, newFavoriteListName: 'Bench parts C' });
  const withItem = result.body.lists.filter((l) => l.itemIds.includes(itemId)).map((l) => l.name);
  expect(withItem).toEqual(expect.arrayContaining(['Bench parts A', 'Bench parts B', 'Bench parts C']));
});

test('AddToFavoriteLists with nothing to add to is a 400; a taken new name too', async () => {
  expect((await h.call('Customer/AddToFavoriteLists', { itemId, favoriteListIds: [], companyUserId: 42, newFavoriteListName: null })).status).toBe(400);
  await addList('Taken');
  const taken = await h.call('Customer/AddToFavoriteLists', { itemId, favoriteListIds: [], companyUserId: 42, newFavoriteListName: 'TAKEN' });
  expect(taken.status).toBe(400);
});

test('remove takes the item out of the listed lists only', async () => {
  const lists = (await h.call('Customer/AddToFavoriteLists', { itemId, favoriteListIds: [], companyUserId: 42, newFavoriteListName: 'Remove me' })).body.lists;
  const other = idOf((await h.call('Customer/AddToFavoriteLists', { itemId, favoriteListIds: [], companyUserId: 42, newFavoriteListName: 'Keep me' })).body.lists, 'Keep me');
  const result = await h.call('Customer/RemoveFromFavoriteLists', { itemId, favoriteListIds: [idOf(lists, 'Remove me')], companyUserId: 42 });
  expect(result.body.lists.find((l) => l.name === 'Remove me')?.itemIds).toEqual([]);
  expect(result.body.lists.find((l) => l.favoriteListId === other)?.itemIds).toContain(itemId);
});

test("deleting removes the list; another user's list is 403 and an unknown one 400", async () => {
  const mine = idOf((await addList('Short lived')).body.lists, 'Short lived');
  const theirs = idOf((await addList('Theirs', 71, 'otherCompany')).body.lists, 'Theirs');
  const deleted = await h.call('Customer/deleteFavoriteList', { favoriteListIds: [mine], companyUserId: 42 });
  expect(deleted.body.lists.some((l) => l.favoriteListId === mine)).toBe(false);
  expect((await h.call('Customer/deleteFavoriteList', { favoriteListIds: [theirs], companyUserId: 42 })).status).toBe(403);
  expect((await h.call('Customer/AddToFavoriteLists', { itemId, favoriteListIds: [theirs], companyUserId: 42, newFavoriteListName: null })).status).toBe(403);
  expect((await h.call('Customer/deleteFavoriteList', { favoriteListIds: [99_999], companyUserId: 42 })).status).toBe(400);
});

test("the lists answered are only the user's own", async () => {
  const result = await h.call('Customer/FavoriteLists', { companyUserId: 42 });
  expect(result.body.lists.some((l) => l.name === 'Theirs')).toBe(false);
});

test('anonymous visitors cannot use favorites (401)', async () => {
  const result = await h.call('Customer/FavoriteLists', { companyUserId: 0 }, { as: null });
  expect(result.status).toBe(401);
});
