/**
 * The error reporter's types, apart from both halves: the page's reporter (`errorReporter.ts`)
 * and the core it loads on demand (`errorReporterCore.ts`) each import them, not each other.
 */
import type { LogFromClientRequest } from '../contract/requests';
import type { PageContext } from '../contract/pageData';

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

/** A report as the page's reporter hands it to the core: its error's stack as text. */
export type ReportToSend = Omit<ClientErrorReport, 'error'> & { stack?: string };

/** The core (`errorReporterCore.ts`): batching, limits, scrubbing and sending. */
export type ReportBatcher = {
  /** Queues a report; false when it was a duplicate, over the page's limit, or after dispose. */
  report(report: ReportToSend): boolean;
  flush(): void;
  dispose(): void;
};

export type ErrorReporterOptions = {
  /** Sends one logFromClient body (`logSender`). */
  send: (body: LogFromClientRequest) => void;
  context: Pick<PageContext, 'companyUserId' | 'customer' | 'jwtToken'>;
  win: Window;
  /** @default MAX_REPORTS_PER_PAGE */
  maxReports?: number;
  /** @default FLUSH_DELAY_MS */
  flushDelayMs?: number;
};
