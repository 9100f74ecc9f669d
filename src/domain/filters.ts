/** Search filters (SPEC sections 3, 4 and 9). */
import type { FilterOption, SearchRequest, SelectedFilter } from '../contract/responses';

/** How many options a filter shows before "View All Options". */
export const TOP_OPTION_COUNT = 9;
/** The manufacturer filter's id (SPEC section 9). */
export const MANUFACTURER_FILTER_ID = 73;
export const MANUFACTURER_FILTER_NAME = 'Manufacturer';

export type RankedFilterOption<T extends FilterOption = FilterOption> = T & { topTen: boolean };

/**
 * Flags the TOP_OPTION_COUNT options with the highest counts (`topTen`, SPEC's name for
 * it). Ties keep the original order: of two options with the same count the earlier one
 * wins. The options keep their order; only the flag is added.
 */
export function markTopTen<T extends FilterOption>(options: readonly T[]): RankedFilterOption<T>[] {
  const top = new Set(
    options
      .map((option, index) => ({ count: option.filterOptionCount, index }))
      .sort((a, b) => b.count - a.count || a.index - b.index)
      .slice(0, TOP_OPTION_COUNT)
      .map((entry) => entry.index),
  );
  return options.map((option, index) => ({ ...option, topTen: top.has(index) }));
}

/**
 * The options a filter shows: every option when `showAll` or when there are no more than
 * TOP_OPTION_COUNT, else the top ones plus any selected one (a checked box never hides), in
 * their original order.
 */
export function visibleOptions<T extends FilterOption & { topTen: boolean }>(
  options: readonly T[],
  showAll: boolean,
  selectedValues: readonly string[] = [],
): readonly T[] {
  if (showAll || !hasMoreOptions(options)) return options;
  return options.filter((option) => option.topTen || selectedValueFor(selectedValues, option) !== undefined);
}

/** The "View All Options" toggle appears only above TOP_OPTION_COUNT options. */
export function hasMoreOptions(options: readonly unknown[]): boolean {
  return options.length > TOP_OPTION_COUNT;
}

/**
 * The value a filter checkbox puts into `filterValues`: the option's text, the way a facet
 * engine names facet values (HOST-CONTRACT types filterValues as strings). One rule, used by
 * the search page, the demo host's filter links and the reference service.
 */
export function filterOptionValue(option: Pick<FilterOption, 'filterOptionText'>): string {
  return option.filterOptionText;
}

