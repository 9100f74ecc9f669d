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
import { memo, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { SearchItem } from '../../contract/responses';
import { isAddToCartDisabled } from '../../domain/cart';
import { notAvailableImageUrl, productImageUrl } from '../../domain/images';
import { minimumQuantityShown } from '../../domain/quantity';
import { cutText, TEXT_CUTS } from '../../domain/text';
import { CONFIGURATOR_KINDS, configuratorUrl, LOGIN_URL } from '../../domain/urls';
import type { ConfiguratorKind } from '../../domain/urls';
import type { CardState } from '../../state/search/cardStore';
import { CheckIcon, Notice, SpinnerIcon } from '../primitives';
import { QuantityEditor, quantityEditorStyle } from '../quantity/QuantityEditor';
import { cx, mobileMedia, theme } from '../theme';
import { Availability, availabilityStyles } from './Availability';
import { Price, priceStyles } from './Price';

export const LOGIN_PROMPT = 'Click here for pricing and availability';

const CONFIGURATOR_NAMES: Readonly<Record<ConfiguratorKind, string>> = {
  addons: 'Add-ons',
  trackbench: 'Track bench',
  slidebench: 'Slide bench',
  benchconversion: 'Bench conversion',
};

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
};

const cardStyle = css({
  ...priceStyles,
  ...availabilityStyles,
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
  '.sf-card__meta': { margin: 0, fontSize: theme.font.size.xs, color: theme.color.textMuted, fontVariantNumeric: 'tabular-nums' },
  '.sf-card__restricted': { margin: 0, fontSize: theme.font.size.xs, color: theme.color.warning },
  '.sf-card__order': { flex: '1 1 auto', display: 'flex', flexDirection: 'column', gap: theme.space.sm, paddingTop: theme.space.xs },
  '.sf-card__bottom': { marginTop: 'auto', display: 'flex', flexDirection: 'column', gap: theme.space.sm },
  '.sf-card__min': { fontSize: theme.font.size.xs, color: theme.color.textMuted },
  '.sf-card__buy': { display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' },
  '.sf-card__add': {
    flex: '1 1 120px',
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
  },
  '.sf-card__add:hover:not(:disabled)': { background: theme.color.primaryHover },
  '.sf-card__add:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  '.sf-card__add[aria-busy="true"]': { cursor: 'progress' },
  '.sf-card__added': { margin: 0, display: 'flex', alignItems: 'center', gap: theme.space.xs, fontSize: theme.font.size.sm, color: theme.color.success },
  '.sf-card__configure': { display: 'flex', flexWrap: 'wrap', gap: theme.space.sm },
  '.sf-card__configure-link': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '32px',
    padding: `${theme.space.xs} ${theme.space.md}`,
    border: `1px solid ${theme.color.primary}`,
    borderRadius: theme.radius.sm,
    color: theme.color.primary,
    background: theme.color.background,
    fontSize: theme.font.size.sm,
    fontWeight: theme.font.weight.medium,
    fontFamily: 'inherit',
    textDecoration: 'none',
    cursor: 'pointer',
  },
  '.sf-card__configure-link:disabled': { opacity: 0.5, cursor: 'not-allowed', borderColor: theme.color.borderStrong, color: theme.color.textMuted },
  '.sf-card__configure-kind': { fontSize: theme.font.size.xs, color: theme.color.textMuted, alignSelf: 'center' },
  '.sf-quantity': quantityEditorStyle,
  '.sf-card__login': {
    marginTop: 'auto',
    fontSize: theme.font.size.sm,
    fontWeight: theme.font.weight.medium,
    color: theme.color.primary,
  },
});

function ProductImage({ item, imageBase, href }: { item: SearchItem; imageBase: string; href: string }) {
  const [failed, setFailed] = useState(false);
  const src = failed ? notAvailableImageUrl(imageBase, 'thumb') : productImageUrl(imageBase, item.imageNames, 'thumb');
  return (
    <a className={cx('card', 'media')} href={href} tabIndex={-1} aria-hidden="true">
      <img
        className={cx('card', 'image')}
        src={src}
        alt=""
        width={240}
        height={240}
        loading="lazy"
        decoding="async"
        onError={failed ? undefined : () => setFailed(true)}
      />
    </a>
  );
}

function pressOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

