/**
 * The cart badge as people meet it: a link to the cart with the line count in a pill. Props
 * only; CartBadge connects it to the page's cart store.
 */
import { keyframes } from '@emotion/react';
import { CART_URL, LOGIN_URL } from '../../domain/urls';
import { CartIcon } from '../primitives/icons';
import { LiveRegion } from '../primitives/LiveRegion';
import { cx, theme } from '../theme';
import { cartBadgeName, cartPillText, CART_SIGN_IN_NAME } from './cartBadgeName';

export type CartBadgeLinkProps = {
  /** Anonymous visitors get a link to sign in, without a count. */
  signedIn: boolean;
  /** Lines in the cart; null while unknown (loading, or the load failed). */
  count: number | null;
  /**
   * Grows by one each time the count changes after it was first known: the badge then
   * announces the new count politely and pulses once. 0 = nothing to announce.
   */
  changeId: number;
};

export function CartBadgeLink({ signedIn, count, changeId }: CartBadgeLinkProps) {
  const name = signedIn ? cartBadgeName(count) : CART_SIGN_IN_NAME;
  const showCount = signedIn && count !== null;
  return (
    <span className={cx('cart-badge', undefined, signedIn ? undefined : 'anonymous')} css={wrapper}>
      <a href={signedIn ? CART_URL : LOGIN_URL} aria-label={name} className={cx('cart-badge', 'link')} css={link}>
        <CartIcon size={26} />
        {showCount && (
          // The key restarts the pulse animation on every change.
          <span key={changeId} aria-hidden="true" className={cx('cart-badge', 'count')} css={changeId > 0 ? [pill, pulse] : pill}>
            {cartPillText(count)}
          </span>
        )}
      </a>
      {signedIn && <LiveRegion message={changeId > 0 ? name : ''} />}
    </span>
  );
}

const grow = keyframes({
  '0%': { transform: 'scale(1)' },
  '40%': { transform: 'scale(1.35)' },
  '100%': { transform: 'scale(1)' },
});

const wrapper = { position: 'relative', display: 'inline-flex' } as const;
const link = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: theme.radius.sm,
  '&:focus-visible': theme.focusRing,
} as const;
const pill = {
  position: 'absolute',
  top: '2px',
  insetInlineEnd: 0,
  minWidth: '20px',
  height: '20px',
  padding: `0 ${theme.space.xs}`,
  borderRadius: theme.radius.pill,
  background: theme.color.accent,
  color: theme.color.onPrimary,
  fontFamily: theme.font.family,
  fontSize: theme.font.size.xs,
  fontWeight: theme.font.weight.bold,
  lineHeight: '20px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
} as const;
const pulse = {
  animation: `${grow} 450ms ease-out`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;
