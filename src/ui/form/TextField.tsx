import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../theme/theme';
import { hintWithCounter } from './CharacterCounter';
import { FieldFrame } from './FieldFrame';
import { control } from './fieldStyles';
import { useFieldIds } from './useFieldIds';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** The message beside the field; the control is marked invalid while set. */
  error?: string | null | undefined;
  labelSuffix?: ReactNode;
  /**
   * A limit shown as a count of characters left after the hint (as TextAreaField's
   * `maxLength`); not enforced by the browser, so a paste past it is kept and reported.
   * (`maxLength` stays the browser's own, which cuts silently: the zip code's.)
   */
  characterLimit?: number;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input with its hint and error tied to it (`aria-describedby`). */
export function TextField({ label, hint, error, labelSuffix, id, className, characterLimit, ...input }: TextFieldProps) {
  const length = typeof input.value === 'string' ? input.value.length : 0;
  const fullHint = hintWithCounter(hint, length, characterLimit);
  const ids = useFieldIds(id, fullHint != null && fullHint !== '', Boolean(error));
  return (
    <FieldFrame ids={ids} label={label} hint={fullHint} error={error} labelSuffix={labelSuffix} className={className}>
      <input
        type="text"
        {...input}
        id={ids.control}
        className={cx('field', 'input')}
        css={control}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}
