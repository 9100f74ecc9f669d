/** Result paging (SPEC sections 4 and 9). Pages are numbered from 1. */

import { PAGE_SIZES } from '../contract/searchDefaults';

export { PAGE_SIZES };
export type PageSize = (typeof PAGE_SIZES)[number];
/** Local-storage key under which the chosen page size is kept (SPEC section 9). */
export const PAGE_SIZE_STORAGE_KEY = 'pageSize';

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/**
 * The page size stored in local storage, or `fallback` when nothing usable is stored:
 * only the offered sizes are accepted, written as plain digits ("50", not "50.0" or "5e1").
 */
export function readStoredPageSize<F>(value: string | null, fallback: F): PageSize | F {
  if (value === null || !/^\d+$/.test(value.trim())) return fallback;
  const size = Number(value.trim());
  return isPageSize(size) ? size : fallback;
}

/** The 1-based page that starts at `skip`. */
export function pageOf(skip: number, take: number): number {
  if (take < 1) return 1;
  return Math.floor(Math.max(0, skip) / take) + 1;
}

/** How many pages `resultCount` results fill; 0 when there are none. */
export function pageCount(resultCount: number, take: number): number {
  if (take < 1 || resultCount <= 0) return 0;
  return Math.ceil(resultCount / take);
}

/** The skip of a 1-based page. */
export function skipOfPage(page: number, take: number): number {
  return Math.max(0, Math.floor(page) - 1) * take;
}

/**
 * After the page size changes (SPEC section 4): the start of the new-size page that holds
 * the first item shown now, so the user stays near what they were reading; 0 when that
 * start would be at or beyond the result count.
 */
export function skipAfterPageSizeChange(skip: number, newTake: number, resultCount: number): number {
  if (newTake < 1 || skip <= 0) return 0;
  const start = Math.floor(skip / newTake) * newTake;
  return start >= resultCount ? 0 : start;
}

export type PaginationItem = number | 'ellipsis';

export type PaginationOptions = {
  /** Current page, 1-based; clamped into [1, pageCount]. */
  page: number;
  pageCount: number;
  /** Pages always shown at each end. */
  boundaryCount: number;
  /** Pages shown on each side of the current one. */
  siblingCount: number;
};

function range(start: number, end: number): number[] {
  const pages: number[] = [];
  for (let p = start; p <= end; p += 1) pages.push(p);
  return pages;
}

/**
 * The page buttons to show, the algorithm of MUI's usePagination: `boundaryCount` pages
 * at each end, `siblingCount` around the current page, and 'ellipsis' where pages are
 * left out. An ellipsis always stands for two pages or more (a single gap page is shown
 * instead), and the number of items stays the same as the current page moves, so the
 * buttons do not jump around. 0 pages gives no items.
 */
export function paginationItems(options: PaginationOptions): PaginationItem[] {
  const count = Math.max(0, Math.floor(options.pageCount));
  if (count === 0) return [];
  const boundary = Math.max(0, Math.floor(options.boundaryCount));
  const siblings = Math.max(0, Math.floor(options.siblingCount));
  const page = Math.min(count, Math.max(1, Math.floor(options.page)));

  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblings, count - boundary - siblings * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblings, boundary + siblings * 2 + 2),
    endPages.length > 0 ? (endPages[0] as number) - 2 : count - 1,
  );

  const beforeSiblings: PaginationItem[] =
    siblingsStart > boundary + 2 ? ['ellipsis'] : boundary + 1 < count - boundary ? [boundary + 1] : [];
  const afterSiblings: PaginationItem[] =
    siblingsEnd < count - boundary - 1 ? ['ellipsis'] : count - boundary > boundary ? [count - boundary] : [];

  return [...startPages, ...beforeSiblings, ...range(siblingsStart, siblingsEnd), ...afterSiblings, ...endPages];
}

/** SPEC section 9: boundary range 1; sibling range 1, or 0 on a mobile screen. */
export function paginationRanges(isMobile: boolean): { boundaryCount: number; siblingCount: number } {
  return { boundaryCount: 1, siblingCount: isMobile ? 0 : 1 };
}
