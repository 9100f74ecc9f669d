import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../api/errors';
import { createBus } from '../../bus/bus';
import type { BusEvents } from '../../contract/events';
import type { PageContext } from '../../contract/pageData';
import type { SubmittedOrder, TaxAndFees } from '../../contract/responses';
import { anonymousPageContext } from '../../testing/pageData';
import type { FakeRoutes } from '../../testing/fakeServiceClient';
import { createCheckoutStore, type CheckoutStore } from './checkoutStore';
import {
  APPROVED_CARD,
  checkoutContext,
  createFakeCheckoutService,
  deferred,
  lostConnection,
  postFromGateway,
  refusal,
  settle,
  TEST_SETTINGS,
} from './checkoutTesting';

const stops: (() => void)[] = [];
afterEach(() => {
  while (stops.length > 0) stops.pop()?.();
});

function setup(routes: FakeRoutes = {}, context: PageContext = checkoutContext()) {
  const client = createFakeCheckoutService(routes);
  const bus = createBus();
  const published: { name: keyof BusEvents; payload: unknown }[] = [];
  bus.on('update cart', 'test', (payload) => published.push({ name: 'update cart', payload }));
  bus.on('update cart items', 'test', (payload) => published.push({ name: 'update cart items', payload }));
  let current = context;
  const store = createCheckoutStore({ client, bus, window, getContext: () => current, today: () => '2030-05-10' });
  stops.push(store.start());
  return { client, store, published, setContext: (next: PageContext) => (current = next) };
}

async function ready(routes: FakeRoutes = {}, context?: PageContext) {
  const setupResult = setup(routes, context);
  await settle();
  return setupResult;
}

async function payByCard(store: CheckoutStore) {
  store.setField('paymentMethod', 'card');
  await settle();
  postFromGateway(APPROVED_CARD);
}

describe('loading', () => {
  it('makes no call for an anonymous visitor and says so', async () => {
    const { client, store } = await ready({}, anonymousPageContext());
    expect(client.calls).toEqual([]);
    expect(store.getState().load).toBe('anonymous');
  });

  it("fills the draft from GetCartSettings, the context's ship-to first, payment as the settings say", async () => {
    const { store, client } = await ready({ 'Cart/GetCartSettings': () => ({ ...TEST_SETTINGS, poNumber: 'PO-1', paymentMethod: 'card' }) });
    const state = store.getState();
    expect(state.load).toBe('ready');
    expect(state.shipTos.map((s) => s.shipTo)).toEqual(['002', '001', '003']);
    expect(state.draft).toEqual({ poNumber: 'PO-1', shipVia: 'GROUND', requestedShipDate: '', orderNotes: '', shipTo: '002', paymentMethod: 'card' });
    expect(client.bodiesOf('Cart/GetCartSettings')).toEqual([{ companyUserId: 42, customerNumber: '100234' }]);
    expect(client.bodiesOf('Customer/ShipToLookups')).toEqual([{ customerNumber: '100234' }]);
  });

  it('a failed load says what failed', async () => {
    const { store } = await ready({ 'Customer/ShipToLookups': () => Promise.reject(lostConnection('Customer/ShipToLookups')) });
    expect(store.getState().load).toBe('failed');
    expect(store.getState().loadMessage).toContain('Could not reach the store');
  });
});

describe('order summary', () => {
  it('prices the order with the current settings; the zip follows the ship-to', async () => {
    const { store, client } = await ready();
    expect(store.getState().summary).toMatchObject({ status: 'ready', shipping: 40, taxAndFees: { total: 253.8 } });
    store.setField('shipTo', '003');
    await settle();
    expect(client.bodiesOf('Cart/GetShippingCost').at(-1)).toMatchObject({ shipTo: '003', zipCode: '12401', shipVia: 'GROUND', warehouseCode: '1001' });
    expect(client.bodiesOf('Cart/GetTaxAndFees').at(-1)?.cartSettings).toMatchObject({ shipTo: '003', zipCode: '12401', shipVia: 'GROUND' });
    expect(store.getState().summary.taxAndFees?.tax).toBe(9.6);
  });

  it('asks again when ship via, ship-to or payment method change, not when the PO number does', async () => {
    const { store, client } = await ready();
    const asked = () => client.bodiesOf('Cart/GetTaxAndFees').length;
    const before = asked();
    store.setField('poNumber', 'PO-77');
    store.setField('orderNotes', 'Gate code 4411');
    expect(asked()).toBe(before);
    store.setField('shipVia', 'LTL');
    store.setField('shipTo', '001');
    store.setField('paymentMethod', 'card');
    expect(asked()).toBe(before + 3);
  });

  it('an older answer never overwrites a newer one', async () => {
    const held: Record<string, ReturnType<typeof deferred<TaxAndFees>>> = {};
    const { store } = await ready({
      'Cart/GetTaxAndFees': (body) => {
        const d = deferred<TaxAndFees>();
        held[body.cartSettings.shipVia] = d;
        return d.promise;
      },
    });
    store.setField('shipVia', 'LTL');
    store.setField('shipVia', 'PICKUP');
    held.PICKUP?.resolve({ subtotal: 200, tax: 11.5, fees: 0, shipping: 0, total: 211.5 });
    await settle();
    held.LTL?.resolve({ subtotal: 200, tax: 20.13, fees: 0, shipping: 150, total: 370.13 });
    await settle();
    expect(store.getState().summary).toMatchObject({ status: 'ready', shipping: 0, taxAndFees: { total: 211.5 } });
  });
});

