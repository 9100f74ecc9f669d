// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../bus/bus';
import type { BusEvents } from '../contract/events';
import { testPageContext } from '../testing/pageData';
import { createContextStore, pageContextStore } from './contextStore';
import { createTabChannel } from './tabChannel';

const sunshine = { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true };
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const closers: (() => void)[] = [];

afterEach(() => {
  for (const close of closers.splice(0)) close();
  delete window.StorefrontWidgets;
});

describe('context store', () => {
  it('switches customer, warehouse and ship-to in place and publishes one customer change', () => {
    const bus = createBus();
    const store = createContextStore(testPageContext(), { bus });
    const events: BusEvents['customer change'][] = [];
    bus.on('customer change', 'test', (payload) => events.push(payload));
    const listener = vi.fn();
    store.subscribe(listener);

    store.switchTo({ customer: sunshine, warehouseCode: '1002', shipTo: '001' });

    expect(store.get()).toMatchObject({ customer: sunshine, warehouseCode: '1002', shipTo: '001', companyUserId: 42, jwtToken: 'test-token' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(events).toEqual([
      {
        customer: sunshine,
        warehouseCode: '1002',
        shipTo: '001',
        origin: 'switcher',
        previous: { customer: { customerNumber: '100234', customerType: 'Grower', ecomCustomer: false }, warehouseCode: '1001', shipTo: '001' },
      },
    ]);
  });

  it('keeps the warehouse when a ship-to switch names none', () => {
    const store = createContextStore(testPageContext(), { bus: createBus() });
    store.switchTo({ customer: testPageContext().customer!, shipTo: '003' });
    expect(store.get()).toMatchObject({ warehouseCode: '1001', shipTo: '003' });
  });

  it('publishes nothing and notifies nobody when the switch changes nothing', () => {
    const bus = createBus();
    const store = createContextStore(testPageContext(), { bus });
    const emitted = vi.fn();
    bus.on('customer change', 'test', emitted);
    const listener = vi.fn();
    store.subscribe(listener);
    store.switchTo({ customer: { ...testPageContext().customer! }, shipTo: '001' });
    expect(emitted).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('has the new context before host scripts on the bus hear the event', () => {
    const bus = createBus();
    const store = createContextStore(testPageContext(), { bus });
    let seen = '';
    bus.on('customer change', 'host', () => {
      seen = store.get().customer?.customerNumber ?? '';
    });
    store.switchTo({ customer: sunshine, shipTo: null });
    expect(seen).toBe('100512');
  });

  it('follows a customer change a host script emits on the bus', () => {
    const bus = createBus();
    const store = createContextStore(testPageContext(), { bus });
    bus.emit('customer change', { customer: sunshine, warehouseCode: '1002', shipTo: null });
    expect(store.get()).toMatchObject({ customer: sunshine, warehouseCode: '1002', shipTo: null });
  });

  it('keeps the customer and logs one error when a host script sends a wrong payload', () => {
    const bus = createBus();
    const store = createContextStore(testPageContext(), { bus });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    bus.emit('customer change', { customer: { customerNumber: 100512 }, warehouseCode: '1002', shipTo: null } as never);
    expect(store.get().customer?.customerNumber).toBe('100234');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('"customer change" payload');
    error.mockRestore();
  });

  it("follows another tab's switch of the same user and says so once", async () => {
    const thisBus = createBus();
    const otherBus = createBus();
    const channel = (user: string) => () => {
      const sync = createTabChannel(window, 'sf-context-test', user, (value) => value as BusEvents['customer change']);
      closers.push(sync.close);
      return sync;
    };
    const thisTab = createContextStore(testPageContext(), { bus: thisBus, createSync: channel('42') });
    const otherTab = createContextStore(testPageContext(), { bus: otherBus, createSync: channel('42') });
    const otherUser = createContextStore(testPageContext({ companyUserId: 43 }), { bus: createBus(), createSync: channel('43') });
    const notices: string[] = [];
    otherBus.on('one time', 'toasts', ({ message }) => notices.push(message));

    thisTab.switchTo({ customer: sunshine, warehouseCode: '1002', shipTo: '001' });
    await settle();

    expect(otherTab.get()).toMatchObject({ customer: sunshine, warehouseCode: '1002' });
    expect(otherBus.last('customer change')).toMatchObject({ origin: 'other-tab', customer: sunshine });
    expect(notices).toEqual(['The customer changed in another tab: this page now shows customer 100512.']);
    expect(otherUser.get().customer?.customerNumber).toBe('100234');
    expect(thisTab.get().customer).toEqual(sunshine);
  });

  it('is one store per page, read from the page once, and host scripts read it as StorefrontWidgets.pageContext()', () => {
    const bus = createBus();
    const read = vi.fn(() => testPageContext());
    const first = pageContextStore(window, bus, read);
    expect(pageContextStore(window, bus, read)).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
    first.switchTo({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true }, shipTo: null });
    expect(window.StorefrontWidgets?.pageContext?.().customer?.customerNumber).toBe('100512');
  });

  it('makes no store while the page context cannot be read, and tries again for the next widget', () => {
    const bus = createBus();
    expect(() => pageContextStore(window, bus, () => { throw new Error('bad context'); })).toThrow('bad context');
    expect(pageContextStore(window, bus, () => testPageContext({ companyUserId: 7 })).get().companyUserId).toBe(7);
  });
});
