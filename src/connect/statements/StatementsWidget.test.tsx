import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PageContext } from '../../contract/pageData';
import type { Statements } from '../../contract/responses';
import { PRICE_HIDDEN_TEXT } from '../../domain/price';
import { localIsoDate } from '../../domain/format';
import { statementsServices } from './start';
import { createStatementsStore } from '../../state/statementsStore';
import { anonymousPageContext, createFakeServiceClient, renderWithEnv, testPageContext } from '../../testing';
import { StatementsWidget, StatementWidget } from './StatementsWidget';

const DAY = 86_400_000;
const day = (offset: number) => localIsoDate(new Date(Date.now() + offset * DAY));

/** Three statements, oldest listed first: one overdue, one not yet due, one paid. */
function answer(): Statements {
  return {
    customerName: 'Maple Hollow Nursery',
    statements: [
      {
        number: '480100',
        suffix: '00',
        statementDate: day(-70),
        dueDate: day(-40),
        amountDue: 120.5,
        lines: [
          { kind: 'order', reference: 'SO-480100', date: day(-72), dueDate: null, amount: 602.5, openAmount: null },
          { kind: 'invoice', reference: 'INV-480100-00', date: day(-70), dueDate: day(-40), amount: 602.5, openAmount: 120.5 },
          { kind: 'payment', reference: 'PMT-480100-00', date: day(-56), dueDate: null, amount: -482, openAmount: null },
        ],
      },
      { number: '480300', suffix: '00', statementDate: day(-5), dueDate: day(25), amountDue: 1234.5 },
      { number: '480200', suffix: '01', statementDate: day(-40), dueDate: day(-10), amountDue: 0 },
      // Paid by card when ordered: nothing due, and it says which card.
      { number: '480400', suffix: '00', statementDate: day(-2), dueDate: day(28), amountDue: 0, paidBy: 'Card ending 1111' },
    ],
  };
}

/** The answer of a service that withholds amounts while acting for a customer (the reference service's): every amount null. */
function withheldAnswer(): Statements {
  const full = answer();
  return {
    ...full,
    statements: full.statements.map((s) => ({
      ...s,
      amountDue: null,
      ...(s.lines ? { lines: s.lines.map((l) => ({ ...l, amount: null, openAmount: null })) } : {}),
    })),
  } as unknown as Statements;
}

type SetupOptions = { anonymous?: boolean; fail?: boolean; context?: Partial<PageContext>; answer?: () => Statements };

function setup(ui: (store: ReturnType<typeof createStatementsStore>) => React.ReactElement, options: SetupOptions = {}) {
  let fail = options.fail ?? false;
  const client = createFakeServiceClient({
    'Customer/GetStatements': () => {
      if (fail) throw new Error('down');
      return (options.answer ?? answer)();
    },
  });
  const context = options.anonymous ? anonymousPageContext() : testPageContext(options.context);
  const store = createStatementsStore({ services: statementsServices(client), getContext: () => context });
  if (!options.anonymous) void store.start();
  const result = renderWithEnv(ui(store), { client, context });
  return { client, store, ...result, heal: () => (fail = false) };
}

