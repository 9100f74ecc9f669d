/**
 * Client error reporting: what goes wrong in the widgets on a visitor's page reaches the
 * service's `Cart/logFromClient`, so problems on pages we cannot see are known. One reporter
 * per page, shared by every entry and bundle copy. Reports are collected and sent in batches
 * when the page is hidden (through the beacon, which outlives the page), never more than a
 * few per page, deduplicated, and scrubbed of anything that could be the visitor's token.
 * Rules and reasons: docs/hardening.md "Client error reporting".
 */
import { logFromClient, logFromClientBeacon } from '../api/cart';
import type { ServiceClient } from '../api/client';
import type { PageContext } from '../contract/pageData';
import { pageServiceClient } from './pageClient';
import { pageSingleton } from './pageGlobal';

/** Distinct reports accepted per page load; later ones are counted, not sent. */
export const MAX_REPORTS_PER_PAGE = 10;
/** Longest `message` one logFromClient body carries (the contract's limit). */
export const MAX_LOG_MESSAGE_LENGTH = 4000;
/** Longest single report inside a batch, stack included. */
export const MAX_REPORT_LENGTH = 1000;
/** A batch waits at most this long for the page to be hidden before it is sent anyway. */
export const FLUSH_DELAY_MS = 30_000;
/** Stack lines kept per report. */
const STACK_LINES = 6;

export type ClientErrorKind = 'crash' | 'page-data' | 'service' | 'unhandled';

export type ClientErrorReport = {
  kind: ClientErrorKind;
  /** What went wrong, in one line. */
  message: string;
  /** The error itself, for its stack. */
  error?: unknown;
  /** The widget's name ("cart-badge"). */
  widget?: string | undefined;
  /** The element, as `describeElement` writes it ("#searchPage"). */
  element?: string | undefined;
};

export type ErrorReporter = {
  /** Queues a report; false when it was a duplicate, over the page's limit, or after dispose. */
  report(report: ClientErrorReport): boolean;
  /** Sends what is queued now (beacon, else a normal call). */
  flush(): void;
  /** Treats errors whose stack or file starts with `baseUrl` as the widgets' own. */
  addSource(baseUrl: string): void;
  /** Removes the page listeners and the timer; queued reports are sent first. */
  dispose(): void;
};

export type ErrorReporterOptions = {
  client: ServiceClient;
  context: Pick<PageContext, 'companyUserId' | 'customer' | 'jwtToken'>;
  win: Window;
  /** @default MAX_REPORTS_PER_PAGE */
  maxReports?: number;
  /** @default FLUSH_DELAY_MS */
  flushDelayMs?: number;
};

type Entry = { text: string; count: number };

const REDACTED = '[redacted]';

/**
 * Removes from `text` everything that could give a reader the visitor's session: the page's
 * token wherever it appears (also URL-encoded), Authorization header values, `Basic …` and
 * `Bearer …` credentials, and token-shaped strings (two or three long base64url parts).
 */
