/** The search page widget's definition, apart from the entry so tests mount it without starting it. */
import { SearchPageDataSchema } from '../../src/contract/pageData';
import { readWidgetData } from '../../src/runtime/pageData';
import { defineWidget } from '../../src/runtime/widget';
import { SearchPageWidget } from '../../src/ui/search/SearchPageWidget';
import { startEarly } from './earlyStores';

const NAME = 'searchPage';

export const SEARCH_PAGE_WIDGET = defineWidget({
  name: NAME,
  selector: '#searchPage',
  readData: (element, doc) => {
    const data = readWidgetData(element, SearchPageDataSchema);
    return { data, early: startEarly(NAME, element, doc, data) };
  },
  render: (_env, { data, early }) => <SearchPageWidget data={data} stores={early} />,
});
