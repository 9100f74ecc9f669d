/**
 * The product page (HOST-CONTRACT section 6): one item with its images, facts, description
 * and restrictions; for a signed-in user its price, availability and ordering with the
 * search cards' pieces (src/ui/product), its add-ons, and what the customer ordered
 * recently; related items for everyone. An anonymous visitor gets the login prompt in place
 * of price, availability and ordering. Props and callbacks only.
 */
import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import type { ProductDetail, SearchItem } from '../../contract/responses';
import { isAddToCartDisabled } from '../../domain/cart';
import { unitOfMeasure } from '../../domain/price';
import { minimumQuantityShown, normalizePackageQuantity } from '../../domain/quantity';
import { searchResultsUrl } from '../../domain/urls';
import type { ProductPageState } from '../../state/productPage/productPageStore';
import { initialCardState, type CardState } from '../../state/search/cardStore';
import { LiveRegion, Notice } from '../primitives';
import { onDemand, useSecondPass } from '../primitives/onDemand';
import { Availability, availabilityStyles } from '../product/Availability';
import { ConfigureLinks, configureLinksStyles } from '../product/ConfigureLinks';
import { LoginPrompt, loginPromptStyles } from '../product/LoginPrompt';
import { OrderControls, orderControlsStyles } from '../product/OrderControls';
import { Price, PriceHidden, priceStyles } from '../product/Price';
import { useSanitizedHtml } from '../search/useSanitizedHtml';
import { cx, mobileMedia, theme } from '../../theme/theme';
import { AddOnsSection } from './AddOnsSection';
import { ProductGallery } from './ProductGallery';
import { RelatedItems } from './RelatedItems';

// 'Recently ordered', the page's last section, loads on demand (issue 34): it starts
// downloading with this view and draws when it is in; nothing of the widget sits below it.
const RecentlyOrdered = onDemand(() => import('./RecentlyOrdered').then((module) => module.RecentlyOrdered));
void RecentlyOrdered.preload().catch(() => {
  // Tried again when the section renders; its error then reaches the widget's boundary.
});

/** SPEC's New York restriction, in words. */
export const NY_RESTRICTION_TEXT = 'This item cannot be shipped to New York.';

export type ProductPageViewProps = {
  /** The item number asked for (shown when the service does not know it). */
  itemNumber: string;
  state: ProductPageState;
  /** The page context's `productImageUrl`. */
  imageBase: string;
  signedIn: boolean;
  /** `showsPrices` of the page context: signed in and not withCustomer. */
  showPrices: boolean;
  /** Disables Add to cart and Configure. */
  readOnly: boolean;
  ecomCustomer: boolean;
  /** Quantity and add-to-cart state per item id (the main item and recently ordered items). */
  cards: ReadonlyMap<number, CardState>;
  /** The favorites control of the item (signed-in users); drawn from the second pass, its row held before. */
  favorites?: ReactNode;
  /** The page's path and query: signing in from the prompt comes back here (`loginUrl`). */
  loginReturnTo?: string | undefined;
  /** The viewer's calendar day, yyyy-mm-dd: the stock sentence never names a receipt date before it. */
  today: string;
  portalContainer?: HTMLElement | null | undefined;
  announcement: { message: string; repeat: number };
  onQuantityChange: (itemId: number, quantity: number | null) => void;
  onAddToCart: (item: SearchItem) => void;
  onRetryItem: () => void;
  onRetryPrice: () => void;
  onRetryStock: () => void;
  onRetryRecent: () => void;
  onAddOnSelectedChange: (itemId: number, selected: boolean) => void;
  onAddOnQuantityChange: (itemId: number, quantity: number | null) => void;
  onAddSelected: () => void;
};

