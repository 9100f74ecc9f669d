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

  test("each statement's invoice is open for exactly the amount due, and a payment covers the rest of the order", async () => {
    const { statements } = (await h.call('Customer/GetStatements', { customerNumber: '100234' })).body;
    const partlyPaid = statements.filter((s) => s.lines?.some((l) => l.kind === 'payment'));
    expect(partlyPaid.length).toBeGreaterThan(0);
    expect(statements.some((s) => (s.amountDue ?? 0) > 0)).toBe(true);
    for (const s of statements) {
      const lines = s.lines ?? [];
      const invoice = lines.find((l) => l.kind === 'invoice');
      expect(invoice?.openAmount).toBe(s.amountDue);
      expect(invoice?.dueDate).toBe(s.dueDate);
      const order = lines.find((l) => l.kind === 'order');
      const paid = lines.filter((l) => l.kind === 'payment').reduce((sum, l) => sum - (l.amount ?? Number.NaN), 0);
      expect(Math.round(((order?.amount ?? Number.NaN) - paid) * 100) / 100).toBe(s.amountDue);
    }
  });

  test('refuses an anonymous caller', async () => {
    const result = await h.call('Customer/GetStatements', { customerNumber: '100234' }, { as: null });
    expect(result.status).toBe(401);
  });
});
