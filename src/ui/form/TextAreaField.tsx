import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cx, theme } from '../../theme/theme';
import { hintWithCounter } from './CharacterCounter';
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

export { charactersLeftText } from './CharacterCounter';

/**
 * A labelled multi-line box. With `maxLength` it shows how many characters are left; the
 * limit is not enforced by the browser (typing past it is kept and reported), so nothing a
 * person pasted is cut off silently.
 */
export function TextAreaField({ label, hint, error, labelSuffix, id, maxLength, value, className, ...area }: TextAreaFieldProps) {
  const fullHint = hintWithCounter(hint, value.length, maxLength);
  const ids = useFieldIds(id, fullHint != null && fullHint !== '', Boolean(error));
  return (
    <FieldFrame ids={ids} label={label} hint={fullHint} error={error} labelSuffix={labelSuffix} className={className}>
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
