// The built files themselves (dist/widgets, written by `node build.mjs` before this project
// runs): what the browser gets besides the code.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { integrityTags, type IntegrityManifest } from '../../integrity.mjs';

// V8's explicit compile hint (see build.mjs), the text V8 looks for.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const widgets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/widgets');
const scripts = [
  ...readdirSync(widgets).filter((f) => f.endsWith('.js')),
  ...readdirSync(path.join(widgets, 'chunks')).map((f) => `chunks/${f}`).filter((f) => f.endsWith('.js')),
];

/** Line and column (1-based line, 0-based column) of the first `needle` in `code`. */
function positionOf(code: string, needle: string) {
  const index = code.indexOf(needle);
  const before = code.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') - 1 };
}

describe('built widget files', () => {
  it("start with V8's compile hint when they hold 24 KB or more, and only then", () => {
    const hinted: string[] = [];
    for (const file of scripts) {
      const text = readFileSync(path.join(widgets, file), 'utf8');
      const hasHint = text.startsWith(`${COMPILE_HINT}\n`);
      if (hasHint) hinted.push(file);
      const size = text.length - (hasHint ? COMPILE_HINT.length + 1 : 0);
      expect(hasHint, `${file}, ${size} bytes`).toBe(size >= 24 * 1024);
    }
    // React DOM and the rest of the React platform live in the platform layer (buildLayers.mjs).
    expect(hinted.some((file) => /^chunks\/sf-platform-[0-9A-F]{8}\.js$/.test(file))).toBe(true);
  });

  it('keep source maps that point into src/ past the hint, through both passes of the layered build', () => {
    // The search page's view (loaded on demand by searchPage.js) holds the result count.
    const file = scripts.find((f) => readFileSync(path.join(widgets, f), 'utf8').includes('Sorry, no results are available at this time.'))!;
    const code = readFileSync(path.join(widgets, file), 'utf8');
    const map = new TraceMap(readFileSync(path.join(widgets, `${file}.map`), 'utf8'));
    const original = originalPositionFor(map, positionOf(code, 'Sorry, no results are available at this time.'));
    expect(original.source).toMatch(/src\/ui\/search\/ResultCount\.tsx$/);
    const line = readFileSync(path.join(widgets, '../../src/ui/search/ResultCount.tsx'), 'utf8').split('\n')[original.line! - 1];
    expect(line).toContain('Sorry, no results are available at this time.');
  });
});

describe('what a page loads before it draws (dist/meta/integrity.json)', () => {
  const manifest = JSON.parse(readFileSync(path.join(widgets, '../meta/integrity.json'), 'utf8')) as IntegrityManifest;

  it('the search page: its bootstrap, its code, its view, the core, the platform and the React half; no file shared with only some other entries', () => {
    const loads = manifest.entries.searchPage!.loads;
    expect(loads.filter((f) => /^chunks\/sf-(shared|commerce)-/.test(f))).toEqual([]);
    expect(loads).toHaveLength(6);
  });

  it('the product page: the same and nothing for its own parts (recently ordered takes what it shares with the view from the view)', () => {
    const loads = manifest.entries.productPage!.loads;
    expect(loads.filter((f) => /^chunks\/sf-shared-/.test(f))).toEqual([]);
    expect(loads.length).toBeLessThanOrEqual(7);
  });
});

