/**
 * The React-free half of the mounting runtime, and the way a request-first entry is written.
 *
 * An entry that imports only this module (plus its store and service functions) starts its
 * first service calls the moment its script runs, and loads React and its view with dynamic
 * `import()`s at the same time: the request does not wait for the framework to download.
 *
 *   defineWidget({ name, selector, title, settings, start, view: () => import('./view').then((m) => m.render) })
 *
 * `src/runtime/widget.tsx` keeps the eager form (`render` instead of `view`), same names,
 * same behaviour as before; it builds on this module. docs/architecture.md, "Converting an
 * entry to request-first".
 */
import type { ReactNode } from 'react';
import { getPageBus } from '../bus/bus';
import { reportClientError } from './errorReporter';
import { describeElement, type ReportSettings } from './pageData';
import { entriesOf, readWidgetSettings, type WidgetSettings } from './widgetSettings';
import { problemText } from './settings';
import type { SourcedProblem } from './prepare';
import { pageSingleton } from '../bus/pageGlobal';
import { prepareWidget } from './prepare';
import { mountIn, registerWidgets, unmountIn } from './registry';
import { ROOT_CLASS } from './rootClass';
import { watchScreen } from './screenCore';
import { watchLiveChanges } from './liveChanges';
import { noticeElement } from './noticeText';
import type { WidgetEnv } from './widgetEnv';

/** What a widget draws: its React tree, built from its environment, data and started value. */
export type RenderWidget<D, S> = (env: WidgetEnv, data: D, started: S) => ReactNode;

/** What editors and hosts read about a widget, kept only where SF_DOCS is true (the manifest, the demo host, docs). */
export type WidgetAbout = {
  /** One sentence an editor understands: what the widget shows and does. */
  description: string;
  /** The markup to place: `<div id="searchPage"></div>`. */
  element: string;
  /** What a host must allow or reserve for it. */
  host?: {
    /** What its Content-Security-Policy must allow beyond the widgets' own scripts and styles (docs/hardening.md). */
    csp?: readonly CspNeed[];
    /** The height to reserve before its first paint, as CSS (`min-height`), so the page does not jump. */
    reservedHeight?: string;
  };
};

/**
 * What a widget loads beyond its scripts and nonce'd styles: `service` (connect-src: the
 * page context's `serviceUrl`), `images` (img-src: `productImageUrl` and category images),
 * `dataImages` (img-src `data:`: icons drawn by CSS, select chevrons), `cardForm` (frame-src:
 * the card gateway's hosted form).
 */
export type CspNeed = 'service' | 'images' | 'dataImages' | 'cardForm';

/** The declaration every widget shares: who it is, for editors too, and where its settings come from. */
export type WidgetIdentity<D> = {
  /** Names the widget in logs, the page registry and the manifest; one name per kind of widget. */
  name: string;
  /** CSS selector of its mount points (HOST-CONTRACT section 1). */
  selector: string;
  /**
   * What editors call it: 'Search and category page' (the manifest, the embed builder, preview
   * notes). Every widget an entry carries has one (the build refuses one without).
   */
  title?: string;
  /** Where its settings come from, as data (widgetSettings.ts): read by the runtime's one reader. */
  settings?: WidgetSettings<D>;
  /** For editors and hosts, `SF_DOCS && { … }` (dropped from the widgets' own files). */
  about?: WidgetAbout | false;
  /** Once per page, before the first of these widgets mounts (the cart badge's `show search` listener). */
  setUpPage?: (win: Window) => void;
};

type WidgetSpecBase<D, S> = WidgetIdentity<D> & {
  /**
   * Work to begin before React's first render (a service request that should not wait for
   * it). Its `stop` runs when the widget unmounts, whether or not it ever rendered.
   * `firstView`, when given, settles once there is something worth drawing (the first
   * answer): React's first render waits for it, at most FIRST_VIEW_WAIT_MS, so a fast
   * answer is drawn in one pass instead of a placeholder frame followed by the real one.
   */
  start?: (env: WidgetEnv, data: D) => { value: S; stop: () => void; firstView?: Promise<unknown> };
};

export type WidgetSpec<D, S = undefined> = WidgetSpecBase<D, S> &
  (
    | {
        /** Eager: the entry imports its view (and React) statically. */
        render: RenderWidget<D, S>;
        view?: never;
      }
    | {
        /**
         * Request first: loads the view (and with it React) on demand, in parallel with
         * `start`'s first requests. Give a function calling `import()`, so the view lands in
         * its own file: `view: () => import('./view').then((m) => m.render)`.
         */
        view: () => Promise<RenderWidget<D, S>>;
        render?: never;
      }
  );

