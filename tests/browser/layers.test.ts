// The layered build's rules (buildLayers.mjs) on a made-up pass-A metafile: which file every
// esbuild chunk goes into, and what an entry modulepreloads. Needs no build.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assignFiles, COPIED, nameByContent, preloadSnippet, preloadsFor, writeBootstraps, type Meta } from '../../buildLayers.mjs';

const code = (...inputs: string[]) => Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 100 }]));
const statics = (...paths: string[]) => paths.map((path) => ({ path, kind: 'import-statement' }));
const dynamic = (path: string) => ({ path, kind: 'dynamic-import' });

// Two request-first entries (a, b) with a view each, a React-free entry (badge), an eager
// entry (eager) and an on-demand part of the core (reporter).
const passA: Meta = {
  outputs: {
    'o/a.js': { entryPoint: 'widgets/a/index.tsx', inputs: code('widgets/a/index.tsx'), imports: [...statics('o/chunks/core.js', 'o/chunks/aStore.js'), dynamic('o/chunks/AView.js')] },
    'o/b.js': { entryPoint: 'widgets/b/index.tsx', inputs: code('widgets/b/index.tsx'), imports: [...statics('o/chunks/core.js'), dynamic('o/chunks/BView.js')] },
    'o/badge.js': { entryPoint: 'widgets/badge/index.tsx', inputs: code('widgets/badge/index.tsx'), imports: statics('o/chunks/core.js') },
    'o/eager.js': { entryPoint: 'widgets/eager/index.tsx', inputs: code('widgets/eager/index.tsx'), imports: statics('o/chunks/core.js', 'o/chunks/react.js', 'o/chunks/ui.js') },
    'o/chunks/AView.js': { entryPoint: 'widgets/a/AView.tsx', inputs: code('widgets/a/AView.tsx'), imports: statics('o/chunks/react.js', 'o/chunks/ui.js', 'o/chunks/aStore.js', 'o/chunks/rules.js') },
    'o/chunks/BView.js': { entryPoint: 'widgets/b/BView.tsx', inputs: code('widgets/b/BView.tsx'), imports: statics('o/chunks/react.js', 'o/chunks/ui.js', 'o/chunks/rules.js') },
    'o/chunks/reporter.js': { entryPoint: 'src/runtime/reporterCore.ts', inputs: code('src/runtime/reporterCore.ts'), imports: statics('o/chunks/core.js') },
    'o/chunks/core.js': { inputs: code('src/bus/bus.ts', 'node_modules/mitt/dist/mitt.mjs'), imports: [dynamic('o/chunks/reporter.js')] },
    'o/chunks/react.js': { inputs: code('node_modules/react/index.js', 'node_modules/react-dom/client.js'), imports: [] },
    'o/chunks/ui.js': { inputs: code('src/ui/primitives/Button.tsx'), imports: statics('o/chunks/react.js') },
    'o/chunks/aStore.js': { inputs: code('src/state/aStore.ts'), imports: [] },
    'o/chunks/rules.js': { inputs: code('src/domain/rules.ts'), imports: [] },
  },
};
const entrySources = new Set(['widgets/a/index.tsx', 'widgets/b/index.tsx', 'widgets/badge/index.tsx', 'widgets/eager/index.tsx']);

