/**
 * A fake service for checkout tests: every call the checkout makes answered with a small,
 * consistent order, each answer replaceable. Store and component tests share it.
 */
import { ServiceError } from '../../api/errors';
import type { PageContext } from '../../contract/pageData';
import type { ServicePath } from '../../contract/paths';
import type { CartSettings, PaymentGatewayParameters, ShipTo, SubmittedOrder } from '../../contract/responses';
import { createFakeServiceClient, type FakeRoutes, type FakeServiceClient } from '../../testing/fakeServiceClient';
import { testPageContext } from '../../testing/pageData';

export const GATEWAY_ORIGIN = 'https://gateway.test';
export const GATEWAY_URL = `${GATEWAY_ORIGIN}/card-form`;

export const TEST_SHIP_TOS: ShipTo[] = [
  { shipTo: '001', name: 'Main Range', address: '1 Ravenna Rd', city: 'Burton', state: 'OH', zipCode: '44021' },
  { shipTo: '002', name: 'Retail Yard', address: '2 Main St', city: 'Chardon', state: 'OH', zipCode: '44024' },
  { shipTo: '003', name: 'Hudson Valley', address: '9 Orchard Ln', city: 'Kingston', state: 'NY', zipCode: '12401' },
];

export const TEST_SETTINGS: CartSettings = {
  poNumber: '',
  shipVia: 'GROUND',
  shipViaOptions: [
    { code: 'GROUND', name: 'Ground freight (3-5 days)' },
    { code: 'LTL', name: 'LTL truck (palletized)' },
    { code: 'PICKUP', name: 'Will call - pick up at the warehouse' },
  ],
  requestedShipDate: null,
  orderNotes: '',
  paymentMethod: 'account',
};

/** Shipping by ship via, so a test can tell which answer it sees. */
export const SHIPPING_BY_VIA: Record<string, number> = { GROUND: 40, LTL: 150, PICKUP: 0 };

export function taxAndFeesFor(settings: CartSettings) {
  const subtotal = 200;
  const shipping = SHIPPING_BY_VIA[settings.shipVia] ?? 0;
  const tax = settings.shipTo === '003' ? 9.6 : 13.8;
  const fees = settings.paymentMethod === 'card' ? 7.61 : 0;
  return { subtotal, tax, fees, shipping, total: Math.round((subtotal + shipping + tax + fees) * 100) / 100 };
}

let sessions = 0;
export function gatewayParams(amount = 253.8): PaymentGatewayParameters {
  sessions += 1;
  return { gatewayUrl: GATEWAY_URL, merchantId: 'm-1', sessionToken: `session-${sessions}`, amount, currency: 'USD' };
}

export const refusal = (path: ServicePath, message: string, status = 400) =>
  new ServiceError({ kind: 'http', path, status, message, error: 'BadRequest' });
export const lostConnection = (path: ServicePath) => new ServiceError({ kind: 'network', path, message: '', error: new TypeError('Failed to fetch') });

export function createFakeCheckoutService(overrides: FakeRoutes = {}): FakeServiceClient {
  let orders = 0;
  /** Orders by submissionId, as the service keeps them: a repeated id answers the same order. */
  const placed = new Map<string, SubmittedOrder>();
  const routes: FakeRoutes = {
    'Cart/GetCartSettings': () => TEST_SETTINGS,
    'Customer/ShipToLookups': () => ({ shipTos: TEST_SHIP_TOS }),
    'Cart/GetCart': () => ({ lineCount: 3, totalQuantity: 30, subtotal: 200, lines: [], warehouseCode: '1001', shipTo: '001', zipCode: null }),
    'Cart/GetShippingCost': (body) => ({ shipVia: body.shipVia, shippingCost: SHIPPING_BY_VIA[body.shipVia] ?? 0 }),
    'Cart/GetTaxAndFees': (body) => taxAndFeesFor(body.cartSettings),
    'Cart/GetCardPointeParameters': (body) => gatewayParams(taxAndFeesFor({ ...body.cartSettings, paymentMethod: 'card' }).total),
    'Cart/SubmitOrder': (body) => {
      const id = body.cartSettings.submissionId ?? '';
      const earlier = placed.get(id);
      if (earlier) return earlier;
      orders += 1;
      const order = { orderNumber: `SO-50000${orders}`, total: taxAndFeesFor(body.cartSettings).total, lineCount: 3 };
      if (id !== '') placed.set(id, order);
      return order;
    },
    'Cart/GetSubmission': (body) => {
      const order = placed.get(body.submissionId);
      return order ? { status: 'placed', order } : { status: 'unknown' };
    },
    ...overrides,
  };
  return createFakeServiceClient(routes);
}

export function checkoutContext(overrides: Partial<PageContext> = {}): PageContext {
  return testPageContext({ shipTo: '002', ...overrides });
}

/** A promise with its resolve and reject, to hold an answer back. */
/** Lets every settled promise's callbacks run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What the hosted card form posts after an approved 4111 1111 1111 1111. */
export const APPROVED_CARD = { type: 'sf-card-token', token: '9418594164541111', last4: '1111', expiry: '1239' } as const;

export function postFromGateway(data: unknown, origin = GATEWAY_ORIGIN, win: Window = window): void {
  win.dispatchEvent(new MessageEvent('message', { data, origin }));
}
