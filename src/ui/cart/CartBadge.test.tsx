import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../api/errors';
import { createBus } from '../../bus/bus';
import type { CartInfo } from '../../contract/responses';
import { anonymousPageContext, createFakeServiceClient, renderWithEnv } from '../../testing';
import { CartBadge } from './CartBadge';

const serverCart: CartInfo = { lineCount: 2, totalQuantity: 24, subtotal: 80 };

beforeEach(() => {
  // The cart store is page-level (window.StorefrontWidgets): each test is a fresh page.
  delete window.StorefrontWidgets;
});

function cartClient(answer: () => CartInfo | Promise<CartInfo> = () => serverCart) {
  return createFakeServiceClient({ 'Cart/GetCartInfo': answer });
}

describe('CartBadge', () => {
  it('shows the line count from Cart/GetCartInfo', async () => {
    renderWithEnv(<CartBadge />, { client: cartClient() });
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
  });

  it('does not announce the count the page load brings', async () => {
    renderWithEnv(<CartBadge />, { client: cartClient() });
    await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('follows `update cart` and announces the new count, without another request', async () => {
    const client = cartClient();
    const bus = createBus();
    renderWithEnv(<CartBadge />, { client, bus });
    await screen.findByRole('link', { name: 'Cart, 2 items' });
    act(() => bus.emit('update cart', { cart: { lineCount: 1, totalQuantity: 12, subtotal: 40 } }));
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Cart, 1 item');
    expect(client.bodiesOf('Cart/GetCartInfo')).toHaveLength(1);
  });

  it('keeps two badges on one page in agreement with one request', async () => {
    const client = cartClient();
    const bus = createBus();
    renderWithEnv(
      <>
        <CartBadge />
        <CartBadge />
      </>,
      { client, bus },
    );
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Cart, 2 items' })).toHaveLength(2));
    act(() => bus.emit('update cart', { cart: { lineCount: 5, totalQuantity: 60, subtotal: 200 } }));
    expect(screen.getAllByRole('link', { name: 'Cart, 5 items' })).toHaveLength(2);
    expect(client.bodiesOf('Cart/GetCartInfo')).toHaveLength(1);
  });

  it('shows the last `update cart` at once when it mounts after it', () => {
    const client = cartClient();
    const bus = createBus();
    bus.emit('update cart', { cart: { lineCount: 3, totalQuantity: 36, subtotal: 120.5 } });
    renderWithEnv(<CartBadge />, { client, bus });
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
    expect(client.calls).toEqual([]);
  });

  it('shows no count when the load fails, then the next `update cart`', async () => {
    const client = cartClient(() => {
      throw new ServiceError({ kind: 'http', path: 'Cart/GetCartInfo', status: 500, message: '', error: null });
    });
    const bus = createBus();
    renderWithEnv(<CartBadge />, { client, bus });
    await waitFor(() => expect(client.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.textContent).toBe('');
    act(() => bus.emit('update cart', { cart: { lineCount: 1, totalQuantity: 12, subtotal: 40 } }));
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Cart, 1 item');
  });

  it('links anonymous visitors to /login and calls nothing', () => {
    const client = cartClient();
    renderWithEnv(<CartBadge />, { client, context: anonymousPageContext() });
    expect(screen.getByRole('link', { name: 'Cart, sign in to see your cart' }).getAttribute('href')).toBe('/login');
    expect(client.calls).toEqual([]);
  });
});
