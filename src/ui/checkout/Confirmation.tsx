import { useEffect, useRef } from 'react';
import type { SubmittedOrder } from '../../contract/responses';
import { formatPrice, PRICE_HIDDEN_TEXT } from '../../domain/price';
import { deliverySteps, warehouseText, type NamedWarehouse, type ShipMethodKind } from '../../domain/checkout';
import { formatServiceDate } from '../../domain/format';
import { hostPageUrl } from '../../domain/urls';
import type { CheckoutLine } from '../../state/checkout/checkoutStore';
import { Button } from '../primitives/Button';
import { cx, theme } from '../../theme/theme';
import { OrderLines } from './OrderLines';
import { link, paragraph, section, sectionHeading } from './styles';

export type ConfirmationProps = {
  order: SubmittedOrder;
  shipViaName: string | null;
  /** How the order travels: what happens next is said in its words. @default 'carrier' */
  shipMethod?: ShipMethodKind;
  /** Where the order ships from, or is picked up at; null when unknown. @default null */
  warehouse?: NamedWarehouse | null;
  paidBy: string;
  /** Paid by card: charged now, so no invoice is promised. @default false */
  paidByCard?: boolean;
  /** What the buyer ordered, to check and print. */
  poNumber?: string;
  /** "001 · Main Range, 1 Ravenna Rd, Burton, OH 44021"; null when unknown. */
  shipTo?: string | null;
  /** yyyy-mm-dd, or '' for as soon as possible. */
  requestedShipDate?: string;
  lines?: readonly CheckoutLine[];
  /** Prices hidden (withCustomer): no amount shown. @default false */
  hidePrices?: boolean;
};

/** The placed order, in place of the form; takes focus so the result is heard at once. Printable. */
export function Confirmation({
  order,
  shipViaName,
  shipMethod = 'carrier',
  warehouse = null,
  paidBy,
  paidByCard = false,
  poNumber = '',
  shipTo = null,
  requestedShipDate = '',
  lines = [],
  hidePrices = false,
}: ConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const pickup = shipMethod === 'pickup';
  const date = requestedShipDate === '' ? null : formatServiceDate(requestedShipDate);
  const facts: [string, string][] = [
    ['PO number', poNumber.trim() === '' ? 'None' : poNumber.trim()],
    ['Ship-to', shipTo ?? 'The account’s ship-to'],
    ['Ship via', shipViaName ?? '—'],
    // A will call order ships nothing: the date is the day asked for the pick-up.
    ...(pickup
      ? ([
          ['Pick up at', warehouse ? warehouseText(warehouse) : 'The warehouse'],
          ['Pick-up date', date ?? 'As soon as it is ready'],
        ] as [string, string][])
      : ([['Ship date', date ?? 'As soon as possible']] as [string, string][])),
    ['Payment', paidBy],
    ['Lines', String(order.lineCount)],
    ['Total', hidePrices ? PRICE_HIDDEN_TEXT : formatPrice(order.total)],
  ];
  return (
    <section className={cx('checkout', 'confirmation')} css={[section, box]} aria-labelledby="sf-checkout-confirmation-title">
      <h2 id="sf-checkout-confirmation-title" ref={heading} tabIndex={-1} css={[sectionHeading, title]}>
        Order placed
      </h2>
      <p css={paragraph}>
        Thank you. Your order number is <strong className={cx('checkout', 'order-number')}>{order.orderNumber}</strong>.
      </p>
      <dl css={factList}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {lines.length > 0 && <OrderLines lines={lines} hidePrices={hidePrices} label="Lines ordered" />}
      <h3 css={subheading}>What happens next</h3>
      <ul css={steps}>
        {/* The order number is shown once, above (HOST-CONTRACT section 9: a test finds it as text). */}
        <li>We send you an email confirmation of this order.</li>
        {deliverySteps({ kind: shipMethod, shipViaName, warehouse, requestedShipDate }).map((step) => (
          <li key={step}>{step}</li>
        ))}
        {paidByCard ? (
          <li>The card was charged when you placed the order; your statements show the order as paid, with nothing due.</li>
        ) : (
          <li>The invoice appears in your statements; quote the order number with any question.</li>
        )}
      </ul>
      <div css={actions} className={cx('checkout', 'confirmation-actions')}>
        <Button onClick={(event) => event.currentTarget.ownerDocument.defaultView?.print()}>Print</Button>
        <a href={hostPageUrl('home')} css={link}>
          Continue shopping
        </a>
      </div>
    </section>
  );
}

const box = {
  borderColor: theme.color.success,
  borderWidth: '2px',
  // Printed: the order on white, without the buttons and links.
  '@media print': { border: 0, padding: 0, background: 'none', color: '#000' },
} as const;
const title = { '&&': { fontSize: theme.font.size.xl, color: theme.color.success }, '&:focus': { outline: 'none' }, '&:focus-visible': theme.focusRing, '@media print': { '&&': { color: '#000' } } } as const;
const factList = {
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: theme.space.md,
  '& dt': { fontSize: theme.font.size.sm, color: theme.color.textMuted },
  '& dd': { margin: 0, fontSize: theme.font.size.md, fontWeight: theme.font.weight.bold, overflowWrap: 'anywhere' },
  '@media print': { breakInside: 'avoid' },
} as const;
const subheading = { margin: 0, fontSize: theme.font.size.md, fontWeight: theme.font.weight.bold } as const;
const steps = { margin: 0, paddingLeft: theme.space.xl, display: 'flex', flexDirection: 'column', gap: theme.space.xs, lineHeight: theme.font.lineHeight.normal } as const;
const actions = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.lg, '@media print': { display: 'none' } } as const;
