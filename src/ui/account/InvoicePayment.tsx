/**
 * Paying a statement's open invoices by card (HOST-CONTRACT section 12, docs/account.md
 * "Paying invoices"): each open invoice with a checkbox `Select invoice {reference}` and a
 * textbox `Amount for invoice {reference}` (its problem beside it), the button `Pay selected`
 * that says the total, the gateway's hosted card form with `Pay now`, what became of the
 * payment, and its receipt `Payment {paymentNumber}` (printed with the statement). A read-only
 * login or a sales rep acting for a customer reads why no payment is offered. Props only: the
 * StatementWidget connects it to the invoice payment store.
 */
import { useEffect, useId, useRef, type Ref } from 'react';
import { amountProblem, amountTextOf, paySelectedLabel, selectedTotalCents, type PayableInvoice } from '../../domain/invoicePayment';
import { fromCents } from '../../domain/money';
import { formatPrice } from '../../domain/price';
import { formatServiceDate } from '../../domain/format';
import { isOverdue } from '../../domain/statements';
import type { InvoicePaymentState, InvoicePaymentStore } from '../../state/invoicePayment/invoicePaymentStore';
import { CheckboxField, TextField } from '../form';
import { errorText } from '../form/fieldStyles';
import { CardPayment } from '../payment/CardPayment';
import { OutcomePanel } from '../payment/OutcomePanel';
import { Button, Notice, VisuallyHidden } from '../primitives';
import { cx, mobileMedia, theme } from '../../theme/theme';
import { dataTable, muted, statusTag, subheading } from './accountStyles';

export type InvoicePaymentActions = Pick<
  InvoicePaymentStore,
  'toggle' | 'setAmount' | 'settleAmount' | 'paySelected' | 'payNow' | 'checkAgain' | 'changeSelection' | 'reloadCard'
>;

export type InvoicePaymentProps = {
  /** The statement's open invoices, in its order. */
  invoices: readonly PayableInvoice[];
  state: InvoicePaymentState;
  /** Why this page offers no payment (a read-only login, acting for a customer); null: offered. */
  blockedReason: string | null;
  /** The viewer's calendar day, yyyy-mm-dd: what is overdue. */
  today: string;
  actions: InvoicePaymentActions;
};

export const PAY_INVOICES_HEADING = 'Pay invoices';
export const NOTHING_OPEN_TEXT = 'Nothing is open on this statement.';
export const PAYING_TEXT = 'Paying…';
export const PAYMENT_CHECKING_TEXT = 'Checking your payment: sending it again, which the store answers with the payment if it has it…';
export const PAYMENT_UNCONFIRMED_TITLE = 'We could not confirm your payment';
export const PAYMENT_UNCONFIRMED_TEXT =
  'The store did not answer whether your payment went through, so this page cannot tell yet. Check again sends this same payment again: if the store already has it, you see that payment; if not, it is made now. Either way the invoices are paid at most once.';
export const PAYMENT_NOT_PAID_TITLE = 'Your payment was not made';
export const PAYMENT_NOT_PAID_TEXT =
  "The store has no payment from this page's last attempt, so nothing was charged. Enter the card and press Pay now: the invoices are paid at most once.";

const WAITING = new Set(['paying', 'checking', 'unconfirmed']);