export function scrubSecrets(text: string, secrets: readonly (string | null | undefined)[] = []): string {
  let out = text;
  for (const secret of secrets) {
    // A very short "secret" would shred the message without protecting anything.
    if (!secret || secret.length < 6) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join(REDACTED);
  }
  return out
    .replace(/(authorization["']?\s*[:=]\s*)["']?(?:(?:basic|bearer)\s+)?[^\s"',;}]+["']?/gi, `$1${REDACTED}`)
    .replace(/\b(basic|bearer)\s+[A-Za-z0-9+/=._~-]{6,}/gi, `$1 ${REDACTED}`)
    // Anchored to the start of a run so long words cost linear time (no lookbehind: Safari 15).
    .replace(/(^|[^A-Za-z0-9_-])[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}(?:\.[A-Za-z0-9_-]+)?/g, `$1${REDACTED}`)
    .replace(/((?:jwt_?token|token|password)["']?\s*[:=]\s*)["']?[^\s"',;}]+["']?/gi, `$1${REDACTED}`);
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'object' && error !== null && 'message' in error) return String((error as { message: unknown }).message);
  return String(error);
}

function stackOf(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('stack' in error)) return '';
  const stack = (error as { stack: unknown }).stack;
  return typeof stack === 'string' ? stack : '';
}

function describeReport(report: ClientErrorReport): string {
  const where = [report.widget ? `"${report.widget}"` : '', report.element ? `in ${report.element}` : ''].filter(Boolean).join(' ');
  return `[${report.kind}]${where ? ` ${where}` : ''}: ${report.message.replace(/\s+/g, ' ').trim()}`;
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The batch as logFromClient messages of at most MAX_LOG_MESSAGE_LENGTH characters each. */
function composeMessages(header: string, parts: readonly string[]): string[] {
  const messages: string[] = [];
  let current = header;
  for (const part of parts) {
    if (current.length + 1 + part.length > MAX_LOG_MESSAGE_LENGTH && current !== header) {
      messages.push(current);
      current = `${header} (continued)`;
    }
    current = `${current}\n${part}`;
  }
  messages.push(current);
  return messages;
}

export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const { client, context, win } = options;
  const maxReports = options.maxReports ?? MAX_REPORTS_PER_PAGE;
  const flushDelayMs = options.flushDelayMs ?? FLUSH_DELAY_MS;
  const secrets = [context.jwtToken];
  const seen = new Set<string>();
  const sources = new Set<string>();
  let pending: Entry[] = [];
  const pendingByKey = new Map<string, Entry>();
  let accepted = 0;
  let dropped = 0;
  let timer: number | undefined;
  let disposed = false;

  const body = (message: string) => ({
    companyUserId: context.companyUserId > 0 ? context.companyUserId : 0,
    customerNumber: context.companyUserId > 0 ? (context.customer?.customerNumber ?? null) : null,
    message,
  });

  function send(message: string): void {
    const payload = body(message);
    if (logFromClientBeacon(client, payload)) return;
    // No beacon facility (or it refused): an ordinary call, which may not finish if the page
    // is unloading. Its own failure is not reported: that would only feed the loop.
    logFromClient(client, payload).catch(() => undefined);
  }

  function flush(): void {
    if (timer !== undefined) {
      win.clearTimeout(timer);
      timer = undefined;
    }
    if (pending.length === 0) return;
    const parts = pending.map((entry) => (entry.count > 1 ? `${entry.text} (×${entry.count})` : entry.text));
    if (dropped > 0) parts.push(`(${dropped} more reports not sent: at most ${maxReports} per page)`);
    pending = [];
    pendingByKey.clear();
    dropped = 0;
    const page = cut(scrubSecrets(win.location.pathname, secrets), 200);
    const header = `storefront-widgets: client errors on ${page}`;
    // Cut after scrubbing: the service refuses a longer message, and a cut never uncovers a secret.
    for (const message of composeMessages(header, parts)) send(cut(scrubSecrets(message, secrets), MAX_LOG_MESSAGE_LENGTH));
  }

  function report(input: ClientErrorReport): boolean {
    if (disposed) return false;
    const headline = scrubSecrets(describeReport(input), secrets);
    const queued = pendingByKey.get(headline);
    if (queued) {
      queued.count += 1;
      return false;
    }
    if (seen.has(headline)) return false;
    if (accepted >= maxReports) {
      dropped += 1;
      return false;
    }
    seen.add(headline);
    accepted += 1;
    const stack = stackOf(input.error)
      .split('\n')
      .filter((line) => /^\s*at\s|@/.test(line))
      .slice(0, STACK_LINES)
      .map((line) => `    ${line.trim()}`)
      .join('\n');
    const entry: Entry = { text: cut(scrubSecrets(stack ? `${headline}\n${stack}` : headline, secrets), MAX_REPORT_LENGTH), count: 1 };
    pending.push(entry);
    pendingByKey.set(headline, entry);
    timer ??= win.setTimeout(flush, flushDelayMs);
    return true;
  }

  const isOurs = (file: string, error: unknown): boolean => {
    const stack = stackOf(error);
    for (const source of sources) {
      if (file.startsWith(source) || stack.includes(source)) return true;
    }
    return false;
  };

  const onError = (event: Event) => {
    const { filename = '', error, message } = event as ErrorEvent;
    if (!isOurs(filename, error)) return;
    report({ kind: 'unhandled', message: error === undefined || error === null ? message : errorMessage(error), error });
  };
  const onRejection = (event: Event) => {
    const { reason } = event as PromiseRejectionEvent;
    if (!isOurs('', reason)) return;
    report({ kind: 'unhandled', message: `unhandled rejection: ${errorMessage(reason)}`, error: reason });
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') flush();
  };

  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('pagehide', flush);
  win.document.addEventListener('visibilitychange', onVisibility);

  return {
    report,
    flush,
    addSource(baseUrl) {
      if (baseUrl) sources.add(baseUrl);
    },
    dispose() {
      flush();
      disposed = true;
      win.removeEventListener('error', onError);
      win.removeEventListener('unhandledrejection', onRejection);
      win.removeEventListener('pagehide', flush);
      win.document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

/**
 * The folder the widgets were loaded from ("https://cdn.example/widgets/"), from the URL of
 * the module this code is bundled into (an entry, or a shared chunk under `chunks/`).
 */
export function bundleBaseUrl(moduleUrl: string = import.meta.url): string {
  try {
    const folder = new URL('.', moduleUrl).href;
    return folder.endsWith('/chunks/') ? folder.slice(0, -'chunks/'.length) : folder;
  } catch {
    return '';
  }
}

const REPORTER_KEY = 'errorReporter@1';

type ReporterSlot = { reporter: ErrorReporter | null };

/**
 * The page's reporter, created on first use from the page context; every later call (from
 * any entry or bundle copy) gets the same one and adds its own bundle folder as a source.
 */
export function installErrorReporter(win: Window, context: PageContext, baseUrl: string = bundleBaseUrl()): ErrorReporter {
  const slot = pageSingleton<ReporterSlot>(win, REPORTER_KEY, () => ({ reporter: null }));
  if (!slot.reporter) {
    slot.reporter = createErrorReporter({ client: pageServiceClient(win, context), context, win });
  }
  slot.reporter.addSource(baseUrl);
  return slot.reporter;
}

/** The page's reporter, or null before a widget has read a valid page context. */
export function pageErrorReporter(win: Window): ErrorReporter | null {
  return pageSingleton<ReporterSlot>(win, REPORTER_KEY, () => ({ reporter: null })).reporter;
}

/**
 * Reports a client error to the page's reporter. Does nothing before a widget has read a
 * valid page context (without one there is no service to report to).
 */
export function reportClientError(win: Window, report: ClientErrorReport): void {
  pageErrorReporter(win)?.report(report);
}

/**
 * True for a service failure that points at a bug or an outage rather than at the visitor's
 * connection or session: a 5xx or 4xx answer other than 401/403, or an answer that breaks
 * the contract. Network failures, timeouts and aborted calls are not.
 */
export function isUnexpectedServiceFailure(error: unknown): boolean {
  // Checked by shape, not instanceof: a second bundle copy has its own ServiceError class.
  if (typeof error !== 'object' || error === null || (error as { name?: unknown }).name !== 'ServiceError') return false;
  const { kind, status } = error as { kind?: unknown; status?: unknown };
  if (kind === 'invalid-response') return true;
  return kind === 'http' && typeof status === 'number' && status !== 401 && status !== 403;
}

/**
 * The widget's client, reporting every call that fails unexpectedly (see
 * `isUnexpectedServiceFailure`) before the widget sees the rejection. So no widget has to
 * remember to report a failed call; the widget still shows its own message and Retry.
 */
export function reportingFailures(client: ServiceClient, win: Window, where: { widget: string; element?: string }): ServiceClient {
  return {
    call(path, body, schema, options) {
      return client.call(path, body, schema, options).catch((error: unknown) => {
        reportServiceFailure(win, error, { ...where, action: 'service call' });
        throw error;
      });
    },
    beacon: (path, body) => client.beacon(path, body),
  };
}

/**
 * For widgets whose service call failed: reports it when `isUnexpectedServiceFailure`.
 * `where` names what the widget was doing ("add to cart").
 */
export function reportServiceFailure(win: Window, error: unknown, where: { widget: string; action: string; element?: string }): void {
  if (!isUnexpectedServiceFailure(error)) return;
  const { path, status } = error as { path?: unknown; status?: unknown };
  const answer = typeof status === 'number' ? `HTTP ${status}` : 'an answer that breaks the contract';
  reportClientError(win, {
    kind: 'service',
    widget: where.widget,
    element: where.element,
    message: `${where.action}: ${String(path)} failed with ${answer}: ${errorMessage(error)}`,
    error,
  });
}
