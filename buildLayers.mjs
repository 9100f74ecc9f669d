// The layered widget build (docs/architecture.md, "Layers and files per page").
//
// esbuild's automatic code splitting makes one chunk per distinct set of entries that share
// code: with request-first entries (a React-free entry plus a view loaded by import()) a
// search page loaded 30 files. This regroups those chunks into a few files:
//
//   chunks/sf-core-<hash>.js      React-free code shared by entries in different folders (bus,
//                                 runtime registry, page data, service client, contract …)
//   chunks/sf-platform-<hash>.js  React, ReactDOM, Emotion and the React-side code shared by
//                                 entries in different folders (primitives, dialogs …)
//   <entry>.js                    each entry's module (dist/.generated/<entry>.ts, written from
//                                 widgets/entries.ts) with the code only it uses
//   chunks/<part>-<hash>.js       each part loaded by import() (an entry's view, the sanitizer …)
//                                 with the code only it uses
//
// Every file under chunks/ is finally named by a hash of its final bytes and of the files it
// can load (`nameByContent`, after terser), so a name never outlives a change of content.
//
// Pass A: esbuild with splitting, unminified (cross-chunk export names are then unique
// across the whole build), into a scratch folder. Each chunk is assigned to one file by the
// rules in `assignFiles`. Pass B: one esbuild bundle per file, taking its chunks in and
// importing the other files' chunks from those files (`export *` of every chunk another file
// imports from). Generic: the entries are whatever build.mjs passes (one per line of widgets/entries.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

/** The project's folder (src/ is beside this file), whatever folder a build writes into. */
const SOURCE_ROOT = path.dirname(fileURLToPath(import.meta.url));

const CORE = 'core';
const PLATFORM = 'platform';
const SHARED = 'shared:';
const COMMERCE = 'commerce:';
/** An entry's own file for the copies several of its parts use (`copies:<entry>`), chunks/sf-shared-<hash>.js. */
const COPIES = 'copies:';
/** `fileOf` of a chunk copied into the files of each entry that uses it (`copiesOf` says where). */
export const COPIED = 'copied';
const SHARED_GROUP_MIN_BYTES = Number(process.env.SF_SHARED_GROUP_MIN_BYTES ?? 2 * 1024);
/** Core, platform, the commerce files, the shared groups and entries' copy files: files named by a hash of their content. */
const isLayer = (file) => file === CORE || file === PLATFORM || file.startsWith(SHARED) || file.startsWith(COMMERCE) || file.startsWith(COPIES);
/** The kind a layer file's name starts with (chunks/sf-<kind>-<hash>.js). */
const layerKind = (file) => (file.startsWith(SHARED) || file.startsWith(COPIES) ? 'shared' : file.startsWith(COMMERCE) ? 'commerce' : file);

/** True for a chunk holding React or ReactDOM themselves. */
const holdsReact = (output) =>
  Object.keys(output.inputs ?? {}).some((input) => /node_modules\/(react|react-dom)\//.test(input));

/** Every file reachable from `start` (itself included) by following `next(file)`. */
export function reachable(start, next) {
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...next(file));
  }
  return seen;
}

/**
 * Pass A's outputs as units (entries and import() targets), each chunk's static closure, and
 * the file every chunk goes into. Rules, per chunk:
 * - a unit's own chunk is its own file (a unit that only re-exports code living elsewhere
 *   is served by the file holding that code);
 * - a chunk used by one unit only goes into that unit's file;
 * - a chunk used only by an entry and the parts that entry alone loads goes into the entry's
 *   file when the entry itself uses it (its views then import it from the entry file);
 * - anything else is shared: React-free and used by some React-free unit -> core, else platform;
 * - whatever a layer file imports is in a layer too (a layer never imports an entry).
 */
