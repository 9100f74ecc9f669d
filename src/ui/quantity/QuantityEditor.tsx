/**
 * Order quantity editor (SPEC sections 4, 5 and 9): a NumericInput named 'Quantity' with
 * a lower bound of 0 and the package quantity as step, between decrement and increment
 * buttons that repeat while held (first repeat after 500 ms, then every 50 ms). Leaving
 * the field with a non-empty, non-zero value that is not a whole number of packs rounds it
 * up and opens the 'Quantity Changed' alert until OK; Enter in the field settles it the
 * same way, then submits (`onEnter`) when nothing was rounded. Disabled while loading;
 * plain text where the line is not editable.
 *
 * A quantity above the most one line holds is kept as typed and refused with the reason
 * (`quantityLimitMessage`), never cut down (issue 41); the field is wide enough for that
 * largest quantity. The field's messages (a refused key, the limit) show under the stepper,
 * announced once, without moving its buttons (NumericInput).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { css } from '@emotion/react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { defaultMaxLength } from '../../domain/numeric';
import {
  largestPackageQuantity,
  normalizePackageQuantity,
  QUANTITY_MAX,
  quantityLimitMessage,
  roundEnteredQuantity,
  stepQuantity,
} from '../../domain/quantity';
import { cx, theme } from '../../theme/theme';
import { NumericInput, numericInputStyle } from './NumericInput';
import { QuantityChangedAlert } from './QuantityChangedAlert';

/** After the spinner's last step, the quantity settles (`onSettle`) once this long has passed. */
export const SETTLE_AFTER_STEP_MS = 600;
/**
 * Characters the field keeps: a number well past the largest quantity stays as typed, to be
 * refused with the reason, instead of being cut to the maximum's six digits (issue 41).
 */
const QUANTITY_TEXT_LENGTH = defaultMaxLength({ min: 0 });
/** SPEC section 9: the spinner's first repeat waits this long... */
export const SPIN_INITIAL_DELAY_MS = 500;
/** ...then repeats at this interval while the button is held. */
export const SPIN_INTERVAL_MS = 50;

export type QuantityEditorProps = {
  /** The quantity; null while the field is empty. */
  value: number | null;
  /** Every change: typing, the spinner, and the rounding on leaving the field. */
  onValueChange: (value: number | null) => void;
  /** Package quantity (the item's sell multiple): the spinner's step and the rounding unit. */
  packageQuantity: number;
  /**
   * The largest quantity; the editor holds it to a whole number of packs (999,950 with packs
   * of 50), so rounding up never passes it. @default QUANTITY_MAX (999,999)
   */
  max?: number;
  /** Disables the field and the spinner (SPEC: disabled while loading). @default false */
  disabled?: boolean;
  /** False shows the quantity as plain text, for a line that cannot be changed. @default true */
  editable?: boolean;
  /** Accessible name of the field. @default 'Quantity' */
  label?: string;
  /** Show `label` above the field instead of only naming it for assistive technology. @default false */
  showLabel?: boolean;
  /**
   * The unit the quantity counts ("EA"), shown after the editor and describing the field
   * (aria-describedby), so 10 reads as 10 EA, not 10 cases. Its accessible name stays `label`.
   */
  unit?: string;
  /** Called after the 'Quantity Changed' alert was confirmed, with the rounded quantity. */
  onRounded?: (quantity: number) => void;
  /**
   * Enter in the field, after it settled, with the quantity, as a form's submit: the
   * product card adds to the cart. Not called when the quantity had to be rounded up: the
   * alert opens instead, and the buyer sees the new quantity before anything is ordered.
   */
  onEnter?: (quantity: number | null) => void;
  /**
   * The quantity settled: on leaving the field or on Enter (a quantity rounded up once its
   * 'Quantity Changed' alert is confirmed), and SETTLE_AFTER_STEP_MS after the spinner's or
   * arrow keys' last step. The cart page sends Cart/UpdateQuantity then. Not called while
   * the field holds a number above the most one line holds.
   */
  onSettle?: (quantity: number | null) => void;
  id?: string;
  className?: string;
  /**
   * Leave the styling to an ancestor that nests `quantityEditorStyle` under `.sf-quantity`
   * (the product card does: one style per card instead of one more per editor). @default false
   */
  unstyled?: boolean;
};

