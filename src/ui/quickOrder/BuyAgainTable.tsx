/**
 * Buy again (HOST-CONTRACT section 10): table `Buy again` of the recently ordered items with
 * image, name, item number, current price and availability, `Select {itemName}`,
 * `Quantity of {itemName}` (one package at first), a select-all checkbox and
 * `Add selected to cart`. Props and callbacks only.
 */
import { memo } from 'react';
import type { SearchItem } from '../../contract/responses';
import { productImageUrl } from '../../domain/images';
import { unitOfMeasure } from '../../domain/price';
import { minimumQuantityShown } from '../../domain/quantity';
import { searchResultsUrl } from '../../domain/urls';
import type { BuyAgainState } from '../../state/quickOrder/buyAgainStore';
import { Button, Notice, VisuallyHidden, visuallyHidden } from '../primitives';
import { Availability } from '../product/Availability';
import { ItemPrice, PriceHidden } from '../product/Price';
import { ProductImage } from '../product/ProductImage';
import { QuantityEditor } from '../quantity/QuantityEditor';
import { cx } from '../../theme/theme';
import { hostPageUrl, loginUrl } from '../../domain/urls';
import { quickOrderStyle } from './styles';

export type BuyAgainActions = {
  onToggle(itemId: number, selected: boolean): void;
  onToggleAll(selected: boolean): void;
  onQuantityChange(itemId: number, quantity: number | null): void;
  onAddSelected(): void;
  onRetryLoad(): void;
};

export type BuyAgainTableProps = {
  state: BuyAgainState;
  actions: BuyAgainActions;
  signedIn: boolean;
  readOnly: boolean;
  showPrices: boolean;
  ecomCustomer: boolean;
  imageBase: string;
  returnTo?: string;
  /** The viewer's calendar day, yyyy-mm-dd: the stock sentences never name a receipt date before it. */
  today: string;
};

/**
 * Buy again's added-to-cart message with `View cart`, in a status region that is always in the
 * page, so the message is said once when it comes (the pad says it on its status line).
 */
export function AddedStatus({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={cx('quick', 'added')}>
      {message ? (
        <>
          <span>{message}</span> <a href={hostPageUrl('cart')}>View cart</a>
        </>
      ) : null}
    </div>
  );
}

const READ_ONLY_TEXT = 'This login is read-only: check prices and stock here; ordering needs a login with ordering rights.';

type RowProps = {
  item: SearchItem;
  selected: boolean;
  quantity: number | null;
  pack: number;
  readOnly: boolean;
  showPrices: boolean;
  today: string;
  imageBase: string;
  actions: BuyAgainActions;
};

const Row = memo(function Row({ item, selected, quantity, pack, readOnly, showPrices, today, imageBase, actions }: RowProps) {
  const disabled = item.stockResult?.disablePurchasing === true;
  return (
    <tr>
      {readOnly ? null : (
        <td className={cx('quick', 'select')}>
          <input
            type="checkbox"
            aria-label={`Select ${item.itemName}`}
            checked={selected && !disabled}
            disabled={disabled}
            onChange={(event) => actions.onToggle(item.itemId, event.target.checked)}
          />
        </td>
      )}
      <td className={cx('quick', 'image')}>
        <ProductImage className={cx('quick', 'thumb')} src={productImageUrl(imageBase, item.imageNames, 'thumb')} alt="" width={64} height={64} />
      </td>
      <td className={cx('quick', 'item')}>
        <a href={item.productUrl}>{item.itemName}</a>
        <p className={cx('quick', 'number')}>Item #{item.itemNumber}</p>
      </td>
      {showPrices ? (
        <>
          <td className={cx('quick', 'cell', 'wide')}>
            <ItemPrice item={item} />
          </td>
          <td className={cx('quick', 'cell', 'wide')}>
            <Availability availability={item.availability} quantity={quantity} stockMessage={item.stockResult?.stockMessage ?? null} today={today} />
          </td>
        </>
      ) : null}
      <td className={cx('quick', 'cell', 'wide')}>
        <QuantityEditor
          value={quantity}
          packageQuantity={pack}
          label={`Quantity of ${item.itemName}`}
          unit={unitOfMeasure(item)}
          unstyled
          disabled={disabled}
          onValueChange={(value) => actions.onQuantityChange(item.itemId, value)}
        />
      </td>
    </tr>
  );
});

