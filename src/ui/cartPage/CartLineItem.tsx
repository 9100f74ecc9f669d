/**
 * One cart line (HOST-CONTRACT sections 7 and 9): image, name (a link to the product page
 * when the service sends its `productUrl`, else text), item number, package quantity, the
 * search cards' quantity editor named `Quantity of {itemName}` with the unit it counts, the
 * price per unit of measure and a pack's price (as on the cards), line total, the item's
 * stock for the line (backorders included), the line's own message, and
 * `Remove {itemName}`. Styled by class name from the cart page's one style (cartPageStyle),
 * so a cart of 200 lines costs no style look-up per line.
 */
import { memo } from 'react';
import type { CartLine } from '../../contract/responses';
import { linePackageQuantity } from '../../domain/cartLines';
import { productImageUrl } from '../../domain/images';
import { formatNumber } from '../../domain/format';
import { CALL_FOR_PRICE, PRICE_HIDDEN_TEXT, formatPrice, priceDisplay, unitOfMeasure, unitPriceTexts } from '../../domain/price';
import type { LineProblem } from '../../state/cartPage/cartPageStore';
import { Notice, SpinnerIcon, TrashIcon } from '../primitives';
import { Availability } from '../product/Availability';
import { ProductImage } from '../product/ProductImage';
import { QuantityEditor } from '../quantity/QuantityEditor';
import { cx } from '../../theme/theme';

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
  /** The viewer's calendar day, yyyy-mm-dd: the stock sentence never names a receipt date before it. */
  today: string;
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
  today,
  onQuantityChange,
  onQuantitySettle,
  onRemove,
  onRetry,
}: CartLineItemProps) {
  const shown = quantity === undefined ? line.quantity : quantity;
  const removing = pending && shown === 0;
  const unit = unitOfMeasure(line);
  const pack = linePackageQuantity(line, { ecomCustomer });
  const display = priceDisplay(line);
  const texts = display.kind === 'amount' ? unitPriceTexts(display.amount, { unitOfMeasure: unit, packageQuantity: pack }) : null;
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
        <p className={cx('cart-line', 'name')}>{line.productUrl ? <a href={line.productUrl}>{line.itemName}</a> : line.itemName}</p>
        <p className={cx('cart-line', 'meta')}>
          <span>Item #{line.itemNumber}</span>
          <span>Package quantity: {formatNumber(pack)}</span>
        </p>
        {/* The item's stock for this line's quantity, in the words its card uses (stockStatus). */}
        <div className={cx('cart-line', 'stock')}>
          <Availability availability={line.availability} quantity={line.quantity} backorderQuantity={line.backorderQuantity} today={today} />
        </div>
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
            unit={unit}
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
              {texts === null ? CALL_FOR_PRICE : texts.amount}
              {texts === null ? null : <span className={cx('cart-line', 'unit')}> / {texts.unit}</span>}
            </span>
            {texts?.packPrice ? <span className={cx('cart-line', 'pack')}>{texts.packPrice}</span> : null}
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
