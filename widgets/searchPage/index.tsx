/** searchPage.js: the search and category page in `#searchPage` (HOST-CONTRACT section 1). */
import { createServiceClient } from '../../src/api/client';
import { getPageBus } from '../../src/bus/bus';
import { SearchPageDataSchema, type SearchPageData } from '../../src/contract/pageData';
import { reportingFailures } from '../../src/runtime/errorReporter';
import { describeElement, readPageContext, readWidgetData } from '../../src/runtime/pageData';
import { defineWidget, startEntry } from '../../src/runtime/widget';
import { createSearchPageStores, SearchPageWidget, type SearchPageStores } from '../../src/ui/search/SearchPageWidget';

const NAME = 'searchPage';

/**
 * The stores, with the search request already on its way: built as soon as the page data is
 * read, before React renders anything (its first render is one long task, and the service
 * answers meanwhile). Null when anything is missing: the widget then builds them itself.
 */
function startEarly(element: HTMLElement, doc: Document, data: SearchPageData): SearchPageStores | null {
  const win = doc.defaultView;
  if (!win) return null;
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
      { widget: NAME, element: describeElement(element) },
    );
    const stores = createSearchPageStores({ client, context, bus: getPageBus(win), window: win }, data);
    stores.search.start();
    return stores;
  } catch {
    return null;
  }
}

export const SEARCH_PAGE_WIDGET = defineWidget({
  name: NAME,
  selector: '#searchPage',
  readData: (element, doc) => {
    const data = readWidgetData(element, SearchPageDataSchema);
    return { data, early: startEarly(element, doc, data) };
  },
  render: (_env, { data, early }) => <SearchPageWidget data={data} stores={early} />,
});

if (typeof window !== 'undefined') startEntry([SEARCH_PAGE_WIDGET], window);
