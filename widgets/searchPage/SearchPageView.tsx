/** The search page's view, loaded on demand by its definition (with React) while the search runs. */
import type { SearchPageData } from '../../src/contract/pageData';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import type { SearchPageStores } from '../../src/state/search/searchPageStores';
import { SearchPageWidget } from '../../src/ui/search/SearchPageWidget';

export const render = (_env: WidgetEnv, data: SearchPageData, stores: SearchPageStores) => <SearchPageWidget data={data} stores={stores} />;
