// Where a page's first-load bytes come from: each final file's gzip size split over the source
// modules its composed source map (esbuild, then terser) names, in proportion to the minified
// characters each module's code takes; the cross-file import/export statements ("glue") are
// counted apart. `npm run bench:attribution` prints the tables quoted in docs/architecture.md
// (issue 34, step 6); the same pages as the bench's weight rows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';
import { firstLoadFiles } from './bundle.mjs';
import { FLOOR_RATIO_BUDGET, libraryFloorKb } from './floor.mjs';
import { openDemoPage } from './server.mjs';

/** Cross-file statements of an ES module file as esbuild and terser write them. */
const GLUE = /import\s*\{[^}]*\}\s*from\s*"[^"]*";?|import\s*"[^"]*";?|export\s*\{[^}]*\};?/g;

/** What a source path counts as: a package (`react-dom`, `@emotion/react`) or an own module (`src/ui/search/Card.tsx`). */
export function sourceOf(source) {
  const normalized = source.replace(/\\/g, '/');
  const inPackages = normalized.lastIndexOf('node_modules/');
  if (inPackages >= 0) {
    const [first, second] = normalized.slice(inPackages + 'node_modules/'.length).split('/');
    return { kind: 'package', name: first.startsWith('@') ? `${first}/${second}` : first };
  }
  const own = normalized.replace(/^(\.\.\/)+/, '');
  return { kind: 'own', name: own };
}

/** The characters of one file by source module (path as the map names it), plus `glue` and `unmapped`. */
export function charactersBySource(code, map) {
  const counts = new Map();
  for (const source of ownerOfEachCharacter(code, map)) counts.set(source, (counts.get(source) ?? 0) + 1);
  return counts;
}

/** For each character of `code`, the source module it came from (or `glue`, `unmapped`). */
export function ownerOfEachCharacter(code, map) {
  const traced = new TraceMap(map);
  const owner = new Array(code.length).fill('unmapped');
  const lines = code.split('\n');
  const decoded = decodedMappings(traced);
  let offset = 0;
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    for (let i = 0; i < segments.length; i += 1) {
      const [column, sourceIndex] = segments[i];
      const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
      if (sourceIndex === undefined) continue;
      const source = traced.sources[sourceIndex] ?? 'unmapped';
      for (let c = column; c < end; c += 1) owner[offset + c] = source;
    }
    offset += line.length + 1;
  });
  for (const match of code.matchAll(GLUE)) for (let c = match.index; c < match.index + match[0].length; c += 1) owner[c] = 'glue';
  return owner;
}

/** A source its map names, as a path from the repository's root (`glue` and `unmapped` as they are). */
function sourceInRepo(file, source) {
  return source === 'glue' || source === 'unmapped' ? source : path.posix.normalize(path.posix.join(path.posix.dirname(file), source));
}

/** Gzip KB of a page's first load by source module, each file's gzip split in proportion. */
export function attributePage(root, files) {
  const bySource = new Map();
  let totalKb = 0;
  for (const file of files) {
    const full = path.join(root, file);
    const code = readFileSync(full, 'utf8');
    const gzipKb = gzipSync(code, { level: 9 }).length / 1024;
    totalKb += gzipKb;
    let map;
    try {
      map = JSON.parse(readFileSync(`${full}.map`, 'utf8'));
    } catch {
      bySource.set(`(no map) ${path.basename(file)}`, (bySource.get(`(no map) ${path.basename(file)}`) ?? 0) + gzipKb);
      continue;
    }
    for (const [source, characters] of charactersBySource(code, map)) {
      const key = sourceInRepo(file, source);
      bySource.set(key, (bySource.get(key) ?? 0) + (gzipKb * characters) / code.length);
    }
  }
  return { totalKb, bySource };
}

/** The page's parts: packages, own code by folder, glue. */
export function summarize({ totalKb, bySource }) {
  const packages = new Map();
  const folders = new Map();
  const modules = new Map();
  let glue = 0;
  let unmapped = 0;
  for (const [key, kb] of bySource) {
    if (key === 'glue') glue += kb;
    else if (key === 'unmapped' || key.startsWith('(no map)')) unmapped += kb;
    else {
      const { kind, name } = sourceOf(key);
      if (kind === 'package') packages.set(name, (packages.get(name) ?? 0) + kb);
      else {
        const folder = path.posix.dirname(name);
        folders.set(folder, (folders.get(folder) ?? 0) + kb);
        modules.set(name, (modules.get(name) ?? 0) + kb);
      }
    }
  }
  const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
  return { totalKb, packagesKb: sum(packages), ownKb: sum(modules), glue, unmapped, packages, folders, modules };
}

/** The pages of the bench's weight rows: [label, entries, parts loaded at once]. */
export const PAGES = [
  ['search page', ['searchPage'], []],
  ['product page', ['productPage'], []],
  ['cart page', ['cartPage'], []],
  ['quick order', ['quickOrder'], []],
  ['checkout with its form', ['checkout'], ['CheckoutWidget']],
  ['add-ons configurator', ['configurators'], ['AddonsConfiguratorWidget']],
  ['bench configurator', ['configurators'], ['BenchConfiguratorWidget']],
  ['account (statements)', ['account'], ['StatementsWidget']],
  ['favorites page', ['account'], ['FavoritesPageRoot', 'favoritesPageParts']],
  ['customer switcher', ['customerSwitcher'], []],
  ['favorites dialog', ['favoritesDialog'], []],
];

