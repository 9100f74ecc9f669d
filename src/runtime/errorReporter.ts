/**
 * Client error reporting: what goes wrong in the widgets on a visitor's page reaches the
 * service's `Cart/logFromClient`, so problems on pages we cannot see are known. One reporter
 * per page, shared by every entry and bundle copy. Reports are collected and sent in batches
 * when the page is hidden (through the beacon, which outlives the page), never more than a
 * few per page, deduplicated, and scrubbed of anything that could be the visitor's token.
 * Rules and reasons: docs/hardening.md "Client error reporting".
 *
 * This module is what every page loads: the page's reporter listens from the start, and the
 * reporting itself (`errorReporterCore.ts`) is loaded with the first error to report.
 */
import { logFromClient, logFromClientBeacon } from '../api/cart';
import type { ServiceClient } from '../api/client';
import type { LogFromClientRequest } from '../contract/requests';
import type { PageContext } from '../contract/pageData';
import { pageServiceClient } from './pageClient';
import { pageSingleton } from '../bus/pageGlobal';
import type { ClientErrorReport, ErrorReporter, ErrorReporterOptions, ReportBatcher, ReportToSend } from './errorReportTypes';

export type { ClientErrorKind, ClientErrorReport, ErrorReporter, ErrorReporterOptions, ReportBatcher, ReportToSend } from './errorReportTypes';

/**
 * Sends a logFromClient body through the beacon, which outlives the page, else (no beacon
 * facility, or it refused) an ordinary call, which may not finish if the page is unloading.
 * Its own failure is not reported: that would only feed the loop.
 */
export function logSender(client: ServiceClient): (body: LogFromClientRequest) => void {
  return (body) => {
    if (logFromClientBeacon(client, body)) return;
    logFromClient(client, body).catch(() => undefined);
  };
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
  slot.reporter ??= createPageReporter(win, context);
  slot.reporter.addSource(baseUrl);
  return slot.reporter;
}

/**
 * The page's reporter. It listens from the start, keeps only errors from the widgets' own
 * folders (`addSource`), and hands each report, its stack as text, to the core
 * (`errorReporterCore.ts`), which the first report loads. Reports made meanwhile wait and
 * are handed over in order; a page already hidden by then is flushed at once. Should the
 * page go away before the core loaded, they are lost: the price of not loading it on every
 * page.
 */
function createPageReporter(win: Window, context: PageContext): ErrorReporter {
  const sources = new Set<string>();
  const waiting: ReportToSend[] = [];
  let core: ReportBatcher | null = null;
  let loading = false;
  let disposed = false;

  const load = () => {
    if (loading) return;
    loading = true;
    import('./errorReporterCore').then(
      ({ createErrorReporter }) => {
        if (disposed) return;
        const loaded = createErrorReporter({ send: logSender(pageServiceClient(win, context)), context, win });
        for (const item of waiting.splice(0)) loaded.report(item);
        core = loaded;
        if (win.document.visibilityState === 'hidden') loaded.flush();
      },
      // Reporting is best effort: a chunk that cannot load must not become an error itself.
      () => undefined,
    );
  };
  const report = (input: ClientErrorReport): boolean => {
    if (disposed) return false;
    const { error, ...rest } = input;
    const toSend: ReportToSend = { ...rest, stack: stackOf(error) };
    if (core) return core.report(toSend);
    waiting.push(toSend);
    load();
    return true;
  };
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
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);

  return {
    report,
    flush: () => core?.flush(),
    addSource(baseUrl) {
      if (baseUrl) sources.add(baseUrl);
    },
    dispose() {
      disposed = true;
      win.removeEventListener('error', onError);
      win.removeEventListener('unhandledrejection', onRejection);
      core?.dispose();
    },
  };
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
