/** searchPage.js: the search and category page in `#searchPage` (HOST-CONTRACT section 1). */
import { SearchPageDataSchema } from '../../src/contract/pageData';
import { readWidgetData } from '../../src/runtime/pageData';
import { defineWidget, startEntry } from '../../src/runtime/widget';
import { SearchPageWidget } from '../../src/ui/search/SearchPageWidget';

export const SEARCH_PAGE_WIDGET = defineWidget({
  name: 'searchPage',
  selector: '#searchPage',
  readData: (element) => readWidgetData(element, SearchPageDataSchema),
  render: (_env, data) => <SearchPageWidget data={data} />,
});

if (typeof window !== 'undefined') startEntry([SEARCH_PAGE_WIDGET], window);
