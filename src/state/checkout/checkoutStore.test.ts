// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../api/errors';
import { createBus } from '../../bus/bus';
import type { BusEvents } from '../../contract/events';
import type { PageContext } from '../../contract/pageData';
import type { SubmittedOrder, TaxAndFees } from '../../contract/responses';
import { deferred } from '../../testing/deferred';
import { anonymousPageContext } from '../../testing/pageData';
import type { FakeRoutes } from '../../testing/fakeServiceClient';
import type { CartSync } from '../cartSync';
import { CARD_RESET_MESSAGE, createCheckoutStore, SUBMIT_SESSION_ENDED_MESSAGE, UNCONFIRMED_SESSION_ENDED_MESSAGE, type CheckoutStore } from './checkoutStore';
import { PENDING_SUBMISSION_KEY, pendingSubmissions } from './pendingSubmission';
import { attemptFingerprint } from '../../domain/orderAttempt';
import { checkoutServices } from '../../../widgets/checkout/services';
import {
  APPROVED_CARD,
  checkoutContext,
  createFakeCheckoutService,
  lostConnection,
  postFromGateway,
  refusal,
  settle,
  taxAndFeesFor,
  TEST_SETTINGS,
} from './checkoutTesting';

const stops: (() => void)[] = [];
afterEach(() => {
  while (stops.length > 0) stops.pop()?.();
  window.sessionStorage.clear();
});

/** A tab channel whose "other tab" is the test. */
function fakeSync() {
  const listeners = new Set<(cart: { lineCount: number; totalQuantity: number; subtotal: number | null }) => void>();
  const sync: CartSync = {
    publish: () => {},
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => listeners.clear(),
  };
  return { sync, fromOtherTab: (cart: { lineCount: number; totalQuantity: number; subtotal: number | null }) => listeners.forEach((l) => l(cart)) };
}

