/**
 * Stock for a signed-in customer (SPEC section 6): at the user's own warehouse and at the
 * backup warehouse, with the next expected receipt, plus the stock message when the
 * service sends one.
 */
import type { Availability as AvailabilityEntry } from '../../contract/responses';
import { formatNumber } from '../../domain/format';
import { regionalWarehouseText } from '../../domain/regionalStock';
import { formatReceiptDate, quantityAvailableText } from '../../domain/stock';
import { cx, theme } from '../../theme/theme';

export type AvailabilityProps = {
  /** First entry: the user's own warehouse; second, when present: the backup warehouse. */
  availability: readonly AvailabilityEntry[];
  stockMessage?: string | null;
  /** The search item's `regionalWarehouseQty`: a third line when the service sends it. */
  regionalWarehouseQty?: number | null;
};

/** Nested under an ancestor's one style (a product card, the product page). */
export const availabilityStyles = {
  '.sf-availability': {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: theme.font.size.sm,
    lineHeight: theme.font.lineHeight.tight,
    color: theme.color.textMuted,
    display: 'grid',
    rowGap: theme.space.xxs,
    '.sf-availability__count': { color: theme.color.text, fontWeight: theme.font.weight.medium },
    '.sf-availability__count--none': { color: theme.color.warning },
    '.sf-availability__message': { color: theme.color.warning },
  },
} as const;

function Row({ entry, backup }: { entry: AvailabilityEntry; backup: boolean }) {
  const none = entry.quantityAvailable <= 0;
  return (
    <li>
      <span className={cx('availability', 'count', none ? 'none' : undefined)}>
        {quantityAvailableText(entry.quantityAvailable)}
      </span>
      {` at ${entry.warehouse.warehouseName}`}
      {backup ? ' (backup)' : ''}
      {entry.nextReceiptDate ? (
        <span className={cx('availability', 'receipt')}>
          {` · Next receipt ${formatReceiptDate(entry.nextReceiptDate)}`}
          {entry.nextReceiptQty ? ` (${formatNumber(entry.nextReceiptQty)})` : ''}
        </span>
      ) : null}
    </li>
  );
}

export function Availability({ availability, stockMessage, regionalWarehouseQty }: AvailabilityProps) {
  const [own, backup] = availability;
  const regional = regionalWarehouseText(regionalWarehouseQty);
  return (
    <ul className={cx('availability')} aria-label="Availability">
      {own ? <Row entry={own} backup={false} /> : <li>Availability unknown</li>}
      {backup ? <Row entry={backup} backup /> : null}
      {regional ? <li className={cx('availability', 'regional')}>{regional}</li> : null}
      {stockMessage ? <li className={cx('availability', 'message')}>{stockMessage}</li> : null}
    </ul>
  );
}
