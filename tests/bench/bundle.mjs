// Page weight: the JavaScript a page downloads (gzip) and in how many files, from the
// build's record of its final files (dist/meta/widgets.json, written by build.mjs: each
// file's static and dynamic imports, and per entry the files it modulepreloads).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FLOOR_RATIO_BUDGET, floorRow } from './floor.mjs';

function readMeta(root) {
  return JSON.parse(readFileSync(path.join(root, 'dist/meta/widgets.json'), 'utf8'));
}

/** Every file reachable from `starts` through imports of the given kinds. */
function reach(meta, starts, kinds) {
  const seen = new Set();
  const stack = [...starts];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imp of meta.outputs[file]?.imports ?? []) if (kinds.includes(imp.kind)) stack.push(imp.path);
  }
  return seen;
}

function weigh(root, files) {
  let gzip = 0;
  for (const file of files) gzip += gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length;
  return { files: files.size, gzipKb: gzip / 1024 };
}

const entryFile = (meta, name) => {
  const file = `dist/widgets/${name}.js`;
  if (!meta.outputs[file]) throw new Error(`dist/widgets/${name}.js is not in the build; run node build.mjs`);
  return file;
};

/**
 * What a page with these entries loads before its widgets draw: the entries, their static
 * imports and what they modulepreload (their code, views, the React platform and the React
 * half of the runtime), with their static imports. `lazyChunks` name parts the page always
 * loads (a configurator page loads its screen), by the start of their file name.
 */
export function firstLoadFiles(meta, entryNames, lazyChunks = []) {
  const starts = [];
  for (const name of entryNames) {
    const file = entryFile(meta, name);
    starts.push(file, ...(meta.outputs[file].preloads ?? []));
  }
  for (const prefix of lazyChunks) starts.push(partFile(meta, prefix));
  return reach(meta, starts, ['import-statement']);
}

/** Everything a page with these entries can ever load, on-demand parts included. */
export function allFiles(meta, entryNames) {
  return reach(meta, entryNames.map((name) => entryFile(meta, name)), ['import-statement', 'dynamic-import']);
}

