/**
 * The bill of materials: one row per component with item number, name, quantity in its unit
 * (and the quantity the layout needs when packages round it up), price per unit with a pack's
 * price as on the cards (`unitPriceTexts`), line total and stock, and
 * the kit total in the footer. Prices and stock columns are left out when the viewer may
 * not see them. On a narrow screen the table scrolls inside its own focusable region
 * instead of widening the page.
 */
import { useId } from 'react';
import type { Kit, KitLine } from '../../contract/responses';
import { formatNumber } from '../../domain/format';
import { formatPrice, priceDisplay, priceText, unitOfMeasure, unitPriceTexts } from '../../domain/price';
import { stockLineText } from '../../domain/stock';
import { visuallyHidden } from '../primitives';
import { cx, mobileMedia, theme } from '../../theme/theme';

export type KitTableProps = {
  kit: Kit;
  /** Price, line total and kit total columns. */
  showPrices: boolean;
  /** The stock column. */
  showStock: boolean;
  /** The viewer's calendar day, yyyy-mm-dd, for the stock sentences (`stockLineText`). */
  today: string;
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
  // Narrow screens: each component becomes a small card (name first, then labelled values),
  // so the quantity, price and total stay in view without scrolling sideways.
  [mobileMedia]: {
    '& thead': visuallyHidden,
    '& tbody tr, & tfoot tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gap: `${theme.space.xxs} ${theme.space.md}`,
      padding: `${theme.space.sm} ${theme.space.md}`,
      borderTop: `1px solid ${theme.color.border}`,
    },
    '& tbody th, & tbody td, & tfoot th, & tfoot td': { display: 'block', padding: 0, border: 'none', textAlign: 'start' },
    '& tbody th': { gridColumn: '1 / -1', fontWeight: theme.font.weight.medium },
    '& td[data-label]::before': {
      content: 'attr(data-label) ": "',
      color: theme.color.textMuted,
      fontWeight: theme.font.weight.medium,
    },
    '& .sf-kit-table__numeric': { textAlign: 'start', whiteSpace: 'normal' },
    '& tfoot td:empty': { display: 'none' },
  },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
} as const;

const nameCellStyle = { fontWeight: theme.font.weight.regular } as const;
const totalHeaderStyle = { textAlign: 'end' } as const;
const requiredStyle = { display: 'block', color: theme.color.textMuted, fontSize: theme.font.size.xs, whiteSpace: 'nowrap' } as const;

const quantityFormat = (value: number) => formatNumber(value, { maxDecimals: 2 });

/** "$42.90 / EA", and under it "$85.80 a pack of 2" when the component comes in packs. */
function LinePrice({ line }: { line: KitLine }) {
  const display = priceDisplay({ price: line.price });
  if (display.kind !== 'amount') return <>{priceText({ price: line.price })}</>;
  const texts = unitPriceTexts(display.amount, { unitOfMeasure: line.unitOfMeasure, packageQuantity: line.sellMultiple });
  return (
    <>
      {texts.unitPrice}
      {texts.packPrice === null ? null : <span css={requiredStyle}>{texts.packPrice}</span>}
    </>
  );
}

function stockText(line: KitLine, today: string): string {
  return stockLineText({ stockMessage: line.stockMessage, quantityAvailable: line.quantityAvailable, quantity: line.quantity }, today);
}

export function KitTable({ kit, showPrices, showStock, today, updating, caption = 'Bill of materials' }: KitTableProps) {
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
      {/* Explicit roles: the narrow layout changes the cells' display, which can drop table semantics. */}
      <table role="table" css={tableStyle} className={cx('kit-table')} aria-busy={updating || undefined}>
        <caption id={captionId}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">Item number</th>
            <th role="columnheader" scope="col">Name</th>
            <th role="columnheader" scope="col" className="sf-kit-table__numeric">Quantity</th>
            {showPrices && <th role="columnheader" scope="col" className="sf-kit-table__numeric">Price</th>}
            {showPrices && <th role="columnheader" scope="col" className="sf-kit-table__numeric">Line total</th>}
            {showStock && <th role="columnheader" scope="col">Stock</th>}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {kit.lines.map((line) => (
            <tr role="row" key={line.itemNumber} className={cx('kit-table', 'line')}>
              <td role="cell" className="sf-kit-table__number" data-label="Item">{line.itemNumber}</td>
              <th role="rowheader" scope="row" className="sf-kit-table__name" css={nameCellStyle}>
                {line.itemName}
              </th>
              <td role="cell" className="sf-kit-table__numeric" data-label="Quantity">
                {`${quantityFormat(line.quantity)} ${unitOfMeasure(line)}`}
                {line.quantity !== line.requiredQuantity && (
                  <span css={requiredStyle}>
                    {`needs ${quantityFormat(line.requiredQuantity)}, packs of ${line.sellMultiple}`}
                  </span>
                )}
              </td>
              {showPrices && (
                <td role="cell" className="sf-kit-table__numeric" data-label="Price">
                  <LinePrice line={line} />
                </td>
              )}
              {showPrices && (
                <td role="cell" className="sf-kit-table__numeric" data-label="Line total">
                  {line.lineTotal === null ? '—' : formatPrice(line.lineTotal)}
                </td>
              )}
              {showStock && (
                <td role="cell" data-label="Stock">
                  {stockText(line, today)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
        {showPrices && (
          <tfoot role="rowgroup">
            <tr role="row">
              <th role="rowheader" scope="row" colSpan={columns - 1 - (showStock ? 1 : 0)} css={totalHeaderStyle}>
                Kit total
              </th>
              <td role="cell" className="sf-kit-table__numeric">
                {priceText({ price: kit.total })}
              </td>
              {showStock && <td role="cell" />}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
