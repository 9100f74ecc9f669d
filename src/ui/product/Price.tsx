/**
 * A product's price (SPEC sections 4, 6, 8 and 9): a fixed-size placeholder until customer
 * pricing has loaded, 'Call for price' when purchasing is disabled or there is no price,
 * otherwise the price with 2 decimals per unit of measure ("$3.25 / EA") and, for an item
 * sold in packs of more than one unit, what one pack costs ("$32.50 a case of 10"), both
 * worded by `unitPriceTexts`. The block keeps one height in every state, so the grid does
 * not move when prices arrive.
 */
import { CALL_FOR_PRICE, PRICE_HIDDEN_TEXT, formatPrice, priceDisplay, unitPriceTexts } from '../../domain/price';
import { normalizePackageQuantity } from '../../domain/quantity';
import type { SearchItem } from '../../contract/responses';
import { VisuallyHidden } from '../primitives';
import { cx, theme } from '../../theme/theme';

export { CALL_FOR_PRICE, PRICE_HIDDEN_TEXT };

export type PriceProps = {
  pricingLoaded: boolean;
  /** The customer's price; null when the service has none. */
  price: number | null;
  /** List price, shown struck through when above the customer's price. */
  msrp?: number | null;
  /** From the item's stock result. */
  disablePurchasing?: boolean;
  /** What the price is per and the quantity counts. @default 'EA' */
  unitOfMeasure?: string | null;
  /** Units in one pack; above 1 the pack's price shows under the unit price. @default 1 */
  packageQuantity?: number;
  /**
   * How the list price shows beside the price (only when above it, `priceDisplay`):
   * 'struck' through on a card, 'labelled' ("List price $x") on the product page.
   * @default 'struck'
   */
  listPrice?: 'struck' | 'labelled';
};

/**
 * Nested under an ancestor's one style (a product card, the product page): a price per card
 * then costs no style look-up of its own.
 */
export const priceStyles = {
  '.sf-price': {
    display: 'flex',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    columnGap: theme.space.sm,
    minHeight: '26px',
    '&.sf-price--packed': { minHeight: '44px' },
    color: theme.color.price,
    fontVariantNumeric: 'tabular-nums',
    '.sf-price__amount': { fontSize: theme.font.size.xl, fontWeight: theme.font.weight.bold, lineHeight: '26px' },
    '.sf-price__unit': { fontSize: theme.font.size.sm, color: theme.color.textMuted },
    '.sf-price__list': { fontSize: theme.font.size.sm, color: theme.color.textMuted, textDecoration: 'line-through' },
    '.sf-price__list--labelled': { textDecoration: 'none' },
    '.sf-price__pack': { flexBasis: '100%', fontSize: theme.font.size.sm, lineHeight: '18px', color: theme.color.textMuted },
    '.sf-price__hidden-reason': { fontSize: theme.font.size.sm, color: theme.color.textMuted, lineHeight: '26px' },
    '.sf-price__call': { fontSize: theme.font.size.md, fontWeight: theme.font.weight.bold, lineHeight: '26px' },
    '.sf-price__placeholder': {
      display: 'block',
      width: '96px',
      height: '22px',
      marginTop: '2px',
      borderRadius: theme.radius.sm,
      background: theme.color.surface,
    },
  },
} as const;

export function Price({
  pricingLoaded,
  price,
  msrp = null,
  disablePurchasing = false,
  unitOfMeasure,
  packageQuantity = 1,
  listPrice = 'struck',
}: PriceProps) {
  const display = priceDisplay({ price, pricingLoaded, msrp, disablePurchasing });
  // Sold in packs: room for the pack's line in every state, so nothing moves when it arrives.
  const root = normalizePackageQuantity(packageQuantity) > 1 ? `${cx('price')} ${cx('price', undefined, 'packed')}` : cx('price');
  if (display.kind === 'loading') {
    return (
      <div className={`${root} ${cx('price', undefined, 'loading')}`}>
        <span className={cx('price', 'placeholder')} aria-hidden="true" />
        <VisuallyHidden>Loading price</VisuallyHidden>
      </div>
    );
  }
  if (display.kind === 'call') {
    return (
      <div className={root}>
        <span className={cx('price', 'call')}>{CALL_FOR_PRICE}</span>
      </div>
    );
  }
  const texts = unitPriceTexts(display.amount, { unitOfMeasure, packageQuantity });
  return (
    <div className={root}>
      <span className={cx('price', 'amount')}>{texts.amount}</span>{' '}
      <span className={cx('price', 'unit')}>/ {texts.unit}</span>
      {/* Spaces between the parts: the text reads "$3.25 / EA List price $4.00 $32.50 a case of 10". */}
      {display.listPrice === null ? null : ' '}
      {display.listPrice === null ? null : listPrice === 'labelled' ? (
        <span className={cx('price', 'list', 'labelled')}>List price {formatPrice(display.listPrice)}</span>
      ) : (
        <span className={cx('price', 'list')}>
          <VisuallyHidden>List price </VisuallyHidden>
          {formatPrice(display.listPrice)}
        </span>
      )}
      {texts.packPrice === null ? null : ' '}
      {texts.packPrice === null ? null : <span className={cx('price', 'pack')}>{texts.packPrice}</span>}
    </div>
  );
}

/** In the place of a price while prices are hidden (withCustomer): says why, in one height with a price. */
export function PriceHidden() {
  return (
    <div className={cx('price', undefined, 'hidden')}>
      <span className={cx('price', 'hidden-reason')}>{PRICE_HIDDEN_TEXT}</span>
    </div>
  );
}

/**
 * A search item's own price (cards, squares, add-ons, favorites): its price fields, its
 * stock result, its unit, and its pack (the sell multiple unless `packageQuantity` says
 * otherwise: 1 for an e-commerce customer on a fulfillment item).
 */
export function ItemPrice({
  item,
  packageQuantity = item.sellMultiple,
}: {
  item: Pick<SearchItem, 'pricingLoaded' | 'customerPrice' | 'msrp' | 'stockResult' | 'unitOfMeasure' | 'sellMultiple'>;
  packageQuantity?: number;
}) {
  return (
    <Price
      pricingLoaded={item.pricingLoaded}
      price={item.customerPrice}
      msrp={item.msrp}
      disablePurchasing={item.stockResult?.disablePurchasing === true}
      unitOfMeasure={item.unitOfMeasure?.value}
      packageQuantity={packageQuantity}
    />
  );
}
