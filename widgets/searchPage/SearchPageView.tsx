/** The search page's view, loaded on demand by its definition (with React) while the search runs. */
import type { SearchPageData } from '../../src/contract/pageData';
import { SearchPageWidget, type SearchPageStores } from '../../src/connect/searchPage/SearchPageWidget';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';

export const render = (_env: WidgetEnv, data: SearchPageData, stores: SearchPageStores) => <SearchPageWidget data={data} stores={stores} />;
