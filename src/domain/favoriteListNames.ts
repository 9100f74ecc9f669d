/**
 * The rules for a new favorite list's name, shared by the dialog (immediate message) and the
 * store (checked again before any call). The reference service applies the same rules, so a
 * name refused here is refused there too.
 */
import { FAVORITE_LIST_NAME_MAX, type FavoriteList } from '../contract/responses';

export type ListNameCheck = { ok: true; name: string } | { ok: false; message: string };

export const LIST_NAME_MESSAGES = {
  empty: 'Enter a name for the new list.',
  tooLong: `A list name can be at most ${FAVORITE_LIST_NAME_MAX} characters.`,
  taken: (existing: string) => `You already have a list named '${existing}'. Choose another name.`,
} as const;

/** Trimmed, with each run of whitespace made one space (as the reference service stores it). */
export function normalizeListName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Names are compared normalized and case-insensitively: "Spring  order " and "spring Order" are one list. */
export function listNameKey(name: string): string {
  return normalizeListName(name).toLowerCase();
}

/**
 * Normalizes `input` (normalizeListName) and refuses an empty name, one longer than FAVORITE_LIST_NAME_MAX (counted in
 * UTF-16 code units, as the input's maxLength counts), and one already used by `lists`.
 */
export function checkNewListName(input: string, lists: readonly FavoriteList[]): ListNameCheck {
  const name = normalizeListName(input);
  if (name === '') return { ok: false, message: LIST_NAME_MESSAGES.empty };
  if (name.length > FAVORITE_LIST_NAME_MAX) return { ok: false, message: LIST_NAME_MESSAGES.tooLong };
  const key = listNameKey(name);
  const taken = lists.find((list) => listNameKey(list.name) === key);
  if (taken) return { ok: false, message: LIST_NAME_MESSAGES.taken(taken.name.trim()) };
  return { ok: true, name };
}
