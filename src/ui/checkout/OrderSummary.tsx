import { useId, useState } from 'react';
import type { CheckoutCard, CheckoutLine, CheckoutSummary } from '../../state/checkout/checkoutStore';
import { cardLabel, feesLabel } from '../../domain/checkout';
import { formatPrice, PRICE_HIDDEN_TEXT } from '../../domain/price';
import { LiveRegion } from '../primitives/LiveRegion';
import { Notice } from '../primitives/Notice';
import { cx, theme } from '../../theme/theme';
import { OrderLines } from './OrderLines';
import { section, sectionHeading, paragraph } from './styles';

export type OrderSummaryProps = {
  lineCount: number;
  /** The order's lines, for review. @default [] */
  lines?: readonly CheckoutLine[];
  /** The cart's subtotal, shown until the first total arrives. */
  cartSubtotal: number | null;
  summary: CheckoutSummary;
  /** The chosen ship method's name, said beside the shipping cost ("Shipping: Next-day air"). */
  shipViaName?: string | null;
  paymentMethod: 'account' | 'card';
  card: CheckoutCard;
  /** A sales rep acting with a customer sees no prices. */
  hidePrices: boolean;
  onRetry: () => void;
};

const money = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : formatPrice(value));
const linesText = (count: number): string => `${count} ${count === 1 ? 'line' : 'lines'}`;

/**
 * The order's lines (behind "Show 2 lines" on phones), subtotal, shipping with its method,
 * tax, the named fees and the total, 2 decimals; the card that pays, once entered.
 */
export function OrderSummary({ lineCount, lines = [], cartSubtotal, summary, shipViaName = null, paymentMethod, card, hidePrices, onRetry }: OrderSummaryProps) {
  const linesId = useId();
  const [linesOpen, setLinesOpen] = useState(false);
  const totals = summary.taxAndFees;
  const busy = summary.status === 'loading';
  const rows: [string, string][] = [
    ['Subtotal', money(totals?.subtotal ?? cartSubtotal)],
    [shipViaName ? `Shipping: ${shipViaName}` : 'Shipping', money(summary.shipping)],
    ['Tax', money(totals?.tax)],
    [feesLabel(totals, paymentMethod), money(totals?.fees)],
  ];
  return (
    <section className={cx('checkout', 'summary')} css={[section, summaryBox]} aria-labelledby="sf-checkout-summary-title">
      <h2 id="sf-checkout-summary-title" css={sectionHeading}>
        Order summary
      </h2>
      <p css={[paragraph, wideOnly]}>{linesText(lineCount)}</p>
      {lines.length > 0 && (
        <>
          {/* Phones: the lines behind a disclosure, so the totals stay near the top. */}
          <button type="button" css={disclosure} aria-expanded={linesOpen} aria-controls={linesId} onClick={() => setLinesOpen((open) => !open)}>
            {`${linesOpen ? 'Hide' : 'Show'} ${linesText(lineCount)}`}
          </button>
          <div css={[linesBox, !linesOpen && closedOnPhones]}>
            <OrderLines id={linesId} lines={lines} hidePrices={hidePrices} />
          </div>
        </>
      )}
      {hidePrices ? (
        <p css={paragraph}>{PRICE_HIDDEN_TEXT}</p>
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

const PHONE = '@media (max-width: 575.98px)';
const WIDE = '@media (min-width: 576px)';
const summaryBox = { background: theme.color.surface, gap: theme.space.md } as const;
const wideOnly = { [PHONE]: { display: 'none' } } as const;
const disclosure = {
  display: 'none',
  [PHONE]: {
    display: 'block',
    minHeight: '44px',
    padding: `0 ${theme.space.md}`,
    textAlign: 'left',
    font: 'inherit',
    fontWeight: theme.font.weight.bold,
    color: theme.color.text,
    background: theme.color.background,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.sm,
    cursor: 'pointer',
    '&:focus-visible': theme.focusRing,
  },
} as const;
const linesBox = { [WIDE]: { display: 'block' } } as const;
const closedOnPhones = { [PHONE]: { display: 'none' } } as const;
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