// Headings doubled in class (0,2,0): a host rule such as `.content h1` must not restyle them.
const pageStyle = css({
  ...priceStyles,
  ...availabilityStyles,
  ...configureLinksStyles,
  ...orderControlsStyles,
  ...loginPromptStyles,
  display: 'grid',
  gap: theme.space.xxl,
  minWidth: 0,
  color: theme.color.text,
  fontFamily: theme.font.family,
  fontSize: theme.font.size.md,
  lineHeight: theme.font.lineHeight.normal,
  'a:focus-visible, button:focus-visible': theme.focusRing,
  '.sf-product-page__search': { color: theme.color.primary, fontWeight: theme.font.weight.medium },
  '.sf-product-page__main': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
    gap: theme.space.xxl,
    alignItems: 'start',
    [mobileMedia]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.lg },
  },
  '.sf-product-page__info': { display: 'grid', gap: theme.space.md, minWidth: 0 },
  '.sf-product-page__title.sf-product-page__title': {
    margin: 0,
    fontSize: theme.font.size.xxl,
    fontWeight: theme.font.weight.bold,
    lineHeight: theme.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  '.sf-product-page__subtitle': { margin: 0, fontSize: theme.font.size.lg, color: theme.color.textMuted },
  '.sf-product-page__heading.sf-product-page__heading': {
    margin: 0,
    fontSize: theme.font.size.xl,
    fontWeight: theme.font.weight.bold,
    lineHeight: theme.font.lineHeight.tight,
  },
  '.sf-product-page__facts': {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: `${theme.space.xs} ${theme.space.lg}`,
    margin: 0,
    fontSize: theme.font.size.sm,
    '& > div': { display: 'contents' },
    '& dt': { color: theme.color.textMuted },
    '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
  },
  '.sf-product-page__restricted': { margin: 0, fontSize: theme.font.size.sm, color: theme.color.warning },
  '.sf-product-page__order': {
    display: 'grid',
    gap: theme.space.md,
    padding: theme.space.lg,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.md,
    background: theme.color.background,
  },
  '.sf-product-page__order .sf-price__amount': { fontSize: theme.font.size.xxl, lineHeight: '32px' },
  // Held at the button's height (44 px) before the second pass draws the control.
  '.sf-product-page__fav': { display: 'flex', alignItems: 'center', gap: theme.space.sm, minHeight: '44px' },
  '.sf-product-page__description': { overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' } },
  '.sf-product-page__loading': { margin: 0, color: theme.color.textMuted },
});

