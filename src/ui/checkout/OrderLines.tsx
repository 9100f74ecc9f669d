import { formatNumber } from '../../domain/format';
import { formatPrice } from '../../domain/price';
import type { CheckoutLine } from '../../state/checkout/checkoutStore';
import { cx, theme } from '../../theme/theme';

export type OrderLinesProps = {
  id?: string;
  lines: readonly CheckoutLine[];
  /** Prices hidden (withCustomer): names and quantities only. */
  hidePrices: boolean;
  /** Names the list. @default 'Lines of the order' */
  label?: string;
};

/** The order's lines for review: name, quantity with its unit, line total. */
export function OrderLines({ id, lines, hidePrices, label = 'Lines of the order' }: OrderLinesProps) {
  return (
    <ul id={id} css={list} aria-label={label} className={cx('checkout', 'lines')}>
      {lines.map((line) => (
        <li key={line.itemId} css={row}>
          <span css={name}>{line.itemName}</span>
          <span css={quantity}>
            {formatNumber(line.quantity)} {line.unitOfMeasure}
          </span>
          {hidePrices ? null : <span css={amount}>{line.lineTotal === null ? '—' : formatPrice(line.lineTotal)}</span>}
        </li>
      ))}
    </ul>
  );
}

const list = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space.sm } as const;
const row = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: theme.space.md,
  fontSize: theme.font.size.sm,
  lineHeight: theme.font.lineHeight.normal,
  paddingBottom: theme.space.sm,
  borderBottom: `1px solid ${theme.color.border}`,
} as const;
const name = { gridColumn: '1 / -1', fontWeight: theme.font.weight.bold, overflowWrap: 'anywhere' } as const;
const quantity = { color: theme.color.textMuted } as const;
const amount = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;
