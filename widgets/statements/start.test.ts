// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Statements } from '../../src/contract/responses';
import { createFakeServiceClient, createTestEnv } from '../../src/testing';
import { startStatements } from './start';

const statementsOf = (customerNumber: string): Statements => ({
  customerName: `Customer ${customerNumber}`,
  statements: [{ number: customerNumber === '100234' ? '480100' : '590100', suffix: '00', statementDate: '2026-10-01', dueDate: '2026-10-31', amountDue: 10 }],
});

describe('startStatements', () => {
  it("asks again after a customer switch that comes before any view has drawn, and drops the previous customer's late answer", async () => {
    const held: { customerNumber: string; answer: (value: Statements) => void }[] = [];
    const client = createFakeServiceClient({
      'Customer/GetStatements': ({ customerNumber }) =>
        new Promise<Statements>((resolve) => {
          held.push({ customerNumber, answer: resolve });
        }),
    });
    const env = createTestEnv({ client });
    const started = startStatements(env);
    expect(client.bodiesOf('Customer/GetStatements')).toEqual([{ customerNumber: '100234' }]);

    // No React yet: the switch must reach the store anyway.
    env.contextStore.switchTo({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: false }, shipTo: null });
    expect(client.bodiesOf('Customer/GetStatements')).toEqual([{ customerNumber: '100234' }, { customerNumber: '100512' }]);

    held[1]!.answer(statementsOf('100512'));
    await Promise.resolve();
    held[0]!.answer(statementsOf('100234'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started.value.getState()).toMatchObject({ customerNumber: '100512', statements: [{ number: '590100' }] });
    started.stop();
  });

  it('stops following switches once stopped', () => {
    const client = createFakeServiceClient({ 'Customer/GetStatements': ({ customerNumber }) => statementsOf(customerNumber) });
    const env = createTestEnv({ client });
    startStatements(env).stop();
    env.contextStore.switchTo({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: false }, shipTo: null });
    expect(client.bodiesOf('Customer/GetStatements')).toHaveLength(1);
  });
});
