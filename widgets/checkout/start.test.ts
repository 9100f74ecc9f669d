// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createBus } from '../../src/bus/bus';
import { createContextStore } from '../../src/runtime/contextStore';
import { checkoutContext, createFakeCheckoutService, settle } from '../../src/state/checkout/checkoutTesting';
import { createTestEnv } from '../../src/testing/widgetEnv';
import { CHECKOUT_STEP_ATTRIBUTE, startCheckout } from './start';

afterEach(() => {
  window.sessionStorage.clear();
  document.body.innerHTML = '';
});

const OTHER_CUSTOMER = { customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: false }, warehouseCode: '1002', shipTo: '001' };

describe('startCheckout', () => {
  it('follows a customer switch from the moment it starts, before any view is drawn, and no longer once stopped', async () => {
    const client = createFakeCheckoutService();
    const bus = createBus();
    const contextStore = createContextStore(checkoutContext(), { bus });
    const started = startCheckout(createTestEnv({ client, bus, contextStore }));
    contextStore.switchTo(OTHER_CUSTOMER);
    await settle();
    expect(client.bodiesOf('Cart/GetCartSettings').map((b) => b.customerNumber)).toEqual(['100234', '100512']);
    expect(client.bodiesOf('Cart/GetCart').at(-1)).toMatchObject({ customerNumber: '100512', warehouseCode: '1002', shipTo: '001' });
    expect(started.value.getState().load).toBe('ready');
    started.stop();
    contextStore.switchTo({ ...OTHER_CUSTOMER, shipTo: '002' });
    await settle();
    expect(client.bodiesOf('Cart/GetCartSettings')).toHaveLength(2);
  });

  it('marks #checkout with data-sf-checkout="placed" while the confirmation is shown, so the host page can follow; the mark goes on stop', async () => {
    const element = document.body.appendChild(document.createElement('div'));
    element.id = 'checkout';
    const started = startCheckout(createTestEnv({ client: createFakeCheckoutService(), element }));
    await settle();
    expect(element.hasAttribute(CHECKOUT_STEP_ATTRIBUTE)).toBe(false);
    started.value.placeOrder();
    await settle();
    expect(element.getAttribute(CHECKOUT_STEP_ATTRIBUTE)).toBe('placed');
    started.stop();
    expect(element.hasAttribute(CHECKOUT_STEP_ATTRIBUTE)).toBe(false);
  });
});