/** A widget started in its environment: what to render and what to stop on unmount. */
export type LaunchedWidget = { render: () => ReactNode; stop: () => void; firstView?: Promise<unknown> | undefined };

/**
 * Longest wait for a widget's `firstView`, once its view and React are in, before React draws
 * its placeholder (skeletons): shorter than the delay after which skeletons become visible,
 * so waiting never shows less.
 */
export const FIRST_VIEW_WAIT_MS = 300;

/** Draws a prepared widget into its element with React; returns the unmount. reactMount.tsx. */
export type DrawWidget = (mount: PreparedMount) => () => void;

/** Runs the callback once the widget is worth drawing. */
export type WhenReady = (callback: () => void) => void;

/** Everything the React half needs, ready before React has loaded. */
export type PreparedMount = {
  readonly name: string;
  readonly element: HTMLElement;
  readonly win: Window;
  readonly portalContainer: HTMLElement;
  readonly prepared: Prepared;
  /**
   * Settles when the widget is worth drawing (its `firstView`, or FIRST_VIEW_WAIT_MS after the
   * first call); null when there is nothing to wait for (draw at once).
   */
  readonly ready: WhenReady | null;
  /**
   * Draw synchronously, in the task the widget became ready in (request-first widgets):
   * widgets whose files arrive together (React's file is the last piece for all of them)
   * paint in one frame, so a header widget drawn after the content below it never pushes it.
   */
  readonly drawInTask?: boolean;
};

export type Prepared =
  | { ok: true; env: WidgetEnv; launched: LaunchedWidget }
  | { ok: false; reason: 'pageData' | 'crash' };

/** A widget kind, ready for `startEntry`; its data type is sealed inside `prepare`. */
export type WidgetDefinition = Readonly<WidgetIdentity<unknown>> & {
  /** Reads the element's data (may throw) and returns how to launch the widget. */
  readonly prepare: (element: HTMLElement, doc: Document, report: ReportSettings) => (env: WidgetEnv) => LaunchedWidget;
  /**
   * The React half: given at once by the eager `defineWidget` of widget.tsx; loaded with
   * `import()` otherwise (with the view, before React is needed).
   */
  readonly draw?: DrawWidget;
  /** Loads the view (request-first widgets); `render` of the launched widget calls it once loaded. */
  readonly loadView?: () => Promise<unknown>;
};

/** The React half of the runtime, loaded once per bundle copy when a request-first widget mounts. */
let reactMount: Promise<DrawWidget> | undefined;
export function loadReactMount(): Promise<DrawWidget> {
  reactMount ??= import('./reactMount').then((module) => module.drawWidget);
  return reactMount;
}

