import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartBadgeName, cartPillText } from './cartBadgeName';
import { CartBadgeLink } from './CartBadgeLink';

describe('cartBadgeName', () => {
  it.each([
    [null, 'Cart'],
    [0, 'Cart, 0 items'],
    [1, 'Cart, 1 item'],
    [2, 'Cart, 2 items'],
    [120, 'Cart, 120 items'],
  ])('names a count of %s "%s"', (count, name) => {
    expect(cartBadgeName(count)).toBe(name);
  });

  it('writes counts above 99 as 99+ in the pill', () => {
    expect(cartPillText(99)).toBe('99');
    expect(cartPillText(100)).toBe('99+');
  });
});

describe('CartBadgeLink', () => {
  it('links a signed-in user to /cart, named with the count, the count shown in a pill', () => {
    render(<CartBadgeLink signedIn count={3} changeId={0} />);
    const link = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.textContent).toBe('3');
  });

  it('shows no count, and is named just Cart, while the count is unknown', () => {
    render(<CartBadgeLink signedIn count={null} changeId={0} />);
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.textContent).toBe('');
  });

  it('links anonymous visitors to /login, with a name that starts with Cart', () => {
    render(<CartBadgeLink signedIn={false} count={null} changeId={0} />);
    const link = screen.getByRole('link', { name: 'Cart, sign in to see your cart' });
    expect(link.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has a polite live region that stays silent until the count changes', () => {
    const { rerender } = render(<CartBadgeLink signedIn count={3} changeId={0} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    rerender(<CartBadgeLink signedIn count={4} changeId={1} />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('Cart, 4 items');
  });

  it('restarts the pulse on each change by replacing the pill', () => {
    const { rerender } = render(<CartBadgeLink signedIn count={3} changeId={1} />);
    const before = screen.getByText('3');
    rerender(<CartBadgeLink signedIn count={4} changeId={2} />);
    expect(screen.getByText('4')).not.toBe(before);
  });
});
