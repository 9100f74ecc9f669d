import { describe, expect, it } from 'vitest';
import {
  agingBucket,
  paidByText,
  agingSummary,
  daysPastDue,
  isOverdue,
  newestFirst,
  statementAging,
  totalDue,
  applyInvoicePayment,
} from './statements';

const statement = (number: string, statementDate: string, dueDate: string, amountDue: number) => ({
  number,
  suffix: '00',
  statementDate,
  dueDate,
  amountDue,
});

describe('dates', () => {
  it('counts days past due: 0 on the due day, negative before it', () => {
    expect(daysPastDue('2026-10-01', '2026-10-31')).toBe(30);
    expect(daysPastDue('2026-10-01', '2026-10-01')).toBe(0);
    expect(daysPastDue('2026-10-01', '2026-09-30')).toBe(-1);
    expect(daysPastDue('bad', '2026-09-30')).toBeNull();
  });
});

describe('isOverdue', () => {
  it('is overdue the day after the due date while something is due', () => {
    expect(isOverdue({ dueDate: '2026-10-01', amountDue: 10 }, '2026-10-02')).toBe(true);
  });
  it('is not overdue on the due day itself', () => {
    expect(isOverdue({ dueDate: '2026-10-01', amountDue: 10 }, '2026-10-01')).toBe(false);
  });
  it('is not overdue when nothing is due', () => {
    expect(isOverdue({ dueDate: '2026-01-01', amountDue: 0 }, '2026-10-01')).toBe(false);
  });
  it('is not known to be overdue when the service withheld the amount (null, while acting for a customer)', () => {
    expect(isOverdue({ dueDate: '2026-01-01', amountDue: null }, '2026-10-01')).toBe(false);
  });
});

describe('newestFirst and totalDue', () => {
  it('orders by statement date, newest first, then by number (numeric) on the same day', () => {
    const list = [
      statement('480010', '2026-08-03', '2026-09-02', 0),
      statement('9', '2026-10-26', '2026-11-25', 0),
      statement('480200', '2026-10-26', '2026-11-25', 0),
      statement('480100', '2026-09-28', '2026-10-28', 0),
    ];
    expect(newestFirst(list).map((s) => s.number)).toEqual(['480200', '9', '480100', '480010']);
    expect(list[0]!.number).toBe('480010');
  });

  it('sums the amounts due in whole cents', () => {
    expect(totalDue([{ amountDue: 0.1 }, { amountDue: 0.2 }, { amountDue: 1200 }])).toBe(1200.3);
    expect(totalDue([])).toBe(0);
  });

  it('has no total (null) when any amount was withheld', () => {
    expect(totalDue([{ amountDue: 10 }, { amountDue: null }])).toBeNull();
  });
});

