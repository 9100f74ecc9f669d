/**
 * Statement rules (issue 24): which statements are overdue, their order and total, and the
 * aging summary a printed statement carries (a service date's day and text: format.ts). Dates are the
 * service's calendar days, `yyyy-mm-dd` (a longer ISO text is read by its first ten
 * characters); "today" is the viewer's calendar day, passed in.
 */
import { dayNumber } from './format';
import type { InvoicePayment, StatementLine } from '../contract/responses';
import { fromCents, roundToCents, toCents } from './money';

/**
 * What the rules need of a statement (Customer/GetStatements' fixed shape). `amountDue` is
 * null when the service withheld it (a `withCustomer` caller: SPEC section 6 hides prices).
 */
export type StatementDates = { number: string; statementDate: string; dueDate: string; amountDue: number | null };

/** Days from `dueDate` to `asOf`: 0 on the due day, negative before it; null for a bad date. */
export function daysPastDue(dueDate: string, asOf: string): number | null {
  const due = dayNumber(dueDate);
  const at = dayNumber(asOf);
  return due === null || at === null ? null : at - due;
}

/**
 * Overdue: something is still due and the due date has passed (the due day itself is not
 * late). A withheld amount (null) is not known to be due, so not overdue.
 */
export function isOverdue(statement: Pick<StatementDates, 'dueDate' | 'amountDue'>, today: string): boolean {
  const late = daysPastDue(statement.dueDate, today);
  return statement.amountDue !== null && statement.amountDue > 0 && late !== null && late > 0;
}

/** Newest statement date first; on the same day the higher number first. A new array. */
export function newestFirst<S extends Pick<StatementDates, 'number' | 'statementDate'>>(statements: readonly S[]): S[] {
  const key = (s: S) => dayNumber(s.statementDate) ?? Number.NEGATIVE_INFINITY;
  return [...statements].sort(
    (a, b) => key(b) - key(a) || b.number.localeCompare(a.number, 'en', { numeric: true }),
  );
}

/**
 * How a statement paid when it was ordered says so: "Paid by card ending 1111" for the added
 * `paidBy` "Card ending 1111"; null when nothing says it was paid (billed on account).
 */
export function paidByText(statement: { paidBy?: string | null | undefined }): string | null {
  const paidBy = statement.paidBy?.trim();
  return paidBy ? `Paid by ${paidBy.charAt(0).toLowerCase()}${paidBy.slice(1)}` : null;
}


/** The statement asked for: the number with that suffix, or the newest with that number when no suffix was given (newest first). */
export function findStatement<S extends { number: string; suffix: string }>(
  statements: readonly S[],
  requested: { number: string; suffix: string | null },
): S | undefined {
  return statements.find((s) => s.number === requested.number && (requested.suffix === null || s.suffix === requested.suffix));
}

/** The sum of the amounts due, in whole cents; null when any amount was withheld (no total can be told). */
export function totalDue(statements: readonly Pick<StatementDates, 'amountDue'>[]): number | null {
  let sum = 0;
  for (const { amountDue } of statements) {
    if (amountDue === null) return null;
    sum += amountDue;
  }
  return roundToCents(sum);
}

export type AgingBucket = 'current' | 'days1to30' | 'days31to60' | 'days61to90' | 'over90';

/** The aging columns in order, with their headings. */
export const AGING_BUCKETS: readonly { bucket: AgingBucket; label: string }[] = [
  { bucket: 'current', label: 'Current' },
  { bucket: 'days1to30', label: '1-30 days' },
  { bucket: 'days31to60', label: '31-60 days' },
  { bucket: 'days61to90', label: '61-90 days' },
  { bucket: 'over90', label: 'Over 90 days' },
];

export type AgingSummary = Record<AgingBucket, number> & { total: number };

/**
 * The bucket of an amount `late` days past due: not yet due or due today is current, then
 * 1-30, 31-60, 61-90 and over 90 days. An unreadable due date counts as current.
 */
export function agingBucket(late: number | null): AgingBucket {
  if (late === null || late <= 0) return 'current';
  if (late <= 30) return 'days1to30';
  if (late <= 60) return 'days31to60';
  if (late <= 90) return 'days61to90';
  return 'over90';
}

/**
 * The aging summary of open amounts as of `asOf`: each amount lands in the bucket of its
 * days past due. Amounts of 0 or less (paid, credits) are left out of the buckets.
 */
export function agingSummary(open: readonly { dueDate: string; amount: number }[], asOf: string): AgingSummary {
  const summary: AgingSummary = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 };
  for (const { dueDate, amount } of open) {
    if (!(amount > 0)) continue;
    const bucket = agingBucket(daysPastDue(dueDate, asOf));
    summary[bucket] = roundToCents(summary[bucket] + amount);
    summary.total = roundToCents(summary.total + amount);
  }
  return summary;
}

/**
 * The account's aging on a statement's date: what the customer's statements dated up to and
 * including that one still have due, aged as of its statement date. Statements dated after
 * it are left out (they did not exist yet). `statement` counts once whether or not it is
 * one of `all`. Null when an amount it would age was withheld.
 */
export function statementAging(statement: StatementDates, all: readonly StatementDates[]): AgingSummary | null {
  const asOf = statement.statementDate;
  const day = dayNumber(asOf);
  const earlier = all.filter((s) => {
    if (s === statement) return false;
    const sDay = dayNumber(s.statementDate);
    return day !== null && sDay !== null && sDay <= day;
  });
  const open: { dueDate: string; amount: number }[] = [];
  for (const s of [statement, ...earlier]) {
    if (s.amountDue === null) return null;
    open.push({ dueDate: s.dueDate, amount: s.amountDue });
  }
  return agingSummary(open, asOf);
}

/**
 * A statement list after an invoice payment (HOST-CONTRACT section 12), at once and without
 * asking the service: each invoice paid gets the open amount the answer gives, and its
 * statement's amount due goes down by what that lowered (in whole cents). Applying a payment
 * the statements already show changes nothing, so an answer that may or may not include it
 * can be brought up to date. Statements without those invoices are returned as they are. The
 * payment's own document comes with the service's next answer (the receipt shows it meanwhile).
 */
export function applyInvoicePayment<S extends { amountDue: number | null; lines?: StatementLine[] | undefined }>(
  statements: readonly S[],
  payment: Pick<InvoicePayment, 'invoices'>,
): S[] {
  const paidOf = new Map(payment.invoices.map((invoice) => [invoice.reference, invoice]));
  return statements.map((statement) => {
    const lines = statement.lines;
    if (lines === undefined || !lines.some((line) => line.kind === 'invoice' && paidOf.has(line.reference))) return statement;
    let loweredCents = 0;
    const next: StatementLine[] = lines.map((line) => {
      const paid = line.kind === 'invoice' ? paidOf.get(line.reference) : undefined;
      if (paid === undefined || line.openAmount === null) return line;
      loweredCents += toCents(line.openAmount) - toCents(paid.openAmount);
      return { ...line, openAmount: paid.openAmount };
    });
    if (loweredCents === 0) return statement;
    const amountDue = statement.amountDue === null ? null : fromCents(toCents(statement.amountDue) - loweredCents);
    return { ...statement, amountDue, lines: next };
  });
}
