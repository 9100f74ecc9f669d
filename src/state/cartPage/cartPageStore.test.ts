// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvents } from '../../contract/events';
import type { PageContext } from '../../contract/pageData';
import type { CartInfo, CartLine } from '../../contract/responses';
import { anonymousPageContext, testPageContext } from '../../testing/pageData';
import type { CartSync } from '../cartSync';
import { createCartPageStore, type CartPageStoreOptions } from './cartPageStore';
import { cartPageServices } from '../../../widgets/cartPage/services';
import { cartLine, connectionLost, createFakeCartServer, flush, refusal } from './testing';

const stops: (() => void)[] = [];
afterEach(() => {
  while (stops.length) stops.pop()?.();
});

function fakeSync() {
  const listeners = new Set<(cart: CartInfo) => void>();
  const users: string[] = [];
  const sync: CartSync = {
    publish: () => {},
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => listeners.clear(),
  };
  return { sync, users, receive: (cart: CartInfo) => listeners.forEach((l) => l(cart)) };
}

function setup(lines: CartLine[] = [cartLine(1), cartLine(2, { quantity: 24 })], overrides: Partial<CartPageStoreOptions> & { context?: PageContext } = {}) {
  const server = createFakeCartServer(lines);
  const bus = createBus();
  const emitted: { name: string; payload: unknown }[] = [];
  bus.on('update cart', 'test', (payload) => emitted.push({ name: 'update cart', payload }));
  bus.on('update cart items', 'test', (payload) => emitted.push({ name: 'update cart items', payload }));
  const tabs = fakeSync();
  let context = overrides.context ?? testPageContext();
  const store = createCartPageStore({
    services: cartPageServices({ client: server.client, get context() { return context; } }).cart,
    getContext: () => context,
    bus,
    window,
    createSync: (user) => {
      tabs.users.push(user);
      return tabs.sync;
    },
    ...overrides,
  });
  const start = () => {
    const stop = store.start();
    stops.push(stop);
    return stop;
  };
  const setContext = (next: PageContext) => {
    context = next;
  };
  const quantityOf = (itemId: number) => store.getState().cart?.lines.find((l) => l.itemId === itemId)?.quantity;
  return { server, bus, emitted, tabs, store, start, setContext, quantityOf };
}

describe('loading', () => {
  it('asks Cart/GetCart with the user, customer, ship-to, warehouse and zip code', async () => {
    const { server, store, start } = setup([cartLine(1)], { getZipCode: () => '44021' });
    start();
    expect(store.getState().status).toBe('loading');
    await flush();
    expect(server.client.bodiesOf('Cart/GetCart')).toEqual([
      { companyUserId: 42, customerNumber: '100234', shipTo: '001', warehouseCode: '1001', zipCode: '44021' },
    ]);
    expect(store.getState().status).toBe('ready');
    expect(store.getState().cart?.lines.map((l) => l.itemId)).toEqual([1]);
  });

  it('makes no cart call for an anonymous visitor', async () => {
    const { server, store, start } = setup([cartLine(1)], { context: anonymousPageContext() });
    start();
    await flush();
    expect(store.getState().status).toBe('anonymous');
    expect(server.client.calls).toEqual([]);
  });

  it('a failed load says why, and Retry loads again', async () => {
    const { server, store, start } = setup();
    server.fail('Cart/GetCart', connectionLost('Cart/GetCart'));
    start();
    await flush();
    expect(store.getState().status).toBe('failed');
    expect(store.getState().loadError).toBe('Could not reach the store to load your cart. Check your connection and try again.');
    store.retryLoad();
    await flush();
    expect(store.getState().status).toBe('ready');
    expect(server.client.bodiesOf('Cart/GetCart')).toHaveLength(2);
  });

  it('a slow older GetCart answer never replaces a newer one', async () => {
    const { server, bus, store, start, quantityOf } = setup([cartLine(1, { quantity: 12 })]);
    start();
    await flush();
    // A reload whose answer is slow, taken while the line still had 12.
    server.hold('Cart/GetCart');
    bus.emit('update cart items', { lines: [] });
    await flush();
    // Meanwhile the buyer changes the line and the service answers 18.
    store.settleQuantity(1, 18);
    await flush();
    expect(quantityOf(1)).toBe(18);
    server.release('Cart/GetCart');
    await flush();
    expect(quantityOf(1)).toBe(18);
    expect(store.getState().cart?.totalQuantity).toBe(18);
  });

  it('of two reloads, only the newer answer is shown even when the older arrives last', async () => {
    const { server, bus, store, start, quantityOf } = setup([cartLine(1, { quantity: 12 })]);
    start();
    await flush();
    server.hold('Cart/GetCart');
    bus.emit('update cart items', { lines: [] });
    await flush();
    server.lines = [cartLine(1, { quantity: 30 })];
    bus.emit('update cart items', { lines: [] });
    await flush();
    expect(quantityOf(1)).toBe(30);
    server.release('Cart/GetCart');
    await flush();
    expect(quantityOf(1)).toBe(30);
  });
});