function Facts({ item, ecomCustomer }: { item: ProductDetail; ecomCustomer: boolean }) {
  const facts: [string, string][] = [
    ['Item number', item.itemNumber],
    ...(item.mfgItemNumber ? ([['Manufacturer item number', item.mfgItemNumber]] as [string, string][]) : []),
    ['Unit of measure', unitOfMeasure(item)],
    ['Package quantity', String(normalizePackageQuantity(item.sellMultiple))],
    ['Minimum quantity', String(minimumQuantityShown(item, { ecomCustomer }))],
  ];
  return (
    <dl className={cx('product-page', 'facts')}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Description({ html, headingId }: { html: string; headingId: string }) {
  const clean = useSanitizedHtml(html);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={cx('product-page', 'heading')}>
        Description
      </h2>
      {/* Sanitized by DOMPurify as the category description is; empty until it has loaded. */}
      <div className={cx('product-page', 'description')} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />
    </section>
  );
}

export function ProductPageView(props: ProductPageViewProps) {
  const { state, signedIn, showPrices, readOnly, ecomCustomer, imageBase } = props;
  const titleId = useId();
  const descriptionId = useId();
  // The first render draws the product with its price; the favorites control and recently
  // ordered draw in the next frame (issue 34 step 8).
  const secondPass = useSecondPass();
  const detail = state.item.value;
  const announcer = <LiveRegion message={props.announcement.message} repeat={props.announcement.repeat} />;

  if (!detail) {
    return (
      <div css={pageStyle} className={cx('product-page')}>
        {state.item.notFound ? (
          <Notice tone="warning">
            {state.item.error}{' '}
            <a className={cx('product-page', 'search')} href={searchResultsUrl(props.itemNumber)}>
              Search for “{props.itemNumber}”
            </a>
          </Notice>
        ) : state.item.status === 'error' ? (
          <Notice tone="error" onRetry={props.onRetryItem}>
            {state.item.error}
          </Notice>
        ) : (
          <p role="status" className={cx('product-page', 'loading')}>
            Loading the item…
          </p>
        )}
        {announcer}
      </div>
    );
  }

  const stock = state.stock.value ?? detail.stockResult;
  const disablePurchasing = stock?.disablePurchasing === true;
  const price = state.price.value;
  // The item as ordered: the price the customer sees and the stock answer of this page.
  const orderItem: SearchItem = { ...detail, customerPrice: price?.customerPrice ?? null, stockResult: stock };
  const card = props.cards.get(detail.itemId) ?? initialCardState(detail.sellMultiple);
  const mainQuantity = card.quantity;
  // 'Add selected to cart' adds the item too: the item's own rule decides (SPEC section 5).
  const addDisabled = isAddToCartDisabled({ quantity: mainQuantity, adding: card.adding, disablePurchasing, readOnly });
  const configureIds = `sf-product-${detail.itemId}`;

  return (
    <div css={pageStyle} className={cx('product-page')}>
      {/* Loading the item again failed (after a customer or ship-to switch): the item shown is
          the earlier answer, and its stock was not asked again; say so, with Retry. */}
      {state.item.status === 'error' ? (
        <Notice tone="error" onRetry={props.onRetryItem}>
          {state.item.error}
        </Notice>
      ) : null}
      <article className={cx('product-page', 'main')} aria-labelledby={titleId}>
        <ProductGallery itemName={detail.itemName} imageNames={detail.imageNames} imageBase={imageBase} portalContainer={props.portalContainer} />
        <div className={cx('product-page', 'info')}>
          <h1 id={titleId} className={cx('product-page', 'title')}>
            {detail.itemName}
          </h1>
          {detail.catalogSubHeader ? <p className={cx('product-page', 'subtitle')}>{detail.catalogSubHeader}</p> : null}
          <Facts item={detail} ecomCustomer={ecomCustomer} />
          {detail.restrictedText ? <p className={cx('product-page', 'restricted')}>{detail.restrictedText}</p> : null}
          {detail.isNyRestriced ? <p className={cx('product-page', 'restricted')}>{NY_RESTRICTION_TEXT}</p> : null}
          {signedIn ? (
            <div className={cx('product-page', 'order')}>
              {showPrices ? (
                state.price.status === 'error' ? (
                  <Notice tone="error" compact onRetry={props.onRetryPrice}>
                    {state.price.error}
                  </Notice>
                ) : (
                  <Price
                    pricingLoaded={state.price.status === 'ready'}
                    price={price?.customerPrice ?? null}
                    msrp={price?.msrp ?? null}
                    disablePurchasing={disablePurchasing}
                    unitOfMeasure={detail.unitOfMeasure?.value}
                    packageQuantity={minimumQuantityShown(detail, { ecomCustomer })}
                    listPrice="labelled"
                  />
                )
              ) : (
                <PriceHidden />
              )}
              {state.stock.status === 'error' ? (
                <Notice tone="error" compact onRetry={props.onRetryStock}>
                  {state.stock.error}
                </Notice>
              ) : null}
              <Availability
                availability={detail.availability}
                quantity={mainQuantity}
                stockMessage={state.stock.status === 'ready' ? state.stock.value?.stockMessage : null}
                disablePurchasing={disablePurchasing}
                today={props.today}
              />
              <ConfigureLinks item={detail} quantity={mainQuantity ?? 0} readOnly={readOnly} idPrefix={configureIds} />
              <OrderControls
                item={orderItem}
                card={card}
                readOnly={readOnly}
                ecomCustomer={ecomCustomer}
                disablePurchasing={disablePurchasing}
                showMinimum={false}
                onQuantityChange={props.onQuantityChange}
                onAdd={() => props.onAddToCart(orderItem)}
              />
              {props.favorites ? <div className={cx('product-page', 'fav')}>{secondPass ? props.favorites : null}</div> : null}
            </div>
          ) : (
            <>
              <ConfigureLinks item={detail} quantity={detail.sellMultiple} readOnly={readOnly} idPrefix={configureIds} />
              <LoginPrompt returnTo={props.loginReturnTo} />
            </>
          )}
        </div>
      </article>
      {detail.description ? <Description html={detail.description} headingId={descriptionId} /> : null}
      <AddOnsSection
        addOns={detail.addOns}
        choices={state.addOnChoices}
        mainQuantity={mainQuantity}
        imageBase={imageBase}
        canOrder={signedIn}
        showPrices={showPrices}
        readOnly={readOnly}
        addDisabled={addDisabled}
        adding={state.addingSelected}
        error={state.addSelectedError}
        addedMessage={state.addSelectedMessage}
        onSelectedChange={props.onAddOnSelectedChange}
        onQuantityChange={props.onAddOnQuantityChange}
        onAddSelected={props.onAddSelected}
      />
      <RelatedItems
        items={state.related.value ?? []}
        pendingCount={state.related.status !== 'ready' && !state.related.value ? (detail.relatedItemIds?.length ?? 0) : 0}
        imageBase={imageBase}
        showPrices={showPrices}
        signedIn={signedIn}
      />
      {signedIn && secondPass ? (
        <RecentlyOrdered
          items={state.recent.value}
          loading={state.recent.status === 'loading'}
          error={state.recent.error}
          onRetry={props.onRetryRecent}
          imageBase={imageBase}
          showPrices={showPrices}
          readOnly={readOnly}
          ecomCustomer={ecomCustomer}
          cards={props.cards}
          onQuantityChange={props.onQuantityChange}
          onAddToCart={props.onAddToCart}
        />
      ) : null}
      {announcer}
    </div>
  );
}
