/**
 * The mobile 'Filters' button that opens the slide-in filter panel, with the number of
 * selected values as a badge and, in words, as its description.
 */
import { css } from '@emotion/react';
import { useId, type Ref } from 'react';
import { Button, FilterIcon } from '../primitives';
import { theme } from '../../theme/theme';

export type FiltersButtonProps = {
  /** Whether the panel is open (`aria-expanded`). */
  open: boolean;
  /** Selected filter values over all filters. */
  count: number;
  onClick: () => void;
  /** Focus returns here when the panel closes. */
  ref?: Ref<HTMLButtonElement> | undefined;
};

const countBadge = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${theme.space.xs}`,
  borderRadius: theme.radius.pill,
  background: theme.color.primary,
  color: theme.color.onPrimary,
  fontSize: theme.font.size.xs,
  fontWeight: theme.font.weight.bold,
});

export function FiltersButton({ open, count, onClick, ref }: FiltersButtonProps) {
  const countId = useId();
  return (
    <>
      <Button
        ref={ref}
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-describedby={count > 0 ? countId : undefined}
        onClick={onClick}
      >
        <FilterIcon size={16} />
        Filters
        {count > 0 ? (
          <span css={countBadge} aria-hidden="true">
            {count}
          </span>
        ) : null}
      </Button>
      {count > 0 ? (
        // The button's description, in words, beside it (inside, it would join its name).
        <span id={countId} hidden>
          {`${count} ${count === 1 ? 'filter' : 'filters'} selected`}
        </span>
      ) : null}
    </>
  );
}
