/**
 * Stock for a signed-in customer (SPEC section 6): one sentence from the one stock rule
 * (src/domain/stock.ts `stockStatus`: own warehouse, backup warehouse, backorder with the
 * expected date) coloured by its tone, plus the stock designation's message when the service
 * sends one. Search cards, the product page, the favorites page and cart lines all show it.
 */
import type { Availability as AvailabilityEntry } from '../../contract/responses';
import { stockStatus } from '../../domain/stock';
import { regionalWarehouseText } from '../../domain/regionalStock';
import { cx, theme } from '../../theme/theme';

export type AvailabilityProps = {
  /** First entry: the user's own warehouse; second, when present: the backup warehouse. */
  availability?: readonly AvailabilityEntry[] | null | undefined;
  /** The quantity the buyer is about to order (card, page or cart line); empty counts as one. */
  quantity?: number | null | undefined;
  /** A cart line's `backorderQuantity` (what the own warehouse lacks, as the service counted it). */
  backorderQuantity?: number | null | undefined;
  /** The stock designation's message ('Special order - ships in 2-3 weeks'). */
  stockMessage?: string | null | undefined;
  /** The designation stops purchasing: its message is a warning, not a note. */
  disablePurchasing?: boolean | undefined;
  /** The search item's `regionalWarehouseQty`: a line of its own when the service sends it. */
  regionalWarehouseQty?: number | null | undefined;
  /** The viewer's calendar day, yyyy-mm-dd (`localIsoDate`): a receipt date before it reads "expected soon". */
  today: string;
};

/** Nested under an ancestor's one style (a product card, the product page, a cart line). */
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
    '.sf-availability__status': { fontWeight: theme.font.weight.medium },
    '.sf-availability__status--in-stock': { color: theme.color.success },
    '.sf-availability__status--backup': { color: theme.color.text },
    '.sf-availability__status--backorder': { color: theme.color.warning },
    '.sf-availability__status--unknown': { color: theme.color.textMuted },
    '.sf-availability__message--blocking': { color: theme.color.warning },
  },
} as const;

export function Availability({ availability, quantity, backorderQuantity, stockMessage, disablePurchasing, regionalWarehouseQty, today }: AvailabilityProps) {
  const status = stockStatus({ availability, quantity, backorderQuantity }, today);
  const message = stockMessage?.trim();
  const regional = regionalWarehouseText(regionalWarehouseQty);
  return (
    <ul className={cx('availability')} aria-label="Availability">
      <li className={cx('availability', 'status', status.tone)}>{status.sentence}</li>
      {regional ? <li className={cx('availability', 'regional')}>{regional}</li> : null}
      {message && message !== status.sentence ? (
        <li className={cx('availability', 'message', disablePurchasing ? 'blocking' : undefined)}>{message}</li>
      ) : null}
    </ul>
  );
}
