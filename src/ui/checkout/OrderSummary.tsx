import type { CheckoutCard, CheckoutSummary } from '../../state/checkout/checkoutStore';
import { cardLabel } from '../../domain/checkout';
import { formatPrice } from '../../domain/price';
import { LiveRegion } from '../primitives/LiveRegion';
import { Notice } from '../primitives/Notice';
import { cx, theme } from '../../theme/theme';
import { section, sectionHeading, paragraph } from './styles';

export type OrderSummaryProps = {
  lineCount: number;
  /** The cart's subtotal, shown until the first total arrives. */
  cartSubtotal: number | null;
  summary: CheckoutSummary;
  paymentMethod: 'account' | 'card';
  card: CheckoutCard;
  /** A sales rep acting with a customer sees no prices. */
  hidePrices: boolean;
  onRetry: () => void;
};

const money = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : formatPrice(value));

/** Lines, subtotal, shipping, tax, fees and total, 2 decimals; the card that pays, once entered. */
export function OrderSummary({ lineCount, cartSubtotal, summary, paymentMethod, card, hidePrices, onRetry }: OrderSummaryProps) {
  const totals = summary.taxAndFees;
  const busy = summary.status === 'loading';
  const rows: [string, string][] = [
    ['Subtotal', money(totals?.subtotal ?? cartSubtotal)],
    ['Shipping', money(summary.shipping)],
    ['Tax', money(totals?.tax)],
    ['Fees', money(totals?.fees)],
  ];
  return (
    <section className={cx('checkout', 'summary')} css={[section, summaryBox]} aria-labelledby="sf-checkout-summary-title">
      <h2 id="sf-checkout-summary-title" css={sectionHeading}>
        Order summary
      </h2>
      <p css={paragraph}>
        {lineCount} {lineCount === 1 ? 'line' : 'lines'}
      </p>
      {hidePrices ? (
        <p css={paragraph}>Prices are hidden while you act for a customer.</p>
      ) : (
        <dl css={[list, busy && dimmed]} aria-busy={busy || undefined}>
          {rows.map(([label, value]) => (
            <div key={label} css={row}>
              <dt>{label}</dt>
              <dd css={amount}>{value}</dd>
            </div>
          ))}
          <div css={[row, totalRow]}>
            <dt>Total</dt>
            <dd css={amount}>{money(totals?.total)}</dd>
          </div>
        </dl>
      )}
      {busy && (
        <p css={hint} aria-hidden="true">
          Updating the total…
        </p>
      )}
      {/* Heard after a change of ship via, ship-to or payment, without moving focus. */}
      {!hidePrices && <LiveRegion message={busy ? 'Updating the total…' : totals ? `Order total ${money(totals.total)}` : ''} />}
      {summary.status === 'failed' && summary.message && (
        <Notice tone="error" compact onRetry={onRetry}>
          {summary.message}
        </Notice>
      )}
      {paymentMethod === 'card' && card.accepted && <p css={paragraph}>Paying with {cardLabel(card.accepted.token, card.accepted.last4)}</p>}
    </section>
  );
}

const summaryBox = { background: theme.color.surface, gap: theme.space.md } as const;
const list = { margin: 0, display: 'flex', flexDirection: 'column', gap: theme.space.sm, transition: 'opacity 120ms ease' } as const;
const dimmed = { opacity: 0.6 } as const;
const row = { display: 'flex', justifyContent: 'space-between', gap: theme.space.md, fontSize: theme.font.size.md, '& dt, & dd': { margin: 0 } } as const;
const totalRow = {
  paddingTop: theme.space.sm,
  borderTop: `1px solid ${theme.color.borderStrong}`,
  fontWeight: theme.font.weight.bold,
  fontSize: theme.font.size.lg,
} as const;
const amount = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;
const hint = { margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted } as const;
