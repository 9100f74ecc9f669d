/**
 * One statement (issue 24): header (customer, dates, amount due), its documents (orders,
 * invoices, payments) and the account's aging on the statement date; a Print button and a
 * print stylesheet give a clean page (no buttons, black on white, tables unbroken). An
 * unknown number says so. Props only: the StatementWidget connects it to the store.
 */
import { useId } from 'react';
import type { Statement, StatementLine } from '../../contract/responses';
import { formatPrice, PRICE_HIDDEN_TEXT } from '../../domain/price';
import { formatServiceDate } from '../../domain/format';
import { payableInvoices } from '../../domain/invoicePayment';
import { AGING_BUCKETS, findStatement, isOverdue, paidByText, statementAging } from '../../domain/statements';
import { Button, Notice } from '../primitives';
import { cx, mobileMedia, theme } from '../../theme/theme';
import { dataTable, heading, muted, stack, statusTag, subheading } from './accountStyles';
import { InvoicePayment, type InvoicePaymentProps } from './InvoicePayment';
import { LoadState } from './LoadState';
import { amountText, OVERDUE_TEXT, statementLabel } from './StatementsTable';

export type StatementViewProps = {
  /** The number and suffix asked for (suffix null: any). */
  requested: { number: string; suffix: string | null };
  /** All the customer's statements, newest first; null while loading. */
  statements: readonly Statement[] | null;
  customerName: string | null;
  customerNumber: string | null;
  error: string | null;
  onRetry: () => void;
  onPrint: () => void;
  /** The viewer's calendar day, yyyy-mm-dd. */
  today: string;
  /**
   * Amounts show (`showsPrices`: not while acting for a customer, SPEC section 6). False: the
   * header's Amount due and the aging say why instead, the documents list no amounts, and no
   * overdue mark shows, whatever the service sent.
   */
  showAmounts: boolean;
  /**
   * Paying the statement's open invoices (`data-pay-online`, HOST-CONTRACT section 12): the
   * payment's state, why none is offered (read-only, acting for a customer) and its actions.
   * Absent: no payment section at all.
   */
  payment?: Omit<InvoicePaymentProps, 'invoices' | 'today'> | null | undefined;
};

const KIND_NAMES: Record<StatementLine['kind'], string> = {
  order: 'Order',
  invoice: 'Invoice',
  payment: 'Payment',
  credit: 'Credit',
};

export function statementNotFoundText(requested: { number: string; suffix: string | null }, customerNumber: string | null): string {
  const label = requested.suffix ? `${requested.number}-${requested.suffix}` : requested.number;
  return `Statement ${label} was not found${customerNumber ? ` for customer ${customerNumber}` : ''}. Check the number, or choose it from your statements.`;
}

export function StatementView({
  requested,
  statements,
  customerName,
  customerNumber,
  error,
  onRetry,
  onPrint,
  today,
  showAmounts,
  payment,
}: StatementViewProps) {
  if (error !== null || statements === null) {
    return <LoadState error={error} onRetry={onRetry} loadingText="Loading the statement…" />;
  }
  const statement = findStatement(statements, requested);
  if (!statement) {
    return (
      <Notice tone="warning">
        <span className={cx('statement', 'unknown')}>{statementNotFoundText(requested, customerNumber)}</span>
      </Notice>
    );
  }
  return (
    <StatementDetails
      statement={statement}
      statements={statements}
      customerName={customerName}
      customerNumber={customerNumber}
      onPrint={onPrint}
      today={today}
      showAmounts={showAmounts}
      payment={payment}
    />
  );
}

