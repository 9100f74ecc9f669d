/**
 * Related items as product squares (Product/GetProductSquare): image, name and item number
 * linking to the item's product page, and the price for a signed-in user who sees prices.
 */
import { css } from '@emotion/react';
import { useId } from 'react';
import type { SearchItem } from '../../contract/responses';
import { productImageUrl } from '../../domain/images';
import { cutText, TEXT_CUTS } from '../../domain/text';
import { ItemPrice, PriceHidden, priceStyles } from '../product/Price';
import { ProductImage, productImageStyles } from '../product/ProductImage';
import { cx, mobileMedia, theme } from '../../theme/theme';

export type RelatedItemsProps = {
  items: readonly SearchItem[];
  /**
   * Squares on their way (the item's `relatedItemIds` while they load): drawn as skeletons of
   * a square's size, so the sections under them do not move when they arrive. @default 0
   */
  pendingCount?: number;
  imageBase: string;
  showPrices: boolean;
  /** An anonymous visitor sees no price and no reason (the page's sign-in prompt says how to see them); signed in with prices hidden, the reason. */
  signedIn?: boolean;
};

const style = css({
  ...priceStyles,
  ...productImageStyles,
  display: 'grid',
  gap: theme.space.md,
  '.sf-product-squares__list': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: theme.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    [mobileMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  '.sf-product-squares__square': {
    display: 'grid',
    gap: theme.space.xs,
    height: '100%',
    padding: theme.space.md,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.md,
    background: theme.color.background,
    color: theme.color.text,
    textDecoration: 'none',
    '&:hover .sf-product-squares__name': { textDecoration: 'underline' },
    '&:focus-visible': theme.focusRing,
  },
  '.sf-product-squares__image': { display: 'block', width: '100%', aspectRatio: '1 / 1', height: 'auto', objectFit: 'contain' },
  '.sf-product-squares__square .sf-not-available': { aspectRatio: '1 / 1', height: 'auto' },
  '.sf-product-squares__name': { fontWeight: theme.font.weight.medium, lineHeight: theme.font.lineHeight.tight, overflowWrap: 'anywhere' },
  '.sf-product-squares__number': { fontSize: theme.font.size.xs, color: theme.color.textMuted },
  // A skeleton square: the same parts, blank; the name held at two lines, as most names wrap.
  '.sf-product-squares__square--pending': { '.sf-product-squares__image, .sf-product-squares__name > span': { background: theme.color.surface, borderRadius: theme.radius.sm } },
});

function PendingSquare({ showPrices }: { showPrices: boolean }) {
  return (
    <div className={cx('product-squares', 'square', 'pending')}>
      <span className={cx('product-squares', 'image')} />
      <span className={cx('product-squares', 'name')}>
        <span>{'\u00a0'}</span>
        <br />
        {'\u00a0'}
      </span>
      <span className={cx('product-squares', 'number')}>{'\u00a0'}</span>
      {showPrices ? (
        <div className={cx('price')}>
          <span className={cx('price', 'placeholder')} />
        </div>
      ) : null}
    </div>
  );
}

export function RelatedItems({ items, pendingCount = 0, imageBase, showPrices, signedIn = true }: RelatedItemsProps) {
  const headingId = useId();
  if (items.length === 0 && pendingCount === 0) return null;
  if (items.length === 0) {
    return (
      <section css={style} className={cx('product-squares')} aria-labelledby={headingId} aria-busy="true">
        <h2 id={headingId} className={cx('product-page', 'heading')}>
          Related items
        </h2>
        <ul className={cx('product-squares', 'list')} aria-hidden="true">
          {Array.from({ length: pendingCount }, (_, i) => (
            <li key={i}>
              <PendingSquare showPrices={showPrices} />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section css={style} className={cx('product-squares')} aria-labelledby={headingId}>
      <h2 id={headingId} className={cx('product-page', 'heading')}>
        Related items
      </h2>
      <ul className={cx('product-squares', 'list')}>
        {items.map((item) => (
          <li key={item.itemId}>
            <a className={cx('product-squares', 'square')} href={item.productUrl}>
              <ProductImage className={cx('product-squares', 'image')} src={productImageUrl(imageBase, item.imageNames, 'thumb')} alt="" width={180} height={180} />
              <span className={cx('product-squares', 'name')}>{cutText(item.itemName, TEXT_CUTS.title)}</span>
              <span className={cx('product-squares', 'number')}>Item #{item.itemNumber}</span>
              {showPrices ? (
                <ItemPrice item={item} />
              ) : signedIn ? <PriceHidden /> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
