/**
 * The bill of materials: one row per component with item number, name, quantity (and the
 * quantity the layout needs when packages round it up), price, line total and stock, and
 * the kit total in the footer. Prices and stock columns are left out when the viewer may
 * not see them. On a narrow screen the table scrolls inside its own focusable region
 * instead of widening the page.
 */
import { useId } from 'react';
import type { Kit, KitLine } from '../../contract/responses';
import { formatPrice } from '../../domain/price';
import { cx, mobileMedia, theme } from '../theme';

export type KitTableProps = {
  kit: Kit;
  /** Price, line total and kit total columns. */
  showPrices: boolean;
  /** The stock column. */
  showStock: boolean;
  /** The kit is for an older layout; a newer one is on its way. */
  updating: boolean;
  /** Caption, for the table's accessible name. @default 'Bill of materials' */
  caption?: string;
};

const regionStyle = {
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  '&:focus-visible': theme.focusRing,
} as const;

const tableStyle = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: theme.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  transition: 'opacity 120ms ease',
  '&[aria-busy="true"]': { opacity: 0.55 },
  '& caption': {
    textAlign: 'start',
    padding: `${theme.space.sm} ${theme.space.md}`,
    fontWeight: theme.font.weight.medium,
    color: theme.color.textMuted,
  },
  '& th, & td': {
    padding: `${theme.space.sm} ${theme.space.md}`,
    borderTop: `1px solid ${theme.color.border}`,
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& thead th': { background: theme.color.surface, fontWeight: theme.font.weight.bold, whiteSpace: 'nowrap' },
  '& .sf-kit-table__number': { whiteSpace: 'nowrap', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
  '& .sf-kit-table__name': { minWidth: '160px' },
  '& .sf-kit-table__numeric': { textAlign: 'end', whiteSpace: 'nowrap' },
  '& tfoot th, & tfoot td': { fontWeight: theme.font.weight.bold, fontSize: theme.font.size.md, background: theme.color.surface },
  [mobileMedia]: { '& th, & td': { padding: `${theme.space.xs} ${theme.space.sm}` } },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
} as const;

const requiredStyle = { display: 'block', color: theme.color.textMuted, fontSize: theme.font.size.xs, whiteSpace: 'nowrap' } as const;

const quantityFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function stockText(line: KitLine): string {
  if (line.stockMessage) return line.stockMessage;
  if (line.quantityAvailable === null) return 'Ask for availability';
  return `${quantityFormat.format(line.quantityAvailable)} available`;
}

export function KitTable({ kit, showPrices, showStock, updating, caption = 'Bill of materials' }: KitTableProps) {
  const captionId = useId();
  const columns = 3 + (showPrices ? 2 : 0) + (showStock ? 1 : 0);
  return (
    <div
      css={regionStyle}
      className={cx('kit-table', 'scroll')}
      role="region"
      aria-labelledby={captionId}
      // Focusable so keyboard users can scroll a table wider than the screen.
      tabIndex={0}
    >
      <table css={tableStyle} className={cx('kit-table')} aria-busy={updating || undefined}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Item number</th>
            <th scope="col">Name</th>
            <th scope="col" className="sf-kit-table__numeric">Quantity</th>
            {showPrices && <th scope="col" className="sf-kit-table__numeric">Price</th>}
            {showPrices && <th scope="col" className="sf-kit-table__numeric">Line total</th>}
            {showStock && <th scope="col">Stock</th>}
          </tr>
        </thead>
        <tbody>
          {kit.lines.map((line) => (
            <tr key={line.itemNumber} className={cx('kit-table', 'line')}>
              <td className="sf-kit-table__number">{line.itemNumber}</td>
              <th scope="row" className="sf-kit-table__name" css={{ fontWeight: theme.font.weight.regular }}>
                {line.itemName}
              </th>
              <td className="sf-kit-table__numeric">
                {quantityFormat.format(line.quantity)}
                {line.quantity !== line.requiredQuantity && (
                  <span css={requiredStyle}>
                    {`needs ${quantityFormat.format(line.requiredQuantity)}, packs of ${line.sellMultiple}`}
                  </span>
                )}
              </td>
              {showPrices && <td className="sf-kit-table__numeric">{line.price === null ? 'Call for price' : formatPrice(line.price)}</td>}
              {showPrices && <td className="sf-kit-table__numeric">{line.lineTotal === null ? '—' : formatPrice(line.lineTotal)}</td>}
              {showStock && <td>{stockText(line)}</td>}
            </tr>
          ))}
        </tbody>
        {showPrices && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={columns - 1 - (showStock ? 1 : 0)} css={{ textAlign: 'end' }}>
                Kit total
              </th>
              <td className="sf-kit-table__numeric">{kit.total === null ? 'Call for price' : formatPrice(kit.total)}</td>
              {showStock && <td />}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
