// Splits one Chromium performance trace of a page load (CDP Tracing with the devtools timeline
// and V8's CPU samples) into where the time went between navigation start and the bench's
// painted mark: the renderer's main thread, 0.1 ms at a time, is either busy (compiling a
// file, running a file's code, React rendering or committing, Emotion serializing or
// inserting styles, the browser's style / layout / paint, ...) or idle, and idle time is
// labelled by what the page was waiting for then (our files downloading, our files compiling
// off the main thread, the service, nothing). Beside it, every request with its times.
// Used by tests/bench/trace.mjs (`npm run bench:trace`); docs/architecture.md, "Issue 44".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** The bins the main thread is cut into, in trace microseconds. */
const BIN_US = 100;

/** The labels of the split, in the order the tables print them. */
export const CATEGORIES = [
  'waiting: the page (HTML)',
  'waiting: our files (download)',
  'waiting: our files (compiling off the main thread)',
  'waiting: the service',
  'waiting: files and service',
  'idle gap (nothing outstanding)',
  'page setup (HTML parse, navigation)',
  'compile (main thread)',
  'evaluate / run our files',
  'React render (react-dom)',
  'React render (components)',
  'React commit (effects included)',
  'style: Emotion serialize',
  'style: Emotion insert',
  'browser: style, layout, paint',
  'GC',
  'harness (Playwright probe, tracing)',
  'other browser work',
  'main thread off the CPU (machine busy, CPU slowdown)',
];

const COMPILE = /^(v8\.compileModule|v8\.compile|V8\.Compile|V8\.ParseFunction|V8\.ParseProgram|V8\.PreParse|V8\.OffThreadFinalization|V8\.StreamingFinalization|v8\.produceModuleCache|v8\.produceCache|V8\.FinalizeBaseline|V8\.FinalizeMaglev|V8\.Maglev|V8\.InstallOptimized|V8\.Optimize|V8\.DeoptimizeCode|DocumentModuleScriptFetcher::NotifyFinished)/;
const GC = /^(MinorGC|MajorGC|V8\.GC|BlinkGC|ThreadState::|CppGC)/;
const RENDERING = /^(UpdateLayoutTree|Layout|Paint|PrePaint|Layerize|Commit|PaintImage|HitTest|IntersectionObserverController|ParseAuthorStyleSheet|UpdateLayer|Decode|ScrollLayer|RecalculateStyles|Document::updateStyle)/;
const PAGE_SETUP = /^(ParseHTML|DocumentLoader::|LocalWindowProxy::|CommitLoad|V8\.DeserializeContext|HTMLDocumentParser|FrameLoader|NavigationBodyLoader|ContextCreatedNotification|InstallConditionalFeatures)/;
const HARNESS = /^(CpuProfiler::StartProfiling|V8\.InvokeApiInterruptCallbacks)/;
const SCRIPT = /^(FunctionCall|EvaluateScript|v8\.evaluateModule|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch|v8\.callFunction|v8\.run|V8\.Execute|V8\.BytecodeBudgetInterrupt|V8\.HandleInterrupts|V8\.StackGuard|v8\.newInstance|FireIdleCallback|XHRReadyStateChange|ResourceFetcher::requestResource)/;
/** Wrappers that say nothing of the work inside them. */
const WRAPPER = /^(RunTask|ThreadControllerImpl::RunTask|SimpleWatcher::OnHandleReady|Receive mojo|BlinkScheduler_PerformMicrotaskCheckpoint|FlushInstructionCache)/;

const EMOTION_INSERT = /^(@emotion\/(sheet|cache|utils)|stylis)$/;
const EMOTION_SERIALIZE = /^@emotion\//;
const REACT = /^(react-dom|react|scheduler)$/;
const REACT_COMMIT = /^(commit|flush(Mutation|Layout|AfterMutation|Spawned|Passive|PendingEffects)|recursivelyTraverse|insertOrAppendPlacementNode|disappearLayoutEffects|reappearLayoutEffects|captureCommitPhaseError|recursivelyAccumulateSuspenseyCommit|accumulateSuspenseyCommit)/;
const REACT_RENDER = /^(performUnitOfWork|beginWork|completeWork|renderRootSync|renderRootConcurrent|workLoop|renderWithHooks|reconcile|mountIndeterminateComponent|updateFunctionComponent|createInstance|finishRenderingHooks)/;

