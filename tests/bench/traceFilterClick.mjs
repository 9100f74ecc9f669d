// Where a filter click's time goes once the answer is in: a Chromium performance trace (CDP
// Tracing, devtools.timeline) of one click on the search page with `take` results, summed by
// the main thread's top-level phases. `node tests/bench/traceFilterClick.mjs [take]` after
// `node build.mjs`; findings in docs/search-page.md ("The grid's paint").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDemoPage } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const take = Number(process.argv[2] ?? 100);
const { page, context, url, close } = await openDemoPage(root);
try {
  await page.goto(`${url}/search-results?term=&take=${take}`);
  await page.locator('article').nth(Math.min(take, 18) - 1).waitFor({ timeout: 30_000 });
  const checkbox = page.getByRole('checkbox').first();
  await checkbox.waitFor();
  await page.waitForTimeout(1000);
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' });
  const answered = page.waitForResponse((r) => r.url().endsWith('/Product/WebSearch'));
  await checkbox.click();
  const response = await answered;
  await response.finished();
  await page.waitForTimeout(1500);
  await cdp.send('Tracing.end');
  await done;
  // The renderer's main thread: the thread of the most FunctionCall / Layout events.
  const counts = new Map();
  for (const e of events) if (['FunctionCall', 'Layout', 'UpdateLayoutTree'].includes(e.name)) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  const answerAt = events.find((e) => e.name === 'ResourceFinish' && `${e.pid}:${e.tid}` === main)?.ts ?? 0;
  const phases = ['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'v8.run', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'ParseAuthorStyleSheet', 'HitTest', 'IntersectionObserverController::computeIntersections'];
  const sums = new Map();
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== main || e.ph !== 'X' || !phases.includes(e.name) || e.ts < answerAt) continue;
    sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur / 1000);
  }
  // The timeline: every phase of 2 ms or more after the answer, in order.
  const timeline = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && phases.includes(e.name) && e.ts >= answerAt && e.dur >= 2000)
    .sort((a, b) => a.ts - b.ts);
  for (const e of timeline.slice(0, 40)) {
    const detail = e.args?.data?.url ? ` ${String(e.args.data.url).replace(/^.*\//, '')}` : e.args?.data?.type ? ` ${e.args.data.type}` : '';
    console.log(`  +${((e.ts - answerAt) / 1000).toFixed(1).padStart(7)} ms ${e.name}${detail} ${(e.dur / 1000).toFixed(1)} ms`);
  }
  console.log(`filter click, ${take} results: main thread after the answer (ms, nested phases overlap):`);
  for (const [name, value] of [...sums].sort((a, b) => b[1] - a[1])) console.log(`  ${name.padEnd(24)} ${value.toFixed(1)}`);
  const styleRules = await page.evaluate(() => [...document.querySelectorAll('style[data-emotion]')].reduce((n, s) => n + (s.sheet?.cssRules.length ?? 0), 0));
  const elements = await page.evaluate(() => document.querySelectorAll('#searchPage *').length);
  console.log(`  elements in #searchPage: ${elements}; Emotion rules in the page: ${styleRules}`);
} finally {
  await close();
}
