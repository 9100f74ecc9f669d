import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_TEXT } from '../../src/runtime/WidgetNotice';
import { TEST_SETTINGS, TEST_SHIP_TOS } from '../../src/state/checkout/checkoutTesting';
import { anonymousPageContext, testPageContext, writePageContext } from '../../src/testing/pageData';
import { startEntryNamed } from '../testing';

beforeEach(() => {
  delete window.StorefrontWidgets;
  vi.resetModules();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  window.StorefrontWidgets?.unmountAll?.();
  vi.restoreAllMocks();
});

const ANSWERS: Record<string, unknown> = {
  'Cart/GetCartSettings': TEST_SETTINGS,
  'Customer/ShipToLookups': { shipTos: TEST_SHIP_TOS },
  'Cart/GetCart': { lineCount: 2, totalQuantity: 12, subtotal: 99.5, lines: [], warehouseCode: '1001', shipTo: '001', zipCode: null },
  'Cart/GetShippingCost': { shipVia: 'GROUND', shippingCost: 35 },
  'Cart/GetTaxAndFees': { subtotal: 99.5, tax: 7.73, fees: 0, shipping: 35, total: 142.23 },
};

function stubService() {
  const fetch = vi.fn(async (input: Request | string) => {
    const path = new URL(typeof input === 'string' ? input : input.url).pathname.replace(/^\/api\//, '');
    return new Response(JSON.stringify(ANSWERS[path] ?? {}), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('checkout entry', () => {
  it('mounts into #checkout with the page context only', async () => {
    writePageContext(testPageContext({ serviceUrl: 'https://shop.test/api' }));
    stubService();
    document.body.insertAdjacentHTML('beforeend', '<div id="checkout"></div>');
    await startEntryNamed('checkout');
    // The form's views are a lazy chunk: the first import in a test run takes a moment.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy(), { timeout: 10_000 });
    expect(screen.getByText('$142.23')).toBeTruthy();
    // The test's own limit above waitFor's, on a loaded machine.
  }, 15_000);

  it('anonymous visitors get the sign-in prompt and no call', async () => {
    writePageContext(anonymousPageContext());
    const fetch = stubService();
    document.body.insertAdjacentHTML('beforeend', '<div id="checkout"></div>');
    await startEntryNamed('checkout');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in to check out' })).toBeTruthy());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a bad page context gives the notice in the widget and one console error', async () => {
    writePageContext('{ not json');
    stubService();
    document.body.insertAdjacentHTML('beforeend', '<div id="checkout"></div>');
    await startEntryNamed('checkout');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NOTICE_TEXT.pageData));
    expect(console.error).toHaveBeenCalledTimes(1);
  });
});

describe('checkout entry: the host pages it links to (page context `routes`)', () => {
  const punchout = { protocol: 'oci', operation: 'create' } as const;
  const backToCart = async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="checkout"></div>');
    await startEntryNamed('checkout');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Go to the cart' })).toBeTruthy(), { timeout: 10_000 });
    return screen.getByRole('link', { name: 'Go to the cart' }).getAttribute('href');
  };

  it('sends a punchout buyer back to /cart when the page context has no routes', async () => {
    writePageContext(testPageContext({ punchout }));
    stubService();
    expect(await backToCart()).toBe('/cart');
  }, 15_000);

  it('sends a punchout buyer back to the cart page the routes name', async () => {
    writePageContext({ ...testPageContext({ punchout }), routes: { cart: '/basket' } });
    stubService();
    expect(await backToCart()).toBe('/basket');
  }, 15_000);
});
