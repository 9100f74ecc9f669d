/**
 * Paying a statement's open invoices through the rendered widgets (HOST-CONTRACT section 12):
 * the statement with `data-pay-online` and the statements list on one page, one bus, over a
 * fake service that keeps the reference service's rules.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageContext } from '../../src/contract/pageData';
import type { Statements } from '../../src/contract/responses';
import { NOTHING_SELECTED, READ_ONLY_PAYMENT_REASON, WITH_CUSTOMER_PAYMENT_REASON } from '../../src/domain/invoicePayment';
import { localIsoDate } from '../../src/domain/format';
import { PRICE_HIDDEN_TEXT } from '../../src/domain/price';
import {
  APPROVED_CARD,
  createFakeInvoiceService,
  DECLINED_CARD,
  DECLINED_MESSAGE,
  GATEWAY_URL,
  lostConnection,
  postFromGateway,
  type FakeInvoiceService,
} from '../../src/state/invoicePayment/testing';
import { createFakeServiceClient, createTestEnv, renderWithEnv, testPageContext } from '../../src/testing';
import { PAYMENT_UNCONFIRMED_TITLE } from '../../src/ui/account/InvoicePayment';
import { startStatement, startStatements } from './start';
import { StatementsWidget, StatementWidget } from './StatementsWidget';

const DAY = 86_400_000;
const day = (offset: number) => localIsoDate(new Date(Date.now() + offset * DAY));

/** The newest statement bills an order and a service invoice, both open; an older one is open in part. */
function answer(): Statements {
  return {
    customerName: 'Maple Hollow Nursery',
    statements: [
      {
        number: '480300', suffix: '00', statementDate: day(-40), dueDate: day(-10), amountDue: 1619.5,
        lines: [
          { kind: 'order', reference: 'SO-480300', date: day(-41), dueDate: null, amount: 1234.5, openAmount: null },
          { kind: 'invoice', reference: 'INV-480300-00', date: day(-40), dueDate: day(-10), amount: 1234.5, openAmount: 1234.5 },
          { kind: 'invoice', reference: 'SVC-480300', date: day(-40), dueDate: day(-10), amount: 385, openAmount: 385 },
        ],
      },
      {
        number: '480100', suffix: '00', statementDate: day(-70), dueDate: day(-40), amountDue: 120.5,
        lines: [
          { kind: 'invoice', reference: 'INV-480100-00', date: day(-70), dueDate: day(-40), amount: 602.5, openAmount: 120.5 },
          { kind: 'payment', reference: 'PMT-480100-00', date: day(-56), dueDate: null, amount: -482, openAmount: null },
        ],
      },
    ],
  };
}

type SetupOptions = { payOnline?: boolean; context?: Partial<PageContext>; service?: FakeInvoiceService; payInvoices?: FakeInvoiceService['payInvoices'] };

/** The statement 480300-00 and the statements list on one page. */
function setup(options: SetupOptions = {}) {
  const service = options.service ?? createFakeInvoiceService({ 'INV-480300-00': 1234.5, 'SVC-480300': 385, 'INV-480100-00': 120.5 });
  const client = createFakeServiceClient({
    'Customer/GetStatements': () => answer(),
    'Customer/GetInvoicePaymentParameters': (body) => service.getCardSession(body, new AbortController().signal),
    'Customer/PayInvoices': (body) => (options.payInvoices ?? service.payInvoices)(body),
  });
  const env = createTestEnv({ client, context: testPageContext(options.context) });
  const list = startStatements(env);
  const statement = startStatement(env, { number: '480300', suffix: '00', payOnline: options.payOnline ?? true });
  const rendered = renderWithEnv(
    <>
      <StatementWidget store={statement.value.statements} payment={statement.value.payment} requested={{ number: '480300', suffix: '00' }} />
      <StatementsWidget store={list.value} />
    </>,
    env,
  );
  return { ...rendered, client, service, stop: () => (statement.stop(), list.stop()) };
}

let stopLast: (() => void) | null = null;
afterEach(() => {
  stopLast?.();
  stopLast = null;
  window.sessionStorage.clear();
});

const payInvoicesSection = () => screen.findByRole('region', { name: 'Pay invoices' });
const fact = (term: string) => within(screen.getByRole('article')).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const openOf = (reference: string) => within(screen.getByRole('table', { name: 'Documents' })).getByRole('rowheader', { name: new RegExp(`${reference}$`) }).closest('tr')!.lastElementChild?.textContent;
const totalDue = () => within(screen.getByRole('table', { name: 'Statements' })).getByRole('rowheader', { name: 'Total due' }).nextElementSibling?.textContent;

