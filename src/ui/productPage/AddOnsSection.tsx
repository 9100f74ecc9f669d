/**
 * The item's add-ons on the product page: each with its suggested quantity for the main
 * quantity chosen (perMainUnit, rounded up to the add-on's package), a checkbox and its own
 * quantity editor; 'Add selected to cart' adds the item and the chosen add-ons together in
 * one request. Anonymous visitors see the add-ons without ordering controls.
 */
import { css } from '@emotion/react';
import { useId } from 'react';
import type { AddOn } from '../../contract/responses';
import { formatNumber } from '../../domain/format';
import { productImageUrl } from '../../domain/images';
import { unitOfMeasure } from '../../domain/price';
import { addOnQuantity, type AddOnChoice } from '../../state/productPage/productPageStore';
import { Notice } from '../primitives';
import { AddToCartButton, addToCartButtonStyles } from '../product/AddToCartButton';
import { ItemPrice, PriceHidden, priceStyles } from '../product/Price';
import { ProductImage, productImageStyles } from '../product/ProductImage';
import { QuantityEditor, quantityEditorStyle } from '../quantity/QuantityEditor';
import { cx, mobileMedia, theme } from '../../theme/theme';

export type AddOnsSectionProps = {
  addOns: readonly AddOn[];
  choices: Readonly<Record<number, AddOnChoice>>;
  /** The main item's quantity, which the suggestions follow. */
  mainQuantity: number | null;
  imageBase: string;
  /** Signed in: checkboxes, quantities and 'Add selected to cart'. */
  canOrder: boolean;
  showPrices: boolean;
  /** The main item cannot be added now (quantity 0, read-only, purchasing disabled). */
  addDisabled: boolean;
  adding: boolean;
  error: string | null;
  addedMessage: string | null;
  readOnly: boolean;
  onSelectedChange: (itemId: number, selected: boolean) => void;
  onQuantityChange: (itemId: number, quantity: number | null) => void;
  onAddSelected: () => void;
};

const KIND_LABEL: Record<AddOn['kind'], string> = { accessory: 'Accessory', replacement: 'Replacement part' };

const sectionStyle = css({
  ...priceStyles,
  ...productImageStyles,
  ...addToCartButtonStyles,
  '.sf-quantity': quantityEditorStyle,
  display: 'grid',
  gap: theme.space.md,
  '.sf-product-addons__list': { display: 'grid', gap: theme.space.sm, margin: 0, padding: 0, listStyle: 'none' },
  '.sf-product-addons__row': {
    display: 'grid',
    gridTemplateColumns: '56px minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: theme.space.md,
    padding: theme.space.md,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.sm,
    [mobileMedia]: { gridTemplateColumns: '48px minmax(0, 1fr)' },
  },
  '.sf-product-addons__row[data-selected="true"]': { borderColor: theme.color.primary, background: theme.color.surface },
  '.sf-product-addons__image, .sf-product-addons__row .sf-not-available': { width: '56px', height: '56px', objectFit: 'contain', [mobileMedia]: { width: '48px', height: '48px' } },
  '.sf-product-addons__check': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space.sm,
    minHeight: '44px',
    fontWeight: theme.font.weight.medium,
    cursor: 'pointer',
    '& input': { width: '20px', height: '20px', margin: 0, flex: 'none', accentColor: theme.color.primary },
    '& input:focus-visible': theme.focusRing,
  },
  '.sf-product-addons__facts': { margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted },
  '.sf-product-addons__quantity': { [mobileMedia]: { gridColumn: '2' } },
  '.sf-product-addons__actions': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.md },
  '.sf-product-addons__added': { margin: 0, color: theme.color.success, fontSize: theme.font.size.sm },
});

export function AddOnsSection(props: AddOnsSectionProps) {
  const { addOns, choices, mainQuantity, imageBase, canOrder, showPrices, readOnly } = props;
  const headingId = useId();
  if (addOns.length === 0) return null;
  const chosen = addOns.filter((addOn) => choices[addOn.item.itemId]?.selected).length;
  return (
    <section css={sectionStyle} className={cx('product-addons')} aria-labelledby={headingId}>
      <h2 id={headingId} className={cx('product-page', 'heading')}>
        Add-ons
      </h2>
      {canOrder ? (
        <p className={cx('product-addons', 'facts')}>Suggested quantities follow the quantity of the item until you change them.</p>
      ) : null}
      <ul className={cx('product-addons', 'list')}>
        {addOns.map((addOn) => {
          const { item } = addOn;
          const choice = choices[item.itemId];
          const selected = choice?.selected === true;
          const blocked = item.stockResult?.disablePurchasing === true;
          const suggested = addOnQuantity(addOn, undefined, mainQuantity);
          const quantity = addOnQuantity(addOn, choice, mainQuantity);
          const facts = [
            `Item #${item.itemNumber}`,
            KIND_LABEL[addOn.kind],
            `${formatNumber(addOn.perMainUnit, { maxDecimals: 3 })} per unit of the item`,
            ...(canOrder ? [`suggested ${formatNumber(suggested)}`] : []),
            ...(item.sellMultiple > 1 ? [`packs of ${formatNumber(item.sellMultiple)}`] : []),
          ];
          return (
            <li key={item.itemId} className={cx('product-addons', 'row')} data-selected={selected}>
              <ProductImage className={cx('product-addons', 'image')} src={productImageUrl(imageBase, item.imageNames, 'thumb')} alt="" width={56} height={56} />
              <div>
                {canOrder ? (
                  <label className={cx('product-addons', 'check')}>
                    <input
                      type="checkbox"
                      checked={selected}
                      disabled={blocked || readOnly || props.adding}
                      onChange={(event) => props.onSelectedChange(item.itemId, event.target.checked)}
                    />
                    <span>{item.itemName}</span>
                  </label>
                ) : (
                  <a href={item.productUrl} className={cx('product-addons', 'name')}>
                    {item.itemName}
                  </a>
                )}
                <p className={cx('product-addons', 'facts')}>{facts.join(' · ')}</p>
                {showPrices ? (
                  <ItemPrice item={item} />
                ) : <PriceHidden />}
                {blocked && item.stockResult?.stockMessage ? <p className={cx('product-addons', 'facts')}>{item.stockResult.stockMessage}</p> : null}
              </div>
              {canOrder ? (
                <div className={cx('product-addons', 'quantity')}>
                  <QuantityEditor
                    value={quantity}
                    packageQuantity={item.sellMultiple}
                    unit={unitOfMeasure(item)}
                    label={`Quantity of ${item.itemName}`}
                    editable={!readOnly}
                    disabled={!selected || blocked || props.adding}
                    unstyled
                    onValueChange={(value) => props.onQuantityChange(item.itemId, value)}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {canOrder ? (
        <div className={cx('product-addons', 'actions')}>
          <AddToCartButton adding={props.adding} disabled={props.addDisabled || props.adding} onAdd={props.onAddSelected}>
            Add selected to cart
          </AddToCartButton>
          <span className={cx('product-addons', 'facts')}>
            {chosen === 0 ? 'The item alone: no add-ons chosen.' : `The item and ${chosen} add-on${chosen === 1 ? '' : 's'}, in one order line each.`}
          </span>
        </div>
      ) : null}
      {props.error ? (
        <Notice tone="error" compact onRetry={props.onAddSelected}>
          {props.error}
        </Notice>
      ) : null}
      {props.addedMessage ? <p className={cx('product-addons', 'added')}>{props.addedMessage}</p> : null}
    </section>
  );
}
