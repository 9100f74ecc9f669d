/**
 * The page's record of widget kinds and mounted elements, kept on the page global so every
 * entry and bundle copy mounts each element exactly once. Knows nothing of React: a
 * registered widget is a selector plus a function that mounts one element.
 */
import { pageSingleton, storefrontGlobal } from '../bus/pageGlobal';
import { takeOverMounts } from '../bus/standIn';

export type RegisteredWidget = {
  readonly name: string;
  readonly selector: string;
  /** The attributes of its element it reads (its declared settings): a change of one mounts it again (liveChanges.ts). */
  readonly attributes?: readonly string[];
  /** Mounts the widget into `element`; returns its unmount. */
  readonly mount: (element: HTMLElement) => () => void;
};

type MountRecord = { readonly name: string; readonly unmount: () => void };

export type Registry = {
  /** By widget name: the first copy to register a name keeps it. */
  readonly widgets: Map<string, RegisteredWidget>;
  /** The source of truth for "mounted"; the data attribute only shows it. */
  readonly mounts: Map<Element, MountRecord>;
};

export const MOUNTED_ATTRIBUTE = 'data-sf-mounted';

export function pageRegistry(win: Window): Registry {
  return pageSingleton<Registry>(win, 'registry@1', () => ({ widgets: new Map(), mounts: new Map() }));
}

function matchesIn(root: ParentNode, selector: string): Element[] {
  const found = [...root.querySelectorAll(selector)];
  if (root instanceof Element && root.matches(selector)) found.unshift(root);
  return found;
}

function mountOne(win: Window, registry: Registry, widget: RegisteredWidget, element: Element): void {
  if (registry.mounts.has(element)) return;
  if (!(element instanceof (win as Window & typeof globalThis).HTMLElement)) {
    console.error(`StorefrontWidgets: "${widget.name}" matched a <${element.tagName.toLowerCase()}>, which is not an HTML element; skipped.`);
    return;
  }
  // Claimed before mounting, so a mountAll started while this one mounts skips it; an
  // element whose mount failed stays claimed rather than failing again on every mountAll.
  registry.mounts.set(element, { name: widget.name, unmount: () => {} });
  try {
    registry.mounts.set(element, { name: widget.name, unmount: widget.mount(element) });
    element.setAttribute(MOUNTED_ATTRIBUTE, widget.name);
  } catch (error) {
    console.error(`StorefrontWidgets: "${widget.name}" could not be mounted into this element; the other widgets still mount.`, element, error);
  }
}

/**
 * Unmounts widgets whose element has left the document (a CMS replaced the section without
 * calling unmountAll), so their roots, portals and bus subscriptions do not live on.
 */
function releaseDetached(registry: Registry): void {
  for (const [element, record] of [...registry.mounts]) {
    if (element.isConnected) continue;
    registry.mounts.delete(element);
    element.removeAttribute(MOUNTED_ATTRIBUTE);
    unmountRecord(record, element);
  }
}

function unmountRecord(record: MountRecord, element: Element): void {
  try {
    record.unmount();
  } catch (error) {
    console.error(`StorefrontWidgets: "${record.name}" failed to unmount cleanly.`, element, error);
  }
}

/** Unmounts widgets whose element has left the document (live changes, liveChanges.ts). */
export function releaseDetachedIn(win: Window): void {
  releaseDetached(pageRegistry(win));
}

/**
 * Mounts the named widgets (all registered ones when omitted) found inside `root`, after
 * releasing widgets whose element is no longer in the document.
 */
export function mountIn(win: Window, root: ParentNode, names?: readonly string[]): void {
  const registry = pageRegistry(win);
  releaseDetached(registry);
  const widgets = names ? names.flatMap((name) => registry.widgets.get(name) ?? []) : [...registry.widgets.values()];
  for (const widget of widgets) {
    for (const element of matchesIn(root, widget.selector)) mountOne(win, registry, widget, element);
  }
}

/** Unmounts every widget whose element is `root` or inside it. */
export function unmountIn(win: Window, root: ParentNode): void {
  const registry = pageRegistry(win);
  for (const [element, record] of [...registry.mounts]) {
    if (root !== element && !(root as Node).contains(element)) continue;
    registry.mounts.delete(element);
    element.removeAttribute(MOUNTED_ATTRIBUTE);
    unmountRecord(record, element);
  }
}

/** Adds widget kinds to the page and installs `mountAll` / `unmountAll` on the page global. */
export function registerWidgets(win: Window, widgets: readonly RegisteredWidget[]): void {
  const registry = pageRegistry(win);
  for (const widget of widgets) {
    if (!registry.widgets.has(widget.name)) registry.widgets.set(widget.name, widget);
  }
  // Over the bootstrap's stand-in, replaying the calls a host made before the code arrived.
  takeOverMounts(
    storefrontGlobal(win),
    (root) => mountIn(win, root ?? win.document),
    (root) => unmountIn(win, root ?? win.document),
  );
}
