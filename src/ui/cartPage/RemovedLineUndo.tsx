/**
 * 'Removed {itemName}. Undo' after a cart line was removed (issue 30). The offer stays
 * UNDO_OFFER_MS, and longer while Undo has focus (someone is about to press it); Undo adds
 * the line back with the quantity it had.
 */
import { useEffect, useRef } from 'react';
import type { RemovedLine } from '../../state/cartPage/cartPageStore';
import { cx } from '../../theme/theme';

/** How long the Undo offer stays after a removal. */
export const UNDO_OFFER_MS = 10_000;

export type RemovedLineUndoProps = {
  removed: RemovedLine;
  onUndo: () => void;
  /** The time is up (and Undo does not have focus). */
  onDismiss: () => void;
};

export function RemovedLineUndo({ removed, onUndo, onDismiss }: RemovedLineUndoProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const expired = useRef(false);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;
  useEffect(() => {
    expired.current = false;
    const timer = setTimeout(() => {
      expired.current = true;
      const button = buttonRef.current;
      if (button && button.ownerDocument.activeElement === button) return;
      onDismissRef.current();
    }, UNDO_OFFER_MS);
    return () => clearTimeout(timer);
  }, [removed.id]);
  return (
    <p className={cx('cart', 'undo')}>
      <span>Removed {removed.itemName}.</span>{' '}
      <button
        ref={buttonRef}
        type="button"
        className={cx('cart', 'undo-button')}
        onClick={onUndo}
        onBlur={() => {
          if (expired.current) onDismissRef.current();
        }}
      >
        Undo
      </button>
    </p>
  );
}
