/**
 * The mounting runtime. An entry file defines its widgets and calls `startEntry`; the
 * runtime finds their mount points, reads the page data, builds each widget's environment
 * and mounts it in its own React root, inside the page's styles and an error boundary.
 * Every failure stays inside the widget it belongs to.
 */
import { CacheProvider, ThemeProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { getPageBus } from '../bus/bus';
import { theme } from '../ui/theme';
import { pageSingleton } from './pageGlobal';
import { reportClientError } from './errorReporter';
import { describeElement, readCspNonce } from './pageData';
import { prepareWidget } from './prepare';
import { mountIn, registerWidgets, unmountIn } from './registry';
import { watchScreen } from './screen';
import { pageEmotionCache, ROOT_CLASS } from './styles';
import { WidgetEnvProvider, type WidgetEnv } from './widgetEnv';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { WidgetNotice } from './WidgetNotice';

export type WidgetSpec<D, S = undefined> = {
  /** Names the widget in logs and in the page registry; one name per kind of widget. */
  name: string;
  /** CSS selector of its mount points (HOST-CONTRACT section 1). */
  selector: string;
  /**
   * Reads the element's own data (JSON script, attributes, address). Throw a PageDataError
   * (readWidgetData and validatePageData do) for bad data: the widget then shows a notice.
   */
  readData?: (element: HTMLElement, doc: Document) => D;
  /**
   * Work to begin before React's first render (a service request that should not wait for
   * it). Its `stop` runs when the widget unmounts, whether or not it ever rendered.
   * `firstView`, when given, settles once there is something worth drawing (the first
   * answer): React's first render waits for it, at most FIRST_VIEW_WAIT_MS, so a fast
   * answer is drawn in one pass instead of a placeholder frame followed by the real one.
   */
  start?: (env: WidgetEnv, data: D) => { value: S; stop: () => void; firstView?: Promise<unknown> };
  render: (env: WidgetEnv, data: D, started: S) => ReactNode;
};

/** A widget started in its environment: what to render and what to stop on unmount. */
export type LaunchedWidget = { render: () => ReactNode; stop: () => void; firstView?: Promise<unknown> | undefined };

/**
 * Longest wait for a widget's `firstView` before React draws its placeholder (skeletons):
 * shorter than the delay after which skeletons become visible, so waiting never shows less.
 */
export const FIRST_VIEW_WAIT_MS = 300;

/** A widget kind, ready for `startEntry`; its data type is sealed inside `prepare`. */
export type WidgetDefinition = {
  readonly name: string;
  readonly selector: string;
  /** Reads the element's data (may throw) and returns how to launch the widget. */
  readonly prepare: (element: HTMLElement, doc: Document) => (env: WidgetEnv) => LaunchedWidget;
};

export function defineWidget<D = undefined, S = undefined>(spec: WidgetSpec<D, S>): WidgetDefinition {
  return {
    name: spec.name,
    selector: spec.selector,
    prepare(element, doc) {
      const data = spec.readData ? spec.readData(element, doc) : (undefined as D);
      return (env) => {
        const started = spec.start?.(env, data);
        return {
          render: () => spec.render(env, data, started?.value as S),
          stop: () => started?.stop(),
          firstView: started?.firstView,
        };
      };
    },
  };
}

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

type Prepared =
  | { ok: true; env: WidgetEnv; launched: LaunchedWidget }
  | { ok: false; reason: 'pageData' | 'crash' };

function prepare(definition: WidgetDefinition, element: HTMLElement, win: Window, portalContainer: HTMLElement): Prepared {
  const prepared = prepareWidget(definition.name, element, win, definition.prepare);
  if (!prepared.ok) return { ok: false, reason: 'pageData' };
  const { contextStore, client, data: launch } = prepared;
  const env: WidgetEnv = {
    element,
    get context() {
      return contextStore.get();
    },
    contextStore,
    client,
    bus: getPageBus(win),
    window: win,
    portalContainer,
  };
  try {
    return { ok: true, env, launched: launch(env) };
  } catch (error) {
    const label = `the "${definition.name}" widget in ${describeElement(element)}`;
    console.error(`StorefrontWidgets: ${label} failed while starting (${errorText(error)}); it shows a notice, the rest of the page works.`, error);
    reportClientError(win, { kind: 'crash', widget: definition.name, element: describeElement(element), message: errorText(error), error });
    return { ok: false, reason: 'crash' };
  }
}

/** Mounts one widget into `element`; returns its unmount. */
export function mountWidget(definition: WidgetDefinition, element: HTMLElement, win: Window): () => void {
  const doc = win.document;
  const cache = pageEmotionCache(win, readCspNonce(doc));
  const addedRootClass = !element.classList.contains(ROOT_CLASS);
  element.classList.add(ROOT_CLASS);
  const portalContainer = doc.createElement('div');
  portalContainer.className = `${ROOT_CLASS} sf-portal`;
  portalContainer.setAttribute('data-sf-portal', definition.name);
  doc.body.append(portalContainer);

  const undoElement = () => {
    portalContainer.remove();
    if (addedRootClass) element.classList.remove(ROOT_CLASS);
  };

  const label = `the "${definition.name}" widget in ${describeElement(element)}`;
  let root: Root;
  try {
    root = createRoot(element, {
      identifierPrefix: nextIdentifierPrefix(win),
      onCaughtError(error) {
        console.error(`StorefrontWidgets: ${label} failed while showing (${errorText(error)}); that part shows a notice, the rest of the page works.`, error);
        reportClientError(win, {
          kind: 'crash',
          widget: definition.name,
          element: describeElement(element),
          message: errorText(error),
          error,
        });
      },
    });
  } catch (error) {
    undoElement();
    throw error;
  }
  const prepared = prepare(definition, element, win, portalContainer);
  let drawn = false;
  let unmounted = false;
  const draw = () => {
    if (drawn || unmounted) return;
    drawn = true;
    root.render(
      <Shell cache={cache} env={prepared.ok ? prepared.env : null}>
        {prepared.ok ? (
          <WidgetErrorBoundary>
            <RenderWidget render={prepared.launched.render} />
          </WidgetErrorBoundary>
        ) : (
          <WidgetNotice reason={prepared.reason} />
        )}
      </Shell>,
    );
  };
  const firstView = prepared.ok ? prepared.launched.firstView : undefined;
  if (firstView) {
    const timer = win.setTimeout(draw, FIRST_VIEW_WAIT_MS);
    const settle = () => {
      win.clearTimeout(timer);
      draw();
    };
    firstView.then(settle, settle);
  } else {
    draw();
  }

  return () => {
    unmounted = true;
    root.unmount();
    if (prepared.ok) prepared.launched.stop();
    undoElement();
  };
}

/**
 * Registers `definitions` with the page and mounts every match exactly once: now when the
 * document is parsed, else on DOMContentLoaded (page data scripts may follow the mount
 * element). Safe to call again, from the same or another bundle copy.
 */
export function startEntry(definitions: readonly WidgetDefinition[], win: Window = window): void {
  const bus = getPageBus(win);
  registerWidgets(
    win,
    definitions.map((definition) => ({
      name: definition.name,
      selector: definition.selector,
      mount: (element: HTMLElement) => mountWidget(definition, element, win),
    })),
  );
  const names = definitions.map((definition) => definition.name);
  const run = () => {
    const started = pageSingleton(win, 'screenWatcherStarted@1', () => ({ value: false }));
    if (!started.value) {
      started.value = true;
      // The page-lifetime watcher behind useIsMobile and `screen change`.
      watchScreen(win, bus);
    }
    mountIn(win, win.document, names);
  };
  if (win.document.readyState === 'loading') {
    win.document.addEventListener('DOMContentLoaded', run, { once: true });
  } else {
    run();
  }
}

/**
 * Mounts every registered widget whose mount point is inside `root` (or is `root`) and not
 * mounted yet: for mount points a CMS inserts later. Idempotent. The same function as
 * `window.StorefrontWidgets.mountAll`.
 */
export function mountAll(root?: ParentNode, win: Window = window): void {
  mountIn(win, root ?? win.document);
}

/** Unmounts every widget mounted inside `root` (or `root` itself): its React root and portal. */
export function unmountAll(root?: ParentNode, win: Window = window): void {
  unmountIn(win, root ?? win.document);
}