export function defineWidget<D = undefined, S = undefined>(spec: WidgetSpec<D, S>): WidgetDefinition {
  let loadedView: RenderWidget<D, S> | undefined;
  let loadingView: Promise<RenderWidget<D, S>> | undefined;
  const view = spec.view;
  const loadView = view
    ? () => {
        loadingView ??= view().then((render) => (loadedView = render));
        return loadingView;
      }
    : undefined;
  const renderWith = (env: WidgetEnv, data: D, started: S): ReactNode => {
    const render = spec.render ?? loadedView;
    // The runtime draws only after loadView settled; a failed load ends in the crash notice.
    if (!render) throw new Error(`the view of "${spec.name}" is not loaded`);
    return render(env, data, started);
  };
  return {
    name: spec.name,
    selector: spec.selector,
    ...(spec.title ? { title: spec.title } : {}),
    ...(spec.settings ? { settings: spec.settings } : {}),
    ...(spec.about ? { about: spec.about } : {}),
    ...(spec.setUpPage ? { setUpPage: spec.setUpPage } : {}),
    ...(loadView ? { loadView } : {}),
    prepare(element, doc, report) {
      const data = readWidgetSettings(spec.settings, element, doc, report);
      return (env) => {
        const started = spec.start?.(env, data);
        return {
          render: () => renderWith(env, data, started?.value as S),
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

/**
 * Tells the editor about settings that fell back or stop the widget: in preview mode a note
 * above the element (returns its removal); outside it one console warning per setting and
 * page (a stopping one was logged as an error already).
 */
function tellEditor(definition: WidgetDefinition, element: HTMLElement, win: Window, problems: readonly SourcedProblem[], preview: boolean): () => void {
  if (problems.length === 0) return () => {};
  if (preview) {
    // Only editors' pages draw notes, so their code loads on demand.
    let undo: (() => void) | null = null;
    let undone = false;
    const label = `${definition.title ?? `The "${definition.name}" widget`} in ${describeElement(element)}`;
    void import('./settingsNote').then(({ showSettingsNote }) => {
      if (!undone) undo = showSettingsNote(element, label, problems);
    });
    return () => {
      undone = true;
      undo?.();
    };
  }
  const warned = pageSingleton(win, 'settingWarnings@1', () => new Set<string>());
  for (const problem of problems) {
    const line = `StorefrontWidgets: ${problem.source}: ${problemText(problem)}`;
    if (problem.blocking || warned.has(line)) continue;
    warned.add(line);
    console.warn(`${line} (With "preview": true in the page context, the page shows this to its editors.)`);
  }
  return () => {};
}

function prepare(definition: WidgetDefinition, element: HTMLElement, win: Window, portalContainer: HTMLElement): Prepared & { undoNote: () => void } {
  const prepared = prepareWidget(definition.name, element, win, definition.prepare);
  const undoNote = tellEditor(definition, element, win, prepared.problems, prepared.preview);
  if (!prepared.ok) return { ok: false, reason: 'pageData', undoNote };
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
    return { ok: true, env, launched: launch(env), undoNote };
  } catch (error) {
    const label = `the "${definition.name}" widget in ${describeElement(element)}`;
    console.error(`StorefrontWidgets: ${label} failed while starting (${errorText(error)}); it shows a notice, the rest of the page works.`, error);
    reportClientError(win, { kind: 'crash', widget: definition.name, element: describeElement(element), message: errorText(error), error });
    return { ok: false, reason: 'crash', undoNote };
  }
}

/**
 * Calls back when `firstView` settles or FIRST_VIEW_WAIT_MS after the first call (the moment
 * React and the view are in and the widget could draw), whichever comes first (synchronously
 * from the timer, so the draw is in the same task), or at once when `firstView` has settled
 * already. Counted from the first call, not from the start: on a slow network the files
 * arrive after the start's FIRST_VIEW_WAIT_MS had passed, and the widget then drew its
 * skeleton and, an answer later, everything again (issue 44: the phone profile's search page
 * rendered twice in every traced load). Null when there is nothing to wait for.
 */
function readyToDraw(win: Window, firstView: Promise<unknown> | undefined): WhenReady | null {
  if (!firstView) return null;
  let ready = false;
  let timer: ReturnType<Window['setTimeout']> | undefined;
  const waiting: (() => void)[] = [];
  const settle = () => {
    if (ready) return;
    ready = true;
    win.clearTimeout(timer);
    for (const callback of waiting.splice(0)) callback();
  };
  firstView.then(settle, settle);
  return (callback) => {
    if (ready) {
      callback();
      return;
    }
    waiting.push(callback);
    timer ??= win.setTimeout(settle, FIRST_VIEW_WAIT_MS);
  };
}

/**
 * What shows when the view's file cannot be loaded (a network failure): the crash notice,
 * drawn with the DOM since React may be what failed to load. Inline styles only through the
 * CSSOM (allowed under a strict style-src), no style element.
 */
function showLoadFailure(element: HTMLElement, name: string, win: Window, error: unknown): void {
  const label = `the "${name}" widget in ${describeElement(element)}`;
  console.error(`StorefrontWidgets: ${label} could not load its view (${errorText(error)}); it shows a notice, the rest of the page works.`, error);
  reportClientError(win, { kind: 'crash', widget: name, element: describeElement(element), message: errorText(error), error });
  element.replaceChildren(noticeElement(win.document, 'crash'));
}

/**
 * Resolves as `files` does, but not before the files of every other widget of the page that
 * are on their way at that moment have arrived (or failed), at most FIRST_VIEW_WAIT_MS
 * longer: widgets whose files arrive close together draw in the same task, so a header
 * widget (the customer switcher) whose view comes a moment after React never draws after,
 * and pushes down, the content below it; a file that hangs holds no other widget for long.
 */
function withFilesOnTheirWay<T>(win: Window, files: Promise<T>): Promise<T> {
  const onTheirWay = pageSingleton(win, 'widgetFilesOnTheirWay@1', () => new Set<Promise<unknown>>());
  const arrived = files.then(
    () => undefined,
    () => undefined,
  );
  onTheirWay.add(arrived);
  void arrived.then(() => onTheirWay.delete(arrived));
  return files.then(async (value) => {
    let timer: ReturnType<Window['setTimeout']> | undefined;
    const longest = new Promise<void>((resolve) => {
      timer = win.setTimeout(resolve, FIRST_VIEW_WAIT_MS);
    });
    await Promise.race([Promise.all([...onTheirWay]), longest]);
    win.clearTimeout(timer);
    return value;
  });
}

/**
 * Mounts one widget into `element`; returns its unmount. Prepares and starts it at once
 * (its first requests leave now); draws with React when the React half and the view are
 * loaded (at once for an eager widget).
 */
export function mountWidget(definition: WidgetDefinition, element: HTMLElement, win: Window): () => void {
  const doc = win.document;
  const addedRootClass = !element.classList.contains(ROOT_CLASS);
  element.classList.add(ROOT_CLASS);
  const portalContainer = doc.createElement('div');
  portalContainer.className = `${ROOT_CLASS} sf-portal`;
  portalContainer.setAttribute('data-sf-portal', definition.name);
  doc.body.append(portalContainer);
  let undoNote = () => {};
  const undoElement = () => {
    undoNote();
    portalContainer.remove();
    if (addedRootClass) element.classList.remove(ROOT_CLASS);
  };

  const lazy = !definition.draw;
  // Asked for before the first request so the files are on their way with it (the
  // modulepreload links of the entry have usually started them already).
  const reactLoading = lazy ? loadReactMount() : null;
  const viewLoading = lazy ? definition.loadView?.() : undefined;
  let prepared: Prepared;
  try {
    const withNote = prepare(definition, element, win, portalContainer);
    undoNote = withNote.undoNote;
    prepared = withNote;
  } catch (error) {
    undoElement();
    throw error;
  }
  const mount: PreparedMount = {
    name: definition.name,
    element,
    win,
    portalContainer,
    prepared,
    ready: readyToDraw(win, prepared.ok ? prepared.launched.firstView : undefined),
    drawInTask: lazy,
  };
  const stop = () => {
    if (prepared.ok) prepared.launched.stop();
  };

  if (definition.draw) {
    let unmountReact: () => void;
    try {
      unmountReact = definition.draw(mount);
    } catch (error) {
      stop();
      undoElement();
      throw error;
    }
    return () => {
      unmountReact();
      stop();
      undoElement();
    };
  }

  let unmounted = false;
  let unmountReact: (() => void) | null = null;
  // A widget that shows a notice (bad page data, a crash while starting) needs React only.
  if (!prepared.ok) viewLoading?.catch(() => undefined);
  const files: Promise<[DrawWidget, ...unknown[]]> = prepared.ok ? Promise.all([reactLoading!, viewLoading]) : Promise.all([reactLoading!]);
  const loading = withFilesOnTheirWay(win, files);
  loading.then(
    ([draw]) => {
      if (unmounted) return;
      unmountReact = draw(mount);
    },
    (error: unknown) => {
      if (!unmounted) showLoadFailure(element, definition.name, win, error);
    },
  );
  return () => {
    unmounted = true;
    unmountReact?.();
    stop();
    undoElement();
  };
}

/**
 * A widget that needs no page data and mounts itself (the cart badge entry's `one time`
 * toasts, which show even when the page context is broken): registered and mounted by
 * `startEntry` like the others.
 */
export type SelfMountedWidget = {
  readonly name: string;
  readonly selector: string;
  /** Once per page, before the first of these widgets mounts. */
  readonly setUpPage?: (win: Window) => void;
  readonly mount: (element: HTMLElement, win: Window) => () => void;
};

/**
 * Registers `definitions` with the page and mounts every match exactly once: now when the
 * document is parsed, else on DOMContentLoaded (page data scripts may follow the mount
 * element). Safe to call again, from the same or another bundle copy.
 */
export function startEntry(definitions: readonly (WidgetDefinition | SelfMountedWidget)[], win: Window = window): void {
  const bus = getPageBus(win);
  registerWidgets(
    win,
    definitions.map((definition) => ({
      name: definition.name,
      selector: definition.selector,
      attributes: 'settings' in definition && definition.settings?.attributes ? Object.keys(entriesOf(definition.settings.attributes)) : [],
      mount: (element: HTMLElement) => ('mount' in definition ? definition.mount(element, win) : mountWidget(definition, element, win)),
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
    // Editors' previews add, remove and change widgets without a reload (the attributes of
    // this entry's widgets watched too).
    watchLiveChanges(win);
    const setUp = pageSingleton(win, 'widgetsSetUp@1', () => new Set<string>());
    for (const definition of definitions) {
      if (!definition.setUpPage || setUp.has(definition.name)) continue;
      setUp.add(definition.name);
      definition.setUpPage(win);
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