/** The package or own path a source of a source map names (`react-dom`, `@emotion/sheet`, `src/ui/x.tsx`). */
export function packageOf(source) {
  const normalized = source.replace(/\\/g, '/');
  const at = normalized.lastIndexOf('node_modules/');
  if (at < 0) return normalized.replace(/^(\.\.\/)+/, '');
  const [first, second] = normalized.slice(at + 'node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * Source maps of the files a page loads, found under `root`/dist by their URL's path, and the
 * function around a position of an original file (react-dom's function names say render or
 * commit). Files without a map (the Playwright probe) map to nothing.
 */
export function sourceMaps(root) {
  const maps = new Map();
  const functionStarts = new Map();
  const mapOf = (url) => {
    if (maps.has(url)) return maps.get(url);
    let traced = null;
    try {
      const { pathname } = new URL(url);
      traced = new TraceMap(readFileSync(path.join(root, 'dist', `${pathname}.map`), 'utf8'));
    } catch {
      traced = null;
    }
    maps.set(url, traced);
    return traced;
  };
  const functionAt = (traced, source, line) => {
    const key = `${source}`;
    if (!functionStarts.has(key)) {
      const index = traced.sources.indexOf(source);
      const text = traced.sourcesContent?.[index] ?? '';
      const starts = [];
      text.split('\n').forEach((lineText, i) => {
        const match = lineText.match(/^\s*(?:async\s+)?function\*?\s+([\w$]+)|^\s*(?:var|let|const)\s+([\w$]+)\s*=\s*(?:async\s+)?function/);
        if (match) starts.push([i + 1, match[1] ?? match[2]]);
      });
      functionStarts.set(key, starts);
    }
    const starts = functionStarts.get(key);
    let lo = 0;
    let hi = starts.length - 1;
    let found = '';
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid][0] <= line) {
        found = starts[mid][1];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
  /** `{ pkg, fn }` of a CPU profile frame, or null. */
  return (frame) => {
    if (!frame.url) return null;
    const traced = mapOf(frame.url);
    if (!traced) return null;
    const position = originalPositionFor(traced, { line: frame.lineNumber + 1, column: Math.max(0, frame.columnNumber) });
    if (!position.source) return null;
    const pkg = packageOf(position.source);
    return { pkg, fn: REACT.test(pkg) ? functionAt(traced, position.source, position.line) : '' };
  };
}

const fileName = (url) => url.replace(/^.*\//, '').replace(/\?.*$/, '');

/** What a request is: the page, one of our script files, a service call, an image. */
function requestKind(url, pageUrl) {
  if (url === pageUrl) return 'page';
  if (/\/api\//.test(url)) return 'service';
  if (/\.m?js(\?|$)/.test(url)) return 'file';
  if (/\/images\/|\.(svg|png|jpe?g|webp)(\?|$)|^data:/.test(url)) return 'image';
  return 'other';
}

/** A CPU sample's stack, leaf first: `{ url, functionName, scriptId, lineNumber, columnNumber }`. */
function stackOf(nodes, id) {
  const frames = [];
  for (let node = nodes.get(id); node; node = nodes.get(node.parent)) frames.push(node.callFrame);
  return frames;
}

/**
 * The split of one traced load. `events`: the trace's events; `pageUrl`: the page navigated to;
 * `paintedMs`: the bench's mark (performance.now(), from navigation start); `original`: the
 * frame mapper of `sourceMaps(root)`.
 */
export function splitTrace(events, { pageUrl, paintedMs, original }) {
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === pageUrl);
  if (!navigation) throw new Error(`no navigationStart for ${pageUrl} in the trace`);
  const pid = navigation.pid;
  const tid = navigation.tid;
  const origin = navigation.ts;
  const end = origin + paintedMs * 1000;
  const at = (ts) => Math.round((ts - origin) / 100) / 10;
  const onMain = (e) => e.pid === pid && e.tid === tid;

  // Requests, from the renderer's own resource events.
  const requests = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    const data = e.args?.data;
    if (e.name === 'ResourceSendRequest') {
      const url = data.url;
      requests.set(data.requestId, { url, kind: requestKind(url, pageUrl), start: url === pageUrl ? origin : e.ts, end: null, seen: null, ready: null, bytes: 0, backgroundMs: 0 });
    } else if (e.name === 'ResourceFinish' && requests.has(data.requestId)) {
      const request = requests.get(data.requestId);
      request.end = data.finishTime > 0 ? data.finishTime * 1e6 : e.ts;
      request.seen = e.ts;
      request.bytes = data.encodedDataLength ?? 0;
    }
  }
  const byUrl = new Map([...requests.values()].map((r) => [r.url, r]));
  for (const e of events) {
    if (e.pid !== pid) continue;
    const url = e.args?.data?.url ?? e.args?.fileName;
    const request = url && byUrl.get(url);
    if (!request) continue;
    if (e.name === 'v8.compileModule' && onMain(e)) request.ready ??= e.ts + (e.dur ?? 0);
    if (e.name === 'v8.parseOnBackground') request.backgroundMs += (e.dur ?? 0) / 1000;
  }
  for (const request of requests.values()) {
    request.end ??= end;
    // A file is ready for the main thread once compiled there (a module) or once seen (the rest).
    request.ready ??= request.seen ?? request.end;
  }
  const list = [...requests.values()].sort((a, b) => a.start - b.start);

  // CPU samples of the main thread.
  const profile = events.find((e) => e.name === 'Profile' && onMain(e));
  const nodes = new Map();
  const samples = [];
  if (profile) {
    let time = profile.args.data.startTime;
    for (const chunk of events) {
      if (chunk.name !== 'ProfileChunk' || chunk.pid !== pid || chunk.id !== profile.id) continue;
      const data = chunk.args.data;
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data.cpuProfile?.samples ?? [];
      (data.timeDeltas ?? []).forEach((delta, i) => {
        time += delta;
        samples.push({ ts: time, id: ids[i] });
      });
    }
    samples.sort((a, b) => a.ts - b.ts);
  }
  const classified = new Map();
  const classifySample = (id) => {
    if (classified.has(id)) return classified.get(id);
    const frames = stackOf(nodes, id);
    const leafName = frames[0]?.functionName;
    let label;
    if (leafName === '(garbage collector)') label = { category: 'GC' };
    else if (leafName === '(program)' || leafName === '(idle)' || leafName === '(root)') label = { category: 'other browser work' };
    else {
      const mapped = frames.map((frame) => ({ frame, where: original(frame) }));
      const firstUrl = mapped.find((m) => m.frame.url);
      if (!firstUrl) label = { category: 'harness (Playwright probe, tracing)' };
      else if (!mapped.some((m) => m.where) && !/\/widgets\//.test(firstUrl.frame.url)) label = { category: 'harness (Playwright probe, tracing)' };
      else {
        const leaf = mapped.find((m) => m.where);
        const leafPkg = leaf?.where.pkg ?? '';
        const inReact = mapped.filter((m) => m.where && REACT.test(m.where.pkg));
        // Whose styles: the first frame up the stack that is neither Emotion nor React.
        const styledBy = () => mapped.find((m) => m.where && !EMOTION_SERIALIZE.test(m.where.pkg) && !/^stylis$/.test(m.where.pkg) && !REACT.test(m.where.pkg))?.where.pkg ?? '(React, Emotion)';
        if (EMOTION_INSERT.test(leafPkg)) label = { category: 'style: Emotion insert', styled: styledBy() };
        else if (EMOTION_SERIALIZE.test(leafPkg)) label = { category: 'style: Emotion serialize', styled: styledBy() };
        else if (inReact.some((m) => REACT_COMMIT.test(m.where.fn))) label = { category: 'React commit (effects included)' };
        else if (inReact.some((m) => REACT_RENDER.test(m.where.fn))) label = { category: REACT.test(leafPkg) ? 'React render (react-dom)' : 'React render (components)' };
        else label = { category: 'evaluate / run our files', file: fileName(firstUrl.frame.url), source: leafPkg || fileName(firstUrl.frame.url) };
      }
    }
    classified.set(id, label);
    return label;
  };

  // The main thread's complete events, outermost first where two start together.
  const main = events.filter((e) => onMain(e) && e.ph === 'X' && e.dur !== undefined && e.ts + e.dur > origin && e.ts < end).sort((a, b) => a.ts - b.ts || b.dur - a.dur);

  const waitingLabel = (ts) => {
    let page = false;
    let download = false;
    let compiling = false;
    let service = false;
    for (const r of list) {
      if (r.start > ts) break;
      if (r.kind === 'page' && ts < r.end) page = true;
      if (r.kind === 'file' && ts < r.end) download = true;
      if (r.kind === 'file' && ts >= r.end && ts < r.ready) compiling = true;
      if (r.kind === 'service' && ts < r.end) service = true;
    }
    if (page) return 'waiting: the page (HTML)';
    if (service && (download || compiling)) return 'waiting: files and service';
    if (service) return 'waiting: the service';
    if (download) return 'waiting: our files (download)';
    if (compiling) return 'waiting: our files (compiling off the main thread)';
    return 'idle gap (nothing outstanding)';
  };

  const totals = new Map(CATEGORIES.map((c) => [c, 0]));
  const perFile = new Map();
  const perSource = new Map();
  const perStyled = new Map();
  const fileRow = (name) => {
    if (!perFile.has(name)) perFile.set(name, { compileMs: 0, runMs: 0 });
    return perFile.get(name);
  };
  const firstOf = new Map();
  const stack = [];
  let next = 0;
  let sample = 0;
  for (let ts = origin + BIN_US / 2; ts < end; ts += BIN_US) {
    while (next < main.length && main[next].ts <= ts) {
      const e = main[next++];
      while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
      stack.push(e);
    }
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= ts) stack.pop();
    while (sample + 1 < samples.length && samples[sample + 1].ts <= ts) sample += 1;
    let category = null;
    let file = null;
    let source = null;
    if (stack.length === 0) category = waitingLabel(ts);
    else {
      for (let i = stack.length - 1; i >= 0 && !category; i -= 1) {
        const name = stack[i].name;
        if (WRAPPER.test(name)) continue;
        if (COMPILE.test(name)) {
          category = 'compile (main thread)';
          const withUrl = stack.slice(0, i + 1).reverse().find((e) => e.args?.data?.url ?? e.args?.fileName);
          file = withUrl ? fileName(withUrl.args.data?.url ?? withUrl.args.fileName) : '(lazy, while running)';
        } else if (GC.test(name)) category = 'GC';
        else if (RENDERING.test(name)) category = 'browser: style, layout, paint';
        else if (PAGE_SETUP.test(name)) category = 'page setup (HTML parse, navigation)';
        else if (HARNESS.test(name)) category = 'harness (Playwright probe, tracing)';
        else if (SCRIPT.test(name)) {
          const current = samples[sample];
          if (current && Math.abs(current.ts - ts) < 5000) {
            const label = classifySample(current.id);
            category = label.category;
            file = label.file ?? null;
            source = label.source ?? label.styled ?? null;
          } else category = 'other browser work';
        }
      }
      category ??= 'other browser work';
    }
    // A task's wall time the thread spent off the CPU (another process ran, or the phone
    // profile's CPU slowdown held it) is not the task's work: its thread time says how much was.
    const task = stack[0];
    const onCpu = task && task.tdur !== undefined && task.dur > 0 ? Math.min(1, task.tdur / task.dur) : 1;
    const ms = (BIN_US / 1000) * onCpu;
    const offCpu = 'main thread off the CPU (machine busy, CPU slowdown)';
    totals.set(offCpu, totals.get(offCpu) + (BIN_US / 1000) * (1 - onCpu));
    totals.set(category, totals.get(category) + ms);
    if (!firstOf.has(category)) firstOf.set(category, ts);
    if (category === 'compile (main thread)') fileRow(file).compileMs += ms;
    if (category === 'evaluate / run our files') {
      fileRow(file).runMs += ms;
      perSource.set(source, (perSource.get(source) ?? 0) + ms);
    }
    if (category.startsWith('style: ')) perStyled.set(source, (perStyled.get(source) ?? 0) + ms);
  }

  const files = list
    .filter((r) => r.kind === 'file' && r.start < end)
    .map((r) => ({
      file: fileName(r.url),
      requested: at(r.start),
      arrived: at(r.end),
      ready: at(r.ready),
      backgroundCompileMs: Math.round(r.backgroundMs * 10) / 10,
      kb: Math.round(r.bytes / 102.4) / 10,
      compileMs: Math.round((perFile.get(fileName(r.url))?.compileMs ?? 0) * 10) / 10,
      runMs: Math.round((perFile.get(fileName(r.url))?.runMs ?? 0) * 10) / 10,
    }));
  const serviceCalls = list.filter((r) => r.kind === 'service' && r.start < end);
  const callName = (r) => new URL(r.url).pathname.replace(/^\/api\//, '');
  const names = (rs) => {
    const counts = new Map();
    for (const r of rs) counts.set(callName(r), (counts.get(callName(r)) ?? 0) + 1);
    return [...counts].map(([name, n]) => (n > 1 ? `${name} x${n}` : name));
  };
  const seen = new Map();
  const calls = serviceCalls.map((r) => {
    // The n-th call of a path keeps its own row across loads (GetProductSquare #2).
    const n = (seen.get(callName(r)) ?? 0) + 1;
    seen.set(callName(r), n);
    return {
      call: n > 1 ? `${callName(r)} #${n}` : callName(r),
      start: at(r.start),
      end: at(r.end),
      // Left after these had answered: in sequence with them (whatever the reason).
      after: names(serviceCalls.filter((o) => o !== r && o.end <= r.start)),
      alongside: names(serviceCalls.filter((o) => o !== r && o.start < r.end && r.start < o.end)),
    };
  });

  // The files the paint had: those ready on the main thread before it.
  const ourFiles = list.filter((r) => r.kind === 'file' && r.ready < end);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    paintedMs: round(paintedMs),
    categories: Object.fromEntries([...totals].map(([k, v]) => [k, round(v)])),
    milestones: {
      firstFileRequested: ourFiles.length ? at(ourFiles[0].start) : null,
      lastFileArrived: ourFiles.length ? at(Math.max(...ourFiles.map((r) => r.end))) : null,
      lastFileReady: ourFiles.length ? at(Math.max(...ourFiles.map((r) => r.ready))) : null,
      firstCallLeft: serviceCalls.length ? at(serviceCalls[0].start) : null,
      firstRender: firstOf.has('React render (react-dom)') ? at(firstOf.get('React render (react-dom)')) : null,
      painted: round(paintedMs),
    },
    files,
    calls,
    // What ran, by source module or package (own code by its path): the largest first.
    running: [...perSource].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([source, ms]) => ({ source, ms: round(ms) })),
    // Emotion's time (serialize and insert), by the first module up the stack that is not React
    // or Emotion: insertion runs in React's commit (useInsertionEffect), so mostly the runtime's draw.
    styling: [...perStyled].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([source, ms]) => ({ source, ms: round(ms) })),
  };
}
