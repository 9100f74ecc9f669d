/**
 * What the runtime hands every widget: its element, the page context, the service client,
 * the page's bus, the window and a portal target for dialogs. Passed in, never grabbed at
 * import time, so tests and hosts can supply their own.
 */
import { createContext, useContext } from 'react';
import type { ServiceClient } from '../api/client';
import type { Bus } from '../bus/bus';
import type { PageContext } from '../contract/pageData';
import type { ContextStore } from './contextStore';

export type WidgetEnv = {
  /** The mount element (it has the class `sf-root`). */
  element: HTMLElement;
  /**
   * The page context now: the runtime makes this a getter on `contextStore`, so after a
   * customer switch it gives the new customer. Read it when a request leaves; a view that
   * shows it re-renders with `usePageContext()`.
   */
  readonly context: PageContext;
  /** The page's context store (one per page); `subscribe` to follow a customer switch. */
  contextStore: ContextStore;
  client: ServiceClient;
  bus: Bus;
  window: Window;
  /** A `div.sf-root` at the end of the body for dialogs and panels; removed on unmount. */
  portalContainer: HTMLElement;
};

export const WidgetEnvContext = createContext<WidgetEnv | null>(null);
WidgetEnvContext.displayName = 'WidgetEnv';

export const WidgetEnvProvider = WidgetEnvContext.Provider;

/** The environment of the widget this component is rendered in. */
export function useWidgetEnv(): WidgetEnv {
  const env = useContext(WidgetEnvContext);
  if (!env) {
    throw new Error(
      'useWidgetEnv: no widget environment here. Render the component inside a widget mounted ' +
        'by startEntry, or wrap it in <WidgetEnvProvider> (tests: renderWithEnv from src/testing).',
    );
  }
  return env;
}
