/**
 * The mobile 'Filters' button that opens the slide-in filter panel, with the number of
 * selected values as a badge and, in words, as its description.
 */
import { css } from '@emotion/react';
import { useId, type Ref } from 'react';
import { Button, FilterIcon } from '../primitives';
import { theme } from '../theme';

export type FiltersButtonProps = {
  /** Whether the panel is open (`aria-expanded`). */
  expanded: boolean;
  /** Selected filter values over all filters. */
  selectedCount: number;
  onClick: () => void;
  /** Focus returns here when the panel closes. */
  buttonRef?: Ref<HTMLButtonElement> | undefined;
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

export function FiltersButton({ expanded, selectedCount, onClick, buttonRef }: FiltersButtonProps) {
  const countId = useId();
  return (
    <>
      <Button
        ref={buttonRef}
        variant="secondary"
        size="sm"
        aria-expanded={expanded}
        aria-describedby={selectedCount > 0 ? countId : undefined}
        onClick={onClick}
      >
        <FilterIcon size={16} />
        Filters
        {selectedCount > 0 ? (
          <span css={countBadge} aria-hidden="true">
            {selectedCount}
          </span>
        ) : null}
      </Button>
      {selectedCount > 0 ? (
        // The button's description, in words, beside it (inside, it would join its name).
        <span id={countId} hidden>
          {`${selectedCount} ${selectedCount === 1 ? 'filter' : 'filters'} selected`}
        </span>
      ) : null}
    </>
  );
}
