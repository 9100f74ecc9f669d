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
});