/** The file of the part named `prefix` (the start of its file name under chunks/). */
function partFile(meta, prefix) {
  const file = Object.keys(meta.outputs).find((f) => f.startsWith(`dist/widgets/chunks/${prefix}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`no chunk named ${prefix} in the build`);
  return file;
}

/**
 * Round trips before first paint of a page with these entries, counted from the build's
 * record (the HTML's own is not counted): an entry file is requested in the first, a file's
 * static imports in the one after it arrived. A bootstrap (`mainOf`) runs once it is in: in
 * the next round trip the files it modulepreloads are requested (with the view files it
 * preloads for the page's widgets, `viewPreloads`) and so is the entry's code; the React
 * half (`preloadsAfterCode`) in the one after the entry's code arrived. The code runs
 * once it and its static imports are in; in the next round trip its first service calls
 * leave and the parts it loads at once (`lazyChunks`: its views, a screen) are requested
 * unless already on their way. The notes' "waves".
 */
export function roundTrips(meta, entryNames, lazyChunks = []) {
  const tripOf = new Map();
  const request = (file, trip) => {
    if (tripOf.has(file) && tripOf.get(file) <= trip) return;
    tripOf.set(file, trip);
    for (const imp of meta.outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') request(imp.path, trip + 1);
  };
  const runsAt = (file) => Math.max(...[...reach(meta, [file], ['import-statement'])].map((f) => tripOf.get(f)));
  const parts = lazyChunks.map((prefix) => partFile(meta, prefix));
  let callsLeave = 0;
  for (const name of entryNames) {
    const entry = entryFile(meta, name);
    const output = meta.outputs[entry];
    request(entry, 1);
    const booted = runsAt(entry);
    const forViews = (output.viewPreloads ?? []).filter(([, files]) => files.some((f) => parts.includes(f))).flatMap(([, files]) => files);
    const afterCode = output.preloadsAfterCode ?? [];
    for (const file of [...(output.preloads ?? []), ...forViews]) if (!afterCode.includes(file)) request(file, booted + 1);
    const main = meta.mainOf?.[name] ?? entry;
    if (main !== entry) request(main, booted + 1);
    // The React half: once the entry's code has arrived (buildLayers.mjs preloadSnippet).
    for (const file of afterCode) request(file, booted + 2);
    const runs = runsAt(main);
    for (const part of parts) request(part, runs + 1);
    callsLeave = Math.max(callsLeave, runs + 1);
  }
  return Math.max(callsLeave, ...tripOf.values());
}

export function pageWeight(root, entryNames, lazyChunks = []) {
  return weigh(root, firstLoadFiles(readMeta(root), entryNames, lazyChunks));
}

/** Budgets (KB gzip) of what a page loads before its widgets draw, by entry. */
// The new screens (cart page, checkout, product page, account) have the search page's budgets
// (issues 22 to 24). account.js's "all" counts every account widget's parts together (the
// password lists among them), which no page loads, so it has no budget of its own.
const FIRST_LOAD_BUDGETS = { cartBadge: 85, searchPage: 100, favoritesDialog: 100, configurators: 105, checkout: 100, cartPage: 100, productPage: 100, account: 100 };
/** Budgets (KB gzip) of all a page can load, on-demand parts included, by entry. */
const ALL_BUDGETS = { searchPage: 115, cartPage: 115, checkout: 115, productPage: 115 };

const round1 = (n) => Math.round(n * 10) / 10;

/**
 * The page-weight rows of the bench table, one set per entry of the build (every line of
 * widgets/entries.ts, so new entries appear by themselves):
 *   weight.<entry>.firstLoad   KB before the widgets draw (for the search page: before
 *                              the first results are painted), with its file count
 *   weight.<entry>.all         KB with every on-demand part
 *   weight.<entry>.files       files before the widgets draw
 * plus search.jsBeforeFirstResults / search.jsAll (the names for the search page's
 * two), the configurator pages with their screen, and badge + search together.
 */
export async function bundleFigures(root) {
  const meta = readMeta(root);
  const floor = await floorRow(root);
  /** `weight.<page>.floorRatio`: a React page's first load over the library floor (issue 34: at most 1.35). */
  const ratioRow = (id, what, kb) => {
    const ratio = Math.round((kb / floor.result) * 100) / 100;
    return { id: `weight.${id}.floorRatio`, figure: `${what}: first load / library floor`, budget: FLOOR_RATIO_BUDGET, result: ratio, unit: 'x', pass: ratio <= FLOOR_RATIO_BUDGET };
  };
  const drawsWithReact = (files) => [...files].some((file) => meta.outputs[file]?.layer === 'platform');
  const entries = Object.entries(meta.outputs)
    .filter(([, output]) => output.entryPoint)
    .map(([file]) => path.basename(file, '.js'))
    .sort();
  const rows = [floor];
  for (const name of entries) {
    const firstFiles = firstLoadFiles(meta, [name]);
    const first = weigh(root, firstFiles);
    const all = weigh(root, allFiles(meta, [name]));
    const firstBudget = FIRST_LOAD_BUDGETS[name] ?? null;
    const allBudget = ALL_BUDGETS[name] ?? null;
    rows.push({
      id: `weight.${name}.firstLoad`,
      figure: `JS a page with only ${name}.js loads before it draws (gzip; ${first.files} files)`,
      budget: firstBudget, result: round1(first.gzipKb), unit: 'KB',
      pass: firstBudget === null || first.gzipKb <= firstBudget, ...(firstBudget === null ? { informational: true } : {}),
    });
    rows.push({
      id: `weight.${name}.all`,
      figure: `All JS of a page with only ${name}.js, on-demand parts included (gzip; ${all.files} files)`,
      budget: allBudget, result: round1(all.gzipKb), unit: 'KB',
      pass: allBudget === null || all.gzipKb <= allBudget, ...(allBudget === null ? { informational: true } : {}),
    });
    rows.push({ id: `weight.${name}.files`, figure: `Files a page with only ${name}.js loads before it draws`, budget: null, result: first.files, unit: 'files', pass: true, informational: true });
    if (drawsWithReact(firstFiles)) rows.push(ratioRow(name, `A page with only ${name}.js`, first.gzipKb));
    const trips = roundTrips(meta, [name]);
    rows.push({ id: `trips.${name}`, figure: `Round trips before a page with only ${name}.js draws (files and its first service calls)`, budget: 3, result: trips, unit: 'round trips', pass: trips <= 3 });
    if (name === 'searchPage') {
      rows.push({ id: 'search.jsBeforeFirstResults', figure: `Search page: JS before the first results are painted (gzip; ${first.files} files)`, budget: 100, result: round1(first.gzipKb), unit: 'KB', pass: first.gzipKb <= 100 });
      rows.push({ id: 'search.jsAll', figure: `Search page: all JS including on-demand parts (gzip; ${all.files} files)`, budget: 115, result: round1(all.gzipKb), unit: 'KB', pass: all.gzipKb <= 115 });
    }
  }
  for (const [page, screen] of [['addons', 'AddonsConfiguratorWidget'], ['bench', 'BenchConfiguratorWidget']]) {
    if (!entries.includes('configurators')) break;
    const weight = weigh(root, firstLoadFiles(meta, ['configurators'], [screen]));
    rows.push(ratioRow(`configurators.${page}Page`, `${page === 'addons' ? 'An add-ons' : 'A bench'} configurator page`, weight.gzipKb));
    const trips = roundTrips(meta, ['configurators'], [screen]);
    rows.push({ id: `trips.configurators.${page}Page`, figure: `Round trips before ${page === 'addons' ? 'an add-ons' : 'a bench'} configurator page draws its screen`, budget: 3, result: trips, unit: 'round trips', pass: trips <= 3 });
    rows.push({
      id: `weight.configurators.${page}Page`,
      figure: `JS of ${page === 'addons' ? 'an add-ons' : 'a bench'} configurator page, with the screen it loads (gzip; ${weight.files} files)`,
      budget: 105, result: round1(weight.gzipKb), unit: 'KB', pass: weight.gzipKb <= 105,
    });
  }
  // Pages drawing one view of a request-first entry, with the parts their first paint needs:
  // the weight (budget: the page's) and the round trips before first paint (issue 34: at most 3).
  const viewPages = [
    { id: 'checkout.checkoutPage', entry: 'checkout', parts: ['CheckoutWidget'], what: 'the checkout page with its form', budget: 115 },
    { id: 'account.statementsPage', entry: 'account', parts: ['StatementsWidget'], what: 'an account page with the statements', budget: 100 },
    { id: 'account.favoritesPage', entry: 'account', parts: ['FavoritesPageRoot', 'favoritesPageParts'], what: 'the favorites page', budget: 100 },
  ];
  for (const { id, entry, parts, what, budget } of viewPages) {
    if (!entries.includes(entry)) continue;
    const weight = weigh(root, firstLoadFiles(meta, [entry], parts));
    rows.push({ id: `weight.${id}`, figure: `JS of ${what}, with the view it loads (gzip; ${weight.files} files)`, budget, result: round1(weight.gzipKb), unit: 'KB', pass: weight.gzipKb <= budget });
    rows.push(ratioRow(id, `${what[0].toUpperCase()}${what.slice(1)}`, weight.gzipKb));
    const trips = roundTrips(meta, [entry], parts);
    rows.push({ id: `trips.${id}`, figure: `Round trips before ${what} is drawn (files and its first service calls)`, budget: 3, result: trips, unit: 'round trips', pass: trips <= 3 });
  }
  // React and the shared runtime are downloaded once when a page loads several entries.
  if (entries.includes('cartBadge') && entries.includes('searchPage')) {
    const both = weigh(root, firstLoadFiles(meta, ['cartBadge', 'searchPage']));
    const search = weigh(root, firstLoadFiles(meta, ['searchPage']));
    const badge = weigh(root, firstLoadFiles(meta, ['cartBadge']));
    const extraForBadge = both.gzipKb - search.gzipKb;
    rows.push({
      id: 'weight.badgeWithSearch.extra',
      figure: `Extra JS for the cart badge on a page that already loads the search page (gzip; ${both.files} files for both)`,
      budget: 10, result: round1(extraForBadge), unit: 'KB', pass: extraForBadge <= 10 && both.gzipKb < search.gzipKb + badge.gzipKb,
    });
  }
  // A signed-in page with the search page loads the customer switcher too (issue 25).
  if (entries.includes('cartBadge') && entries.includes('searchPage') && entries.includes('customerSwitcher')) {
    const both = weigh(root, firstLoadFiles(meta, ['cartBadge', 'searchPage']));
    const three = weigh(root, firstLoadFiles(meta, ['cartBadge', 'searchPage', 'customerSwitcher']));
    const extra = three.gzipKb - both.gzipKb;
    rows.push({
      id: 'weight.switcherWithSearch.extra',
      figure: `Extra JS for the customer switcher on a page that already loads the search page and badge (gzip; ${three.files} files for the three)`,
      budget: 10, result: round1(extra), unit: 'KB', pass: extra <= 10,
    });
  }
  return rows;
}
