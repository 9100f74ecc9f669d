import type { ReactNode } from 'react';
import { theme } from '../../theme/theme';
import { Button } from '../primitives/Button';

export type OutcomePanelProps = {
  /** Said first, in bold: what happened ("Your order was not placed"). */
  title: string;
  /** What the service said, when it said something. */
  message?: string | null | undefined;
  /** What happens now and what the buyer can do. */
  children: ReactNode;
  /** Given when the outcome is unknown: a Check again button follows. */
  onCheckAgain?: (() => void) | undefined;
  className?: string | undefined;
};

/**
 * The outcome of an order or a payment the buyer must read before going on (not made, or not
 * known): one alert for the checkout and the statement's invoice payment alike.
 */
export function OutcomePanel({ title, message, children, onCheckAgain, className }: OutcomePanelProps) {
  return (
    <div role="alert" css={panel} className={className}>
      <p css={[paragraph, { fontWeight: theme.font.weight.bold }]}>{title}</p>
      {message && <p css={paragraph}>{message}</p>}
      <p css={paragraph}>{children}</p>
      {onCheckAgain && (
        <div>
          <Button variant="primary" onClick={onCheckAgain}>
            Check again
          </Button>
        </div>
      )}
    </div>
  );
}

const panel = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  padding: theme.space.lg,
  border: `2px solid ${theme.color.warning}`,
  borderRadius: theme.radius.sm,
  background: theme.color.background,
} as const;
const paragraph = { margin: 0, fontSize: theme.font.size.md, lineHeight: theme.font.lineHeight.normal, color: theme.color.text } as const;