describe('layered build: which file each chunk goes into', () => {
  const { fileOf } = assignFiles(passA, entrySources);

  it('puts React-free code shared by entries of different folders in the core', () => {
    expect(fileOf.get('o/chunks/core.js')).toBe('core');
  });

  it('puts React, and React-side code shared by different folders, in the platform', () => {
    expect(fileOf.get('o/chunks/react.js')).toBe('platform');
    expect(fileOf.get('o/chunks/ui.js')).toBe('platform');
  });

  it('keeps code shared only by an entry and its own view in the entry file', () => {
    expect(fileOf.get('o/chunks/aStore.js')).toBe('o/a.js');
  });

  it('copies code that only some entries’ views use into each of those views, not into a file for that set of entries or the platform', () => {
    for (const bytes of [100, 64 * 1024]) {
      const meta: Meta = { outputs: { ...passA.outputs, 'o/chunks/rules.js': { ...passA.outputs['o/chunks/rules.js']!, bytes } } };
      const { fileOf: files, copiesOf } = assignFiles(meta, entrySources);
      expect(files.get('o/chunks/rules.js')).toBe(COPIED);
      expect(copiesOf.get('o/chunks/rules.js')).toEqual(new Map([['o/a.js', 'o/chunks/AView.js'], ['o/b.js', 'o/chunks/BView.js']]));
    }
  });

  // A React-free chunk (cart calls) that entries a and badge use, b and eager do not.
  const withCart = (bytes: number, extra: Meta['outputs'] = {}): Meta => ({
    outputs: {
      ...passA.outputs,
      'o/a.js': { ...passA.outputs['o/a.js']!, imports: [...passA.outputs['o/a.js']!.imports!, ...statics('o/chunks/cart.js')] },
      'o/badge.js': { ...passA.outputs['o/badge.js']!, imports: statics('o/chunks/core.js', 'o/chunks/cart.js') },
      'o/chunks/cart.js': { inputs: code('src/api/cart.ts'), imports: [], bytes },
      ...extra,
    },
  });

  it('copies React-free code only some entries use into each of those entries’ code, small or not, never into the core', () => {
    for (const bytes of [100, 64 * 1024]) {
      const { fileOf: files, copiesOf } = assignFiles(withCart(bytes), entrySources);
      expect(files.get('o/chunks/cart.js')).toBe(COPIED);
      expect(copiesOf.get('o/chunks/cart.js')).toEqual(new Map([['o/a.js', 'o/a.js'], ['o/badge.js', 'o/badge.js']]));
    }
  });

  it('puts a copy that a view and the part it loads use in the view, and one that two views of an entry use in that entry’s copy file', () => {
    const meta: Meta = {
      outputs: {
        ...passA.outputs,
        'o/a.js': { ...passA.outputs['o/a.js']!, imports: [...statics('o/chunks/core.js', 'o/chunks/aStore.js'), dynamic('o/chunks/AView.js'), dynamic('o/chunks/AOther.js')] },
        'o/chunks/AView.js': { ...passA.outputs['o/chunks/AView.js']!, imports: [...passA.outputs['o/chunks/AView.js']!.imports!, ...statics('o/chunks/text.js', 'o/chunks/form.js'), dynamic('o/chunks/AFilters.js')] },
        'o/chunks/AFilters.js': { entryPoint: 'src/ui/AFilters.tsx', inputs: code('src/ui/AFilters.tsx'), imports: statics('o/chunks/react.js', 'o/chunks/text.js') },
        'o/chunks/AOther.js': { entryPoint: 'widgets/a/AOther.tsx', inputs: code('widgets/a/AOther.tsx'), imports: statics('o/chunks/react.js', 'o/chunks/form.js') },
        'o/chunks/BView.js': { ...passA.outputs['o/chunks/BView.js']!, imports: [...passA.outputs['o/chunks/BView.js']!.imports!, ...statics('o/chunks/text.js', 'o/chunks/form.js')] },
        'o/chunks/text.js': { inputs: code('src/domain/text.ts'), imports: [] },
        'o/chunks/form.js': { inputs: code('src/ui/form/Field.tsx'), imports: statics('o/chunks/react.js') },
      },
    };
    const { copiesOf } = assignFiles(meta, entrySources);
    expect(copiesOf.get('o/chunks/text.js')?.get('o/a.js')).toBe('o/chunks/AView.js');
    expect(copiesOf.get('o/chunks/form.js')?.get('o/a.js')).toBe('copies:o/a.js');
    expect(copiesOf.get('o/chunks/form.js')?.get('o/b.js')).toBe('o/chunks/BView.js');
  });

  // A part both views load on demand (a dialog), and what it shares with view a.
  const withDialog = (bytes: number): Meta => ({
    outputs: {
      ...passA.outputs,
      'o/chunks/AView.js': { ...passA.outputs['o/chunks/AView.js']!, imports: [...passA.outputs['o/chunks/AView.js']!.imports!, ...statics('o/chunks/modal.js'), dynamic('o/chunks/Dialog.js')] },
      'o/chunks/BView.js': { ...passA.outputs['o/chunks/BView.js']!, imports: [...passA.outputs['o/chunks/BView.js']!.imports!, dynamic('o/chunks/Dialog.js')] },
      'o/chunks/Dialog.js': { entryPoint: 'src/ui/Dialog.tsx', inputs: code('src/ui/Dialog.tsx'), imports: statics('o/chunks/react.js', 'o/chunks/modal.js') },
      'o/chunks/modal.js': { inputs: code('src/ui/dialog/Modal.tsx'), imports: statics('o/chunks/react.js'), bytes },
    },
  });

  it('keeps code that a part several entries load uses in one file: a group for its users, or the platform when small', () => {
    expect(assignFiles(withDialog(64 * 1024), entrySources).fileOf.get('o/chunks/modal.js')).toBe('shared:o/a.js,o/chunks/Dialog.js');
    expect(assignFiles(withDialog(100), entrySources).fileOf.get('o/chunks/modal.js')).toBe('platform');
  });

  it('puts a chunk the core imports in the core, not in entries’ copies', () => {
    const meta = withCart(64 * 1024, {
      'o/chunks/core.js': { ...passA.outputs['o/chunks/core.js']!, imports: [...passA.outputs['o/chunks/core.js']!.imports!, ...statics('o/chunks/cart.js')] },
    });
    const { fileOf: files, copiesOf } = assignFiles(meta, entrySources);
    expect(files.get('o/chunks/cart.js')).toBe('core');
    expect(copiesOf.has('o/chunks/cart.js')).toBe(false);
  });

  it('gives every entry and every part loaded by import() a file of its own', () => {
    for (const unit of ['o/a.js', 'o/b.js', 'o/badge.js', 'o/eager.js', 'o/chunks/AView.js', 'o/chunks/BView.js', 'o/chunks/reporter.js']) {
      expect(fileOf.get(unit)).toBe(unit);
    }
  });
});

