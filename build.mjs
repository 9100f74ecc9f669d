// Builds the widgets (one ES module per entry in widgets/, in layers: a React-free core, a
// React platform, one file per entry and per on-demand part; buildLayers.mjs) and the demo
// server, then prints what a page that loads each entry downloads.
//
//   node build.mjs            production build (layered)
//   node build.mjs --watch    rebuild on change (development: esbuild's automatic chunks)
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { minify } from 'terser';
import { buildLayered, nameByContent, writeBootstraps } from './buildLayers.mjs';
import { INTEGRITY_FILE, integrityManifest } from './integrity.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const widgetsOut = path.join(root, 'dist/widgets');
const serverOut = path.join(root, 'dist/server');
const watch = process.argv.includes('--watch');

/** The release: package.json's `version` (HOST-CONTRACT section 11). */
export function packageVersion() {
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
}

/** Where the build writes each entry's module (`entryModule`) and the declarations' module for Node. */
const generatedDir = path.join(root, 'dist/.generated');

/** The folders under widgets/ that declare widgets (a widget.ts), sorted. */
export function widgetFolders() {
  const dir = path.join(root, 'widgets');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, 'widget.ts')))
    .sort();
}

/**
 * Every widget's declaration, evaluated in Node with its descriptions (`SF_DOCS` true):
 * `{ entries: ENTRIES of widgets/entries.ts, widgets: { folder: [declaration…] } }`. Bundled
 * with the packages left external, imported, and removed; importing a declaration starts
 * nothing (it is React-free and draws only when mounted).
 */
export async function readDeclarations() {
  const folders = widgetFolders();
  const contents = [
    `export { ENTRIES } from ${JSON.stringify(path.join(root, 'widgets/entries.ts'))};`,
    `export { buildEditorKit } from ${JSON.stringify(path.join(root, 'src/editor/manifest.ts'))};`,
    ...folders.map((folder, i) => `import w${i} from ${JSON.stringify(path.join(root, 'widgets', folder, 'widget.ts'))};`),
    `export const WIDGETS = { ${folders.map((folder, i) => `${JSON.stringify(folder)}: [w${i}].flat()`).join(', ')} };`,
  ].join('\n');
  const outfile = path.join(generatedDir, `declarations-${process.pid}.mjs`);
  await esbuild.build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    define: { SF_DOCS: 'true' },
    logLevel: 'warning',
  });
  try {
    const { ENTRIES, WIDGETS, buildEditorKit } = await import(pathToFileURL(outfile).href);
    for (const [entry, list] of Object.entries(ENTRIES)) {
      for (const folder of list) {
        if (!WIDGETS[folder]) throw new Error(`build: widgets/entries.ts names "${folder}" for ${entry}.js, but widgets/${folder}/widget.ts does not exist`);
        for (const widget of WIDGETS[folder]) {
          if (!widget.title && widget.mount === undefined) throw new Error(`build: the "${widget.name}" widget (widgets/${folder}/widget.ts) needs a title for editors`);
        }
      }
    }
    return { entries: ENTRIES, widgets: WIDGETS, buildEditorKit };
  } finally {
    rmSync(outfile, { force: true });
  }
}

/**
 * The module of `dist/widgets/<entry>.js`, written from widgets/entries.ts: it starts the
 * widgets its folders declare, as a hand-written entry once did. Returns its path.
 */
export function entryModule(entry, folders) {
  mkdirSync(generatedDir, { recursive: true });
  const file = path.join(generatedDir, `${entry}.ts`);
  const rel = (target) => JSON.stringify(path.relative(generatedDir, target).split(path.sep).join('/'));
  const code = [
    `// Written by build.mjs from widgets/entries.ts: ${entry}.js carries ${folders.join(', ')}.`,
    `import { startEntry } from ${rel(path.join(root, 'src/runtime/widgetCore'))};`,
    ...folders.map((folder, i) => `import w${i} from ${rel(path.join(root, 'widgets', folder, 'widget'))};`),
    `if (typeof window !== 'undefined') startEntry([${folders.map((_, i) => `w${i}`).join(', ')}].flat(), window);`,
    '',
  ].join('\n');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== code) writeFileSync(file, code);
  return file;
}