export function BuyAgainTable({ state, actions, signedIn, readOnly, showPrices, ecomCustomer, imageBase, returnTo, today }: BuyAgainTableProps) {
  if (!signedIn) {
    return (
      <div css={quickOrderStyle} className={cx('quick')}>
        <p>
          <a href={loginUrl(returnTo)}>Sign in to see what you ordered before</a>
        </p>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div css={quickOrderStyle} className={cx('quick')}>
        <Notice tone="error" onRetry={actions.onRetryLoad}>
          {state.loadProblem ?? 'Your recently ordered items could not be loaded.'}
        </Notice>
      </div>
    );
  }
  if (state.status === 'loading' && state.items.length === 0) {
    return (
      <div css={quickOrderStyle} className={cx('quick')} aria-busy="true">
        <p role="status">Loading your recently ordered items…</p>
      </div>
    );
  }
  if (state.items.length === 0) {
    return (
      <div css={quickOrderStyle} className={cx('quick')}>
        <p>You have not ordered anything yet. Items you order will be listed here to buy again.</p>
        <p>
          <a href={searchResultsUrl('')}>Search the catalogue</a>
        </p>
      </div>
    );
  }
  const selectable = state.items.filter((i) => !i.stockResult?.disablePurchasing);
  const selectedCount = selectable.filter((i) => state.selected[i.itemId]).length;
  const allSelected = selectable.length > 0 && selectedCount === selectable.length;
  return (
    <div css={quickOrderStyle} className={cx('quick')} aria-busy={state.status === 'loading' || undefined}>
      {showPrices ? null : <PriceHidden />}
      <table>
        {/* The table's name; the host page's heading shows the title (issue 41: not twice). */}
        <caption css={visuallyHidden}>Buy again</caption>
        <thead>
          <tr>
            {readOnly ? null : (
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="Select all"
                  checked={allSelected}
                  ref={(input) => {
                    if (input) input.indeterminate = selectedCount > 0 && !allSelected;
                  }}
                  onChange={(event) => actions.onToggleAll(event.target.checked)}
                />
              </th>
            )}
            <th scope="col">
              <VisuallyHidden>Image</VisuallyHidden>
            </th>
            <th scope="col">Item</th>
            {showPrices ? (
              <>
                <th scope="col">Price</th>
                <th scope="col">Availability</th>
              </>
            ) : null}
            <th scope="col">Quantity</th>
          </tr>
        </thead>
        <tbody>
          {state.items.map((item) => (
            <Row
              key={item.itemId}
              item={item}
              selected={state.selected[item.itemId] === true}
              quantity={state.quantities[item.itemId] ?? null}
              pack={minimumQuantityShown(item, { ecomCustomer })}
              readOnly={readOnly}
              showPrices={showPrices}
              today={today}
              imageBase={imageBase}
              actions={actions}
            />
          ))}
        </tbody>
      </table>
      <div className={cx('quick', 'footer')}>
        {state.addProblem ? (
          <Notice tone="error" {...(state.addProblem.canRetry ? { onRetry: actions.onAddSelected } : {})}>
            {state.addProblem.message}
          </Notice>
        ) : null}
        <div className={cx('quick', 'summary')}>
          <p className={cx('quick', 'counts')}>{`${selectedCount} selected`}</p>
          {readOnly ? (
            <p className={cx('quick', 'hint')}>{READ_ONLY_TEXT}</p>
          ) : (
            <Button variant="primary" busy={state.adding} disabled={selectedCount === 0} onClick={actions.onAddSelected}>
              Add selected to cart
            </Button>
          )}
        </div>
        <AddedStatus message={state.addedMessage} />
      </div>
    </div>
  );
}
