/**
 * How a statement is written (the seeder, Cart/SubmitOrder): the statement row and the invoice
 * that bills it, `INV-<number>-<suffix>`, open for what is still due. One place, so every
 * statement's amount due is what its invoices have open (docs/service.md "Statements").
 */
import type { Database } from 'better-sqlite3';

export type NewStatement = {
  number: string;
  suffix: string;
  customerNumber: string;
  /** yyyy-mm-dd */
  statementDate: string;
  /** yyyy-mm-dd */
  dueDate: string;
  /** What the invoice bills (the order's total). */
  billed: number;
  /** What is still open of it (0 for an order charged to a card when placed). */
  open: number;
  orderId: number | null;
};

export const invoiceReference = (number: string, suffix: string): string => `INV-${number}-${suffix}`;

export function insertStatement(db: Database, s: NewStatement): void {
  db.prepare(
    'INSERT INTO statements (number, suffix, customer_number, statement_date, due_date, amount_due, order_id) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(s.number, s.suffix, s.customerNumber, s.statementDate, s.dueDate, s.open, s.orderId);
  insertInvoice(db, { reference: invoiceReference(s.number, s.suffix), number: s.number, suffix: s.suffix, customerNumber: s.customerNumber, date: s.statementDate, dueDate: s.dueDate, billed: s.billed, open: s.open });
}

/**
 * Another invoice on an existing statement (a service invoice): its open amount is added to
 * the statement's amount due.
 */
export function addInvoice(
  db: Database,
  i: { reference: string; number: string; suffix: string; customerNumber: string; date: string; dueDate: string; billed: number; open: number },
): void {
  insertInvoice(db, i);
  db.prepare('UPDATE statements SET amount_due = ROUND(amount_due + ?, 2) WHERE number = ? AND suffix = ?').run(i.open, i.number, i.suffix);
}

function insertInvoice(
  db: Database,
  i: { reference: string; number: string; suffix: string; customerNumber: string; date: string; dueDate: string; billed: number; open: number },
): void {
  db.prepare(
    `INSERT INTO invoices (reference, customer_number, statement_number, statement_suffix, invoice_date, due_date, amount, open_amount)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(i.reference, i.customerNumber, i.number, i.suffix, i.date, i.dueDate, i.billed, i.open);
}
