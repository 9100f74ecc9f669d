// @vitest-environment happy-dom
import { expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { CartInfo } from '../../contract/responses';
import type { CartSync } from '../cartSync';
import { followCart } from './followCart';

const cart: CartInfo = { lineCount: 1, totalQuantity: 2, subtotal: 3 };

function setup(extra: { items?: boolean; shareWithTabs?: boolean } = {}) {
  const bus = createBus();
  const heard: [CartInfo | null, string][] = [];
  const published: CartInfo[] = [];
  let fromTab: (value: CartInfo) => void = () => {};
  const sync: CartSync = {
    publish: (value) => published.push(value),
    subscribe(listener) {
      fromTab = listener;
      return () => {};
    },
    close() {},
  };
  const follower = followCart({ bus, key: 'test', window, user: () => '1:2', createSync: () => sync, onChange: (c, from) => heard.push([c, from]), ...extra });
  return { bus, heard, published, follower, fromTab: (value: CartInfo) => fromTab(value) };
}

it('hears the bus and the other tabs, and passes the bus carts on to the tabs when asked', () => {
  const { bus, heard, published, fromTab } = setup({ shareWithTabs: true });
  bus.emit('update cart', { cart });
  fromTab(cart);
  expect(heard).toEqual([[cart, 'bus'], [cart, 'tab']]);
  expect(published).toEqual([cart]);
});

it('does not hear back its own events', () => {
  const { follower, heard, bus } = setup({ items: true });
  follower.emit('update cart', { cart });
  follower.emit('update cart items', { lines: [] });
  expect(heard).toEqual([]);
  bus.emit('update cart items', { lines: [] });
  expect(heard).toEqual([[null, 'bus']]);
});

it('gives null for an `update cart` payload that is no cart, and says so on the console', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { bus, heard } = setup();
  bus.emit('update cart', { cart: { lineCount: 'two' } } as never);
  expect(heard).toEqual([[null, 'bus']]);
  expect(error).toHaveBeenCalledOnce();
  error.mockRestore();
});

it('stops hearing once stopped', () => {
  const { bus, heard, follower } = setup();
  follower.stop();
  bus.emit('update cart', { cart });
  expect(heard).toEqual([]);
});
