/**
 * The search page's stores, started before React renders anything (its first render is one
 * long task, and the service answers meanwhile), and stopped with the widget in every case.
 */
import { createServiceClient } from '../../src/api/client';
import { getPageBus } from '../../src/bus/bus';
import type { SearchPageData } from '../../src/contract/pageData';
import { reportingFailures } from '../../src/runtime/errorReporter';
import { describeElement, readPageContext } from '../../src/runtime/pageData';
import { createSearchPageStores, type SearchPageStores } from '../../src/ui/search/SearchPageWidget';

/**
 * The portal the runtime appended to the body for the widget being prepared (mountWidget
 * appends it, then reads the data, then renders). The runtime removes it on every unmount,
 * also when the root is unmounted before React's first render.
 */
function portalOf(doc: Document, name: string): Element | null {
  const portals = doc.body.querySelectorAll(`[data-sf-portal="${name}"]`);
  return portals[portals.length - 1] ?? null;
}

/**
 * Stops `stores` once `portal` leaves the document. The widget's own effect stops the search
 * store when the rendered widget unmounts; this also covers a widget unmounted before its
 * first render completed, which runs no effect (destroy is safe to call twice).
 */
export function stopWithPortal(stores: SearchPageStores, portal: Element, win: Window): void {
  const { MutationObserver: Observer } = win as Window & typeof globalThis;
  const observer = new Observer(() => {
    if (portal.isConnected) return;
    observer.disconnect();
    stores.search.destroy();
  });
  // Only the body's own children: the runtime appends portals there, so this sees few changes.
  observer.observe(portal.parentNode ?? win.document.body, { childList: true });
}

/**
 * The stores with the search request already on its way, or null when anything is missing
 * (no window, no portal to tie their lifetime to, a failure): the widget then builds them
 * itself and its effects own their teardown.
 */
export function startEarly(name: string, element: HTMLElement, doc: Document, data: SearchPageData): SearchPageStores | null {
  const win = doc.defaultView;
  if (!win) return null;
  const portal = portalOf(doc, name);
  if (!portal) return null;
  try {
    // Already read and validated by the runtime (a bad context never reaches readData).
    const context = readPageContext(doc);
    const client = reportingFailures(
      createServiceClient({
        serviceUrl: context.serviceUrl,
        jwtToken: context.jwtToken ?? undefined,
        apiKey: context.apiKey ?? undefined,
        fetch: (input, init) => win.fetch(input, init),
        sendBeacon: (url, body) => win.navigator.sendBeacon(url, body),
      }),
      win,
      { widget: name, element: describeElement(element) },
    );
    const stores = createSearchPageStores({ client, context, bus: getPageBus(win), window: win }, data);
    stopWithPortal(stores, portal, win);
    stores.search.start();
    return stores;
  } catch {
    return null;
  }
}
