import type { ReactNode } from 'react';
import { visuallyHidden } from '../primitives/VisuallyHidden';
import { cx } from '../../theme/theme';
import { errorText, fieldBox, hintText, labelText } from './fieldStyles';
import type { FieldIds } from './useFieldIds';

export type FieldFrameProps = {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode | undefined;
  error?: string | null | undefined;
  /** Shown after the label, e.g. "(optional)". */
  labelSuffix?: ReactNode | undefined;
  children: ReactNode;
  className?: string | undefined;
};

/** Label, hint, error message and control, in the order a person reads them. */
export function FieldFrame({ ids, label, hint, error, labelSuffix, children, className }: FieldFrameProps) {
  return (
    <div className={[cx('field', undefined, error ? 'invalid' : undefined), className].filter(Boolean).join(' ')} css={fieldBox}>
      <label htmlFor={ids.control} css={labelText} className={cx('field', 'label')}>
        {label}
        {labelSuffix}
      </label>
      {hint != null && hint !== '' && (
        <div id={ids.hint} css={hintText} className={cx('field', 'hint')}>
          {hint}
        </div>
      )}
      {error ? (
        <div id={ids.error} css={errorText} className={cx('field', 'error')}>
          <span css={visuallyHidden}>Error: </span>
          {/* Its own element: the message as written can be found by its whole text. */}
          <span>{error}</span>
        </div>
      ) : null}
      {children}
    </div>
  );
}
