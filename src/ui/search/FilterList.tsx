/**
 * The filter panel's filters once the facets are in: a FilterGroup per filter, or a
 * RangeFilter for a range filter when the page takes ranges. Loaded on demand by the panel
 * (issue 34): the panel's frame, its skeleton and its messages draw without it.
 */
import type { SelectedFilter } from '../../contract/responses';
import { isRangeFilter, selectedRange, type FilterRange } from '../../domain/filters';
import type { RankedFilter } from '../../state/search/searchStore';
import { FilterGroup, selectedValuesOf } from './FilterGroup';
import { RangeFilter } from './RangeFilter';

export type FilterListProps = {
  filters: readonly RankedFilter[];
  selected: readonly SelectedFilter[];
  onToggle: (filter: { filterId: number; filterName: string }, value: string) => void;
  onRangeChange?: ((filter: { filterId: number; filterName: string }, range: FilterRange | null) => void) | undefined;
};

export function FilterList({ filters, selected, onToggle, onRangeChange }: FilterListProps) {
  return (
    <>
      {filters.map((filter) =>
        onRangeChange && isRangeFilter(filter) ? (
          <RangeFilter
            key={filter.filterId}
            filter={filter}
            selected={selectedRange(selected, filter.filterId)}
            onRangeChange={onRangeChange}
          />
        ) : (
          <FilterGroup
            key={filter.filterId}
            filter={filter}
            selectedValues={selectedValuesOf(selected, filter.filterId)}
            onToggle={onToggle}
          />
        ),
      )}
    </>
  );
}
