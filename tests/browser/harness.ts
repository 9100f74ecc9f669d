/**
 * Browser test harness: the demo server in-process on a free port with a fresh data
 * directory, and Debian's Chromium driven by playwright-core. One harness per test file:
 *
 *   const h = useHarness();                       // beforeAll/afterAll registered for you
 *   const { page, consoleErrors } = await h.openPage('/cart', { persona: 'buyer' });
 *
 * The catalogue is seeded once per service version into a template directory and copied
 * for each test file, so every file starts from the same, untouched database.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Frame, type Locator, type Page, type Request, type Response } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createService } from '../../demo-host/service';
import { DEFAULT_API_KEY } from '../../src/api/client';
import type { DemoUser } from '../../demo-host/service/personas';
import { findRepoRoot, startDemoServer, type DemoServer, type DemoServerOptions } from '../../demo-host/server';
import { PERSONA_COOKIE } from '../../demo-host/pages/context';
import { deferred } from '../../src/testing/deferred';

export type PersonaKey = DemoUser['key'];

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  /** Below the 576 px mobile breakpoint. */
  mobile: { width: 390, height: 844 },
} as const;

export type OpenPageOptions = {
  persona?: PersonaKey;
  viewport?: { width: number; height: number };
  /** Wait for this load state after navigating; 'quiet' is 'load' then `networkQuiet`. @default 'load' */
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'quiet';
  /** Ignore the page's Content-Security-Policy (to inject axe into a page that has one). */
  bypassCSP?: boolean;
};

export type OpenedPage = {
  page: Page;
  context: BrowserContext;
  /** HTTP status of the navigation. */
  status: number;
  /** The navigation's response (headers), null for same-document navigations. */
  response: Response | null;
  /**
   * Every console message of type error, in order, as "text [source url]" (CSP violations
   * and failed loads land here too). Loads of the catalogue's deliberately missing files
   * (`isDeliberatelyMissing`) are left out: those 404s are test fixtures, not faults.
   */
  consoleErrors: string[];
  /** Uncaught exceptions thrown in the page. */
  pageErrors: Error[];
  /** "404 http://…" for every response of status 400 or more (the console names no URL). */
  failedRequests: string[];
};

export type Harness = {
  /** "http://localhost:1234" without a trailing slash. */
  readonly baseUrl: string;
  readonly server: DemoServer;
  readonly browser: Browser;
  readonly dataDir: string;
  /** Opens `path` in a fresh browser context (own cookies), as `persona` when given. */
  openPage(path: string, options?: OpenPageOptions): Promise<OpenedPage>;
  /** Makes `context` act as `persona` from its next navigation on (the demo login cookie). */
  loginAs(context: BrowserContext, persona: PersonaKey): Promise<void>;
  close(): Promise<void>;
};

export type HarnessOptions = Pick<DemoServerOptions, 'faults' | 'widgetsOrigin' | 'widgetsPort' | 'contractOnly' | 'invoicePayments'>;

const root = findRepoRoot();
export const WIDGETS_DIR = path.join(root, 'dist/widgets');

/** Fails with instructions when the widgets are not built: browser tests test the built files. */
export function assertWidgetsBuilt(): void {
  const entries = existsSync(WIDGETS_DIR) ? readdirSync(WIDGETS_DIR).filter((f) => f.endsWith('.js')) : [];
  if (entries.length === 0) {
    throw new Error(
      `Browser tests load the built widgets from ${WIDGETS_DIR}, which has no entries. ` +
        'Run `node build.mjs` first (`npm run test:browser` builds, then tests).',
    );
  }
}

export function isWidgetBuilt(entry: string): boolean {
  return existsSync(path.join(WIDGETS_DIR, `${entry}.js`));
}

/**
 * Files the generated catalogue refers to but that do not exist, on purpose: product images
 * named `missing-…` (the widgets must swap in the not-available image) and the `<img src="x">`
 * of the unsafe category description (the sanitizer keeps the image, drops its onerror).
 */
export function isDeliberatelyMissing(url: string): boolean {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return false;
  }
  return /^\/images\/(thumb|large|original)\/missing-[^/]+$/.test(pathname) || /\/x$/.test(pathname);
}

/** A fingerprint of the service code that decides what the seeded database holds. */
function serviceFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) hash.update(name).update(readFileSync(full));
    }
  };
  walk(path.join(root, 'demo-host/service'));
  return hash.digest('hex').slice(0, 16);
}

