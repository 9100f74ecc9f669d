// @vitest-environment happy-dom
import { getByRole, queryByText } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { createToastsView } from './toastsView';

function setup() {
  const container = document.body.appendChild(document.createElement('div'));
  const onDismiss = vi.fn();
  return { container, onDismiss, view: createToastsView(container, onDismiss) };
}

describe('toasts view', () => {
  it('shows a notice in a polite status region that was there before it', () => {
    const { container, view } = setup();
    const region = getByRole(container, 'status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    view.show({ id: 'added-7', message: 'Item added to your cart.', tone: 'success' });
    expect(region.textContent).toBe('Item added to your cart.');
    expect(region.querySelector('.sf-toasts__toast--success')).not.toBeNull();
  });

  it('shows one toast per id', () => {
    const { container, view } = setup();
    view.show({ id: 'price-list', message: 'Your price list changed.' });
    view.show({ id: 'price-list', message: 'Your price list changed.' });
    expect(container.querySelectorAll('.sf-toasts__toast')).toHaveLength(1);
  });

  it('asks to dismiss from its Dismiss button, and dismiss removes it', () => {
    const { container, view, onDismiss } = setup();
    view.show({ id: 'n1', message: 'Saved.' });
    getByRole(container, 'button', { name: 'Dismiss' }).click();
    expect(onDismiss).toHaveBeenCalledWith('n1');
    view.dismiss('n1');
    expect(queryByText(container, 'Saved.')).toBeNull();
  });
});
