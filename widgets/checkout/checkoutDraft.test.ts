// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createBus } from '../../src/bus/bus';
import { pageSession } from '../../src/runtime/sessionEnded';
import { createCheckoutStore } from '../../src/state/checkout/checkoutStore';
import { checkoutContext, createFakeCheckoutService, settle } from '../../src/state/checkout/checkoutTesting';
import { keepCheckoutDraft } from './checkoutDraft';
import { checkoutServices } from './services';

afterEach(() => {
  window.sessionStorage.clear();
  document.body.innerHTML = '';
  delete window.StorefrontWidgets;
});

function start() {
  const context = checkoutContext();
  const store = createCheckoutStore({ services: checkoutServices({ client: createFakeCheckoutService(), context }), bus: createBus(), window, getContext: () => context, today: () => '2030-05-10' });
  const stopStore = store.start();
  const loaded = new Promise<void>((resolve) => {
    const off = store.subscribe(() => {
      if (store.getState().load !== 'loading') {
        off();
        resolve();
      }
    });
  });
  const stopDraft = keepCheckoutDraft(store, window, () => context, loaded);
  return { store, loaded, stop: () => (stopDraft(), stopStore()) };
}

describe('the checkout draft across a sign-in', () => {
  it('keeps what was typed when the session ends and puts it back on the next checkout of the page, once', async () => {
    const first = start();
    await first.loaded;
    first.store.setField('poNumber', 'PO-KEEP');
    first.store.setField('orderNotes', 'Dock 4');
    first.store.setField('shipVia', 'LTL');
    first.store.setField('requestedShipDate', '2030-06-01');
    pageSession(window).report(null);
    first.stop();
    delete window.StorefrontWidgets; // a new page after signing in

    const second = start();
    await second.loaded;
    await settle();
    expect(second.store.getState().draft).toMatchObject({ poNumber: 'PO-KEEP', orderNotes: 'Dock 4', shipVia: 'LTL', requestedShipDate: '2030-06-01' });
    second.stop();

    const third = start();
    await third.loaded;
    await settle();
    expect(third.store.getState().draft.poNumber).toBe('');
    third.stop();
  });

  it('keeps nothing while the session lasts', async () => {
    const first = start();
    await first.loaded;
    first.store.setField('poNumber', 'PO-NOT-KEPT');
    first.stop();
    expect(Object.keys(window.sessionStorage).filter((k) => k.startsWith('sf-draft@1'))).toEqual([]);
  });
});
