/**
 * A bench configurator screen: the layout form, the kit it needs (bill of materials and
 * total, updating as the layout changes) and Add kit to cart. Props and callbacks only. A kit
 * that needs more than ten times a component's stock asks the one over-stock question before
 * it is added (`kitOverStock`, OverStockDialog).
 */
import { useId } from 'react';
import { kitOverStock, type BenchKind } from '../../domain/kits';
import { formatPrice } from '../../domain/price';
import type { BenchConfiguratorState, BenchFormValues } from '../../state/kitConfigurator';
import { Button, CartIcon, LiveRegion, Notice } from '../primitives';
import { PriceHidden } from '../product/Price';
import { useOverStockQuestion } from '../quantity/OverStockDialog';
import { cx, theme } from '../../theme/theme';
import { BenchLayoutForm } from './BenchLayoutForm';
import { KitTable } from './KitTable';
import { AddOutcome } from './AddOutcome';
import { LoginPromptLine } from '../product/LoginPrompt';
import { actionsStyle, headingStyle, mutedStyle, screenStyle, sectionStyle } from './styles';

export const BENCH_CONFIGURATOR_TITLES: Record<BenchKind, string> = {
  track: 'Track bench layout',
  slide: 'Slide bench layout',
  conversion: 'Benches to convert',
};

export type BenchConfiguratorViewProps = {
  /** The page's path and query: signing in from the prompt comes back here (`loginUrl`). */
  loginReturnTo?: string | undefined;
  kind: BenchKind;
  state: BenchConfiguratorState;
  /** Why Add kit to cart is not possible now; null enables it. */
  addBlockedReason: string | null;
  /** A signed-in user: sees stock and may order. */
  signedIn: boolean;
  /** Prices, line totals and the kit total (signed in and not withCustomer). */
  showPrices: boolean;
  /** The viewer's calendar day, yyyy-mm-dd, for the kit's stock sentences. */
  today: string;
  onFieldChange: <K extends keyof BenchFormValues>(field: K, value: BenchFormValues[K]) => void;
  onRetryKit: () => void;
  onAddToCart: () => void;
};

const kitNameStyle = { margin: 0, fontWeight: theme.font.weight.medium } as const;
const messageListStyle = { margin: 0, paddingInlineStart: theme.space.xl } as const;

function componentCount(count: number): string {
  return `${count} ${count === 1 ? 'component' : 'components'}`;
}

/** What the live region says when a kit arrives: the total when prices are shown. */
export function kitAnnouncement(state: BenchConfiguratorState, showPrices: boolean): string {
  const { kit } = state;
  if (!kit || state.updating) return '';
  if (kit.messages.length > 0) return `This layout cannot be ordered: ${kit.messages.join(' ')}`;
  if (showPrices && kit.total !== null) return `Kit total ${formatPrice(kit.total)}, ${componentCount(kit.lines.length)}.`;
  return `Kit updated: ${componentCount(kit.lines.length)}.`;
}

export function BenchConfiguratorView({
  kind,
  state,
  addBlockedReason,
  signedIn,
  showPrices,
  today,
  loginReturnTo,
  onFieldChange,
  onRetryKit,
  onAddToCart,
}: BenchConfiguratorViewProps) {
  const id = useId();
  const layoutHeadingId = `${id}-layout`;
  const kitHeadingId = `${id}-kit`;
  const reasonId = `${id}-reason`;
  const { kit } = state;
  const disabled = addBlockedReason !== null && !state.adding;
  const { ask, question } = useOverStockQuestion();

  return (
    <div css={screenStyle} className={cx('bench-configurator', undefined, kind)}>
      <section css={sectionStyle} aria-labelledby={layoutHeadingId} className={cx('bench-configurator', 'layout')}>
        <h2 id={layoutHeadingId} css={headingStyle}>
          {BENCH_CONFIGURATOR_TITLES[kind]}
        </h2>
        <BenchLayoutForm kind={kind} values={state.form} issues={state.issues} onFieldChange={onFieldChange} />
      </section>

      <section css={sectionStyle} aria-labelledby={kitHeadingId} className={cx('bench-configurator', 'kit')}>
        <h2 id={kitHeadingId} css={headingStyle}>
          Your kit
        </h2>
        {!signedIn && <LoginPromptLine returnTo={loginReturnTo} />}
        {state.issues.length > 0 && <p css={mutedStyle}>Fix the layout above to see the kit it needs.</p>}
        {state.loadError && (
          <Notice tone="error" onRetry={onRetryKit}>
            {state.loadError}
          </Notice>
        )}
        {state.updating && <p css={mutedStyle}>{kit ? 'Updating the kit…' : 'Working out the kit for this layout…'}</p>}
        {kit && (
          <>
            <p css={kitNameStyle} className={cx('bench-configurator', 'kit-name')}>
              {kit.kitName}
            </p>
            {kit.messages.length > 0 && (
              <Notice tone="warning">
                {kit.messages.length === 1 ? (
                  kit.messages[0]
                ) : (
                  <ul css={messageListStyle}>
                    {kit.messages.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                )}
              </Notice>
            )}
            {kit.lines.length > 0 && (
              <KitTable kit={kit} showPrices={showPrices} showStock={signedIn} today={today} updating={state.updating} />
            )}
            {kit.lines.length > 0 && signedIn && !showPrices ? <PriceHidden /> : null}
          </>
        )}
        <LiveRegion message={kitAnnouncement(state, showPrices)} />

        {signedIn && (
          <div css={actionsStyle}>
            <Button
              variant="primary"
              // Busy: the click is ignored by the store; nothing to ask.
              onClick={() => (kit && !state.adding ? ask(kitOverStock(kit), onAddToCart) : onAddToCart())}
              disabled={disabled}
              busy={state.adding}
              aria-describedby={addBlockedReason && !state.adding ? reasonId : undefined}
              className={cx('bench-configurator', 'add')}
            >
              <CartIcon size={18} />
              {state.adding ? 'Adding kit…' : 'Add kit to cart'}
            </Button>
            {addBlockedReason && !state.adding && (
              <p id={reasonId} css={mutedStyle}>
                {addBlockedReason}
              </p>
            )}
          </div>
        )}
        <AddOutcome error={state.addError} addedMessage={state.addedMessage} onRetry={onAddToCart} />
      </section>
      {question}
    </div>
  );
}
