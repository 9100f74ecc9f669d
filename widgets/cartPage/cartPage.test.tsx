import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountWidget } from '../../src/runtime/widgetCore';
import { cartLine, cartOf } from '../../src/state/cartPage/testing';
import { anonymousPageContext, testPageContext, writePageContext } from '../../src/testing/pageData';
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

describe('cartPage entry: the host pages it links to (page context `routes`)', () => {
  const checkOut = async () => {
    await waitFor(() => expect(screen.getByRole('link', { name: 'Check out' })).toBeTruthy(), { timeout: 10_000 });
    return screen.getByRole('link', { name: 'Check out' }).getAttribute('href');
  };

  it('links Check out to /checkout when the page context has no routes', async () => {
    writePageContext();
    const unmount = mountWidget(CART_PAGE_WIDGET, mountPoint(), window);
    expect(await checkOut()).toBe('/checkout');
    unmount();
  }, 15_000);

  it("links Check out to the checkout page the routes name, and keeps a wrong route's default, naming it on the console", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    writePageContext({ ...testPageContext(), routes: { checkout: '/order/pay', home: 'javascript:alert(1)' } });
    const unmount = mountWidget(CART_PAGE_WIDGET, mountPoint(), window);
    expect(await checkOut()).toBe('/order/pay');
    expect(warn.mock.calls.map(([line]) => String(line))).toContainEqual(
      expect.stringContaining('#sf-context: sf-context.routes.home: "javascript:alert(1)" is not a path starting with a single / or an address starting with https:// or http://; / is used.'),
    );
    unmount();
    warn.mockRestore();
  }, 15_000);

  it('sends an anonymous visitor to the login page the routes name, coming back to the cart', async () => {
    window.history.replaceState(null, '', '/basket?from=badge');
    writePageContext({ ...anonymousPageContext(), routes: { login: '/sign-in' } });
    const unmount = mountWidget(CART_PAGE_WIDGET, mountPoint(), window);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy(), { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/sign-in?returnTo=%2Fbasket%3Ffrom%3Dbadge');
    unmount();
    window.history.replaceState(null, '', '/');
  }, 15_000);
});
