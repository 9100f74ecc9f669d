/**
 * Widgets drawn with the DOM, not React (the cart badge): the same runtime as every other
 * widget (`startEntry`, `mountWidget`: page data, context store, reporting client, the page
 * registry, the screen watcher), with a `draw` that the runtime calls synchronously instead
 * of loading React. A page that loads only such an entry never downloads React.
 *
 *   defineDomWidget({ name, selector, title, settings?, start?, draw(env, data, started) => remove })
 */
import { noticeElement, type WidgetNoticeReason } from './noticeText';
import type { WidgetDefinition, WidgetIdentity } from './widgetCore';
import { readWidgetSettings } from './widgetSettings';
import type { WidgetEnv } from './widgetEnv';

export type DomWidgetSpec<D, S> = WidgetIdentity<D> & {
  /** Work begun before drawing (a store started, its first request); `stop` runs on unmount. */
  start?: (env: WidgetEnv, data: D) => { value: S; stop: () => void };
  /** Draws into `env.element`; returns the removal. */
  draw: (env: WidgetEnv, data: D, started: S) => () => void;
  /** Readies the element whatever happens next, the notice included (classes, styles); returns the undo. */
  setUp?: (element: HTMLElement, win: Window) => () => void;
};

/** The runtime's in-place notice (bad page data, a crash while starting), drawn with the DOM; returns its removal. */
export function showDomNotice(element: HTMLElement, reason: WidgetNoticeReason): () => void {
  const notice = noticeElement(element.ownerDocument, reason);
  element.append(notice);
  return () => notice.remove();
}

export function defineDomWidget<D = undefined, S = undefined>(spec: DomWidgetSpec<D, S>): WidgetDefinition {
  // What each prepared element draws, from `prepare` (which has env, data and the started value) to `draw`.
  const drawers = new WeakMap<HTMLElement, () => () => void>();
  return {
    name: spec.name,
    selector: spec.selector,
    ...(spec.title ? { title: spec.title } : {}),
    ...(spec.settings ? { settings: spec.settings } : {}),
    ...(spec.about ? { about: spec.about } : {}),
    ...(spec.setUpPage ? { setUpPage: spec.setUpPage } : {}),
    prepare(element, doc, report) {
      const data = readWidgetSettings(spec.settings, element, doc, report);
      return (env) => {
        const started = spec.start?.(env, data);
        drawers.set(element, () => spec.draw(env, data, started?.value as S));
        return { render: () => null, stop: () => started?.stop() };
      };
    },
    draw({ element, win, prepared }) {
      const undoSetUp = spec.setUp?.(element, win) ?? (() => {});
      const drawer = drawers.get(element);
      drawers.delete(element);
      const remove = prepared.ok && drawer ? drawer() : showDomNotice(element, prepared.ok ? 'crash' : prepared.reason);
      return () => {
        remove();
        undoSetUp();
      };
    },
  };
}
