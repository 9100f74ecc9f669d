/**
 * A fake of the two invoice payment calls (HOST-CONTRACT section 12) for store and widget
 * tests, keeping the reference service's rules: a repeated paymentId is answered with its
 * payment before anything else, an amount over what is open is refused, a declined token
 * charges nothing. `payments` counts what was really paid.
 */
import { ServiceError } from '../../api/errors';
import type { GetInvoicePaymentParametersRequest, PayInvoicesRequest } from '../../contract/requests';
import type { InvoicePayment, PaymentGatewayParameters, StatementLine } from '../../contract/responses';
import { fromCents, toCents } from '../../domain/money';

export const GATEWAY_ORIGIN = 'https://gateway.test';
export const GATEWAY_URL = `${GATEWAY_ORIGIN}/card-form`;
/** What the hosted card form posts after an approved 4111 1111 1111 1111. */
export const APPROVED_CARD = { type: 'sf-card-token', token: '9418594164541111', last4: '1111', expiry: '1239' } as const;
/** A token the fake refuses as a declined card. */
export const DECLINED_CARD = { type: 'sf-card-token', token: '9400000000000002', last4: '0002', expiry: '1239' } as const;
export const DECLINED_MESSAGE = 'The card was declined by the card issuer. Use another card.';

/** Two open invoices of one statement, and what is not payable beside them. */
export function invoiceLines(): StatementLine[] {
  return [
    { kind: 'order', reference: 'SO-480100', date: '2026-08-01', dueDate: null, amount: 602.5, openAmount: null },
    { kind: 'invoice', reference: 'INV-480100-00', date: '2026-08-03', dueDate: '2026-09-02', amount: 602.5, openAmount: 120.5 },
    { kind: 'payment', reference: 'PMT-480100-00', date: '2026-08-17', dueDate: null, amount: -482, openAmount: null },
    { kind: 'invoice', reference: 'SVC-480100', date: '2026-08-03', dueDate: '2026-09-02', amount: 385, openAmount: 385 },
  ];
}

export const refused = (message: string, status = 400) =>
  new ServiceError({ kind: 'http', path: 'Customer/PayInvoices', status, message, error: 'BadRequest' });
export const lostConnection = () => new ServiceError({ kind: 'network', path: 'Customer/PayInvoices', message: '', error: new TypeError('Failed to fetch') });

export type FakeInvoiceService = {
  getCardSession(body: GetInvoicePaymentParametersRequest, signal: AbortSignal): Promise<PaymentGatewayParameters>;
  payInvoices(body: PayInvoicesRequest): Promise<InvoicePayment>;
  /** Every PayInvoices body, in order. */
  readonly sent: PayInvoicesRequest[];
  /** Every session asked, in order. */
  readonly sessions: GetInvoicePaymentParametersRequest[];
  /** Payments made (a repeated id is not a second one). */
  payments(): number;
  /** What is open now, by reference. */
  readonly open: Map<string, number>;
};

export function createFakeInvoiceService(open: Record<string, number> = { 'INV-480100-00': 120.5, 'SVC-480100': 385 }): FakeInvoiceService {
  const openCents = new Map(Object.entries(open).map(([reference, dollars]) => [reference, toCents(dollars)]));
  const byId = new Map<string, InvoicePayment>();
  const sent: PayInvoicesRequest[] = [];
  const sessions: GetInvoicePaymentParametersRequest[] = [];
  let sessionCount = 0;
  return {
    sent,
    sessions,
    payments: () => byId.size,
    get open() {
      return new Map([...openCents].map(([reference, cents]) => [reference, fromCents(cents)]));
    },
    async getCardSession(body) {
      sessions.push(body);
      sessionCount += 1;
      const total = body.invoices.reduce((sum, i) => sum + toCents(i.amount), 0);
      return { gatewayUrl: GATEWAY_URL, merchantId: 'm-1', sessionToken: `session-${sessionCount}`, amount: fromCents(total), currency: 'USD' };
    },
    async payInvoices(body) {
      sent.push(body);
      const earlier = byId.get(body.paymentId);
      if (earlier) return earlier;
      for (const { reference, amount } of body.invoices) {
        const left = openCents.get(reference) ?? 0;
        if (left <= 0) throw refused(`Invoice ${reference} is already paid: nothing is open on it.`);
        if (toCents(amount) > left) throw refused(`Invoice ${reference}: $${amount.toFixed(2)} is more than the $${fromCents(left).toFixed(2)} open on it.`);
      }
      if (body.cardToken === '') throw refused('cardToken: paying needs the token of the card form. Enter the card and press Pay now.');
      if (body.cardToken === DECLINED_CARD.token) throw refused(DECLINED_MESSAGE);
      const invoices = body.invoices.map(({ reference, amount }) => {
        const after = (openCents.get(reference) ?? 0) - toCents(amount);
        openCents.set(reference, after);
        return { reference, paid: amount, openAmount: fromCents(after) };
      });
      const payment: InvoicePayment = {
        paymentNumber: `PMT-${700000 + byId.size + 1}`,
        total: fromCents(body.invoices.reduce((sum, i) => sum + toCents(i.amount), 0)),
        invoices,
        cardLast4: body.cardToken.slice(-4),
      };
      byId.set(body.paymentId, payment);
      return payment;
    },
  };
}

export function postFromGateway(data: unknown, origin = GATEWAY_ORIGIN, win: Window = window): void {
  win.dispatchEvent(new MessageEvent('message', { data, origin }));
}

/** Lets every settled promise's callbacks run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