export function assignFiles(meta, entrySources) {
  const outputs = Object.fromEntries(Object.entries(meta.outputs).filter(([file]) => file.endsWith('.js')));
  const units = Object.keys(outputs).filter((file) => outputs[file].entryPoint);
  const entries = units.filter((file) => entrySources.has(outputs[file].entryPoint));
  const staticImports = (file) => (outputs[file].imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => i.path);
  const dynamicImports = (file) => (outputs[file].imports ?? []).filter((i) => i.kind === 'dynamic-import').map((i) => i.path);
  const closure = (start) => reachable(start, staticImports);
  const closures = new Map(units.map((unit) => [unit, closure(unit)]));
  const reactChunks = new Set(Object.keys(outputs).filter((file) => holdsReact(outputs[file])));
  const needsReact = (file) => [...closure(file)].some((f) => reactChunks.has(f));
  const reactFreeUnits = new Set(units.filter((unit) => !needsReact(unit)));

  // The entries that reach each unit (through static and dynamic imports).
  const reachedBy = new Map(units.map((unit) => [unit, new Set()]));
  for (const entry of entries) {
    for (const file of reachable(entry, (f) => [...staticImports(f), ...dynamicImports(f)])) reachedBy.get(file)?.add(entry);
  }
  const home = (unit) => {
    if (entries.includes(unit)) return unit;
    const by = reachedBy.get(unit);
    return by.size === 1 ? [...by][0] : unit;
  };

  const fileOf = new Map();
  const users = (chunk) => units.filter((unit) => closures.get(unit).has(chunk));
  // The entries (and shared parts) with React-side code: the platform is what all need.
  const reactHomes = new Set(units.filter((unit) => !reactFreeUnits.has(unit)).map(home));
  // The framework, the React half of the runtime (reactMount.tsx …) and the primitives every
  // view draws: always the platform, never a file of their own (a page would then load one
  // file more, and the bench count a page without it).
  const frameworkOnly = (chunk) =>
    Object.keys(outputs[chunk].inputs ?? {}).every((input) => /node_modules\/|^src\/runtime\/|^src\/ui\/primitives\//.test(input));
  const layerFor = (chunk, chunkUsers) => {
    const homes = new Set(chunkUsers.map(home));
    // React-free: what every entry needs is the core; what only some pages use (product and
    // cart calls, the card store, quantity and price rules …) one commerce file per set of
    // entries using it, so a cart badge never downloads the search page's rules.
    if (!needsReact(chunk) && chunkUsers.some((unit) => reactFreeUnits.has(unit))) {
      return entries.every((entry) => homes.has(entry)) ? CORE : `${COMMERCE}${[...homes].sort().join(',')}`;
    }
    if (frameworkOnly(chunk) || [...reactHomes].every((h) => homes.has(h))) return PLATFORM;
    // React-side views and rules some entries share: one file per set of entries using them,
    // so a page never downloads what only other pages draw.
    return `${SHARED}${[...homes].sort().join(',')}`;
  };
  for (const unit of units) fileOf.set(unit, unit);
  const isGroup = (file) => file.startsWith(SHARED) || file.startsWith(COMMERCE);
  /** The units a unit loads, statically or by import(), directly or not. */
  const loads = (unit) => reachable(unit, (f) => [...staticImports(f), ...dynamicImports(f)]);
  /** The entry a unit belongs to (itself, or the one entry that loads it), or null for a part several entries load. */
  const ownerOf = (unit) => (entries.includes(home(unit)) ? home(unit) : null);
  const copiesOf = new Map();
  for (const chunk of Object.keys(outputs)) {
    if (fileOf.has(chunk)) continue;
    const chunkUsers = users(chunk);
    const homes = new Set(chunkUsers.map(home));
    if (chunkUsers.length === 1) fileOf.set(chunk, chunkUsers[0]);
    else if (homes.size === 1 && chunkUsers.includes([...homes][0])) fileOf.set(chunk, [...homes][0]);
    else {
      const layer = layerFor(chunk, chunkUsers);
      // Code some entries share and no part several entries load uses (issue 44): a copy in
      // the files of each of those entries, not a file for that set of entries. A page then
      // loads a few files (its entry's code, its view, the core, the platform) instead of one
      // per set of entries it shares code with; a page with two such entries loads the code
      // twice (two copies of one module: a copied module keeps no state of its own, what must
      // be page-wide goes through pageSingleton, tests/browser/build.test.ts checks it). Each
      // copy goes into the entry's code when it uses the chunk,
      // else into the one part of the entry that uses it, else into the entry's copy file.
      if (isGroup(layer) && chunkUsers.every(ownerOf)) {
        const copies = new Map();
        for (const entry of new Set(chunkUsers.map(ownerOf))) {
          const own = chunkUsers.filter((unit) => ownerOf(unit) === entry);
          // A part that loads every other part using it (a view and the on-demand part it
          // loads) holds the copy; they import it from there, loaded before them.
          const loadsTheOthers = own.filter((part) => own.every((other) => other === part || loads(part).has(other)));
          copies.set(entry, own.includes(entry) ? entry : loadsTheOthers.length === 1 ? loadsTheOthers[0] : `${COPIES}${entry}`);
        }
        copiesOf.set(chunk, copies);
        fileOf.set(chunk, COPIED);
      } else fileOf.set(chunk, layer);
    }
  }
  // Few files per page: a shared group smaller than SHARED_GROUP_MIN_BYTES (before
  // minification) joins the platform (a small commerce group the core), a page paying a few
  // KB rather than one more file each; unless it imports another group, which the platform
  // or core would then have to import.
  const groupBytes = new Map();
  for (const [chunk, file] of fileOf) {
    if (isGroup(file)) groupBytes.set(file, (groupBytes.get(file) ?? 0) + (outputs[chunk].bytes ?? 0));
  }
  const importsGroup = new Set();
  for (const [chunk, file] of fileOf) {
    if (isGroup(file) && staticImports(chunk).some((i) => isGroup(fileOf.get(i)) && fileOf.get(i) !== file)) importsGroup.add(file);
  }
  for (const [chunk, file] of fileOf) {
    if (!isGroup(file) || importsGroup.has(file) || groupBytes.get(file) >= SHARED_GROUP_MIN_BYTES) continue;
    fileOf.set(chunk, file.startsWith(SHARED) ? PLATFORM : CORE);
  }
  // A layer imports only layers; core imports only core.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [chunk, file] of fileOf) {
      if (file !== CORE && file !== PLATFORM) continue;
      for (const imported of staticImports(chunk)) {
        // (A shared or commerce group may import the platform, the core or another group,
        // never the reverse.)
        const now = fileOf.get(imported);
        const wanted = file === CORE || !needsReact(imported) && now === CORE ? CORE : PLATFORM;
        if (now === CORE || now === wanted) continue;
        fileOf.set(imported, wanted);
        copiesOf.delete(imported);
        changed = true;
      }
    }
  }
  // A unit with no code of its own (it re-exports a module whose code is shared) is served by
  // the file holding that code: no file of a few bytes.
  // A copy lives in files of one entry only: no file outside an entry (core, platform, a group
  // or a part several entries load) may import one.
  const familyOf = (file) => (file.startsWith(COPIES) ? file.slice(COPIES.length) : units.includes(file) ? ownerOf(file) : null);
  for (const [chunk, file] of fileOf) {
    if (file === COPIED || familyOf(file)) continue;
    const copied = staticImports(chunk).find((imported) => fileOf.get(imported) === COPIED);
    if (copied) throw new Error(`build: ${chunk} (in ${file}) imports ${copied}, which is copied into entries' files; no entry owns ${file}`);
  }
  /** The file holding `chunk` for the files of `family` (an entry, or null outside entries). */
  const whereIs = (chunk, family) => (fileOf.get(chunk) === COPIED ? copiesOf.get(chunk).get(family) : fileOf.get(chunk));
  const alias = new Map();
  for (const unit of units) {
    if (entries.includes(unit)) continue;
    const own = Object.values(outputs[unit].inputs ?? {}).some((input) => input.bytesInOutput > 0);
    if (own) continue;
    const source = outputs[unit].entryPoint;
    const host = Object.keys(outputs).find((file) => file !== unit && (outputs[file].inputs?.[source]?.bytesInOutput ?? 0) > 0);
    const hostFile = host ? whereIs(host, ownerOf(unit)) : undefined;
    if (hostFile && hostFile !== unit) alias.set(unit, hostFile);
  }
  for (const [unit, file] of alias) fileOf.set(unit, file);
  return { outputs, units, entries, fileOf, copiesOf, familyOf, whereIs, alias, staticImports };
}

