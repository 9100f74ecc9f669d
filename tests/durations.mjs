#!/usr/bin/env node
/**
 * Writes tests/durations.json, the seconds each test file took, from a vitest JSON report:
 *
 *   npx vitest run --reporter=json --outputFile=/tmp/run.json && node tests/durations.mjs /tmp/run.json
 *
 * src/testing/durationSequencer.ts starts each project's longest files first by it; a file the
 * table does not know (a new one) starts first in its project.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportFile = process.argv[2];
if (!reportFile) {
  console.error('usage: node tests/durations.mjs <vitest JSON report>');
  process.exit(2);
}
const report = JSON.parse(readFileSync(reportFile, 'utf8'));
const seconds = {};
for (const file of report.testResults) {
  const took = Math.round((file.endTime - file.startTime) / 100) / 10;
  seconds[path.relative(root, file.name).split(path.sep).join('/')] = took;
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([, a], [, b]) => b - a));
const out = {
  note: 'Seconds per test file of one full run (tests/durations.mjs); the order vitest starts them in (src/testing/durationSequencer.ts).',
  measured: new Date().toISOString().slice(0, 10),
  seconds: sorted,
};
writeFileSync(path.join(root, 'tests/durations.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(`tests/durations.json: ${Object.keys(sorted).length} files`);