/** Each entry's module written, as esbuild entry points (`{ in, out }`, out = dist/widgets/<entry>.js). */
export function writeEntryModules(entries) {
  return Object.entries(entries).map(([entry, folders]) => ({ in: entryModule(entry, folders), out: entry }));
}

// See src/vendor/hoistNonReactStatics.ts: Emotion's withTheme helper, unused here.
const withoutHoistStatics = {
  name: 'without-hoist-non-react-statics',
  setup(b) {
    b.onResolve({ filter: /^hoist-non-react-statics$/ }, () => ({
      path: path.join(root, 'src/vendor/hoistNonReactStatics.ts'),
    }));
  },
};

/** esbuild's options for the widgets (also the bench's library floor, tests/bench/floor.mjs). */
export const widgetOptions = {
  outdir: widgetsOut,
  bundle: true,
  format: 'esm',
  // Shared code (React, Emotion, the bus, the runtime) goes into hashed chunks that every
  // entry imports, so a page with several widgets loads each chunk once.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  minify: true,
  sourcemap: 'linked',
  target: ['es2022', 'chrome100', 'firefox100', 'safari15.4'],
  jsx: 'automatic',
  jsxImportSource: '@emotion/react',
  // SF_DOCS false: the descriptions of settings, for editors, are not on buyers' pages
  // (src/contract/settingDocs.ts); the manifest and schemas are built with them. SF_VERSION:
  // the release, for window.StorefrontWidgets.version.
  define: { 'process.env.NODE_ENV': '"production"', SF_DOCS: 'false', SF_VERSION: JSON.stringify(packageVersion()) },
  legalComments: 'none',
  // Lets valibot's emoji regex stay a literal (else esbuild rewrites it as `new RegExp`, which
  // no minifier can drop though nothing uses it): 0.17 KB off every page. Every target
  // browser above supports Unicode property escapes.
  supported: { 'regexp-unicode-property-escapes': true },
  metafile: true,
  logLevel: 'warning',
  plugins: [withoutHoistStatics],
};

const serverOptions = {
  entryPoints: { main: path.join(root, 'demo-host/main.ts') },
  outdir: serverOut,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  jsx: 'automatic',
  jsxImportSource: '@emotion/react',
  define: { SF_DOCS: 'true' },
  logLevel: 'warning',
};

/**
 * Bytes a page downloads when it loads only this entry: the entry file plus every chunk it
 * imports statically, transitively (dynamic imports are fetched only on demand).
 */
export function entryPageBytes(metafile, entryOutput) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of metafile.outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement') visit(imp.path);
    }
  };
  visit(entryOutput);
  let raw = 0;
  let gzip = 0;
  for (const file of seen) {
    const buf = readFileSync(path.join(root, file));
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { files: [...seen], raw, gzip };
}

function printSizes(metafile) {
  const rows = [];
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint || !file.endsWith('.js')) continue;
    const first = entryPageBytes(metafile, file);
    // With what it modulepreloads (its view, the platform): what a page with this entry loads.
    const all = [...new Set([...first.files, ...(output.preloads ?? []).flatMap((f) => entryPageBytes(metafile, f).files)])];
    const gzip = all.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(root, f)), { level: 9 }).length, 0);
    rows.push([path.basename(file), String(first.files.length), kb(first.gzip), String(all.length), kb(gzip)]);
  }
  const head = ['entry (page loads only this)', 'files', 'gzip', 'files with view', 'gzip with view'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * V8's explicit compile hint (Chrome 136+): every function of a file that starts with this
 * comment is compiled eagerly, on the background thread that streams the file in, instead of
 * lazily on the main thread at its first call (after a first pre-parse). The widgets run most
 * of their code while the page starts, so the first results paint sooner (about 30 ms of 420
 * for 18 results, measured in Chromium here). Other engines read it as a comment.
 *
 * Only files of COMPILE_HINT_MIN_BYTES or more get it: React DOM's chunk, the entries and
 * chunks with most of the code. Hinting the small ones too painted no sooner (397 ms against
 * 400 in one loop) and cost each page about 25 bytes of gzip per file.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const COMPILE_HINT_MIN_BYTES = 24 * 1024;

/** terser's options for the second pass (also the bench's library floor). */
export const TERSER_OPTIONS = { module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } };

/**
 * A second minification pass over esbuild's output: terser's compressor (two passes, module
 * scope) takes a few more KB off every page than esbuild's minifier alone, and composes the
 * source maps so stack traces still point into src/. Then the compile hint goes first in
 * the files it suits, and their source maps get one empty line more.
 */
async function compressOutputs(metafile) {
  const files = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(root, file);
      const mapFile = `${full}.map`;
      const result = await minify(readFileSync(full, 'utf8'), {
        ...TERSER_OPTIONS,
        sourceMap: existsSync(mapFile)
          ? { content: readFileSync(mapFile, 'utf8'), url: `${path.basename(full)}.map` }
          : false,
      });
      const code = result.code ?? '';
      const hinted = code.length >= COMPILE_HINT_MIN_BYTES;
      writeFileSync(full, hinted ? `${COMPILE_HINT}\n${code}` : code);
      if (typeof result.map === 'string') writeFileSync(mapFile, hinted ? withLineAbove(result.map) : result.map);
    }),
  );
}

/** A source map for the same code one line lower: one more (empty) line in the mappings. */
function withLineAbove(mapJson) {
  const map = JSON.parse(mapJson);
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/** A release's folder name under dist/widgets/: package.json's version, such as 0.4.0 or 1.2.0-rc.1. */
const RELEASE_FOLDER = /^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/;

/** The release folders under dist/widgets/ (kept from one build to the next). */
export function releaseFolders() {
  return existsSync(widgetsOut) ? readdirSync(widgetsOut).filter((name) => RELEASE_FOLDER.test(name)).sort() : [];
}

/**
 * The released files stay where they are, never changed by a later build (HOST-CONTRACT
 * section 11): each earlier release's folder is set aside while dist/widgets is rebuilt and put
 * back after; the version being built (package.json's) is written anew. Returns the put-back.
 */
function setReleasesAside(version) {
  const aside = path.join(root, 'dist/.releases');
  rmSync(aside, { recursive: true, force: true });
  const kept = releaseFolders().filter((folder) => folder !== version);
  if (kept.length) mkdirSync(aside, { recursive: true });
  for (const folder of kept) renameSync(path.join(widgetsOut, folder), path.join(aside, folder));
  return () => {
    for (const folder of kept) renameSync(path.join(aside, folder), path.join(widgetsOut, folder));
    rmSync(aside, { recursive: true, force: true });
  };
}

/** Every file of the build (not the releases) copied into dist/widgets/<version>/: the release a snippet pins. */
function writeRelease(version) {
  const folder = path.join(widgetsOut, version);
  rmSync(folder, { recursive: true, force: true });
  for (const entry of readdirSync(widgetsOut, { withFileTypes: true })) {
    if (RELEASE_FOLDER.test(entry.name)) continue;
    cpSync(path.join(widgetsOut, entry.name), path.join(folder, entry.name), { recursive: true });
  }
}

/**
 * dist/editor/: the embed builder a host serves to its editors (src/editor/builder), one
 * script and its page. Not on buyers' pages, so its weight is its own.
 */
async function buildEditor() {
  const out = path.join(root, 'dist/editor');
  rmSync(out, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: [path.join(root, 'src/editor/builder/main.tsx')],
    outfile: path.join(out, 'builder.js'),
    bundle: true,
    format: 'esm',
    minify: true,
    sourcemap: 'linked',
    target: widgetOptions.target,
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    define: { 'process.env.NODE_ENV': '"production"', SF_DOCS: 'false' },
    legalComments: 'none',
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'src/editor/builder/index.html'), path.join(out, 'index.html'));
}