const stepLine = (width: string, height: string) => `linear-gradient(currentColor, currentColor) center / ${width} ${height} no-repeat`;

/** The editor's whole look on its root, the parts styled by class name (one style per editor). */
export const quantityEditorStyle = css([
  numericInputStyle,
  {
    display: 'block',
    // Beside the plus; where there is no room for it (a narrow card) it wraps under the plus.
    '.sf-quantity__unit': { marginLeft: 'auto', paddingLeft: theme.space.xs, fontSize: theme.font.size.sm, color: theme.color.textMuted },
    '.sf-quantity__label': { display: 'block', fontSize: theme.font.size.sm, color: theme.color.textMuted, marginBottom: theme.space.xs },
    '.sf-numeric-input__row': { flexWrap: 'wrap' },
    // Wide enough for the largest quantity a line holds, 999999 (six tabular digits), so the
    // field never hides a digit of what it takes (issue 41).
    '.sf-numeric-input__input': {
      width: `calc(6ch + 2 * ${theme.space.xs} + 2px)`,
      height: '36px',
      paddingInline: theme.space.xs,
      borderRadius: 0,
    },
    '.sf-quantity__step': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '36px',
      height: '36px',
      padding: 0,
      border: `1px solid ${theme.color.borderStrong}`,
      background: theme.color.surface,
      color: theme.color.text,
      cursor: 'pointer',
      touchAction: 'manipulation',
      userSelect: 'none',
    },
    // Minus and plus are lines of the text colour drawn by gradients: an image mask would
    // paint an SVG document of its own for every button, two per card in a grid of cards.
    '.sf-quantity__step::before': { content: '""', flex: 'none', width: '14px', height: '14px', forcedColorAdjust: 'none' },
    '.sf-quantity__decrement::before': { background: stepLine('14px', '2px') },
    '.sf-quantity__increment::before': { background: `${stepLine('14px', '2px')}, ${stepLine('2px', '14px')}` },
    '.sf-quantity__decrement': { borderRadius: `${theme.radius.sm} 0 0 ${theme.radius.sm}`, borderRight: 'none' },
    '.sf-quantity__increment': { borderRadius: `0 ${theme.radius.sm} ${theme.radius.sm} 0`, borderLeft: 'none' },
    '.sf-quantity__step:hover:not(:disabled)': { background: theme.color.border },
    '.sf-quantity__step:focus-visible': { ...theme.focusRing, position: 'relative', zIndex: 1 },
    '.sf-quantity__step:disabled': { color: theme.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
  },
]);
const plainStyle = css({ fontSize: theme.font.size.md, fontVariantNumeric: 'tabular-nums' });

/** "Quantity of PVC Tray" → "quantity of PVC Tray": only the label's own first word follows "Increase". */
function lowerFirstWord(label: string): string {
  return label.replace(/^\S+/, (word) => word.toLowerCase());
}

