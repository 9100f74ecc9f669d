/**
 * Paying open invoices from a statement (HOST-CONTRACT section 12, issue 45): which lines can
 * be paid, what a typed amount may be (more than 0, at most what is open, whole cents), the
 * total in whole cents (money.ts: never a sum of floats), and who may pay at all.
 */
import type { InvoicePayment, StatementLine } from '../contract/responses';
import { formatPrice, showsPrices } from './price';
import { fromCents, parseMoneyText, toCents } from './money';

/** An invoice of a statement with something still open. */
export type PayableInvoice = { reference: string; date: string; dueDate: string | null; amount: number | null; openAmount: number };

/** The statement's invoices with an open amount above 0, in the statement's order. Nothing else is payable. */
export function payableInvoices(lines: readonly StatementLine[]): PayableInvoice[] {
  const open: PayableInvoice[] = [];
  for (const line of lines) {
    if (line.kind !== 'invoice' || line.openAmount === null || toCents(line.openAmount) <= 0) continue;
    open.push({ reference: line.reference, date: line.date, dueDate: line.dueDate, amount: line.amount, openAmount: line.openAmount });
  }
  return open;
}

/** What the buyer ticked and typed, by invoice reference. An amount not typed is the open amount. */
export type InvoiceDraft = { readonly selected: readonly string[]; readonly amounts: Readonly<Record<string, string>> };

export const EMPTY_INVOICE_DRAFT: InvoiceDraft = { selected: [], amounts: {} };

export const NOTHING_SELECTED = 'Select at least one invoice to pay.';

/** A typed amount's cents, or the reason it cannot be paid (shown beside its field). */
export function amountProblem(text: string, openAmount: number): { cents: number; problem: null } | { cents: null; problem: string } {
  const parsed = parseMoneyText(text);
  const refuse = (problem: string) => ({ cents: null, problem });
  if ('problem' in parsed) {
    switch (parsed.problem) {
      case 'empty':
        return refuse('Enter the amount to pay, such as 120.50.');
      case 'negative':
        return refuse('Enter more than $0.00.');
      case 'tooPrecise':
        return refuse('Enter whole cents: at most 2 digits after the point.');
      case 'notAmount':
        return refuse('Enter the amount in dollars and cents, such as 120.50.');
    }
  }
  if (parsed.cents <= 0) return refuse('Enter more than $0.00.');
  if (parsed.cents > toCents(openAmount)) return refuse(`Enter at most the open amount, ${formatPrice(openAmount)}.`);
  return { cents: parsed.cents, problem: null };
}

/** "120.50": an amount as the field shows it (no sign, no separators, 2 decimals). */
const fieldText = (cents: number): string => fromCents(cents).toFixed(2);

/** The text of an invoice's amount field: what was typed, else its open amount. */
export function amountTextOf(draft: InvoiceDraft, invoice: Pick<PayableInvoice, 'reference' | 'openAmount'>): string {
  return draft.amounts[invoice.reference] ?? fieldText(toCents(invoice.openAmount));
}

/** A typed amount as it settles on leaving the field: 2 decimals when it can be paid ("20.5" -> "20.50"), else as typed. */
export function settledAmountText(text: string, openAmount: number): string {
  const { cents } = amountProblem(text, openAmount);
  return cents === null ? text : fieldText(cents);
}

export type InvoiceToPay = { reference: string; amount: number };
/** `reference` null: about the selection as a whole. */
export type InvoiceProblem = { reference: string | null; message: string };

/**
 * The invoices to pay, each with its amount in dollars (made from whole cents), in the
 * statement's order, and their total in whole cents; or what to fix. A ticked reference that
 * is no longer open is left out.
 */
export function invoicesToPay(
  draft: InvoiceDraft,
  invoices: readonly PayableInvoice[],
): { invoices: InvoiceToPay[]; totalCents: number; problems: InvoiceProblem[] } {
  const chosen: InvoiceToPay[] = [];
  const problems: InvoiceProblem[] = [];
  let totalCents = 0;
  for (const invoice of invoices) {
    if (!draft.selected.includes(invoice.reference)) continue;
    const { cents, problem } = amountProblem(amountTextOf(draft, invoice), invoice.openAmount);
    if (cents === null) {
      problems.push({ reference: invoice.reference, message: problem });
      continue;
    }
    chosen.push({ reference: invoice.reference, amount: fromCents(cents) });
    totalCents += cents;
  }
  if (chosen.length === 0 && problems.length === 0) problems.push({ reference: null, message: NOTHING_SELECTED });
  return problems.length > 0 ? { invoices: [], totalCents: 0, problems } : { invoices: chosen, totalCents, problems };
}

/** What Pay selected would pay now: the ticked amounts that can be paid, in whole cents. */
export function selectedTotalCents(draft: InvoiceDraft, invoices: readonly PayableInvoice[]): number {
  let total = 0;
  for (const invoice of invoices) {
    if (!draft.selected.includes(invoice.reference)) continue;
    total += amountProblem(amountTextOf(draft, invoice), invoice.openAmount).cents ?? 0;
  }
  return total;
}

/** The name of the button: it says the total (HOST-CONTRACT section 12). */
export function paySelectedLabel(totalCents: number): string {
  return `Pay selected (${formatPrice(fromCents(totalCents))})`;
}

/** After a payment: the invoices it paid leave the selection, and their typed amounts go (the new open amount shows). */
export function afterPayment(draft: InvoiceDraft, payment: InvoicePayment): InvoiceDraft {
  const paid = new Set(payment.invoices.map((i) => i.reference));
  return {
    selected: draft.selected.filter((reference) => !paid.has(reference)),
    amounts: Object.fromEntries(Object.entries(draft.amounts).filter(([reference]) => !paid.has(reference))),
  };
}

export const READ_ONLY_PAYMENT_REASON =
  'This login is read-only: it shows what is open but cannot pay invoices. Ask an administrator of your company for payment rights.';
export const WITH_CUSTOMER_PAYMENT_REASON =
  'Invoices cannot be paid while you act for a customer: amounts are hidden. The customer pays them from their own login.';

/** Why this page offers no payment, or null when it does: a read-only login, or prices hidden (SPEC section 6). */
export function paymentBlockedReason(context: { companyUserId: number; readOnly: boolean; withCustomer: boolean }): string | null {
  if (context.readOnly) return READ_ONLY_PAYMENT_REASON;
  if (!showsPrices(context)) return WITH_CUSTOMER_PAYMENT_REASON;
  return null;
}
