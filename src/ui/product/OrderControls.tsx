/**
 * Ordering one item (SPEC sections 4 and 5), as on a search card: the last add's failure or
 * success, the minimum quantity, the quantity editor (starting at the sell multiple,
 * stepping and rounding up by the package, with the 'Quantity Changed' alert) and Add to
 * cart, disabled at quantity 0, while adding, when stock disables purchasing and in a
 * read-only context. Enter in the field adds, as a form's submit would. The search cards,
 * the product page and its recently ordered items all order through it.
 *
 * A quantity more than ten times the stock of every warehouse (`overStock`) asks the one
 * over-stock question before adding (OverStockDialog): Continue adds, Cancel keeps the
 * quantity as typed and adds nothing. After an add, the confirmation offers 'View cart'.
 */
import type { ReactNode } from 'react';
import type { SearchItem } from '../../contract/responses';
import { isAddToCartDisabled } from '../../domain/cart';
import { unitOfMeasure } from '../../domain/price';
import { minimumQuantityShown } from '../../domain/quantity';
import { overStock } from '../../domain/stock';
import { hostPageUrl } from '../../domain/urls';
import type { CardState } from '../../state/search/cardStore';
import { CheckIcon, Notice, VisuallyHidden } from '../primitives';
import { QuantityEditor, quantityEditorStyle } from '../quantity/QuantityEditor';
import { useOverStockQuestion } from '../quantity/OverStockDialog';
import { cx, theme } from '../../theme/theme';
import { AddToCartButton, addToCartButtonStyles } from './AddToCartButton';

/** Nested under an ancestor's one style (see ProductCard). */
export const orderControlsStyles = {
  ...addToCartButtonStyles,
  '.sf-order': { display: 'flex', flexDirection: 'column', gap: theme.space.sm },
  '.sf-order__min': { fontSize: theme.font.size.xs, color: theme.color.textMuted },
  '.sf-order__buy': { display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' },
  '.sf-order__buy .sf-add-to-cart': { flex: '1 1 120px' },
  '.sf-order__added': { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.xs, fontSize: theme.font.size.sm, color: theme.color.success },
  '.sf-order__view-cart': { color: theme.color.primary, fontWeight: theme.font.weight.medium, '&:focus-visible': theme.focusRing },
  '.sf-quantity': quantityEditorStyle,
} as const;

export type OrderControlsProps = {
  item: Pick<SearchItem, 'itemId' | 'itemName' | 'sellMultiple' | 'fulfillmentItem' | 'stockResult' | 'unitOfMeasure'> & Partial<Pick<SearchItem, 'availability'>>;
  /** This item's quantity and add-to-cart state. */
  card: CardState;
  readOnly: boolean;
  /** For the minimum quantity (1 on fulfillment items for e-commerce customers). */
  ecomCustomer: boolean;
  /** Disables the quantity editor (results loading). @default false */
  loading?: boolean;
  onQuantityChange: (itemId: number, quantity: number | null) => void;
  onAdd: () => void;
  /** Overrides the stock result's disablePurchasing (the product page asks the service separately). */
  disablePurchasing?: boolean;
  /** Shown between the minimum quantity and the editor row. */
  children?: ReactNode;
  /** Show 'Minimum quantity: n' (the product page lists it with the item's facts). @default true */
  showMinimum?: boolean;
  className?: string;
  /**
   * Names the controls after the item (`Order quantity for {itemName}`, `Add {itemName} to
   * cart`) where they are not the page's main ones: the product page's recently ordered
   * cards, so that the product page's own `Quantity` and `Add to cart` (HOST-CONTRACT
   * section 9) are the only controls of those names on the page, and a cart page beside it
   * keeps `Quantity of {itemName}` for its lines. Unset: `Quantity` and `Add to cart`.
   */
  itemName?: string;
};

export function OrderControls({
  item,
  card,
  readOnly,
  ecomCustomer,
  loading = false,
  onQuantityChange,
  onAdd,
  disablePurchasing = item.stockResult?.disablePurchasing === true,
  children,
  className,
  showMinimum = true,
  itemName,
}: OrderControlsProps) {
  // The package the editor steps and rounds by, as the service checks a cart line: 1 for an
  // e-commerce customer on a fulfillment item, else the sell multiple.
  const minimum = minimumQuantityShown(item, { ecomCustomer });
  const addDisabled = isAddToCartDisabled({ quantity: card.quantity, adding: card.adding, disablePurchasing, readOnly });
  const { ask, question } = useOverStockQuestion();
  const requestAdd = (quantity: number | null) => ask([overStock(quantity, item.availability, item.itemName)], onAdd);
  return (
    <div className={className ? `${cx('order')} ${className}` : cx('order')}>
      {card.error ? (
        <Notice tone="error" compact>
          {card.error}
        </Notice>
      ) : null}
      {card.added !== null ? (
        // Announced by the page's one live region; shown here where the eye is.
        <p className={cx('order', 'added')}>
          <CheckIcon size={16} /> Added {card.added} to cart{' '}
          <a href={hostPageUrl('cart')} className={cx('order', 'view-cart')}>
            View cart
          </a>
        </p>
      ) : null}
      {showMinimum ? <span className={cx('order', 'min')}>Minimum quantity: {minimum}</span> : null}
      {children}
      <div className={cx('order', 'buy')}>
        <QuantityEditor
          value={card.quantity}
          packageQuantity={minimum}
          unit={unitOfMeasure(item)}
          // Nothing can be ordered in a read-only context: show the quantity, not a field.
          editable={!readOnly}
          {...(itemName !== undefined ? { label: `Order quantity for ${itemName}` } : {})}
          unstyled
          disabled={loading || card.adding}
          onValueChange={(quantity) => onQuantityChange(item.itemId, quantity)}
          onEnter={(quantity) => {
            if (!isAddToCartDisabled({ quantity, adding: card.adding, disablePurchasing, readOnly })) requestAdd(quantity);
          }}
        />
        <AddToCartButton adding={card.adding} disabled={addDisabled} onAdd={() => requestAdd(card.quantity)}>
          {itemName !== undefined ? (
            <>
              Add<VisuallyHidden> {itemName}</VisuallyHidden> to cart
            </>
          ) : undefined}
        </AddToCartButton>
      </div>
      {question}
    </div>
  );
}
