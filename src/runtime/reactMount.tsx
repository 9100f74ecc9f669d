/**
 * The React half of the mounting runtime: a prepared widget (widgetCore.ts) drawn in its
 * own React root, inside the page's Emotion cache, its environment and an error boundary.
 * Imported statically by the eager `defineWidget` (widget.tsx); loaded with `import()`,
 * in parallel with the first requests, by request-first widgets.
 */
import { CacheProvider, ThemeProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { theme } from '../theme/theme';
import { pageSingleton } from '../bus/pageGlobal';
import { reportClientError } from './errorReporter';
import { describeElement, readCspNonce } from './pageData';
import { pageEmotionCache } from './styles';
import type { PreparedMount } from './widgetCore';
import { WidgetEnvProvider, type WidgetEnv } from './widgetEnv';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetNotice } from './WidgetNotice';

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function nextIdentifierPrefix(win: Window): string {
  // Each root numbers its useId values from zero; a page-wide prefix keeps ids unique.
  const counter = pageSingleton(win, 'rootCounter@1', () => ({ next: 0 }));
  counter.next += 1;
  return `sf${counter.next}-`;
}

function Shell({ cache, env, children }: { cache: EmotionCache; env: WidgetEnv | null; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        {env ? <WidgetEnvProvider value={env}>{children}</WidgetEnvProvider> : children}
      </ThemeProvider>
    </CacheProvider>
  );
}

// Called inside the boundary, so an exception while building the widget's tree is caught too.
function RenderWidget({ render }: { render: () => ReactNode }) {
  return render();
}

/** Creates the widget's React root and draws it once it is ready; returns the unmount. */
export function drawWidget({ name, element, win, prepared, ready, drawInTask }: PreparedMount): () => void {
  const cache = pageEmotionCache(win, readCspNonce(win.document));
  const label = `the "${name}" widget in ${describeElement(element)}`;
  const root: Root = createRoot(element, {
    identifierPrefix: nextIdentifierPrefix(win),
    onCaughtError(error) {
      console.error(`StorefrontWidgets: ${label} failed while showing (${errorText(error)}); that part shows a notice, the rest of the page works.`, error);
      reportClientError(win, { kind: 'crash', widget: name, element: describeElement(element), message: errorText(error), error });
    },
  });
  let drawn = false;
  let unmounted = false;
  const draw = () => {
    if (drawn || unmounted) return;
    drawn = true;
    const tree = (
      <Shell cache={cache} env={prepared.ok ? prepared.env : null}>
        {prepared.ok ? (
          <WidgetErrorBoundary>
            <RenderWidget render={prepared.launched.render} />
          </WidgetErrorBoundary>
        ) : (
          <WidgetNotice reason={prepared.reason} />
        )}
      </Shell>
    );
    if (drawInTask) flushSync(() => root.render(tree));
    else root.render(tree);
  };
  if (ready) ready(draw);
  else draw();
  return () => {
    unmounted = true;
    root.unmount();
  };
}