const kb = (n) => n.toFixed(1);

export async function attributionTables(root) {
  const meta = JSON.parse(readFileSync(path.join(root, 'dist/meta/widgets.json'), 'utf8'));
  const floor = await libraryFloorKb(root);
  const target = floor * FLOOR_RATIO_BUDGET;
  const out = [];
  out.push(`Library floor ${kb(floor)} KB gzip; target ${FLOOR_RATIO_BUDGET}x = ${kb(target)} KB.`, '');
  out.push('| page | first load | libraries | own code | glue | over target |', '|---|---|---|---|---|---|');
  const summaries = [];
  for (const [label, entries, parts] of PAGES) {
    const summary = summarize(attributePage(root, firstLoadFiles(meta, entries, parts)));
    summaries.push([label, summary]);
    out.push(`| ${label} | ${kb(summary.totalKb)} | ${kb(summary.packagesKb)} | ${kb(summary.ownKb)} | ${kb(summary.glue + summary.unmapped)} | ${kb(summary.totalKb - target)} |`);
  }
  const [searchLabel, search] = summaries[0];
  out.push('', `${searchLabel}: libraries (gzip KB)`, '', '| package | KB |', '|---|---|');
  for (const [name, value] of [...search.packages].sort((a, b) => b[1] - a[1])) if (value >= 0.05) out.push(`| ${name} | ${kb(value)} |`);
  out.push('', `${searchLabel}: own code by folder (gzip KB)`, '', '| folder | KB |', '|---|---|');
  for (const [name, value] of [...search.folders].sort((a, b) => b[1] - a[1])) if (value >= 0.1) out.push(`| ${name} | ${kb(value)} |`);
  out.push('', `${searchLabel}: the 20 largest own modules (gzip KB)`, '', '| module | KB |', '|---|---|');
  for (const [name, value] of [...search.modules].sort((a, b) => b[1] - a[1]).slice(0, 20)) out.push(`| ${name} | ${kb(value)} |`);
  return out.join('\n');
}

/**
 * What the search page downloads before its first results and has not run when they are
 * painted (Chromium's block coverage, taken as soon as 18 cards are in the page), by own
 * folder and module: code that could wait behind the first paint. Gzip KB, each file's
 * gzip split in proportion to characters.
 */
export async function notRunAtFirstPaint(root) {
  const { page, url, close } = await openDemoPage(root);
  try {
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(`${url}/search-results?term=pot`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelectorAll('article[aria-label], article[aria-labelledby]').length >= 18, null, { polling: 'raf', timeout: 60_000 });
    const entries = await page.coverage.stopJSCoverage();
    const notRun = new Map();
    let downloadedKb = 0;
    let notRunKb = 0;
    for (const entry of entries) {
      const file = path.posix.join('dist/widgets', new URL(entry.url).pathname.replace(/^\/widgets\//, ''));
      if (!file.endsWith('.js') || !entry.source) continue;
      const code = entry.source;
      const ran = new Uint8Array(code.length).fill(1);
      const ranges = entry.functions.flatMap((f) => f.ranges).sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset));
      for (const range of ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
      let map;
      try {
        map = JSON.parse(readFileSync(path.join(root, `${file}.map`), 'utf8'));
      } catch {
        continue;
      }
      const owner = ownerOfEachCharacter(code, map);
      const gzipKb = gzipSync(code, { level: 9 }).length / 1024;
      downloadedKb += gzipKb;
      const perCharacter = gzipKb / code.length;
      const names = new Map();
      for (let c = 0; c < code.length; c += 1) {
        if (ran[c]) continue;
        notRunKb += perCharacter;
        const source = owner[c];
        if (!names.has(source)) names.set(source, sourceOf(sourceInRepo(file, source)).name);
        const key = names.get(source);
        notRun.set(key, (notRun.get(key) ?? 0) + perCharacter);
      }
    }
    return { downloadedKb, notRunKb, notRun };
  } finally {
    await close();
  }
}

async function notRunTable(root) {
  const { downloadedKb, notRunKb, notRun } = await notRunAtFirstPaint(root);
  const own = [...notRun].filter(([name]) => name.startsWith('src/') || name.startsWith('widgets/'));
  const byFolder = new Map();
  for (const [name, value] of own) byFolder.set(path.posix.dirname(name), (byFolder.get(path.posix.dirname(name)) ?? 0) + value);
  const ownKb = own.reduce((a, [, v]) => a + v, 0);
  const out = [`Search page, when its first 18 results are in the page: ${kb(downloadedKb)} KB gzip loaded, ${kb(notRunKb)} KB of it not run yet (own code ${kb(ownKb)}, libraries ${kb(notRunKb - ownKb - (notRun.get('glue') ?? 0) - (notRun.get('unmapped') ?? 0))}).`, ''];
  out.push('| own folder: not run at first paint | KB |', '|---|---|');
  for (const [name, value] of [...byFolder].sort((a, b) => b[1] - a[1])) if (value >= 0.1) out.push(`| ${name} | ${kb(value)} |`);
  out.push('', '| own module: not run at first paint | KB |', '|---|---|');
  for (const [name, value] of own.sort((a, b) => b[1] - a[1]).slice(0, 20)) out.push(`| ${name} | ${kb(value)} |`);
  return out.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  console.log(await attributionTables(root));
  console.log(`\n${await notRunTable(root)}`);
}
