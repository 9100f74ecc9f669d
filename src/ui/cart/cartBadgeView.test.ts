// @vitest-environment happy-dom
import { getByRole, queryByRole } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { cartBadgeName, cartPillText } from './cartBadgeName';
import { createCartBadgeView } from './cartBadgeView';

function setup() {
  const container = document.body.appendChild(document.createElement('div'));
  return { container, view: createCartBadgeView(container) };
}

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

describe('cart badge view', () => {
  it('links a signed-in user to /cart, named with the count, the count shown in a pill', () => {
    const { container, view } = setup();
    view.update({ signedIn: true, count: 3, changeId: 0 });
    const link = getByRole(container, 'link', { name: 'Cart, 3 items' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.textContent).toBe('3');
  });

  it('shows no count, and is named just Cart, while the count is unknown', () => {
    const { container, view } = setup();
    view.update({ signedIn: true, count: null, changeId: 0 });
    expect(getByRole(container, 'link', { name: 'Cart' }).textContent).toBe('');
  });

  it('drops the pill when the count becomes unknown', () => {
    const { container, view } = setup();
    view.update({ signedIn: true, count: 3, changeId: 0 });
    view.update({ signedIn: true, count: null, changeId: 0 });
    expect(getByRole(container, 'link', { name: 'Cart' }).textContent).toBe('');
  });

  it('links anonymous visitors to /login, with a name that starts with Cart and no live region', () => {
    const { container, view } = setup();
    view.update({ signedIn: false, count: null, changeId: 0 });
    expect(getByRole(container, 'link', { name: 'Cart, sign in to see your cart' }).getAttribute('href')).toBe('/login');
    expect(queryByRole(container, 'status')).toBeNull();
  });

  it('has a polite live region that stays silent until the count changes', () => {
    const { container, view } = setup();
    view.update({ signedIn: true, count: 3, changeId: 0 });
    const region = getByRole(container, 'status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    view.update({ signedIn: true, count: 4, changeId: 1 });
    expect(getByRole(container, 'status')).toBe(region);
    expect(region.textContent).toBe('Cart, 4 items');
  });

  it('pulses on a change by replacing the pill, and not on the first count', () => {
    const { container, view } = setup();
    view.update({ signedIn: true, count: 3, changeId: 0 });
    const first = container.querySelector('.sf-cart-badge__count');
    expect(first?.classList.contains('sf-cart-badge__count--pulse')).toBe(false);
    view.update({ signedIn: true, count: 4, changeId: 1 });
    const second = container.querySelector('.sf-cart-badge__count');
    expect(second).not.toBe(first);
    expect(second?.classList.contains('sf-cart-badge__count--pulse')).toBe(true);
    expect(second?.getAttribute('aria-hidden')).toBe('true');
  });

  it('removes what it added on destroy', () => {
    const { container, view } = setup();
    view.update({ signedIn: true, count: 3, changeId: 0 });
    view.destroy();
    expect(container.innerHTML).toBe('');
  });
});