describe('card payment', () => {
  it('opens the gateway form with the session and this page as the target origin', async () => {
    const { store } = await ready();
    store.setField('paymentMethod', 'card');
    await settle();
    const url = new URL(store.getState().card.frameUrl ?? '');
    expect(url.origin).toBe('https://gateway.test');
    expect(url.searchParams.get('sessionToken')).toMatch(/^session-/);
    expect(url.searchParams.get('parentOrigin')).toBe(window.location.origin);
  });

  it('accepts a token only from the gateway origin and only in the exact shape', async () => {
    const { store } = await ready();
    store.setField('paymentMethod', 'card');
    await settle();
    postFromGateway(APPROVED_CARD, 'https://evil.test');
    postFromGateway({ ...APPROVED_CARD, cardNumber: '4111111111111111' });
    postFromGateway({ ...APPROVED_CARD, expiry: '12/39' });
    postFromGateway(JSON.stringify(APPROVED_CARD));
    expect(store.getState().card.accepted).toBeNull();
    postFromGateway(APPROVED_CARD);
    expect(store.getState().card.accepted).toEqual(APPROVED_CARD);
  });

  it('sends only the token, as cartSettings.cardToken', async () => {
    const { store, client } = await ready();
    await payByCard(store);
    store.placeOrder();
    await settle();
    const [sent] = client.bodiesOf('Cart/SubmitOrder');
    expect(sent?.cartSettings.cardToken).toBe(APPROVED_CARD.token);
    expect(JSON.stringify(client.calls)).not.toContain('4111111111111111');
  });

  it('a gateway error shows its message as written, clears the card form and keeps what was typed', async () => {
    const { store, client } = await ready();
    store.setField('poNumber', 'PO-55');
    await payByCard(store);
    const firstFrame = store.getState().card.frameUrl;
    postFromGateway({ type: 'sf-card-error', message: 'Gateway error 0119: try again.' });
    await settle();
    const { card, draft } = store.getState();
    expect(card.message).toBe('Gateway error 0119: try again.');
    expect(card.accepted).toBeNull();
    expect(card.frameUrl).not.toBe(firstFrame);
    expect(client.bodiesOf('Cart/GetCardPointeParameters')).toHaveLength(2);
    expect(draft.poNumber).toBe('PO-55');
  });

  it('a new total (ship via changed) asks for a new card session and drops the entered card', async () => {
    const { store } = await ready();
    await payByCard(store);
    store.setField('shipVia', 'LTL');
    await settle();
    expect(store.getState().card.accepted).toBeNull();
    expect(store.getState().card.message).toContain('Enter the card again');
  });
});