/**
 * Builds the widgets in layers into `outdir`. Returns a metafile-shaped record of the final
 * files ({ outputs: { 'dist/widgets/x.js': { imports: [{ path, kind }], entryPoint? } } }) for
 * the size table and the bench, plus each entry's view files (to modulepreload).
 */
export async function buildLayered({ root, options, entries, outdir, scratch }) {
  rmSync(scratch, { recursive: true, force: true });
  const passA = await esbuild.build({
    ...options,
    outdir: scratch,
    minify: false,
    minifySyntax: true,
    sourcemap: 'linked',
    metafile: true,
    write: true,
  });
  const entrySources = new Set(entries.map((entry) => path.relative(root, entry.in)));
  const { outputs, units, entries: entryUnits, fileOf, copiesOf, familyOf, whereIs, alias, staticImports } = assignFiles(passA.metafile, entrySources);

  // Output names: entries keep theirs; parts keep pass A's hashed name; layers get a hash of
  // their content. A copied chunk is a member of each file holding a copy.
  const groups = new Map();
  const addMember = (file, chunk) => {
    if (!groups.has(file)) groups.set(file, []);
    groups.get(file).push(chunk);
  };
  for (const [chunk, file] of fileOf) {
    if (alias.has(chunk)) continue;
    if (file === COPIED) for (const copy of new Set(copiesOf.get(chunk).values())) addMember(copy, chunk);
    else addMember(file, chunk);
  }
  const scratchRel = path.relative(root, scratch);
  const outName = new Map();
  for (const [file, chunks] of groups) {
    if (isLayer(file)) {
      // (Two entries' copy files may hold the same chunks: the entry keeps their names apart.)
      const hash = createHash('sha256').update(file.startsWith(COPIES) ? file : '');
      for (const chunk of chunks.sort()) hash.update(readFileSync(path.join(root, chunk)));
      const kind = layerKind(file);
      outName.set(file, `chunks/sf-${kind}-${hash.digest('hex').slice(0, 8).toUpperCase()}.js`);
    } else if (entryUnits.includes(file)) {
      // An entry's code: loaded by its bootstrap (`writeBootstraps`), which takes its name.
      const hash = createHash('sha256').update(readFileSync(path.join(root, file))).digest('hex');
      outName.set(file, `chunks/${path.basename(file, '.js')}-main-${hash.slice(0, 8).toUpperCase()}.js`);
    } else {
      outName.set(file, path.relative(scratchRel, file));
    }
  }
  // Chunks some other file imports (statically or by import()): the file holding them (for
  // the importer's entry, when copied) exports them. Keyed by file and chunk.
  const key = (file, chunk) => `${file}\0${chunk}`;
  const exported = new Set();
  for (const [file, members] of groups) {
    const family = familyOf(file);
    for (const chunk of members) {
      for (const imp of outputs[chunk].imports ?? []) {
        const target = whereIs(imp.path, family);
        if (target !== file || alias.has(imp.path)) exported.add(key(target, imp.path));
      }
    }
  }
  for (const [unit, file] of alias) exported.add(key(file, unit));

  // Names a chunk's exports get in the file holding it: `$0`, `$1`, … numbered per file in a
  // fixed order, so two chunks of one file never clash and the names cost a few bytes where
  // they are exported and again in every importer (terser cannot shorten exported names;
  // pass A's own names, `createSearchPageStores$1u`, cost 3-4 KB gzipped per page).
  const shortNames = new Map();
  for (const [file, members] of groups) {
    let index = 0;
    for (const chunk of [...members].sort()) {
      for (const name of [...(outputs[chunk].exports ?? [])].sort()) shortNames.set(`${key(file, chunk)}\0${name}`, `$${(index++).toString(36)}`);
    }
  }
  const fileExportName = (file, chunk, name) => shortNames.get(`${key(file, chunk)}\0${name}`);

  const virtualEntry = (file) => {
    const members = [...(groups.get(file) ?? []), ...[...alias].filter(([, f]) => f === file).map(([unit]) => unit)];
    const lines = [];
    const from = (chunk) => JSON.stringify(path.join(root, chunk));
    // A unit's own names, for import() of its file (an alias unit's for import() of its host).
    const reexportUnit = (unit) => {
      lines.push(`export * from ${from(unit)};`);
      if (outputs[unit].exports?.includes('default')) lines.push(`export { default } from ${from(unit)};`);
    };
    if (!isLayer(file)) reexportUnit(file);
    for (const chunk of members) {
      if (alias.has(chunk)) reexportUnit(chunk);
      if (!exported.has(key(file, chunk)) || alias.has(chunk)) continue;
      const names = outputs[chunk].exports ?? [];
      if (names.length > 0) {
        lines.push(`export { ${names.map((name) => `${name} as ${fileExportName(file, chunk, name)}`).join(', ')} } from ${from(chunk)};`);
      } else {
        lines.push(`import ${from(chunk)};`);
      }
    }
    // Chunks nobody outside imports still run (they are imported by the members above).
    return lines.join('\n') || 'export {};';
  };

  const relativeUrl = (fromOut, toOut) => {
    const rel = path.posix.relative(path.posix.dirname(fromOut), toOut);
    return rel.startsWith('.') ? rel : `./${rel}`;
  };

  // One bundle per final file, so that a chunk copied into several files takes the copies of
  // the chunks it imports from its own entry's files.
  const layerPlugin = (file) => ({
    name: 'layers',
    setup(b) {
      const family = familyOf(file);
      b.onResolve({ filter: /^layer-entry:/ }, (args) => ({ path: args.path.slice('layer-entry:'.length), namespace: 'layer-entry' }));
      b.onLoad({ filter: /.*/, namespace: 'layer-entry' }, (args) => ({ contents: virtualEntry(args.path), resolveDir: root, loader: 'js' }));
      // A static import of a chunk held by another file: a proxy taking the chunk's names
      // under their file-wide names from that file (external).
      b.onLoad({ filter: /.*/, namespace: 'layer-proxy' }, (args) => {
        const [target, holder] = args.path.split('|');
        const names = outputs[target].exports ?? [];
        const url = JSON.stringify(relativeUrl(outName.get(file), outName.get(holder)));
        const contents = names.length > 0
          ? `export { ${names.map((name) => `${fileExportName(holder, target, name)} as ${name}`).join(', ')} } from ${url};`
          : `import ${url};`;
        return { contents, resolveDir: root, loader: 'js' };
      });
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.namespace === 'layer-entry') return { path: args.path };
        if (args.namespace === 'layer-proxy') return { path: args.path, external: true };
        if (!args.importer.startsWith(scratch)) return undefined;
        const target = path.relative(root, path.resolve(args.resolveDir, args.path));
        if (!fileOf.has(target)) return undefined;
        const holder = whereIs(target, family);
        if (!holder) throw new Error(`build: ${target}, imported in ${file}, has no copy for ${family ?? 'files outside entries'}`);
        const sameFile = holder === file && !alias.has(target);
        if (sameFile && args.kind !== 'dynamic-import') return { path: path.join(root, target) };
        if (args.kind === 'dynamic-import') return { path: relativeUrl(outName.get(file), outName.get(holder)), external: true };
        return { path: `${target}|${holder}`, namespace: 'layer-proxy' };
      });
    },
  });

  const builds = await Promise.all(
    [...groups.keys()].map((file) =>
      esbuild.build({
        ...options,
        entryPoints: [{ in: `layer-entry:${file}`, out: outName.get(file).replace(/\.js$/, '') }],
        outdir,
        splitting: false,
        sourcemap: 'linked',
        metafile: true,
        plugins: [layerPlugin(file)],
      }),
    ),
  );
  const passB = { metafile: { outputs: Object.assign({}, ...builds.map((build) => build.metafile.outputs)) } };

  // The final files as a metafile-shaped record, paths relative to the root.
  const outRel = path.relative(root, outdir);
  // mainOf: each entry's name (its bootstrap, <name>.js) -> the file with its code.
  // dynamicImports: each source module -> the sources it loads by import() (a widget's view).
  const meta = { outputs: {}, mainOf: {}, dynamicImports: {} };
  for (const [input, { imports }] of Object.entries(passA.metafile.inputs)) {
    const dynamic = (imports ?? []).filter((imp) => imp.kind === 'dynamic-import' && !imp.external).map((imp) => imp.path);
    if (dynamic.length) meta.dynamicImports[input] = dynamic;
  }
  for (const [file, output] of Object.entries(passB.metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    const name = path.relative(outRel, file);
    const group = [...outName].find(([, n]) => n === name)?.[0];
    const imports = (output.imports ?? [])
      .filter((imp) => imp.external)
      .map((imp) => ({ path: path.posix.join(outRel, path.posix.dirname(name), imp.path), kind: imp.kind }));
    if (group && entryUnits.includes(group)) meta.mainOf[path.basename(group, '.js')] = file;
    meta.outputs[file] = {
      bytes: output.bytes,
      imports,
      ...(group && !isLayer(group) ? { unitOf: outputs[group].entryPoint } : {}),
      layer: group && isLayer(group) ? layerKind(group) : entryUnits.includes(group) ? 'main' : 'part',
    };
  }
  // Which source modules each final file holds (bytes before minification by terser): for
  // docs/architecture.md's file list and for finding what to move.
  meta.modules = {};
  for (const [file, members] of groups) {
    const out = path.posix.join(outRel, outName.get(file));
    meta.modules[out] ??= {};
    for (const chunk of members) {
      for (const [input, { bytesInOutput }] of Object.entries(outputs[chunk].inputs ?? {})) {
        if (bytesInOutput > 0) meta.modules[out][input] = (meta.modules[out][input] ?? 0) + bytesInOutput;
      }
    }
  }
  rmSync(scratch, { recursive: true, force: true });
  void units;
  void staticImports;
  return meta;
}