describe('changing quantities', () => {
  it('sends a settled quantity with Cart/UpdateQuantity and shows the service answer for the line and the totals', async () => {
    const { server, store, start, quantityOf } = setup();
    start();
    await flush();
    store.setQuantity(1, 18);
    expect(server.client.bodiesOf('Cart/UpdateQuantity')).toEqual([]);
    store.settleQuantity(1, 18);
    await flush();
    expect(server.client.bodiesOf('Cart/UpdateQuantity')).toEqual([
      { companyUserId: 42, customerNumber: '100234', shipTo: '001', defaultWarehouseCode: '1001', itemId: 1, qty: 18 },
    ]);
    const cart = store.getState().cart;
    expect(quantityOf(1)).toBe(18);
    expect(cart?.lines[0]?.lineTotal).toBe(45);
    expect(cart?.subtotal).toBe(105);
    expect(cart?.totalQuantity).toBe(42);
    expect(store.getState().quantities.size).toBe(0);
    expect(store.getState().updating).toBe(false);
  });

  it('sends nothing when the field settles on the quantity the server has, or empty', async () => {
    const { server, store, start } = setup();
    start();
    await flush();
    store.settleQuantity(1, 12);
    store.setQuantity(2, null);
    store.settleQuantity(2, null);
    await flush();
    expect(server.client.bodiesOf('Cart/UpdateQuantity')).toEqual([]);
    expect(store.getState().quantities.size).toBe(0);
  });

  // Issue 41: the cart took 99,999,999 as 999,990 without a word; now the line's quantity asks the
  // one over-stock question (domain/stock.ts overStock) before Cart/UpdateQuantity.
  const stocked = (itemId: number, quantityAvailable: number, extra: Partial<CartLine> = {}) =>
    cartLine(itemId, { availability: [{ warehouse: { warehouseCode: '1001', warehouseName: 'Burton, OH' }, quantityAvailable, nextReceiptQty: null, nextReceiptDate: null }], ...extra });

  it('asks before sending a quantity more than ten times the stock, and sends it on Continue', async () => {
    const { server, store, start, quantityOf } = setup([stocked(1, 17, { sellMultiple: 1 })]);
    start();
    await flush();
    store.setQuantity(1, 500);
    store.settleQuantity(1, 500);
    await flush();
    expect(server.client.bodiesOf('Cart/UpdateQuantity')).toEqual([]);
    expect(store.getState().stockQuestion).toEqual({ itemId: 1, quantity: 500, items: [{ quantity: 500, inStock: 17, itemName: 'Azalea Pot 1' }] });
    expect(store.getState().quantities.get(1)).toBe(500);
    store.confirmQuantity();
    await flush();
    expect(store.getState().stockQuestion).toBeNull();
    expect(server.client.bodiesOf('Cart/UpdateQuantity').map((b) => b.qty)).toEqual([500]);
    expect(quantityOf(1)).toBe(500);
  });

  it('Cancel keeps the previous quantity and sends nothing', async () => {
    const { server, store, start, quantityOf } = setup([stocked(1, 17, { sellMultiple: 1, quantity: 12 })]);
    start();
    await flush();
    store.setQuantity(1, 500);
    store.settleQuantity(1, 500);
    store.cancelQuantity();
    await flush();
    expect(store.getState().stockQuestion).toBeNull();
    expect(store.getState().quantities.has(1)).toBe(false);
    expect(quantityOf(1)).toBe(12);
    expect(server.client.bodiesOf('Cart/UpdateQuantity')).toEqual([]);
  });

  it('Cancel goes back to the quantity already on its way, not to an older one', async () => {
    const { server, store, start } = setup([stocked(1, 17, { sellMultiple: 1, quantity: 12 })]);
    start();
    await flush();
    server.hold('Cart/UpdateQuantity');
    store.settleQuantity(1, 150);
    await flush();
    store.settleQuantity(1, 500);
    store.cancelQuantity();
    expect(store.getState().quantities.get(1)).toBe(150);
    server.release('Cart/UpdateQuantity');
    await flush();
    expect(server.client.bodiesOf('Cart/UpdateQuantity').map((b) => b.qty)).toEqual([150]);
  });

  it('asks nothing within ten times the stock, nor when the line keeps the quantity it has', async () => {
    const { server, store, start } = setup([stocked(1, 17, { sellMultiple: 1, quantity: 400 }), stocked(2, 17, { sellMultiple: 1 })]);
    start();
    await flush();
    store.settleQuantity(1, 400);
    store.settleQuantity(2, 170);
    await flush();
    expect(store.getState().stockQuestion).toBeNull();
    expect(server.client.bodiesOf('Cart/UpdateQuantity').map((b) => b.qty)).toEqual([170]);
  });

  it('quick successive edits: the latest wins and the ones in between are never sent', async () => {
    const { server, store, start, quantityOf } = setup();
    start();
    await flush();
    server.hold('Cart/UpdateQuantity');
    store.settleQuantity(1, 18);
    await flush();
    store.settleQuantity(1, 24);
    store.settleQuantity(1, 30);
    expect(store.getState().quantities.get(1)).toBe(30);
    server.release('Cart/UpdateQuantity');
    await flush();
    expect(server.client.bodiesOf('Cart/UpdateQuantity').map((b) => b.qty)).toEqual([18, 30]);
    expect(quantityOf(1)).toBe(30);
    expect(server.lines.find((l) => l.itemId === 1)?.quantity).toBe(30);
  });

  it('totals never mix old and new figures: the first answer waits while a second change is on its way', async () => {
    const { server, store, start } = setup();
    start();
    await flush();
    const before = store.getState().cart;
    server.hold('Cart/UpdateQuantity', 2);
    store.settleQuantity(1, 18);
    store.settleQuantity(2, 30);
    await flush();
    expect(store.getState().updating).toBe(true);
    expect([...store.getState().pendingLines].sort()).toEqual([1, 2]);
    server.release('Cart/UpdateQuantity');
    await flush();
    // Line 1's answer is in, line 2's not yet: the page still shows one whole answer.
    expect(store.getState().cart).toBe(before);
    expect(store.getState().quantities.get(1)).toBe(18);
    server.release('Cart/UpdateQuantity');
    await flush();
    const cart = store.getState().cart;
    expect(cart?.lines.map((l) => [l.quantity, l.lineTotal])).toEqual([
      [18, 45],
      [30, 75],
    ]);
    expect(cart?.subtotal).toBe(120);
    expect(store.getState().updating).toBe(false);
  });

  it("a refused change shows the service's message at that line and the line returns to the server's quantity", async () => {
    const { server, store, start, quantityOf } = setup();
    start();
    await flush();
    const message = 'Quantity 13 of item GS-1001 is not a multiple of its package quantity 6; order 18 instead.';
    server.fail('Cart/UpdateQuantity', refusal('Cart/UpdateQuantity', message));
    store.setQuantity(2, 36);
    store.settleQuantity(1, 13);
    await flush();
    const state = store.getState();
    expect(state.lineProblems.get(1)).toEqual({ message, retry: false });
    expect(state.quantities.has(1)).toBe(false);
    expect(quantityOf(1)).toBe(12);
    // Nothing else on the page is lost: line 2's field still holds what was typed.
    expect(state.quantities.get(2)).toBe(36);
    expect(state.announcement?.text).toBe(message);
  });

  it('a change that got no answer keeps the settled quantity and offers Retry, which sends it again', async () => {
    const { server, store, start, quantityOf } = setup();
    start();
    await flush();
    server.fail('Cart/UpdateQuantity', connectionLost('Cart/UpdateQuantity'));
    store.settleQuantity(1, 18);
    await flush();
    expect(store.getState().lineProblems.get(1)).toEqual({
      message: 'Could not reach the store to change the quantity of Azalea Pot 1. Check your connection and try again.',
      retry: true,
    });
    expect(store.getState().quantities.get(1)).toBe(18);
    store.retryLine(1);
    await flush();
    expect(store.getState().lineProblems.size).toBe(0);
    expect(quantityOf(1)).toBe(18);
  });

  it('Remove sends quantity 0 and the line goes with the service answer', async () => {
    const { server, store, start } = setup();
    start();
    await flush();
    store.remove(1);
    await flush();
    expect(server.client.bodiesOf('Cart/UpdateQuantity').map((b) => [b.itemId, b.qty])).toEqual([[1, 0]]);
    expect(store.getState().cart?.lines.map((l) => l.itemId)).toEqual([2]);
    expect(store.getState().announcement?.text).toBe('Removed Azalea Pot 1 from your cart.');
  });

  it('a settled 0 removes the line', async () => {
    const { server, store, start } = setup();
    start();
    await flush();
    store.settleQuantity(2, 0);
    await flush();
    expect(server.client.bodiesOf('Cart/UpdateQuantity').map((b) => b.qty)).toEqual([0]);
    expect(store.getState().cart?.lineCount).toBe(1);
  });

  it('offers Undo after a removal: Undo adds the line back with the quantity it had', async () => {
    const { server, store, start, quantityOf } = setup();
    start();
    await flush();
    store.remove(2);
    await flush();
    expect(store.getState().removed).toMatchObject({ itemId: 2, itemName: 'Azalea Pot 2', quantity: 24 });
    store.undoRemove();
    await flush();
    await flush();
    expect(server.client.bodiesOf('Cart/AddItemsToCart').map((b) => b.items)).toEqual([[{ itemId: 2, qty: 24 }]]);
    expect(quantityOf(2)).toBe(24);
    expect(store.getState().removed).toBeNull();
  });

  it('drops the Undo offer when dismissed or after another change', async () => {
    const { store, start } = setup();
    start();
    await flush();
    store.remove(2);
    await flush();
    store.dismissRemoved();
    expect(store.getState().removed).toBeNull();
    store.remove(1);
    await flush();
    expect(store.getState().removed?.itemId).toBe(1);
    store.clearCart();
    await flush();
    expect(store.getState().removed).toBeNull();
  });

  it('a read-only context sends no change', async () => {
    const { server, store, start } = setup(undefined, { context: testPageContext({ readOnly: true }) });
    start();
    await flush();
    store.settleQuantity(1, 18);
    store.remove(2);
    store.clearCart();
    await flush();
    expect(server.client.calls.map((c) => c.path)).toEqual(['Cart/GetCart']);
  });

  it('a procurement system that only inspects the cart (punchout inspect) sends no change either', async () => {
    const { server, store, start } = setup(undefined, { context: testPageContext({ punchout: { protocol: 'cxml', operation: 'inspect' } }) });
    start();
    await flush();
    store.settleQuantity(1, 18);
    store.remove(2);
    store.clearCart();
    await flush();
    expect(server.client.calls.map((c) => c.path)).toEqual(['Cart/GetCart']);
  });
});