describe('Place order', () => {
  it('checks the form first: problems, a new attempt number, and no SubmitOrder', async () => {
    const { store, client } = await ready();
    store.setField('requestedShipDate', '2030-05-09');
    store.setField('orderNotes', 'x'.repeat(501));
    store.setField('paymentMethod', 'card');
    await settle();
    store.placeOrder();
    const { problems, attempt } = store.getState();
    expect(problems.map((p) => p.field)).toEqual(['requestedShipDate', 'orderNotes', 'card']);
    expect(attempt).toBe(1);
    expect(client.bodiesOf('Cart/SubmitOrder')).toEqual([]);
  });

  it('places the order with the settings and a submissionId, then publishes an empty cart', async () => {
    const { store, client, published } = await ready();
    store.setField('poNumber', '  PO-12 ');
    store.placeOrder();
    expect(store.getState().submit.status).toBe('submitting');
    await settle();
    const [sent] = client.bodiesOf('Cart/SubmitOrder');
    expect(sent).toMatchObject({ companyUserId: 42, customerNumber: '100234' });
    expect(sent?.cartSettings).toMatchObject({ poNumber: 'PO-12', shipVia: 'GROUND', shipTo: '002', zipCode: '44024', paymentMethod: 'account', cardToken: null });
    expect(sent?.cartSettings.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getState().submit).toMatchObject({ status: 'placed', order: { orderNumber: 'SO-500001' } });
    expect(published).toEqual([
      { name: 'update cart', payload: { cart: { lineCount: 0, totalQuantity: 0, subtotal: 0 } } },
      { name: 'update cart items', payload: { lines: [] } },
    ]);
  });

  it('a double click sends one order', async () => {
    const { store, client } = await ready();
    store.placeOrder();
    store.placeOrder();
    await settle();
    store.placeOrder();
    await settle();
    expect(client.bodiesOf('Cart/SubmitOrder')).toHaveLength(1);
  });

  it('a lost connection is "unconfirmed"; checking again re-sends the same submissionId, never a new attempt', async () => {
    let calls = 0;
    const { store, client, published } = await ready({
      'Cart/SubmitOrder': () => {
        calls += 1;
        if (calls <= 2) return Promise.reject(lostConnection('Cart/SubmitOrder'));
        return { orderNumber: 'SO-500777', total: 253.8, lineCount: 3 } satisfies SubmittedOrder;
      },
    });
    store.placeOrder();
    await settle();
    expect(store.getState().submit.status).toBe('unconfirmed');
    expect(published).toEqual([]);
    store.placeOrder();
    await settle();
    store.checkAgain();
    await settle();
    const ids = client.bodiesOf('Cart/SubmitOrder').map((b) => b.cartSettings.submissionId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(store.getState().submit).toMatchObject({ status: 'placed', order: { orderNumber: 'SO-500777' } });
  });

  it.each(['timeout', 'invalid-response'] as const)('a %s at submit is unconfirmed, never reported as placed', async (kind) => {
    const { store, published } = await ready({
      'Cart/SubmitOrder': () => Promise.reject(new ServiceError({ kind, path: 'Cart/SubmitOrder', message: '', error: null })),
    });
    store.placeOrder();
    await settle();
    expect(store.getState().submit.status).toBe('unconfirmed');
    expect(published).toEqual([]);
  });

  it('a server error (500) is not a refusal: the order may exist, so it is unconfirmed', async () => {
    const { store } = await ready({ 'Cart/SubmitOrder': () => Promise.reject(refusal('Cart/SubmitOrder', 'Internal error', 500)) });
    store.placeOrder();
    await settle();
    expect(store.getState().submit.status).toBe('unconfirmed');
  });

  it('a declined card says what the service wrote, clears the card and keeps the rest; the next try is a new attempt', async () => {
    const declined = 'The card was declined by the card issuer. Use another card or choose Pay on account.';
    let first = true;
    const { store, client } = await ready({
      'Cart/SubmitOrder': () => {
        if (first) {
          first = false;
          return Promise.reject(refusal('Cart/SubmitOrder', declined));
        }
        return { orderNumber: 'SO-500002', total: 261.41, lineCount: 3 };
      },
    });
    store.setField('orderNotes', 'Call before delivery');
    await payByCard(store);
    store.placeOrder();
    await settle();
    expect(store.getState().submit).toMatchObject({ status: 'refused', message: declined });
    expect(store.getState().card.accepted).toBeNull();
    expect(client.bodiesOf('Cart/GetCardPointeParameters')).toHaveLength(2);
    expect(store.getState().draft.orderNotes).toBe('Call before delivery');
    postFromGateway(APPROVED_CARD);
    store.placeOrder();
    await settle();
    const ids = client.bodiesOf('Cart/SubmitOrder').map((b) => b.cartSettings.submissionId);
    expect(ids[0]).not.toBe(ids[1]);
  });
});

describe('read-only and refresh', () => {
  it('a read-only login sees the order but opens no card form and cannot place it', async () => {
    const { store, client } = await ready({ 'Cart/GetCartSettings': () => ({ ...TEST_SETTINGS, paymentMethod: 'card' }) }, checkoutContext({ readOnly: true }));
    expect(store.getState().readOnly).toBe(true);
    store.placeOrder();
    await settle();
    expect(client.bodiesOf('Cart/GetCardPointeParameters')).toEqual([]);
    expect(client.bodiesOf('Cart/SubmitOrder')).toEqual([]);
  });

  it('refresh() asks again for the current customer and drops answers of the earlier requests', async () => {
    const held = deferred<typeof TEST_SETTINGS>();
    let first = true;
    const { store, client, setContext } = setup({
      'Cart/GetCartSettings': () => {
        if (first) {
          first = false;
          return held.promise;
        }
        return { ...TEST_SETTINGS, poNumber: 'NEW' };
      },
    });
    setContext(checkoutContext({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true }, shipTo: '001' }));
    store.refresh();
    await settle();
    held.resolve({ ...TEST_SETTINGS, poNumber: 'OLD' });
    await settle();
    expect(store.getState().draft.poNumber).toBe('NEW');
    expect(client.bodiesOf('Cart/GetCartSettings').map((b) => b.customerNumber)).toEqual(['100234', '100512']);
  });
});
