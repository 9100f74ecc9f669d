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

  it("follows an invoice payment of its customer at once, without asking: the invoice's open amount and the amount due", async () => {
    const client = createFakeServiceClient({ 'Customer/GetStatements': () => withInvoice(120.5) });
    const store = createStatementsStore({ services: statementsServices(client), getContext: () => testPageContext() });
    await store.start();
    store.applyPayment('200877', PAYMENT);
    expect(store.getState().statements![0]!.amountDue).toBe(120.5);
    store.applyPayment('100234', PAYMENT);
    const [statement] = store.getState().statements!;
    expect(statement!.amountDue).toBe(100);
    expect(statement!.lines!.map((l) => [l.reference, l.openAmount])).toEqual([['INV-480100-00', 100]]);
    expect(client.bodiesOf('Customer/GetStatements')).toHaveLength(1);
  });

  it('a load that started before a payment and answers after it shows the payment too, once', async () => {
    const answers = [deferred<Statements>(), deferred<Statements>()];
    let call = 0;
    const client = createFakeServiceClient({ 'Customer/GetStatements': () => answers[call++]!.promise });
    const store = createStatementsStore({ services: statementsServices(client), getContext: () => testPageContext() });
    const first = store.start();
    store.applyPayment('100234', PAYMENT);
    answers[0]!.resolve(withInvoice(120.5));
    await first;
    expect(store.getState().statements![0]!.amountDue).toBe(100);
    // The next load already has it: nothing is taken off twice.
    const second = store.refresh();
    answers[1]!.resolve(withInvoice(100));
    await second;
    expect(store.getState().statements![0]!.amountDue).toBe(100);
  });
});

const PAYMENT = { paymentNumber: 'PMT-700001', total: 20.5, invoices: [{ reference: 'INV-480100-00', paid: 20.5, openAmount: 100 }] };

function withInvoice(open: number): Statements {
  return {
    statements: [{
      number: '480100', suffix: '00', statementDate: '2026-08-03', dueDate: '2026-09-02', amountDue: open,
      lines: [{ kind: 'invoice', reference: 'INV-480100-00', date: '2026-08-03', dueDate: '2026-09-02', amount: 602.5, openAmount: open }],
    }],
  };
}
