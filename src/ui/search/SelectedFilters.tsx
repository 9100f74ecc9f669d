/**
 * The selected filter values as removable chips above the grid, so a buyer sees what
 * narrows the list without opening the panel (on mobile it is closed most of the time).
 */
import { css } from '@emotion/react';
import type { SelectedFilter } from '../../contract/responses';
import type { RankedFilter } from '../../state/search/searchStore';
import { CloseIcon } from '../primitives';
import { cx, theme } from '../../theme/theme';
import { rangeText, rangeValueText, selectedRange, selectedValueFor } from '../../domain/filters';

export type SelectedFiltersProps = {
  selected: readonly SelectedFilter[];
  /** Facets, to show option texts instead of ids; null before they arrive. */
  filters: readonly RankedFilter[] | null;
  onRemove: (filter: { filterId: number; filterName: string }, value: string) => void;
  /** A range filter's chip removed (no chip for ranges without it). */
  onRemoveRange?: (filter: { filterId: number; filterName: string }) => void;
  onClearAll: () => void;
};

const list = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  button: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space.xs,
    minHeight: '32px',
    padding: `${theme.space.xs} ${theme.space.sm} ${theme.space.xs} ${theme.space.md}`,
    border: `1px solid ${theme.color.borderStrong}`,
    borderRadius: theme.radius.pill,
    background: theme.color.surface,
    color: theme.color.text,
    fontFamily: 'inherit',
    fontSize: theme.font.size.sm,
    cursor: 'pointer',
  },
  'button:hover': { borderColor: theme.color.primary },
  'button:focus-visible': theme.focusRing,
  '.sf-chips__name': { color: theme.color.textMuted },
  '.sf-chips__clear': { border: 0, background: 'none', textDecoration: 'underline', color: theme.color.primary, padding: `${theme.space.xs} 0` },
});

function optionText(filters: readonly RankedFilter[] | null, filterId: number, value: string): string {
  const option = filters?.find((f) => f.filterId === filterId)?.filterOptions.find((o) => selectedValueFor([value], o) !== undefined);
  return option?.filterOptionText ?? value;
}

export function SelectedFilters({ selected, filters, onRemove, onRemoveRange, onClearAll }: SelectedFiltersProps) {
  if (selected.length === 0) return null;
  return (
    <ul css={list} className={cx('chips')} aria-label="Selected filters">
      {selected.flatMap((filter) => {
        const range = onRemoveRange ? selectedRange([filter], filter.filterId) : null;
        const rangeChip =
          range && onRemoveRange ? (
            <li key={`${filter.filterId}:range`}>
              <button
                type="button"
                aria-label={`Remove filter ${rangeText(filter.filterName, range)}`}
                onClick={() => onRemoveRange({ filterId: filter.filterId, filterName: filter.filterName })}
              >
                <span className={cx('chips', 'name')}>{filter.filterName}:</span> {rangeValueText(range)}
                <CloseIcon size={14} />
              </button>
            </li>
          ) : null;
        const valueChips = filter.filterValues.map((value) => {
          const text = optionText(filters, filter.filterId, value);
          return (
            <li key={`${filter.filterId}:${value}`}>
              <button
                type="button"
                aria-label={`Remove filter ${filter.filterName}: ${text}`}
                onClick={() => onRemove({ filterId: filter.filterId, filterName: filter.filterName }, value)}
              >
                <span className={cx('chips', 'name')}>{filter.filterName}:</span> {text}
                <CloseIcon size={14} />
              </button>
            </li>
          );
        });
        return rangeChip ? [...valueChips, rangeChip] : valueChips;
      })}
      <li>
        <button type="button" className={cx('chips', 'clear')} onClick={onClearAll}>
          Remove all
        </button>
      </li>
    </ul>
  );
}