/** A seeded data directory for this service version, created once and then only copied. */
async function templateDataDir(): Promise<string> {
  const dir = path.join(tmpdir(), `sf-browser-template-${serviceFingerprint()}`);
  if (existsSync(path.join(dir, '.complete'))) return dir;
  // Seeded aside and renamed into place: two test workers may seed at once, and a run
  // interrupted while seeding leaves no half-made template behind.
  const scratch = mkdtempSync(`${dir}-seeding-`);
  const service = await createService({ dataDir: scratch });
  service.close();
  writeFileSync(path.join(scratch, '.complete'), new Date().toISOString());
  for (let attempt = 0; ; attempt += 1) {
    try {
      renameSync(scratch, dir);
      return dir;
    } catch (error) {
      // Another worker's template took the name first (same service version, same data).
      if (existsSync(path.join(dir, '.complete'))) {
        rmSync(scratch, { recursive: true, force: true });
        return dir;
      }
      // A half-made template of an interrupted older run: replaced once.
      if (attempt > 0) throw error;
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

async function freshDataDir(): Promise<string> {
  const template = await templateDataDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-browser-data-'));
  cpSync(template, dir, { recursive: true, filter: (src) => path.basename(src) !== '.complete' });
  return dir;
}

/**
 * One Chromium per test worker: the browser project runs without isolation
 * (vitest.config.ts), so this module and the browser it launched outlive a test file, and the
 * next file of the same worker only opens new contexts (own cookies, cache and storage). A
 * browser that crashed or was closed is launched again. Playwright ends it with the worker.
 */
let sharedBrowser: Promise<Browser> | null = null;
let liveHarnesses = 0;

async function workerBrowser(): Promise<Browser> {
  const current = sharedBrowser ? await sharedBrowser.catch(() => null) : null;
  if (current?.isConnected()) return current;
  sharedBrowser = chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }).catch((error: unknown) => {
    throw new Error(`Could not launch Chromium at ${CHROMIUM_PATH} (apt-get install chromium): ${String(error)}`);
  });
  return sharedBrowser;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  assertWidgetsBuilt();
  const [dataDir, browser] = await Promise.all([freshDataDir(), workerBrowser()]);
  let server: DemoServer;
  try {
    server = await startDemoServer({ port: 0, dataDir, ...options });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const baseUrl = server.url.replace(/\/$/, '');
  liveHarnesses += 1;
  const contexts = new Set<BrowserContext>();

  const loginAs = async (context: BrowserContext, persona: PersonaKey) => {
    await context.addCookies([{ name: PERSONA_COOKIE, value: persona, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  };

  return {
    baseUrl,
    server,
    browser,
    dataDir,
    loginAs,
    async openPage(pagePath, pageOptions = {}) {
      const context = await browser.newContext({ viewport: pageOptions.viewport ?? VIEWPORTS.desktop, bypassCSP: pageOptions.bypassCSP ?? false });
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      if (pageOptions.persona) await loginAs(context, pageOptions.persona);
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      const pageErrors: Error[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        if (message.text().startsWith('Failed to load resource') && isDeliberatelyMissing(url)) return;
        consoleErrors.push(url ? `${message.text()} [${url}]` : message.text());
      });
      page.on('pageerror', (error) => pageErrors.push(error));
      const failedRequests: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400 && !isDeliberatelyMissing(r.url())) failedRequests.push(`${r.status()} ${r.request().method()} ${r.url()}`);
      });
      trackNetwork(page);
      const waitUntil = pageOptions.waitUntil ?? 'load';
      const response = await page.goto(baseUrl + pagePath, { waitUntil: waitUntil === 'quiet' ? 'load' : waitUntil });
      if (waitUntil === 'quiet') await networkQuiet(page);
      return { page, context, status: response?.status() ?? 0, response, consoleErrors, pageErrors, failedRequests };
    },
    async close() {
      // The browser stays for the worker's next file. The contexts this harness opened go, and
      // once no other harness of the file is open, every context (tests open their own too).
      liveHarnesses -= 1;
      const closing = liveHarnesses === 0 ? browser.contexts() : [...contexts];
      await Promise.all(closing.map((c) => c.close().catch(() => undefined)));
      await server.close();
      // Removed in the background: on a busy disk this took seconds the next file need not wait.
      void rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
    },
  };
}

/** Starts one harness for the calling test file and closes it after the file's tests. */
export function useHarness(options: HarnessOptions = {}): Harness {
  let harness: Harness | null = null;
  beforeAll(async () => {
    harness = await startHarness(options);
  });
  afterAll(async () => {
    await harness?.close();
    harness = null;
  });
  const current = (): Harness => {
    if (!harness) throw new Error('useHarness: the harness is used before beforeAll ran or after afterAll');
    return harness;
  };
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get server() {
      return current().server;
    },
    get browser() {
      return current().browser;
    },
    get dataDir() {
      return current().dataDir;
    },
    openPage: (p, o) => current().openPage(p, o),
    loginAs: (c, p) => current().loginAs(c, p),
    close: () => current().close(),
  };
}

