import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_TEXT } from '../../src/runtime/WidgetNotice';
import { anonymousPageContext, testPageContext, writePageContext } from '../../src/testing/pageData';
import { startEntryNamed } from '../testing';

beforeEach(() => {
  delete window.StorefrontWidgets;
  vi.resetModules();
});
afterEach(() => {
  window.StorefrontWidgets?.unmountAll?.();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function headerWithTwoBadges() {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<header>
      <form id="site-search" data-sf-search-box><input type="search" aria-label="Search products"></form>
      <div data-sf-widget="cart-badge" id="cart-badge-desktop"></div>
      <div data-sf-widget="cart-badge" id="cart-badge-mobile"></div>
    </header>`,
  );
}

function stubCartInfo(lineCount = 2) {
  const fetch = vi.fn(async () =>
    new Response(JSON.stringify({ lineCount, totalQuantity: 24, subtotal: 80 }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('cartBadge entry', () => {
  it('mounts every [data-sf-widget="cart-badge"] with one Cart/GetCartInfo for the page', async () => {
    writePageContext();
    const fetch = stubCartInfo(2);
    headerWithTwoBadges();
    await startEntryNamed('cartBadge');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Cart, 2 items' })).toHaveLength(2));
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('lets a host script publish `update cart` on window.StorefrontWidgets.bus', async () => {
    writePageContext();
    const fetch = stubCartInfo(2);
    headerWithTwoBadges();
    await startEntryNamed('cartBadge');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Cart, 2 items' })).toHaveLength(2));
    act(() => {
      window.StorefrontWidgets?.bus?.emit('update cart', { cart: { lineCount: 3, totalQuantity: 36, subtotal: 120.5 } });
    });
    expect(screen.getAllByRole('link', { name: 'Cart, 3 items' })).toHaveLength(2);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('announces a changed count politely in the badge', async () => {
    writePageContext();
    stubCartInfo(2);
    headerWithTwoBadges();
    await startEntryNamed('cartBadge');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Cart, 2 items' })).toHaveLength(2));
    window.StorefrontWidgets?.bus?.emit('update cart', { cart: { lineCount: 1, totalQuantity: 12, subtotal: 40 } });
    const regions = document.querySelectorAll('#cart-badge-desktop [role="status"]');
    expect(regions).toHaveLength(1);
    expect(regions[0]?.textContent).toBe('Cart, 1 item');
  });

  it('mounts each badge once, however often it is started or mountAll runs', async () => {
    writePageContext();
    const fetch = stubCartInfo(2);
    headerWithTwoBadges();
    await startEntryNamed('cartBadge');
    vi.resetModules();
    await startEntryNamed('cartBadge');
    window.StorefrontWidgets?.mountAll?.();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Cart, 2 items' })).toHaveLength(2));
    expect(document.querySelectorAll('[data-sf-widget="notices"]')).toHaveLength(1);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('shows the runtime notice for a bad page context and logs it once for the page', async () => {
    writePageContext({ serviceUrl: '' });
    const fetch = stubCartInfo();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    headerWithTwoBadges();
    await startEntryNamed('cartBadge');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([NOTICE_TEXT.pageData, NOTICE_TEXT.pageData]);
    expect(consoleError).toHaveBeenCalledOnce();
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('#sf-context: sf-context.serviceUrl must not be empty');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('removes the badges and stops following the bus on unmountAll', async () => {
    writePageContext();
    stubCartInfo(2);
    headerWithTwoBadges();
    await startEntryNamed('cartBadge');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Cart, 2 items' })).toHaveLength(2));
    window.StorefrontWidgets?.unmountAll?.();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(document.getElementById('cart-badge-desktop')?.classList.contains('sf-root')).toBe(false);
  });

  it('links anonymous visitors to /login without calling the service', async () => {
    writePageContext(anonymousPageContext());
    const fetch = stubCartInfo();
    headerWithTwoBadges();
    await startEntryNamed('cartBadge');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Cart, sign in to see your cart' })).toHaveLength(2));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('links signed-in buyers to the cart page where the page context\'s routes move it', async () => {
    writePageContext({ ...testPageContext(), routes: { cart: '/basket' } });
    stubCartInfo(2);
    headerWithTwoBadges();
    await startEntryNamed('cartBadge');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Cart, 2 items' })).toHaveLength(2));
    expect(screen.getAllByRole('link', { name: 'Cart, 2 items' }).map((link) => link.getAttribute('href'))).toEqual(['/basket', '/basket']);
  });

  it('links anonymous visitors to the login page the routes name, an SSO address included', async () => {
    writePageContext({ ...anonymousPageContext(), routes: { login: 'https://login.example.com/sso?app=shop' } });
    stubCartInfo();
    headerWithTwoBadges();
    await startEntryNamed('cartBadge');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Cart, sign in to see your cart' })).toHaveLength(2));
    expect(screen.getAllByRole('link', { name: 'Cart, sign in to see your cart' })[0]?.getAttribute('href')).toBe('https://login.example.com/sso?app=shop');
  });

  it('shows `one time` notices in a toast region it adds to the page', async () => {
    writePageContext();
    stubCartInfo();
    headerWithTwoBadges();
    await startEntryNamed('cartBadge');
    await waitFor(() => expect(document.querySelector('[data-sf-widget="notices"] [role="status"]')).not.toBeNull());
    act(() => {
      window.StorefrontWidgets?.bus?.emit('one time', { id: 'hello', message: 'Your price list changed.' });
    });
    expect(screen.getByText('Your price list changed.')).toBeTruthy();
  });

  it('opens the host search box on `show search`', async () => {
    writePageContext();
    stubCartInfo();
    headerWithTwoBadges();
    await startEntryNamed('cartBadge');
    window.StorefrontWidgets?.bus?.emit('show search', { open: true });
    expect(document.getElementById('site-search')?.getAttribute('data-sf-open')).toBe('true');
  });
});
