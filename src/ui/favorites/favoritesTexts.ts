/** SPEC section 8's favorites texts, word for word; shared by the dialog and the favorites page. */
export const EMPTY_LISTS_TEXT = 'You do not have any favorite lists yet.';

/** The delete confirmation, quotes as written in SPEC. */
export function deleteListQuestion(name: string): string {
  return `Are you sure you want to remove your favorite list '${name}?'`;
}
