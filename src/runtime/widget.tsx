/**
 * The mounting runtime. An entry file defines its widgets and calls `startEntry`; the
 * runtime finds their mount points, reads the page data, builds each widget's environment
 * and mounts it in its own React root, inside the page's styles and an error boundary.
 * Every failure stays inside the widget it belongs to.
 *
 * This is the eager form: `defineWidget({ name, selector, title?, settings?, start?, render })`,
 * whose entry imports React and its views statically. The request-first form (`view`
 * instead of `render`, React loaded in parallel with the first requests) is
 * `defineWidget` of widgetCore.ts, React-free; both share everything else (widgetCore.ts,
 * reactMount.tsx). docs/architecture.md, "Converting an entry to request-first".
 */
import { drawWidget } from './reactMount';
import { defineWidget as defineWidgetCore, type WidgetDefinition, type WidgetSpec } from './widgetCore';

export {
  FIRST_VIEW_WAIT_MS,
  mountAll,
  mountWidget,
  startEntry,
  unmountAll,
  type LaunchedWidget,
  type RenderWidget,
  type WidgetDefinition,
  type WidgetSpec,
} from './widgetCore';

/**
 * A widget drawn with React as soon as it mounts (the entry has React already). Accepts a
 * `view` too, but an entry importing this module has React statically anyway: for
 * request-first entries import `defineWidget` and `startEntry` from widgetCore.ts instead.
 */
export function defineWidget<D = undefined, S = undefined>(spec: WidgetSpec<D, S>): WidgetDefinition {
  const definition = defineWidgetCore(spec);
  return definition.loadView ? definition : { ...definition, draw: drawWidget };
}