describe('layered build: what an entry modulepreloads', () => {
  // The final files as build.mjs records them.
  const final: Meta = {
    outputs: {
      'd/a.js': { entryPoint: 'widgets/a/index.tsx', imports: [...statics('d/chunks/core.js'), dynamic('d/chunks/AView.js')] },
      'd/c.js': { entryPoint: 'widgets/c/index.tsx', imports: [...statics('d/chunks/core.js'), dynamic('d/chunks/C1.js'), dynamic('d/chunks/C2.js'), dynamic('d/chunks/purify.js')] },
      'd/chunks/AView.js': { unitOf: 'widgets/a/AView.tsx', imports: statics('d/chunks/platform.js', 'd/a.js') },
      'd/chunks/C1.js': { unitOf: 'widgets/c/C1.tsx', imports: statics('d/chunks/platform.js') },
      'd/chunks/C2.js': { unitOf: 'widgets/c/C2.tsx', imports: statics('d/chunks/platform.js', 'd/chunks/core.js') },
      'd/chunks/purify.js': { unitOf: 'node_modules/dompurify/dist/purify.es.mjs', imports: [] },
      'd/chunks/platform.js': { imports: statics('d/chunks/core.js') },
      'd/chunks/core.js': { imports: [] },
    },
  };

  it('preloads its one view and what the view imports beyond what the entry loads', () => {
    expect(preloadsFor(final, 'd/a.js', (source: string) => source === 'widgets/a/AView.tsx').sort()).toEqual(['d/chunks/AView.js', 'd/chunks/platform.js']);
  });

  it('with several views, preloads only what all of them need, and never other on-demand parts', () => {
    // The views its widgets declare (widget.ts's own import()s); the sanitizer is not one.
    expect(preloadsFor(final, 'd/c.js', (source: string) => source.startsWith('widgets/c/'))).toEqual(['d/chunks/platform.js']);
  });
});

