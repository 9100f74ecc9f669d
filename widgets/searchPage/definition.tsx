/** The search page widget's definition, apart from the entry so tests mount it without starting it. */
import { SearchPageDataSchema } from '../../src/contract/pageData';
import { readWidgetData } from '../../src/runtime/pageData';
import { defineWidget } from '../../src/runtime/widget';
import { createSearchPageStores, SearchPageWidget } from '../../src/ui/search/SearchPageWidget';

export const SEARCH_PAGE_WIDGET = defineWidget({
  name: 'searchPage',
  selector: '#searchPage',
  readData: (element) => readWidgetData(element, SearchPageDataSchema),
  // React's first render is one long task; the service answers meanwhile. The runtime stops
  // the stores on unmount, also when the widget never rendered (destroy is safe twice: the
  // widget's own effect stops the search store too).
  start: (env, data) => {
    const stores = createSearchPageStores(env, data);
    stores.search.start();
    return { value: stores, stop: () => stores.search.destroy() };
  },
  render: (_env, data, stores) => <SearchPageWidget data={data} stores={stores} />,
});
