// @vitest-environment happy-dom
import { getByRole, queryByText } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../src/bus/bus';
import { mountOneTimeToasts, TOAST_DURATION_MS } from './NoticesWidget';

afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const element = document.body.appendChild(document.createElement('div'));
  const bus = createBus();
  const unmount = mountOneTimeToasts(element, window, bus);
  return { element, bus, unmount };
}

describe('one time toasts', () => {
  it('shows each `one time` notice once in a polite region', () => {
    const { element, bus } = setup();
    bus.emit('one time', { id: 'price-list', message: 'Your price list changed.' });
    bus.emit('one time', { id: 'price-list', message: 'Your price list changed.' });
    expect(getByRole(element, 'status').textContent).toBe('Your price list changed.');
  });

  it(`removes a notice after ${TOAST_DURATION_MS} ms`, () => {
    vi.useFakeTimers();
    const { element, bus } = setup();
    bus.emit('one time', { id: 'n1', message: 'Saved.' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(queryByText(element, 'Saved.')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(queryByText(element, 'Saved.')).toBeNull();
  });

  it('keeps a notice while the pointer is on it or focus is in it, then gives it its full time again', () => {
    vi.useFakeTimers();
    const { element, bus } = setup();
    bus.emit('one time', { id: 'n1', message: 'Saved.' });
    element.dispatchEvent(new PointerEvent('pointerenter'));
    vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    expect(queryByText(element, 'Saved.')).not.toBeNull();
    getByRole(element, 'button', { name: 'Dismiss' }).focus();
    element.dispatchEvent(new PointerEvent('pointerleave'));
    vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    expect(queryByText(element, 'Saved.')).not.toBeNull();
    getByRole(element, 'button', { name: 'Dismiss' }).blur();
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(queryByText(element, 'Saved.')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(queryByText(element, 'Saved.')).toBeNull();
  });

  it('removes a notice on Dismiss', () => {
    const { element, bus } = setup();
    bus.emit('one time', { id: 'n1', message: 'Saved.' });
    getByRole(element, 'button', { name: 'Dismiss' }).click();
    expect(queryByText(element, 'Saved.')).toBeNull();
  });

  it('stops listening when unmounted', () => {
    const { element, bus, unmount } = setup();
    unmount();
    bus.emit('one time', { id: 'late', message: 'Too late.' });
    expect(element.innerHTML).toBe('');
  });
});
