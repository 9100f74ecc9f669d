/**
 * The search page's state and effects, outside React (SPEC section 4): the request, the
 * results, the facets, loading and error states, and the page address.
 *
 * - A full load (start, filter, term, sort) fetches results, then facets. Paging and the
 *   page size fetch results only.
 * - Only the newest request can settle: starting a load aborts the one before it, and an
 *   answer that still arrives for an older request is ignored (a fake or a slow proxy may
 *   not honour the abort).
 * - The previous results stay in the state while the next ones load, so the grid can dim
 *   them instead of blanking.
 * - Every user change writes the request to the address with `history.replaceState`,
 *   keeping the host's own parameters; Back / Forward (popstate) read it again.
 *
 * Browser objects are passed in (`location`, `history`, `storage`, `onPopState`), so tests
 * drive the store without a window and importing this module touches nothing.
 */
import type { Facets, Filter, SearchRequest, SearchResults, SortKey } from '../../contract/responses';
import type { WebSearchFacetsRequest, WebSearchRequest } from '../../contract/requests';
import type { PageContext } from '../../contract/pageData';
import { isAuthenticated } from '../../contract/pageData';
import { isAbortError, userMessage } from '../../api/errors';
import { latest } from '../store/latest';
import { isFilterValueSelected, manufacturerIdInEffect, markTopTen, selectedRange, setFilterRange, toggleFilterValue, withManufacturerFilter } from '../../domain/filters';
import type { FilterRange, RankedFilterOption } from '../../domain/filters';
import {
  PAGE_SIZE_STORAGE_KEY,
  pageCount,
  readStoredPageSize,
  skipAfterPageSizeChange,
  skipOfPage,
} from '../../domain/paging';
import { readSearchParams, resetSkip, writeSearchParams } from '../../domain/search';
import { createStore } from '../store/createStore';
import { sameJson } from '../store/sameJson';

export type SearchServices = {
  webSearch(body: WebSearchRequest, options: { signal: AbortSignal }): Promise<SearchResults>;
  webSearchFacets(body: WebSearchFacetsRequest, options: { signal: AbortSignal }): Promise<Facets>;
};

/** What the store needs of `window.location`; read at each use, never cached. */
export type AddressReader = { readonly pathname: string; readonly search: string; readonly hash: string };
export type HistoryWriter = { readonly state: unknown; replaceState(data: unknown, unused: string, url?: string | null): void };
export type PageSizeStorage = { getItem(key: string): string | null; setItem(key: string, value: string): void };

export type SearchStoreOptions = {
  /** The request of `#searchPage-data`. */
  pageRequest: SearchRequest;
  /** The page context now, read as each request leaves (it changes on a customer switch). */
  getContext: () => PageContext;
  services: SearchServices;
  location: AddressReader;
  history: HistoryWriter;
  /** Where the chosen page size is kept under 'pageSize'; null when storage is unavailable. */
  storage: PageSizeStorage | null;
  /** Subscribes to Back / Forward within the page; returns the teardown. */
  onPopState?: (listener: () => void) => () => void;
  /** Names the manufacturer filter added for a manufacturer page. */
  manufacturerName?: string;
  /**
   * Runs the facets request of a full load after the new results are on screen (the widget
   * passes "after the next paint"), so the filter panel never delays the grid.
   * @default run at once
   */
  afterResults?: (run: () => void) => void;
};

export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

export type RankedFilter = Omit<Filter, 'filterOptions'> & { filterOptions: RankedFilterOption[] };

export type SearchState = {
  /** The request whose results are shown, or on their way. */
  request: SearchRequest;
  /** The newest results that arrived; kept while the next ones load. null before the first. */
  results: SearchResults | null;
  /** The request `results` answer (differs from `request` while loading). */
  resultsRequest: SearchRequest | null;
  status: LoadStatus;
  /** A sentence for the person when `status` is 'error'. */
  error: string | null;
  /** Facets with the top options flagged; null before the first answer. */
  filters: RankedFilter[] | null;
  facetsStatus: LoadStatus;
  facetsError: string | null;
};

export type SearchStore = {
  getState(): SearchState;
  subscribe(listener: () => void): () => void;
  /** Reads the address and storage, loads results then facets, and listens to popstate. */
  start(): void;
  setTerm(term: string): void;
  /** Selects or deselects one option; the last value removed removes the filter. */
  toggleFilter(filter: { filterId: number; filterName: string }, value: string): void;
  /**
   * Deselects one value (a filter chip's remove). Unlike `toggleFilter` it never selects: a
   * chip of the cards on screen may name a value that was unchecked meanwhile.
   */
  removeFilterValue(filter: { filterId: number; filterName: string }, value: string): void;
  /**
   * Sets a range filter's range (sent as `minValue` / `maxValue`); null, or both ends open,
   * removes it. The same range again changes nothing.
   */
  setFilterRange(filter: { filterId: number; filterName: string }, range: FilterRange | null): void;
  /** A range chip's remove: `setFilterRange(filter, null)`. */
  clearFilterRange(filter: { filterId: number; filterName: string }): void;
  clearFilters(): void;
  setSort(sort: SortKey): void;
  /** 1-based page. */
  goToPage(page: number): void;
  setPageSize(take: number): void;
  /** Loads again what failed: the results (and then the facets, if it was a full load), or only the facets. */
  retry(): void;
  retryFacets(): void;
  /**
   * After a customer or ship-to switch: loads the shown request again (results, then
   * facets) for the context now. What is on its way for the previous customer is aborted
   * and its answer dropped; the prices on screen show their placeholder until the new ones
   * arrive, so no price of the previous customer is shown as current. The request (term,
   * filters, sort, page) stays.
   */
  refresh(): void;
  /** Aborts what is on its way and stops listening to popstate. */
  destroy(): void;
};