describe('layered build: chunk names follow their final content', () => {
  /** A made-up build: an entry, a view it loads on demand, the platform the view imports. */
  function build(platformCode: string): { dir: string; meta: Meta; files: () => string[]; read: (file: string) => string } {
    const dir = mkdtempSync(path.join(tmpdir(), 'sf-names-'));
    mkdirSync(path.join(dir, 'w/chunks'), { recursive: true });
    const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
    write('w/a.js', 'import("./chunks/AView-AAAAAAAA.js");\n//# sourceMappingURL=a.js.map');
    write('w/chunks/AView-AAAAAAAA.js', 'import{$0 as r}from"./sf-platform-BBBBBBBB.js";r();\n//# sourceMappingURL=AView-AAAAAAAA.js.map');
    write('w/chunks/AView-AAAAAAAA.js.map', '{"file":"AView-AAAAAAAA.js"}');
    write('w/chunks/sf-platform-BBBBBBBB.js', platformCode);
    const meta: Meta = {
      outputs: {
        'w/a.js': { entryPoint: 'widgets/a/index.tsx', imports: [dynamic('w/chunks/AView-AAAAAAAA.js')] },
        'w/chunks/AView-AAAAAAAA.js': { imports: statics('w/chunks/sf-platform-BBBBBBBB.js') },
        'w/chunks/sf-platform-BBBBBBBB.js': { imports: [] },
      },
    };
    nameByContent(dir, meta);
    return { dir, meta, files: () => readdirSync(path.join(dir, 'w/chunks')).sort(), read: (file) => readFileSync(path.join(dir, file), 'utf8') };
  }

  it('renames each chunk by its content and rewrites the imports, source map links and metafile', () => {
    const one = build('export const $0=()=>1;');
    try {
      const [view, map, platform] = one.files();
      expect(view).toMatch(/^AView-[0-9A-F]{8}\.js$/);
      expect(map).toBe(`${view}.map`);
      expect(platform).toMatch(/^sf-platform-[0-9A-F]{8}\.js$/);
      expect(one.read('w/a.js')).toContain(`import("./chunks/${view}")`);
      expect(one.read(`w/chunks/${view}`)).toContain(`from"./${platform}"`);
      expect(one.read(`w/chunks/${view}`)).toContain(`sourceMappingURL=${view}.map`);
      expect(one.read(`w/chunks/${map}`)).toContain(`"file":"${view}"`);
      expect(Object.keys(one.meta.outputs).sort()).toEqual(['w/a.js', `w/chunks/${view}`, `w/chunks/${platform}`].sort());
      expect(one.meta.outputs[`w/chunks/${view}`]?.imports?.[0]?.path).toBe(`w/chunks/${platform}`);
    } finally {
      rmSync(one.dir, { recursive: true, force: true });
    }
  });

  it('gives two files of one cycle (a layer and the part it loads that imports it back) names of their own', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sf-names-'));
    try {
      mkdirSync(path.join(dir, 'w/chunks'), { recursive: true });
      writeFileSync(path.join(dir, 'w/chunks/sf-shared-AAAAAAAA.js'), 'export const $0=1;import("./sf-shared-BBBBBBBB.js");');
      writeFileSync(path.join(dir, 'w/chunks/sf-shared-BBBBBBBB.js'), 'import{$0 as a}from"./sf-shared-AAAAAAAA.js";export const $0=a;');
      const meta: Meta = {
        outputs: {
          'w/chunks/sf-shared-AAAAAAAA.js': { imports: [dynamic('w/chunks/sf-shared-BBBBBBBB.js')] },
          'w/chunks/sf-shared-BBBBBBBB.js': { imports: statics('w/chunks/sf-shared-AAAAAAAA.js') },
        },
      };
      nameByContent(dir, meta);
      expect(readdirSync(path.join(dir, 'w/chunks'))).toHaveLength(2);
      expect(Object.keys(meta.outputs)).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives a chunk a new name when a file it imports changes, and the same name for the same bytes', () => {
    const [one, same, changed] = [build('export const $0=()=>1;'), build('export const $0=()=>1;'), build('export const $0=()=>2;')];
    try {
      expect(same.files()).toEqual(one.files());
      const [viewOne, , platformOne] = one.files();
      const [viewChanged, , platformChanged] = changed.files();
      expect(platformChanged).not.toBe(platformOne);
      expect(viewChanged).not.toBe(viewOne);
    } finally {
      for (const b of [one, same, changed]) rmSync(b.dir, { recursive: true, force: true });
    }
  });
});