/**
 * The files an entry will need once its widgets draw: for each view the entry loads by
 * import() (`isView(source)`: a part a widget of the entry declares, widgets/<folder>/widget.ts's
 * own import()), its file and the files it imports statically, less what the entry loads
 * anyway; when an entry has several views, only what all of them need (the platform), since a
 * page has one or another.
 */
export function preloadsFor(meta, entryFile, isView) {
  const needs = viewsOf(meta, entryFile, isView).map((view) => view.needs);
  if (needs.length === 0) return [];
  return needs[0].filter((file) => needs.every((list) => list.includes(file)));
}

/** The views an entry loads by import() (`isView` of their source), each with the files it needs beyond what the entry loads. */
function viewsOf(meta, entryFile, isView) {
  const outputs = meta.outputs;
  const closure = (start) =>
    reachable(start, (file) => (outputs[file]?.imports ?? []).filter((imp) => imp.kind === 'import-statement').map((imp) => imp.path));
  const loaded = closure(entryFile);
  // A view whose code other files share (the favorites control, also drawn by the search page)
  // is served by the file holding it: found by the modules that file holds.
  const viewIn = (file) => [outputs[file]?.unitOf, ...Object.keys(meta.modules?.[file] ?? {})].find((source) => source && isView(source));
  const files = (outputs[entryFile].imports ?? []).filter((imp) => imp.kind === 'dynamic-import' && viewIn(imp.path)).map((imp) => imp.path);
  return [...new Set(files)].map((file) => ({ file, unitOf: viewIn(file), needs: [...closure(file)].filter((f) => !loaded.has(f)) }));
}