describe('whole-cart actions', () => {
  it('Clear cart sends Cart/ClearCart and shows an empty cart', async () => {
    const { server, store, start } = setup();
    start();
    await flush();
    store.clearCart();
    expect(store.getState().action).toBe('clearCart');
    await flush();
    expect(server.client.bodiesOf('Cart/ClearCart')).toEqual([{ companyUserId: 42, customerNumber: '100234' }]);
    expect(store.getState().cart?.lines).toEqual([]);
    expect(store.getState().cart?.lineCount).toBe(0);
    expect(store.getState().action).toBeNull();
  });

  it('Clear backorders sends Cart/ClearBackorders and shows its answer', async () => {
    const { server, store, start } = setup([cartLine(1, { quantity: 24, backorderQuantity: 6 }), cartLine(2)]);
    start();
    await flush();
    store.clearBackorders();
    await flush();
    expect(server.client.bodiesOf('Cart/ClearBackorders')).toEqual([
      { companyUserId: 42, customerNumber: '100234', shipTo: '001', defaultWarehouseCode: '1001' },
    ]);
    expect(store.getState().cart?.lines.map((l) => [l.quantity, l.backorderQuantity])).toEqual([
      [18, 0],
      [12, 0],
    ]);
  });

  it('a failed Clear cart says why and Retry runs it again', async () => {
    const { server, store, start } = setup();
    start();
    await flush();
    server.fail('Cart/ClearCart', connectionLost('Cart/ClearCart'));
    store.clearCart();
    await flush();
    expect(store.getState().actionProblem).toEqual({
      action: 'clearCart',
      message: 'Could not reach the store to clear your cart. Check your connection and try again.',
      retry: true,
    });
    expect(store.getState().cart?.lineCount).toBe(2);
    store.retryAction();
    await flush();
    expect(store.getState().actionProblem).toBeNull();
    expect(store.getState().cart?.lineCount).toBe(0);
  });
});