describe('aging', () => {
  it('puts 0 days in current and the edges 30, 31, 60, 61, 90, 91 in their buckets', () => {
    expect([-5, 0, 1, 30, 31, 60, 61, 90, 91].map(agingBucket)).toEqual([
      'current', 'current', 'days1to30', 'days1to30', 'days31to60', 'days31to60', 'days61to90', 'days61to90', 'over90',
    ]);
  });

  it('sums open amounts per bucket as of a day, leaving out paid amounts and credits', () => {
    const summary = agingSummary(
      [
        { dueDate: '2026-10-31', amount: 100 },
        { dueDate: '2026-10-20', amount: 50.25 },
        { dueDate: '2026-09-15', amount: 20 },
        { dueDate: '2026-08-10', amount: 5 },
        { dueDate: '2026-06-01', amount: 1 },
        { dueDate: '2026-06-01', amount: 0 },
        { dueDate: '2026-06-01', amount: -40 },
      ],
      '2026-10-31',
    );
    expect(summary).toEqual({ current: 100, days1to30: 50.25, days31to60: 20, days61to90: 5, over90: 1, total: 176.25 });
  });

  it("ages a statement with the account's earlier open statements as of its own date, not later ones", () => {
    const oct = statement('3', '2026-10-26', '2026-11-25', 300);
    const sep = statement('2', '2026-09-28', '2026-10-28', 200);
    const aug = statement('1', '2026-08-03', '2026-09-02', 100);
    const all = [oct, sep, aug];
    expect(statementAging(oct, all)).toMatchObject({ current: 500, days31to60: 100, total: 600 });
    expect(statementAging(sep, all)).toMatchObject({ current: 200, days1to30: 100, total: 300 });
  });

  it('counts the statement once whether or not it is in the list', () => {
    const oct = statement('3', '2026-10-26', '2026-11-25', 300);
    expect(statementAging(oct, [])?.total).toBe(300);
    expect(statementAging(oct, [oct])?.total).toBe(300);
  });

  it('has no aging (null) when an amount it would age was withheld, and leaves later statements out of that', () => {
    const oct = statement('3', '2026-10-26', '2026-11-25', 300);
    const hidden = { ...statement('2', '2026-09-28', '2026-10-28', 0), amountDue: null };
    const later = { ...statement('4', '2026-11-26', '2026-12-25', 0), amountDue: null };
    expect(statementAging(oct, [oct, hidden])).toBeNull();
    expect(statementAging(oct, [oct, later])?.total).toBe(300);
  });
});

describe('paidByText', () => {
  it('says how an order paid when placed was paid, and nothing for an account statement', () => {
    expect(paidByText({ paidBy: 'Card ending 1111' })).toBe('Paid by card ending 1111');
    expect(paidByText({ paidBy: null })).toBeNull();
    expect(paidByText({})).toBeNull();
  });
});

describe('applyInvoicePayment', () => {
  const lines = [
    { kind: 'order' as const, reference: 'SO-480100', date: '2026-08-01', dueDate: null, amount: 602.5, openAmount: null },
    { kind: 'invoice' as const, reference: 'INV-480100-00', date: '2026-08-03', dueDate: '2026-09-02', amount: 602.5, openAmount: 120.5 },
    { kind: 'invoice' as const, reference: 'SVC-480100', date: '2026-08-03', dueDate: '2026-09-02', amount: 385, openAmount: 385 },
  ];
  const statements = [
    { number: '480100', suffix: '00', statementDate: '2026-08-03', dueDate: '2026-09-02', amountDue: 505.5, lines },
    { number: '480200', suffix: '00', statementDate: '2026-09-03', dueDate: '2026-10-03', amountDue: 10.1 },
  ];
  const payment = {
    paymentNumber: 'PMT-700001',
    total: 140.6,
    invoices: [
      { reference: 'INV-480100-00', paid: 20.2, openAmount: 100.3 },
      { reference: 'SVC-480100', paid: 120.4, openAmount: 264.6 },
    ],
  };

  it("sets each paid invoice's open amount as answered and lowers its statement's amount due by as much, in cents", () => {
    const [paid, other] = applyInvoicePayment(statements, payment);
    expect(paid!.amountDue).toBe(364.9);
    expect(paid!.lines!.map((l) => l.openAmount)).toEqual([null, 100.3, 264.6]);
    expect(other).toBe(statements[1]);
    // The statements given are not changed.
    expect(statements[0]!.amountDue).toBe(505.5);
  });

  it('changes nothing the second time, or on statements that already show the payment (an answer that came after it)', () => {
    const once = applyInvoicePayment(statements, payment);
    const twice = applyInvoicePayment(once, payment);
    expect(twice[0]).toBe(once[0]);
    expect(twice[0]!.amountDue).toBe(364.9);
  });

  it('keeps a withheld amount due withheld', () => {
    const [withheld] = applyInvoicePayment([{ ...statements[0]!, amountDue: null }], payment);
    expect(withheld!.amountDue).toBeNull();
  });
});
