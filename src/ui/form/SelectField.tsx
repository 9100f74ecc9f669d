import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx, theme } from '../../theme/theme';
import { FieldFrame } from './FieldFrame';
import { control } from './fieldStyles';
import { useFieldIds } from './useFieldIds';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first option with an empty value, e.g. "Choose a topic". */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null | undefined;
  labelSuffix?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select (role combobox, named by its label). */
export function SelectField({ label, options, placeholder, hint, error, labelSuffix, id, className, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id, hint != null && hint !== '', Boolean(error));
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} labelSuffix={labelSuffix} className={className}>
      <select
        {...select}
        id={ids.control}
        className={cx('field', 'select')}
        css={[control, chevron]}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

const chevron = {
  appearance: 'none',
  paddingRight: theme.space.xxl,
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%2355605a' stroke-width='2'/%3E%3C/svg%3E\")",
  backgroundRepeat: 'no-repeat',
  backgroundPosition: `right ${theme.space.md} center`,
} as const;
