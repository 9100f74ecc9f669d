/**
 * Wires the search page: builds its two stores from the widget's environment (service
 * client, bus, window's location / history / localStorage / popstate), starts them, and
 * hands their state to the views. The views themselves only take props and callbacks.
 */
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PageContext, SearchPageData } from '../../src/contract/pageData';
import { isAuthenticated } from '../../src/contract/pageData';
import type { SearchItem } from '../../src/contract/responses';
import { pageCount, pageOf } from '../../src/domain/paging';
import { selectedChoiceCount } from '../../src/domain/filters';
import { localIsoDate } from '../../src/domain/format';
import { useIsMobile } from '../../src/runtime/screen';
import { useCustomerChange, usePageContext } from '../../src/runtime/usePageContext';
import { useWidgetEnv } from '../../src/runtime/widgetEnv';
import { initialCardState } from '../../src/state/search/cardStore';
import type { CardState, CardStore, CardStoreState } from '../../src/state/search/cardStore';
import type { SearchState } from '../../src/state/search/searchStore';
import { useStoreSelector } from '../../src/state/store/useStoreSelector';
import { LiveRegion, Notice, visuallyHidden } from '../../src/ui/primitives';
import { useSecondPass } from '../../src/ui/primitives/onDemand';
import { CategoryHero } from '../../src/ui/search/CategoryHero';
import { FilterPanel } from '../../src/ui/search/FilterPanel';
import { FiltersButton } from '../../src/ui/search/FiltersButton';
import { PageSizeSelect } from '../../src/ui/search/PageSizeSelect';
import { Pagination } from '../../src/ui/search/Pagination';
import { ProductCard } from '../../src/ui/search/ProductCard';
import { ResultCount } from '../../src/ui/search/ResultCount';
import { RecommendedRow } from '../../src/ui/search/RecommendedRow';
import { ResultsGrid } from '../../src/ui/search/ResultsGrid';
import { SearchPage } from '../../src/ui/search/SearchPage';
import { SelectedFilters } from '../../src/ui/search/SelectedFilters';
import { SortSelect } from '../../src/ui/search/SortSelect';
import { SubCategories } from '../../src/ui/search/SubCategories';
import { FavoritesControl } from '../../src/connect/favorites/FavoritesWidget';
import { createSearchPageStores, type SearchPageStores } from './start';
import { useHereAddress } from '../../src/connect/useHereAddress';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';

export { createSearchPageStores, type SearchPageStores };

export type SearchPageWidgetProps = {
  data: SearchPageData;
  /**
   * Stores built and started before React rendered (the entry does this, so the search
   * request is on its way during React's first render); built here when absent.
   */
  stores?: SearchPageStores | null | undefined;
};

/**
 * A store action for an input's change (checkbox, select), run in a microtask. React renders
 * an input's change at the end of its event, before any microtask, while ky sends a request
 * one microtask after the call: run later, the action's search request leaves first and its
 * loading state renders while the request is on its way.
 */
function afterInputEvent<A extends unknown[]>(action: (...args: A) => void): (...args: A) => void {
  return (...args) => queueMicrotask(() => action(...args));
}

const selectState = (state: SearchState) => state;

type CardSlotProps = {
  item: SearchItem;
  cards: CardStore;
  context: PageContext;
  onAdd: (item: SearchItem) => void;
  /** Render the favorites control (see `withFavorites` in SearchPageWidget). */
  withFavorites: boolean;
  /** The viewer's calendar day (`localIsoDate`), for the stock sentence's receipt date. */
  today: string;
  /** The page's address now (`useHereAddress`), for an anonymous card's sign-in prompt; undefined when signed in. */
  loginReturnTo: string | undefined;
};

/**
 * One card, subscribed to its own slice of the card store. While results load the whole
 * grid is inert and its fieldset disabled (ResultsGrid), so every quantity editor is
 * disabled without re-rendering each card: a filter click repaints faster.
 */
