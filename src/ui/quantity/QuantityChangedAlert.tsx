/**
 * The 'Quantity Changed' alert (SPEC section 8): shown after a quantity was rounded up to a
 * whole number of packs, until the user confirms with OK. A native modal <dialog> with
 * role alertdialog: the browser makes the rest of the page inert and keeps focus inside;
 * OK takes focus when it opens and focus goes back to `returnFocusTo` when it closes.
 * Escape acknowledges like OK (the rounding has already happened; there is nothing to
 * cancel), a click outside does nothing.
 */
import { useEffect, useId, useRef } from 'react';
import { css } from '@emotion/react';
import type { RefObject } from 'react';
import { describeRounding } from '../../domain/quantity';
import { ArrowUpIcon, Button } from '../primitives';
import { cx, theme } from '../../theme/theme';

export const QUANTITY_CHANGED_TITLE = 'Quantity Changed';
export const QUANTITY_CHANGED_MESSAGE =
  "The quantity entered is not a multiple of this product's package quantity. Quantity has been rounded up.";

export type QuantityChangedAlertProps = {
  open: boolean;
  /** Called when the user confirms with OK (or Escape). */
  onConfirm: () => void;
  /** The rounded quantity and the package quantity, for "Rounded up to 24: 2 packs of 12". */
  quantity: number;
  packageQuantity: number;
  /** Element that gets focus back when the alert closes (the quantity field). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

const dialogStyle = css({
  border: 'none',
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.raised,
  padding: theme.space.xl,
  maxWidth: 'min(420px, calc(100vw - 32px))',
  color: theme.color.text,
  background: theme.color.background,
  fontFamily: theme.font.family,
  textAlign: 'center',
  '&::backdrop': { background: theme.color.overlay },
  // SPEC section 2: an open overlay locks page scrolling. In CSS rather than with the Modal's
  // lockPageScroll, so the search and add-ons pages load no extra chunk for it (browsers
  // without :has, Firefox before 121, let the page scroll behind the alert).
  'html:has(&[open])': { overflow: 'hidden' },
});
const iconStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: theme.radius.pill,
  background: theme.color.surface,
  color: theme.color.primary,
  marginBottom: theme.space.md,
});
const titleStyle = css({
  fontSize: theme.font.size.xl,
  fontWeight: theme.font.weight.bold,
  lineHeight: theme.font.lineHeight.tight,
  margin: `0 0 ${theme.space.sm}`,
});
const messageStyle = css({
  fontSize: theme.font.size.md,
  lineHeight: theme.font.lineHeight.normal,
  margin: `0 0 ${theme.space.sm}`,
});
const roundingStyle = css({
  fontSize: theme.font.size.md,
  fontWeight: theme.font.weight.medium,
  margin: `0 0 ${theme.space.lg}`,
});

export function QuantityChangedAlert({
  open,
  onConfirm,
  quantity,
  packageQuantity,
  returnFocusTo,
}: QuantityChangedAlertProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const roundingId = `${id}-rounding`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    okRef.current?.focus();
    const target = returnFocusTo;
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      target?.current?.focus();
    };
  }, [open, returnFocusTo]);

  if (!open) return null;

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={`${messageId} ${roundingId}`}
      css={dialogStyle}
      className={cx('quantity-alert')}
      onCancel={(event) => {
        // Escape: acknowledge through React state instead of letting the browser close it.
        event.preventDefault();
        onConfirm();
      }}
      onKeyDown={(event) => {
        // OK is its only control: Tab and Shift+Tab stay on it instead of leaving the dialog.
        if (event.key !== 'Tab') return;
        event.preventDefault();
        okRef.current?.focus();
      }}
    >
      <span css={iconStyle} className={cx('quantity-alert', 'icon')}>
        <ArrowUpIcon size={26} />
      </span>
      <h2 id={titleId} css={titleStyle} className={cx('quantity-alert', 'title')}>
        {QUANTITY_CHANGED_TITLE}
      </h2>
      <p id={messageId} css={messageStyle} className={cx('quantity-alert', 'message')}>
        {QUANTITY_CHANGED_MESSAGE}
      </p>
      <p id={roundingId} css={roundingStyle} className={cx('quantity-alert', 'rounding')}>
        {describeRounding(quantity, packageQuantity)}
      </p>
      <Button ref={okRef} variant="primary" onClick={onConfirm} className={cx('quantity-alert', 'ok')}>
        OK
      </Button>
    </dialog>
  );
}