export function InvoicePayment({ invoices, state, blockedReason, today, actions }: InvoicePaymentProps) {
  const base = useId();
  const headingId = `${base}heading`;
  const { draft, outcome, paying } = state;
  const waiting = WAITING.has(outcome.status);
  const amountId = (index: number) => `${base}amount-${index}`;
  const selectionErrorId = `${base}selection-error`;
  const cardFrameId = `${base}card`;
  const selectionProblem = state.problems.find((p) => p.reference === null)?.message ?? null;
  const cardProblem = state.problems.find((p) => p.reference === 'card')?.message ?? null;

  // Focus follows what happened, so it is heard: a problem to fix, the card form, the outcome, the receipt.
  const outcomeRef = useRef<HTMLDivElement>(null);
  const receiptRef = useRef<HTMLHeadingElement>(null);
  const cardIntroRef = useRef<HTMLParagraphElement>(null);
  const outcomeKey = outcome.status === 'refused' ? `refused:${outcome.message ?? ''}` : outcome.status;
  useEffect(() => {
    if (outcomeKey === 'paid') receiptRef.current?.focus();
    else if (outcomeKey === 'unconfirmed' || outcomeKey === 'notPaid' || outcomeKey.startsWith('refused:')) outcomeRef.current?.focus();
  }, [outcomeKey]);
  const cardOpen = paying !== null;
  useEffect(() => {
    if (cardOpen) cardIntroRef.current?.focus();
  }, [cardOpen]);
  const { attempt, problems } = state;
  useEffect(() => {
    const first = problems[0];
    if (attempt === 0 || first === undefined) return;
    const doc = outcomeRef.current?.ownerDocument;
    if (first.reference === null) doc?.getElementById(selectionErrorId)?.focus();
    else if (first.reference === 'card') doc?.getElementById(`${cardFrameId}-error`)?.focus();
    else doc?.getElementById(amountId(invoices.findIndex((i) => i.reference === first.reference)))?.focus();
    // Only a new check moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  return (
    // Printed only with its receipt: the controls are not part of a printed statement.
    <section aria-labelledby={headingId} className={cx('statement', 'pay')} css={outcome.status === 'paid' ? section : [section, noPrint]}>
      <h3 id={headingId} css={subheading}>
        {PAY_INVOICES_HEADING}
      </h3>
      {outcome.status === 'paid' && outcome.payment && (
        <Receipt payment={outcome.payment} last4={outcome.last4} headingRef={receiptRef} />
      )}
      {blockedReason !== null ? (
        <p css={muted} className={cx('statement', 'pay-reason')}>
          {blockedReason}
        </p>
      ) : invoices.length === 0 && !cardOpen ? (
        <p css={muted}>{NOTHING_OPEN_TEXT}</p>
      ) : (
        <div css={[stack, noPrint]}>
          {/* Locked while a payment waits for its outcome: nothing may start another one. */}
          <fieldset disabled={waiting} css={fieldset}>
            <legend css={legend}>Open invoices</legend>
            <ul css={list}>
              {invoices.map((invoice, index) => {
                const text = amountTextOf(draft, invoice);
                const error = state.touched.includes(invoice.reference) ? amountProblem(text, invoice.openAmount).problem : null;
                const overdue = isOverdue({ dueDate: invoice.dueDate ?? '', amountDue: invoice.openAmount }, today);
                return (
                  <li key={invoice.reference} css={row} className={cx('statement', 'pay-invoice')}>
                    <div css={choice}>
                      <CheckboxField
                        label={`Select invoice ${invoice.reference}`}
                        checked={draft.selected.includes(invoice.reference)}
                        onChange={(event) => actions.toggle(invoice.reference, event.currentTarget.checked)}
                      />
                      <p css={[muted, facts]}>
                        {invoice.dueDate ? `Due ${formatServiceDate(invoice.dueDate)}` : `Dated ${formatServiceDate(invoice.date)}`}
                        {overdue && (
                          <>
                            {' '}
                            <span css={statusTag}>Overdue</span>
                          </>
                        )}
                        {' · '}
                        <span css={together}>Open {formatPrice(invoice.openAmount)}</span>
                      </p>
                    </div>
                    <TextField
                      id={amountId(index)}
                      css={amountField}
                      label={
                        <>
                          Amount<VisuallyHidden> for invoice {invoice.reference}</VisuallyHidden>
                        </>
                      }
                      hint={`Up to ${formatPrice(invoice.openAmount)}`}
                      inputMode="decimal"
                      autoComplete="off"
                      spellCheck={false}
                      value={text}
                      error={error}
                      onChange={(event) => actions.setAmount(invoice.reference, event.currentTarget.value)}
                      onBlur={() => actions.settleAmount(invoice.reference)}
                    />
                  </li>
                );
              })}
            </ul>
          </fieldset>
          {selectionProblem && (
            <p id={selectionErrorId} tabIndex={-1} css={[errorText, quietFocus, { margin: 0 }]}>
              {selectionProblem}
            </p>
          )}
          {!cardOpen ? (
            <div>
              <Button variant="primary" onClick={actions.paySelected} disabled={waiting} css={payButton}>
                {paySelectedLabel(selectedTotalCents(draft, invoices))}
              </Button>
            </div>
          ) : (
            <div css={stack} className={cx('statement', 'pay-card')}>
              <p ref={cardIntroRef} tabIndex={-1} css={[paragraph, quietFocus]}>
                Paying <strong>{formatPrice(fromCents(paying.totalCents))}</strong> for{' '}
                {paying.invoices.map((i) => `${i.reference} (${formatPrice(i.amount)})`).join(', ')}. Card details go straight to the payment
                gateway's secure form; this page never sees the card number.
              </p>
              <CardPayment area="statement" card={state.card} frameId={cardFrameId} error={cardProblem} onReload={actions.reloadCard} />
              {(outcome.status === 'paying' || !waiting) && (
                <div css={buttons}>
                  <Button variant="primary" onClick={actions.payNow} disabled={outcome.status === 'paying'} busy={outcome.status === 'paying'} css={payButton}>
                    Pay now
                  </Button>
                  <Button onClick={actions.changeSelection} disabled={waiting}>
                    Change selection
                  </Button>
                </div>
              )}
            </div>
          )}
          <div ref={outcomeRef} tabIndex={-1} css={[stack, quietFocus]}>
            {outcome.status === 'paying' && (
              <p role="status" css={paragraph}>
                {PAYING_TEXT}
              </p>
            )}
            {outcome.status === 'checking' && (
              <p role="status" css={[paragraph, { fontWeight: theme.font.weight.bold }]}>
                {PAYMENT_CHECKING_TEXT}
              </p>
            )}
            {/* Said once: a fresh card form refused for the same reason says it already. */}
            {outcome.status === 'refused' && outcome.message && !(state.card.status === 'failed' && state.card.message === outcome.message) && (
              <Notice tone="error">{outcome.message}</Notice>
            )}
            {outcome.status === 'notPaid' && (
              <OutcomePanel title={PAYMENT_NOT_PAID_TITLE}>{PAYMENT_NOT_PAID_TEXT}</OutcomePanel>
            )}
            {outcome.status === 'unconfirmed' && (
              <OutcomePanel
                title={PAYMENT_UNCONFIRMED_TITLE}
                message={outcome.message}
                onCheckAgain={actions.checkAgain}
                className={cx('statement', 'pay-unconfirmed')}
              >
                {PAYMENT_UNCONFIRMED_TEXT}
              </OutcomePanel>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

/** The payment made: its number, total, card and each invoice paid, printed with the statement. */
function Receipt({ payment, last4, headingRef }: { payment: NonNullable<InvoicePaymentState['outcome']['payment']>; last4: string | null; headingRef: Ref<HTMLHeadingElement> }) {
  const id = useId();
  return (
    <div className={cx('statement', 'receipt')} css={receipt} aria-labelledby={id} role="group">
      <h4 id={id} ref={headingRef} tabIndex={-1} css={[receiptHeading, quietFocus]}>
        Payment {payment.paymentNumber}
      </h4>
      <p css={paragraph}>
        <strong>{formatPrice(payment.total)}</strong> paid by card{last4 ? ` ending ${last4}` : ''}. The amounts on this page are up to date.
      </p>
      <table css={dataTable} aria-labelledby={`${id}-caption`}>
        <caption id={`${id}-caption`}>Invoices paid</caption>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col" className="sf-num">
              Paid
            </th>
            <th scope="col" className="sf-num">
              Still open
            </th>
          </tr>
        </thead>
        <tbody>
          {payment.invoices.map((invoice) => (
            <tr key={invoice.reference}>
              <th scope="row" css={{ fontWeight: theme.font.weight.regular }}>
                {invoice.reference}
              </th>
              <td className="sf-num">{formatPrice(invoice.paid)}</td>
              <td className="sf-num">{formatPrice(invoice.openAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const noPrint = { '@media print': { display: 'none' } } as const;
const section = { display: 'flex', flexDirection: 'column', gap: theme.space.md } as const;
const stack = { display: 'flex', flexDirection: 'column', gap: theme.space.md } as const;
const paragraph = { margin: 0, fontSize: theme.font.size.md, lineHeight: theme.font.lineHeight.normal, color: theme.color.text } as const;
const quietFocus = { '&:focus': { outline: 'none' }, '&:focus-visible': theme.focusRing } as const;
const fieldset = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;
const legend = { padding: 0, marginBottom: theme.space.sm, fontWeight: theme.font.weight.bold, fontSize: theme.font.size.md } as const;
const list = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space.sm } as const;
const row = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(140px, 200px)',
  alignItems: 'start',
  gap: theme.space.md,
  padding: theme.space.md,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.background,
  [mobileMedia]: { gridTemplateColumns: 'minmax(0, 1fr)' },
} as const;
const choice = { display: 'flex', flexDirection: 'column', gap: theme.space.xs, minWidth: 0, overflowWrap: 'anywhere' } as const;
const facts = { fontSize: theme.font.size.sm, paddingLeft: '32px' } as const;
/** An amount and its word stay on one line: "Open / $919.53" split at 375 px reads as two facts. */
const together = { whiteSpace: 'nowrap' } as const;
const amountField = { minWidth: 0 } as const;
const buttons = { display: 'flex', flexWrap: 'wrap', gap: theme.space.md, alignItems: 'center' } as const;
const payButton = { minWidth: '200px', [mobileMedia]: { width: '100%' } } as const;
const receipt = {
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  padding: theme.space.lg,
  border: `2px solid ${theme.color.success}`,
  borderRadius: theme.radius.md,
  background: theme.color.background,
  '@media print': { borderColor: '#000' },
} as const;
const receiptHeading = { '&&': { margin: 0, fontSize: theme.font.size.lg, fontWeight: theme.font.weight.bold } } as const;
