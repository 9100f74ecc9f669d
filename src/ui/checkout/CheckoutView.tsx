import { useEffect, useId, useRef } from 'react';
import { cardLabel, ORDER_NOTES_MAX, PO_NUMBER_MAX, shipMethodKind, type CheckoutField } from '../../domain/checkout';
import { PUNCHOUT_TEXT } from '../../domain/punchout';
import { hostPageUrl, loginUrl } from '../../domain/urls';
import type { CheckoutState, CheckoutStore } from '../../state/checkout/checkoutStore';
import { ErrorSummary, RadioGroup, SelectField, TextAreaField, TextField, type FieldProblem } from '../form';
import { fieldBox, hintText, labelText } from '../form/fieldStyles';
import { Button } from '../primitives/Button';
import { Notice } from '../primitives/Notice';
import { SkipLink } from '../primitives/SkipLink';
import { cx, theme } from '../../theme/theme';
import { CardPayment } from '../payment/CardPayment';
import { OutcomePanel } from '../payment/OutcomePanel';
import { CheckoutSkeleton } from './CheckoutSkeleton';
import { Confirmation } from './Confirmation';
import { OrderSummary } from './OrderSummary';
import { CHECKING_TEXT, NOT_PLACED_TITLE, RECHECK_STATUS, UNCONFIRMED_EXPLANATION, UNCONFIRMED_TITLE, type Recheck } from './outcomeText';
import { link, paragraph, section, sectionHeading } from './styles';

export type CheckoutActions = Pick<CheckoutStore, 'setField' | 'placeOrder' | 'checkAgain' | 'retrySummary' | 'reloadCard' | 'refresh'>;

export type CheckoutViewProps = {
  state: CheckoutState;
  /** The page's path and query: signing in from the prompt comes back here (`loginUrl`). */
  loginReturnTo?: string | undefined;
  actions: CheckoutActions;
  /** Today as yyyy-mm-dd: the earliest ship date the date picker offers. */
  today: string;
  /** A sales rep acting with a customer: no prices. */
  hidePrices: boolean;
  /**
   * Another widget (the customer switcher) offers the page's ship-to: the order goes to the
   * page's ship-to, shown as text, so the page has one `Ship-to` control (HOST-CONTRACT 9).
   * @default false
   */
  pageOffersShipTo?: boolean;
};

const shipToAddress = (s: CheckoutState['shipTos'][number]): string => `Ships to ${s.address}, ${s.city}, ${s.state} ${s.zipCode}`;
const shipViaOf = (state: CheckoutState) => state.shipViaOptions.find((o) => o.code === state.draft.shipVia) ?? null;
const shipViaName = (state: CheckoutState): string | null => shipViaOf(state)?.name ?? null;

export const READ_ONLY_REASON = 'This login is read-only: it can see the order but cannot place it. Ask an administrator of your company for ordering rights.';
export { CHECKING_TEXT, NOT_PLACED_TITLE, RECHECK_STATUS, UNCONFIRMED_EXPLANATION, UNCONFIRMED_TITLE };

// No hints on the radios: RadioGroup puts a hint inside the label, and the radios' names
// must be exactly 'Pay on account' and 'Pay by card' (HOST-CONTRACT section 9).
const PAYMENT_OPTIONS = [
  { value: 'account', label: 'Pay on account' },
  { value: 'card', label: 'Pay by card' },
] as const;
/** While prices are hidden: on account only (a card form shows the amount). */
const ACCOUNT_ONLY = PAYMENT_OPTIONS.filter((option) => option.value === 'account');
export const CARD_NOT_OFFERED_REASON =
  "Card payment is not offered while you act for a customer: the card form would show the amount. The order goes on the customer's account.";

