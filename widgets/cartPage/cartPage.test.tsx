import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountWidget } from '../../src/runtime/widgetCore';
import { cartLine, cartOf } from '../../src/state/cartPage/testing';
import { anonymousPageContext, writePageContext } from '../../src/testing/pageData';
import { CART_PAGE_WIDGET } from './widget';

let paths: string[];

beforeEach(() => {
  paths = [];
  document.body.insertAdjacentHTML('beforeend', '<div id="cartPage"></div>');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input instanceof Request ? input.url : input)).pathname.replace(/^.*\/api\//, '').replace(/^\/?/, '');
      paths.push(path);
      const body = path.endsWith('GetCartSettings')
        ? { poNumber: '', shipVia: 'GROUND', shipViaOptions: [{ code: 'GROUND', name: 'Ground freight' }], requestedShipDate: null, orderNotes: '', paymentMethod: 'account' }
        : cartOf([cartLine(1)]);
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const mountPoint = () => document.getElementById('cartPage') as HTMLElement;

describe('cartPage entry', () => {
  it('mounts into #cartPage with the page context only and shows the cart of Cart/GetCart', async () => {
    writePageContext();
    const unmount = mountWidget(CART_PAGE_WIDGET, mountPoint(), window);
    // The view and React come by import(): the first one in a test run takes a moment.
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Quantity of Azalea Pot 1' })).toBeTruthy(), { timeout: 10_000 });
    expect(paths.some((p) => p.endsWith('Cart/GetCart'))).toBe(true);
    unmount();
  }, 15_000);

  it('an anonymous visitor gets the login prompt and no cart call', async () => {
    writePageContext(anonymousPageContext());
    const unmount = mountWidget(CART_PAGE_WIDGET, mountPoint(), window);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy(), { timeout: 10_000 });
    expect(paths).toEqual([]);
    unmount();
  }, 15_000);
});