describe('layered build: bootstrap entries', () => {
  it("requests the React half only once the entry's code has arrived (or failed), the rest at once: on a slow link ReactDOM no longer shares it with what the first call needs", () => {
    type Link = { rel: string; href: string; nonce?: string; onload?: () => void; onerror?: () => void };
    const links: Link[] = [];
    const document = {
      getElementById: () => ({ textContent: JSON.stringify({ cspNonce: 'n1' }) }),
      createElement: () => ({}) as Link,
      head: { append: (link: Link) => links.push(link) },
      // The page has a mount of #a, none of #z.
      querySelector: (selector: string) => (selector === '#a' ? {} : null),
    };
    const snippet = preloadSnippet(['./chunks/a-main.js', './chunks/sf-core.js', './chunks/AView.js'], [['#a', ['./chunks/AParts.js']], ['#z', ['./chunks/Z.js']]], ['./chunks/reactMount.js']);
    const run = new Function('document', snippet.replace('import.meta.url', JSON.stringify('https://cdn.example/w/a.js')));
    const hrefs = () => links.map((link) => link.href.replace('https://cdn.example/w/chunks/', ''));
    run(document);
    expect(hrefs()).toEqual(['a-main.js', 'sf-core.js', 'AView.js', 'AParts.js']);
    expect(links.every((link) => link.rel === 'modulepreload' && link.nonce === 'n1')).toBe(true);
    links[0]!.onload!();
    expect(hrefs()).toEqual(['a-main.js', 'sf-core.js', 'AView.js', 'AParts.js', 'reactMount.js']);
    expect(links[0]!.onerror).toBe(links[0]!.onload);
    expect(links[4]!.nonce).toBe('n1');
  });

  it("writes <entry>.js with no static import: it preloads the entry's code, its static imports, its view and (an entry that draws with React) the React half of the runtime, then imports the code", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sf-boot-'));
    try {
      const meta: Meta = {
        mainOf: { a: 'w/chunks/a-main-AAAAAAAA.js', b: 'w/chunks/b-main-FFFFFFFF.js' },
        outputs: {
          'w/chunks/a-main-AAAAAAAA.js': { unitOf: 'widgets/a/index.tsx', imports: [...statics('w/chunks/sf-core-CCCCCCCC.js'), dynamic('w/chunks/AView-DDDDDDDD.js'), dynamic('w/chunks/purify-EEEEEEEE.js')] },
          'w/chunks/sf-core-CCCCCCCC.js': { imports: [] },
          'w/chunks/AView-DDDDDDDD.js': { unitOf: 'widgets/a/AView.tsx', imports: statics('w/chunks/sf-platform-BBBBBBBB.js', 'w/chunks/a-main-AAAAAAAA.js') },
          'w/chunks/sf-platform-BBBBBBBB.js': { imports: [], layer: 'platform' },
          'w/chunks/reactMount-GGGGGGGG.js': { unitOf: 'src/runtime/reactMount.tsx', imports: statics('w/chunks/sf-platform-BBBBBBBB.js') },
          // b draws without React (a cart badge): its code reaches the React half only by import(), never preloaded.
          'w/chunks/b-main-FFFFFFFF.js': { unitOf: 'widgets/b/index.ts', imports: [...statics('w/chunks/sf-core-CCCCCCCC.js'), dynamic('w/chunks/reactMount-GGGGGGGG.js')] },
          'w/chunks/purify-EEEEEEEE.js': { unitOf: 'node_modules/dompurify/dist/purify.es.mjs', imports: [] },
        },
      };
      mkdirSync(path.join(dir, 'w/chunks'), { recursive: true });
      // a's widget declares its view (AView); the sanitizer its code loads later is no view.
      writeBootstraps(dir, meta, { target: ['es2022'], widgetsOf: (entry) => (entry === 'a' ? [{ selector: '#a', views: ['widgets/a/AView.tsx'] }] : [{ selector: '[data-sf-widget="b"]', views: [] }]) });
      const code = readFileSync(path.join(dir, 'w/a.js'), 'utf8');
      // Where the code does not load, the bootstrap shows the notice in the entry's mount elements.
      expect(code).toContain('["#a"]');
      expect(code).not.toMatch(/\bimport\s*[{*\w]|\bimport\s*["']/);
      // The stand-in's bootEntry imports the code: `import(m)` called with the entry's path (named
      // once in the preload list, once for the import).
      expect(code).toMatch(/=>import\(\w+\)/);
      expect(code.split('"./chunks/a-main-AAAAAAAA.js"')).toHaveLength(3);
      expect(code).toContain('standIn@2');
      const bootstrap = meta.outputs['w/a.js']!;
      expect(bootstrap.entryPoint).toBe('widgets/a/index.tsx');
      expect(bootstrap.imports).toEqual([dynamic('w/chunks/a-main-AAAAAAAA.js')]);
      expect([...bootstrap.preloads!].sort()).toEqual(['w/chunks/AView-DDDDDDDD.js', 'w/chunks/a-main-AAAAAAAA.js', 'w/chunks/reactMount-GGGGGGGG.js', 'w/chunks/sf-core-CCCCCCCC.js', 'w/chunks/sf-platform-BBBBBBBB.js']);
      for (const file of bootstrap.preloads!) expect(code).toContain(`"./${path.posix.relative('w', file)}"`);
      expect(bootstrap.preloadsAfterCode).toEqual(['w/chunks/reactMount-GGGGGGGG.js']);
      expect([...meta.outputs['w/b.js']!.preloads!].sort()).toEqual(['w/chunks/b-main-FFFFFFFF.js', 'w/chunks/sf-core-CCCCCCCC.js']);
      expect(meta.outputs['w/b.js']!.preloadsAfterCode).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("an entry with several views: preloads each view's own files when the page has an element of its widget", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sf-boot-'));
    try {
      const meta: Meta = {
        mainOf: { m: 'w/chunks/m-main-AAAAAAAA.js' },
        outputs: {
          'w/chunks/m-main-AAAAAAAA.js': { unitOf: 'widgets/m/index.ts', imports: [...statics('w/chunks/sf-core-CCCCCCCC.js'), dynamic('w/chunks/OneView-DDDDDDDD.js'), dynamic('w/chunks/TwoView-EEEEEEEE.js')] },
          'w/chunks/sf-core-CCCCCCCC.js': { imports: [] },
          'w/chunks/OneView-DDDDDDDD.js': { unitOf: 'widgets/m/OneView.tsx', imports: statics('w/chunks/sf-platform-BBBBBBBB.js', 'w/chunks/sf-shared-11111111.js') },
          'w/chunks/TwoView-EEEEEEEE.js': { unitOf: 'widgets/m/TwoView.tsx', imports: statics('w/chunks/sf-platform-BBBBBBBB.js') },
          'w/chunks/sf-shared-11111111.js': { imports: statics('w/chunks/sf-platform-BBBBBBBB.js') },
          'w/chunks/sf-platform-BBBBBBBB.js': { imports: [], layer: 'platform' },
        },
      };
      mkdirSync(path.join(dir, 'w/chunks'), { recursive: true });
      // The entry's widgets with their selectors and what their declarations load by import().
      const widgetsOf = () => [
        { selector: '[data-sf-widget="one"]', views: ['widgets/m/OneView.tsx'] },
        { selector: '#one', views: ['widgets/m/OneView.tsx'] },
        { selector: '#two', views: ['widgets/m/TwoView.tsx'] },
      ];
      writeBootstraps(dir, meta, { target: ['es2022'], widgetsOf });
      const bootstrap = meta.outputs['w/m.js']!;
      // What both views need at once; each view's own files only for its widgets.
      expect([...bootstrap.preloads!].sort()).toEqual(['w/chunks/m-main-AAAAAAAA.js', 'w/chunks/sf-core-CCCCCCCC.js', 'w/chunks/sf-platform-BBBBBBBB.js']);
      expect(bootstrap.viewPreloads).toEqual([
        ['[data-sf-widget="one"], #one', ['w/chunks/OneView-DDDDDDDD.js', 'w/chunks/sf-shared-11111111.js']],
        ['#two', ['w/chunks/TwoView-EEEEEEEE.js']],
      ]);
      // Run in a page with only #two: the links name the shared files and TwoView, never OneView.
      const code = readFileSync(path.join(dir, 'w/m.js'), 'utf8');
      const snippet = code.slice(code.indexOf('((u,d)=>'), code.indexOf('\n'));
      const hrefs: string[] = [];
      const page = {
        getElementById: () => null,
        querySelector: (selector: string) => (selector === '#two' ? {} : null),
        createElement: () => ({}),
        head: { append: (link: { rel: string; href: string }) => link.rel === 'modulepreload' && hrefs.push(link.href) },
      };
      new Function('document', snippet.replace('import.meta.url', JSON.stringify('https://widgets.example/w/m.js')))(page);
      expect(hrefs.sort()).toEqual(['https://widgets.example/w/chunks/TwoView-EEEEEEEE.js', 'https://widgets.example/w/chunks/m-main-AAAAAAAA.js', 'https://widgets.example/w/chunks/sf-core-CCCCCCCC.js', 'https://widgets.example/w/chunks/sf-platform-BBBBBBBB.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

});
