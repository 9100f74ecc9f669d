// `npm run bench`: every performance figure of the project in one run. Prints one table
// (figure, budget, result, pass or fail), writes the same as JSON to bench-results/latest.json,
// and exits non-zero when a budget is missed. Never part of `npm test`: timings belong here.
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

const sections = [
  ['Page weight', () => bundleFigures(root)],
  ['Reference service', () => serviceFigures(root, dataDir)],
  ['Search page', () => withServer((url, context) => searchPageFigures(root, url, context))],
  ['Configurators', () => withServer((url) => configuratorFigures(url))],
  ['Cart page', () => withServer((url, context) => cartPageFigures(root, url, context))],
  ['Product page', () => withServer((url, context) => productPageFigures(root, url, context))],
  ['Switching', () => withServer((url) => switchingFigures(url))],
  ['Quick order', () => withServer((url, context) => quickOrderFigures(url, context))],
  // Last: it puts lines in the buyer's cart on the shared database.
  ['Layout shift', () => withServer((url, context) => clsFigures(url, context))],
];

const rows = [];
for (const [section, measure] of sections) {
  process.stdout.write(`Measuring: ${section}…\n`);
  try {
    for (const row of await measure()) rows.push({ section, ...row });
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
writeFileSync(path.join(root, 'bench-results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(path.join(root, 'bench-results/latest.md'), `${table}\n`);
const failed = rows.filter((r) => !r.pass).length;
console.log(failed ? `${failed} figure(s) missed their budget.` : 'Every figure within budget.');
process.exit(failed ? 1 : 0);
