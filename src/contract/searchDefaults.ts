/**
 * SPEC section 9's search defaults, which the page-data schema fills in and the search
 * rules (src/domain/search.ts, paging.ts) apply: one home, below both.
 */
import type { SortKey } from './responses';

/** The page sizes offered, the first being the default. */
export const PAGE_SIZES = [18, 50, 100, 1000] as const;

/** Used when the page data gives no usable `take`. */
export const DEFAULT_PAGE_SIZE: number = PAGE_SIZES[0];

/** A category lists by popularity; a search by relevance. */
export function defaultSort(isCategory: boolean): SortKey {
  return isCategory ? 'sortOrder' : 'score';
}
