/** 'Sort by' (SPEC section 9): the six sort options with their labels. */
import { css } from '@emotion/react';
import { useId } from 'react';
import type { SortKey } from '../../contract/responses';
import { isSortKey, SORT_OPTIONS } from '../../domain/search';
import { cx, theme } from '../../theme/theme';

export type SortSelectProps = { value: SortKey; onChange: (sort: SortKey) => void };

export const selectField = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.sm,
  fontSize: theme.font.size.sm,
  color: theme.color.textMuted,
  select: {
    minHeight: '40px',
    padding: `0 ${theme.space.xl} 0 ${theme.space.sm}`,
    border: `1px solid ${theme.color.borderStrong}`,
    borderRadius: theme.radius.sm,
    background: theme.color.background,
    color: theme.color.text,
    fontFamily: 'inherit',
    fontSize: theme.font.size.md,
    cursor: 'pointer',
  },
  'select:focus-visible': theme.focusRing,
  // Narrow screens: label above the box, so the three tools share one row. Keyed to the
  // search page's own mobile state (the body's width, SPEC 2) rather than a media query on
  // the viewport, which a classic scrollbar makes up to 17 px wider: the toolbar's row is
  // built for that state, and the two must agree.
  '.sf-search--mobile &': {
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: theme.space.xxs,
    flex: '1 1 0',
    minWidth: 0,
    fontSize: theme.font.size.xs,
    select: { width: '100%', padding: `0 ${theme.space.xs}` },
  },
});

export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  return (
    <span css={selectField} className={cx('sort')}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isSortKey(event.target.value)) onChange(event.target.value);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