describe('events', () => {
  it('publishes update cart and update cart items after a change, with the service answer', async () => {
    const { emitted, store, start } = setup();
    start();
    await flush();
    expect(emitted).toEqual([]);
    store.settleQuantity(1, 18);
    await flush();
    const cart = store.getState().cart;
    expect(emitted).toEqual([
      { name: 'update cart', payload: { cart: { lineCount: 2, totalQuantity: 42, subtotal: 105 } } },
      { name: 'update cart items', payload: { lines: cart?.lines } },
    ]);
  });

  it('reloads on update cart items and update cart from another widget, once per burst', async () => {
    const { server, bus, start } = setup();
    start();
    await flush();
    bus.emit('update cart', { cart: { lineCount: 3, totalQuantity: 50, subtotal: 130 } });
    bus.emit('update cart items', { lines: [] });
    await flush();
    expect(server.client.bodiesOf('Cart/GetCart')).toHaveLength(2);
  });

  it('does not reload on its own events, nor on an update cart that says what it shows', async () => {
    const { server, bus, store, start } = setup();
    start();
    await flush();
    store.settleQuantity(1, 18);
    await flush();
    bus.emit('update cart', { cart: { lineCount: 2, totalQuantity: 42, subtotal: 105 } });
    await flush();
    expect(server.client.bodiesOf('Cart/GetCart')).toHaveLength(1);
  });

  it("reloads when another tab publishes a different cart, not on its own tab's echo", async () => {
    const { server, tabs, store, start } = setup();
    start();
    await flush();
    expect(tabs.users).toEqual(['42:100234']);
    store.settleQuantity(1, 18);
    await flush();
    tabs.receive({ lineCount: 2, totalQuantity: 42, subtotal: 105 });
    await flush();
    expect(server.client.bodiesOf('Cart/GetCart')).toHaveLength(1);
    tabs.receive({ lineCount: 3, totalQuantity: 60, subtotal: 150 });
    await flush();
    expect(server.client.bodiesOf('Cart/GetCart')).toHaveLength(2);
  });

  it('a reload asked for while a change is on its way waits for it, then loads once', async () => {
    const { server, bus, store, start } = setup();
    start();
    await flush();
    server.hold('Cart/UpdateQuantity');
    store.settleQuantity(1, 18);
    await flush();
    bus.emit('update cart items', { lines: [] } satisfies BusEvents['update cart items']);
    await flush();
    expect(server.client.bodiesOf('Cart/GetCart')).toHaveLength(1);
    server.release();
    await flush();
    expect(server.client.bodiesOf('Cart/GetCart')).toHaveLength(2);
  });
});

describe('refresh', () => {
  it('asks again for the context as it is now and drops answers of requests started before', async () => {
    const { server, store, start, setContext, tabs } = setup();
    start();
    await flush();
    server.hold('Cart/UpdateQuantity');
    store.settleQuantity(1, 18);
    await flush();
    setContext(testPageContext({ shipTo: '002', customer: { customerNumber: '100500', customerType: 'Grower', ecomCustomer: false } }));
    store.refresh();
    expect(store.getState().quantities.size).toBe(0);
    await flush();
    const bodies = server.client.bodiesOf('Cart/GetCart');
    expect(bodies.at(-1)).toMatchObject({ customerNumber: '100500', shipTo: '002' });
    const shownAfterRefresh = store.getState().cart;
    server.release();
    await flush();
    // The change's answer belongs to the old context: it is dropped.
    expect(store.getState().cart).toBe(shownAfterRefresh);
    expect(store.getState().updating).toBe(false);
    expect(tabs.users).toEqual(['42:100234', '42:100500']);
  });
});
