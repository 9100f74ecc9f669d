/**
 * One cart line (HOST-CONTRACT sections 7 and 9): image, name as text, item number, package
 * quantity, the search cards' quantity editor named `Quantity of {itemName}`, unit price
 * with its unit of measure, line total, a backorder note, the line's own message, and
 * `Remove {itemName}`. Styled by class name from the cart page's one style (cartPageStyle),
 * so a cart of 200 lines costs no style look-up per line.
 */
import { memo } from 'react';
import type { CartLine } from '../../contract/responses';
import { backorderNote, linePackageQuantity } from '../../domain/cartLines';
import { productImageUrl } from '../../domain/images';
import { formatNumber } from '../../domain/format';
import { PRICE_HIDDEN_TEXT, formatPrice, priceText, unitOfMeasure } from '../../domain/price';
import type { LineProblem } from '../../state/cartPage/cartPageStore';
import { AlertIcon, Notice, SpinnerIcon, TrashIcon } from '../primitives';
import { ProductImage } from '../product/ProductImage';
import { QuantityEditor } from '../quantity/QuantityEditor';
import { cx } from '../theme';

export type CartLineItemProps = {
  line: CartLine;
  /** The page context's `productImageUrl`. */
  imageBase: string;
  /** What the line's field holds; the line's own quantity when undefined. */
  quantity: number | null | undefined;
  /** A change of this line is queued or on its way. */
  pending: boolean;
  problem: LineProblem | undefined;
  /** Quantities as text; no editor, no Remove. */
  readOnly: boolean;
  /** The customer orders fulfillment items in ones (linePackageQuantity). */
  ecomCustomer: boolean;
  /** False hides unit price and line total (src/domain/price.ts showsPrices: not withCustomer). */
  showPrices: boolean;
  onQuantityChange: (itemId: number, quantity: number | null) => void;
  onQuantitySettle: (itemId: number, quantity: number | null) => void;
  onRemove: (itemId: number) => void;
  onRetry: (itemId: number) => void;
};

/**
 * The line's thumbnail: na.svg for an item without images, the inline not-available picture
 * when the image fails to load (the search cards' ProductImage).
 */
function LineImage({ imageBase, imageNames }: { imageBase: string; imageNames: readonly string[] }) {
  return <ProductImage className={cx('cart-line', 'image')} src={productImageUrl(imageBase, imageNames, 'thumb')} alt="" width={80} height={80} />;
}

function CartLineItemView({
  line,
  imageBase,
  quantity,
  pending,
  problem,
  readOnly,
  ecomCustomer,
  showPrices,
  onQuantityChange,
  onQuantitySettle,
  onRemove,
  onRetry,
}: CartLineItemProps) {
  const shown = quantity === undefined ? line.quantity : quantity;
  const removing = pending && shown === 0;
  const note = backorderNote(line);
  const unit = unitOfMeasure(line);
  const pack = linePackageQuantity(line, { ecomCustomer });
  return (
    <article
      className={`${cx('cart-line')}${pending ? ' sf-cart-line--pending' : ''}`}
      aria-label={line.itemName}
      aria-busy={pending || undefined}
    >
      <div className={cx('cart-line', 'media')}>
        <LineImage imageBase={imageBase} imageNames={line.imageNames} />
      </div>
      <div className={cx('cart-line', 'info')}>
        <p className={cx('cart-line', 'name')}>{line.itemName}</p>
        <p className={cx('cart-line', 'meta')}>
          <span>Item #{line.itemNumber}</span>
          <span>Package quantity: {formatNumber(pack)}</span>
        </p>
        {note ? (
          <p className={cx('cart-line', 'backorder')}>
            <AlertIcon size={16} />
            <span>{note}</span>
          </p>
        ) : null}
      </div>
      <div className={cx('cart-line', 'quantity')}>
        {readOnly ? (
          <span className={cx('cart-line', 'quantity-text')}>
            Quantity: {formatNumber(line.quantity)} {unit}
          </span>
        ) : (
          <QuantityEditor
            value={shown}
            packageQuantity={pack}
            label={`Quantity of ${line.itemName}`}
            unstyled
            onValueChange={(value) => onQuantityChange(line.itemId, value)}
            onSettle={(value) => onQuantitySettle(line.itemId, value)}
          />
        )}
        {pending ? (
          <span className={cx('cart-line', 'status')}>
            <SpinnerIcon size={14} />
            {removing ? 'Removing…' : 'Updating…'}
          </span>
        ) : null}
      </div>
      {!showPrices ? (
        <p className={cx('cart-line', 'price')}>{PRICE_HIDDEN_TEXT}</p>
      ) : (
        <>
          <p className={cx('cart-line', 'price')}>
            <span className={cx('cart-line', 'label')}>Price</span>
            <span className={cx('cart-line', 'amount')}>
              {priceText(line)}
              {line.price === null ? null : <span className={cx('cart-line', 'unit')}> / {unit}</span>}
            </span>
          </p>
          <p className={cx('cart-line', 'total')}>
            <span className={cx('cart-line', 'label')}>Total</span>
            <span className={cx('cart-line', 'amount')}>{line.lineTotal === null ? '—' : formatPrice(line.lineTotal)}</span>
          </p>
        </>
      )}
      {readOnly ? null : (
        <button
          type="button"
          className={cx('cart-line', 'remove')}
          aria-label={`Remove ${line.itemName}`}
          disabled={removing}
          onClick={() => onRemove(line.itemId)}
        >
          <TrashIcon size={18} />
          <span className={cx('cart-line', 'remove-text')}>Remove</span>
        </button>
      )}
      {problem ? (
        <div className={cx('cart-line', 'problem')}>
          <Notice tone="error" compact {...(problem.retry ? { onRetry: () => onRetry(line.itemId) } : {})}>
            {problem.message}
          </Notice>
        </div>
      ) : null}
    </article>
  );
}

/** Same figures: every answer brings new line objects, most of them unchanged. */
function sameLine(a: CartLine, b: CartLine): boolean {
  if (a === b) return true;
  for (const key of Object.keys(a) as (keyof CartLine)[]) {
    if (key === 'imageNames') {
      if (a.imageNames.join('\n') !== b.imageNames.join('\n')) return false;
    } else if (!Object.is(a[key], b[key])) return false;
  }
  return Object.keys(a).length === Object.keys(b).length;
}

/** Re-renders only when its own line's figures, field, state or flags change. */
export const CartLineItem = memo(CartLineItemView, (before, after) => {
  for (const key of Object.keys(after) as (keyof CartLineItemProps)[]) {
    if (key === 'line') {
      if (!sameLine(before.line, after.line)) return false;
    } else if (!Object.is(before[key], after[key])) return false;
  }
  return true;
});
