/**
 * Where wiring may live (docs/architecture.md, "The connect layer"), for every widget: the
 * lists come from the folders (widgets/*, src/ui/*, src/state), so a new widget is checked
 * without being named here. Views take props and callbacks only; stores receive their service
 * calls; a widget's declaration and its start are React-free (its first requests leave before
 * React has loaded). Which widgets each entry carries is checked in widgets/entries.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The value imports (not `import type`) of a file whose path matches `pattern`. */
function valueImports(file: string, pattern: RegExp): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)]
    .map((match) => match[1]!)
    .filter((from) => pattern.test(from))
    .map((from) => `${file}: ${from}`);
}

/** Folders directly below `folder`. */
const foldersOf = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.posix.join(folder, entry.name));

/** Every widget folder: each folder of widgets/ with a widget.ts (build.mjs reads the same). */
export const WIDGET_FOLDERS = foldersOf('widgets').filter((folder) => existsSync(path.join(root, folder, 'widget.ts')));
/** Every view folder of src/ui, and the stores of src/state (every file, folders or not). */
const VIEWS = foldersOf('src/ui');
const STORES = ['src/state'];

describe('the layers, derived from widgets/, src/ui and src/state', () => {
  it('finds every widget and view folder', () => {
    expect(WIDGET_FOLDERS).toContain('widgets/quickOrder');
    expect(WIDGET_FOLDERS).toContain('widgets/cartBadge');
    expect(VIEWS).toContain('src/ui/search');
  });

  it('leaves every view without service calls, bus, widget environment or connectors: views take props and callbacks', () => {
    const wiring = /\/api\/(?!errors$)|\/bus\/|\/runtime\/(widgetEnv|usePageContext)$|\/connect\/|\/widgets\//;
    expect(VIEWS.flatMap(sourceFiles).flatMap((file) => valueImports(file, wiring))).toEqual([]);
  });

  it('leaves every store without service calls: stores receive them as `services` (error types aside)', () => {
    const serviceCalls = /\/api\/(?!errors$)/;
    expect(STORES.flatMap(sourceFiles).flatMap((file) => valueImports(file, serviceCalls))).toEqual([]);
  });

  it("keeps every widget's declaration and start React-free: its first requests leave before React has loaded", () => {
    const files = WIDGET_FOLDERS.flatMap((folder) => ['widget.ts', 'start.ts'].map((name) => path.posix.join(folder, name))).filter((file) => existsSync(path.join(root, file)));
    expect(files.length).toBeGreaterThan(WIDGET_FOLDERS.length);
    // React itself, Emotion, or a module of ours written in TSX (a view).
    const drawsWithReact = (line: string) => {
      const [file, from] = line.split(': ') as [string, string];
      return /^(react|react-dom|@emotion\/)/.test(from) || (from.startsWith('.') && existsSync(path.join(root, path.dirname(file), `${from}.tsx`)));
    };
    expect(files.flatMap((file) => valueImports(file, /./)).filter(drawsWithReact)).toEqual([]);
  });

  it('leaves every declaration without service calls or views: it names the widget, its settings, its start and its view', () => {
    const wiring = /\/api\/|\/ui\//;
    expect(WIDGET_FOLDERS.map((folder) => path.posix.join(folder, 'widget.ts')).flatMap((file) => valueImports(file, wiring))).toEqual([]);
  });
});