function StatementDetails({
  statement,
  statements,
  customerName,
  customerNumber,
  onPrint,
  today,
  showAmounts,
  payment,
}: Pick<StatementViewProps, 'customerName' | 'customerNumber' | 'onPrint' | 'today' | 'showAmounts' | 'payment'> & {
  statement: Statement;
  statements: readonly Statement[];
}) {
  const titleId = useId();
  const linesId = useId();
  const agingId = useId();
  const overdue = showAmounts && isOverdue(statement, today);
  const aging = showAmounts ? statementAging(statement, statements) : null;
  const lines = statement.lines ?? [];
  const customer = customerName && customerNumber ? `${customerName} (${customerNumber})` : (customerName ?? customerNumber ?? '');
  return (
    <article className={cx('statement')} css={[stack, printPage]} aria-labelledby={titleId}>
      <div css={titleRow}>
        <h2 id={titleId} css={heading}>
          Statement {statementLabel(statement)}
        </h2>
        <div className={cx('statement', 'actions')} css={noPrint}>
          <Button variant="secondary" onClick={onPrint}>
            Print
          </Button>
        </div>
      </div>
      <dl className={cx('statement', 'header')} css={facts}>
        <div>
          <dt>Customer</dt>
          <dd>{customer}</dd>
        </div>
        <div>
          <dt>Statement date</dt>
          <dd>{formatServiceDate(statement.statementDate)}</dd>
        </div>
        <div>
          <dt>Due date</dt>
          <dd>
            {formatServiceDate(statement.dueDate)}
            {overdue && (
              <>
                {' '}
                <span css={statusTag}>{OVERDUE_TEXT}</span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Amount due</dt>
          {showAmounts ? (
            <dd css={amount}>
              {amountText(statement.amountDue)}
              {paidByText(statement) && <span css={paidNote}> · {paidByText(statement)}</span>}
            </dd>
          ) : (
            <dd className={cx('statement', 'hidden-reason')}>{PRICE_HIDDEN_TEXT}</dd>
          )}
        </div>
      </dl>

      {statement.lines === undefined ? null : ( // a service without the added field: no documents block, no claim that there are none
      <section aria-labelledby={linesId} css={section}>
        <h3 id={linesId} css={subheading}>
          Documents
        </h3>
        {lines.length === 0 ? (
          <p css={muted}>This statement lists no documents.</p>
        ) : (
          <table className={cx('statement', 'lines')} css={dataTable} aria-labelledby={linesId}>
              <thead>
                <tr>
                  <th scope="col">Document</th>
                  <th scope="col">Date</th>
                  <th scope="col" css={wideOnly}>
                    Due date
                  </th>
                  {showAmounts ? (
                    <>
                      <th scope="col" className="sf-num">
                        Amount
                      </th>
                      <th scope="col" className="sf-num">
                        Open
                      </th>
                    </>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={`${line.kind}-${line.reference}`}>
                    <th scope="row" css={rowHeader}>
                      <span css={kindName}>{KIND_NAMES[line.kind]}</span> {line.reference}
                    </th>
                    <td>{formatServiceDate(line.date)}</td>
                    <td css={wideOnly}>{line.dueDate ? formatServiceDate(line.dueDate) : '—'}</td>
                    {showAmounts ? (
                      <>
                        <td className="sf-num">{amountText(line.amount)}</td>
                        <td className="sf-num">{amountText(line.openAmount)}</td>
                      </>
                    ) : null}
                  </tr>
                ))}
              </tbody>
          </table>
        )}
      </section>
      )}

      {payment && statement.lines !== undefined && (
        <InvoicePayment {...payment} invoices={payableInvoices(statement.lines)} today={today} />
      )}

      <section aria-labelledby={agingId} css={section}>
        <h3 id={agingId} css={subheading}>
          Aging on {formatServiceDate(statement.statementDate)}
        </h3>
        {aging === null ? (
          <p css={muted} className={cx('statement', 'hidden-reason')}>
            {PRICE_HIDDEN_TEXT}
          </p>
        ) : (
          <table className={cx('statement', 'aging')} css={[dataTable, agingTable]} aria-labelledby={agingId}>
            <thead>
              <tr>
                <th scope="col">Days past due</th>
                <th scope="col" className="sf-num">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {AGING_BUCKETS.map(({ bucket, label }) => (
                <tr key={bucket}>
                  <th scope="row" css={rowHeader}>
                    {label}
                  </th>
                  <td className="sf-num">{formatPrice(aging[bucket])}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total open</th>
                <td className="sf-num">{formatPrice(aging.total)}</td>
              </tr>
            </tfoot>
          </table>
        )}
        {aging === null ? null : (
          <p css={[muted, note]}>What your account still has due from statements up to this one, by days past their due date on the statement date.</p>
        )}
      </section>
    </article>
  );
}

const noPrint = { '@media print': { display: 'none' } } as const;
const printPage = {
  '@media print': {
    color: '#000',
    background: '#fff',
    'a': { color: '#000', textDecoration: 'none' },
    'table, tr, dl': { breakInside: 'avoid' },
  },
} as const;
const titleRow = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
} as const;
const facts = {
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: theme.space.md,
  padding: theme.space.lg,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  dt: { fontSize: theme.font.size.sm, color: theme.color.textMuted },
  dd: { margin: 0, fontWeight: theme.font.weight.medium },
  '@media print': { background: 'none', borderColor: '#000', dt: { color: '#000' } },
} as const;
const paidNote = { fontSize: theme.font.size.md, fontWeight: theme.font.weight.regular, color: theme.color.textMuted } as const;
const amount = { fontSize: theme.font.size.xl, fontWeight: `${theme.font.weight.bold} !important` } as const;
const section = { display: 'flex', flexDirection: 'column', gap: theme.space.sm } as const;
const rowHeader = { fontWeight: theme.font.weight.regular } as const;
const kindName = { fontWeight: theme.font.weight.bold } as const;
const wideOnly = { [mobileMedia]: { display: 'none' } } as const;
const agingTable = { maxWidth: '420px' } as const;
const note = { fontSize: theme.font.size.sm } as const;
