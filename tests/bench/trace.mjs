// `npm run bench:trace`: where the time goes from navigation start to the bench's painted mark,
// for the product page (painted with its price, signed in) and the search page (first 18
// results), on both bench profiles (unthrottled, and the throttled phone profile of
// browser.mjs), the widget beside its React + Emotion floor. Each load is traced with CDP
// Tracing (devtools timeline and V8's CPU samples) and split by traceSplit.mjs; the tables
// print medians of BENCH_RUNS loads (5 by default) and bench-results/trace.json keeps every
// load's split. Same pages, answers from memory and probes as the bench (productPage.mjs,
// browser.mjs). Tracing slows the page itself (the CPU sampler, the events): the painted times
// here are later than the bench's; compare parts with each other and with the floor.
//
// Arguments filter what is traced: `node tests/bench/trace.mjs product mobile` (after
// `node build.mjs`); `--no-floor` leaves the floors out; `--raw` keeps every load's events. Figures: docs/architecture.md,
// "Issue 44: where the time goes".
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { emulate, MOBILE_PROFILE, PROBE, routeFromMemory, searchBenchPages } from './browser.mjs';
import { PRICE_PROBE, productBenchPages } from './productPage.mjs';
import { whenMarked } from './paintMark.mjs';
import { CHROMIUM_ARGS, personaContext, startServer } from './server.mjs';
import { CATEGORIES, sourceMaps, splitTrace } from './traceSplit.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS) || 5;
const args = process.argv.slice(2);
const wanted = (word, all) => !all.some((w) => args.includes(w)) || args.includes(word);
const withFloor = !args.includes('--no-floor');
// `--raw`: every load's trace events too, under bench-results/trace-raw/ (a few MB each).
const rawFolder = args.includes('--raw') ? path.join(root, 'bench-results/trace-raw') : null;
const rawName = (pathname, profile) => `${pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${profile ? 'mobile' : 'desktop'}`;
if (rawFolder) mkdirSync(rawFolder, { recursive: true });

const CATEGORIES_TRACED = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};
const round = (n) => (n === null ? null : Math.round(n * 10) / 10);

/** One traced load: the page from navigation to the painted mark, its trace split. */
async function tracedLoad(browser, baseUrl, { pages, answers, pathname, probe }, profile, original) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await page.addInitScript(probe);
    await emulate(page, profile);
    await routeFromMemory(page, baseUrl, pages, answers, profile);
    const marked = await whenMarked(page);
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => {
      for (const event of value) events.push(event);
    });
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    // With --raw, also each task's origin (`toplevel`: the Chromium function that posted it).
    await cdp.send('Tracing.start', { categories: rawFolder ? `${CATEGORIES_TRACED},toplevel` : CATEGORIES_TRACED, transferMode: 'ReportEvents' });
    const pageUrl = `${baseUrl}${pathname}`;
    await page.goto(pageUrl);
    const paintedMs = await marked();
    await cdp.send('Tracing.end');
    await complete;
    if (rawFolder) writeFileSync(path.join(rawFolder, `${rawName(pathname, profile)}-${Date.now()}.json`), JSON.stringify({ pageUrl, paintedMs, events }));
    return splitTrace(events, { pageUrl, paintedMs, original });
  } finally {
    await context.close();
  }
}

