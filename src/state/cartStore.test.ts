// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../api/errors';
import { createBus, type Bus } from '../bus/bus';
import type { BusEvents } from '../contract/events';
import type { CartInfo } from '../contract/responses';
import { createFakeServiceClient } from '../testing/fakeServiceClient';
import { testPageContext } from '../testing/pageData';
import { createContextStore } from '../runtime/contextStore';
import type { ServiceClient } from '../api/client';
import type { ContextStore } from '../runtime/contextStore';
import { cartBadgeServices } from '../../widgets/cartBadge/start';
import { createCartStore, pageCartStore } from './cartStore';
import type { CartSync } from './cartSync';

const serverCart: CartInfo = { lineCount: 2, totalQuantity: 24, subtotal: 80 };
const addedCart: CartInfo = { lineCount: 3, totalQuantity: 36, subtotal: 120.5 };

/** A cart sync between tabs, recorded: `receive` plays a message from another tab. */
function fakeSync() {
  const published: CartInfo[] = [];
  const listeners = new Set<(cart: CartInfo) => void>();
  let closed = false;
  const sync: CartSync = {
    publish: (cart) => published.push(cart),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
    },
  };
  return {
    sync,
    published,
    receive: (cart: CartInfo) => listeners.forEach((listener) => listener(cart)),
    isClosed: () => closed,
  };
}

type Answer = CartInfo | Error | Promise<CartInfo>;

/** The store's options as the badge's start binds them, for `client` and `contextStore`. */
function boundTo(client: ServiceClient, contextStore: ContextStore) {
  return {
    services: cartBadgeServices({ client, get context() { return contextStore.get(); } }),
    getContext: () => contextStore.get(),
    onContextChange: (listener: () => void) => contextStore.subscribe(listener),
  };
}

function setup(answers: Answer[] = [serverCart], overrides: { bus?: Bus; contextStore?: ContextStore } = {}) {
  let calls = 0;
  const client = createFakeServiceClient({
    'Cart/GetCartInfo': () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      if (answer instanceof Error) throw answer;
      return answer as CartInfo | Promise<CartInfo>;
    },
  });
  const bus: Bus = overrides.bus ?? createBus();
  const tabs = fakeSync();
  const store = createCartStore({
    // Only when the test brings none: a second store on the same bus would take over its subscription.
    ...boundTo(client, overrides.contextStore ?? createContextStore(testPageContext(), { bus })),
    bus,
    window,
    createSync: () => tabs.sync,
  });
  const requests = () => client.bodiesOf('Cart/GetCartInfo').length;
  return { client, bus, tabs, store, requests };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const networkError = () =>
  new ServiceError({ kind: 'network', path: 'Cart/GetCartInfo', message: '', error: new TypeError('Failed to fetch') });

