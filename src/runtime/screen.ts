/**
 * The React hooks over the page's screen store (screenCore.ts, React-free, has the store and
 * the watcher; re-exported here so existing imports keep working).
 */
import { useSyncExternalStore } from 'react';
import { pageScreenStore, type ScreenState } from './screenCore';
import { useWidgetEnv } from './widgetEnv';

export * from './screenCore';

/** The page's screen state; re-renders when the body crosses the breakpoint. */
export function useScreen(): ScreenState {
  const store = pageScreenStore(useWidgetEnv().window);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** True while the page body is narrower than 576 px. */
export function useIsMobile(): boolean {
  return useScreen().isMobile;
}
