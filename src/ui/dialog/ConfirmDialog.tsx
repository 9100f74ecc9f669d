/**
 * The generic confirmation dialog (SPEC section 8): a title, a message with an icon, and one
 * confirm button carrying a checkmark. Close, Escape and any other way of dismissing the
 * dialog cancel; a Cancel button is added only when `cancelLabel` is given.
 */
import { useId, type ReactNode } from 'react';
import { Button, CheckIcon } from '../primitives';
import { cx, theme } from '../../theme/theme';
import { Modal } from './Modal';

export type ConfirmDialogProps = {
  open: boolean;
  /** Heading and accessible name, e.g. 'Remove favorite list'. */
  title: ReactNode;
  /** The question, shown beside the icon; it also describes the dialog (aria-describedby). */
  message: ReactNode;
  /** Decorative icon beside the message (aria-hidden), e.g. `<TrashIcon />`. */
  icon?: ReactNode;
  /** Text of the confirm button, e.g. 'Remove'. @default 'OK' */
  confirmLabel?: string;
  /**
   * When given, a second footer button with this text cancels, before the confirm button
   * (the cart's 'Clear cart' / 'Cancel'). @default none: Close and Escape cancel
   */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Called on Close, Escape and any other dismissal. */
  onCancel: () => void;
  /** Marks the confirm button busy while the confirmed action runs. @default false */
  busy?: boolean;
  /** See Modal's `portalContainer`. */
  portalContainer?: HTMLElement | null | undefined;
};

/**
 * An `alertdialog`; focus starts on the confirm button, the only action, or on Cancel when
 * there is one (the safe choice before an action that cannot be undone).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  icon,
  confirmLabel = 'OK',
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  portalContainer,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      describedBy={messageId}
      name="confirm-dialog"
      portalContainer={portalContainer}
      footer={
        <>
          {cancelLabel !== undefined && (
            <Button variant="secondary" onClick={onCancel} className={cx('confirm-dialog', 'cancel')}>
              {cancelLabel}
            </Button>
          )}
          <Button variant="primary" busy={busy} onClick={onConfirm} className={cx('confirm-dialog', 'confirm')}>
            <CheckIcon />
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div css={messageRow}>
        {icon !== undefined && (
          <span aria-hidden="true" css={iconStyle}>
            {icon}
          </span>
        )}
        <p id={messageId} className={cx('confirm-dialog', 'message')} css={messageStyle}>
          {message}
        </p>
      </div>
    </Modal>
  );
}

const messageRow = { display: 'flex', alignItems: 'flex-start', gap: theme.space.md } as const;
const iconStyle = { flex: 'none', display: 'inline-flex', color: theme.color.accent, paddingTop: theme.space.xxs } as const;
const messageStyle = { margin: 0, overflowWrap: 'anywhere' } as const;