const sameRequest = (a: SearchRequest, b: SearchRequest) => JSON.stringify(a) === JSON.stringify(b);
const sameQuery = (a: SearchRequest, b: SearchRequest) =>
  a.searchTerm === b.searchTerm && a.sort === b.sort && JSON.stringify(a.filters) === JSON.stringify(b.filters);

/**
 * Structural sharing (TanStack Query's replaceEqualDeep, for one level): an item that comes
 * back unchanged (`sameJson`) keeps the object it had, so its memoised card does not render
 * again when a filter or the sort only reorders or narrows the list.
 */
export function shareUnchangedItems<T extends { itemId: number }>(previous: readonly T[], next: readonly T[]): T[] {
  if (previous.length === 0) return [...next];
  const known = new Map<number, T>();
  for (const item of previous) known.set(item.itemId, item);
  return next.map((item) => {
    const old = known.get(item.itemId);
    return old !== undefined && sameJson(old, item) ? old : item;
  });
}

function rankFacets(facets: Facets): RankedFilter[] {
  return facets.filters.map((filter) => ({ ...filter, filterOptions: markTopTen(filter.filterOptions) }));
}

export function createSearchStore(options: SearchStoreOptions): SearchStore {
  const { getContext, services } = options;
  const resultsSignal = latest();
  const facetsSignal = latest();
  let resultsSeq = 0;
  let facetsSeq = 0;
  let lastLoadWasFull = true;
  /**
   * Set by a full load, cleared when the facets are asked for: the query's facets are still
   * owed. Any later successful load of the same query asks for them, so a page change or a
   * page-size change before they left (or after a failed first search) cannot lose them.
   */
  let facetsOwed = false;
  let stopPopState: (() => void) | undefined;
  let destroyed = false;

  const baseRequest = (): SearchRequest => {
    const withManufacturer = withManufacturerFilter(options.pageRequest, options.manufacturerName);
    const stored = readStoredPageSizeSafely(options.storage);
    return stored === null ? withManufacturer : { ...withManufacturer, take: stored };
  };
  const requestFromAddress = () => readSearchParams(new URLSearchParams(options.location.search), baseRequest());

  const store = createStore<SearchState>({
    request: requestFromAddress(),
    results: null,
    resultsRequest: null,
    status: 'idle',
    error: null,
    filters: null,
    facetsStatus: 'idle',
    facetsError: null,
  });

  const searchBody = (request: SearchRequest, context = getContext()): WebSearchRequest => ({
    ...request,
    manufacturerId: manufacturerIdInEffect(request),
    companyUserId: context.companyUserId,
    customerNumber: context.customer?.customerNumber ?? null,
    warehouseCode: isAuthenticated(context) ? context.warehouseCode : request.warehouseCode,
    customerType: context.customer?.customerType ?? null,
    shipTo: context.shipTo,
  });
  const facetsBody = (request: SearchRequest, context = getContext()): WebSearchFacetsRequest => ({
    ...request,
    manufacturerId: manufacturerIdInEffect(request),
    customerNumber: context.customer?.customerNumber ?? null,
    shipTo: context.shipTo,
  });

  function loadFacets(request: SearchRequest) {
    facetsOwed = false;
    const seq = ++facetsSeq;
    const signal = facetsSignal.next();
    // Refreshing facets keeps the panel as it is (no re-render until they arrive); only the
    // first load, or a retry after a failure, shows the loading state.
    if (store.getState().filters === null || store.getState().facetsStatus === 'error') {
      store.setState({ facetsStatus: 'loading', facetsError: null });
    }
    services.webSearchFacets(facetsBody(request), { signal }).then(
      (facets) => {
        if (seq !== facetsSeq || destroyed) return;
        store.setState({ filters: rankFacets(facets), facetsStatus: 'success', facetsError: null });
      },
      (error: unknown) => {
        if (seq !== facetsSeq || destroyed || isAbortError(error)) return;
        store.setState({ facetsStatus: 'error', facetsError: userMessage(error, 'load the filters') });
      },
    );
  }

  function load(request: SearchRequest, full: boolean) {
    const seq = ++resultsSeq;
    lastLoadWasFull = full;
    if (full) {
      // Facets of the previous query must not arrive after this one's results.
      facetsSeq += 1;
      facetsSignal.cancel();
      facetsOwed = true;
    }
    const signal = resultsSignal.next();
    // The call comes first: ky calls fetch in the first microtask after it, while React
    // renders the loading state in a microtask queued by setState, so the request leaves
    // before that render instead of after it.
    const answered = services.webSearch(searchBody(request), { signal });
    store.setState({ request, status: 'loading', error: null });
    answered.then(
      (answer) => {
        if (seq !== resultsSeq || destroyed) return;
        const previous = store.getState().results?.items ?? [];
        const results = { ...answer, items: shareUnchangedItems(previous, answer.items.slice(0, request.take)) };
        // A shared link or a shrunken catalogue can point past the last page: show the last one.
        const pages = pageCount(results.resultCount, request.take);
        if (results.items.length === 0 && request.skip > 0 && pages > 0) {
          const last = { ...request, skip: skipOfPage(pages, request.take) };
          if (last.skip !== request.skip) {
            writeAddress(last);
            load(last, full);
            return;
          }
        }
        store.setState({ results, resultsRequest: request, status: 'success', error: null });
        if (!facetsOwed) return;
        const schedule = options.afterResults ?? ((run: () => void) => run());
        schedule(() => {
          // A newer load may have started meanwhile; it asks for the facets when it succeeds.
          if (seq === resultsSeq && !destroyed && facetsOwed) loadFacets(request);
        });
      },
      (error: unknown) => {
        if (seq !== resultsSeq || destroyed || isAbortError(error)) return;
        store.setState({ status: 'error', error: userMessage(error, 'load the products') });
      },
    );
  }

  function writeAddress(request: SearchRequest) {
    const { pathname, hash, search } = options.location;
    const params = writeSearchParams(new URLSearchParams(search), request).toString();
    options.history.replaceState(options.history.state, '', `${pathname}${params ? `?${params}` : ''}${hash}`);
  }

  /** A user change: write it to the address, then load. */
  function change(request: SearchRequest, full: boolean) {
    writeAddress(request);
    load(request, full);
  }

  const current = () => store.getState().request;
  const toggle = (filter: { filterId: number; filterName: string }, value: string) =>
    change(resetSkip({ ...current(), filters: toggleFilterValue(current().filters, filter, value) }), true);

  function setRange(filter: { filterId: number; filterName: string }, range: FilterRange | null) {
    const before = selectedRange(current().filters, filter.filterId);
    const after = range === null || (range.min === null && range.max === null) ? null : range;
    if (before?.min === after?.min && before?.max === after?.max) return;
    change(resetSkip({ ...current(), filters: setFilterRange(current().filters, filter, after) }), true);
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start() {
      destroyed = false;
      load(requestFromAddress(), true);
      stopPopState?.();
      stopPopState = options.onPopState?.(() => {
        const next = requestFromAddress();
        const shown = current();
        if (sameRequest(next, shown)) return;
        load(next, !sameQuery(next, shown));
      });
    },
    setTerm(term) {
      const searchTerm = term.trim();
      if (searchTerm === current().searchTerm) return;
      change(resetSkip({ ...current(), skip: 0, searchTerm }), true);
    },
    toggleFilter: toggle,
    removeFilterValue(filter, value) {
      if (isFilterValueSelected(current().filters, filter.filterId, value)) toggle(filter, value);
    },
    setFilterRange: setRange,
    clearFilterRange: (filter) => setRange(filter, null),
    clearFilters() {
      if (current().filters.length === 0) return;
      change(resetSkip({ ...current(), filters: [] }), true);
    },
    setSort(sort) {
      if (sort === current().sort) return;
      change(resetSkip({ ...current(), sort }), true);
    },
    goToPage(page) {
      const skip = skipOfPage(page, current().take);
      if (skip === current().skip) return;
      change({ ...current(), skip }, false);
    },
    setPageSize(take) {
      const request = current();
      if (take === request.take) return;
      try {
        options.storage?.setItem(PAGE_SIZE_STORAGE_KEY, String(take));
      } catch {
        // Storage full or blocked (private mode): the choice still applies to this page.
      }
      const resultCount = store.getState().results?.resultCount ?? 0;
      change({ ...request, take, skip: skipAfterPageSizeChange(request.skip, take, resultCount) }, false);
    },
    retry() {
      load(current(), lastLoadWasFull);
    },
    retryFacets() {
      loadFacets(current());
    },
    refresh() {
      if (destroyed) return;
      const { results } = store.getState();
      if (results) store.setState({ results: { ...results, items: results.items.map(withoutPricing) } });
      load(current(), true);
    },
    destroy() {
      destroyed = true;
      resultsSignal.cancel();
      facetsSignal.cancel();
      stopPopState?.();
      stopPopState = undefined;
    },
  };
}

/** An item whose price belongs to the previous customer: shown as "price loading". */
function withoutPricing<T extends { pricingLoaded: boolean; customerPrice: number | null }>(item: T): T {
  return item.pricingLoaded ? { ...item, pricingLoaded: false, customerPrice: null } : item;
}

function readStoredPageSizeSafely(storage: PageSizeStorage | null): number | null {
  try {
    return readStoredPageSize(storage?.getItem(PAGE_SIZE_STORAGE_KEY) ?? null, null);
  } catch {
    // Reading localStorage throws where the host's privacy settings block it.
    return null;
  }
}