function ConfigureLinks({ item, quantity, readOnly }: { item: SearchItem; quantity: number; readOnly: boolean }) {
  const flags = item.configurator;
  if (!flags) return null;
  const kinds = CONFIGURATOR_KINDS.filter((kind) => flags[kind]);
  if (kinds.length === 0) return null;
  return (
    <div className={cx('card', 'configure')}>
      {kinds.map((kind) => {
        const describedBy = `sf-card-${item.itemId}-cfg-${kind}`;
        return (
          <span key={kind} className={cx('card', 'configure-item')}>
            {readOnly ? (
              <button type="button" disabled className={cx('card', 'configure-link')} aria-describedby={describedBy}>
                Configure
              </button>
            ) : (
              // SPEC calls these Configure buttons (disabled when read-only, a real button
              // then); enabled, a link that says it is a button keeps open-in-new-tab, and
              // Space presses it as it would a button.
              <a
                className={cx('card', 'configure-link')}
                role="button"
                href={configuratorUrl(kind, { itemNumber: item.itemNumber, quantity: quantity > 0 ? quantity : item.sellMultiple })}
                aria-describedby={describedBy}
                onKeyDown={pressOnSpace}
              >
                Configure
              </a>
            )}{' '}
            <span id={describedBy} className={cx('card', 'configure-kind')}>
              {CONFIGURATOR_NAMES[kind]}
            </span>
          </span>
        );
      })}
    </div>
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
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const title = cutText(item.itemName, TEXT_CUTS.title);
  const subtitle = item.catalogSubHeader ? cutText(item.catalogSubHeader, TEXT_CUTS.subtitle) : '';
  const disablePurchasing = item.stockResult?.disablePurchasing === true;
  // The package the editor steps and rounds by, as the service checks a cart line: 1 for an
  // e-commerce customer on a fulfillment item, else the sell multiple.
  const minimum = minimumQuantityShown(item, { ecomCustomer });
  const addDisabled = isAddToCartDisabled({ quantity: card.quantity, adding: card.adding, disablePurchasing, readOnly });

  return (
    <article css={cardStyle} className={cx('card')} aria-label={item.itemName}>
      <ProductImage item={item} imageBase={imageBase} href={item.productUrl} />
      {authenticated && favorites ? <div className={cx('card', 'fav')}>{favorites}</div> : null}
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
      <p className={cx('card', 'meta')}>Item #{item.itemNumber}</p>
      {item.restrictedText ? <p className={cx('card', 'restricted')}>{item.restrictedText}</p> : null}
      {authenticated ? (
        <div className={cx('card', 'order')}>
          {withCustomer ? null : (
            <Price
              pricingLoaded={item.pricingLoaded}
              price={item.customerPrice}
              msrp={item.msrp}
              disablePurchasing={disablePurchasing}
              unitOfMeasure={item.unitOfMeasure?.value}
            />
          )}
          <Availability availability={item.availability} stockMessage={item.stockResult?.stockMessage} />
          <ConfigureLinks item={item} quantity={card.quantity ?? 0} readOnly={readOnly} />
          {/* Held at the card's bottom and growing upwards: the quantity and Add to cart stay
              level with the neighbouring cards' in a row, whatever shows above them. */}
          <div className={cx('card', 'bottom')}>
            {card.error ? (
              <Notice tone="error" compact>
                {card.error}
              </Notice>
            ) : null}
            {card.added !== null ? (
              // Announced by the page's one live region; shown here where the eye is.
              <p className={cx('card', 'added')}>
                <CheckIcon size={16} /> Added {card.added} to cart
              </p>
            ) : null}
            <span className={cx('card', 'min')}>
              Minimum quantity: {minimum}
            </span>
            <div className={cx('card', 'buy')}>
              <QuantityEditor
                value={card.quantity}
                packageQuantity={minimum}
                // Nothing can be ordered in a read-only context: show the quantity, not a field.
                editable={!readOnly}
                unstyled
                disabled={loading || card.adding}
                onValueChange={(quantity) => onQuantityChange(item.itemId, quantity)}
                // Enter in the field adds to the cart, as a form's submit would.
                onEnter={(quantity) => {
                  if (!isAddToCartDisabled({ quantity, adding: card.adding, disablePurchasing, readOnly })) onAddToCart(item);
                }}
              />
              {/* A plain button styled by the card's one style: a Button per card would cost one
                  style serialization each on a 1000-card page. */}
              <button
                type="button"
                className={cx('card', 'add')}
                disabled={addDisabled && !card.adding}
                aria-busy={card.adding || undefined}
                aria-disabled={card.adding || undefined}
                onClick={(event) => {
                  // Busy, or the second click of a double click (detail 2): do not add again.
                  if (!card.adding && event.detail <= 1) onAddToCart(item);
                }}
              >
                {card.adding ? <SpinnerIcon size={16} /> : null}
                Add to cart
              </button>
            </div>
          </div>
        </div>
      ) : (
        <>
          <ConfigureLinks item={item} quantity={item.sellMultiple} readOnly={readOnly} />
          <a className={cx('card', 'login')} href={LOGIN_URL}>
            {LOGIN_PROMPT}
          </a>
        </>
      )}
    </article>
  );
}

/** Re-renders only when its own item, card state or flags change. */
export const ProductCard = memo(ProductCardView);
