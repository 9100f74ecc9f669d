import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cx, theme } from '../../theme/theme';
import { FieldFrame } from './FieldFrame';
import { control } from './fieldStyles';
import { useFieldIds } from './useFieldIds';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children' | 'value'> & {
  label: ReactNode;
  value: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  labelSuffix?: ReactNode;
  /** The limit, shown as a count of characters left under the box. */
  maxLength?: number;
  ref?: Ref<HTMLTextAreaElement>;
};

/** Characters left of a limit, as the counter under a text area says it. */
export function charactersLeftText(length: number, max: number): string {
  const left = max - length;
  if (left >= 0) return `${left} ${left === 1 ? 'character' : 'characters'} left of ${max}`;
  const over = -left;
  return `${over} ${over === 1 ? 'character' : 'characters'} too many (limit ${max})`;
}

/**
 * A labelled multi-line box. With `maxLength` it shows how many characters are left; the
 * limit is not enforced by the browser (typing past it is kept and reported), so nothing a
 * person pasted is cut off silently.
 */
export function TextAreaField({ label, hint, error, labelSuffix, id, maxLength, value, className, ...area }: TextAreaFieldProps) {
  const counter = maxLength === undefined ? null : charactersLeftText(value.length, maxLength);
  const hintWithCounter =
    counter === null ? hint : (
      <>
        {hint}
        {hint ? ' ' : null}
        <span className={cx('field', 'counter')} css={value.length > (maxLength ?? Infinity) ? overLimit : undefined}>
          {counter}
        </span>
      </>
    );
  const ids = useFieldIds(id, hintWithCounter != null && hintWithCounter !== '', Boolean(error));
  return (
    <FieldFrame ids={ids} label={label} hint={hintWithCounter} error={error} labelSuffix={labelSuffix} className={className}>
      <textarea
        rows={5}
        {...area}
        value={value}
        id={ids.control}
        className={cx('field', 'textarea')}
        css={[control, { resize: 'vertical' }]}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}

const overLimit = { color: theme.color.danger, fontWeight: theme.font.weight.bold } as const;