/** The buyer's "Every route" list per harness: read once per test file, not once per test. */
const routeLists = new WeakMap<Harness, Promise<string[]>>();

/**
 * The first route of the demo home page's "Every route" list that starts with `prefix`, so
 * tests follow the seeded catalogue instead of naming items or terms themselves. The list is
 * read from the home page (as the buyer) once per harness.
 */
export async function demoRoutePath(h: Harness, prefix: string): Promise<string> {
  let list = routeLists.get(h);
  if (!list) {
    list = (async () => {
      const { page, context } = await h.openPage('/', { persona: 'buyer' });
      const found = await page
        .getByRole('list', { name: 'Every route' })
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      await context.close();
      return found;
    })();
    routeLists.set(h, list);
    list.catch(() => routeLists.delete(h));
  }
  const hrefs = await list;
  const href = hrefs.find((candidate) => candidate.startsWith(prefix));
  if (!href) throw new Error(`the home page links no ${prefix}… page`);
  return href;
}

/** The /search-results page the demo home page links to. */
export function searchPagePath(h: Harness): Promise<string> {
  return demoRoutePath(h, '/search-results?term=');
}

/** The page context the page rendered (`#sf-context`). */
export async function readPageContext(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script#sf-context').textContent();
  return JSON.parse(text ?? 'null') as Record<string, unknown>;
}

/**
 * Calls the reference service from the page as its user (the page context's service URL and
 * token), the way a widget does; rejects on a non-OK answer, naming the path and status.
 */
export async function callService<T = unknown>(page: Page, servicePath: string, body: unknown): Promise<T> {
  const context = await readPageContext(page);
  return page.evaluate(
    async ({ url, token, apiKey, payload }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Api-Key': apiKey, Authorization: `Basic ${token}` },
        body: JSON.stringify(payload),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { url: `${String(context.serviceUrl)}/${servicePath}`, token: String(context.jwtToken), apiKey: DEFAULT_API_KEY, payload: body },
  ) as Promise<T>;
}

/**
 * vitest's expect has no Playwright locator matchers; these wait like they do and fail with
 * the locator in the message.
 */
/** Polls `test` every 100 ms until it holds; fails naming `what` after `timeout` ms. */
export async function waitFor(test: () => Promise<boolean>, what: string, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await test()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Resolves once the page has handled what it already received: a task, an animation frame, a
 * task and another frame, time for an answer the page holds to be parsed, stored and drawn
 * (React renders in a task, the browser paints in a frame). A check that something did NOT
 * happen (no second call, no late overwrite) runs after the cause is over (the answer
 * delivered, see `holdAnswer`) and this, never after a timed wait. Only the top document:
 * Chromium draws no frames for an iframe out of sight, whose animation frames never come.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const frame = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));
        void frame().then(frame).then(resolve);
      }),
  );
}

const trackers = new WeakMap<Page, { open: Set<Request>; changed: Set<() => void> }>();

/**
 * Counts the requests of `page` (every frame) that are still open, for `networkQuiet`. Called
 * before the page navigates; `openPage` does it for its pages.
 */
