/**
 * A skip link inside a widget: out of sight until it takes focus, then a button-like link
 * over the page at the top left of its nearest positioned ancestor (never in the flow, so
 * taking focus moves nothing below it). Activating it calls `onSkip`, which moves focus (to a
 * heading with tabIndex -1, or the area before the control the buyer came for); the address,
 * the host's, stays as it is. Used by the search page ('Skip to results'), the cart ('Skip to
 * order summary') and the checkout ('Skip to Place order'): docs/accessibility.md.
 */
import type { ReactNode } from 'react';
import { cx, theme } from '../../theme/theme';

export type SkipLinkProps = {
  children: ReactNode;
  onSkip: () => void;
  /** More class names (a widget's own placement for it). */
  className?: string;
};

const skipLinkStyle = {
  position: 'absolute',
  top: 0,
  left: 0,
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  '&:focus': {
    zIndex: 3,
    width: 'auto',
    height: 'auto',
    overflow: 'visible',
    clipPath: 'none',
    display: 'inline-block',
    padding: `${theme.space.sm} ${theme.space.md}`,
    background: theme.color.background,
    color: theme.color.primary,
    fontFamily: theme.font.family,
    fontWeight: theme.font.weight.medium,
    boxShadow: theme.shadow.raised,
    ...theme.focusRing,
  },
} as const;

export function SkipLink({ children, onSkip, className }: SkipLinkProps) {
  return (
    <a
      href="#"
      css={skipLinkStyle}
      className={[cx('skip-link'), className].filter(Boolean).join(' ')}
      onClick={(event) => {
        event.preventDefault();
        onSkip();
      }}
    >
      {children}
    </a>
  );
}
