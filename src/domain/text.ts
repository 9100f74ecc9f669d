/** Text cuts (SPEC section 9): texts longer than these are shortened with an ellipsis. */

export const TEXT_CUTS = {
  title: 60,
  subtitle: 25,
  categoryFilterName: 24,
  filterOption: 19,
} as const;

export const ELLIPSIS = '…';

/**
 * Cuts a text longer than `max` characters: its first `max` characters, trailing spaces
 * removed, plus '…'. A text of exactly `max` characters stays whole. Characters are
 * counted by code point so an emoji or other astral character is never split in half.
 * Show the full text in a `title` attribute where it is cut.
 */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, Math.max(0, max)).join('').trimEnd() + ELLIPSIS;
}