/** Medians over loads: each category, each file's and call's times, the milestones. */
function medianSplit(loads) {
  const categories = Object.fromEntries(CATEGORIES.map((c) => [c, round(median(loads.map((l) => l.categories[c])))]));
  const milestones = Object.fromEntries(Object.keys(loads[0].milestones).map((k) => [k, round(median(loads.map((l) => l.milestones[k])))]));
  const rowsBy = (key, field) => {
    const names = [...new Set(loads.flatMap((l) => l[key].map((r) => r[field])))];
    return names.map((name) => {
      const rows = loads.map((l) => l[key].find((r) => r[field] === name)).filter(Boolean);
      const numbers = Object.keys(rows[0]).filter((k) => typeof rows[0][k] === 'number');
      return { ...rows[0], ...Object.fromEntries(numbers.map((k) => [k, round(median(rows.map((r) => r[k])))])), loads: rows.length };
    });
  };
  // What ran (and whose styles Emotion handled): a source absent from a load took 0 ms there.
  const bySource = (key) =>
    [...new Set(loads.flatMap((l) => l[key].map((r) => r.source)))]
      .map((source) => ({ source, ms: round(median(loads.map((l) => l[key].find((r) => r.source === source)?.ms ?? 0))) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 12);
  return {
    paintedMs: round(median(loads.map((l) => l.paintedMs))),
    categories,
    milestones,
    files: rowsBy('files', 'file'),
    calls: rowsBy('calls', 'call'),
    running: bySource('running'),
    styling: bySource('styling'),
  };
}

function table(head, rows) {
  const cells = rows.map((r) => r.map((c) => (c === null || c === undefined ? '-' : String(c))));
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join(' | ')} |`;
  return [line(head), `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...cells.map(line)].join('\n');
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sf-bench-trace-'));
const server = await startServer(root, { dataDir });
const removals = [];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const context = await personaContext(server.url, 'buyer');
  const original = sourceMaps(root);
  const subjects = [];
  if (wanted('product', ['product', 'search'])) {
    const bench = await productBenchPages(root, server.url, context);
    removals.push(bench.remove);
    subjects.push({ page: 'product', kind: 'widget', pathname: '/bench/product-widget', pages: bench.pages, answers: bench.answers, probe: PRICE_PROBE });
    if (withFloor) subjects.push({ page: 'product', kind: 'floor', pathname: '/bench/product-react', pages: bench.pages, answers: bench.answers, probe: PRICE_PROBE });
  }
  if (wanted('search', ['product', 'search'])) {
    const bench = await searchBenchPages(root, server.url, context);
    removals.push(bench.remove);
    const answers = bench.answersFor(18);
    subjects.push({ page: 'search', kind: 'widget', pathname: '/bench/widget-18?cards=18', pages: bench.pages, answers, probe: PROBE });
    if (withFloor) subjects.push({ page: 'search', kind: 'floor', pathname: '/bench/react-18?cards=18', pages: bench.pages, answers, probe: PROBE });
  }
  const profiles = [
    ['desktop', null],
    ['mobile', MOBILE_PROFILE],
  ].filter(([name]) => wanted(name, ['desktop', 'mobile']));

  const results = [];
  for (const [profileName, profile] of profiles) {
    const loads = new Map(subjects.map((s) => [s, []]));
    // Widget and floor alternate, run after run, as in the bench.
    for (let run = 0; run < RUNS; run += 1) {
      for (const subject of subjects) {
        process.stdout.write(`tracing ${subject.page} ${subject.kind} ${profileName} ${run + 1}/${RUNS}\r`);
        loads.get(subject).push(await tracedLoad(browser, server.url, subject, profile, original));
      }
    }
    for (const subject of subjects) {
      results.push({ page: subject.page, kind: subject.kind, profile: profileName, median: medianSplit(loads.get(subject)), loads: loads.get(subject) });
    }
  }
  process.stdout.write('\n');

  // The split, one column per traced page.
  const label = (r) => `${r.page} ${r.kind} ${r.profile}`;
  console.log(`\nWhere the time goes, navigation start to painted (ms, medians of ${RUNS} traced loads; each part's median apart, so a column need not add up):\n`);
  console.log(
    table(
      ['part', ...results.map(label)],
      [['painted (traced)', ...results.map((r) => r.median.paintedMs)], ...CATEGORIES.map((c) => [c, ...results.map((r) => r.median.categories[c])])],
    ),
  );
  console.log('\nMilestones (ms from navigation start):\n');
  const milestones = Object.keys(results[0]?.median.milestones ?? {});
  console.log(table(['milestone', ...results.map(label)], milestones.map((m) => [m, ...results.map((r) => r.median.milestones[m])])));
  for (const r of results.filter((x) => x.kind === 'widget')) {
    const before = r.median.files.filter((f) => f.requested < r.median.paintedMs);
    console.log(`\n${label(r)}: our files (requested, network done, ready on the main thread; compile off and on the main thread, run):\n`);
    console.log(table(['file', 'KB', 'requested', 'arrived', 'ready', 'bg compile', 'compile', 'run'], before.map((f) => [f.file, f.kb, f.requested, f.arrived, f.ready, f.backgroundCompileMs, f.compileMs, f.runMs])));
    console.log(`\n${label(r)}: what ran of our files before the paint, by source module or package (ms):\n`);
    console.log(table(['source', 'ms'], r.median.running.map((x) => [x.source, x.ms])));
    const calls = r.median.calls.filter((c) => c.start < r.median.paintedMs);
    console.log(`\n${label(r)}: service calls before the paint (left after = answered before it left):\n`);
    console.log(table(['call', 'start', 'end', 'left after', 'alongside'], calls.map((c) => [c.call, c.start, c.end, c.after.join(', ') || '-', c.alongside.join(', ') || '-'])));
  }

  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  const report = { measuredAt: new Date().toISOString(), runs: RUNS, categories: CATEGORIES, results };
  writeFileSync(path.join(root, 'bench-results/trace.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nEvery load: bench-results/trace.json');
} finally {
  for (const remove of removals) remove();
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