/**
 * For an entry with several views (account, quick order), each widget's own files keyed by
 * its selector: the bootstrap preloads them when the page has such an element, so a view and
 * what it imports arrive with the entry's code instead of a round trip or two after it.
 * `widgets` are the entry's widgets with their selector and the sources their declaration
 * loads by import() (its view, the parts its start loads).
 */
export function viewPreloadsFor(meta, entryFile, widgets, shared) {
  const isView = (source) => widgets.some((widget) => widget.views.includes(source));
  const views = viewsOf(meta, entryFile, isView);
  if (views.length < 2) return [];
  const bySelector = [];
  for (const view of views) {
    const own = view.needs.filter((file) => !shared.includes(file));
    const drawnBy = widgets.filter((widget) => widget.views.includes(view.unitOf)).map((widget) => widget.selector);
    // One selector list per view: the page needs the files if any of its widgets is there;
    // the parts of one widget (its view, what its start loads) share one entry.
    if (own.length === 0 || drawnBy.length === 0) continue;
    const selector = drawnBy.join(', ');
    const same = bySelector.find(([other]) => other === selector);
    if (same) same[1] = [...new Set([...same[1], ...own])];
    else bySelector.push([selector, own]);
  }
  return bySelector;
}

/**
 * A statement that adds `<link rel="modulepreload">` for `files` (paths relative to the
 * bootstrap's own URL; the first is the entry's code), and for the files of each
 * `[selector, files]` of `byView` whose selector matches an element of the page, so the
 * browser fetches them all in one round trip; `later` (the React half of the runtime) once
 * the entry's code has arrived. Carries the page's CSP nonce when the context names one.
 *
 * Why `later` waits (issue 44, docs/architecture.md "Issue 44: where the time goes"): on a
 * slow link the files fetched together share its bandwidth, and ReactDOM, half of a page's
 * bytes, then held back the entry's code and the core, which the first service call needs.
 * Started when the entry's code is in, it still arrives before it is needed (it is needed
 * only once the first answer is in or FIRST_VIEW_WAIT_MS has passed).
 */
