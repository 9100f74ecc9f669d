/**
 * The add-ons configurator screen: the chosen item with its quantity, the add-ons that go
 * with it (each with a suggested quantity that follows the item's), and one Add to cart for
 * all of them. Quantities use the shared QuantityEditor, so package rounding and the
 * 'Quantity Changed' alert behave as on the search page. Props and callbacks only. A
 * quantity more than ten times an item's stock asks the one over-stock question before
 * adding (`addonsOverStock`, OverStockDialog).
 */
import { useId } from 'react';
import type { AddOn, ProductDetail, SearchItem } from '../../contract/responses';
import { CALL_FOR_PRICE, PRICE_HIDDEN_TEXT, formatPrice, priceDisplay, unitOfMeasure, unitPriceTexts } from '../../domain/price';
import { stockStatus } from '../../domain/stock';
import { describeRounding, normalizePackageQuantity, packSizeText } from '../../domain/quantity';
import { addonsOverStock, addonsTotal, type AddonsConfiguratorState } from '../../state/configuratorAddons';
import { Button, CartIcon, LiveRegion, Notice } from '../primitives';
import { QuantityEditor } from '../quantity';
import { useOverStockQuestion } from '../quantity/OverStockDialog';
import { cx, mobileMedia, theme } from '../../theme/theme';
import { AddOutcome } from './AddOutcome';
import { LoginPromptLine } from '../product/LoginPrompt';
import { actionsStyle, checkRowStyle, headingStyle, mutedStyle, screenStyle, sectionStyle } from './styles';

export type AddonsConfiguratorViewProps = {
  /** The page's path and query: signing in from the prompt comes back here (`loginUrl`). */
  loginReturnTo?: string | undefined;
  state: AddonsConfiguratorState & { item: ProductDetail };
  addBlockedReason: string | null;
  signedIn: boolean;
  showPrices: boolean;
  /** The viewer's calendar day, yyyy-mm-dd: the stock sentences never name a receipt date before it. */
  today: string;
  onQuantityChange: (quantity: number | null) => void;
  onAddOnSelectedChange: (itemId: number, selected: boolean) => void;
  onAddOnQuantityChange: (itemId: number, quantity: number | null) => void;
  onAddToCart: () => void;
};

const itemRowStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: theme.space.lg,
  [mobileMedia]: { gridTemplateColumns: 'minmax(0, 1fr)' },
} as const;
const nameStyle = { margin: 0, fontSize: theme.font.size.lg, fontWeight: theme.font.weight.bold } as const;
const addOnNameStyle = { fontWeight: theme.font.weight.medium } as const;
const listStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.md } as const;
const addOnStyle = {
  display: 'grid',
  gap: theme.space.sm,
  padding: theme.space.lg,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  '&[data-selected="true"]': { borderColor: theme.color.primary, background: theme.color.surface },
} as const;
const factsStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space.xs} ${theme.space.lg}`,
  margin: 0,
  fontSize: theme.font.size.sm,
  color: theme.color.textMuted,
  '& > div': { display: 'flex', gap: theme.space.xs },
  '& dt': { fontWeight: theme.font.weight.medium },
  '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums' },
} as const;
const totalStyle = { margin: 0, fontSize: theme.font.size.lg, fontWeight: theme.font.weight.bold, fontVariantNumeric: 'tabular-nums' } as const;

const KIND_LABEL: Record<AddOn['kind'], string> = { accessory: 'Accessory', replacement: 'Replacement part' };

/**
 * The price facts as the cards word them (`unitPriceTexts`): "Price: $3.25 / EA" and, for an
 * item sold in packs, "Pack: $32.50 a case of 10"; without prices, "Pack: Case of 10".
 */
function priceFacts(item: SearchItem, showPrices: boolean): { price: string | null; pack: string | null } {
  const display = priceDisplay({ price: item.customerPrice, disablePurchasing: item.stockResult?.disablePurchasing ?? false });
  const texts = showPrices && display.kind === 'amount' ? unitPriceTexts(display.amount, { unitOfMeasure: unitOfMeasure(item), packageQuantity: item.sellMultiple }) : null;
  return {
    price: showPrices ? (texts?.unitPrice ?? CALL_FOR_PRICE) : null,
    pack: normalizePackageQuantity(item.sellMultiple) > 1 ? (texts?.packPrice ?? packSizeText(item.sellMultiple)) : null,
  };
}

/** The designation's message when there is one, else the one stock sentence (own and backup warehouse). */
function stockText(item: SearchItem, today: string): string {
  return item.stockResult?.stockMessage || stockStatus({ availability: item.availability }, today).sentence;
}

function Facts({ item, showPrices, signedIn, today, extra }: { item: SearchItem; showPrices: boolean; signedIn: boolean; today: string; extra?: [string, string][] }) {
  const facts: [string, string][] = [['Item', item.itemNumber], ...(extra ?? [])];
  const { price, pack } = priceFacts(item, showPrices);
  if (price !== null) facts.push(['Price', price]);
  else if (signedIn) facts.push(['Price', PRICE_HIDDEN_TEXT]);
  if (signedIn) facts.push(['Stock', stockText(item, today)]);
  if (pack !== null) facts.push(['Pack', pack]);
  return (
    <dl css={factsStyle}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}:</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function addLabel(chosenAddOns: number): string {
  if (chosenAddOns === 0) return 'Add item to cart';
  return `Add item and ${chosenAddOns} add-on${chosenAddOns === 1 ? '' : 's'} to cart`;
}

export function AddonsConfiguratorView({
  state,
  addBlockedReason,
  signedIn,
  showPrices,
  today,
  loginReturnTo,
  onQuantityChange,
  onAddOnSelectedChange,
  onAddOnQuantityChange,
  onAddToCart,
}: AddonsConfiguratorViewProps) {
  const id = useId();
  const { item, choices } = state;
  const editable = signedIn;
  const busy = state.adding;
  const total = showPrices ? addonsTotal(state) : null;
  const chosen = item.addOns.filter((addOn) => choices[addOn.item.itemId]?.selected && (choices[addOn.item.itemId]?.quantity ?? 0) > 0).length;
  const reasonId = `${id}-reason`;
  const { ask, question } = useOverStockQuestion();

  return (
    <div css={screenStyle} className={cx('addons-configurator')}>
      <section css={sectionStyle} aria-labelledby={`${id}-item`} className={cx('addons-configurator', 'item')}>
        <h2 id={`${id}-item`} css={headingStyle}>
          Item
        </h2>
        <div css={itemRowStyle}>
          <div>
            <p css={nameStyle}>{item.itemName}</p>
            <Facts item={item} showPrices={showPrices} signedIn={signedIn} today={today} />
          </div>
          <QuantityEditor
            value={state.quantity}
            onValueChange={onQuantityChange}
            packageQuantity={item.sellMultiple}
            unit={unitOfMeasure(item)}
            disabled={busy}
            editable={editable}
            label="Quantity"
            showLabel
          />
        </div>
        {state.roundedFrom !== null && state.quantity !== null && (
          <Notice tone="info" compact>
            {`You asked for ${state.roundedFrom}; this item is sold in packs of ${item.sellMultiple}. ${describeRounding(state.quantity, item.sellMultiple, state.roundedFrom)}.`}
          </Notice>
        )}
        {!signedIn && <LoginPromptLine returnTo={loginReturnTo} />}
      </section>

      <section css={sectionStyle} aria-labelledby={`${id}-addons`} className={cx('addons-configurator', 'addons')}>
        <h2 id={`${id}-addons`} css={headingStyle}>
          Add-ons
        </h2>
        {item.addOns.length === 0 ? (
          <p css={mutedStyle}>This item has no add-ons.</p>
        ) : (
          <>
            <p css={mutedStyle}>Suggested quantities follow the item quantity and round up to full packages until you change them.</p>
            <ul css={listStyle}>
              {item.addOns.map((addOn) => {
                const choice = choices[addOn.item.itemId];
                const blocked = addOn.item.stockResult?.disablePurchasing === true;
                const suggestion = `${addOn.perMainUnit} per item`;
                return (
                  <li key={addOn.item.itemId} css={addOnStyle} data-selected={choice?.selected ?? false} className={cx('addons-configurator', 'addon')}>
                    <label css={checkRowStyle}>
                      <input
                        type="checkbox"
                        checked={choice?.selected ?? false}
                        disabled={!editable || blocked || busy}
                        onChange={(event) => onAddOnSelectedChange(addOn.item.itemId, event.target.checked)}
                      />
                      <span css={addOnNameStyle}>{addOn.item.itemName}</span>
                    </label>
                    <Facts item={addOn.item} showPrices={showPrices} signedIn={signedIn} today={today} extra={[['Kind', KIND_LABEL[addOn.kind]], ['Suggested', suggestion]]} />
                    <QuantityEditor
                      value={choice?.quantity ?? 0}
                      onValueChange={(quantity) => onAddOnQuantityChange(addOn.item.itemId, quantity)}
                      packageQuantity={addOn.item.sellMultiple}
                      unit={unitOfMeasure(addOn.item)}
                      disabled={busy || blocked || !choice?.selected}
                      editable={editable}
                      label={`Quantity of ${addOn.item.itemName}`}
                    />
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>

      {signedIn && (
        <section css={sectionStyle} aria-label="Order" className={cx('addons-configurator', 'order')}>
          {total !== null && <p css={totalStyle}>{`Total ${formatPrice(total)}`}</p>}
          <LiveRegion message={total !== null ? `Total ${formatPrice(total)}` : ''} />
          <div css={actionsStyle}>
            <Button
              variant="primary"
              // Busy: the click is ignored by the store; nothing to ask.
              onClick={() => (busy ? onAddToCart() : ask(addonsOverStock(state), onAddToCart))}
              disabled={addBlockedReason !== null && !busy}
              busy={busy}
              aria-describedby={addBlockedReason && !busy ? reasonId : undefined}
              className={cx('addons-configurator', 'add')}
            >
              <CartIcon size={18} />
              {busy ? 'Adding…' : addLabel(chosen)}
            </Button>
            {addBlockedReason && !busy && (
              <p id={reasonId} css={mutedStyle}>
                {addBlockedReason}
              </p>
            )}
          </div>
          <AddOutcome error={state.addError} addedMessage={state.addedMessage} onRetry={onAddToCart} />
        </section>
      )}
      {question}
    </div>
  );
}
