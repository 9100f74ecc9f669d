/**
 * The search request (SPEC sections 3, 4 and 9): defaults, sort options, and its round
 * trip through the page address.
 */
import { SORT_KEYS } from '../contract/responses';
import type { SearchRequest, SelectedFilter, SortKey } from '../contract/responses';
import { DEFAULT_PAGE_SIZE, defaultSort, PAGE_SIZES } from '../contract/searchDefaults';
import { DEFAULT_WAREHOUSE } from '../contract/warehouse';

export const SORT_OPTIONS: readonly { key: SortKey; label: string }[] = [
  { key: 'score', label: 'Relevance' },
  { key: 'sortOrder', label: 'Popularity' },
  { key: 'manufacturerNameSort', label: 'Manufacturer' },
  { key: 'itemNumberExact', label: 'Item Number' },
  { key: 'itemItemListPrice', label: 'Price (lowest first)' },
  { key: 'itemItemListPriceDesc', label: 'Price (highest first)' },
];

export function isSortKey(value: string): value is SortKey {
  return (SORT_KEYS as readonly string[]).includes(value);
}

export { DEFAULT_PAGE_SIZE, defaultSort };

const isNonNegativeInteger = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isPositiveInteger = (v: unknown): v is number => isNonNegativeInteger(v) && v > 0;
const isNonBlank = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * A complete request from a partial one: warehouse 1001 / Burton, OH when missing or
 * blank, skip 0, take DEFAULT_PAGE_SIZE, and the default sort for a category (categoryId
 * set) or a search. Values of the wrong kind are replaced by the default.
 */
export function normalizeSearchRequest(partial: Partial<SearchRequest>): SearchRequest {
  const categoryId = isNonNegativeInteger(partial.categoryId) ? partial.categoryId : null;
  return {
    searchTerm: typeof partial.searchTerm === 'string' ? partial.searchTerm : '',
    filters: Array.isArray(partial.filters) ? partial.filters : [],
    warehouseCode: isNonBlank(partial.warehouseCode) ? partial.warehouseCode : DEFAULT_WAREHOUSE.code,
    warehouseName: isNonBlank(partial.warehouseName) ? partial.warehouseName : DEFAULT_WAREHOUSE.name,
    categoryId,
    isSuperSaver: partial.isSuperSaver === true,
    manufacturerId: isNonNegativeInteger(partial.manufacturerId) ? partial.manufacturerId : null,
    skip: isNonNegativeInteger(partial.skip) ? partial.skip : 0,
    take: isPositiveInteger(partial.take) ? partial.take : DEFAULT_PAGE_SIZE,
    sort: typeof partial.sort === 'string' && isSortKey(partial.sort) ? partial.sort : defaultSort(categoryId !== null),
  };
}

/**
 * Back to the first page: changing a filter, the term or the sort does this (SPEC
 * section 4). The same object when already there, so memoised readers see no change.
 */
export function resetSkip<R extends { skip: number }>(request: R): R {
  return request.skip === 0 ? request : { ...request, skip: 0 };
}

// ---- the page address ----
//
// Parameters the search page owns:
//   skip, take, sort       SPEC section 2; always written
//   term                   the search term; written when not empty
//   f.<filterId>.<filterName>=<value>
//                          one parameter per selected value, repeated for several values
//                          of one filter: ?f.12.Color=Red&f.12.Color=Blue
//   r.<filterId>.<filterName>=<min>..<max>
//                          a range filter's chosen range, an open end left empty:
//                          ?r.80.Pot%20diameter=4..8, r.80.Pot%20diameter=6..
// The filter id is digits, so the name is everything after the second dot (it may hold
// dots itself) and the value is the whole parameter value: nothing needs escaping beyond
// what URLSearchParams does, and the address stays readable.
//
// Every other parameter (utm tags, CMS preview flags, ss) belongs to someone else and is
// kept as it is.

const FILTER_KEY = /^f\.(\d+)\.(.*)$/s;
const RANGE_KEY = /^r\.(\d+)\.(.*)$/s;
const RANGE_VALUE = /^\s*(\d+(?:\.\d+)?)?\s*\.\.\s*(\d+(?:\.\d+)?)?\s*$/;
/** Written together by every change, so any of them means the address holds the whole state. */
const STATE_KEYS = ['skip', 'take', 'sort'] as const;
const SEARCH_KEYS = [...STATE_KEYS, 'term'] as const;

