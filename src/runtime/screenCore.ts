/**
 * The page's screen size class (SPEC: mobile when the page body is narrower than 576 px).
 * One watcher per page, whatever the number of entries and bundle copies: it keeps a
 * page-level store for `useIsMobile` and publishes `screen change` on the bus when the body
 * crosses the breakpoint.
 *
 * React-free (the cart badge and the request-first entries load it before React); the hooks
 * are in screen.ts.
 */
import type { Bus } from '../bus/bus';
import { isMobileWidth } from '../domain/screen';
import { pageSingleton } from '../bus/pageGlobal';

export type ScreenState = { readonly isMobile: boolean; readonly width: number };

export type ScreenStore = {
  get(): ScreenState;
  set(state: ScreenState): void;
  subscribe(listener: () => void): () => void;
};

/**
 * The body's width in CSS pixels. Falls back to the viewport width while the body has no
 * layout box (not rendered yet, or a DOM without layout such as a test environment).
 */
export function measureBodyWidth(win: Window): number {
  const width = win.document.body?.getBoundingClientRect().width ?? 0;
  return width > 0 ? width : win.innerWidth;
}

function stateFor(width: number): ScreenState {
  return { isMobile: isMobileWidth(width), width };
}

function createScreenStore(initial: ScreenState): ScreenStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's screen store, measured when first asked for. */
export function pageScreenStore(win: Window): ScreenStore {
  return pageSingleton(win, 'screen@1', () => createScreenStore(stateFor(measureBodyWidth(win))));
}

type ScreenWatch = { users: number; stop: (() => void) | null };

function startWatching(win: Window, bus: Bus, store: ScreenStore): () => void {
  const update = () => {
    const next = stateFor(measureBodyWidth(win));
    if (next.isMobile === store.get().isMobile) return;
    store.set(next);
    bus.emit('screen change', next);
  };
  update();
  const body = win.document.body;
  const { ResizeObserver } = win as Window & typeof globalThis;
  if (typeof ResizeObserver === 'function' && body) {
    const observer = new ResizeObserver(update);
    observer.observe(body);
    return () => observer.disconnect();
  }
  win.addEventListener('resize', update);
  return () => win.removeEventListener('resize', update);
}

/**
 * Starts the page's watcher unless one runs already. Returns the teardown; the watcher
 * stops when every caller has torn down.
 */
export function watchScreen(win: Window, bus: Bus): () => void {
  const store = pageScreenStore(win);
  const watch = pageSingleton<ScreenWatch>(win, 'screenWatch@1', () => ({ users: 0, stop: null }));
  watch.users += 1;
  if (watch.stop === null) watch.stop = startWatching(win, bus, store);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    watch.users -= 1;
    if (watch.users === 0) {
      watch.stop?.();
      watch.stop = null;
    }
  };
}

