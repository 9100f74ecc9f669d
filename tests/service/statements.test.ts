/** Customer/GetStatements: the fixed shape plus the added documents and customer name (docs/service.md "Statements"). */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { StatementsSchema } from '../../src/contract/responses';
import { startHarness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

describe('Customer/GetStatements', () => {
  test('answers the fixed shape, newest first, with the customer name', async () => {
    const result = await h.call('Customer/GetStatements', { customerNumber: '100234' });
    expect(result.status).toBe(200);
    const body = v.parse(StatementsSchema, result.body);
    expect(body.customerName).toBeTruthy();
    const dates = body.statements.map((s) => s.statementDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const s of body.statements) expect(Object.keys(s)).toEqual(expect.arrayContaining(['number', 'suffix', 'statementDate', 'dueDate', 'amountDue']));
  });

  test("a statement owes what its invoices have open, and what its invoices billed less its payments", async () => {
    const { statements } = (await h.call('Customer/GetStatements', { customerNumber: '100234' })).body;
    const cents = (dollars: number | null | undefined) => Math.round((dollars ?? Number.NaN) * 100);
    const partlyPaid = statements.filter((s) => s.lines?.some((l) => l.kind === 'payment'));
    expect(partlyPaid.length).toBeGreaterThan(0);
    expect(statements.some((s) => (s.amountDue ?? 0) > 0)).toBe(true);
    for (const s of statements) {
      const lines = s.lines ?? [];
      const invoices = lines.filter((l) => l.kind === 'invoice');
      expect(invoices.length, s.number).toBeGreaterThan(0);
      for (const invoice of invoices) expect(invoice.dueDate).toBe(s.dueDate);
      expect(invoices.reduce((sum, l) => sum + cents(l.openAmount), 0)).toBe(cents(s.amountDue));
      const billed = invoices.reduce((sum, l) => sum + cents(l.amount), 0);
      const paid = lines.filter((l) => l.kind === 'payment').reduce((sum, l) => sum - cents(l.amount), 0);
      expect(billed - paid).toBe(cents(s.amountDue));
    }
  });

  test('refuses an anonymous caller', async () => {
    const result = await h.call('Customer/GetStatements', { customerNumber: '100234' }, { as: null });
    expect(result.status).toBe(401);
  });
});
