// `npm run bench`: every performance figure of the project in one run. Prints one table
// (figure, budget, result, pass or fail), writes the same as JSON to bench-results/latest.json,
// and exits non-zero when a budget is missed. Never part of `npm test`: timings belong here.
// `npm run bench -- quickOrder search.filterClick`: only the rows whose ids start with one of the
// arguments, measured by only the sections (and parts of sections) that make them; that table
// goes to bench-results/selected.{json,md}, leaving latest.* to the full run.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleFigures } from './bundle.mjs';
import { cartPageFigures } from './cartPage.mjs';
import { clsFigures } from './cls.mjs';
import { productPageFigures } from './productPage.mjs';
import { quickOrderFigures } from './quickOrder.mjs';
import { configuratorFigures } from './configurators.mjs';
import { searchPageFigures } from './browser.mjs';
import { personaContext, startServer } from './server.mjs';
import { serviceFigures } from './service.mjs';
import { switchingFigures } from './switching.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// One database for the run: the service section seeds it from empty (a measured figure),
// the browser sections reuse it.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sf-bench-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

async function withServer(measure) {
  const server = await startServer(root, { dataDir });
  try {
    return await measure(server.url, await personaContext(server.url, 'buyer'));
  } finally {
    await server.stop();
  }
}

const wanted = process.argv.slice(2);
const wantsRow = (id) => wanted.length === 0 || wanted.some((prefix) => id.startsWith(prefix));
/** Whether a row whose id starts with `prefix` may be wanted. */
const wantsAny = (prefix) => wanted.length === 0 || wanted.some((w) => w.startsWith(prefix) || prefix.startsWith(w));

// [section, the id prefixes of its rows, measure]
const sections = [
  ['Page weight', ['weight.', 'trips.', 'search.js', 'account.', 'checkout.'], () => bundleFigures(root)],
  ['Reference service', ['service.'], () => serviceFigures(root, dataDir)],
  ['Search page', ['search.first', 'search.filterClick', 'search.cls', 'search.addToCart', 'search.heapGrowth'], () => withServer((url, context) => searchPageFigures(root, url, context, { wants: wantsAny }))],
  ['Configurators', ['configurator.'], () => withServer((url) => configuratorFigures(url))],
  ['Cart page', ['cart.'], () => withServer((url, context) => cartPageFigures(root, url, context))],
  ['Product page', ['product.'], () => withServer((url, context) => productPageFigures(root, url, context))],
  ['Switching', ['switching.'], () => withServer((url) => switchingFigures(url))],
  ['Quick order', ['quickOrder.'], () => withServer((url, context) => quickOrderFigures(url, context))],
  // Last: it puts lines in the buyer's cart on the shared database.
  ['Layout shift', ['cls.'], () => withServer((url, context) => clsFigures(url, context))],
];

const rows = [];
for (const [section, prefixes, measure] of sections) {
  if (!prefixes.some(wantsAny)) continue;
  process.stdout.write(`Measuring: ${section}…\n`);
  try {
    for (const row of await measure()) if (wantsRow(row.id)) rows.push({ section, ...row });
  } catch (error) {
    rows.push({ section, id: `${section.toLowerCase().replace(/\W+/g, '-')}.error`, figure: `${section} could not be measured: ${error.message.split('\n')[0]}`, budget: null, result: null, unit: '', pass: false });
  }
}

const verdict = (r) => (r.informational ? 'info' : r.pass ? 'pass' : 'FAIL');
const cells = rows.map((r) => [r.section, r.figure, r.budget === null ? '-' : `${r.budget} ${r.unit}`.trim(), r.result === null ? '-' : `${r.result} ${r.unit}`.trim(), verdict(r)]);
const head = ['section', 'figure', 'budget', 'result', ''];
const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
const line = (c) => `| ${c.map((x, i) => x.padEnd(widths[i])).join(' | ')} |`;
const table = [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
console.log(`\n${table}\n`);

mkdirSync(path.join(root, 'bench-results'), { recursive: true });
const report = { measuredAt: new Date().toISOString(), node: process.version, rows };
const name = wanted.length === 0 ? 'latest' : 'selected';
writeFileSync(path.join(root, `bench-results/${name}.json`), `${JSON.stringify(wanted.length === 0 ? report : { ...report, selected: wanted }, null, 2)}\n`);
writeFileSync(path.join(root, `bench-results/${name}.md`), `${table}\n`);
const failed = rows.filter((r) => !r.pass).length;
console.log(failed ? `${failed} figure(s) missed their budget.` : 'Every figure within budget.');
process.exit(failed ? 1 : 0);