function setup(routes: FakeRoutes = {}, context: PageContext = checkoutContext()) {
  const client = createFakeCheckoutService(routes);
  const bus = createBus();
  const published: { name: keyof BusEvents; payload: unknown }[] = [];
  bus.on('update cart', 'test', (payload) => published.push({ name: 'update cart', payload }));
  bus.on('update cart items', 'test', (payload) => published.push({ name: 'update cart items', payload }));
  let current = context;
  const tabs = fakeSync();
  const getContext = () => current;
  const store = createCheckoutStore({ services: checkoutServices({ client, get context() { return current; } }), getContext, bus, window, today: () => '2030-05-10', createSync: () => tabs.sync });
  stops.push(store.start());
  return { client, store, published, bus, fromOtherTab: tabs.fromOtherTab, setContext: (next: PageContext) => (current = next) };
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

  it("fills the draft from GetCartSettings, the context's ship-to first, on account for a customer on terms", async () => {
    const { store, client } = await ready({ 'Cart/GetCartSettings': () => ({ ...TEST_SETTINGS, poNumber: 'PO-1', paymentMethod: 'card' }) });
    const state = store.getState();
    expect(state.load).toBe('ready');
    expect(state.shipTos.map((s) => s.shipTo)).toEqual(['002', '001', '003']);
    expect(state.draft).toEqual({ poNumber: 'PO-1', shipVia: 'GROUND', requestedShipDate: '', orderNotes: '', shipTo: '002', paymentMethod: 'account' });
    expect(client.bodiesOf('Cart/GetCartSettings')).toEqual([{ companyUserId: 42, customerNumber: '100234' }]);
    expect(client.bodiesOf('Customer/ShipToLookups')).toEqual([{ customerNumber: '100234' }]);
  });

  it('an e-commerce customer starts on card when the settings say card', async () => {
    const context = checkoutContext({ customer: { customerNumber: '100234', customerType: 'Grower', ecomCustomer: true } });
    const { store } = await ready({ 'Cart/GetCartSettings': () => ({ ...TEST_SETTINGS, paymentMethod: 'card' }) }, context);
    expect(store.getState().draft.paymentMethod).toBe('card');
  });

  it('starts on the ship method the service remembers from the cart', async () => {
    const { store, client } = await ready({ 'Cart/GetCartSettings': () => ({ ...TEST_SETTINGS, shipVia: 'LTL' }) });
    expect(store.getState().draft.shipVia).toBe('LTL');
    expect(client.bodiesOf('Cart/GetShippingCost').at(-1)).toMatchObject({ shipVia: 'LTL' });
  });

  it("starts on the ship method chosen in this tab's cart when the service does not remember it, and keeps a new choice", async () => {
    window.sessionStorage.setItem('sf-ship-via@1:42:100234', JSON.stringify({ shipVia: 'PICKUP' }));
    const { store } = await ready();
    expect(store.getState().draft.shipVia).toBe('PICKUP');
    store.setField('shipVia', 'LTL');
    expect(JSON.parse(window.sessionStorage.getItem('sf-ship-via@1:42:100234') ?? 'null')).toEqual({ shipVia: 'LTL' });
  });

  it('keeps the lines of the order for review: name, quantity with unit, line total', async () => {
    const line = { itemId: 7, itemNumber: 'CT-1', itemName: 'Nursery pot 1 gal', quantity: 24, sellMultiple: 12, price: 2.5, lineTotal: 60, imageNames: [], unitOfMeasure: 'CS', backorderQuantity: 0, kitName: null };
    const { store } = await ready({
      'Cart/GetCart': () => ({ lineCount: 1, totalQuantity: 24, subtotal: 60, lines: [line], warehouseCode: '1001', shipTo: '002', zipCode: null }),
    });
    expect(store.getState().cart?.lines).toEqual([{ itemId: 7, itemName: 'Nursery pot 1 gal', quantity: 24, unitOfMeasure: 'CS', lineTotal: 60 }]);
  });

  it('while prices are hidden (withCustomer) pays on account only: card is neither started on nor offered', async () => {
    const context = checkoutContext({ withCustomer: true, customer: { customerNumber: '100234', customerType: 'Grower', ecomCustomer: true } });
    const { store, client } = await ready({ 'Cart/GetCartSettings': () => ({ ...TEST_SETTINGS, paymentMethod: 'card' }) }, context);
    expect(store.getState().draft.paymentMethod).toBe('account');
    store.setField('paymentMethod', 'card');
    await settle();
    expect(store.getState().draft.paymentMethod).toBe('account');
    expect(client.bodiesOf('Cart/GetCardPointeParameters')).toEqual([]);
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

  it('a lost connection asks the service before anything else: the order it made is shown, never a second one', async () => {
    let calls = 0;
    const { store, client, published } = await ready({
      'Cart/SubmitOrder': () => {
        calls += 1;
        return Promise.reject(lostConnection('Cart/SubmitOrder'));
      },
      'Cart/GetSubmission': () => ({ status: 'placed', order: { orderNumber: 'SO-500777', total: 253.8, lineCount: 3 } }),
    });
    store.placeOrder();
    await Promise.resolve();
    await Promise.resolve();
    store.placeOrder();
    await settle();
    const [sent] = client.bodiesOf('Cart/SubmitOrder');
    expect(calls).toBe(1);
    expect(client.bodiesOf('Cart/GetSubmission')).toEqual([{ companyUserId: 42, customerNumber: '100234', submissionId: sent?.cartSettings.submissionId }]);
    expect(store.getState().submit).toMatchObject({ status: 'placed', order: { orderNumber: 'SO-500777' } });
    expect(published.map((p) => p.name)).toEqual(['update cart', 'update cart items']);
  });

  it("a lost connection is 'checking' until the service answers; while it asks nothing can start a second attempt", async () => {
    const held = deferred<{ status: 'unknown' }>();
    const { store, client } = await ready({
      'Cart/SubmitOrder': () => Promise.reject(lostConnection('Cart/SubmitOrder')),
      'Cart/GetSubmission': () => held.promise,
    });
    store.placeOrder();
    await settle();
    expect(store.getState().submit.status).toBe('checking');
    store.placeOrder();
    store.checkAgain();
    await settle();
    expect(client.bodiesOf('Cart/SubmitOrder')).toHaveLength(1);
    expect(client.bodiesOf('Cart/GetSubmission')).toHaveLength(1);
    held.resolve({ status: 'unknown' });
    await settle();
    expect(store.getState().submit.status).toBe('notPlaced');
  });

  it("the service has no order of the attempt: 'notPlaced', and Place order again sends the same submissionId while the cart is unchanged", async () => {
    let drop = true;
    const { store, client } = await ready({
      'Cart/SubmitOrder': (body) => {
        if (drop) {
          drop = false;
          return Promise.reject(lostConnection('Cart/SubmitOrder'));
        }
        return { orderNumber: 'SO-500900', total: taxAndFeesFor(body.cartSettings).total, lineCount: 3 };
      },
    });
    store.setField('poNumber', 'PO-AGAIN');
    store.placeOrder();
    await settle();
    expect(store.getState().submit.status).toBe('notPlaced');
    expect(store.getState().draft.poNumber).toBe('PO-AGAIN');
    // Editing the PO number is no new cart: the same attempt.
    store.setField('poNumber', 'PO-AGAIN-2');
    store.placeOrder();
    await settle();
    const ids = client.bodiesOf('Cart/SubmitOrder').map((b) => b.cartSettings.submissionId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(store.getState().submit).toMatchObject({ status: 'placed', order: { orderNumber: 'SO-500900' } });
  });

  it('a changed cart (another ship via) after notPlaced makes a new submissionId', async () => {
    let drop = true;
    const { store, client } = await ready({
      'Cart/SubmitOrder': () => {
        if (drop) {
          drop = false;
          return Promise.reject(lostConnection('Cart/SubmitOrder'));
        }
        return { orderNumber: 'SO-500901', total: 1, lineCount: 3 };
      },
    });
    store.placeOrder();
    await settle();
    store.setField('shipVia', 'LTL');
    await settle();
    store.placeOrder();
    await settle();
    const sent = client.bodiesOf('Cart/SubmitOrder').map((b) => b.cartSettings);
    expect(sent[1]?.submissionId).not.toBe(sent[0]?.submissionId);
    // The attempt whose answer was lost is closed by the new one: it cannot land late.
    expect(sent[0]?.replacesSubmissionId).toBeUndefined();
    expect(sent[1]?.replacesSubmissionId).toBe(sent[0]?.submissionId);
  });

  it('when the question gets no answer either: unconfirmed, and Check again asks again (never re-sends the order)', async () => {
    let asked = 0;
    const { store, client } = await ready({
      'Cart/SubmitOrder': () => Promise.reject(lostConnection('Cart/SubmitOrder')),
      'Cart/GetSubmission': () => {
        asked += 1;
        if (asked === 1) return Promise.reject(lostConnection('Cart/GetSubmission'));
        return { status: 'placed', order: { orderNumber: 'SO-500778', total: 253.8, lineCount: 3 } };
      },
    });
    store.placeOrder();
    await settle();
    expect(store.getState().submit.status).toBe('unconfirmed');
    store.placeOrder();
    await settle();
    expect(client.bodiesOf('Cart/SubmitOrder')).toHaveLength(1);
    store.checkAgain();
    await settle();
    expect(client.bodiesOf('Cart/SubmitOrder')).toHaveLength(1);
    expect(store.getState().submit).toMatchObject({ status: 'placed', order: { orderNumber: 'SO-500778' } });
  });

  it.each(['timeout', 'invalid-response'] as const)('a %s at submit is unconfirmed, never reported as placed', async (kind) => {
    const { store, published } = await ready({
      'Cart/SubmitOrder': () => Promise.reject(new ServiceError({ kind, path: 'Cart/SubmitOrder', message: '', error: null })),
      'Cart/GetSubmission': () => Promise.reject(lostConnection('Cart/GetSubmission')),
    });
    store.placeOrder();
    await settle();
    expect(store.getState().submit.status).toBe('unconfirmed');
    expect(published).toEqual([]);
  });

  it('a server error (500) is not a refusal: the order may exist, so the service is asked before anything else', async () => {
    const { store, client } = await ready({ 'Cart/SubmitOrder': () => Promise.reject(refusal('Cart/SubmitOrder', 'Internal error', 500)) });
    store.placeOrder();
    await settle();
    expect(client.bodiesOf('Cart/GetSubmission')).toHaveLength(1);
    expect(store.getState().submit.status).toBe('notPlaced');
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

describe('a ship-to switch on the page', () => {
  it("keeps what was typed and chosen, and the order goes to the page's new ship-to", async () => {
    const { store, setContext } = await ready();
    store.setField('poNumber', 'PO-KEEP');
    store.setField('orderNotes', 'Gate 4');
    store.setField('shipVia', 'LTL');
    setContext(checkoutContext({ shipTo: '003' }));
    store.refresh();
    await settle();
    expect(store.getState().draft).toMatchObject({ poNumber: 'PO-KEEP', orderNotes: 'Gate 4', shipVia: 'LTL', shipTo: '003' });
  });

  it('a Retry after a failed reload keeps what was typed too', async () => {
    let fail = false;
    const { store, setContext } = await ready({
      'Cart/GetCartSettings': () => (fail ? Promise.reject(new Error('offline')) : TEST_SETTINGS),
    });
    store.setField('poNumber', 'PO-KEEP');
    fail = true;
    setContext(checkoutContext({ shipTo: '003' }));
    store.refresh();
    await settle();
    expect(store.getState().load).toBe('failed');
    fail = false;
    store.refresh();
    await settle();
    expect(store.getState().draft).toMatchObject({ poNumber: 'PO-KEEP', shipTo: '003' });
  });
});

const pendingOfBuyer = () => pendingSubmissions(window, () => '42:100234');
const STORED_DRAFT = { poNumber: 'PO-RELOAD', shipVia: 'LTL', requestedShipDate: '', orderNotes: 'Side door', shipTo: '001', paymentMethod: 'account' } as const;

describe('an attempt kept across a reload (sessionStorage)', () => {
  it('stores the submissionId, the fingerprint and the draft before sending, never the card token', async () => {
    const held = deferred<SubmittedOrder>();
    const { store } = await ready({ 'Cart/SubmitOrder': () => held.promise });
    await payByCard(store);
    store.placeOrder();
    const raw = window.sessionStorage.getItem(`${PENDING_SUBMISSION_KEY}:42:100234`) ?? '';
    expect(raw).not.toContain(APPROVED_CARD.token);
    const stored = pendingOfBuyer().read();
    expect(stored?.submissionId).toBe(store.getState().submit.submissionId);
    expect(stored?.draft.paymentMethod).toBe('card');
    held.resolve({ orderNumber: 'SO-500123', total: 261.41, lineCount: 3 });
    await settle();
    // Confirmed: the stored id is cleared.
    expect(pendingOfBuyer().read()).toBeNull();
  });

  it("a reload during submit comes back to 'checking', then shows the order the attempt made and publishes the empty cart", async () => {
    pendingOfBuyer().write({ submissionId: 'reload-1', fingerprint: 'x', draft: STORED_DRAFT, savedAt: Date.now() });
    const held = deferred<{ status: 'placed'; order: SubmittedOrder }>();
    const { store, client, published } = setup({ 'Cart/GetSubmission': () => held.promise });
    expect(store.getState().submit).toMatchObject({ status: 'checking', submissionId: 'reload-1' });
    await settle();
    expect(client.bodiesOf('Cart/GetSubmission')).toEqual([{ companyUserId: 42, customerNumber: '100234', submissionId: 'reload-1' }]);
    store.placeOrder();
    expect(client.bodiesOf('Cart/SubmitOrder')).toEqual([]);
    held.resolve({ status: 'placed', order: { orderNumber: 'SO-500321', total: 300, lineCount: 2 } });
    await settle();
    expect(store.getState().submit).toMatchObject({ status: 'placed', order: { orderNumber: 'SO-500321' } });
    expect(published.map((p) => p.name)).toEqual(['update cart', 'update cart items']);
    expect(pendingOfBuyer().read()).toBeNull();
    expect(client.bodiesOf('Cart/SubmitOrder')).toEqual([]);
  });

  it('a reload whose attempt made no order restores the draft and places it again with the same id while the cart is unchanged', async () => {
    const fingerprint = attemptFingerprint([], { shipTo: '001', shipVia: 'LTL', paymentMethod: 'account' });
    pendingOfBuyer().write({ submissionId: 'reload-2', fingerprint, draft: STORED_DRAFT, savedAt: Date.now() });
    const { store, client } = await ready();
    expect(store.getState().submit.status).toBe('notPlaced');
    expect(store.getState().draft).toMatchObject({ poNumber: 'PO-RELOAD', orderNotes: 'Side door', shipVia: 'LTL', shipTo: '001' });
    store.placeOrder();
    await settle();
    expect(client.bodiesOf('Cart/SubmitOrder').map((b) => b.cartSettings.submissionId)).toEqual(['reload-2']);
    expect(store.getState().submit.status).toBe('placed');
  });

  it('a reload whose cart changed since makes a new id', async () => {
    pendingOfBuyer().write({ submissionId: 'reload-3', fingerprint: 'another-cart', draft: STORED_DRAFT, savedAt: Date.now() });
    const { store, client } = await ready();
    store.placeOrder();
    await settle();
    const [settings] = client.bodiesOf('Cart/SubmitOrder').map((b) => b.cartSettings);
    expect(settings?.submissionId).not.toBe('reload-3');
    expect(settings?.replacesSubmissionId).toBe('reload-3');
  });

  it('an attempt stored more than a day ago is not asked about', async () => {
    pendingOfBuyer().write({ submissionId: 'old', fingerprint: 'x', draft: STORED_DRAFT, savedAt: Date.now() - 25 * 60 * 60 * 1000 });
    const { client, store } = await ready();
    expect(client.bodiesOf('Cart/GetSubmission')).toEqual([]);
    expect(store.getState().submit.status).toBe('idle');
  });

  it("another customer's stored attempt is not asked about", async () => {
    pendingSubmissions(window, () => '42:200877').write({ submissionId: 'theirs', fingerprint: 'x', draft: STORED_DRAFT, savedAt: Date.now() });
    const { client, store } = await ready();
    expect(client.bodiesOf('Cart/GetSubmission')).toEqual([]);
    expect(store.getState().submit.status).toBe('idle');
  });
});

const totalChanged = (from: number, fresh: TaxAndFees) =>
  new ServiceError({
    kind: 'http',
    path: 'Cart/SubmitOrder',
    status: 409,
    message: `The order total changed from $${from.toFixed(2)} to $${fresh.total.toFixed(2)}. Check the order and place it again.`,
    error: 'TotalChanged',
    body: { message: '{}', taxAndFees: fresh },
  });

describe('totals re-checked at submit', () => {
  const FRESH: TaxAndFees = { subtotal: 260, tax: 17.25, fees: 0, shipping: 40, total: 317.25 };

  it('sends the total it showed; a 409 shows the fresh totals and the message, and Place order sends the new total', async () => {
    let first = true;
    const { store, client } = await ready({
      'Cart/SubmitOrder': (body) => {
        if (first) {
          first = false;
          return Promise.reject(totalChanged(body.cartSettings.expectedTotal ?? 0, FRESH));
        }
        return { orderNumber: 'SO-500555', total: body.cartSettings.expectedTotal ?? 0, lineCount: 4 };
      },
    });
    // The summary showed 253.80; the service's total is now 317.25 (another tab added a line).
    const shown = store.getState().summary.taxAndFees?.total;
    expect(shown).toBe(253.8);
    store.setField('poNumber', 'PO-409');
    store.placeOrder();
    await settle();
    const [firstBody] = client.bodiesOf('Cart/SubmitOrder');
    expect(firstBody?.cartSettings.expectedTotal).toBe(shown);
    const state = store.getState();
    expect(state.submit).toMatchObject({ status: 'refused', message: `The order total changed from $${shown?.toFixed(2)} to $317.25. Check the order and place it again.` });
    expect(state.summary).toMatchObject({ status: 'ready', taxAndFees: FRESH });
    expect(state.draft.poNumber).toBe('PO-409');
    store.placeOrder();
    await settle();
    const bodies = client.bodiesOf('Cart/SubmitOrder');
    expect(bodies[1]?.cartSettings.expectedTotal).toBe(317.25);
    expect(store.getState().submit).toMatchObject({ status: 'placed', order: { orderNumber: 'SO-500555' } });
  });

  it('a 409 on a card payment opens a card form for the new total', async () => {
    const { store, client } = await ready({ 'Cart/SubmitOrder': () => Promise.reject(totalChanged(261.41, FRESH)) });
    await payByCard(store);
    store.placeOrder();
    await settle();
    expect(store.getState().card).toMatchObject({ accepted: null, message: CARD_RESET_MESSAGE });
    expect(client.bodiesOf('Cart/GetCardPointeParameters')).toHaveLength(2);
  });
});

describe('a cart changed elsewhere', () => {
  const CHANGED_CART = { lineCount: 4, totalQuantity: 36, subtotal: 260, lines: [], warehouseCode: '1001', shipTo: '001', zipCode: null };

  it('`update cart` from another widget or a host script loads the cart again and prices it again', async () => {
    let cart: typeof CHANGED_CART = { ...CHANGED_CART, lineCount: 3, totalQuantity: 30, subtotal: 200 };
    const { store, client, bus } = await ready({ 'Cart/GetCart': () => cart });
    cart = CHANGED_CART;
    bus.emit('update cart', { cart: { lineCount: 4, totalQuantity: 36, subtotal: 260 } });
    bus.emit('update cart items', { lines: [] });
    await Promise.resolve();
    expect(store.getState().summary.status).toBe('loading');
    await settle();
    expect(client.bodiesOf('Cart/GetCart')).toHaveLength(2);
    expect(client.bodiesOf('Cart/GetTaxAndFees')).toHaveLength(2);
    expect(store.getState().cart).toEqual({ lineCount: 4, totalQuantity: 36, subtotal: 260, lines: [], warehouse: { code: '1001', name: null } });
  });

  it('another tab\'s change (tab channel) refreshes the summary; the same cart again asks nothing', async () => {
    const { client, fromOtherTab } = await ready();
    fromOtherTab({ lineCount: 3, totalQuantity: 30, subtotal: 200 });
    await settle();
    expect(client.bodiesOf('Cart/GetCart')).toHaveLength(1);
    fromOtherTab({ lineCount: 3, totalQuantity: 33, subtotal: 215 });
    await settle();
    expect(client.bodiesOf('Cart/GetCart')).toHaveLength(2);
  });

  it("the same notice again (the badge's echo on the tab channel) makes no second load", async () => {
    const { client, bus, fromOtherTab } = await ready();
    bus.emit('update cart', { cart: { lineCount: 5, totalQuantity: 50, subtotal: 500 } });
    await Promise.resolve();
    fromOtherTab({ lineCount: 5, totalQuantity: 50, subtotal: 500 });
    await settle();
    expect(client.bodiesOf('Cart/GetCart')).toHaveLength(2);
  });

  it('its own `update cart` after the order is no change, and none is followed while an attempt waits', async () => {
    const held = deferred<SubmittedOrder>();
    const { store, client, fromOtherTab } = await ready({ 'Cart/SubmitOrder': () => held.promise });
    store.placeOrder();
    fromOtherTab({ lineCount: 0, totalQuantity: 0, subtotal: 0 });
    held.resolve({ orderNumber: 'SO-500001', total: 253.8, lineCount: 3 });
    await settle();
    expect(client.bodiesOf('Cart/GetCart')).toHaveLength(1);
    expect(store.getState().submit.status).toBe('placed');
  });

  it('a failed reload of the changed cart keeps what was typed, says so, and Retry loads the cart again', async () => {
    let fail = false;
    const { store, client, fromOtherTab } = await ready({
      'Cart/GetCart': () => (fail ? Promise.reject(lostConnection('Cart/GetCart')) : CHANGED_CART),
    });
    store.setField('poNumber', 'PO-KEEP');
    fail = true;
    fromOtherTab({ lineCount: 9, totalQuantity: 90, subtotal: 900 });
    await settle();
    expect(store.getState().summary).toMatchObject({ status: 'failed', message: expect.stringContaining('Could not reach the store to load the changed cart') });
    expect(store.getState().draft.poNumber).toBe('PO-KEEP');
    fail = false;
    store.retrySummary();
    await settle();
    expect(client.bodiesOf('Cart/GetCart')).toHaveLength(3);
    expect(store.getState().summary.status).toBe('ready');
  });
});

describe('a contract-only service (Cart/GetSubmission not served)', () => {
  const notServed = () => Promise.reject(new ServiceError({ kind: 'http', path: 'Cart/GetSubmission', status: 404, message: 'There is no service path "Cart/GetSubmission".', error: 'NotFound' }));

  it('after a lost answer, Check again sends the same SubmitOrder (same id, same settings) and shows the one order it answers', async () => {
    // The service keeps orders by submissionId; the first answer is lost on the way back.
    const made = new Map<string, SubmittedOrder>();
    const { store, client } = await ready({
      'Cart/GetSubmission': notServed,
      'Cart/SubmitOrder': (body) => {
        const id = body.cartSettings.submissionId ?? '';
        const earlier = made.get(id);
        if (earlier) return earlier;
        made.set(id, { orderNumber: `SO-50000${made.size + 1}`, total: 253.8, lineCount: 3 });
        return Promise.reject(lostConnection('Cart/SubmitOrder'));
      },
    });
    store.setField('poNumber', 'PO-CONTRACT');
    store.placeOrder();
    await settle();
    expect(store.getState().submit.status).toBe('unconfirmed');
    expect(client.bodiesOf('Cart/GetSubmission')).toHaveLength(1);
    store.checkAgain();
    await settle();
    const sent = client.bodiesOf('Cart/SubmitOrder');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(store.getState().submit).toMatchObject({ status: 'placed', order: { orderNumber: 'SO-500001' } });
    expect(made.size).toBe(1);
    // Not asked again once the service said it does not serve the question.
    expect(client.bodiesOf('Cart/GetSubmission')).toHaveLength(1);
  });

  it('a second lost answer is unconfirmed again, and the next Check again re-sends without asking GetSubmission', async () => {
    const { store, client } = await ready({
      'Cart/GetSubmission': notServed,
      'Cart/SubmitOrder': () => Promise.reject(lostConnection('Cart/SubmitOrder')),
    });
    store.placeOrder();
    await settle();
    store.checkAgain();
    expect(store.getState().submit.status).toBe('checking');
    await settle();
    expect(store.getState().submit.status).toBe('unconfirmed');
    store.checkAgain();
    await settle();
    expect(client.bodiesOf('Cart/SubmitOrder')).toHaveLength(3);
    expect(new Set(client.bodiesOf('Cart/SubmitOrder').map((b) => b.cartSettings.submissionId)).size).toBe(1);
    expect(client.bodiesOf('Cart/GetSubmission')).toHaveLength(1);
  });

  it('a reload during submit: Check again rebuilds the order from the restored draft with the stored id', async () => {
    pendingOfBuyer().write({ submissionId: 'reload-c', fingerprint: 'x', draft: STORED_DRAFT, savedAt: Date.now() });
    const { store, client } = await ready({ 'Cart/GetSubmission': notServed });
    expect(store.getState().submit).toMatchObject({ status: 'unconfirmed', submissionId: 'reload-c' });
    store.checkAgain();
    await settle();
    expect(client.bodiesOf('Cart/SubmitOrder')[0]?.cartSettings).toMatchObject({ submissionId: 'reload-c', poNumber: 'PO-RELOAD', orderNotes: 'Side door', shipVia: 'LTL' });
    expect(store.getState().submit.status).toBe('placed');
  });

  it("says what Check again does: 'ask' while Cart/GetSubmission is served, 'resend' once the service said it does not serve it", async () => {
    const { store } = await ready({
      'Cart/GetSubmission': notServed,
      'Cart/SubmitOrder': () => Promise.reject(lostConnection('Cart/SubmitOrder')),
    });
    expect(store.getState().submit.recheck).toBe('ask');
    store.placeOrder();
    expect(store.getState().submit).toMatchObject({ status: 'submitting', recheck: 'ask' });
    await settle();
    expect(store.getState().submit).toMatchObject({ status: 'unconfirmed', recheck: 'resend' });
    store.checkAgain();
    expect(store.getState().submit).toMatchObject({ status: 'checking', recheck: 'resend' });
  });

  it('a re-sent order answered 401 stays unconfirmed (the first send may have made it): the session reason, no Place order, the same id kept', async () => {
    let sends = 0;
    const { store, client } = await ready({
      'Cart/GetSubmission': notServed,
      'Cart/SubmitOrder': () => {
        sends += 1;
        if (sends === 1) return Promise.reject(lostConnection('Cart/SubmitOrder'));
        return Promise.reject(new ServiceError({ kind: 'http', path: 'Cart/SubmitOrder', status: 401, message: 'The sign-in token was not accepted.', error: 'Unauthorized' }));
      },
    });
    store.placeOrder();
    await settle();
    store.checkAgain();
    await settle();
    expect(store.getState().submit).toMatchObject({ status: 'unconfirmed', recheck: 'resend', message: UNCONFIRMED_SESSION_ENDED_MESSAGE });
    // Nothing can start another attempt while the first one's outcome is unknown.
    store.placeOrder();
    await settle();
    expect(client.bodiesOf('Cart/SubmitOrder')).toHaveLength(2);
    expect(pendingOfBuyer().read()?.submissionId).toBe(client.bodiesOf('Cart/SubmitOrder')[0]?.cartSettings.submissionId);
  });

  it('a GetSubmission that fails for another reason (500) is asked again by Check again, as before', async () => {
    const { store, client } = await ready({
      'Cart/GetSubmission': () => Promise.reject(refusal('Cart/GetSubmission', 'Internal error', 500)),
      'Cart/SubmitOrder': () => Promise.reject(lostConnection('Cart/SubmitOrder')),
    });
    store.placeOrder();
    await settle();
    store.checkAgain();
    await settle();
    expect(client.bodiesOf('Cart/GetSubmission')).toHaveLength(2);
    expect(client.bodiesOf('Cart/SubmitOrder')).toHaveLength(1);
  });
});

describe('a submit answered 401 (the session ended)', () => {
  const expired = () => Promise.reject(new ServiceError({ kind: 'http', path: 'Cart/SubmitOrder', status: 401, message: 'The sign-in token was not accepted.', error: 'Unauthorized' }));

  it('says the order was not placed, keeps the attempt and its draft in sessionStorage, and the next Place order sends the same submissionId', async () => {
    const { store, client } = await ready({ 'Cart/SubmitOrder': expired });
    store.setField('poNumber', 'PO-401');
    store.placeOrder();
    await settle();
    expect(store.getState().submit).toMatchObject({ status: 'refused', message: SUBMIT_SESSION_ENDED_MESSAGE });
    const kept = pendingOfBuyer().read();
    expect(kept?.submissionId).toBe(client.bodiesOf('Cart/SubmitOrder')[0]?.cartSettings.submissionId);
    expect(kept?.draft.poNumber).toBe('PO-401');
    store.placeOrder();
    await settle();
    const ids = client.bodiesOf('Cart/SubmitOrder').map((b) => b.cartSettings.submissionId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(client.bodiesOf('Cart/GetSubmission')).toEqual([]);
  });

  it('the question answered 401 is unconfirmed with the session reason: the order may exist, so only Check again is offered', async () => {
    const { store } = await ready({
      'Cart/SubmitOrder': () => Promise.reject(lostConnection('Cart/SubmitOrder')),
      'Cart/GetSubmission': () => Promise.reject(new ServiceError({ kind: 'http', path: 'Cart/GetSubmission', status: 401, message: 'The sign-in token was not accepted.', error: 'Unauthorized' })),
    });
    store.placeOrder();
    await settle();
    expect(store.getState().submit).toMatchObject({ status: 'unconfirmed', recheck: 'ask', message: UNCONFIRMED_SESSION_ENDED_MESSAGE });
  });
});