export function preloadSnippet(files, byView = [], later = []) {
  // No check for an existing link: a second link to the same URL fetches nothing more (the
  // module map holds one entry per URL).
  const views = byView.length ? `for(const[s,v]of ${JSON.stringify(byView)})if(d.querySelector(s))v.forEach(p);` : '';
  const rest = later.length ? `l.onload=l.onerror=()=>${JSON.stringify(later)}.forEach(p);` : '';
  return `((u,d)=>{let n;try{n=JSON.parse(d.getElementById("sf-context").textContent).cspNonce}catch{}const p=f=>{const l=d.createElement("link");l.rel="modulepreload";l.href=new URL(f,u).href;if(n)l.nonce=n;d.head.append(l);return l};const[m,...r]=${JSON.stringify(files)},l=p(m);${rest}r.forEach(p);${views}})(import.meta.url,document);`;
}

/**
 * Each entry's bootstrap, dist/widgets/<entry>.js: no static import, so it runs as soon as it
 * arrives; it puts the stand-in bus and mount calls on `window.StorefrontWidgets`
 * (src/bus/standIn.ts) before it returns, modulepreloads the entry's code, everything that
 * code imports, its view and (for a React entry) the React half of the runtime at once (an
 * entry with several views: the files of those whose widgets are on the page), then imports
 * the code. `preloads` records those files.
 */
