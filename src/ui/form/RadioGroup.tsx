import { useId, type ReactNode } from 'react';
import { cx, theme } from '../../theme/theme';
import { choiceControl, choiceLabel, choiceRow, errorText, hintText, labelText } from './fieldStyles';
import { visuallyHidden } from '../primitives/VisuallyHidden';

export type RadioOption<V extends string> = { value: V; label: string; hint?: ReactNode };

export type RadioGroupProps<V extends string> = {
  legend: ReactNode;
  /** The group's `name`; also the base of each radio's id (`{name}-{value}`). */
  name: string;
  options: readonly RadioOption<V>[];
  value: V | null;
  onValueChange: (value: V) => void;
  error?: string | null | undefined;
  disabled?: boolean;
  /** Id of the first radio, for an error summary's link. @default `{name}-{first value}` */
  idPrefix?: string;
};

/** A fieldset of native radios: arrow keys move between them, the legend names the group. */
export function RadioGroup<V extends string>({ legend, name, options, value, onValueChange, error, disabled, idPrefix }: RadioGroupProps<V>) {
  const errorId = `${useId()}-error`;
  const prefix = idPrefix ?? name;
  return (
    <fieldset
      className={cx('field', 'radios')}
      css={fieldset}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend css={[labelText, legendStyle]}>{legend}</legend>
      {error ? (
        <div id={errorId} css={errorText}>
          <span css={visuallyHidden}>Error: </span>
          {/* Its own element: the message as written can be found by its whole text. */}
          <span>{error}</span>
        </div>
      ) : null}
      {options.map((option) => {
        const id = `${prefix}-${option.value}`;
        const hintId = option.hint ? `${id}-hint` : undefined;
        return (
          <div key={option.value} css={choiceRow}>
            <input
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              aria-describedby={hintId}
              css={choiceControl}
            />
            <div>
              <label htmlFor={id} css={choiceLabel}>
                {option.label}
              </label>
              {/* Beside the label, not in it: the radio is named by its label alone. */}
              {option.hint ? (
                <span id={hintId} css={[hintText, { display: 'block' }]}>
                  {option.hint}
                </span>
              ) : null}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

const fieldset = {
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
} as const;
const legendStyle = { padding: 0, marginBottom: theme.space.xs } as const;
