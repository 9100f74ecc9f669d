/**
 * A filter whose facets carry `minValue` / `maxValue` (HOST-CONTRACT section 4), drawn as a
 * range: two labelled boxes, 'Minimum {name}' and 'Maximum {name}', applied on leaving a box
 * or on Enter, as the quantity boxes settle. An empty box is an open end. What cannot be
 * applied (not a number, outside the facets' bounds, minimum above maximum) stays in its box
 * with a sentence that says what to type, and nothing is sent.
 */
import { css } from '@emotion/react';
import { memo, useId, useState, type KeyboardEvent } from 'react';
import { formatBound, readRangeInput, type FilterRange } from '../../domain/filters';
import type { RankedFilter } from '../../state/search/searchStore';
import { cx, theme } from '../../theme/theme';
import { control } from '../form/fieldStyles';
import { filterFieldset } from './FilterGroup';

export type RangeFilterProps = {
  /** A filter for which `isRangeFilter` holds. */
  filter: RankedFilter;
  /** The range chosen now; null when none. */
  selected: FilterRange | null;
  onRangeChange: (filter: { filterId: number; filterName: string }, range: FilterRange | null) => void;
};

const group = css({
  ...filterFieldset,
  '.sf-range__boxes': { clear: 'both', display: 'grid', gridTemplateColumns: '1fr 1fr', gap: theme.space.sm },
  label: { display: 'grid', gap: theme.space.xxs, fontSize: theme.font.size.sm, color: theme.color.text },
  input: { ...control, minHeight: '36px', padding: `${theme.space.xs} ${theme.space.sm}` },
  '.sf-range__hint': { margin: `${theme.space.xs} 0 0`, fontSize: theme.font.size.xs, color: theme.color.textMuted },
  '.sf-range__error': { margin: `${theme.space.xs} 0 0`, fontSize: theme.font.size.sm, color: theme.color.danger },
});

/** "Pot diameter" -> "pot diameter", for 'Minimum pot diameter'. */
function inSentence(name: string): string {
  const trimmed = name.trim();
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

const textOf = (value: number | null): string => (value === null ? '' : formatBound(value));

type Drafts = { min: string; max: string };
type Problem = { box: 'min' | 'max' | 'both'; message: string };

function RangeFilterView({ filter, selected, onRangeChange }: RangeFilterProps) {
  const id = useId();
  const name = inSentence(filter.filterName);
  const lowest = filter.minValue ?? 0;
  const highest = filter.maxValue ?? 0;
  const [drafts, setDrafts] = useState<Drafts>({ min: textOf(selected?.min ?? null), max: textOf(selected?.max ?? null) });
  const [problem, setProblem] = useState<Problem | null>(null);
  // The range chosen elsewhere (a chip, Clear all, Back): the boxes show it.
  const [shown, setShown] = useState(selected);
  if (shown?.min !== selected?.min || shown?.max !== selected?.max) {
    setShown(selected);
    setDrafts({ min: textOf(selected?.min ?? null), max: textOf(selected?.max ?? null) });
    setProblem(null);
  }

  const apply = () => {
    // A range chosen before stays valid when other filters narrow the facets' bounds.
    const bounds = {
      min: Math.min(lowest, selected?.min ?? lowest),
      max: Math.max(highest, selected?.max ?? highest),
    };
    const min = readRangeInput(drafts.min, bounds);
    const max = readRangeInput(drafts.max, bounds);
    if (!min.ok || !max.ok) {
      setProblem({ box: !min.ok && !max.ok ? 'both' : !min.ok ? 'min' : 'max', message: !min.ok ? min.message : (max as { message: string }).message });
      return;
    }
    if (min.value !== null && max.value !== null && min.value > max.value) {
      setProblem({ box: 'both', message: `The minimum ${name} is more than the maximum.` });
      return;
    }
    setProblem(null);
    onRangeChange({ filterId: filter.filterId, filterName: filter.filterName }, { min: min.value, max: max.value });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const box = (which: 'min' | 'max', label: string) => {
    const invalid = problem !== null && (problem.box === which || problem.box === 'both');
    return (
      <label>
        <span>{label}</span>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          name={`${which}-${filter.filterId}`}
          value={drafts[which]}
          placeholder={formatBound(which === 'min' ? lowest : highest)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setDrafts((d) => ({ ...d, [which]: text }));
          }}
          onBlur={apply}
          onKeyDown={onKeyDown}
        />
      </label>
    );
  };

  return (
    <fieldset css={group} className={cx('filter', undefined, 'range')}>
      <legend>{filter.filterName}</legend>
      <div className={cx('range', 'boxes')}>
        {box('min', `Minimum ${name}`)}
        {box('max', `Maximum ${name}`)}
      </div>
      <p id={hintId} className={cx('range', 'hint')}>
        From {formatBound(lowest)} to {formatBound(highest)}; leave a box empty for no limit.
      </p>
      {problem ? (
        <p id={errorId} className={cx('range', 'error')} role="alert">
          {problem.message}
        </p>
      ) : null}
    </fieldset>
  );
}

export const RangeFilter = memo(RangeFilterView);
