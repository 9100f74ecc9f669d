import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx, theme } from '../../theme/theme';
import { errorText } from './fieldStyles';
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
      <div css={row}>
        <input
          type="checkbox"
          {...input}
          id={ids.control}
          css={box}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <label htmlFor={ids.control} css={text}>
          {label}
        </label>
      </div>
    </div>
  );
}

const row = { display: 'flex', alignItems: 'flex-start', gap: theme.space.sm, minHeight: '32px' } as const;
const box = {
  width: '20px',
  height: '20px',
  margin: '2px 0 0',
  flex: 'none',
  accentColor: theme.color.primary,
  '&:focus-visible': theme.focusRing,
} as const;
const text = { fontSize: theme.font.size.md, lineHeight: theme.font.lineHeight.normal, cursor: 'pointer' } as const;
