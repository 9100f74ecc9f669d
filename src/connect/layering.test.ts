/**
 * Where wiring may live (docs/architecture.md, "The connect layer"), for every widget: the
 * lists come from the folders (widgets/*, src/ui/*, src/state), so a new widget is checked
 * without being named here. Views take props and callbacks only; stores receive their service
 * calls; entries find mount points and mount through the one runtime. The demo host's entry
 * list is checked against widgets/* in demo-host/pages/widgets.test.ts.
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

/** Every entry: each folder of widgets/ with an index.tsx (build.mjs builds the same list). */
export const ENTRIES = foldersOf('widgets').filter((folder) => existsSync(path.join(root, folder, 'index.tsx')));
/** Every view folder of src/ui, and the stores of src/state (every file, folders or not). */
const VIEWS = foldersOf('src/ui');
const STORES = ['src/state'];

describe('the layers, derived from widgets/, src/ui and src/state', () => {
  it('finds every entry and view folder', () => {
    expect(ENTRIES).toContain('widgets/quickOrder');
    expect(ENTRIES).toContain('widgets/cartBadge');
    expect(VIEWS).toContain('src/ui/search');
  });

  it('leaves every view without service calls, bus, widget environment or connectors: views take props and callbacks', () => {
    const wiring = /\/api\/(?!errors$)|\/bus\/|\/runtime\/(widgetEnv|usePageContext)$|\/connect\//;
    expect(VIEWS.flatMap(sourceFiles).flatMap((file) => valueImports(file, wiring))).toEqual([]);
  });

  it('leaves every store without service calls: stores receive them as `services` (error types aside)', () => {
    const serviceCalls = /\/api\/(?!errors$)/;
    expect(STORES.flatMap(sourceFiles).flatMap((file) => valueImports(file, serviceCalls))).toEqual([]);
  });

  it('leaves every entry without stores, views or service calls: it finds mount points and mounts', () => {
    const wiring = /\/api\/|\/state\/|\/ui\//;
    expect(ENTRIES.flatMap(sourceFiles).flatMap((file) => valueImports(file, wiring))).toEqual([]);
  });

  it('mounts every entry through the one runtime: its index.tsx calls startEntry of src/runtime', () => {
    const strays = ENTRIES.filter((folder) => {
      const index = readFileSync(path.join(root, folder, 'index.tsx'), 'utf8');
      return !/import \{[^}]*\bstartEntry\b[^}]*\} from '\.\.\/\.\.\/src\/runtime\/(widgetCore|widget)';/.test(index) || !/\bstartEntry\(/.test(index);
    });
    expect(strays).toEqual([]);
  });
});