const MAIN_PLACEHOLDER = './entry-code.js';
// Becomes the entry's mount selectors (`options.widgetsOf`, from widgets/entries.ts): where
// its code cannot load, the bootstrap shows the notice in those elements.
const SELECTORS_PLACEHOLDER = ['sf-entry-selectors'];

export function writeBootstraps(root, meta, options) {
  const standIn = esbuild.buildSync({
    // The entry's code is imported from the bootstrap itself (a relative URL resolves against
    // it); MAIN_PLACEHOLDER becomes each entry's path below.
    stdin: { contents: `import{bootEntry}from'./src/bus/standIn.ts';bootEntry(window,(m)=>import(m),${JSON.stringify(MAIN_PLACEHOLDER)},${JSON.stringify(SELECTORS_PLACEHOLDER)},import.meta.url);`, resolveDir: SOURCE_ROOT, loader: 'ts' },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    target: options.target,
    ...(options.define ? { define: options.define } : {}),
    legalComments: 'none',
  }).outputFiles[0].text;
  const statics = (file) => (meta.outputs[file]?.imports ?? []).filter((imp) => imp.kind === 'import-statement').map((imp) => imp.path);
  const reactHalf = Object.keys(meta.outputs).find((f) => meta.outputs[f].unitOf === 'src/runtime/reactMount.tsx');
  for (const [name, main] of Object.entries(meta.mainOf)) {
    const mainOutput = meta.outputs[main];
    const file = path.posix.join(path.posix.dirname(path.posix.dirname(main)), `${name}.js`);
    // The entry's widgets: their selectors and the sources their declarations load by import().
    const widgets = options.widgetsOf?.(name) ?? [];
    const isView = (source) => widgets.some((widget) => widget.views.includes(source));
    const first = [...reachable(main, statics), ...preloadsFor(meta, main, isView)];
    // An entry that draws with React (its view needs the platform) also import()s the React
    // half of the runtime once its view is in: started with the rest, not a round trip later.
    const draws = first.some((f) => meta.outputs[f]?.layer === 'platform');
    const preloads = [...new Set([...first, ...(draws && reactHalf ? reachable(reactHalf, statics) : [])])];
    const rel = (f) => `./${path.posix.relative(path.posix.dirname(file), f)}`;
    const viewPreloads = viewPreloadsFor(meta, main, widgets, preloads);
    // The React half's own files wait for the entry's code (preloadSnippet).
    const later = preloads.filter((f) => !first.includes(f));
    const now = [main, ...preloads.filter((f) => f !== main && !later.includes(f))];
    const snippet = preloadSnippet(now.map(rel), viewPreloads.map(([selector, files]) => [selector, files.map(rel)]), later.map(rel));
    for (const placeholder of [MAIN_PLACEHOLDER, SELECTORS_PLACEHOLDER]) {
      if (!standIn.includes(JSON.stringify(placeholder))) throw new Error(`build: the bootstrap lost its placeholder ${JSON.stringify(placeholder)}`);
    }
    const selectors = widgets.map((widget) => widget.selector);
    const code = `${snippet}\n${standIn.replace(JSON.stringify(MAIN_PLACEHOLDER), JSON.stringify(rel(main))).replace(JSON.stringify(SELECTORS_PLACEHOLDER), JSON.stringify(selectors))}`;
    writeFileSync(path.join(root, file), code);
    meta.outputs[file] = {
      bytes: Buffer.byteLength(code),
      entryPoint: mainOutput.unitOf,
      imports: [{ path: main, kind: 'dynamic-import' }],
      preloads,
      // Of `preloads`, those requested once the entry's code has arrived (the React half).
      ...(later.length ? { preloadsAfterCode: later } : {}),
      ...(viewPreloads.length ? { viewPreloads } : {}),
      layer: 'entry',
    };
  }
}