function isFilterKey(key: string): boolean {
  return FILTER_KEY.test(key) || RANGE_KEY.test(key);
}

/**
 * True when the address holds the search page's whole state: it carries skip, take, sort or
 * a filter. `term` alone does not count: `/search-results?term=…` is also the host's route
 * (SPEC section 2), and a link there must keep the page data's filters.
 */
export function hasSearchParams(search: URLSearchParams): boolean {
  return [...search.keys()].some((key) => (STATE_KEYS as readonly string[]).includes(key) || isFilterKey(key));
}

function readWholeNumber(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return Number.isSafeInteger(n) ? n : null;
}

function readFilters(search: URLSearchParams): SelectedFilter[] {
  const filters: SelectedFilter[] = [];
  for (const [key, rawValue] of search) {
    const match = FILTER_KEY.exec(key);
    if (!match) continue;
    const filterId = Number(match[1]);
    const value = rawValue.trim();
    if (!Number.isSafeInteger(filterId) || value === '') continue;
    const existing = filters.find((f) => f.filterId === filterId);
    if (!existing) filters.push({ filterId, filterName: (match[2] ?? '').trim(), filterValues: [value] });
    else if (!existing.filterValues.includes(value)) existing.filterValues.push(value);
  }
  for (const [key, rawValue] of search) {
    const match = RANGE_KEY.exec(key);
    const range = RANGE_VALUE.exec(rawValue);
    if (!match || !range) continue;
    const filterId = Number(match[1]);
    const min = range[1] === undefined ? null : Number(range[1]);
    const max = range[2] === undefined ? null : Number(range[2]);
    // A range with both ends open, or upside down, narrows nothing: left out, never thrown.
    if (!Number.isSafeInteger(filterId) || (min === null && max === null) || (min !== null && max !== null && min > max)) continue;
    const existing = filters.find((f) => f.filterId === filterId);
    if (existing) Object.assign(existing, { minValue: min, maxValue: max });
    else filters.push({ filterId, filterName: (match[2] ?? '').trim(), filterValues: [], minValue: min, maxValue: max });
  }
  return filters;
}

/**
 * The request the address describes, on top of `base` (the page data's request).
 *
 * skip, take and sort are taken when valid (take: a whole number from 1 to the largest
 * page size); anything else is ignored, never thrown. When the address carries any of the
 * search page's state parameters (`hasSearchParams`) it holds the whole search state, so
 * the term and the filters come from it even when absent (absent means none): that is how
 * "all filters removed" survives a reload. An address without them leaves `base` as it is,
 * but for a `term`, which replaces the base's search term.
 */
export function readSearchParams(search: URLSearchParams, base: SearchRequest): SearchRequest {
  if (!hasSearchParams(search)) {
    const term = search.get('term');
    return term === null ? base : { ...base, searchTerm: term.trim() };
  }
  const skip = readWholeNumber(search.get('skip'));
  const take = readWholeNumber(search.get('take'));
  const sort = search.get('sort');
  const maxTake = Math.max(...PAGE_SIZES);
  return {
    ...base,
    searchTerm: (search.get('term') ?? '').trim(),
    filters: readFilters(search),
    skip: skip ?? base.skip,
    take: take !== null && take >= 1 && take <= maxTake ? take : base.take,
    sort: sort !== null && isSortKey(sort) ? sort : base.sort,
  };
}

/**
 * New parameters for the address after paging, sorting, a page-size change, a filter or
 * a term change: every parameter that is not the search page's is kept in place; ours are
 * replaced by the request's (skip, take and sort always; the term when not empty; one
 * `f.<id>.<name>` per selected value).
 */
export function writeSearchParams(current: URLSearchParams, request: SearchRequest): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) {
    if (!(SEARCH_KEYS as readonly string[]).includes(key) && !isFilterKey(key)) next.append(key, value);
  }
  if (request.searchTerm.trim() !== '') next.set('term', request.searchTerm.trim());
  for (const filter of request.filters) {
    for (const value of filter.filterValues) next.append(`f.${filter.filterId}.${filter.filterName}`, value);
    const min = filter.minValue ?? null;
    const max = filter.maxValue ?? null;
    if (min !== null || max !== null) next.append(`r.${filter.filterId}.${filter.filterName}`, `${min ?? ''}..${max ?? ''}`);
  }
  next.set('skip', String(request.skip));
  next.set('take', String(request.take));
  next.set('sort', request.sort);
  return next;
}