function setVisibility(value: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  delete window.StorefrontWidgets;
});
afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('cartStore', () => {
  it('loads Cart/GetCartInfo with the page context when the first badge starts it', async () => {
    const { client, store } = setup();
    expect(store.getState()).toEqual({ cart: null, status: 'idle' });
    store.start();
    expect(store.getState().status).toBe('loading');
    await settle();
    expect(client.bodiesOf('Cart/GetCartInfo')).toEqual([
      { companyUserId: 42, customerNumber: '100234', withCustomer: false, warehouseCode: '1001', shipTo: '001', reprice: false },
    ]);
    expect(store.getState()).toEqual({ cart: serverCart, status: 'ready' });
  });

  it('asks once however many badges start it', async () => {
    const { store, requests } = setup();
    store.start();
    store.start();
    await settle();
    store.start();
    await settle();
    expect(requests()).toBe(1);
  });

  it('follows every `update cart` without another request', async () => {
    const { bus, store, requests } = setup();
    store.start();
    await settle();
    bus.emit('update cart', { cart: addedCart, addedItem: { itemId: 7, itemNumber: 'P-7', quantity: 12 } });
    expect(store.getState().cart).toEqual(addedCart);
    bus.emit('update cart', { cart: { ...addedCart, lineCount: 4 } });
    expect(store.getState().cart?.lineCount).toBe(4);
    expect(requests()).toBe(1);
  });

  it('keeps its count and says why on the console when a host emits a cart that is not a CartInfo', async () => {
    const { bus, store, tabs } = setup();
    store.start();
    await settle();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const emitUnchecked = (payload: unknown) => bus.emit('update cart', payload as BusEvents['update cart']);
    emitUnchecked({ cart: { ...addedCart, lineCount: -2 } });
    emitUnchecked({ cart: { ...addedCart, lineCount: 4.5 } });
    emitUnchecked({ lineCount: 3 });
    expect(store.getState()).toEqual({ cart: serverCart, status: 'ready' });
    expect(tabs.published).toEqual([]);
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('but cart.lineCount'),
      expect.stringContaining('but cart.lineCount'),
      expect.stringContaining('but cart is missing'),
    ]);
    errors.mockRestore();
  });

  it('loads the cart when the last `update cart` before it started was not a CartInfo', async () => {
    const bus = createBus();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    bus.emit('update cart', { cart: { lineCount: 3 } } as unknown as BusEvents['update cart']);
    const { store, requests } = setup([serverCart], { bus });
    store.start();
    await settle();
    expect(store.getState()).toEqual({ cart: serverCart, status: 'ready' });
    expect(requests()).toBe(1);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });

  it('shows the last `update cart` at once when it starts after it, without a request', () => {
    const bus = createBus();
    bus.emit('update cart', { cart: addedCart });
    const { store, requests } = setup([serverCart], { bus });
    store.start();
    expect(store.getState()).toEqual({ cart: addedCart, status: 'ready' });
    expect(requests()).toBe(0);
  });

  it('drops a GetCartInfo answer that arrives after a newer `update cart`', async () => {
    let answer: (cart: CartInfo) => void = () => {};
    const slow = new Promise<CartInfo>((resolve) => {
      answer = resolve;
    });
    const { bus, store } = setup([slow]);
    store.start();
    bus.emit('update cart', { cart: addedCart });
    answer(serverCart);
    await settle();
    expect(store.getState().cart).toEqual(addedCart);
  });

  it('knows no count after a failed load, and takes the next `update cart` without a request', async () => {
    const { bus, store, requests } = setup([networkError()]);
    store.start();
    await settle();
    expect(store.getState()).toEqual({ cart: null, status: 'failed' });
    bus.emit('update cart', { cart: addedCart });
    expect(store.getState()).toEqual({ cart: addedCart, status: 'ready' });
    expect(requests()).toBe(1);
  });

  it('loads again when the tab becomes visible after a failed load', async () => {
    const { store, requests } = setup([networkError(), serverCart]);
    store.start();
    await settle();
    setVisibility('hidden');
    expect(requests()).toBe(1);
    setVisibility('visible');
    await settle();
    expect(requests()).toBe(2);
    expect(store.getState()).toEqual({ cart: serverCart, status: 'ready' });
  });

  it('does not load again on visibility when the count is known', async () => {
    const { store, requests } = setup();
    store.start();
    await settle();
    setVisibility('hidden');
    setVisibility('visible');
    await settle();
    expect(requests()).toBe(1);
  });

  it('tells the other tabs about every `update cart`', async () => {
    const { bus, store, tabs } = setup();
    store.start();
    await settle();
    bus.emit('update cart', { cart: addedCart });
    expect(tabs.published).toEqual([addedCart]);
  });

  it('follows another tab without a request and without echoing it back', async () => {
    const { store, tabs, requests } = setup();
    store.start();
    await settle();
    tabs.receive(addedCart);
    expect(store.getState().cart).toEqual(addedCart);
    expect(requests()).toBe(1);
    expect(tabs.published).toEqual([]);
  });

  it('stops following when the last badge releases it', async () => {
    const { bus, store, tabs } = setup();
    const releaseFirst = store.start();
    const releaseSecond = store.start();
    await settle();
    releaseFirst();
    releaseFirst();
    bus.emit('update cart', { cart: addedCart });
    expect(store.getState().cart).toEqual(addedCart);
    releaseSecond();
    expect(tabs.isClosed()).toBe(true);
    bus.emit('update cart', { cart: { ...addedCart, lineCount: 9 } });
    expect(store.getState().cart).toEqual(addedCart);
  });

  it('catches up with an `update cart` published while no badge was mounted', async () => {
    const { bus, store, requests } = setup();
    const release = store.start();
    await settle();
    release();
    bus.emit('update cart', { cart: addedCart });
    store.start();
    expect(store.getState().cart).toEqual(addedCart);
    expect(requests()).toBe(1);
  });

  it('is one store per page for the same user', () => {
    const bus = createBus();
    const contextStore = createContextStore(testPageContext(), { bus });
    const options = { ...boundTo(createFakeServiceClient(), contextStore), bus, window };
    expect(pageCartStore(options)).toBe(pageCartStore({ ...options, ...boundTo(createFakeServiceClient(), contextStore) }));
    const otherUser = createContextStore(testPageContext({ companyUserId: 43 }), { bus: createBus() });
    expect(pageCartStore({ ...options, ...boundTo(createFakeServiceClient(), otherUser) })).not.toBe(pageCartStore(options));
  });

  it("asks for the new customer's cart after a switch and never shows the old answer", async () => {
    let releaseOld: (cart: CartInfo) => void = () => {};
    const oldAnswer = new Promise<CartInfo>((resolve) => {
      releaseOld = resolve;
    });
    const bus = createBus();
    const contextStore = createContextStore(testPageContext(), { bus });
    const { store, client } = setup([oldAnswer, addedCart], { bus, contextStore });
    const release = store.start();
    contextStore.switchTo({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true }, warehouseCode: '1002', shipTo: '001' });
    expect(store.getState()).toEqual({ cart: null, status: 'loading' });
    releaseOld(serverCart);
    await settle();
    expect(store.getState()).toEqual({ cart: addedCart, status: 'ready' });
    expect(client.bodiesOf('Cart/GetCartInfo').map((body) => body.customerNumber)).toEqual(['100234', '100512']);
    expect(client.bodiesOf('Cart/GetCartInfo')[1]).toMatchObject({ warehouseCode: '1002', shipTo: '001' });
    release();
  });
});
