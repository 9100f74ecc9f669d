/**
 * What every widget needs before it draws, whether it draws with React (startEntry) or with
 * the DOM (the light cart badge entry): the page context, its own data, and a service client
 * that reports unexpected failures. Bad data never throws out of here: it is logged once,
 * reported, and the caller shows the notice. No React, no Emotion, so a DOM-drawn entry can
 * use it without loading either.
 */
import type { ServiceClient } from '../api/client';
import { getPageBus } from '../bus/bus';
import type { PageContext } from '../contract/pageData';
import { setPageRoutes } from '../domain/urls';
import { pageContextStore, type ContextStore } from './contextStore';
import { installErrorReporter, reportClientError, reportingFailures } from './errorReporter';
import { describeElement, PAGE_CONTEXT_ID, PageDataError, readContextFlag, readPageContext, type ReportSettings } from './pageData';
import type { SettingProblem } from './settings';
import { pageServiceClient } from './pageClient';
import { pageSingleton } from '../bus/pageGlobal';
import { reportingSessionEnd } from './sessionEnded';

export type PreparedWidget<D> = (
  | {
      ok: true;
      /** The page context when the widget started; read `contextStore.get()` for the context now. */
      context: PageContext;
      /** The page's context store: follows a customer or ship-to switch (docs/switching.md). */
      contextStore: ContextStore;
      client: ServiceClient;
      data: D;
    }
  | { ok: false }
) & {
  /** The settings of the page context and of the widget that fell back to a default, or stop it. */
  problems: readonly SourcedProblem[];
  /** The page context's `preview` (read even from a context that stops the widget). */
  preview: boolean;
};

/** A setting's problem with the script or element it is in ("#searchPage-data"). */
export type SourcedProblem = SettingProblem & { readonly source: string };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads the page context and, with `readData`, the widget's own data (which may throw a
 * PageDataError), and builds the widget's service client. The first widget with a valid
 * context sets up the page's error reporter.
 */
export function prepareWidget<D = undefined>(
  name: string,
  element: HTMLElement,
  win: Window,
  readData?: (element: HTMLElement, doc: Document, report: ReportSettings) => D,
): PreparedWidget<D> {
  const doc = win.document;
  let reportable = false;
  // The context's problems are found once per page, when the first widget reads it.
  const contextProblems = pageSingleton(win, 'contextSettingProblems@1', () => [] as SourcedProblem[]);
  const problems: SourcedProblem[] = [];
  const from = (element: string): ReportSettings => (found, source = element) => problems.push(...found.map((problem) => ({ ...problem, source })));
  try {
    // Read and checked once per page; after a switch a widget mounted later starts from the
    // customer the page acts for now, not the one the page was loaded with.
    const contextStore = pageContextStore(win, getPageBus(win), () =>
      readPageContext(doc, (found) => contextProblems.push(...found.map((problem) => ({ ...problem, source: `#${PAGE_CONTEXT_ID}` })))),
    );
    const context = contextStore.get();
    // Every link a widget draws to a host page follows the page's routes (src/domain/urls.ts);
    // set by each widget, so that a second bundle copy follows them too.
    setPageRoutes(context.routes);
    problems.push(...contextProblems);
    installErrorReporter(win, context);
    reportable = true;
    const data = readData ? readData(element, doc, from(describeElement(element))) : (undefined as D);
    const client = reportingSessionEnd(
      reportingFailures(pageServiceClient(win, context), win, { widget: name, element: describeElement(element) }),
      win,
      element,
      context,
    );
    return { ok: true, context, contextStore, client, data, problems, preview: context.preview };
  } catch (error) {
    if (error instanceof PageDataError) problems.push(...error.problems.map((problem) => ({ ...problem, source: error.source })));
    const where = `the "${name}" widget in ${describeElement(element)}`;
    if (error instanceof PageDataError && error.source === `#${PAGE_CONTEXT_ID}`) {
      // One page context, one problem: reported once however many widgets it stops.
      const reported = pageSingleton(win, 'reportedContextErrors@1', () => new Set<string>());
      if (!reported.has(error.message)) {
        reported.add(error.message);
        console.error(`${error.message} Until the page context is fixed, every widget on the page shows a notice instead.`);
      }
    } else if (error instanceof PageDataError) {
      console.error(`${error.message} Until the page data is fixed, ${where} shows a notice instead.`);
    } else {
      console.error(`StorefrontWidgets: ${where} could not read its data (${errorText(error)}); it shows a notice instead.`, error);
    }
    if (reportable) {
      reportClientError(win, {
        kind: 'page-data',
        widget: name,
        element: describeElement(element),
        message: errorText(error),
        error: error instanceof PageDataError ? undefined : error,
      });
    }
    return { ok: false, problems, preview: readContextFlag(doc, 'preview') };
  }
}