const CardSlot = memo(function CardSlot({ item, cards, context, onAdd, withFavorites, today, loginReturnTo }: CardSlotProps) {
  const select = useCallback((state: CardStoreState) => state.cards.get(item.itemId), [item.itemId]);
  const stored = useStoreSelector(cards, select);
  const fallback = useMemo<CardState>(() => initialCardState(item.sellMultiple), [item.sellMultiple]);
  const authenticated = isAuthenticated(context);
  return (
    <ProductCard
      item={item}
      imageBase={context.productImageUrl}
      authenticated={authenticated}
      withCustomer={context.withCustomer}
      readOnly={context.readOnly}
      ecomCustomer={context.customer?.ecomCustomer === true}
      card={stored ?? fallback}
      onQuantityChange={cards.setQuantity}
      onAddToCart={onAdd}
      loginReturnTo={loginReturnTo}
      today={today}
      favorites={authenticated && withFavorites ? <FavoritesControl itemId={item.itemId} itemName={item.itemName} favorited={item.favorited} compact /> : null}
    />
  );
});

export function SearchPageWidget({ data, stores: early }: SearchPageWidgetProps) {
  const env = useWidgetEnv();
  // Without stores from the entry, the search starts while the first render is still
  // running (not in an effect after it), so the request is on its way before the skeleton
  // is even committed.
  const [stores] = useState(() => {
    if (early) return early;
    const created = createSearchPageStores(env, data);
    created.search.start();
    return created;
  });
  const { search, cards } = stores;
  // Stores the entry started follow switches from its start (start.ts); stores built here
  // follow them while drawn: the cards' prices and stock and the results are asked for again.
  useCustomerChange(() => {
    if (early) return;
    cards.refresh();
    search.refresh();
  });
  const context = usePageContext();
  // The address follows the search (filters, sort, paging) as it changes: an anonymous
  // card's sign-in prompt carries it as it is now, in its href.
  const loginReturnTo = useHereAddress(env.window, !isAuthenticated(context));
  const started = useRef(true);
  useLayoutEffect(() => {
    // A remount of the same component instance (React may do this) starts it again.
    if (!started.current) search.start();
    started.current = false;
    return () => search.destroy();
  }, [search]);

  const state = useStoreSelector(search, selectState);
  // The first render draws the results with their prices; the filter panel, the hearts and
  // the pagination draw in the next frame (issue 34 step 8).
  const secondPass = useSecondPass();
  const isMobile = useIsMobile();
  const [panelOpen, setPanelOpen] = useState(false);
  // `repeat` counts announcements, so a second identical one is heard too.
  const [announcement, setAnnouncementState] = useState({ message: '', repeat: 0 });
  const setAnnouncement = useCallback(
    (message: string) => setAnnouncementState((previous) => ({ message, repeat: previous.repeat + 1 })),
    [],
  );
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  const { request, results, status } = state;
  const isCategory = data.category !== null;
  const loading = status === 'loading';
  const selectedCount = selectedChoiceCount(request.filters);
  // Widening the window past the breakpoint closes the slide-in panel (and it stays closed).
  const panelShown = isMobile && panelOpen;
  useEffect(() => {
    if (!isMobile) setPanelOpen(false);
  }, [isMobile]);

  const closePanel = useCallback(() => {
    setPanelOpen(false);
    openerRef.current?.focus();
  }, []);

  const goToPage = useCallback(
    (page: number) => {
      search.goToPage(page);
      // Back to the top of the widget, with focus on the results for keyboard users.
      headingRef.current?.focus({ preventScroll: true });
      const root = rootRef.current;
      if (root && root.getBoundingClientRect().top < 0) root.scrollIntoView({ block: 'start' });
    },
    [search],
  );

  const inputActions = useMemo(
    () => ({
      toggleFilter: afterInputEvent(search.toggleFilter),
      setSort: afterInputEvent(search.setSort),
      setPageSize: afterInputEvent(search.setPageSize),
    }),
    [search],
  );

  const onAdd = useCallback(
    (item: SearchItem) => {
      // A failed add is said by the card's alert: the live region then holds no stale 'Added'.
      void cards.addToCart(item).then((message) => {
        setAnnouncement(message ?? '');
      });
    },
    [cards, setAnnouncement],
  );

  // The favorites control is secondary to a card (it sits over the image and takes no room):
  // the cards are painted first, and their hearts follow when the facets request leaves (in
  // idle time after the first paint, see afterResults). So the hearts are drawn while the
  // facets are on their way, and a filter that can be clicked finds no load work left to do.
  const withFavorites = secondPass && results !== null && state.facetsStatus !== 'idle';
  const failed = status === 'error';
  // After a failed search the kept results answer an earlier choice, not the one the chips
  // and checkboxes show: presenting them (and their count) as current would mislead.
  const stale = failed && state.resultsRequest !== request;
  const shownResults = stale ? null : results;
  const shownRequest = state.resultsRequest ?? request;
  const items = shownResults?.items ?? null;
  // The chips name what narrows the cards on screen, so they change with the cards, in the
  // same frame: drawn at the click, a new chips row would move the grid once on the click
  // and again on the answer (two full repaints of the page instead of one).
  const chipFilters = (shownResults ? shownRequest : request).filters;
  const today = localIsoDate(new Date());

  return (
    <SearchPage
      rootRef={rootRef}
      isMobile={isMobile}
      hero={data.category ? <CategoryHero category={data.category} superSaverCategory={data.superSaverCategory} /> : null}
      subCategories={
        data.category ? <SubCategories subCategories={data.category.subCategories} superSaver={request.isSuperSaver} /> : null
      }
      resultCount={
        stale ? null : (
        <ResultCount
          resultCount={results?.resultCount ?? null}
          skip={shownRequest.skip}
          shown={items?.length ?? 0}
          searchTerm={shownRequest.searchTerm}
          isCategory={isCategory}
          hasFilters={shownRequest.filters.length > 0}
          suggestions={results?.suggestions ?? []}
        />
        )
      }
      toolbar={
        <>
          {isMobile ? (
            <FiltersButton ref={openerRef} open={panelShown} count={selectedCount} onClick={() => setPanelOpen(true)} />
          ) : null}
          <SortSelect value={request.sort} onChange={inputActions.setSort} />
          <PageSizeSelect value={request.take} onChange={inputActions.setPageSize} />
        </>
      }
      chips={
        <SelectedFilters
          selected={chipFilters}
          filters={state.filters}
          onRemove={search.removeFilterValue}
          onRemoveRange={search.clearFilterRange}
          onClearAll={search.clearFilters}
        />
      }
      filters={
        secondPass ? (
        <FilterPanel
          filters={state.filters}
          status={state.facetsStatus}
          error={state.facetsError}
          onRetry={search.retryFacets}
          resultsFailed={failed}
          selected={request.filters}
          onToggle={inputActions.toggleFilter}
          onRangeChange={search.setFilterRange}
          onClearAll={search.clearFilters}
          isMobile={isMobile}
          open={panelShown}
          onClose={closePanel}
          resultCount={results?.resultCount ?? null}
        />
        ) : null
      }
      notice={
        status === 'error' && state.error ? (
          <Notice tone="error" onRetry={search.retry}>
            {state.error}
          </Notice>
        ) : null
      }
      recommended={
        shownResults && shownResults.recommendedItems.length > 0 ? (
          <RecommendedRow>
            {shownResults.recommendedItems.map((item) => (
              <CardSlot key={item.itemId} item={item} cards={cards} context={context} onAdd={onAdd} withFavorites={withFavorites} today={today} loginReturnTo={loginReturnTo} />
            ))}
          </RecommendedRow>
        ) : null
      }
      onSkipToResults={() => headingRef.current?.focus()}
      resultsHeading={
        <h2 ref={headingRef} tabIndex={-1} css={visuallyHidden}>
          Products
        </h2>
      }
      grid={
        failed && items === null ? null : (
          <ResultsGrid loading={loading} skeletonCount={Math.min(request.take, 18)}>
            {items === null
              ? null
              : items.map((item) => (
                  <CardSlot
                    key={item.itemId}
                    item={item}
                    cards={cards}
                    context={context}
                    onAdd={onAdd}
                    withFavorites={withFavorites}
                    today={today}
                    loginReturnTo={loginReturnTo}
                  />
                ))}
          </ResultsGrid>
        )
      }
      pagination={
        shownResults && pageCount(shownResults.resultCount, request.take) > 1 ? (
          secondPass ? (
            <Pagination
              page={pageOf(request.skip, request.take)}
              pageCount={pageCount(shownResults.resultCount, request.take)}
              isMobile={isMobile}
              onPageChange={goToPage}
            />
          ) : null
        ) : undefined
      }
      announcer={<LiveRegion message={announcement.message} repeat={announcement.repeat} />}
    />
  );
}

/** What the declaration (widget.ts) draws once React and this file are in. */
export const render = (_env: WidgetEnv, data: SearchPageData, stores: SearchPageStores) => <SearchPageWidget data={data} stores={stores} />;