describe('paying invoices from the statement', () => {
  it('without data-pay-online: no payment section, no checkbox, and neither call', async () => {
    const { client, stop } = setup({ payOnline: false });
    stopLast = stop;
    await screen.findByRole('table', { name: 'Documents' });
    expect(screen.queryByRole('region', { name: 'Pay invoices' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay selected/ })).toBeNull();
    expect(client.calls.map((c) => c.path).filter((p) => p !== 'Customer/GetStatements')).toEqual([]);
  });

  it('ticks, lowers an amount, Pay selected names the total, the card form, Pay now: the receipt, and every amount on the page follows at once', async () => {
    const user = userEvent.setup();
    const { client, service, stop } = setup();
    stopLast = stop;
    const section = await payInvoicesSection();
    expect(totalDue()).toBe('$1,740.00');
    expect(within(section).getByRole('button', { name: 'Pay selected ($0.00)' })).toBeTruthy();
    // Only the open invoices of this statement, each with its checkbox and amount.
    expect(within(section).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(section).getByRole('checkbox', { name: 'Select invoice INV-480300-00' })).toBeTruthy();
    expect(within(section).getByRole('checkbox', { name: 'Select invoice SVC-480300' })).toBeTruthy();
    expect(within(section).queryByRole('checkbox', { name: 'Select invoice INV-480100-00' })).toBeNull();
    const amount = within(section).getByRole('textbox', { name: 'Amount for invoice INV-480300-00' }) as HTMLInputElement;
    expect(amount.value).toBe('1234.50');

    await user.click(within(section).getByRole('checkbox', { name: 'Select invoice INV-480300-00' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Select invoice SVC-480300' }));
    await user.clear(amount);
    await user.type(amount, '200');
    await user.tab();
    expect(amount.value).toBe('200.00');
    await user.click(within(section).getByRole('button', { name: 'Pay selected ($585.00)' }));
    expect(client.bodiesOf('Customer/GetInvoicePaymentParameters')).toEqual([
      { customerNumber: '100234', invoices: [{ reference: 'INV-480300-00', amount: 200 }, { reference: 'SVC-480300', amount: 385 }] },
    ]);
    const frame = await within(section).findByTitle('Card details (secure form of the payment gateway)');
    expect(frame.getAttribute('src')).toMatch(new RegExp(`^${GATEWAY_URL}\\?.*amount=585\\.00`));
    act(() => postFromGateway(APPROVED_CARD));
    expect(await within(section).findByText(/Visa ending 1111/)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Pay now' }));

    const receipt = await within(section).findByRole('group', { name: /^Payment PMT-\d+$/ });
    expect(within(receipt).getByText('Payment PMT-700001')).toBeTruthy();
    expect(receipt.textContent).toContain('$585.00 paid by card ending 1111');
    expect(within(within(receipt).getByRole('table', { name: 'Invoices paid' })).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'InvoicePaidStill open',
      'INV-480300-00$200.00$1,034.50',
      'SVC-480300$385.00$0.00',
    ]);
    expect(client.bodiesOf('Customer/PayInvoices')).toHaveLength(1);
    expect(service.payments()).toBe(1);
    // At once, without asking the service again: the lines, the amount due, the aging and the list.
    expect(openOf('INV-480300-00')).toBe('$1,034.50');
    expect(openOf('SVC-480300')).toBe('$0.00');
    expect(fact('Amount due')).toBe('$1,034.50');
    expect(within(screen.getByRole('table', { name: /^Aging on / })).getByRole('rowheader', { name: 'Total open' }).nextElementSibling?.textContent).toBe('$1,155.00');
    expect(totalDue()).toBe('$1,155.00');
    expect(client.bodiesOf('Customer/GetStatements')).toHaveLength(2);
    // SVC-480300 is paid: it has no checkbox any more; INV-480300-00 shows what is left.
    expect(within(section).queryByRole('checkbox', { name: 'Select invoice SVC-480300' })).toBeNull();
    expect((within(section).getByRole('textbox', { name: 'Amount for invoice INV-480300-00' }) as HTMLInputElement).value).toBe('1034.50');
  });

  it('refuses an amount over what is open, or not in whole cents, beside the field, and nothing ticked, asking nothing', async () => {
    const user = userEvent.setup();
    const { client, stop } = setup();
    stopLast = stop;
    const section = await payInvoicesSection();
    await user.click(within(section).getByRole('button', { name: 'Pay selected ($0.00)' }));
    expect(within(section).getByText(NOTHING_SELECTED)).toBeTruthy();
    const amount = within(section).getByRole('textbox', { name: 'Amount for invoice SVC-480300' });
    await user.click(within(section).getByRole('checkbox', { name: 'Select invoice SVC-480300' }));
    await user.clear(amount);
    await user.type(amount, '400');
    await user.tab();
    expect(within(section).getByText('Enter at most the open amount, $385.00.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(within(section).getByRole('button', { name: 'Pay selected ($0.00)' }));
    expect(within(section).getByText('Enter whole cents: at most 2 digits after the point.')).toBeTruthy();
    expect(document.activeElement).toBe(amount);
    expect(client.bodiesOf('Customer/GetInvoicePaymentParameters')).toEqual([]);
  });

  it('a declined card: the message as the service wrote it, the ticks and amounts kept, a fresh card form', async () => {
    const user = userEvent.setup();
    const { client, stop } = setup();
    stopLast = stop;
    const section = await payInvoicesSection();
    await user.click(within(section).getByRole('checkbox', { name: 'Select invoice INV-480300-00' }));
    const amount = within(section).getByRole('textbox', { name: 'Amount for invoice INV-480300-00' });
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(section).getByRole('button', { name: 'Pay selected ($50.00)' }));
    await within(section).findByTitle('Card details (secure form of the payment gateway)');
    act(() => postFromGateway(DECLINED_CARD));
    await user.click(await within(section).findByRole('button', { name: 'Pay now' }));
    expect((await within(section).findByRole('alert')).textContent).toContain(DECLINED_MESSAGE);
    expect((within(section).getByRole('checkbox', { name: 'Select invoice INV-480300-00' }) as HTMLInputElement).checked).toBe(true);
    expect((within(section).getByRole('textbox', { name: 'Amount for invoice INV-480300-00' }) as HTMLInputElement).value).toBe('50.00');
    await within(section).findByTitle('Card details (secure form of the payment gateway)');
    expect(client.bodiesOf('Customer/GetInvoicePaymentParameters')).toHaveLength(2);
    expect(openOf('INV-480300-00')).toBe('$1,234.50');
  });

  it('a lost answer: "We could not confirm your payment" with only Check again, which pays once', async () => {
    const user = userEvent.setup();
    const service = createFakeInvoiceService({ 'INV-480300-00': 1234.5, 'SVC-480300': 385 });
    let drop = true;
    const { client, stop } = setup({
      service,
      payInvoices: async (body) => {
        const paid = await service.payInvoices(body);
        if (drop) throw lostConnection();
        return paid;
      },
    });
    stopLast = stop;
    const section = await payInvoicesSection();
    await user.click(within(section).getByRole('checkbox', { name: 'Select invoice SVC-480300' }));
    await user.click(within(section).getByRole('button', { name: 'Pay selected ($385.00)' }));
    await within(section).findByTitle('Card details (secure form of the payment gateway)');
    act(() => postFromGateway(APPROVED_CARD));
    await user.click(await within(section).findByRole('button', { name: 'Pay now' }));
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain(PAYMENT_UNCONFIRMED_TITLE);
    expect(within(section).queryByRole('button', { name: 'Pay now' })).toBeNull();
    // The choices are locked while the payment's outcome is unknown.
    expect(within(section).getByRole('checkbox', { name: 'Select invoice SVC-480300' }).closest('fieldset')?.disabled).toBe(true);
    drop = false;
    await user.click(within(alert).getByRole('button', { name: 'Check again' }));
    expect(await within(section).findByText('Payment PMT-700001')).toBeTruthy();
    const [first, second] = client.bodiesOf('Customer/PayInvoices');
    expect(second).toEqual(first);
    expect(service.payments()).toBe(1);
  });

  it('a read-only login sees the open amounts and no checkbox or Pay selected, and is told why; nothing is asked', async () => {
    const { client, stop } = setup({ context: { readOnly: true } });
    stopLast = stop;
    const section = await payInvoicesSection();
    expect(within(section).getByText(READ_ONLY_PAYMENT_REASON)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay selected/ })).toBeNull();
    expect(openOf('INV-480300-00')).toBe('$1,234.50');
    await waitFor(() => expect(client.calls.filter((c) => c.path !== 'Customer/GetStatements')).toEqual([]));
  });

  it('a sales rep acting for a customer (withCustomer) sees no amounts and no payment controls, and is told why', async () => {
    const { env, client, stop } = setup({ context: { withCustomer: true, salesRep: true } });
    stopLast = stop;
    const section = await payInvoicesSection();
    expect(within(section).getByText(WITH_CUSTOMER_PAYMENT_REASON)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getAllByText(PRICE_HIDDEN_TEXT).length).toBeGreaterThan(0);
    expect(env.element.textContent).not.toMatch(/\$\d/);
    expect(client.calls.filter((c) => c.path !== 'Customer/GetStatements')).toEqual([]);
  });
});