export function QuantityEditor({
  value,
  onValueChange,
  packageQuantity,
  max: maxAsked = QUANTITY_MAX,
  disabled = false,
  editable = true,
  label = 'Quantity',
  showLabel = false,
  unit,
  onRounded,
  onEnter,
  onSettle,
  id,
  className,
  unstyled = false,
}: QuantityEditorProps) {
  const pack = normalizePackageQuantity(packageQuantity);
  const max = largestPackageQuantity(maxAsked, pack);
  const generatedId = useId();
  const inputId = id ?? `sf-quantity-${generatedId}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [alertQuantity, setAlertQuantity] = useState<number | null>(null);
  const latest = useRef(value);
  latest.current = value;
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; repeat?: ReturnType<typeof setInterval> }>({});
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onSettleRef = useRef(onSettle);
  onSettleRef.current = onSettle;
  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const stopSpin = useCallback(() => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.repeat);
    timers.current = {};
  }, []);
  useEffect(() => stopSpin, [stopSpin]);
  useEffect(() => {
    if (disabled) stopSpin();
  }, [disabled, stopSpin]);

  const step = useCallback(
    (direction: 1 | -1) => {
      const next = stepQuantity(latest.current, pack, direction, max);
      if (next === latest.current) {
        // At a bound the button turns disabled and may never see its pointerup.
        stopSpin();
        return;
      }
      latest.current = next;
      onValueChange(next);
      if (onSettleRef.current) {
        clearTimeout(settleTimer.current);
        settleTimer.current = setTimeout(() => onSettleRef.current?.(latest.current), SETTLE_AFTER_STEP_MS);
      }
    },
    [pack, max, onValueChange, stopSpin],
  );

  const startSpin = (direction: 1 | -1) => (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    // Keep focus where it is: focusing the button would blur the field mid-spin.
    event.preventDefault();
    stopSpin();
    step(direction);
    timers.current.delay = setTimeout(() => {
      timers.current.repeat = setInterval(() => step(direction), SPIN_INTERVAL_MS);
    }, SPIN_INITIAL_DELAY_MS);
  };

  if (!editable) {
    return (
      <span css={plainStyle} className={[cx('quantity', undefined, 'plain'), className].filter(Boolean).join(' ')}>
        {`${label}: ${value ?? 0}${unit ? ` ${unit}` : ''}`}
      </span>
    );
  }

  const spinButton = (direction: 1 | -1) => (
    <button
      type="button"
      className={`${cx('quantity', 'step')} ${cx('quantity', direction === 1 ? 'increment' : 'decrement')}`}
      aria-label={`${direction === 1 ? 'Increase' : 'Decrease'} ${lowerFirstWord(label)}`}
      disabled={disabled || (direction === -1 ? (value ?? 0) <= 0 : (value ?? 0) >= max)}
      onPointerDown={startSpin(direction)}
      onPointerUp={stopSpin}
      onPointerLeave={stopSpin}
      onPointerCancel={stopSpin}
      onBlur={stopSpin}
      onClick={(event) => {
        // Pointer presses stepped on pointerdown; detail 0 is Enter or Space on the button.
        if (event.detail === 0) step(direction);
      }}
    />
  );

  return (
    // A `css` prop, even an undefined one, costs an Emotion wrapper: pass it only when styled.
    <div {...(unstyled ? {} : { css: quantityEditorStyle })} className={[cx('quantity'), className].filter(Boolean).join(' ')}>
      {showLabel ? (
        <label htmlFor={inputId} className={cx('quantity', 'label')}>
          {label}
        </label>
      ) : null}
      <NumericInput
        ref={inputRef}
        id={inputId}
        value={value}
        onValueChange={onValueChange}
        min={0}
        max={max}
        aboveMaxMessage={(typed) => quantityLimitMessage(typed, max, pack)}
        maxLength={QUANTITY_TEXT_LENGTH}
        step={pack}
        precision={0}
        strict
        disabled={disabled}
        aria-label={showLabel ? undefined : label}
        aria-describedby={unit ? `${inputId}-unit` : undefined}
        unstyled
        start={spinButton(-1)}
        end={
          <>
            {spinButton(1)}
            {unit ? (
              <span id={`${inputId}-unit`} className={cx('quantity', 'unit')}>
                {unit}
              </span>
            ) : null}
          </>
        }
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
            event.preventDefault();
            step(event.key === 'ArrowUp' ? 1 : -1);
          }
        }}
        onCommit={(settled, event) => {
          const entered = roundEnteredQuantity(settled, pack);
          const enter = event.type === 'keydown';
          clearTimeout(settleTimer.current);
          // Enter settles the field and ends there: an alert or a question that the settling
          // opens takes focus before the key's keypress, which would press its first button.
          if (enter && (onSettle || onEnter || entered.rounded)) event.preventDefault();
          if (entered.rounded && entered.value !== null) {
            // Settled once the alert is confirmed: the buyer sees the new quantity first, and
            // what the settling may open (the over-stock question) never opens over the alert.
            latest.current = entered.value;
            onValueChange(entered.value);
            setAlertQuantity(entered.value);
            return;
          }
          onSettle?.(settled);
          if (enter && onEnter) onEnter(settled);
        }}
      />
      {alertQuantity !== null ? (
        // Mounted only while shown: a grid of 1000 editors pays nothing for closed alerts.
        <QuantityChangedAlert
          open
          quantity={alertQuantity}
          packageQuantity={pack}
          returnFocusTo={inputRef}
          onConfirm={() => {
            setAlertQuantity(null);
            onSettle?.(alertQuantity);
            onRounded?.(alertQuantity);
          }}
        />
      ) : null}
    </div>
  );
}
