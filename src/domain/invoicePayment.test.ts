import { describe, expect, it } from 'vitest';
import type { StatementLine } from '../contract/responses';
import {
  afterPayment,
  amountProblem,
  amountTextOf,
  invoicesToPay,
  NOTHING_SELECTED,
  payableInvoices,
  paymentBlockedReason,
  paySelectedLabel,
  READ_ONLY_PAYMENT_REASON,
  selectedTotalCents,
  settledAmountText,
  WITH_CUSTOMER_PAYMENT_REASON,
} from './invoicePayment';

const LINES: StatementLine[] = [
  { kind: 'order', reference: 'SO-480100', date: '2026-08-01', dueDate: null, amount: 602.5, openAmount: null },
  { kind: 'invoice', reference: 'INV-480100-00', date: '2026-08-03', dueDate: '2026-09-02', amount: 602.5, openAmount: 120.5 },
  { kind: 'payment', reference: 'PMT-480100-00', date: '2026-08-17', dueDate: null, amount: -482, openAmount: null },
  { kind: 'invoice', reference: 'SVC-480100', date: '2026-08-03', dueDate: '2026-09-02', amount: 385, openAmount: 385 },
  { kind: 'invoice', reference: 'INV-470000-00', date: '2026-07-03', dueDate: '2026-08-02', amount: 99, openAmount: 0 },
  { kind: 'credit', reference: 'CR-1', date: '2026-08-20', dueDate: null, amount: -10, openAmount: null },
];
const invoices = payableInvoices(LINES);

describe('payableInvoices', () => {
  it('offers the invoices with something open, and nothing else (orders, payments, credits, paid invoices, withheld amounts)', () => {
    expect(invoices.map((i) => i.reference)).toEqual(['INV-480100-00', 'SVC-480100']);
    expect(payableInvoices([{ ...LINES[1]!, openAmount: null }])).toEqual([]);
  });
});

describe('amountProblem', () => {
  it('takes more than 0 and at most what is open, in whole cents', () => {
    expect(amountProblem('120.50', 120.5)).toEqual({ cents: 12050, problem: null });
    expect(amountProblem('0.01', 120.5)).toEqual({ cents: 1, problem: null });
    expect(amountProblem('50', 120.5)).toEqual({ cents: 5000, problem: null });
  });
  it('refuses with the reason: empty, zero, negative, over the open amount, a third decimal, no amount', () => {
    expect(amountProblem('', 120.5).problem).toBe('Enter the amount to pay, such as 120.50.');
    expect(amountProblem('0', 120.5).problem).toBe('Enter more than $0.00.');
    expect(amountProblem('-3', 120.5).problem).toBe('Enter more than $0.00.');
    expect(amountProblem('120.51', 120.5).problem).toBe('Enter at most the open amount, $120.50.');
    expect(amountProblem('1.005', 120.5).problem).toBe('Enter whole cents: at most 2 digits after the point.');
    expect(amountProblem('ten', 120.5).problem).toBe('Enter the amount in dollars and cents, such as 120.50.');
  });
});

describe('the selection', () => {
  const draft = { selected: ['SVC-480100', 'INV-480100-00'], amounts: { 'INV-480100-00': '20.25' } };

  it('starts each amount at what is open, and settles a typed one to 2 decimals', () => {
    expect(amountTextOf({ selected: [], amounts: {} }, invoices[0]!)).toBe('120.50');
    expect(amountTextOf(draft, invoices[0]!)).toBe('20.25');
    expect(settledAmountText('20.5', 120.5)).toBe('20.50');
    expect(settledAmountText('1,000', 2000)).toBe('1000.00');
    expect(settledAmountText('abc', 120.5)).toBe('abc');
  });

  it('pays the ticked invoices in the order of the statement, each for its amount, and totals them in cents', () => {
    const chosen = invoicesToPay(draft, invoices);
    expect(chosen).toEqual({
      invoices: [
        { reference: 'INV-480100-00', amount: 20.25 },
        { reference: 'SVC-480100', amount: 385 },
      ],
      totalCents: 40525,
      problems: [],
    });
    // 0.1 + 0.2 in cents: no float slip in the total.
    const small = payableInvoices([
      { ...LINES[1]!, reference: 'A', openAmount: 0.1 },
      { ...LINES[1]!, reference: 'B', openAmount: 0.2 },
    ]);
    expect(invoicesToPay({ selected: ['A', 'B'], amounts: {} }, small).totalCents).toBe(30);
    expect(paySelectedLabel(40525)).toBe('Pay selected ($405.25)');
  });

  it('says what to fix: nothing ticked, or the amount of a ticked invoice; an unticked one is not checked', () => {
    expect(invoicesToPay({ selected: [], amounts: {} }, invoices).problems).toEqual([{ reference: null, message: NOTHING_SELECTED }]);
    const wrong = invoicesToPay({ selected: ['SVC-480100'], amounts: { 'SVC-480100': '400', 'INV-480100-00': 'x' } }, invoices);
    expect(wrong.problems).toEqual([{ reference: 'SVC-480100', message: 'Enter at most the open amount, $385.00.' }]);
    expect(wrong.invoices).toEqual([]);
    // A ticked reference that is no longer open (paid elsewhere) is not paid.
    expect(invoicesToPay({ selected: ['INV-470000-00'], amounts: {} }, invoices).problems).toEqual([{ reference: null, message: NOTHING_SELECTED }]);
  });

  it('counts in the total only the ticked amounts that can be paid', () => {
    expect(selectedTotalCents({ selected: ['SVC-480100', 'INV-480100-00'], amounts: { 'INV-480100-00': 'x' } }, invoices)).toBe(38500);
    expect(selectedTotalCents({ selected: [], amounts: {} }, invoices)).toBe(0);
  });

  it('after a payment, the invoices paid leave the selection and their typed amounts go (the new open amount shows)', () => {
    const next = afterPayment(draft, { paymentNumber: 'PMT-700001', total: 20.25, invoices: [{ reference: 'INV-480100-00', paid: 20.25, openAmount: 100.25 }] });
    expect(next).toEqual({ selected: ['SVC-480100'], amounts: {} });
  });
});

describe('paymentBlockedReason', () => {
  it('offers payment to a signed-in buyer who sees prices, and says why not to a read-only login or while acting for a customer', () => {
    expect(paymentBlockedReason({ companyUserId: 42, readOnly: false, withCustomer: false })).toBeNull();
    expect(paymentBlockedReason({ companyUserId: 43, readOnly: true, withCustomer: false })).toBe(READ_ONLY_PAYMENT_REASON);
    expect(paymentBlockedReason({ companyUserId: 61, readOnly: false, withCustomer: true })).toBe(WITH_CUSTOMER_PAYMENT_REASON);
  });
});
