/**
 * The error reporter itself (docs/hardening.md "Client error reporting"): batching,
 * deduplication, the per-page limit, scrubbing of secrets, and sending through the beacon.
 * Loaded on demand by the page's reporter in `errorReporter.ts` when there is a first
 * error to report, so a page without errors never downloads it.
 */
import type { ErrorReporterOptions, ReportBatcher, ReportToSend } from './errorReportTypes';

// This chunk imports nothing at run time: a module shared with the pages' own chunks would
// make esbuild split those chunks further, costing every page more than this one saves. So
// it sends through `options.send`, and gets each report's stack as text.

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

function describeReport(report: ReportToSend): string {
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

/**
 * Queues reports and sends them in batches: when the page is hidden, on `pagehide`, or
 * `flushDelayMs` after the first report of a batch.
 */
export function createErrorReporter(options: ErrorReporterOptions): ReportBatcher {
  const { context, win } = options;
  const maxReports = options.maxReports ?? MAX_REPORTS_PER_PAGE;
  const flushDelayMs = options.flushDelayMs ?? FLUSH_DELAY_MS;
  const secrets = [context.jwtToken];
  const seen = new Set<string>();
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
    options.send(body(message));
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

  function report(input: ReportToSend): boolean {
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
    const stack = (input.stack ?? '')
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

  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') flush();
  };

  win.addEventListener('pagehide', flush);
  win.document.addEventListener('visibilitychange', onVisibility);

  return {
    report,
    flush,
    dispose() {
      flush();
      disposed = true;
      win.removeEventListener('pagehide', flush);
      win.document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
