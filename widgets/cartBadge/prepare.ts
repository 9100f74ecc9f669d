/**
 * What the runtime's `prepare` (src/runtime/widget.tsx) gives a React widget, for the cart
 * badge entry's DOM-drawn widgets: the page context, a service client that reports
 * unexpected failures, and the same console and client-error reports for bad page data.
 * Kept in step with that function by hand until the runtime exports a React-free prepare
 * (then this file goes).
 */
import { createServiceClient, type ServiceClient } from '../../src/api/client';
import type { PageContext } from '../../src/contract/pageData';
import { installErrorReporter, reportClientError, reportingFailures } from '../../src/runtime/errorReporter';
import { describeElement, PAGE_CONTEXT_ID, PageDataError, readPageContext } from '../../src/runtime/pageData';
import { pageSingleton } from '../../src/runtime/pageGlobal';

/**
 * The runtime's NOTICE_TEXT.pageData (src/runtime/WidgetNotice.tsx), repeated because that
 * module draws with Emotion and importing it would load Emotion here; a test keeps them equal.
 */
export const PAGE_DATA_NOTICE = "This section could not be shown: the page's settings are incomplete.";

export type Prepared = { ok: true; context: PageContext; client: ServiceClient } | { ok: false };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function prepareWidget(name: string, element: HTMLElement, win: Window): Prepared {
  let reportable = false;
  try {
    const context = readPageContext(win.document);
    installErrorReporter(win, context);
    reportable = true;
    const client = reportingFailures(
      createServiceClient({
        serviceUrl: context.serviceUrl,
        jwtToken: context.jwtToken ?? undefined,
        apiKey: context.apiKey ?? undefined,
        fetch: (input, init) => win.fetch(input, init),
        sendBeacon: (url, data) => win.navigator.sendBeacon(url, data),
      }),
      win,
      { widget: name, element: describeElement(element) },
    );
    return { ok: true, context, client };
  } catch (error) {
    const where = `the "${name}" widget in ${describeElement(element)}`;
    if (error instanceof PageDataError && error.source === `#${PAGE_CONTEXT_ID}`) {
      const reported = pageSingleton(win, 'reportedContextErrors@1', () => new Set<string>());
      if (!reported.has(error.message)) {
        reported.add(error.message);
        console.error(`${error.message} Until the page context is fixed, every widget on the page shows a notice instead.`);
      }
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
    return { ok: false };
  }
}

/** The runtime's notice for bad page data, in the widget's place; returns its removal. */
export function showPageDataNotice(element: HTMLElement): () => void {
  const notice = element.ownerDocument.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.className = 'sf-widget-notice sf-widget-notice--pageData';
  notice.textContent = PAGE_DATA_NOTICE;
  element.append(notice);
  return () => notice.remove();
}
