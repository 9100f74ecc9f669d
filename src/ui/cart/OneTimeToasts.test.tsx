import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import { renderWithEnv } from '../../testing';
import { OneTimeToasts, TOAST_DURATION_MS } from './OneTimeToasts';

afterEach(() => {
  vi.useRealTimers();
});

describe('OneTimeToasts', () => {
  it('shows a `one time` notice in a polite status region', () => {
    const bus = createBus();
    renderWithEnv(<OneTimeToasts />, { bus });
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => bus.emit('one time', { id: 'added-7', message: 'Item added to your cart.', tone: 'success' }));
    expect(region.textContent).toBe('Item added to your cart.');
  });

  it('shows each id once, however often it is published', () => {
    const bus = createBus();
    renderWithEnv(<OneTimeToasts />, { bus });
    act(() => {
      bus.emit('one time', { id: 'price-list', message: 'Your price list changed.' });
      bus.emit('one time', { id: 'price-list', message: 'Your price list changed.' });
    });
    expect(screen.getAllByText('Your price list changed.')).toHaveLength(1);
  });

  it(`removes a notice after ${TOAST_DURATION_MS} ms`, () => {
    vi.useFakeTimers();
    const bus = createBus();
    renderWithEnv(<OneTimeToasts />, { bus });
    act(() => bus.emit('one time', { id: 'n1', message: 'Saved.' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Saved.')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('removes a notice on Dismiss', async () => {
    const bus = createBus();
    renderWithEnv(<OneTimeToasts />, { bus });
    act(() => bus.emit('one time', { id: 'n1', message: 'Saved.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved.')).toBeNull();
  });
});