/** The checkout page: every state from "sign in" to the placed order, props in, markup out. */
export function CheckoutView({ state, actions, today, hidePrices, pageOffersShipTo = false, loginReturnTo }: CheckoutViewProps) {
  if (state.load === 'anonymous') {
    return (
      <div className={cx('checkout')} css={root}>
        <p css={paragraph}>
          <a href={loginUrl(loginReturnTo)} css={link}>
            Sign in to check out
          </a>{' '}
          and see your cart, prices and delivery options.
        </p>
      </div>
    );
  }
  if (state.load === 'punchout') {
    return (
      <div className={cx('checkout')} css={root}>
        <p css={paragraph}>{PUNCHOUT_TEXT.checkout}</p>
        <p css={paragraph}>
          <a href={hostPageUrl('cart')} css={link}>
            Go to the cart
          </a>
        </p>
      </div>
    );
  }
  const { submit } = state;
  // The attempt's outcome comes first: the order it made, or the question still open (a
  // reload during submit), even before the form has loaded.
  if (submit.status === 'placed' && submit.order) {
    const { accepted } = state.card;
    const byCard = state.draft.paymentMethod === 'card';
    const paidBy = byCard ? (accepted ? `Paid by ${cardLabel(accepted.token, accepted.last4)}` : 'Paid by card') : 'On account';
    const shipTo = state.shipTos.find((s) => s.shipTo === state.draft.shipTo) ?? null;
    return (
      <div className={cx('checkout')} css={root}>
        <Confirmation
          order={submit.order}
          shipViaName={shipViaName(state)}
          shipMethod={shipMethodKind(shipViaOf(state) ?? { code: state.draft.shipVia, name: '' })}
          warehouse={state.cart?.warehouse ?? null}
          paidBy={paidBy}
          paidByCard={byCard}
          poNumber={state.draft.poNumber}
          shipTo={shipTo ? `${shipTo.shipTo} · ${shipTo.name}, ${shipTo.address}, ${shipTo.city}, ${shipTo.state} ${shipTo.zipCode}` : null}
          requestedShipDate={state.draft.requestedShipDate}
          lines={state.cart?.lines ?? []}
          hidePrices={hidePrices}
        />
      </div>
    );
  }
  if (state.load !== 'ready' && (submit.status === 'checking' || submit.status === 'unconfirmed')) {
    return (
      <div className={cx('checkout')} css={root}>
        {submit.status === 'checking' ? <Checking recheck={submit.recheck} /> : <Unconfirmed submit={submit} onCheckAgain={actions.checkAgain} />}
      </div>
    );
  }
  if (state.load === 'loading') return <CheckoutSkeleton />;
  if (state.load === 'failed') {
    return (
      <div className={cx('checkout')} css={root}>
        <Notice tone="error" onRetry={actions.refresh}>
          {state.loadMessage ?? 'The checkout could not be loaded.'}
        </Notice>
      </div>
    );
  }
  if ((state.cart?.lineCount ?? 0) === 0) {
    return (
      <div className={cx('checkout')} css={root}>
        {state.readOnly && <Notice tone="info">{READ_ONLY_REASON}</Notice>}
        <p css={paragraph}>
          Your cart is empty, so there is nothing to check out.{' '}
          <a href={hostPageUrl('home')} css={link}>
            Continue shopping
          </a>
        </p>
      </div>
    );
  }
  return <CheckoutForm state={state} actions={actions} today={today} hidePrices={hidePrices} pageOffersShipTo={pageOffersShipTo} />;
}

