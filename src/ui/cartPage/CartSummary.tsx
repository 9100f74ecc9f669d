/**
 * The cart's summary: subtotal, the shipping estimate (`Zip code` checked by the service,
 * its message shown as written and the place when known; `Ship via`), and the `Check out`
 * link, or in punchout `Transfer cart` (TransferCart.tsx). Figures come from the last cart answer; while changes are on their way they are
 * marked as updating rather than mixed with newer ones.
 */
import { useId } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import type { Cart } from '../../contract/responses';
import { describeCartSize } from '../../domain/cartLines';
import { PRICE_HIDDEN_TEXT, formatPrice } from '../../domain/price';
import { hostPageUrl } from '../../domain/urls';
import type { EstimateState } from '../../state/cartPage/estimateStore';
import { SelectField, TextField } from '../form';
import { Notice, VisuallyHidden } from '../primitives';
import { cx } from '../../theme/theme';
import { TransferCart, type TransferCartProps } from './TransferCart';

export type EstimateActions = {
  onZipTextChange: (text: string) => void;
  onZipSettle: () => void;
  onShipViaChange: (code: string) => void;
  onRetry: () => void;
};

export type CartSummaryProps = {
  cart: Cart;
  /** Changes are on their way: the figures are the last answer's. */
  updating: boolean;
  estimate: EstimateState;
  estimateActions: EstimateActions;
  readOnly: boolean;
  /** False hides subtotal and the shipping estimate (src/domain/price.ts showsPrices). */
  showPrices: boolean;
  /** The heading 'Skip to order summary' moves focus to. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** In punchout: the transfer, in place of `Check out` (HOST-CONTRACT section 13). @default null */
  transfer?: TransferCartProps | null;
};

function placeText(estimate: EstimateState): string | null {
  const result = estimate.zip?.result;
  if (!result?.valid) return null;
  if (result.city && result.state) return `${result.city}, ${result.state}`;
  return result.state ?? result.city ?? null;
}

function shippingFigure(estimate: EstimateState): string {
  if (estimate.shipping) return formatPrice(estimate.shipping.shippingCost);
  if (estimate.shippingStatus === 'loading' || estimate.zipStatus === 'loading') return 'Calculating…';
  if (estimate.shippingStatus === 'failed') return 'Not available';
  return 'Enter a zip code';
}

function ShippingEstimate({ estimate, actions }: { estimate: EstimateState; actions: EstimateActions }) {
  const headingId = useId();
  const verdict = estimate.zip?.result;
  const zipError = verdict && !verdict.valid ? (verdict.message ?? 'This zip code was not accepted.') : null;
  const place = placeText(estimate);
  const problem = estimate.zipProblem ?? estimate.settingsProblem ?? estimate.shippingProblem;
  return (
    <form
      className={cx('cart-estimate')}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actions.onZipSettle();
      }}
    >
      <h3 id={headingId} className={cx('cart-estimate', 'heading')}>
        Estimate shipping
      </h3>
      <TextField
        label="Zip code"
        name="zipCode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        value={estimate.zipText}
        error={zipError}
        onChange={(event) => actions.onZipTextChange(event.currentTarget.value)}
        onBlur={actions.onZipSettle}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          actions.onZipSettle();
        }}
      />
      <p className={cx('cart-estimate', 'place')} role="status">
        {place ?? ''}
      </p>
      <SelectField
        label="Ship via"
        name="shipVia"
        value={estimate.shipVia}
        options={estimate.shipViaOptions.map((option) => ({ value: option.code, label: option.name }))}
        disabled={estimate.shipViaOptions.length === 0}
        onChange={(event) => actions.onShipViaChange(event.currentTarget.value)}
      />
      {problem ? (
        <Notice tone="error" compact onRetry={actions.onRetry}>
          {problem}
        </Notice>
      ) : null}
    </form>
  );
}

export function CartSummary({ cart, updating, estimate, estimateActions, readOnly, showPrices, headingRef, transfer = null }: CartSummaryProps) {
  const headingId = useId();
  const shipping = updating ? 'Calculating…' : shippingFigure(estimate);
  return (
    <aside className={cx('cart-summary')} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={cx('cart-summary', 'heading')}>
        Order summary
      </h2>
      <dl className={cx('cart-summary', 'figures')} aria-busy={updating || undefined}>
        <dt>Items</dt>
        <dd>{describeCartSize(cart)}</dd>
        {!showPrices ? (
          <>
            <dt>Subtotal</dt>
            <dd>{PRICE_HIDDEN_TEXT}</dd>
          </>
        ) : (
          <>
            <dt>Subtotal</dt>
            <dd>{cart.subtotal === null ? '—' : formatPrice(cart.subtotal)}</dd>
            <dt>Shipping estimate</dt>
            {/* A new text each time the figure changes (keyed): a right-aligned text changed in
                place moves, and a zip code filled in for the buyer changes it with no input of theirs. */}
            <dd>
              <span key={shipping}>{shipping}</span>
            </dd>
          </>
        )}
      </dl>
      {/* Sighted users see the figures dimmed and each changing line say so; this says it aloud. */}
      <VisuallyHidden role="status">{updating ? 'Updating your cart…' : ''}</VisuallyHidden>
      {!showPrices ? null : <ShippingEstimate estimate={estimate} actions={estimateActions} />}
      {transfer ? (
        <TransferCart {...transfer} />
      ) : readOnly ? (
        <p className={cx('cart-summary', 'readonly')}>This login is read-only: it can see the cart but not check out.</p>
      ) : (
        <a className={cx('cart-summary', 'checkout')} href={hostPageUrl('checkout')}>
          Check out
        </a>
      )}
    </aside>
  );
}
