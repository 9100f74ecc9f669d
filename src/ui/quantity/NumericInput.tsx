/**
 * The one generic numeric field (SPEC sections 5 and 8). It keeps what the user types as
 * text, reports a number (or null while the field is empty), and in strict mode clamps and
 * rounds when the user leaves the field. Typing more characters than it accepts keeps the
 * accepted part and says 'This value is too long'.
 *
 * A key it refuses (a letter, '-' where nothing negative is allowed) is stopped on keydown,
 * so the text and its selection stay as they were and the next digit still replaces the
 * selection ("5" selected, then "-5", gives 5, not 55). Where only whole numbers are allowed
 * a decimal point is refused with DECIMAL_REFUSED_MESSAGE, and so are the digits typed right
 * after it, so "2.5" stays 2 and never becomes 25.
 *
 * It is a text input with role spinbutton rather than `type="number"`: a number input lets
 * the mouse wheel change a quantity by accident, accepts "e", and ignores maxlength.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { css } from '@emotion/react';
import type { FocusEvent, InputHTMLAttributes, KeyboardEvent, Ref } from 'react';
import { clampAndRound, DECIMAL_REFUSED_MESSAGE, defaultMaxLength, parseNumericInput, TOO_LONG_MESSAGE } from '../../domain/numeric';
import { cx, theme } from '../../theme/theme';

export type NumericInputProps = {
  /** The number shown; null for an empty field. */
  value: number | null;
  /** Called with each change: the typed number, null when empty or unreadable. */
  onValueChange: (value: number | null) => void;
  /** Lower bound, enforced in strict mode and by the arrow keys. @default -Infinity */
  min?: number;
  /** Upper bound, enforced in strict mode and by the arrow keys. @default Infinity */
  max?: number;
  /** Arrow Up / Arrow Down change the value by this much. @default 1 */
  step?: number;
  /** Decimal places kept in strict mode; 0 accepts whole numbers only. @default 0 */
  precision?: number;
  /** Clamp to [min, max] and round to `precision` when the user leaves the field. @default true */
  strict?: boolean;
  /** Characters accepted. @default defaultMaxLength({min, max, precision}) */
  maxLength?: number;
  disabled?: boolean;
  /** Visible label; when absent give `aria-label` or `aria-labelledby`. */
  label?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Ids of further descriptions (an error, a hint). */
  'aria-describedby'?: string;
  id?: string;
  name?: string;
  /**
   * Called when the field settles: on leaving it, and on Enter (which settles it as leaving
   * does, focus staying put), with the value it settled on (after strict mode).
   */
  onCommit?: (value: number | null, event: FocusEvent<HTMLInputElement> | KeyboardEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /**
   * Leave the styling to an ancestor, which styles the parts by their class names
   * (`numericInputStyle` is the default look to build on). @default false
   */
  unstyled?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'placeholder'>;

/**
 * The field's whole look, on its wrapper: one style per input, the parts styled by class
 * name (a grid of 1000 quantity fields pays one style look-up each, not three).
 */
export const numericInputStyle = css({
  display: 'inline-flex',
  flexDirection: 'column',
  '.sf-numeric-input__label': { fontSize: theme.font.size.sm, color: theme.color.textMuted, marginBottom: theme.space.xs },
  '.sf-numeric-input__input': {
    fontFamily: theme.font.family,
    fontSize: theme.font.size.md,
    color: theme.color.text,
    background: theme.color.background,
    border: `1px solid ${theme.color.borderStrong}`,
    borderRadius: theme.radius.sm,
    padding: `${theme.space.xs} ${theme.space.sm}`,
    minHeight: '36px',
    width: '100%',
    boxSizing: 'border-box',
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  },
  '.sf-numeric-input__input:focus-visible': theme.focusRing,
  '.sf-numeric-input__input:disabled': { background: theme.color.surface, color: theme.color.textMuted, cursor: 'not-allowed' },
  '.sf-numeric-input__input[aria-invalid="true"]': { borderColor: theme.color.danger },
  '.sf-numeric-input__message': { fontSize: theme.font.size.xs, color: theme.color.danger, marginTop: theme.space.xxs },
  // Empty, it takes no room: the field lines up with the buttons beside it.
  '.sf-numeric-input__message:empty': { marginTop: 0 },
});

function format(value: number | null): string {
  return value === null || Number.isNaN(value) ? '' : String(value);
}

export function NumericInput(props: NumericInputProps) {
  const {
    value,
    onValueChange,
    min,
    max,
    step = 1,
    precision = 0,
    strict = true,
    disabled = false,
    label,
    id,
    onCommit,
    onKeyDown,
    unstyled = false,
    className,
    ref,
  } = props;
  const maxLength = props.maxLength ?? defaultMaxLength({ min, max, precision });
  const generatedId = useId();
  const inputId = id ?? `sf-numeric-${generatedId}`;
  const messageId = `${inputId}-message`;
  const [text, setText] = useState(() => format(value));
  const [tooLong, setTooLong] = useState(false);
  // A decimal point was refused: the digits typed right after it are its fraction, refused too.
  const [decimalRefused, setDecimalRefused] = useState(false);
  // The number the text stands for; a new `value` from outside replaces the text only when
  // it differs, so "1." or "007" stay as typed while the user is still typing.
  const shownValue = useRef<number | null>(value);

  useEffect(() => {
    if (value === shownValue.current || (value !== null && Object.is(value, shownValue.current))) return;
    shownValue.current = value;
    setText(format(value));
    setTooLong(false);
    setDecimalRefused(false);
  }, [value]);

  const characters = `0-9,${precision > 0 ? '.' : ''}${(min ?? -Infinity) < 0 ? '\\-' : ''}\\s`;
  const allowed = new RegExp(`^[${characters}]*$`);
  const allowedKey = new RegExp(`^[${characters}]$`);

  const report = (next: number | null) => {
    shownValue.current = next;
    onValueChange(next);
  };

  const handleChange = (raw: string) => {
    if (!allowed.test(raw)) return;
    const parsed = parseNumericInput(raw, { maxLength, strict: false });
    setTooLong(parsed.tooLong);
    const kept = parsed.tooLong ? raw.trim().replace(/,/g, '').slice(0, maxLength) : raw;
    setText(kept);
    if (parsed.value !== shownValue.current) report(parsed.value);
  };

  const settle = (event: FocusEvent<HTMLInputElement> | KeyboardEvent<HTMLInputElement>) => {
    let settled = shownValue.current;
    if (strict && settled !== null) {
      settled = clampAndRound(settled, { min, max, precision });
      if (settled !== shownValue.current) report(settled);
    }
    setText(format(settled));
    // What was kept is now the field's value: the message has done its job.
    setTooLong(false);
    setDecimalRefused(false);
    onCommit?.(settled, event);
  };

  const stepBy = (direction: 1 | -1) => {
    const current = shownValue.current ?? 0;
    const next = clampAndRound(current + direction * step, { min, max, precision });
    setText(format(next));
    setTooLong(false);
    if (next !== shownValue.current) report(next);
  };

  /** Stops a printable key the field does not accept before it edits (and unselects) the text. */
  const refuseKey = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!printable) {
      // Backspace, the arrows, Tab: the buyer moved on from the refused fraction.
      if (decimalRefused && event.key !== 'Shift') setDecimalRefused(false);
      return false;
    }
    if (event.key === '.' && precision === 0) {
      event.preventDefault();
      setDecimalRefused(true);
      return true;
    }
    if (decimalRefused && /^[0-9]$/.test(event.key)) {
      event.preventDefault();
      return true;
    }
    if (decimalRefused) setDecimalRefused(false);
    if (!allowedKey.test(event.key)) {
      event.preventDefault();
      return true;
    }
    return false;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (refuseKey(event)) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      settle(event);
    }
  };

  const message = tooLong ? TOO_LONG_MESSAGE : decimalRefused ? DECIMAL_REFUSED_MESSAGE : '';
  const describedBy = [props['aria-describedby'], message ? messageId : undefined].filter(Boolean).join(' ');

  return (
    // A `css` prop, even an undefined one, costs an Emotion wrapper: pass it only when styled.
    <span {...(unstyled ? {} : { css: numericInputStyle })} className={[cx('numeric-input'), className].filter(Boolean).join(' ')}>
      {label ? (
        <label htmlFor={inputId} className={cx('numeric-input', 'label')}>
          {label}
        </label>
      ) : null}
      <input
        ref={ref}
        id={inputId}
        name={props.name}
        type="text"
        role="spinbutton"
        inputMode={precision > 0 ? 'decimal' : 'numeric'}
        autoComplete={props.autoComplete ?? 'off'}
        placeholder={props.placeholder}
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        aria-describedby={describedBy || undefined}
        aria-invalid={tooLong || undefined}
        aria-valuenow={value ?? undefined}
        aria-valuemin={min !== undefined && Number.isFinite(min) ? min : undefined}
        aria-valuemax={max !== undefined && Number.isFinite(max) ? max : undefined}
        disabled={disabled}
        value={text}
        onChange={(event) => handleChange(event.target.value)}
        onBlur={settle}
        // A click places the caret elsewhere: what is typed next is not the refused fraction.
        onPointerDown={() => setDecimalRefused(false)}
        onKeyDown={handleKeyDown}
        className={cx('numeric-input', 'input')}
      />
      {/* Always in the DOM so that screen readers announce the message when it appears. */}
      <span id={messageId} role="status" className={cx('numeric-input', 'message')}>
        {message}
      </span>
    </span>
  );
}
