import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../bus/bus';
import { renderWithEnv } from '../testing/widgetEnv';
import { pageScreenStore, useIsMobile, watchScreen } from './screen';

/** A window whose body width the test sets, with a ResizeObserver it can trigger. */
function fakeWindow(initialWidth: number) {
  let width = initialWidth;
  const observers: { callback: () => void; disconnected: boolean }[] = [];
  class FakeResizeObserver {
    private readonly entry: { callback: () => void; disconnected: boolean };
    constructor(callback: () => void) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.spyOn(document.body, 'getBoundingClientRect').mockImplementation(() => ({ width }) as DOMRect);
  const win = Object.assign(Object.create(window) as Window, {
    document,
    innerWidth: 1024,
    ResizeObserver: FakeResizeObserver,
  });
  return {
    win,
    observers,
    resize(next: number) {
      width = next;
      for (const observer of observers) if (!observer.disconnected) observer.callback();
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('watchScreen', () => {
  it('publishes `screen change` when the body crosses 576 px, and not for moves on one side', () => {
    const { win, resize } = fakeWindow(1000);
    const bus = createBus();
    const changes = vi.fn();
    bus.on('screen change', 'test', changes);
    watchScreen(win, bus);
    resize(800);
    resize(576);
    expect(changes).not.toHaveBeenCalled();
    resize(575);
    resize(400);
    resize(600);
    expect(changes.mock.calls.map(([payload]) => payload)).toEqual([
      { isMobile: true, width: 575 },
      { isMobile: false, width: 600 },
    ]);
  });

  it('runs one watcher per page however many entries start one', () => {
    const { win, observers, resize } = fakeWindow(1000);
    const bus = createBus();
    const changes = vi.fn();
    bus.on('screen change', 'test', changes);
    const stopFirst = watchScreen(win, bus);
    const stopSecond = watchScreen(win, bus);
    expect(observers).toHaveLength(1);
    resize(500);
    expect(changes).toHaveBeenCalledTimes(1);
    stopFirst();
    stopFirst();
    expect(observers[0]?.disconnected).toBe(false);
    stopSecond();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('uses the viewport width while the body has no layout box', () => {
    const { win } = fakeWindow(0);
    expect(pageScreenStore(win).get()).toEqual({ isMobile: false, width: 1024 });
  });
});

describe('useIsMobile', () => {
  it('re-renders when the body crosses the breakpoint', () => {
    const { win, resize } = fakeWindow(1000);
    function Layout() {
      return <p>{useIsMobile() ? 'mobile layout' : 'desktop layout'}</p>;
    }
    watchScreen(win, createBus());
    renderWithEnv(<Layout />, { window: win });
    expect(screen.getByText('desktop layout')).toBeTruthy();
    act(() => resize(375));
    expect(screen.getByText('mobile layout')).toBeTruthy();
  });
});