function CheckoutForm({ state, actions, today, hidePrices, pageOffersShipTo = false }: CheckoutViewProps) {
  const base = useId();
  const ids: Record<CheckoutField, string> = {
    shipTo: `${base}shipTo`,
    shipVia: `${base}shipVia`,
    requestedShipDate: `${base}shipDate`,
    poNumber: `${base}po`,
    orderNotes: `${base}notes`,
    paymentMethod: `${base}pay-account`,
    card: `${base}card`,
  };
  const { draft, problems, submit, card, readOnly } = state;
  const errorOf = (field: CheckoutField) => problems.find((p) => p.field === field)?.message ?? null;
  const summaryProblems: FieldProblem[] = problems.map((p) => ({ fieldId: ids[p.field], message: p.message }));
  const shipTo = state.shipTos.find((s) => s.shipTo === draft.shipTo) ?? null;
  const submitting = submit.status === 'submitting';
  // While an attempt waits for its outcome nothing can start another one.
  const waiting = submitting || submit.status === 'checking' || submit.status === 'unconfirmed';

  // A submit that ended without an order moves focus to what happened, so it is heard (a
  // changed total, a refusal, "not placed", "could not confirm").
  const outcome = useRef<HTMLDivElement>(null);
  const outcomeKey = submit.status === 'refused' ? `refused:${submit.message ?? ''}` : submit.status;
  useEffect(() => {
    if (outcomeKey === 'unconfirmed' || outcomeKey === 'notPlaced' || outcomeKey.startsWith('refused:')) outcome.current?.focus();
  }, [outcomeKey]);

  return (
    <div className={cx('checkout')} css={root}>
      <ErrorSummary problems={summaryProblems} attempt={state.attempt} />
      {readOnly && <Notice tone="info">{READ_ONLY_REASON}</Notice>}
      {/* Past the fields (their defaults are often right) to the total and Place order. */}
      {!readOnly && <SkipLink onSkip={() => outcome.current?.focus()}>{SKIP_TO_PLACE_ORDER}</SkipLink>}
      <form
        noValidate
        css={layout}
        aria-label="Checkout"
        onSubmit={(event) => {
          event.preventDefault();
          actions.placeOrder();
        }}
      >
        {/* Locked while an attempt waits for its outcome. */}
        <fieldset disabled={readOnly || waiting} css={fields}>
          <section css={section} aria-labelledby={`${base}delivery`} className={cx('checkout', 'delivery')}>
            <h2 id={`${base}delivery`} css={sectionHeading}>
              Delivery
            </h2>
            {pageOffersShipTo ? (
              <div css={fieldBox} id={ids.shipTo} className={cx('checkout', 'ship-to')}>
                <span css={labelText}>Ship-to</span>
                <span>{shipTo ? `${shipTo.shipTo} · ${shipTo.name}` : 'None'}</span>
                {shipTo && <span css={hintText}>{shipToAddress(shipTo)}</span>}
                <span css={hintText}>To ship elsewhere, change the page's Ship-to choice.</span>
              </div>
            ) : (
              <SelectField
                id={ids.shipTo}
                label="Ship-to"
                value={draft.shipTo ?? ''}
                options={state.shipTos.map((s) => ({ value: s.shipTo, label: `${s.shipTo} · ${s.name}` }))}
                hint={shipTo ? shipToAddress(shipTo) : undefined}
                error={errorOf('shipTo')}
                onChange={(event) => actions.setField('shipTo', event.currentTarget.value || null)}
              />
            )}
            <SelectField
              id={ids.shipVia}
              label="Ship via"
              value={draft.shipVia}
              options={state.shipViaOptions.map((o) => ({ value: o.code, label: o.name }))}
              error={errorOf('shipVia')}
              onChange={(event) => actions.setField('shipVia', event.currentTarget.value)}
            />
            <TextField
              id={ids.requestedShipDate}
              type="date"
              label="Requested ship date"
              hint="Optional: leave it empty to ship as soon as possible."
              min={today}
              value={draft.requestedShipDate}
              error={errorOf('requestedShipDate')}
              onChange={(event) => actions.setField('requestedShipDate', event.currentTarget.value)}
            />
          </section>
          <section css={section} aria-labelledby={`${base}details`} className={cx('checkout', 'details')}>
            <h2 id={`${base}details`} css={sectionHeading}>
              Order details
            </h2>
            <TextField
              id={ids.poNumber}
              label="PO number"
              hint="Optional: your purchase order reference."
              characterLimit={PO_NUMBER_MAX}
              autoComplete="off"
              value={draft.poNumber}
              error={errorOf('poNumber')}
              onChange={(event) => actions.setField('poNumber', event.currentTarget.value)}
            />
            <TextAreaField
              id={ids.orderNotes}
              label="Order notes"
              hint="Optional: delivery instructions for the warehouse and the driver."
              rows={4}
              maxLength={ORDER_NOTES_MAX}
              value={draft.orderNotes}
              error={errorOf('orderNotes')}
              onChange={(event) => actions.setField('orderNotes', event.currentTarget.value)}
            />
          </section>
          <section css={section} aria-labelledby={`${base}payment`} className={cx('checkout', 'payment')}>
            <h2 id={`${base}payment`} css={sectionHeading}>
              Payment
            </h2>
            <RadioGroup
              legend="Payment method"
              name={`${base}pay`}
              options={hidePrices ? ACCOUNT_ONLY : PAYMENT_OPTIONS}
              value={draft.paymentMethod}
              onValueChange={(value) => actions.setField('paymentMethod', value)}
            />
            <p css={[paragraph, muted]}>
              {hidePrices
                ? CARD_NOT_OFFERED_REASON
                : draft.paymentMethod === 'card'
                ? "Card details go straight to the payment gateway's secure form; this page never sees the card number."
                : 'The order is invoiced on your account terms.'}
            </p>
            {draft.paymentMethod === 'card' && !readOnly && !hidePrices && (
              <CardPayment card={card} frameId={ids.card} error={errorOf('card')} onReload={actions.reloadCard} />
            )}
          </section>
        </fieldset>
        <div css={aside}>
          <OrderSummary
            lineCount={state.cart?.lineCount ?? 0}
            lines={state.cart?.lines ?? []}
            shipViaName={shipViaName(state)}
            cartSubtotal={state.cart?.subtotal ?? null}
            summary={state.summary}
            paymentMethod={draft.paymentMethod}
            card={card}
            hidePrices={hidePrices}
            onRetry={actions.retrySummary}
          />
        </div>
        <div css={actionsArea} className={cx('checkout', 'actions')}>
          <div ref={outcome} tabIndex={-1} css={outcomeBox}>
            {submit.status === 'refused' && submit.message && <Notice tone="error">{submit.message}</Notice>}
            {submit.status === 'notPlaced' && (
              <OutcomePanel title={NOT_PLACED_TITLE}>
                The store has no order from this attempt, so nothing was ordered or charged. Check the order and place it again.
              </OutcomePanel>
            )}
            {submit.status === 'unconfirmed' && <Unconfirmed submit={submit} onCheckAgain={actions.checkAgain} />}
          </div>
          {!readOnly && (submitting || !waiting) && (
            <Button type="submit" variant="primary" disabled={submitting} busy={submitting} css={placeButton}>
              Place order
            </Button>
          )}
          {submit.status === 'checking' && <Checking recheck={submit.recheck} />}
          {submitting && (
            <p role="status" css={paragraph}>
              Placing your order…
            </p>
          )}
        </div>
      </form>
    </div>
  );
}

