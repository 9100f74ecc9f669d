// Subresource integrity for the built widgets (docs/embedding.md, "On a payment page").
//
// build.mjs writes dist/meta/integrity.json once the files are final (`integrityManifest`):
// every script under dist/widgets with its SHA-384 `integrity` value, and per entry the
// files it loads at once and those it may load on demand (the script inventory of PCI DSS
// 6.4.3). A host turns it into the tags of its page (`integrityTags`): an import map whose
// `integrity` field covers every file the page's entries can load, chunks included, and
// each entry's `<script type="module">` with its own `integrity`. Run as a command:
//
//   node integrity.mjs --base https://cdn.example/widgets [--nonce N] checkout cartBadge
//
// prints those tags for the entries named, from dist/meta/integrity.json.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reachable } from './buildLayers.mjs';

export const INTEGRITY_FILE = 'dist/meta/integrity.json';

/** The `integrity` value of `bytes`: `sha384-` and the base64 digest. */
export function sriOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * The manifest of the final files of `meta` (dist/meta/widgets.json's shape, paths relative
 * to `root`), read from disk as they will be served. Paths in it are relative to the widgets
 * folder (`widgetsDir`, the folder a host serves as the widgets' base URL).
 */
export function integrityManifest(root, meta, widgetsDir = 'dist/widgets', { version, releases = [] } = {}) {
  const outputs = Object.fromEntries(Object.entries(meta.outputs).filter(([file]) => file.endsWith('.js')));
  const rel = (file) => path.posix.relative(widgetsDir, file);
  const importsOf = (kinds) => (file) => (outputs[file]?.imports ?? []).filter((imp) => kinds.includes(imp.kind)).map((imp) => imp.path);
  const files = {};
  for (const file of Object.keys(outputs).sort()) {
    const bytes = readFileSync(path.join(root, file));
    files[rel(file)] = { integrity: sriOf(bytes), bytes: bytes.length, kind: outputs[file].layer ?? 'part' };
  }
  const entries = {};
  for (const [file, output] of Object.entries(outputs).sort(([a], [b]) => a.localeCompare(b))) {
    if (!output.entryPoint) continue;
    // A bootstrap imports its entry's code by import() and modulepreloads the rest: all loaded at once.
    const starts = [file, ...(output.preloads ?? [])];
    const atOnce = new Set(starts.flatMap((start) => [...reachable(start, importsOf(['import-statement']))]));
    const all = new Set(starts.flatMap((start) => [...reachable(start, importsOf(['import-statement', 'dynamic-import']))]));
    const sorted = (set) => [...set].map(rel).sort();
    entries[path.posix.basename(file, '.js')] = {
      file: rel(file),
      loads: [rel(file), ...sorted(atOnce).filter((f) => f !== rel(file))],
      onDemand: sorted([...all].filter((f) => !atOnce.has(f))),
    };
  }
  // Every release folder's files, under their versioned paths ("0.4.0/searchPage.js"): what a
  // pinned snippet loads. A release's entries load the same files, relative to its folder.
  for (const release of releases) {
    for (const file of listFiles(path.join(root, widgetsDir, release)).filter((f) => f.endsWith('.js')).sort()) {
      const bytes = readFileSync(path.join(root, widgetsDir, release, file));
      files[`${release}/${file}`] = { integrity: sriOf(bytes), bytes: bytes.length, kind: files[file]?.kind ?? (file.includes('/') ? 'part' : 'entry') };
    }
  }
  return { algorithm: 'sha384', ...(version ? { version } : {}), files, entries };
}

/** Files under `dir`, as paths relative to it with forward slashes. */
function listFiles(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

const escapeAttribute = (text) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** JSON that cannot end its `<script>` element. */
const jsonForScript = (data) => JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * The import map (`{ integrity: { <absolute URL>: <sha384-…> } }`) covering every file the
 * `entries` load or may load. Keys are absolute URLs under `base` (the widgets' base URL,
 * absolute, e.g. `https://cdn.example/widgets`): the browser resolves a chunk's import
 * against its importer's URL, and an integrity key only applies to that exact URL.
 */
export function integrityImportMap(manifest, { base, entries }) {
  const root = widgetsBase(base);
  const integrity = {};
  for (const name of entries) {
    const entry = manifest.entries[name];
    if (!entry) {
      throw new Error(`integrity.json has no entry "${name}"; it lists ${Object.keys(manifest.entries).join(', ')}. Rebuild (node build.mjs) or fix the name.`);
    }
    for (const file of [...entry.loads, ...entry.onDemand]) integrity[new URL(file, root).href] = manifest.files[file].integrity;
  }
  return { integrity };
}

function widgetsBase(base) {
  let url;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`the widgets' base URL must be absolute (https://cdn.example/widgets), got "${base}": the import map's keys are the URLs the browser resolves.`);
  }
  return new URL(url.href.endsWith('/') ? url.href : `${url.href}/`);
}

/**
 * A page's tags for `entries`: `importMap` goes in the `<head>`, before any module script
 * or modulepreload link; `scripts` where the page loads its widgets. Both carry `nonce`
 * when given (the inline import map needs it under a CSP without 'unsafe-inline').
 */
export function integrityTags(manifest, { base, entries, nonce }) {
  const root = widgetsBase(base);
  const nonceAttr = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  const importMap = `<script type="importmap"${nonceAttr}>${jsonForScript(integrityImportMap(manifest, { base, entries }))}</script>`;
  const scripts = [...new Set(entries)].map((name) => {
    const file = manifest.entries[name].file;
    const src = new URL(file, root).href;
    return `<script type="module" src="${escapeAttribute(src)}" integrity="${manifest.files[file].integrity}"${nonceAttr}></script>`;
  });
  return { importMap, scripts: scripts.join('\n') };
}

function main(argv) {
  const args = [...argv];
  const option = (name) => {
    const at = args.indexOf(name);
    if (at === -1) return undefined;
    const [, value] = args.splice(at, 2);
    return value;
  };
  const base = option('--base');
  const nonce = option('--nonce');
  const file = option('--manifest') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), INTEGRITY_FILE);
  if (!base || args.length === 0) {
    console.error('usage: node integrity.mjs --base https://cdn.example/widgets [--nonce N] [--manifest dist/meta/integrity.json] <entry>…');
    process.exitCode = 2;
    return;
  }
  const tags = integrityTags(JSON.parse(readFileSync(file, 'utf8')), { base, entries: args, nonce });
  console.log(`<!-- in <head>, before any module script -->\n${tags.importMap}\n<!-- where the widgets load -->\n${tags.scripts}`);
}

// Run as a command only as itself: bundled into the demo server, import.meta.url is the server's file.
if (process.argv[1] && path.basename(process.argv[1]) === 'integrity.mjs' && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`integrity.mjs: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