describe('statements widget', () => {
  it('shows a table named Statements, newest first, with 2-decimal amounts and the total due', async () => {
    setup((store) => <StatementsWidget store={store} />);
    const table = await screen.findByRole('table', { name: 'Statements' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('link')?.getAttribute('aria-label') ?? null)).toEqual([
      null,
      'Statement 480400-00',
      'Statement 480300-00',
      'Statement 480200-01',
      'Statement 480100-00',
      null,
    ]);
    expect(rows[2]!.textContent).toContain('$1,234.50');
    expect(rows[4]!.textContent).toContain('$120.50');
    expect(rows[5]!.textContent).toBe('Total due$1,355.00');
  });

  it("shows an order paid by card as 'Paid by card ending 1111' with nothing due, outside the total due", async () => {
    setup((store) => <StatementsWidget store={store} />);
    const link = await screen.findByRole('link', { name: 'Statement 480400-00' });
    const row = link.closest('tr')!;
    expect(row.textContent).toContain('$0.00Paid by card ending 1111');
    expect(within(row).queryByText('Overdue')).toBeNull();
  });

  it('links each row to its statement view', async () => {
    setup((store) => <StatementsWidget store={store} />);
    const link = await screen.findByRole('link', { name: 'Statement 480200-01' });
    expect(link.getAttribute('href')).toBe('/MyAccount/OrderManager/ViewStatement?number=480200&suffix=01');
  });

  it('marks in words only the rows past due with something still due', async () => {
    setup((store) => <StatementsWidget store={store} />);
    const table = await screen.findByRole('table', { name: 'Statements' });
    const rowOf = (name: string) => within(table).getByRole('link', { name }).closest('tr')!;
    expect(rowOf('Statement 480100-00').textContent).toContain('Overdue');
    expect(rowOf('Statement 480300-00').textContent).not.toContain('Overdue');
    expect(rowOf('Statement 480200-01').textContent).not.toContain('Overdue');
    expect(screen.getByText(/4 statements, 1 overdue/)).toBeTruthy();
  });

  it('while acting for a customer (withCustomer) shows no amount, total or overdue mark and says why, even when the service sends amounts', async () => {
    const { env } = setup((store) => <StatementsWidget store={store} />, { context: { withCustomer: true, salesRep: true } });
    const table = await screen.findByRole('table', { name: 'Statements' });
    expect(within(table).getAllByRole('link')).toHaveLength(4);
    expect(env.element.textContent).not.toMatch(/\$\d/);
    expect(env.element.textContent).not.toContain('Overdue');
    expect(within(table).queryByRole('columnheader', { name: 'Amount due' })).toBeNull();
    expect(within(table).queryByRole('rowheader', { name: 'Total due' })).toBeNull();
    expect(screen.getByText(PRICE_HIDDEN_TEXT)).toBeTruthy();
    expect(screen.getByText(/^4 statements\./)).toBeTruthy();
  });

  it("reads a service's answer that withholds the amounts (null) while acting for a customer", async () => {
    const { env } = setup((store) => <StatementsWidget store={store} />, { context: { withCustomer: true, salesRep: true }, answer: withheldAnswer });
    const table = await screen.findByRole('table', { name: 'Statements' });
    expect(within(table).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByText(PRICE_HIDDEN_TEXT)).toBeTruthy();
    expect(env.element.textContent).not.toMatch(/\$\d/);
  });

  it('says so when there are no statements', async () => {
    const client = createFakeServiceClient({ 'Customer/GetStatements': () => ({ statements: [] }) });
    const store = createStatementsStore({ services: statementsServices(client), getContext: () => testPageContext() });
    void store.start();
    renderWithEnv(<StatementsWidget store={store} />, { client });
    expect(await screen.findByText('You have no statements yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks an anonymous visitor to log in, coming back to this page, and calls nothing', () => {
    window.history.replaceState(null, '', '/MyAccount/OrderManager/Statements');
    const { client } = setup((store) => <StatementsWidget store={store} />, { anonymous: true });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?returnTo=%2FMyAccount%2FOrderManager%2FStatements');
    expect(screen.getByText(/to see your statements/)).toBeTruthy();
    expect(client.calls).toEqual([]);
  });

  it('shows a failure with Retry, and Retry loads the statements', async () => {
    const { heal, client } = setup((store) => <StatementsWidget store={store} />, { fail: true });
    expect((await screen.findByRole('alert')).textContent).toMatch(/load your statements/);
    heal();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Statements' })).toBeTruthy();
    expect(client.bodiesOf('Customer/GetStatements')).toHaveLength(2);
  });
});

describe('statement widget', () => {
  it('shows the header: customer, dates, amount due, overdue in words', async () => {
    setup((store) => <StatementWidget store={store} requested={{ number: '480100', suffix: '00' }} />);
    const article = await screen.findByRole('article', { name: 'Statement 480100-00' });
    const fact = (term: string) => within(article).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Customer')).toBe(`Maple Hollow Nursery (${testPageContext().customer!.customerNumber})`);
    expect(fact('Statement date')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(fact('Due date')).toMatch(/Overdue$/);
    expect(fact('Amount due')).toBe('$120.50');
  });

  it("lists the statement's order, invoice and payment with amounts and what is open", async () => {
    setup((store) => <StatementWidget store={store} requested={{ number: '480100', suffix: '00' }} />);
    const table = await screen.findByRole('table', { name: 'Documents' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Order SO-480100',
      'Invoice INV-480100-00',
      'Payment PMT-480100-00',
    ]);
    expect(rows[1]!.textContent).toContain('$602.50');
    expect(rows[1]!.textContent).toContain('$120.50');
    expect(rows[2]!.textContent).toContain('-$482.00');
  });

  it('a statement without the added `lines` field (a contract-only service) shows no Documents block and claims no documents', async () => {
    setup((store) => <StatementWidget store={store} requested={{ number: '480300', suffix: '00' }} />);
    const article = await screen.findByRole('article', { name: 'Statement 480300-00' });
    expect(within(article).queryByRole('heading', { name: 'Documents' })).toBeNull();
    expect(within(article).queryByText('This statement lists no documents.')).toBeNull();
  });

  it('ages what the account had open on the statement date into the five buckets', async () => {
    setup((store) => <StatementWidget store={store} requested={{ number: '480300', suffix: '00' }} />);
    const table = await screen.findByRole('table', { name: /^Aging on / });
    const amountOf = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr')!.textContent;
    // 480300 is current; 480100 (due 40 days before today) was 35 days late on 480300's date.
    expect(amountOf('Current')).toBe('Current$1,234.50');
    expect(amountOf('1-30 days')).toBe('1-30 days$0.00');
    expect(amountOf('31-60 days')).toBe('31-60 days$120.50');
    expect(amountOf('61-90 days')).toBe('61-90 days$0.00');
    expect(amountOf('Over 90 days')).toBe('Over 90 days$0.00');
    expect(amountOf('Total open')).toBe('Total open$1,355.00');
  });

  it('while acting for a customer (withCustomer) shows no amount in its header, documents or aging and says why, even when the service sends amounts', async () => {
    const { env } = setup((store) => <StatementWidget store={store} requested={{ number: '480100', suffix: '00' }} />, { context: { withCustomer: true, salesRep: true } });
    const article = await screen.findByRole('article', { name: 'Statement 480100-00' });
    const fact = (term: string) => within(article).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Amount due')).toBe(PRICE_HIDDEN_TEXT);
    expect(fact('Due date')).not.toMatch(/Overdue/);
    const documents = within(article).getByRole('table', { name: 'Documents' });
    expect(within(documents).getAllByRole('row')).toHaveLength(4);
    expect(within(documents).queryByRole('columnheader', { name: 'Amount' })).toBeNull();
    expect(within(article).queryByRole('table', { name: /^Aging on / })).toBeNull();
    expect(within(article).getByRole('heading', { name: /^Aging on / })).toBeTruthy();
    expect(env.element.textContent).not.toMatch(/\$\d/);
  });

  it("shows a statement from a service's answer that withholds the amounts (null) while acting for a customer", async () => {
    const { env } = setup((store) => <StatementWidget store={store} requested={{ number: '480100', suffix: '00' }} />, {
      context: { withCustomer: true, salesRep: true },
      answer: withheldAnswer,
    });
    const article = await screen.findByRole('article', { name: 'Statement 480100-00' });
    expect(within(article).getAllByText(PRICE_HIDDEN_TEXT).length).toBeGreaterThan(0);
    expect(env.element.textContent).not.toMatch(/\$\d/);
  });

  it('prints with the Print button', async () => {
    const print = vi.fn();
    const before = window.print;
    window.print = print;
    try {
      setup((store) => <StatementWidget store={store} requested={{ number: '480100', suffix: '00' }} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalledOnce();
    } finally {
      window.print = before;
    }
  });

  it('says clearly that an unknown number was not found', async () => {
    setup((store) => <StatementWidget store={store} requested={{ number: '999', suffix: '00' }} />);
    expect(await screen.findByText(/Statement 999-00 was not found for customer/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('takes the newest statement with the number when no suffix is given', async () => {
    setup((store) => <StatementWidget store={store} requested={{ number: '480200', suffix: null }} />);
    expect(await screen.findByRole('article', { name: 'Statement 480200-01' })).toBeTruthy();
  });

  it('asks an anonymous visitor to log in, coming back to this page, and calls nothing', () => {
    window.history.replaceState(null, '', '/MyAccount/OrderManager/Statements');
    const { client } = setup((store) => <StatementWidget store={store} requested={{ number: '1', suffix: null }} />, { anonymous: true });
    expect(screen.getByText(/to see this statement/)).toBeTruthy();
    expect(client.calls).toEqual([]);
  });

  it('shows a failure with Retry', async () => {
    const { heal } = setup((store) => <StatementWidget store={store} requested={{ number: '480100', suffix: '00' }} />, { fail: true });
    await screen.findByRole('alert');
    heal();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Statement 480100-00' })).toBeTruthy());
  });
});
