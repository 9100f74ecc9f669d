/**
 * The statements list (issue 24): a table named `Statements` (HOST-CONTRACT section 9) with
 * number, statement date, due date and amount due, newest first, overdue rows marked in
 * words, the total due below, each row linking to its statement. Props only: the
 * StatementsWidget connects it to the store.
 */
import type { Statement } from '../../contract/responses';
import { formatPrice, PRICE_HIDDEN_TEXT } from '../../domain/price';
import { formatServiceDate } from '../../domain/format';
import { isOverdue, paidByText, totalDue } from '../../domain/statements';
import { statementUrl } from '../../domain/urls';
import { cx, theme } from '../../theme/theme';
import { dataTable, link, muted, stack, statusTag } from './accountStyles';
import { LoadState } from './LoadState';

export const NO_STATEMENTS_TEXT = 'You have no statements yet.';
export const OVERDUE_TEXT = 'Overdue';

export type StatementsTableProps = {
  /** Newest first; null while the first answer is on its way. */
  statements: readonly Statement[] | null;
  /** Why loading failed; shown with Retry. */
  error: string | null;
  onRetry: () => void;
  /** The viewer's calendar day, yyyy-mm-dd: what is overdue. */
  today: string;
  /**
   * Amounts show (`showsPrices`: not while acting for a customer, SPEC section 6). False: no
   * amount, total or overdue mark, and the reason once above the table, whatever the service sent.
   */
  showAmounts: boolean;
};

/** An amount as the tables show it: 2 decimals, or a dash when the service withheld it. */
export function amountText(amount: number | null): string {
  return amount === null ? '—' : formatPrice(amount);
}

/** "480123-00", or the number alone when the suffix is empty. */
export function statementLabel(statement: Pick<Statement, 'number' | 'suffix'>): string {
  return statement.suffix ? `${statement.number}-${statement.suffix}` : statement.number;
}

export function StatementsTable({ statements, error, onRetry, today, showAmounts }: StatementsTableProps) {
  if (error !== null || statements === null) {
    return <LoadState error={error} onRetry={onRetry} loadingText="Loading your statements…" />;
  }
  if (statements.length === 0) {
    return (
      <p className={cx('statements', 'empty')} css={muted}>
        {NO_STATEMENTS_TEXT}
      </p>
    );
  }
  const overdueCount = showAmounts ? statements.filter((s) => isOverdue(s, today)).length : 0;
  const count = `${statements.length} ${statements.length === 1 ? 'statement' : 'statements'}`;
  return (
    <div className={cx('statements')} css={stack}>
      {showAmounts ? (
        <p className={cx('statements', 'summary')} css={muted}>
          {count}
          {overdueCount > 0 ? `, ${overdueCount} overdue` : ''}. Total due: <strong css={strong}>{amountText(totalDue(statements))}</strong>
        </p>
      ) : (
        <p className={cx('statements', 'summary')} css={muted}>
          {count}. <span className={cx('statements', 'hidden-reason')}>{PRICE_HIDDEN_TEXT}</span>.
        </p>
      )}
      <table className={cx('statements', 'table')} css={dataTable}>
        <caption css={hiddenCaption}>Statements</caption>
        <thead>
          <tr>
            <th scope="col">Statement</th>
            <th scope="col">Statement date</th>
            <th scope="col">Due date</th>
            {showAmounts ? (
              <th scope="col" className="sf-num">
                Amount due
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {statements.map((statement) => {
            const overdue = showAmounts && isOverdue(statement, today);
            return (
              <tr
                key={`${statement.number}-${statement.suffix}`}
                className={cx('statements', 'row', overdue ? 'overdue' : undefined)}
                css={overdue ? overdueRow : undefined}
              >
                <th scope="row" css={rowHeader}>
                  <a
                    href={statementUrl(statement.number, statement.suffix)}
                    css={link}
                    aria-label={`Statement ${statementLabel(statement)}`}
                  >
                    {statementLabel(statement)}
                  </a>
                </th>
                <td>{formatServiceDate(statement.statementDate)}</td>
                <td>
                  {formatServiceDate(statement.dueDate)}
                  {overdue && (
                    <>
                      {' '}
                      <span className={cx('statements', 'overdue')} css={statusTag}>
                        {OVERDUE_TEXT}
                      </span>
                    </>
                  )}
                </td>
                {showAmounts ? (
                  <td className="sf-num">
                    {amountText(statement.amountDue)}
                    {paidByText(statement) && (
                      <span css={paidNote} className={cx('statements', 'paid-by')}>
                        {paidByText(statement)}
                      </span>
                    )}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
        {showAmounts ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total due
              </th>
              <td className="sf-num">{amountText(totalDue(statements))}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

const hiddenCaption = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
const strong = { color: theme.color.text } as const;
const rowHeader = { fontWeight: theme.font.weight.regular } as const;
const overdueRow = { boxShadow: `inset 4px 0 0 ${theme.color.danger}` } as const;
/**
 * Under the amount: how an order paid when placed was paid. It wraps (the amount cell itself
 * does not), so on a phone "Paid by card ending 1111" takes two lines instead of pushing the
 * amounts and Total due past the screen's edge.
 */
const paidNote = { display: 'block', fontSize: theme.font.size.sm, fontWeight: theme.font.weight.regular, color: theme.color.textMuted, whiteSpace: 'normal' } as const;
