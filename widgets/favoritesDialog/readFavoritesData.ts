/**
 * The attributes of a `[data-sf-widget="favorites"]` mount point (HOST-CONTRACT section 2):
 * `data-item-id` (the item, a whole number above 0) and `data-allow-delete` (present =
 * removing whole lists is offered).
 */
import { describeElement, PageDataError } from '../../src/runtime/pageData';

export type FavoritesMountData = { itemId: number; allowDelete: boolean };

export function readFavoritesData(element: Element): FavoritesMountData {
  const source = describeElement(element);
  const raw = element.getAttribute('data-item-id');
  if (raw === null || raw.trim() === '') {
    throw new PageDataError(source, 'data-item-id is required but missing: give the item id, e.g. data-item-id="1042".');
  }
  const itemId = Number(raw.trim());
  if (!Number.isSafeInteger(itemId) || itemId < 1) {
    throw new PageDataError(source, `data-item-id must be a whole number above 0, got "${raw}".`);
  }
  return { itemId, allowDelete: element.hasAttribute('data-allow-delete') };
}
