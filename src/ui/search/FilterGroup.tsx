/**
 * One filter (SPEC sections 4 and 9): a checkbox per option, named by its text; the top 9
 * options until 'View All Options' (offered only above 9); texts cut at 19 characters, the
 * category filter's at 24 after splitting its ' - ' path into levels. Selected options stay
 * visible when the list is collapsed, so a choice never disappears from view.
 */
import { css } from '@emotion/react';
import { memo, useId, useState } from 'react';
import type { SelectedFilter } from '../../contract/responses';
import { hasMoreOptions, isCategoryFilter, selectedValueFor, splitCategoryFilterText, visibleOptions } from '../../domain/filters';
import type { RankedFilterOption } from '../../domain/filters';
import { cutText, TEXT_CUTS } from '../../domain/text';
import { filterOptionUrl } from '../../domain/urls';
import type { RankedFilter } from '../../state/search/searchStore';
import { ChevronRightIcon } from '../primitives';
import { cx, theme } from '../../theme/theme';

export type FilterGroupProps = {
  filter: RankedFilter;
  /** The values selected in this filter. */
  selectedValues: readonly string[];
  onToggle: (filter: { filterId: number; filterName: string }, value: string) => void;
};

/** The fieldset of one filter and its legend, whatever the filter draws inside (RangeFilter too). */
export const filterFieldset = {
  border: 0,
  margin: 0,
  padding: `${theme.space.md} 0`,
  borderTop: `1px solid ${theme.color.border}`,
  minWidth: 0,
  legend: {
    padding: 0,
    marginBottom: theme.space.sm,
    fontSize: theme.font.size.md,
    fontWeight: theme.font.weight.bold,
    color: theme.color.text,
    float: 'left',
    width: '100%',
  },
} as const;

const group = css({
  ...filterFieldset,
  ul: { clear: 'both', listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.xxs },
  '.sf-filter__level': {
    marginTop: theme.space.xs,
    fontSize: theme.font.size.xs,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    color: theme.color.textMuted,
  },
  '.sf-filter__option': { display: 'flex', alignItems: 'center', gap: theme.space.xs },
  label: {
    flex: '1 1 auto',
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    gap: theme.space.sm,
    minHeight: '32px',
    fontSize: theme.font.size.sm,
    color: theme.color.text,
    cursor: 'pointer',
  },
  'input[type="checkbox"]': { width: '18px', height: '18px', margin: 0, flex: 'none', accentColor: theme.color.primary, cursor: 'pointer' },
  'input[type="checkbox"]:focus-visible': theme.focusRing,
  '.sf-filter__text': { flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' },
  '.sf-filter__count': { color: theme.color.textMuted, fontVariantNumeric: 'tabular-nums', fontSize: theme.font.size.xs },
  '.sf-filter__go': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '28px',
    height: '28px',
    color: theme.color.textMuted,
    borderRadius: theme.radius.sm,
  },
  '.sf-filter__go:hover': { color: theme.color.primary, background: theme.color.surface },
  'a:focus-visible': theme.focusRing,
  '.sf-filter__more': {
    marginTop: theme.space.sm,
    padding: `${theme.space.xs} 0`,
    border: 0,
    background: 'none',
    color: theme.color.primary,
    fontFamily: 'inherit',
    fontSize: theme.font.size.sm,
    fontWeight: theme.font.weight.medium,
    cursor: 'pointer',
    textDecoration: 'underline',
  },
  '.sf-filter__more:focus-visible': theme.focusRing,
});

type Row =
  | { kind: 'level'; key: string; text: string }
  | { kind: 'option'; key: string; option: RankedFilterOption; text: string; full: string; levels: number };

/** Options in display order; category options under headings of their parent levels. */
function rows(filter: RankedFilter, options: readonly RankedFilterOption[]): Row[] {
  if (!isCategoryFilter(filter)) {
    return options.map((option) => ({
      kind: 'option',
      key: String(option.filterOptionId),
      option,
      text: cutText(option.filterOptionText, TEXT_CUTS.filterOption),
      full: option.filterOptionText,
      levels: 1,
    }));
  }
  const out: Row[] = [];
  let parent = '';
  for (const option of options) {
    const levels = splitCategoryFilterText(option.filterOptionText);
    const name = levels[levels.length - 1] ?? option.filterOptionText;
    const path = levels.slice(0, -1).join(' › ');
    if (path !== '' && path !== parent) out.push({ kind: 'level', key: `level-${path}`, text: path });
    parent = path;
    out.push({
      kind: 'option',
      key: String(option.filterOptionId),
      option,
      text: cutText(name, TEXT_CUTS.categoryFilterName),
      full: name,
      levels: levels.length,
    });
  }
  return out;
}

function FilterGroupView({ filter, selectedValues, onToggle }: FilterGroupProps) {
  const [showAll, setShowAll] = useState(false);
  const id = useId();
  const listId = `${id}-options`;
  const more = hasMoreOptions(filter.filterOptions);
  const options = visibleOptions(filter.filterOptions, showAll, selectedValues);
  const target = { filterId: filter.filterId, filterName: filter.filterName };

  return (
    <fieldset css={group} className={cx('filter')}>
      <legend>{filter.filterName}</legend>
      <ul id={listId}>
        {rows(filter, options).map((row) => {
          if (row.kind === 'level') {
            return (
              <li key={row.key} className={cx('filter', 'level')} aria-hidden="true">
                {row.text}
              </li>
            );
          }
          const selectedValue = selectedValueFor(selectedValues, row.option);
          const countId = `${id}-count-${row.key}`;
          return (
            <li key={row.key} className={cx('filter', 'option')}>
              <label title={row.text === row.full ? undefined : row.full}>
                <input
                  type="checkbox"
                  checked={selectedValue !== undefined}
                  onChange={() => onToggle(target, selectedValue ?? row.option.filterOptionText)}
                  // Cuts and levels are for the eye (SPEC section 9); the checkbox is named by the
                  // option's whole text, so the level headings (hidden from assistive technology)
                  // are heard as part of a category option's name.
                  aria-label={row.text === row.option.filterOptionText ? undefined : row.option.filterOptionText}
                  aria-describedby={countId}
                />
                <span className={cx('filter', 'text')}>{row.text}</span>
                <span id={countId} className={cx('filter', 'count')} aria-hidden="true">
                  {row.option.filterOptionCount}
                </span>
              </label>
              {row.levels >= 3 ? (
                <a
                  className={cx('filter', 'go')}
                  href={filterOptionUrl(row.option.filterOptionId, row.full)}
                  aria-label={`Go to ${row.full}`}
                >
                  <ChevronRightIcon size={16} />
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
      {more ? (
        <button
          type="button"
          className={cx('filter', 'more')}
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((open) => !open)}
        >
          {showAll ? 'View Fewer Options' : 'View All Options'}
        </button>
      ) : null}
    </fieldset>
  );
}

export const FilterGroup = memo(FilterGroupView);

/** The values selected in `filterId`, from the request's selected filters. */
export function selectedValuesOf(selected: readonly SelectedFilter[], filterId: number): readonly string[] {
  return selected.find((f) => f.filterId === filterId)?.filterValues ?? NO_VALUES;
}
const NO_VALUES: readonly string[] = [];