async function buildOnce() {
  const version = packageVersion();
  const putBack = setReleasesAside(version);
  rmSync(widgetsOut, { recursive: true, force: true });
  const declared = await readDeclarations();
  const entryPoints = writeEntryModules(declared.entries);
  const [metafile] = await Promise.all([
    buildLayered({
      root,
      options: { ...widgetOptions, entryPoints, absWorkingDir: root },
      entries: entryPoints,
      outdir: widgetsOut,
      scratch: path.join(root, 'dist/.layers'),
    }),
    existsSync(serverOptions.entryPoints.main) ? esbuild.build(serverOptions) : null,
    buildEditor(),
  ]);
  writeBootstraps(root, metafile, {
    ...widgetOptions,
    // Per entry, its widgets' selectors and what their declarations load by import().
    widgetsOf: (entry) =>
      (declared.entries[entry] ?? []).flatMap((folder) =>
        declared.widgets[folder].map((widget) => ({
          selector: widget.selector,
          views: metafile.dynamicImports[`widgets/${folder}/widget.ts`] ?? [],
        })),
      ),
  });
  await compressOutputs(metafile);
  nameByContent(root, metafile);
  printSizes(metafile);
  // Kept beside (not inside) dist/widgets for the bench's page-weight figures: the final
  // files, their imports, and per entry the files it modulepreloads (`preloads`).
  mkdirSync(path.join(root, 'dist/meta'), { recursive: true });
  writeFileSync(path.join(root, 'dist/meta/widgets.json'), JSON.stringify(metafile));
  // For CMSs and editors (HOST-CONTRACT section 11): every widget and the JSON Schemas of its
  // data and of the page context, from the declarations the widgets run with.
  const { manifest, schemas } = declared.buildEditorKit(packageVersion(), declared.entries, declared.widgets);
  rmSync(path.join(root, 'dist/meta/schema'), { recursive: true, force: true });
  mkdirSync(path.join(root, 'dist/meta/schema'), { recursive: true });
  writeFileSync(path.join(root, 'dist/meta/manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [file, schema] of Object.entries(schemas)) writeFileSync(path.join(root, 'dist/meta', file), `${JSON.stringify(schema, null, 2)}\n`);
  // The release: this build's files again under dist/widgets/<version>/, and the earlier
  // releases back beside it, as they were.
  writeRelease(version);
  putBack();
  // Last, once no byte of dist/widgets changes any more: every file's SHA-384 and per entry
  // the files it loads (integrity.mjs; docs/embedding.md "On a payment page"), and every
  // release's files under their versioned paths ("0.4.0/searchPage.js").
  writeFileSync(path.join(root, INTEGRITY_FILE), `${JSON.stringify(integrityManifest(root, metafile, 'dist/widgets', { version, releases: releaseFolders() }), null, 2)}\n`);
  return metafile;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (watch) {
    // esbuild's own chunks in development: no integrity values, and none left from a
    // production build (the checkout would refuse every file; docs/embedding.md).
    rmSync(path.join(root, INTEGRITY_FILE), { force: true });
    const plugins = [withoutHoistStatics, { name: 'sizes', setup: (b) => b.onEnd((r) => r.metafile && printSizes(r.metafile)) }];
    const ctx = await esbuild.context({ ...widgetOptions, entryPoints: writeEntryModules((await readDeclarations()).entries), plugins });
    const serverCtx = existsSync(serverOptions.entryPoints.main) ? await esbuild.context(serverOptions) : null;
    await Promise.all([ctx.watch(), serverCtx?.watch()]);
    console.log('Watching widgets/, src/ and demo-host/ for changes…');
  } else {
    const started = Date.now();
    await buildOnce();
    const entries = existsSync(widgetsOut) ? readdirSync(widgetsOut).filter((f) => f.endsWith('.js')) : [];
    console.log(`Built ${entries.length} widget entries in ${Date.now() - started} ms → dist/widgets/`);
  }
}
