/**
 * Where wiring may live (docs/architecture.md, "The connect layer"): the views of the search
 * page, the favorites control, the configurators and the shared product pieces take props and
 * callbacks only, and those widgets' entry folders (and the account widgets') only find mount
 * points and mount.
 */
import { readdirSync, readFileSync } from 'node:fs';
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

const VIEWS = ['src/ui/search', 'src/ui/favorites', 'src/ui/configurators', 'src/ui/product', 'src/ui/checkout', 'src/ui/account', 'src/ui/cartPage', 'src/ui/productPage', 'src/ui/switcher', 'src/ui/quickOrder'];
const ENTRIES = ['widgets/cartBadge', 'widgets/searchPage', 'widgets/favoritesDialog', 'widgets/configurators', 'widgets/account', 'widgets/checkout', 'widgets/productPage', 'widgets/cartPage', 'widgets/customerSwitcher', 'widgets/quickOrder'];

describe('the connect layer', () => {
  it('leaves the views of the search page, favorites, configurators and product pieces without service calls, bus or widget environment', () => {
    const wiring = /\/api\/(?!errors$)|\/bus\/|\/runtime\/(widgetEnv|usePageContext)$|\/connect\//;
    expect(VIEWS.flatMap(sourceFiles).flatMap((file) => valueImports(file, wiring))).toEqual([]);
  });

  it('leaves the checkout, cart page and quick order stores without service calls: they receive them as `services` (error types aside)', () => {
    const serviceCalls = /\/api\/(?!errors$)/;
    const stores = ['src/state/checkout', 'src/state/cartPage', 'src/state/quickOrder', 'src/state/store'];
    expect(stores.flatMap(sourceFiles).flatMap((file) => valueImports(file, serviceCalls))).toEqual([]);
  });

  it('leaves those entries without stores or service calls: they find mount points and mount', () => {
    const wiring = /\/api\/|\/state\/|\/ui\//;
    expect(ENTRIES.flatMap(sourceFiles).flatMap((file) => valueImports(file, wiring))).toEqual([]);
  });
});
