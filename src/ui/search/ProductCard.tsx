/**
 * One product card (SPEC sections 2, 5 and 6): an `article` named by the product's title,
 * with image, title, subtitle, and for a signed-in user price, availability, minimum
 * quantity, quantity editor, Add to cart and the favorites control; Configure links for
 * configurator items. An anonymous visitor gets the login prompt instead of the ordering
 * part.
 *
 * One Emotion style on the card root styles its parts by class name, the quantity editor's
 * included: a grid of 1000 cards then costs one style look-up per card instead of one per
 * element. A card at rest has no SVG element: the editor's minus and plus are CSS gradients
 * and the heart a CSS mask (only the spinner while adding and the check once added are SVG).
 */
import { css } from '@emotion/react';
import { memo } from 'react';
import type { ReactNode } from 'react';
import type { SearchItem } from '../../contract/responses';
import { productImageUrl } from '../../domain/images';
import { minimumQuantityShown } from '../../domain/quantity';
import { cutText, TEXT_CUTS } from '../../domain/text';
import type { CardState } from '../../state/search/cardStore';
import { Availability, availabilityStyles } from '../product/Availability';
import { ConfigureLinks, configureLinksStyles } from '../product/ConfigureLinks';
import { LoginPrompt, loginPromptStyles } from '../product/LoginPrompt';
import { OrderControls, orderControlsStyles } from '../product/OrderControls';
import { ItemPrice, PriceHidden, priceStyles } from '../product/Price';
import { ProductImage, productImageStyles } from '../product/ProductImage';
import { cx, mobileMedia, theme } from '../../theme/theme';

export type ProductCardProps = {
  item: SearchItem;
  /** The page context's `productImageUrl`. */
  imageBase: string;
  /** Signed in (companyUserId > 0): show price, availability, quantity, add to cart, favorites. */
  authenticated: boolean;
  /** A sales rep with a customer: the price is hidden. */
  withCustomer: boolean;
  /** Disables Add to cart and Configure. */
  readOnly: boolean;
  /** For the minimum quantity shown (1 on fulfillment items for e-commerce customers). */
  ecomCustomer: boolean;
  /** This card's quantity and add-to-cart state. */
  card: CardState;
  /** Results are loading: the quantity editor is disabled. @default false */
  loading?: boolean;
  onQuantityChange: (itemId: number, quantity: number | null) => void;
  onAddToCart: (item: SearchItem) => void;
  /** The favorites control for this item (signed-in users only). */
  favorites?: ReactNode;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** The page's path and query: signing in from the prompt comes back here (`loginUrl`). */
  loginReturnTo?: string | undefined;
  /** The viewer's calendar day, yyyy-mm-dd: the stock sentence never names a receipt date before it. */
  today: string;
};

