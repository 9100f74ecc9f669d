/**
 * The Add to cart button of SPEC sections 4 and 5, for a card and the product page. While
 * adding it stays focusable but busy (aria-busy, aria-disabled, a spinner) and ignores
 * presses; the second click of a double click adds nothing. A plain button styled by its
 * ancestor's one style: a Button per card would cost one style serialization each on a
 * 1000-card page.
 */
import type { ReactNode } from 'react';
import { SpinnerIcon } from '../primitives';
import { cx, theme } from '../../theme/theme';

/** Nested under an ancestor's one style (see ProductCard). */
export const addToCartButtonStyles = {
  '.sf-add-to-cart': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space.sm,
    minHeight: '44px',
    padding: `${theme.space.sm} ${theme.space.lg}`,
    border: '1px solid transparent',
    borderRadius: theme.radius.sm,
    background: theme.color.primary,
    color: theme.color.onPrimary,
    fontFamily: 'inherit',
    fontSize: theme.font.size.md,
    fontWeight: theme.font.weight.medium,
    lineHeight: theme.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    '&:focus-visible': theme.focusRing,
  },
  '.sf-add-to-cart:hover:not(:disabled)': { background: theme.color.primaryHover },
  '.sf-add-to-cart:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  '.sf-add-to-cart[aria-busy="true"]': { cursor: 'progress' },
} as const;

export type AddToCartButtonProps = {
  /** A request for this item is on its way. */
  adding: boolean;
  /** `isAddToCartDisabled` of the item (true while adding too). */
  disabled: boolean;
  onAdd: () => void;
  /** @default 'Add to cart' */
  children?: ReactNode;
  'aria-describedby'?: string | undefined;
};

export function AddToCartButton({ adding, disabled, onAdd, children = 'Add to cart', ...rest }: AddToCartButtonProps) {
  return (
    <button
      type="button"
      className={cx('add-to-cart')}
      disabled={disabled && !adding}
      aria-busy={adding || undefined}
      aria-disabled={adding || undefined}
      aria-describedby={rest['aria-describedby']}
      onClick={(event) => {
        // Busy, or the second click of a double click (detail 2): do not add again.
        if (!adding && event.detail <= 1) onAdd();
      }}
    >
      {adding ? <SpinnerIcon size={16} /> : null}
      {/* One flex item: a label with a visually hidden part ("Add <name> to cart") would
          otherwise split into items, each gap added to the word space ("Add  to cart"). */}
      <span className={cx('add-to-cart', 'label')}>{children}</span>
    </button>
  );
}
