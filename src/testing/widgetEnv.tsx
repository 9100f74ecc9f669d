/**
 * Renders a component the way the runtime would: inside the page's styles, the theme and a
 * WidgetEnv, without going through page data. For component and widget tests.
 */
import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { createBus } from '../bus/bus';
import { createContextStore } from '../runtime/contextStore';
import { ROOT_CLASS } from '../runtime/styles';
import { WidgetEnvProvider, type WidgetEnv } from '../runtime/widgetEnv';
import { theme } from '../theme/theme';
import { createFakeServiceClient } from './fakeServiceClient';
import { testPageContext } from './pageData';

/**
 * A complete WidgetEnv: a signed-in context (in a context store of its own, so a test can
 * switch the customer with `env.contextStore.switchTo`), a fresh bus (not the page's), a fake client with
 * no answers, and a mount element and portal container in the document. Override any part.
 */
export function createTestEnv(overrides: Partial<WidgetEnv> = {}): WidgetEnv {
  const element = overrides.element ?? document.body.appendChild(document.createElement('div'));
  element.classList.add(ROOT_CLASS);
  let portalContainer = overrides.portalContainer;
  if (!portalContainer) {
    portalContainer = document.body.appendChild(document.createElement('div'));
    portalContainer.className = ROOT_CLASS;
  }
  const bus = overrides.bus ?? createBus();
  // No tab channel: tests in one process must not switch each other's customer.
  const contextStore =
    overrides.contextStore ?? createContextStore(overrides.context ?? testPageContext(), { bus, createSync: undefined });
  const { context: _context, ...rest } = overrides;
  return {
    client: createFakeServiceClient(),
    window,
    ...rest,
    bus,
    get context() {
      return contextStore.get();
    },
    contextStore,
    element,
    portalContainer,
  };
}

/** Providers the runtime puts around every widget, for `env`. */
export function WidgetProviders({ env, children }: { env: WidgetEnv; children: ReactNode }) {
  // A cache per render keeps one test's styles from leaking into the next.
  const [cache] = useState(() => createCache({ key: 'sf-test' }));
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <WidgetEnvProvider value={env}>{children}</WidgetEnvProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

export type RenderWithEnvResult = RenderResult & { env: WidgetEnv };

/** Renders `ui` into the env's element with the runtime's providers. */
export function renderWithEnv(
  ui: ReactElement,
  envOverrides: Partial<WidgetEnv> = {},
  options: Omit<RenderOptions, 'container' | 'wrapper'> = {},
): RenderWithEnvResult {
  const env = createTestEnv(envOverrides);
  const result = render(ui, {
    ...options,
    container: env.element,
    wrapper: ({ children }) => <WidgetProviders env={env}>{children}</WidgetProviders>,
  });
  return { ...result, env };
}
