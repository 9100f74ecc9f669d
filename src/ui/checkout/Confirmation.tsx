import { useEffect, useRef } from 'react';
import type { SubmittedOrder } from '../../contract/responses';
import { formatPrice } from '../../domain/price';
import { cx, theme } from '../../theme/theme';
import { link, paragraph, section, sectionHeading } from './styles';

export type ConfirmationProps = {
  order: SubmittedOrder;
  shipViaName: string | null;
  paidBy: string;
  /** Where "Continue shopping" goes. @default '/' */
  shopUrl?: string;
};

/** The placed order, in place of the form; takes focus so the result is heard at once. */
export function Confirmation({ order, shipViaName, paidBy, shopUrl = '/' }: ConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={cx('checkout', 'confirmation')} css={[section, box]} aria-labelledby="sf-checkout-confirmation-title">
      <h2 id="sf-checkout-confirmation-title" ref={heading} tabIndex={-1} css={[sectionHeading, title]}>
        Order placed
      </h2>
      <p css={paragraph}>
        Thank you. Your order number is <strong className={cx('checkout', 'order-number')}>{order.orderNumber}</strong>.
      </p>
      <dl css={facts}>
        <div>
          <dt>Lines</dt>
          <dd>{order.lineCount}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatPrice(order.total)}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{paidBy}</dd>
        </div>
      </dl>
      <h3 css={subheading}>What happens next</h3>
      <ul css={steps}>
        {/* The order number is shown once, above (HOST-CONTRACT section 9: a test finds it as text). */}
        <li>We send you an email confirmation of this order.</li>
        <li>The warehouse picks and packs the order{shipViaName ? `, then ships it by ${shipViaName}` : ''}; you get the tracking details by email.</li>
        <li>The invoice appears in your statements; quote the order number with any question.</li>
      </ul>
      <p css={paragraph}>
        <a href={shopUrl} css={link}>
          Continue shopping
        </a>
      </p>
    </section>
  );
}

const box = { borderColor: theme.color.success, borderWidth: '2px' } as const;
const title = { '&&': { fontSize: theme.font.size.xl, color: theme.color.success }, '&:focus': { outline: 'none' }, '&:focus-visible': theme.focusRing } as const;
const facts = {
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: theme.space.md,
  '& dt': { fontSize: theme.font.size.sm, color: theme.color.textMuted },
  '& dd': { margin: 0, fontSize: theme.font.size.lg, fontWeight: theme.font.weight.bold },
} as const;
const subheading = { margin: 0, fontSize: theme.font.size.md, fontWeight: theme.font.weight.bold } as const;
const steps = { margin: 0, paddingLeft: theme.space.xl, display: 'flex', flexDirection: 'column', gap: theme.space.xs, lineHeight: theme.font.lineHeight.normal } as const;
