import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../theme/theme';
import { FieldFrame } from './FieldFrame';
import { control } from './fieldStyles';
import { useFieldIds } from './useFieldIds';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** The message beside the field; the control is marked invalid while set. */
  error?: string | null | undefined;
  labelSuffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input with its hint and error tied to it (`aria-describedby`). */
export function TextField({ label, hint, error, labelSuffix, id, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint != null && hint !== '', Boolean(error));
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} labelSuffix={labelSuffix} className={className}>
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
