/**
 * 'Recently ordered' for a signed-in user: compact cards that link to each item's product
 * page and order it with the search cards' controls (OrderControls and the card store).
 */
import { css } from '@emotion/react';
import { useId } from 'react';
import type { SearchItem } from '../../contract/responses';
import { productImageUrl } from '../../domain/images';
import { minimumQuantityShown } from '../../domain/quantity';
import { cutText, TEXT_CUTS } from '../../domain/text';
import { initialCardState, type CardState } from '../../state/search/cardStore';
import { Notice } from '../primitives';
import { OrderControls, orderControlsStyles } from '../product/OrderControls';
import { ItemPrice, PriceHidden, priceStyles } from '../product/Price';
import { ProductImage, productImageStyles } from '../product/ProductImage';
import { cx, mobileMedia, theme } from '../../theme/theme';

export type RecentlyOrderedProps = {
  items: readonly SearchItem[] | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  imageBase: string;
  showPrices: boolean;
  readOnly: boolean;
  ecomCustomer: boolean;
  cards: ReadonlyMap<number, CardState>;
  onQuantityChange: (itemId: number, quantity: number | null) => void;
  onAddToCart: (item: SearchItem) => void;
};

const style = css({
  ...priceStyles,
  ...productImageStyles,
  ...orderControlsStyles,
  display: 'grid',
  gap: theme.space.md,
  '.sf-recently-ordered__list': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: theme.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    [mobileMedia]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  '.sf-recently-ordered__card': {
    display: 'grid',
    gridTemplateColumns: '64px minmax(0, 1fr)',
    gap: theme.space.sm,
    height: '100%',
    padding: theme.space.md,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.md,
    background: theme.color.background,
  },
  '.sf-recently-ordered__image': { display: 'block', width: '64px', height: '64px', objectFit: 'contain' },
  '.sf-recently-ordered__card .sf-not-available': { width: '64px', height: '64px' },
  '.sf-recently-ordered__body': { display: 'grid', gap: theme.space.xs, minWidth: 0 },
  '.sf-recently-ordered__name': { margin: 0, fontSize: theme.font.size.md, fontWeight: theme.font.weight.medium, lineHeight: theme.font.lineHeight.tight },
  '.sf-recently-ordered__name a': { color: 'inherit', '&:focus-visible': theme.focusRing },
  '.sf-recently-ordered__number': { margin: 0, fontSize: theme.font.size.xs, color: theme.color.textMuted },
  '.sf-recently-ordered__order': { gridColumn: '1 / -1' },
});

export function RecentlyOrdered(props: RecentlyOrderedProps) {
  const headingId = useId();
  const { items, imageBase } = props;
  if (!props.loading && !props.error && (items === null || items.length === 0)) return null;
  return (
    <section css={style} className={cx('recently-ordered')} aria-labelledby={headingId} aria-busy={props.loading || undefined}>
      <h2 id={headingId} className={cx('product-page', 'heading')}>
        Recently ordered
      </h2>
      {props.error ? (
        <Notice tone="error" compact onRetry={props.onRetry}>
          {props.error}
        </Notice>
      ) : null}
      {items && items.length > 0 ? (
        <ul className={cx('recently-ordered', 'list')}>
          {items.map((item) => (
            <li key={item.itemId}>
              <article className={cx('recently-ordered', 'card')} aria-label={item.itemName}>
                <a href={item.productUrl} tabIndex={-1} aria-hidden="true">
                  <ProductImage className={cx('recently-ordered', 'image')} src={productImageUrl(imageBase, item.imageNames, 'thumb')} alt="" width={64} height={64} />
                </a>
                <div className={cx('recently-ordered', 'body')}>
                  <h3 className={cx('recently-ordered', 'name')}>
                    <a href={item.productUrl}>{cutText(item.itemName, TEXT_CUTS.title)}</a>
                  </h3>
                  <p className={cx('recently-ordered', 'number')}>Item #{item.itemNumber}</p>
                  {props.showPrices ? (
                    <ItemPrice item={item} packageQuantity={minimumQuantityShown(item, { ecomCustomer: props.ecomCustomer })} />
                  ) : <PriceHidden />}
                </div>
                <OrderControls
                  className={cx('recently-ordered', 'order')}
                  item={item}
                  card={props.cards.get(item.itemId) ?? initialCardState(item.sellMultiple)}
                  readOnly={props.readOnly}
                  ecomCustomer={props.ecomCustomer}
                  onQuantityChange={props.onQuantityChange}
                  onAdd={() => props.onAddToCart(item)}
                  itemName={item.itemName}
                />
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