const cardStyle = css({
  ...priceStyles,
  ...availabilityStyles,
  ...configureLinksStyles,
  ...orderControlsStyles,
  ...loginPromptStyles,
  ...productImageStyles,
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  minWidth: 0,
  padding: theme.space.md,
  background: theme.color.background,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  color: theme.color.text,
  fontFamily: theme.font.family,
  fontSize: theme.font.size.md,
  lineHeight: theme.font.lineHeight.normal,
  'a:focus-visible, button:focus-visible': theme.focusRing,
  '.sf-card__media': {
    display: 'block',
    position: 'relative',
    aspectRatio: '4 / 3',
    background: theme.color.surface,
    borderRadius: theme.radius.sm,
    overflow: 'hidden',
  },
  '.sf-card__image': { display: 'block', width: '100%', height: '100%', objectFit: 'contain' },
  '.sf-card__fav': { position: 'absolute', top: theme.space.xs, right: theme.space.xs },
  '.sf-card__title': {
    margin: 0,
    fontSize: theme.font.size.md,
    fontWeight: theme.font.weight.bold,
    lineHeight: theme.font.lineHeight.tight,
    // Three lines held for every title (60 characters at most), so prices line up in a row.
    minHeight: '3.75em',
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    // Two narrow columns on a phone: four lines, so a 60-character title still shows whole.
    [mobileMedia]: { minHeight: '5em', WebkitLineClamp: 4 },
  },
  '.sf-card__title a': { color: 'inherit', textDecoration: 'none' },
  '.sf-card__title a:hover': { textDecoration: 'underline' },
  '.sf-card__subtitle': { margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted },
  '.sf-card__header': { margin: 0, fontSize: theme.font.size.xs, color: theme.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' },
  '.sf-card__ids': { display: 'flex', flexWrap: 'wrap', columnGap: theme.space.sm },
  '.sf-card__meta': { margin: 0, fontSize: theme.font.size.xs, color: theme.color.textMuted, fontVariantNumeric: 'tabular-nums' },
  '.sf-card__restricted': { margin: 0, fontSize: theme.font.size.xs, color: theme.color.warning },
  '.sf-card__order': { flex: '1 1 auto', display: 'flex', flexDirection: 'column', gap: theme.space.sm, paddingTop: theme.space.xs },
  '.sf-card__bottom': { marginTop: 'auto' },
  '.sf-card__login': { marginTop: 'auto' },
});

function CardImage({ item, imageBase }: { item: SearchItem; imageBase: string }) {
  return (
    <a className={cx('card', 'media')} href={item.productUrl} tabIndex={-1} aria-hidden="true">
      <ProductImage className={cx('card', 'image')} src={productImageUrl(imageBase, item.imageNames, 'thumb')} alt="" width={240} height={240} />
    </a>
  );
}

function ProductCardView({
  item,
  imageBase,
  authenticated,
  withCustomer,
  readOnly,
  ecomCustomer,
  card,
  loading = false,
  onQuantityChange,
  onAddToCart,
  favorites,
  headingLevel = 3,
  loginReturnTo,
  today,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const title = cutText(item.itemName, TEXT_CUTS.title);
  const subtitle = item.catalogSubHeader ? cutText(item.catalogSubHeader, TEXT_CUTS.subtitle) : '';
  // The catalogue's small heading line above the title (SPEC section 3 `catalogHeader`).
  const header = item.catalogHeader ? cutText(item.catalogHeader, TEXT_CUTS.subtitle) : '';
  const configureIds = `sf-card-${item.itemId}`;

  return (
    <article css={cardStyle} className={cx('card')} aria-label={item.itemName}>
      <CardImage item={item} imageBase={imageBase} />
      {authenticated && favorites ? <div className={cx('card', 'fav')}>{favorites}</div> : null}
      {header ? (
        <p className={cx('card', 'header')} title={header === item.catalogHeader ? undefined : item.catalogHeader}>
          {header}
        </p>
      ) : null}
      <Heading className={cx('card', 'title')}>
        <a href={item.productUrl} title={title === item.itemName ? undefined : item.itemName}>
          {title}
        </a>
      </Heading>
      {subtitle ? (
        <p className={cx('card', 'subtitle')} title={subtitle === item.catalogSubHeader ? undefined : item.catalogSubHeader}>
          {subtitle}
        </p>
      ) : null}
      <div className={cx('card', 'ids')}>
        <p className={cx('card', 'meta')}>Item #{item.itemNumber}</p>
        {item.bfgShortSku ? <p className={cx('card', 'meta')}>SKU {item.bfgShortSku}</p> : null}
      </div>
      {item.restrictedText ? <p className={cx('card', 'restricted')}>{item.restrictedText}</p> : null}
      {authenticated ? (
        <div className={cx('card', 'order')}>
          {withCustomer ? <PriceHidden /> : <ItemPrice item={item} packageQuantity={minimumQuantityShown(item, { ecomCustomer })} />}
          <Availability
            availability={item.availability}
            quantity={card.quantity}
            stockMessage={item.stockResult?.stockMessage}
            disablePurchasing={item.stockResult?.disablePurchasing}
            regionalWarehouseQty={item.regionalWarehouseQty}
            today={today}
          />
          <ConfigureLinks item={item} quantity={card.quantity ?? 0} readOnly={readOnly} idPrefix={configureIds} />
          {/* Held at the card's bottom and growing upwards: the quantity and Add to cart stay
              level with the neighbouring cards' in a row, whatever shows above them. */}
          <OrderControls
            className={cx('card', 'bottom')}
            item={item}
            card={card}
            readOnly={readOnly}
            ecomCustomer={ecomCustomer}
            loading={loading}
            onQuantityChange={onQuantityChange}
            onAdd={() => onAddToCart(item)}
          />
        </div>
      ) : (
        <>
          <ConfigureLinks item={item} quantity={item.sellMultiple} readOnly={readOnly} idPrefix={configureIds} />
          <LoginPrompt className={cx('card', 'login')} returnTo={loginReturnTo} />
        </>
      )}
    </article>
  );
}

/** Re-renders only when its own item, card state or flags change. */
export const ProductCard = memo(ProductCardView);