/** The form of a filter value or option text that matching compares: spaces around and case ignored. */
export function filterTextKey(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * The selected value that stands for `option`, if any. A checkbox selects the option's text
 * (what reads well in the address); its text in another case or with spaces around, or its id
 * as a string, count too: the manufacturer filter (73) that `withManufacturerFilter` builds
 * from a manufacturer id carries the id, and a service or a hand-written address may echo
 * either. One rule for the filter panel, the selected-filter chips and the reference service.
 */
export function selectedValueFor(
  selectedValues: readonly string[],
  option: Pick<FilterOption, 'filterOptionId' | 'filterOptionText'>,
): string | undefined {
  const id = String(option.filterOptionId);
  return selectedValues.find((value) => filterTextKey(value) === filterTextKey(filterOptionValue(option)) || value.trim() === id);
}

/** Whether an option is among a filter's selected values (see `selectedValueFor`). */
export function isOptionSelected(
  selectedValues: readonly string[],
  option: Pick<FilterOption, 'filterOptionId' | 'filterOptionText'>,
): boolean {
  return selectedValueFor(selectedValues, option) !== undefined;
}

/** True when `value` is selected in the filter `filterId`. */
export function isFilterValueSelected(
  filters: readonly SelectedFilter[],
  filterId: number,
  value: string,
): boolean {
  return filters.some((f) => f.filterId === filterId && f.filterValues.includes(value));
}

/**
 * A filter checkbox (SPEC section 4): selects `value` in the filter, or deselects it when
 * selected. Removing a filter's last value removes the filter; a value of a filter not yet
 * selected adds the filter at the end. Returns new arrays; the input is not changed.
 */
export function toggleFilterValue(
  filters: readonly SelectedFilter[],
  filter: { filterId: number; filterName: string },
  value: string,
): SelectedFilter[] {
  const existing = filters.find((f) => f.filterId === filter.filterId);
  if (!existing) {
    return [...filters, { filterId: filter.filterId, filterName: filter.filterName, filterValues: [value] }];
  }
  const selected = existing.filterValues.includes(value);
  const filterValues = selected
    ? existing.filterValues.filter((v) => v !== value)
    : [...existing.filterValues, value];
  if (filterValues.length === 0) return filters.filter((f) => f !== existing);
  return filters.map((f) => (f === existing ? { ...f, filterValues } : f));
}

/**
 * A manufacturer page's request carries `manufacturerId`; the results are narrowed by a
 * manufacturer filter (id 73) built from it, added when no such filter is there yet. Its
 * value is `String(manufacturerId)` (the page knows the id, not always the name); the
 * service gives manufacturer options the manufacturer's id as `filterOptionId` and accepts
 * filter-73 values as ids or names, and `isOptionSelected` shows the matching checkbox as
 * checked. Returns the same request when nothing changes.
 */
export function withManufacturerFilter<R extends Pick<SearchRequest, 'manufacturerId' | 'filters'>>(
  request: R,
  manufacturerName?: string,
): R {
  const { manufacturerId } = request;
  if (manufacturerId === null || manufacturerId === undefined) return request;
  if (request.filters.some((f) => f.filterId === MANUFACTURER_FILTER_ID)) return request;
  const filterName = manufacturerName?.trim() || MANUFACTURER_FILTER_NAME;
  return {
    ...request,
    filters: [
      ...request.filters,
      { filterId: MANUFACTURER_FILTER_ID, filterName, filterValues: [String(manufacturerId)] },
    ],
  };
}

/**
 * The `manufacturerId` a search sends: the page's, only while the manufacturer filter (73)
 * still holds it. Once the shopper unchecks that manufacturer or clears the filters, the
 * id must go too, or a service that narrows by it would keep narrowing.
 */
export function manufacturerIdInEffect(request: Pick<SearchRequest, 'manufacturerId' | 'filters'>): number | null {
  const { manufacturerId } = request;
  if (manufacturerId === null || manufacturerId === undefined) return null;
  return isFilterValueSelected(request.filters, MANUFACTURER_FILTER_ID, String(manufacturerId)) ? manufacturerId : null;
}

const CATEGORY_LEVEL_SEPARATOR = ' - ';

/**
 * Category filter option texts name a path, "Containers - Pots - Round" (SPEC section 9:
 * split on ' - ' into up to three levels). A deeper path keeps the rest in the third level
 * ("A - B - C - D" gives ["A", "B", "C - D"]) so no part of the name is lost.
 */
export function splitCategoryFilterText(text: string): string[] {
  const parts = text.split(CATEGORY_LEVEL_SEPARATOR);
  if (parts.length <= 3) return parts;
  return [parts[0] as string, parts[1] as string, parts.slice(2).join(CATEGORY_LEVEL_SEPARATOR)];
}

/**
 * The category filter is recognised by its name, "Category" (any case, spaces around
 * ignored): the service gives it no reserved id, unlike the manufacturer filter.
 */
export function isCategoryFilter(filter: { filterName: string }): boolean {
  return filter.filterName.trim().toLowerCase() === 'category';
}

/**
 * The order of the filters and their options as the buyer saw them when the mobile panel
 * opened, and which options were shown among the top ones: kept while the panel stays open
 * so that no option moves under the pointer when a filter changes the counts (issue 30).
 */
export type FrozenFilterOrder = {
  readonly filterIds: readonly number[];
  /** Per filter id: option keys (`filterTextKey`) in order, with their `topTen` flag then. */
  readonly options: ReadonlyMap<number, ReadonlyMap<string, { index: number; topTen: boolean }>>;
};

export function freezeFilterOrder(filters: readonly { filterId: number; filterOptions: readonly (FilterOption & { topTen: boolean })[] }[]): FrozenFilterOrder {
  return {
    filterIds: filters.map((filter) => filter.filterId),
    options: new Map(
      filters.map((filter) => [
        filter.filterId,
        new Map(filter.filterOptions.map((option, index) => [filterTextKey(option.filterOptionText), { index, topTen: option.topTen }])),
      ]),
    ),
  };
}

/**
 * `filters` in the frozen order: known filters and options where they were, with the top
 * flag they had; new ones after them in the order they came. Options gone are gone.
 */
export function inFrozenOrder<F extends { filterId: number; filterOptions: readonly (FilterOption & { topTen: boolean })[] }>(
  filters: readonly F[],
  frozen: FrozenFilterOrder,
): F[] {
  const rank = (ids: readonly number[], id: number) => {
    const index = ids.indexOf(id);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  const sortedFilters = filters
    .map((filter, index) => ({ filter, index }))
    .sort((a, b) => rank(frozen.filterIds, a.filter.filterId) - rank(frozen.filterIds, b.filter.filterId) || a.index - b.index)
    .map(({ filter }) => filter);
  return sortedFilters.map((filter) => {
    const known = frozen.options.get(filter.filterId);
    if (!known) return filter;
    const options = filter.filterOptions
      .map((option, index) => ({ option, index, was: known.get(filterTextKey(option.filterOptionText)) }))
      .sort((a, b) => (a.was?.index ?? Number.MAX_SAFE_INTEGER) - (b.was?.index ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
      .map(({ option, was }) => (was && was.topTen !== option.topTen ? { ...option, topTen: was.topTen } : option));
    return { ...filter, filterOptions: options };
  });
}

// ---- range filters ----

/** A chosen range; null is an open end. */
export type FilterRange = { min: number | null; max: number | null };

/**
 * A filter is drawn as a range (two number boxes) when its facets carry both bounds, the
 * lower below the upper (HOST-CONTRACT's `minValue` / `maxValue`). A filter without them
 * keeps its checkboxes: that is what a service that cannot filter by range answers.
 */
export function isRangeFilter(filter: { minValue?: number | null; maxValue?: number | null }): boolean {
  const { minValue, maxValue } = filter;
  return typeof minValue === 'number' && typeof maxValue === 'number' && Number.isFinite(minValue) && Number.isFinite(maxValue) && minValue < maxValue;
}

/** The range selected in the filter `filterId`, or null when none. */
export function selectedRange(filters: readonly SelectedFilter[], filterId: number): FilterRange | null {
  const found = filters.find((f) => f.filterId === filterId);
  const min = found?.minValue ?? null;
  const max = found?.maxValue ?? null;
  return min === null && max === null ? null : { min, max };
}

/**
 * Sets the filter's range (sent as `minValue` / `maxValue`, no values): a range with both
 * ends open removes the filter. Returns new arrays; the input is not changed.
 */
export function setFilterRange(
  filters: readonly SelectedFilter[],
  filter: { filterId: number; filterName: string },
  range: FilterRange | null,
): SelectedFilter[] {
  const others = filters.filter((f) => f.filterId !== filter.filterId);
  if (range === null || (range.min === null && range.max === null)) return others;
  const at = filters.findIndex((f) => f.filterId === filter.filterId);
  const next: SelectedFilter = { filterId: filter.filterId, filterName: filter.filterName, filterValues: [], minValue: range.min, maxValue: range.max };
  if (at < 0) return [...filters, next];
  return filters.map((f, i) => (i === at ? next : f));
}

export type RangeInput = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * What one range box holds: empty is an open end; else a number (a comma or point decimal)
 * from `bounds.min` to `bounds.max`, or a sentence that says what to type.
 */
export function readRangeInput(text: string, bounds: { min: number; max: number }): RangeInput {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const value = /^\d+([.,]\d+)?$|^[.,]\d+$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
  if (!Number.isFinite(value) || value < bounds.min || value > bounds.max) {
    return { ok: false, message: `Enter a number from ${formatBound(bounds.min)} to ${formatBound(bounds.max)}.` };
  }
  return { ok: true, value };
}

/** A range bound as the boxes and chips show it: 4, 4.5 (no trailing zeros). */
export function formatBound(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** A chosen range in words: "4 to 8", "at least 4", "at most 8". */
export function rangeValueText(range: FilterRange): string {
  const { min, max } = range;
  if (min !== null && max !== null) return `${formatBound(min)} to ${formatBound(max)}`;
  if (min !== null) return `at least ${formatBound(min)}`;
  return `at most ${formatBound(max ?? 0)}`;
}

/** The chip's name of a chosen range: "Pot diameter: 4 to 8". */
export function rangeText(filterName: string, range: FilterRange): string {
  return `${filterName}: ${rangeValueText(range)}`;
}

/** How many choices narrow the search: each checked value, and each range. */
export function selectedChoiceCount(filters: readonly SelectedFilter[]): number {
  return filters.reduce((n, f) => n + f.filterValues.length + (selectedRange([f], f.filterId) === null ? 0 : 1), 0);
}