export function trackNetwork(page: Page): void {
  if (trackers.has(page)) return;
  const tracker = { open: new Set<Request>(), changed: new Set<() => void>() };
  trackers.set(page, tracker);
  const done = (request: Request) => {
    tracker.open.delete(request);
    for (const wake of tracker.changed) wake();
  };
  page.on('request', (request) => tracker.open.add(request));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Resolves once no request of the page is open and, after the page has handled what it
 * received (`pageSettled`), still none is: the widgets' calls and the on-demand parts their
 * answers ask for have come in. Playwright's `networkidle` waits the same plus 500 ms of quiet
 * per page. A page that `trackNetwork` never saw falls back to `networkidle`.
 */
export async function networkQuiet(page: Page, timeout = 20_000): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) return page.waitForLoadState('networkidle', { timeout });
  const deadline = Date.now() + timeout;
  for (;;) {
    while (tracker.open.size > 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`networkQuiet: still open after ${timeout} ms: ${[...tracker.open].map((r) => r.url()).join(', ')}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          tracker.changed.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        tracker.changed.add(wake);
      });
    }
    await pageSettled(page);
    if (tracker.open.size === 0) return;
  }
}

/** Resolves once every picture the page loads eagerly has loaded or failed (lazy ones may never load). */
export async function picturesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((image) => image.loading === 'lazy' || image.complete));
}

export type HeldAnswer = {
  /**
   * The held request, once the page has sent it; after 20 s an error that says why it may
   * never come (a newer call of the page cancelled it before it reached the route).
   */
  readonly sent: Promise<Request>;
  /** Lets the held request through, then resolves once the page received (or gave up on) its answer and `pageSettled`. */
  release(): Promise<void>;
};

/**
 * Holds back the next POST matching `urlGlob` (e.g. '**\/api/Cart/GetCartInfo') and `which`
 * until `release()`; later ones pass. Instead of a fault delay and a timed wait, a test sends the
 * newer request meanwhile, releases the older one and checks the settled page.
 */
export async function holdAnswer(page: Page, urlGlob: string, which: (request: Request) => boolean = () => true): Promise<HeldAnswer> {
  const sent = deferred<Request>();
  const gate = deferred<void>();
  const over = deferred<void>();
  let held: Request | null = null;
  const end = (request: Request) => {
    if (request === held) over.resolve();
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  await page.route(urlGlob, async (route) => {
    if (held || route.request().method() !== 'POST' || !which(route.request())) return route.fallback();
    held = route.request();
    sent.resolve(held);
    await gate.promise;
    await route.fallback().catch(() => over.resolve());
  });
  /** Rejects late only for a test that waits: a held answer nobody awaits raises nothing. */
  const whenSent = (): Promise<Request> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no request to ${urlGlob} reached the route in 20 s: did a newer action of the test cancel it before it left? Wait for \`sent\` before that action.`)),
        20_000,
      );
      void sent.promise.then((request) => {
        clearTimeout(timer);
        resolve(request);
      });
    });
  return {
    get sent() {
      return whenSent();
    },
    async release() {
      await whenSent();
      gate.resolve();
      await over.promise;
      page.off('requestfinished', end);
      page.off('requestfailed', end);
      await pageSettled(page);
    },
  };
}

export async function expectVisible(locator: Locator, timeout = 5000): Promise<void> {
  try {
    await locator.waitFor({ state: 'visible', timeout });
  } catch (error) {
    throw new Error(`expected ${String(locator)} to be visible within ${timeout} ms: ${String(error)}`);
  }
}

export async function expectHidden(locator: Locator, timeout = 5000): Promise<void> {
  try {
    await locator.waitFor({ state: 'hidden', timeout });
  } catch (error) {
    throw new Error(`expected ${String(locator)} to be hidden within ${timeout} ms: ${String(error)}`);
  }
}

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

let axeSource: string | null = null;

/**
 * Runs axe-core in the page and returns its violations as "rule: help (targets)" lines, so a
 * failing assertion shows what to fix. `include` / `exclude` are CSS selectors (axe context).
 * axe is evaluated through the DevTools protocol, not added as a script element, so a page's
 * Content-Security-Policy (the checkout's, the hostile pages') does not refuse it. A frame of
 * a page works too: a storefront another site frames, which axe cannot reach from the top.
 */
export async function axeViolations(page: Page | Frame, context: { include?: string[]; exclude?: string[] } = {}): Promise<string[]> {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Once per document: a second check of the same page (another width, a dialog opened) reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (ctx) => {
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const target = {
      include: ctx.include?.length ? ctx.include.map((s) => [s]) : [['html']],
      exclude: (ctx.exclude ?? []).map((s) => [s]),
    };
    return (await axe.run(target)).violations;
  }, context);
  return violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} [${v.nodes.map((n) => n.target.join(' ')).join(', ')}]`);
}