describe('modules the build copies into several entries (buildLayers.mjs, "Copies per entry")', () => {
  const meta = JSON.parse(readFileSync(path.join(widgets, '../meta/widgets.json'), 'utf8')) as { modules: Record<string, Record<string, number>> };
  const filesOf = new Map<string, string[]>();
  for (const [file, sources] of Object.entries(meta.modules)) {
    for (const source of Object.keys(sources)) filesOf.set(source, [...(filesOf.get(source) ?? []), file]);
  }
  const copied = [...filesOf].filter(([source, files]) => files.length > 1 && !source.includes('node_modules')).map(([source]) => source);

  it('exist (the search and product views share the quantity editor)', () => {
    expect(copied).toContain('src/ui/quantity/QuantityEditor.tsx');
  });

  it('keep no state of their own at module level: each copy would keep its own (page-wide state goes through pageSingleton)', () => {
    const root = path.resolve(widgets, '../..');
    const stateful = copied.filter((source) => {
      const code = readFileSync(path.join(root, source), 'utf8');
      return /^(let|var) /m.test(code) || /^(export )?const \w+(: [^=]+)? = new (Map|Set|WeakMap|WeakSet)(<[^>]*>)?\(\)/m.test(code) || /\bcreateContext\(/.test(code);
    });
    expect(stateful).toEqual([]);
  });
});

describe('the release (HOST-CONTRACT section 11)', () => {
  const manifest = JSON.parse(readFileSync(path.join(widgets, '../meta/integrity.json'), 'utf8')) as IntegrityManifest;
  const version = JSON.parse(readFileSync(path.join(widgets, '../../package.json'), 'utf8')).version as string;

  it("writes every file again under dist/widgets/<version>/, listed in integrity.json under its versioned path with the same integrity", () => {
    expect(manifest.version).toBe(version);
    for (const file of scripts) {
      expect(readFileSync(path.join(widgets, version, file)).equals(readFileSync(path.join(widgets, file))), file).toBe(true);
      expect(manifest.files[`${version}/${file}`]?.integrity, file).toBe(manifest.files[file]?.integrity);
    }
  });

  it('names the version in every entry, so window.StorefrontWidgets.version says what runs', () => {
    for (const file of scripts.filter((f) => !f.includes('/'))) expect(readFileSync(path.join(widgets, version, file), 'utf8'), file).toContain(JSON.stringify(version));
  });
});

describe('dist/meta/integrity.json', () => {
  const manifest = JSON.parse(readFileSync(path.join(widgets, '../meta/integrity.json'), 'utf8')) as IntegrityManifest;
  const everyFile = [
    ...readdirSync(widgets, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name),
    ...readdirSync(path.join(widgets, 'chunks')).map((f) => `chunks/${f}`),
  ];

  it("lists every script in dist/widgets with the SHA-384 of its bytes as served; only source maps (never run) are left out", () => {
    const released = (file: string) => /^\d+\.\d+\.\d+[^/]*\//.test(file);
    expect(Object.keys(manifest.files).filter((file) => !released(file)).sort()).toEqual(scripts.sort());
    expect(everyFile.filter((f) => !(f in manifest.files) && !f.endsWith('.js.map'))).toEqual([]);
    for (const file of scripts) {
      const digest = createHash('sha384').update(readFileSync(path.join(widgets, file))).digest('base64');
      expect(manifest.files[file]?.integrity, file).toBe(`sha384-${digest}`);
    }
  });

  it('names, per entry, every file it loads at once and every file it may load on demand, each listed among the files', () => {
    expect(Object.keys(manifest.entries).sort()).toEqual(scripts.filter((f) => !f.includes('/')).map((f) => f.replace(/\.js$/, '')).sort());
    for (const [name, entry] of Object.entries(manifest.entries)) {
      expect(entry.loads[0], name).toBe(`${name}.js`);
      for (const file of [...entry.loads, ...entry.onDemand]) expect(manifest.files[file], `${name}: ${file}`).toBeDefined();
      // What a file imports (its import statements and import() calls) is listed too.
      for (const file of [...entry.loads, ...entry.onDemand]) {
        const code = readFileSync(path.join(widgets, file), 'utf8');
        for (const [, spec] of code.matchAll(/(?:from|import\(?)\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
          const target = path.posix.join(path.posix.dirname(file), spec!);
          expect([...entry.loads, ...entry.onDemand], `${name}: ${file} imports ${target}`).toContain(target);
        }
      }
    }
    // The checkout's bootstrap starts its view and React's platform with its own code (modulepreload): all load at once.
    expect(manifest.entries.checkout?.loads.some((f) => /^chunks\/CheckoutWidget-/.test(f))).toBe(true);
    expect(manifest.entries.checkout?.loads.some((f) => /^chunks\/sf-platform-/.test(f))).toBe(true);
  });
});

describe('integrityTags (integrity.mjs): the tags a host page writes from integrity.json', () => {
  const made: IntegrityManifest = {
    algorithm: 'sha384',
    files: {
      'checkout.js': { integrity: 'sha384-entry', bytes: 1, kind: 'entry' },
      'chunks/core.js': { integrity: 'sha384-core', bytes: 1, kind: 'core' },
      'chunks/view.js': { integrity: 'sha384-view', bytes: 1, kind: 'part' },
      'chunks/other.js': { integrity: 'sha384-other', bytes: 1, kind: 'part' },
    },
    entries: { checkout: { file: 'checkout.js', loads: ['checkout.js', 'chunks/core.js'], onDemand: ['chunks/view.js'] } },
  };

  it("keys the import map by the absolute URLs the browser resolves under the widgets' base, for the page's entries only", () => {
    const tags = integrityTags(made, { base: 'https://cdn.example/sf/widgets', entries: ['checkout'], nonce: 'n0nce' });
    expect(tags.importMap).toBe(
      '<script type="importmap" nonce="n0nce">{"integrity":{"https://cdn.example/sf/widgets/checkout.js":"sha384-entry",' +
        '"https://cdn.example/sf/widgets/chunks/core.js":"sha384-core","https://cdn.example/sf/widgets/chunks/view.js":"sha384-view"}}</script>',
    );
    expect(tags.scripts).toBe('<script type="module" src="https://cdn.example/sf/widgets/checkout.js" integrity="sha384-entry" nonce="n0nce"></script>');
  });

  it('refuses a relative base URL and an entry the manifest does not have, saying what to do', () => {
    expect(() => integrityTags(made, { base: '/widgets', entries: ['checkout'] })).toThrow(/must be absolute.*got "\/widgets"/);
    expect(() => integrityTags(made, { base: 'https://cdn.example/widgets/', entries: ['chekout'] })).toThrow(/no entry "chekout"; it lists checkout/);
  });
});
