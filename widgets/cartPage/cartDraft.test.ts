// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createBus } from '../../src/bus/bus';
import { pageSession } from '../../src/runtime/sessionEnded';
import { createCartPageStore } from '../../src/state/cartPage/cartPageStore';
import { cartLine, createFakeCartServer, flush } from '../../src/state/cartPage/testing';
import { testPageContext } from '../../src/testing/pageData';
import { keepCartQuantities } from './cartDraft';
import { firstCart } from './start';
import { cartPageServices } from './services';

const stops: (() => void)[] = [];
afterEach(() => {
  while (stops.length) stops.pop()?.();
  window.sessionStorage.clear();
  delete window.StorefrontWidgets;
});

function open() {
  const server = createFakeCartServer([cartLine(1), cartLine(2, { quantity: 24 })]);
  const context = testPageContext();
  const sync = { publish: () => {}, subscribe: () => () => {}, close: () => {} };
  const store = createCartPageStore({ services: cartPageServices({ client: server.client, context }).cart, getContext: () => context, bus: createBus(), window, createSync: () => sync });
  stops.push(store.start());
  const loaded = firstCart(store);
  stops.push(keepCartQuantities(store, window, () => context, loaded));
  return { store, server, loaded };
}

describe('cart quantities across a sign-in', () => {
  it('keeps the quantities being edited when the session ends and puts them back, unsent, in the next cart of the page', async () => {
    const first = open();
    await first.loaded;
    first.store.setQuantity(2, 48);
    pageSession(window).report(null);
    while (stops.length) stops.pop()?.();
    delete window.StorefrontWidgets; // the page after signing in

    const second = open();
    await second.loaded;
    await flush();
    expect(second.store.getState().quantities.get(2)).toBe(48);
    expect(second.server.client.bodiesOf('Cart/UpdateQuantity')).toEqual([]);
  });

  it('keeps nothing while the session lasts', async () => {
    const first = open();
    await first.loaded;
    first.store.setQuantity(2, 48);
    expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('sf-draft@1'))).toEqual([]);
  });
});
