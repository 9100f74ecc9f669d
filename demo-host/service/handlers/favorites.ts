/**
 * Customer/ favorites paths. Lists belong to one company user; every call answers that
 * user's lists as they are after the call. New list names follow the one rule of
 * src/domain/favoriteListNames.ts, the rule the favorites dialog checks as the user types.
 */
import type { RequestOf, ResponseOf } from '../../../src/contract/paths';
import type { FavoriteLists } from '../../../src/contract/responses';
import { checkNewListName, listNameKey } from '../../../src/domain/favoriteListNames';
import type { UserRow } from '../access';
import type { CallContext } from '../core';
import { badRequest, forbidden } from '../http/errors';

function listsOf(context: CallContext, userId: number): FavoriteLists {
  const rows = context.core.db
    .prepare(
      `SELECT fl.id, fl.name, fi.item_id FROM favorite_lists fl LEFT JOIN favorite_items fi ON fi.list_id = fl.id
       WHERE fl.company_user_id = ? ORDER BY fl.name COLLATE NOCASE, fl.id, fi.item_id`,
    )
    .all(userId) as { id: number; name: string; item_id: number | null }[];
  const lists = new Map<number, FavoriteLists['lists'][number]>();
  for (const row of rows) {
    let list = lists.get(row.id);
    if (list === undefined) {
      list = { favoriteListId: row.id, name: row.name, itemIds: [] };
      lists.set(row.id, list);
    }
    if (row.item_id !== null) list.itemIds.push(row.item_id);
  }
  return { lists: [...lists.values()] };
}

function user(context: CallContext, companyUserId: number): UserRow {
  return context.core.access.requireUser(context.caller, companyUserId, 'use favorite lists');
}

/** A usable new list name, or a 400 saying what is wrong with it. */
function checkNewName(context: CallContext, userId: number, raw: string): string {
  const check = checkNewListName(raw, listsOf(context, userId).lists);
  if (!check.ok) throw badRequest(check.message);
  return check.name;
}

function createList(context: CallContext, userId: number, raw: string): number {
  const name = checkNewName(context, userId, raw);
  const result = context.core.db
    .prepare('INSERT INTO favorite_lists (company_user_id, name, name_key) VALUES (?, ?, ?)')
    .run(userId, name, listNameKey(name));
  return Number(result.lastInsertRowid);
}

/** Every id must be one of the user's lists: someone else's is 403, an unknown one 400. */
function checkOwnLists(context: CallContext, userId: number, listIds: readonly number[]): void {
  const owners = context.core.db.prepare('SELECT company_user_id FROM favorite_lists WHERE id = ?').pluck();
  for (const id of listIds) {
    const ownerId = owners.get(id);
    if (ownerId === undefined) throw badRequest(`favoriteListIds: there is no favorite list ${id}.`);
    if (ownerId !== userId) throw forbidden(`Favorite list ${id} belongs to another user.`);
  }
}

function checkItem(context: CallContext, itemId: number): void {
  if (context.core.items.rows([itemId]).size === 0) throw badRequest(`itemId: there is no item ${itemId}.`);
}

export function favoriteLists(body: RequestOf<'Customer/FavoriteLists'>, context: CallContext): ResponseOf<'Customer/FavoriteLists'> {
  return listsOf(context, user(context, body.companyUserId).id);
}

export function addToFavoriteLists(
  body: RequestOf<'Customer/AddToFavoriteLists'>,
  context: CallContext,
): ResponseOf<'Customer/AddToFavoriteLists'> {
  const { id } = user(context, body.companyUserId);
  checkItem(context, body.itemId);
  checkOwnLists(context, id, body.favoriteListIds);
  const newName = body.newFavoriteListName ?? '';
  const targets = [...body.favoriteListIds];
  // An empty name field means "no new list"; only a name with content creates one.
  if (newName.trim() !== '') targets.push(createList(context, id, newName));
  if (targets.length === 0) throw badRequest('Choose at least one favorite list, or name a new one.');
  const add = context.core.db.prepare('INSERT OR IGNORE INTO favorite_items (list_id, item_id) VALUES (?, ?)');
  for (const listId of targets) add.run(listId, body.itemId);
  return listsOf(context, id);
}

export function addFavoriteList(body: RequestOf<'Customer/AddFavoriteList'>, context: CallContext): ResponseOf<'Customer/AddFavoriteList'> {
  const { id } = user(context, body.companyUserId);
  createList(context, id, body.newFavoriteListName);
  return listsOf(context, id);
}

export function removeFromFavoriteLists(
  body: RequestOf<'Customer/RemoveFromFavoriteLists'>,
  context: CallContext,
): ResponseOf<'Customer/RemoveFromFavoriteLists'> {
  const { id } = user(context, body.companyUserId);
  checkItem(context, body.itemId);
  checkOwnLists(context, id, body.favoriteListIds);
  const remove = context.core.db.prepare('DELETE FROM favorite_items WHERE list_id = ? AND item_id = ?');
  for (const listId of body.favoriteListIds) remove.run(listId, body.itemId);
  return listsOf(context, id);
}

export function deleteFavoriteList(
  body: RequestOf<'Customer/deleteFavoriteList'>,
  context: CallContext,
): ResponseOf<'Customer/deleteFavoriteList'> {
  const { id } = user(context, body.companyUserId);
  checkOwnLists(context, id, body.favoriteListIds);
  const remove = context.core.db.prepare('DELETE FROM favorite_lists WHERE id = ?');
  for (const listId of body.favoriteListIds) remove.run(listId);
  return listsOf(context, id);
}
