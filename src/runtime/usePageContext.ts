/**
 * React's way into the page context store (src/runtime/contextStore.ts): read the context
 * and re-render when the customer or ship-to switches, or re-request on a switch.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { PageContext } from '../contract/pageData';
import { useWidgetEnv } from './widgetEnv';

/** The page context now; the component re-renders after a customer or ship-to switch. */
export function usePageContext(): PageContext {
  const { contextStore } = useWidgetEnv();
  return useSyncExternalStore(contextStore.subscribe, contextStore.get, contextStore.get);
}

/**
 * Runs `refresh` after every customer or ship-to switch while the component is mounted: the
 * one line that makes a widget follow a switch, `useCustomerChange(store.refresh)`. The
 * latest `refresh` is called, so an inline function needs no memoising.
 */
export function useCustomerChange(refresh: () => void): void {
  const { contextStore } = useWidgetEnv();
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => contextStore.subscribe(() => latest.current()), [contextStore]);
}
