import { describe, expect, it } from 'vitest';
import type { PageContext } from '../contract/pageData';
import type { Statements } from '../contract/responses';
import { deferred } from '../testing/deferred';
import { createFakeServiceClient } from '../testing/fakeServiceClient';
import { anonymousPageContext, testPageContext } from '../testing/pageData';
import { statementsServices } from '../../widgets/statements/start';
import { createStatementsStore } from './statementsStore';

const answer = (customerName: string, ...numbers: string[]): Statements => ({
  customerName,
  statements: numbers.map((number, index) => ({
    number,
    suffix: '00',
    statementDate: `2026-0${index + 1}-01`,
    dueDate: `2026-0${index + 2}-01`,
    amountDue: 10,
  })),
});

describe('statementsStore', () => {
  it('asks for the page customer once and keeps the statements newest first', async () => {
    const client = createFakeServiceClient({ 'Customer/GetStatements': () => answer('Maple', '1', '2') });
    const store = createStatementsStore({ services: statementsServices(client), getContext: () => testPageContext() });
    await store.start();
    await store.start();
    expect(client.bodiesOf('Customer/GetStatements')).toEqual([{ customerNumber: testPageContext().customer!.customerNumber }]);
    expect(store.getState()).toMatchObject({ status: 'ready', customerName: 'Maple' });
    expect(store.getState().statements!.map((s) => s.number)).toEqual(['2', '1']);
  });

  it('asks nothing for an anonymous visitor', async () => {
    const client = createFakeServiceClient();
    const store = createStatementsStore({ services: statementsServices(client), getContext: () => anonymousPageContext() });
    await store.start();
    expect(client.calls).toEqual([]);
    expect(store.getState().status).toBe('idle');
  });

  it('keeps a failure as a sentence, and refresh asks again', async () => {
    let fail = true;
    const client = createFakeServiceClient({
      'Customer/GetStatements': () => {
        if (fail) throw new Error('boom');
        return answer('Maple', '1');
      },
    });
    const store = createStatementsStore({ services: statementsServices(client), getContext: () => testPageContext() });
    await store.start();
    expect(store.getState().status).toBe('failed');
    expect(store.getState().error).toMatch(/load your statements/);
    fail = false;
    await store.refresh();
    expect(store.getState()).toMatchObject({ status: 'ready', error: null });
  });

  it("refresh reads the customer anew and drops the older request's answer", async () => {
    let context: PageContext = testPageContext();
    const first = deferred<Statements>();
    const client = createFakeServiceClient({
      'Customer/GetStatements': (body) => (body.customerNumber === 'OTHER' ? answer('Other Co', '9') : first.promise),
    });
    const store = createStatementsStore({ services: statementsServices(client), getContext: () => context });
    const starting = store.start();
    context = testPageContext({ customer: { customerNumber: 'OTHER', customerType: 'B', ecomCustomer: false } });
    await store.refresh();
    first.resolve(answer('Maple', '1'));
    await starting;
    expect(store.getState()).toMatchObject({ customerName: 'Other Co', customerNumber: 'OTHER' });
    expect(store.getState().statements!.map((s) => s.number)).toEqual(['9']);
  });

  it("follows an invoice payment of its customer at once, without asking: the invoice's open amount, the amount due, the payment as a document", async () => {
    const withInvoice: Statements = {
      statements: [{
        number: '480100', suffix: '00', statementDate: '2026-08-03', dueDate: '2026-09-02', amountDue: 120.5,
        lines: [{ kind: 'invoice', reference: 'INV-480100-00', date: '2026-08-03', dueDate: '2026-09-02', amount: 602.5, openAmount: 120.5 }],
      }],
    };
    const client = createFakeServiceClient({ 'Customer/GetStatements': () => withInvoice });
    const store = createStatementsStore({ services: statementsServices(client), getContext: () => testPageContext() });
    await store.start();
    const payment = { paymentNumber: 'PMT-700001', total: 20.5, invoices: [{ reference: 'INV-480100-00', paid: 20.5, openAmount: 100 }] };
    store.applyPayment('200877', payment, '2026-12-06');
    expect(store.getState().statements![0]!.amountDue).toBe(120.5);
    store.applyPayment('100234', payment, '2026-12-06');
    const [statement] = store.getState().statements!;
    expect(statement!.amountDue).toBe(100);
    expect(statement!.lines!.map((l) => [l.reference, l.openAmount, l.amount])).toEqual([['INV-480100-00', 100, 602.5], ['PMT-700001', null, -20.5]]);
    expect(client.bodiesOf('Customer/GetStatements')).toHaveLength(1);
  });
});