export function ensureDir(dir) {
  mkdirSync(dir, { recursive: true });
}

/**
 * Names every file under chunks/ by a hash of its final content (after terser and the
 * preload snippets) and of every file it can load, statically or on demand: a file changes
 * name whenever a byte it runs changes, so a host can serve chunks with a long cache life,
 * and a changed file never keeps the name an earlier build gave it. References to the old
 * names (imports, preload lists, source map links) are rewritten; `meta` is updated in place.
 */
export function nameByContent(root, meta) {
  const pattern = /^(.*)-[A-Z0-9]{8}\.js$/;
  const chunks = Object.keys(meta.outputs).filter((file) => file.endsWith('.js') && file.includes('/chunks/') && pattern.test(path.basename(file)));
  if (chunks.length === 0) return;
  const prefixOf = (file) => path.basename(file).replace(pattern, '$1');
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = new RegExp(chunks.map((file) => escape(path.basename(file))).sort((a, b) => b.length - a.length).join('|'), 'g');
  const normal = new Map(
    chunks.map((file) => [file, readFileSync(path.join(root, file), 'utf8').replace(names, (name) => `${name.replace(pattern, '$1')}-*.js`)]),
  );
  const renamed = new Map();
  for (const file of chunks) {
    const closure = reachable(file, (f) => (meta.outputs[f]?.imports ?? []).map((imp) => imp.path).filter((p) => normal.has(p)));
    // The file's own bytes first: files of one cycle (a layer and the part it loads on demand
    // that imports it back) share their closure, and must still get names of their own.
    const hash = createHash('sha256').update(`${normal.get(file)}\0`);
    for (const member of [...closure].sort()) hash.update(`${prefixOf(member)}\0${normal.get(member)}\0`);
    renamed.set(path.basename(file), `${prefixOf(file)}-${hash.digest('hex').slice(0, 8).toUpperCase()}.js`);
  }
  const rewrite = (text) => text.replace(names, (name) => renamed.get(name) ?? name);
  const newPath = (file) => (file.endsWith('.js') && renamed.has(path.basename(file)) ? path.posix.join(path.posix.dirname(file), renamed.get(path.basename(file))) : file);
  // Every JS file and source map of the build, entries included, then the renames.
  for (const file of Object.keys(meta.outputs).filter((f) => f.endsWith('.js'))) {
    for (const target of [file, `${file}.map`]) {
      const full = path.join(root, target);
      try {
        writeFileSync(full, rewrite(readFileSync(full, 'utf8')));
      } catch (error) {
        if (error.code !== 'ENOENT') throw error;
      }
    }
  }
  for (const file of chunks) {
    const to = newPath(file);
    if (to === file) continue;
    renameSync(path.join(root, file), path.join(root, to));
    try {
      renameSync(path.join(root, `${file}.map`), path.join(root, `${to}.map`));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  const outputs = {};
  for (const [file, output] of Object.entries(meta.outputs)) {
    outputs[newPath(file)] = {
      ...output,
      imports: (output.imports ?? []).map((imp) => ({ ...imp, path: newPath(imp.path) })),
      ...(output.preloads ? { preloads: output.preloads.map(newPath) } : {}),
      ...(output.viewPreloads ? { viewPreloads: output.viewPreloads.map(([selector, files]) => [selector, files.map(newPath)]) } : {}),
    };
  }
  meta.outputs = outputs;
  if (meta.mainOf) meta.mainOf = Object.fromEntries(Object.entries(meta.mainOf).map(([name, file]) => [name, newPath(file)]));
  if (meta.modules) meta.modules = Object.fromEntries(Object.entries(meta.modules).map(([file, modules]) => [newPath(file), modules]));
}
