/**
 * The cart's way back to the buyer's purchasing system in punchout (HOST-CONTRACT section 13):
 * button `Transfer cart` (`Return to purchasing system` in `inspect`) where `Check out` is
 * otherwise, what it does in a sentence, the progress, and a failure in place. Props only.
 */
import { useId } from 'react';
import type { Punchout } from '../../contract/pageData';
import { transferButtonLabel } from '../../domain/punchout';
import type { TransferState } from '../../state/cartPage/transferStore';
import { cx } from '../../theme/theme';
import { Button, Notice } from '../primitives';

export type TransferCartProps = {
  punchout: Pick<Punchout, 'operation'>;
  state: TransferState;
  onTransfer: () => void;
};

export const TRANSFER_TEXT = {
  hint: 'Sends this cart to your purchasing system, where it becomes a requisition for approval. Nothing is ordered here.',
  inspectHint: 'Your purchasing system opened this cart to show it: it cannot be changed here.',
  sending: 'Sending your cart to your purchasing system…',
  sent: 'Your cart went to your purchasing system.',
} as const;

export function TransferCart({ punchout, state, onTransfer }: TransferCartProps) {
  const hintId = useId();
  const busy = state.status === 'waiting' || state.status === 'sending';
  const sent = state.status === 'sent';
  return (
    <div className={cx('cart-transfer')}>
      <Button
        variant="primary"
        className={cx('cart-transfer', 'button')}
        busy={busy}
        aria-disabled={sent || undefined}
        aria-describedby={hintId}
        onClick={sent ? undefined : onTransfer}
      >
        {transferButtonLabel(punchout)}
      </Button>
      <p id={hintId} className={cx('cart-transfer', 'hint')}>
        {punchout.operation === 'inspect' ? TRANSFER_TEXT.inspectHint : TRANSFER_TEXT.hint}
      </p>
      <p className={cx('cart-transfer', 'status')} role="status">
        {busy ? TRANSFER_TEXT.sending : sent ? TRANSFER_TEXT.sent : ''}
      </p>
      {state.status === 'failed' && state.message ? (
        <Notice tone="error" compact>
          {state.message}
        </Notice>
      ) : null}
    </div>
  );
}