/** The checkout's skip link (docs/accessibility.md). */
export const SKIP_TO_PLACE_ORDER = 'Skip to Place order';

const root = {
  // The containing block of 'Skip to Place order', which overlays the checkout's top.
  position: 'relative',
  fontFamily: theme.font.family,
  color: theme.color.text,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.lg,
  minWidth: 0,
} as const;
const layout = {
  display: 'grid',
  gap: theme.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"fields" "summary" "actions"',
  '@media (min-width: 900px)': {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(260px, 320px)',
    gridTemplateAreas: '"fields summary" "actions summary"',
    alignItems: 'start',
  },
} as const;
const fields = { gridArea: 'fields', border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: theme.space.lg } as const;
const aside = { gridArea: 'summary', '@media (min-width: 900px)': { position: 'sticky', top: theme.space.lg } } as const;
const actionsArea = { gridArea: 'actions', display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: theme.space.md } as const;
const outcomeBox = { display: 'flex', flexDirection: 'column', gap: theme.space.md, '&:focus': { outline: 'none' } } as const;
/** Asking the service whether the attempt made an order, or (contract-only) sending it again. */
function Checking({ recheck }: { recheck: Recheck }) {
  return (
    <p role="status" css={[paragraph, { fontWeight: theme.font.weight.bold }]} className={cx('checkout', 'checking')}>
      {RECHECK_STATUS[recheck]}
    </p>
  );
}

/** The outcome is unknown: the order may exist, so only Check again is offered, and it says what it does. */
function Unconfirmed({ submit, onCheckAgain }: { submit: CheckoutState['submit']; onCheckAgain: () => void }) {
  return (
    <OutcomePanel title={UNCONFIRMED_TITLE} message={submit.message} onCheckAgain={onCheckAgain} className={cx('checkout', 'unconfirmed')}>
      {UNCONFIRMED_EXPLANATION[submit.recheck]}
    </OutcomePanel>
  );
}

const placeButton = { alignSelf: 'flex-start', minWidth: '200px', '@media (max-width: 575.98px)': { alignSelf: 'stretch' } } as const;
const muted = { color: theme.color.textMuted, fontSize: theme.font.size.sm } as const;
