import { useEffect, useRef } from 'react';
import type { CardFormState } from '../../state/payment/hostedCardForm';
import { cardLabel, formatExpiry } from '../../domain/checkout';
import { Button } from '../primitives/Button';
import { Notice } from '../primitives/Notice';
import { errorText } from '../form/fieldStyles';
import { cx, theme } from '../../theme/theme';

export type CardPaymentProps = {
  card: CardFormState;
  /** Id of the card form's frame, for the error summary's link. */
  frameId: string;
  /** "Enter your card details…" after a Place order without a card. */
  error: string | null;
  onReload: () => void;
  /** Whose form it is, for the class names a host styles (`sf-checkout__card`). @default 'checkout' */
  area?: string;
};

/**
 * The gateway's hosted card form in an iframe from its own origin (HOST-CONTRACT section 8):
 * the card number is typed there and never reaches this page. Once the form gave a token, the
 * card is shown by brand and last four digits. The checkout and the statement's invoice
 * payment draw it.
 */
export function CardPayment({ card, frameId, error, onReload, area = 'checkout' }: CardPaymentProps) {
  // The form's frame goes once it gave a token, and focus with it: bring focus to the card
  // it accepted, so keyboard and screen reader users carry on from there.
  const acceptedRef = useRef<HTMLParagraphElement>(null);
  const token = card.accepted?.token ?? null;
  useEffect(() => {
    const doc = acceptedRef.current?.ownerDocument;
    if (token !== null && doc && (doc.activeElement === null || doc.activeElement === doc.body)) acceptedRef.current?.focus();
  }, [token]);
  return (
    <div className={cx(area, 'card')} css={box}>
      {/* A failed form shows its message once, with Retry, below. */}
      {card.message && card.status !== 'failed' && (
        <Notice tone="error" compact>
          {card.message}
        </Notice>
      )}
      {error && (
        <p id={`${frameId}-error`} css={[errorText, { margin: 0 }]}>
          {error}
        </p>
      )}
      {card.accepted ? (
        <div css={accepted}>
          <p ref={acceptedRef} tabIndex={-1} css={[paragraph, quietFocus]}>
            <strong>{cardLabel(card.accepted.token, card.accepted.last4)}</strong>, expires {formatExpiry(card.accepted.expiry)}
          </p>
          <Button size="sm" onClick={onReload}>
            Use another card
          </Button>
        </div>
      ) : card.status === 'ready' && card.frameUrl ? (
        <iframe
          key={card.frameUrl}
          id={frameId}
          src={card.frameUrl}
          title="Card details (secure form of the payment gateway)"
          css={frame}
          className={cx(area, 'card-frame')}
          aria-describedby={error ? `${frameId}-error` : undefined}
        />
      ) : card.status === 'failed' ? (
        <Notice tone="error" compact onRetry={onReload}>
          {card.message ?? 'The card form could not be opened.'}
        </Notice>
      ) : (
        <p id={frameId} tabIndex={-1} css={[paragraph, placeholder]} role="status">
          Opening the secure card form…
        </p>
      )}
    </div>
  );
}

const paragraph = { margin: 0, fontSize: theme.font.size.md, lineHeight: theme.font.lineHeight.normal, color: theme.color.text } as const;
const box = { display: 'flex', flexDirection: 'column', gap: theme.space.sm } as const;
const frame = {
  display: 'block',
  width: '100%',
  // Room for the form with a message under each field, so it never scrolls inside.
  height: '350px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  background: theme.color.background,
  '&:focus-visible': theme.focusRing,
} as const;
const placeholder = {
  minHeight: '350px',
  padding: theme.space.lg,
  border: `1px dashed ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  color: theme.color.textMuted,
  boxSizing: 'border-box',
} as const;
const quietFocus = { '&:focus': { outline: 'none' }, '&:focus-visible': theme.focusRing } as const;
const accepted = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.md } as const;
