/**
 * The one generic numeric field (SPEC sections 5 and 8). It keeps what the user types as
 * text, reports a number (or null while the field is empty), and in strict mode clamps to
 * `min` and rounds when the user leaves the field. Typing more characters than it accepts
 * keeps the accepted part and says 'This value is too long'. A number above `max` is never
 * cut down to it (issue 41): the field keeps it as typed, says the number and the limit (`aboveMaxMessage`),
 * reports no value and settles on nothing until it is corrected.
 *
 * A key it refuses (`refuseKey`: a letter, '-' where nothing negative is allowed) is stopped
 * on keydown with its reason, so the text and its selection stay as they were and the next
 * digit still replaces the selection ("5" selected, then "-5", gives 5, not 55). A decimal
 * point where only whole numbers are allowed, and an "e", are refused with the digits typed
 * right after them, so "2.5" stays 2 and "1e3" stays 1 (never 25 or 13). Pasted text it
 * cannot take is refused with the same reasons.
 *
 * The field and what it is given to draw beside it (`start`, `end`: a stepper's buttons) sit
 * in one row; the message sits under that row, in one status region that the field's
 * aria-describedby names, so it is announced once and never pushes the row's controls.
 *
 * It is a text input with role spinbutton rather than `type="number"`: a number input lets
 * the mouse wheel change a quantity by accident, accepts "e", and ignores maxlength.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { css } from '@emotion/react';
import type { FocusEvent, InputHTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import {
  aboveMaxMessage as defaultAboveMaxMessage,
  clampAndRound,
  defaultMaxLength,
  parseNumericInput,
  refuseKey,
  settleNumber,
  TOO_LONG_MESSAGE,
  type RefusedKey,
} from '../../domain/numeric';
import { cx, theme } from '../../theme/theme';

export type NumericInputProps = {
  /** The number shown; null for an empty field. */
  value: number | null;
  /** Called with each change: the typed number, null when empty or unreadable. */
  onValueChange: (value: number | null) => void;
  /** Lower bound, enforced in strict mode and by the arrow keys. @default -Infinity */
  min?: number;
  /**
   * Upper bound of the arrow keys; in strict mode a number above it is kept as typed and
   * refused with `aboveMaxMessage`, never cut down to it. @default Infinity
   */
  max?: number;
  /** The limit and its reason, said for a number typed above `max`. @default aboveMaxMessage(typed, max) */
  aboveMaxMessage?: (typed: number) => string;
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
  /** Drawn before the field in its row (a stepper's minus button). */
  start?: ReactNode;
  /** Drawn after the field in its row (a stepper's plus button, the unit). */
  end?: ReactNode;
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
  alignItems: 'flex-start',
  // The message's callout hangs from here, under the row.
  position: 'relative',
  '.sf-numeric-input__row': { display: 'inline-flex', alignItems: 'center' },
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
  // The status region is always there (so what appears in it is announced) and takes no room;
  // a message shows as a callout under the row, over what follows, so nothing around the
  // field moves when it comes or goes (issue 41: it once pushed a stepper's buttons apart).
  '.sf-numeric-input__message': { position: 'absolute', top: '100%', left: 0, zIndex: 2, width: '100%', minWidth: '144px' },
  '.sf-numeric-input__callout': {
    display: 'block',
    marginTop: theme.space.xs,
    padding: `${theme.space.xs} ${theme.space.sm}`,
    fontSize: theme.font.size.xs,
    lineHeight: 1.35,
    color: theme.color.danger,
    background: theme.color.background,
    border: `1px solid ${theme.color.danger}`,
    borderRadius: theme.radius.sm,
    boxShadow: theme.shadow.raised,
    textAlign: 'start',
    overflowWrap: 'anywhere',
  },
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
  // The last key or paste refused, and why; cleared by the next accepted edit.
  const [refused, setRefused] = useState<RefusedKey | null>(null);
  // The number the text stands for; a new `value` from outside replaces the text only when
  // it differs, so "1." or "007" stay as typed while the user is still typing.
  const shownValue = useRef<number | null>(value);

  useEffect(() => {
    if (value === shownValue.current || (value !== null && Object.is(value, shownValue.current))) return;
    shownValue.current = value;
    setText(format(value));
    setTooLong(false);
    setRefused(null);
  }, [value]);

  const bounds = { min, precision };
  const characters = `0-9,${precision > 0 ? '.' : ''}${(min ?? -Infinity) < 0 ? '\\-' : ''}\\s`;
  const allowed = new RegExp(`^[${characters}]*$`);
  // A number typed above `max`, kept as typed in strict mode (see settleNumber).
  const typed = parseNumericInput(text, { maxLength: Infinity, strict: false }).value;
  const aboveMax = strict && typed !== null && settleNumber(typed, { max }).aboveMax;

  const report = (next: number | null) => {
    shownValue.current = next;
    onValueChange(next);
  };

  const handleChange = (raw: string) => {
    if (!allowed.test(raw)) {
      // Pasted or dropped text the field cannot take: refused whole, with the reason of its first refused character.
      setRefused([...raw].reduce<RefusedKey | null>((found, character) => found ?? refuseKey(character, bounds, null), null));
      return;
    }
    const parsed = parseNumericInput(raw, { maxLength, strict: false });
    setTooLong(parsed.tooLong);
    setRefused(null);
    const kept = parsed.tooLong ? raw.trim().replace(/,/g, '').slice(0, maxLength) : raw;
    setText(kept);
    const next = parsed.value !== null && strict && settleNumber(parsed.value, { max }).aboveMax ? null : parsed.value;
    if (next !== shownValue.current) report(next);
  };

  const settle = (event: FocusEvent<HTMLInputElement> | KeyboardEvent<HTMLInputElement>) => {
    setTooLong(false);
    setRefused(null);
    // Above max: the text stays as typed with its message, and nothing settles.
    if (aboveMax) return;
    let settled = shownValue.current;
    if (strict && settled !== null) {
      settled = settleNumber(settled, { min, max, precision }).value;
      if (settled !== shownValue.current) report(settled);
    }
    setText(format(settled));
    onCommit?.(settled, event);
  };

  const stepBy = (direction: 1 | -1) => {
    const current = shownValue.current ?? 0;
    const next = clampAndRound(current + direction * step, { min, max, precision });
    setText(format(next));
    setTooLong(false);
    setRefused(null);
    if (next !== shownValue.current) report(next);
  };

  /** Stops a printable key the field does not accept before it edits (and unselects) the text. */
  const refuseTypedKey = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (!printable) {
      // Backspace, the arrows, Tab: the buyer moved on from what was refused.
      if (refused && event.key !== 'Shift') setRefused(null);
      return false;
    }
    const why = refuseKey(event.key, bounds, refused);
    if (why === null) return false;
    event.preventDefault();
    setRefused(why);
    return true;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (refuseTypedKey(event)) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      settle(event);
    }
  };

  const describeAboveMax = props.aboveMaxMessage ?? ((number: number) => defaultAboveMaxMessage(number, max ?? Infinity));
  const message = refused?.message ?? (tooLong ? TOO_LONG_MESSAGE : aboveMax && typed !== null ? describeAboveMax(typed) : '');
  const describedBy = [props['aria-describedby'], message ? messageId : undefined].filter(Boolean).join(' ');

  return (
    // A `css` prop, even an undefined one, costs an Emotion wrapper: pass it only when styled.
    <span {...(unstyled ? {} : { css: numericInputStyle })} className={[cx('numeric-input'), className].filter(Boolean).join(' ')}>
      {label ? (
        <label htmlFor={inputId} className={cx('numeric-input', 'label')}>
          {label}
        </label>
      ) : null}
      <span className={cx('numeric-input', 'row')}>
        {props.start}
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
          aria-invalid={tooLong || aboveMax || undefined}
          aria-valuenow={value ?? undefined}
          aria-valuemin={min !== undefined && Number.isFinite(min) ? min : undefined}
          aria-valuemax={max !== undefined && Number.isFinite(max) ? max : undefined}
          disabled={disabled}
          value={text}
          onChange={(event) => handleChange(event.target.value)}
          onBlur={settle}
          // A click places the caret elsewhere: what is typed next is not the refused fraction.
          onPointerDown={() => setRefused(null)}
          onKeyDown={handleKeyDown}
          className={cx('numeric-input', 'input')}
        />
        {props.end}
      </span>
      {/* Always in the DOM so that screen readers announce the message when it appears. */}
      <span id={messageId} role="status" className={cx('numeric-input', 'message')}>
        {message ? <span className={cx('numeric-input', 'callout')}>{message}</span> : null}
      </span>
    </span>
  );
}
