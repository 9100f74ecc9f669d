import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx, theme } from '../../theme/theme';
import { choiceControl, choiceLabel, choiceRow, errorText } from './fieldStyles';
import { useFieldIds } from './useFieldIds';
import { visuallyHidden } from '../primitives/VisuallyHidden';

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  error?: string | null | undefined;
};

/** A native checkbox with its label beside it (the label is the larger click target). */
export function CheckboxField({ label, error, id, className, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(id, false, Boolean(error));
  return (
    <div className={[cx('field', 'checkbox'), className].filter(Boolean).join(' ')}>
      {error ? (
        <div id={ids.error} css={errorText}>
          <span css={visuallyHidden}>Error: </span>
          {/* Its own element: the message as written can be found by its whole text. */}
          <span>{error}</span>
        </div>
      ) : null}
      <div css={choiceRow}>
        <input
          type="checkbox"
          {...input}
          id={ids.control}
          css={choiceControl}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <label htmlFor={ids.control} css={choiceLabel}>
          {label}
        </label>
      </div>
    </div>
  );
}

