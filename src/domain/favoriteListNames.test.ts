import { describe, expect, it } from 'vitest';
import { FAVORITE_LIST_NAME_MAX, type FavoriteList } from '../contract/responses';
import { checkNewListName, LIST_NAME_MESSAGES } from './favoriteListNames';

const lists: FavoriteList[] = [
  { favoriteListId: 1, name: 'Spring Order', itemIds: [] },
  { favoriteListId: 2, name: 'Greenhouse', itemIds: [5] },
];

describe('checkNewListName', () => {
  it('accepts a new name and trims it', () => {
    expect(checkNewListName('  Fall bulbs  ', lists)).toEqual({ ok: true, name: 'Fall bulbs' });
  });

  it('makes each run of inner whitespace one space', () => {
    expect(checkNewListName('Fall \t  bulbs', lists)).toEqual({ ok: true, name: 'Fall bulbs' });
  });

  it('refuses a used name written with other spacing', () => {
    expect(checkNewListName('spring   order', lists).ok).toBe(false);
  });

  it('refuses an empty name', () => {
    expect(checkNewListName('', lists)).toEqual({ ok: false, message: LIST_NAME_MESSAGES.empty });
  });

  it('refuses a name of only whitespace', () => {
    expect(checkNewListName(' \t  ', lists)).toEqual({ ok: false, message: LIST_NAME_MESSAGES.empty });
  });

  it('refuses a name already used, compared case-insensitively and trimmed', () => {
    expect(checkNewListName('  spring ORDER ', lists)).toEqual({
      ok: false,
      message: "You already have a list named 'Spring Order'. Choose another name.",
    });
  });

  it(`accepts a name of exactly ${FAVORITE_LIST_NAME_MAX} characters`, () => {
    expect(checkNewListName('a'.repeat(FAVORITE_LIST_NAME_MAX), lists).ok).toBe(true);
  });

  it(`refuses a name of ${FAVORITE_LIST_NAME_MAX + 1} characters`, () => {
    expect(checkNewListName('a'.repeat(FAVORITE_LIST_NAME_MAX + 1), [])).toEqual({
      ok: false,
      message: LIST_NAME_MESSAGES.tooLong,
    });
  });

  it('measures the length after trimming', () => {
    expect(checkNewListName(` ${'a'.repeat(FAVORITE_LIST_NAME_MAX)} `, []).ok).toBe(true);
  });
});
