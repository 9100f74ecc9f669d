import { describe, expect, it } from 'vitest';
import type { FilterOption, SearchRequest, SelectedFilter } from '../contract/responses';
import {
  MANUFACTURER_FILTER_ID, filterOptionValue, freezeFilterOrder, inFrozenOrder, hasMoreOptions, isCategoryFilter, isFilterValueSelected,
  isOptionSelected, manufacturerIdInEffect, markTopTen, selectedValueFor, splitCategoryFilterText, toggleFilterValue, visibleOptions,
  withManufacturerFilter, isRangeFilter, setFilterRange, selectedRange, readRangeInput, rangeText, selectedChoiceCount,
} from './filters';

const option = (filterOptionId: number, filterOptionCount: number): FilterOption => ({
  filterOptionId, filterOptionText: `Option ${filterOptionId}`, filterOptionCount,
});

describe('markTopTen', () => {
  it('flags the 9 options with the highest counts and keeps the order', () => {
    const counts = [5, 50, 1, 40, 2, 30, 3, 20, 4, 10, 6, 7];
    const marked = markTopTen(counts.map((count, i) => option(i + 1, count)));
    expect(marked.map((o) => o.filterOptionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Left out: the three lowest counts, 1, 2 and 3 (options 3, 5 and 7).
    expect(marked.filter((o) => !o.topTen).map((o) => o.filterOptionId)).toEqual([3, 5, 7]);
  });

  it('breaks ties by original order: the earlier option wins', () => {
    const marked = markTopTen(Array.from({ length: 11 }, (_, i) => option(i + 1, 7)));
    expect(marked.filter((o) => o.topTen).map((o) => o.filterOptionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('flags every option when there are 9 or fewer', () => {
    expect(markTopTen([option(1, 0), option(2, 3)]).every((o) => o.topTen)).toBe(true);
    expect(markTopTen([])).toEqual([]);
  });

  it('does not change the options it is given', () => {
    const options = [option(1, 1)];
    markTopTen(options);
    expect(options[0]).not.toHaveProperty('topTen');
  });
});

describe('visibleOptions and hasMoreOptions', () => {
  const marked = markTopTen(Array.from({ length: 12 }, (_, i) => option(i + 1, 12 - i)));

  it('shows only the top options, in original order, until View All Options is used', () => {
    expect(visibleOptions(marked, false).map((o) => o.filterOptionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('shows every option after View All Options', () => {
    expect(visibleOptions(marked, true)).toHaveLength(12);
  });

  it('keeps a selected option outside the top 9 in view', () => {
    expect(visibleOptions(marked, false, ['Option 11']).map((o) => o.filterOptionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11]);
  });

  it('shows all 9 options of a filter with no more than 9, whatever their flags', () => {
    const nine = marked.slice(0, 9).map((o) => ({ ...o, topTen: false }));
    expect(visibleOptions(nine, false)).toHaveLength(9);
  });

  it('offers the toggle only above 9 options', () => {
    expect(hasMoreOptions(marked)).toBe(true);
    expect(hasMoreOptions(marked.slice(0, 10))).toBe(true);
    expect(hasMoreOptions(marked.slice(0, 9))).toBe(false);
    expect(hasMoreOptions([])).toBe(false);
  });
});

describe('toggleFilterValue', () => {
  const color = { filterId: 12, filterName: 'Color' };

  it('adds a new filter when the filter is not selected yet', () => {
    expect(toggleFilterValue([], color, '5')).toEqual([{ filterId: 12, filterName: 'Color', filterValues: ['5'] }]);
  });

  it('adds a value to a selected filter', () => {
    const filters: SelectedFilter[] = [{ ...color, filterValues: ['5'] }];
    expect(toggleFilterValue(filters, color, '6')).toEqual([{ ...color, filterValues: ['5', '6'] }]);
  });

  it('removes a selected value', () => {
    const filters: SelectedFilter[] = [{ ...color, filterValues: ['5', '6'] }];
    expect(toggleFilterValue(filters, color, '5')).toEqual([{ ...color, filterValues: ['6'] }]);
  });

  it('removes the filter when its last value is removed', () => {
    const size: SelectedFilter = { filterId: 3, filterName: 'Size', filterValues: ['9'] };
    const filters: SelectedFilter[] = [{ ...color, filterValues: ['5'] }, size];
    expect(toggleFilterValue(filters, color, '5')).toEqual([size]);
  });

  it('leaves the given filters unchanged', () => {
    const filters: SelectedFilter[] = [{ ...color, filterValues: ['5'] }];
    const snapshot = structuredClone(filters);
    toggleFilterValue(filters, color, '6');
    toggleFilterValue(filters, color, '5');
    expect(filters).toEqual(snapshot);
  });

  it('tells which values are selected', () => {
    const filters = toggleFilterValue([], color, '5');
    expect(isFilterValueSelected(filters, 12, '5')).toBe(true);
    expect(isFilterValueSelected(filters, 12, '6')).toBe(false);
    expect(isFilterValueSelected(filters, 13, '5')).toBe(false);
  });
});

describe('manufacturerIdInEffect', () => {
  const filter73 = (...filterValues: string[]): SelectedFilter => ({ filterId: MANUFACTURER_FILTER_ID, filterName: 'Acme', filterValues });

  it('is the page manufacturer while filter 73 holds it', () => {
    expect(manufacturerIdInEffect({ manufacturerId: 88, filters: [filter73('88', 'Buckeye')] })).toBe(88);
  });

  it('is null once filter 73 no longer holds it, or without one', () => {
    expect(manufacturerIdInEffect({ manufacturerId: 88, filters: [filter73('Buckeye')] })).toBeNull();
    expect(manufacturerIdInEffect({ manufacturerId: 88, filters: [] })).toBeNull();
    expect(manufacturerIdInEffect({ manufacturerId: null, filters: [filter73('88')] })).toBeNull();
  });
});

describe('withManufacturerFilter', () => {
  const request = (manufacturerId: number | null, filters: SelectedFilter[] = []): Pick<SearchRequest, 'manufacturerId' | 'filters'> => ({
    manufacturerId, filters,
  });

  it('adds filter 73 with the manufacturer id as its value when a manufacturer id is present', () => {
    expect(withManufacturerFilter(request(88), 'Acme Pots').filters).toEqual([
      { filterId: MANUFACTURER_FILTER_ID, filterName: 'Acme Pots', filterValues: ['88'] },
    ]);
    expect(MANUFACTURER_FILTER_ID).toBe(73);
  });

  it('names the filter Manufacturer when no name is given', () => {
    expect(withManufacturerFilter(request(88)).filters[0]?.filterName).toBe('Manufacturer');
  });

  it('keeps the request as it is without a manufacturer id', () => {
    const r = request(null);
    expect(withManufacturerFilter(r, 'Acme')).toBe(r);
  });

  it('does not add a second manufacturer filter', () => {
    const r = request(88, [{ filterId: 73, filterName: 'Manufacturer', filterValues: ['12'] }]);
    expect(withManufacturerFilter(r, 'Acme')).toBe(r);
  });

  it('keeps filters already selected', () => {
    const size: SelectedFilter = { filterId: 3, filterName: 'Size', filterValues: ['9'] };
    expect(withManufacturerFilter(request(88, [size])).filters).toEqual([
      size, { filterId: 73, filterName: 'Manufacturer', filterValues: ['88'] },
    ]);
  });
});

describe('splitCategoryFilterText', () => {
  it("splits on ' - ' into levels", () => {
    expect(splitCategoryFilterText('Containers - Pots - Round')).toEqual(['Containers', 'Pots', 'Round']);
    expect(splitCategoryFilterText('Containers - Pots')).toEqual(['Containers', 'Pots']);
    expect(splitCategoryFilterText('Containers')).toEqual(['Containers']);
  });

  it('keeps a fourth part and beyond in the third level', () => {
    expect(splitCategoryFilterText('A - B - C - D')).toEqual(['A', 'B', 'C - D']);
    expect(splitCategoryFilterText('A - B - C - D - E')).toEqual(['A', 'B', 'C - D - E']);
  });

  it('does not split on a hyphen without spaces', () => {
    expect(splitCategoryFilterText('Cell-Pack Inserts')).toEqual(['Cell-Pack Inserts']);
  });
});

describe('isCategoryFilter', () => {
  it('recognises the filter named Category in any case', () => {
    expect(isCategoryFilter({ filterName: 'Category' })).toBe(true);
    expect(isCategoryFilter({ filterName: ' CATEGORY ' })).toBe(true);
    expect(isCategoryFilter({ filterName: 'Categories' })).toBe(false);
    expect(isCategoryFilter({ filterName: 'Color' })).toBe(false);
  });
});

describe('filter option values', () => {
  const option = { filterOptionId: 12, filterOptionText: 'Terracotta', filterOptionCount: 4 };
  it('puts the option text into filterValues', () => {
    expect(filterOptionValue(option)).toBe('Terracotta');
  });
  it('counts an option as selected by its text or by its id as a string', () => {
    expect(isOptionSelected(['Terracotta'], option)).toBe(true);
    expect(isOptionSelected(['12'], option)).toBe(true);
    expect(isOptionSelected(['Black', '13'], option)).toBe(false);
  });
  it('ignores case and spaces around a value, and answers the value as it was selected', () => {
    expect(selectedValueFor([' terracotta '], option)).toBe(' terracotta ');
    expect(isOptionSelected(['TERRACOTTA'], option)).toBe(true);
    expect(selectedValueFor(['Terra cotta'], option)).toBeUndefined();
  });
});

describe('inFrozenOrder (the mobile panel keeps its order while open)', () => {
  const option = (text: string, count: number, topTen = true) => ({ filterOptionId: text.length, filterOptionText: text, filterOptionCount: count, topTen });
  const opened = [
    { filterId: 1, filterName: 'Color', filterOptions: [option('Red', 9), option('Blue', 5), option('Green', 1, false)] },
    { filterId: 2, filterName: 'Size', filterOptions: [option('Large', 3)] },
  ];

  it('keeps filters and options where they were when the counts reorder them', () => {
    const frozen = freezeFilterOrder(opened);
    const changed = [
      { filterId: 2, filterName: 'Size', filterOptions: [option('Large', 1)] },
      { filterId: 1, filterName: 'Color', filterOptions: [option('Green', 7), option('Blue', 4), option('Red', 2), option('Pink', 1)] },
    ];
    const shown = inFrozenOrder(changed, frozen);
    expect(shown.map((f) => f.filterId)).toEqual([1, 2]);
    expect(shown[0]!.filterOptions.map((o) => o.filterOptionText)).toEqual(['Red', 'Blue', 'Green', 'Pink']);
    expect(shown[0]!.filterOptions.map((o) => o.filterOptionCount)).toEqual([2, 4, 7, 1]);
  });

  it('keeps the top flag an option had, so none appears or hides under the pointer', () => {
    const frozen = freezeFilterOrder(opened);
    const shown = inFrozenOrder([{ filterId: 1, filterName: 'Color', filterOptions: [option('Red', 1, false), option('Green', 9, true)] }], frozen);
    expect(shown[0]!.filterOptions.map((o) => [o.filterOptionText, o.topTen])).toEqual([['Red', true], ['Green', false]]);
  });
});

describe('range filters', () => {
  const pot = { filterId: 80, filterName: 'Pot diameter' };

  it('draws a filter as a range only when its facets carry both bounds, the lower first', () => {
    expect(isRangeFilter({ minValue: 3, maxValue: 24 })).toBe(true);
    expect(isRangeFilter({ minValue: null, maxValue: 24 })).toBe(false);
    expect(isRangeFilter({ minValue: 6, maxValue: 6 })).toBe(false);
    expect(isRangeFilter({})).toBe(false);
  });

  it('sets a range as minValue / maxValue with no values, replacing the one before in place', () => {
    const color: SelectedFilter = { filterId: 74, filterName: 'Color', filterValues: ['Black'] };
    const once = setFilterRange([color], pot, { min: 4, max: 8 });
    expect(once).toEqual([color, { ...pot, filterValues: [], minValue: 4, maxValue: 8 }]);
    expect(setFilterRange(once, pot, { min: 6, max: null })[1]).toEqual({ ...pot, filterValues: [], minValue: 6, maxValue: null });
    expect(selectedRange(once, 80)).toEqual({ min: 4, max: 8 });
    expect(selectedRange(once, 74)).toBeNull();
  });

  it('removes the filter when both ends are open', () => {
    const once = setFilterRange([], pot, { min: 4, max: 8 });
    expect(setFilterRange(once, pot, { min: null, max: null })).toEqual([]);
    expect(setFilterRange(once, pot, null)).toEqual([]);
  });

  it('reads a box: empty is open, a number within the bounds is taken, anything else says what to type', () => {
    const bounds = { min: 2.5, max: 24 };
    expect(readRangeInput('  ', bounds)).toEqual({ ok: true, value: null });
    expect(readRangeInput('6', bounds)).toEqual({ ok: true, value: 6 });
    expect(readRangeInput('4,5', bounds)).toEqual({ ok: true, value: 4.5 });
    for (const text of ['abc', '1', '30', '-4', '4 in', '1e1']) {
      expect(readRangeInput(text, bounds)).toEqual({ ok: false, message: 'Enter a number from 2.5 to 24.' });
    }
  });

  it('names a chosen range and counts it as one choice', () => {
    expect(rangeText('Pot diameter', { min: 4, max: 8 })).toBe('Pot diameter: 4 to 8');
    expect(rangeText('Pot diameter', { min: 4, max: null })).toBe('Pot diameter: at least 4');
    expect(rangeText('Pot diameter', { min: null, max: 8 })).toBe('Pot diameter: at most 8');
    const filters = setFilterRange([{ filterId: 74, filterName: 'Color', filterValues: ['Black', 'Red'] }], pot, { min: 4, max: null });
    expect(selectedChoiceCount(filters)).toBe(3);
  });
});
