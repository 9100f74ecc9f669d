/**
 * For tests: the declarations an entry carries, and an entry started as its built file would
 * start it (the build writes the same `startEntry` call from widgets/entries.ts).
 */
import type { SelfMountedWidget, WidgetDefinition } from '../src/runtime/widgetCore';
import { ENTRIES, type EntryName, type WidgetFolder } from './entries';

type Declared = WidgetDefinition | SelfMountedWidget;

/** The declarations of `widgets/<folder>/widget.ts`. */
export async function widgetsIn(folder: WidgetFolder): Promise<Declared[]> {
  const module = (await import(`./${folder}/widget.ts`)) as { default: Declared | readonly Declared[] };
  return [module.default].flat();
}

/** Every widget `entry` carries, in ENTRIES order. */
export async function entryWidgets(entry: EntryName): Promise<Declared[]> {
  return (await Promise.all(ENTRIES[entry].map(widgetsIn))).flat();
}

/**
 * Starts `entry` on this page, as `dist/widgets/<entry>.js` does. The runtime is imported with
 * the declarations, so a test that resets its modules (vi.resetModules) gets one fresh graph.
 */
export async function startEntryNamed(entry: EntryName, win: Window = window): Promise<void> {
  const { startEntry } = await import('../src/runtime/widgetCore');
  startEntry(await entryWidgets(entry), win);
}
