import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageContext, SearchPageData } from '../../src/contract/pageData';
import type { Facets, SearchResults } from '../../src/contract/responses';
import { createServiceClient } from '../../src/api/client';
import { ServiceError } from '../../src/api/errors';
import { pageScreenStore } from '../../src/runtime/screen';
import { makeCategory, makeFilter, makeItem, makeRequest, makeResults, signedInContext, anonymousContext } from '../../src/state/search/testing';
import { createFakeServiceClient, renderWithEnv } from '../../src/testing';
import type { FakeRoutes } from '../../src/testing';
import { SearchPageWidget } from './SearchPageWidget';

// The machine is shared: give async queries room beyond the default second.
configure({ asyncUtilTimeout: 5000 });

type Answers = { search?: (body: { skip: number; filters: unknown[] }) => SearchResults | Promise<SearchResults>; facets?: () => Facets | Promise<Facets> };

function mount({
  data = { category: makeCategory(), superSaverCategory: null, searchRequest: makeRequest() },
  context = signedInContext(),
  answers = {},
  routes = {},
}: { data?: SearchPageData; context?: PageContext; answers?: Answers; routes?: FakeRoutes } = {}) {
  const client = createFakeServiceClient({
    'Product/WebSearch': (body) => answers.search?.(body) ?? makeResults(6, { resultCount: 60 }, body.skip + 1),
    'Product/WebSearchFacets': () => answers.facets?.() ?? { filters: [makeFilter({}, 12)] },
    'Cart/AddItemToCart': () => ({ lineCount: 4, totalQuantity: 48, subtotal: 99.5 }),
    ...routes,
  });
  const result = renderWithEnv(<SearchPageWidget data={data} />, { client, context });
  return { ...result, client };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/order-now/12/containers?utm_source=mail');
  window.localStorage.clear();
  pageScreenStore(window).set({ isMobile: false, width: 1280 });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const cards = () => screen.queryAllByRole('article');

describe('SearchPageWidget', { timeout: 20_000 }, () => {
  it('loads results, then facets, and shows cards, count and filters', async () => {
    const { client } = mount();
    await waitFor(() => expect(cards()).toHaveLength(6));
    await screen.findByRole('checkbox', { name: 'Color 1' });
    expect(client.calls.map((c) => c.path)).toEqual(['Product/WebSearch', 'Product/WebSearchFacets']);
    expect(screen.getByText('1–6 of 60 products').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('heading', { level: 1, name: 'Containers' })).toBeTruthy();
  });

  it('resets skip and writes the filter to the address, keeping the host parameters', async () => {
    const { client } = mount();
    await screen.findByRole('checkbox', { name: 'Color 1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(client.bodiesOf('Product/WebSearch').at(-1)?.skip).toBe(18));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Color 1' }));
    const last = client.bodiesOf('Product/WebSearch').at(-1)!;
    expect(last.skip).toBe(0);
    expect(last.filters).toEqual([{ filterId: 5, filterName: 'Color', filterValues: ['Color 1'] }]);
    const params = new URLSearchParams(window.location.search);
    expect(params.get('utm_source')).toBe('mail');
    expect(params.getAll('f.5.Color')).toEqual(['Color 1']);
    expect(params.get('skip')).toBe('0');
    await waitFor(() => expect(client.bodiesOf('Product/WebSearchFacets')).toHaveLength(2));
  });

  it('pages with results only, scrolls the widget into view and moves focus to the results', async () => {
    const { client, env } = mount();
    await screen.findByRole('checkbox', { name: 'Color 1' });
    const root = env.element.firstElementChild as HTMLElement;
    vi.spyOn(root, 'getBoundingClientRect').mockReturnValue({ top: -800 } as DOMRect);
    const scrollIntoView = vi.fn();
    root.scrollIntoView = scrollIntoView;
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page'));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Products' }));
    expect(new URLSearchParams(window.location.search).get('skip')).toBe('18');
    await waitFor(() => expect(screen.getByRole('article', { name: 'Item 19' })).toBeTruthy());
    expect(client.bodiesOf('Product/WebSearchFacets')).toHaveLength(1);
  });

  it('keeps the page size in localStorage and the address', async () => {
    const { client } = mount();
    await screen.findByRole('checkbox', { name: 'Color 1' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), '50');
    expect(window.localStorage.getItem('pageSize')).toBe('50');
    expect(new URLSearchParams(window.location.search).get('take')).toBe('50');
    expect(client.bodiesOf('Product/WebSearch').at(-1)?.take).toBe(50);
  });

  it('sorts from Sort by, back on the first page', async () => {
    const { client } = mount({ data: { category: null, superSaverCategory: null, searchRequest: makeRequest({ categoryId: null, searchTerm: 'pot', sort: 'score' }) } });
    await waitFor(() => expect(cards()).toHaveLength(6));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Item Number');
    expect(client.bodiesOf('Product/WebSearch').at(-1)).toMatchObject({ sort: 'itemNumberExact', skip: 0 });
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('itemNumberExact');
  });

  it('publishes update cart with the added item on the bus, once for a double click', async () => {
    const { client, env } = mount();
    const heard = vi.fn();
    env.bus.on('update cart', 'test', heard);
    const card = await screen.findByRole('article', { name: 'Item 1' });
    const add = within(card).getByRole('button', { name: 'Add to cart' });
    await userEvent.dblClick(add);
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(heard).toHaveBeenCalledWith({
      cart: { lineCount: 4, totalQuantity: 48, subtotal: 99.5 },
      addedItem: { itemId: 1, itemNumber: 'IT-1', quantity: 12 },
    });
    expect(client.bodiesOf('Cart/AddItemToCart')).toHaveLength(1);
    expect(within(card).getByText(/Added 12 to cart/)).toBeTruthy();
  });

  it('shows a failed search in place with Retry, and Retry loads it', async () => {
    let fail = true;
    mount({
      answers: {
        search: () => {
          if (fail) throw new ServiceError({ kind: 'network', path: 'Product/WebSearch', message: '', error: null });
          return makeResults(3);
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not reach the store to load the products');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows no results, count or pagination of the previous choice when the search for a new filter fails', async () => {
    let fail = false;
    mount({
      answers: {
        search: () => {
          if (fail) throw new ServiceError({ kind: 'network', path: 'Product/WebSearch', message: '', error: null });
          return makeResults(6, { resultCount: 60 });
        },
      },
    });
    await screen.findByRole('checkbox', { name: 'Color 1' });
    expect(cards()).toHaveLength(6);
    fail = true;
    await userEvent.click(screen.getByRole('checkbox', { name: 'Color 1' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(cards()).toHaveLength(0);
    expect(screen.queryByText('1–6 of 60 products')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    // The person's choice stays: the box is still checked and Retry asks for it.
    expect((screen.getByRole('checkbox', { name: 'Color 1' }) as HTMLInputElement).checked).toBe(true);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
  });

  it('shows no busy filter panel when the first search fails', async () => {
    mount({
      answers: {
        search: () => {
          throw new ServiceError({ kind: 'network', path: 'Product/WebSearch', message: '', error: null });
        },
      },
    });
    await screen.findByRole('alert');
    expect(await screen.findByText('Filters appear with the products.')).toBeTruthy();
    expect(screen.queryByText('Loading filters')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("says 'Sorry, no results are available at this time.' for an empty category", async () => {
    mount({ answers: { search: () => makeResults(0) } });
    await screen.findByText('Sorry, no results are available at this time.');
    expect(cards()).toHaveLength(0);
  });

  it("shows the answer's recommendedItems as a 'Recommended' row of cards above the results, and no row when there are none", async () => {
    mount({ answers: { search: () => makeResults(0, { recommendedItems: [makeItem({ itemId: 901 }), makeItem({ itemId: 902 })] }) } });
    const row = await screen.findByRole('region', { name: 'Recommended' });
    expect(within(row).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Item 901', 'Item 902']);
    expect(screen.getByText('Sorry, no results are available at this time.')).toBeTruthy();
  });

  it('draws no Recommended row when the answer recommends nothing', async () => {
    mount();
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(screen.queryByRole('region', { name: 'Recommended' })).toBeNull();
  });

  it('shows anonymous visitors the login prompt instead of ordering controls', async () => {
    mount({ context: anonymousContext() });
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(screen.queryAllByRole('button', { name: 'Add to cart' })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Add to favorites' })).toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'Click here for pricing and availability' })).toHaveLength(6);
  });

  it('gives signed-in cards the favorites control', async () => {
    mount();
    await waitFor(() => expect(cards()).toHaveLength(6));
    // They follow the cards in idle time.
    expect(await screen.findAllByRole('button', { name: 'Add to favorites' })).toHaveLength(6);
  });

  it('draws the hearts when the facets request leaves, without waiting for its answer', async () => {
    const { client } = mount({ answers: { facets: () => new Promise<Facets>(() => {}) } });
    await waitFor(() => expect(cards()).toHaveLength(6));
    const hearts = () => screen.queryAllByRole('button', { name: 'Add to favorites' });
    if (client.bodiesOf('Product/WebSearchFacets').length === 0) expect(hearts()).toHaveLength(0);
    await waitFor(() => expect(hearts()).toHaveLength(6));
    expect(client.bodiesOf('Product/WebSearchFacets')).toHaveLength(1);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('opens the filter panel from a Filters button on mobile and returns focus to it on Close', async () => {
    act(() => pageScreenStore(window).set({ isMobile: true, width: 375 }));
    const { client } = mount();
    await waitFor(() => expect(client.bodiesOf('Product/WebSearchFacets')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    const opener = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Color 1' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('follows Back / Forward: popstate reloads what the address says', async () => {
    const { client } = mount();
    await screen.findByRole('checkbox', { name: 'Color 1' });
    window.history.replaceState(null, '', '/order-now/12/containers?skip=36&take=18&sort=sortOrder');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(client.bodiesOf('Product/WebSearch').at(-1)?.skip).toBe(36));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page'));
  });

  it('changes the filter chips with the cards they describe, when the answer arrives', async () => {
    const held: Array<() => void> = [];
    const { client } = mount({
      answers: {
        search: (body) =>
          body.filters.length === 0 ? makeResults(6, { resultCount: 60 }) : new Promise((resolve) => held.push(() => resolve(makeResults(2, { resultCount: 2 })))),
      },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Color 1' }));
    await waitFor(() => expect(held).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Remove filter Color: Color 1' })).toBeNull();
    act(() => held[0]!());
    await screen.findByRole('button', { name: 'Remove filter Color: Color 1' });
    expect(cards()).toHaveLength(2);
    expect(client.bodiesOf('Product/WebSearch')).toHaveLength(2);
  });

  it('does not select a value again from the chip of a value unchecked while its answer is on the way', async () => {
    const held: Array<() => void> = [];
    let searches = 0;
    const { client } = mount({
      answers: {
        // The first search and the filtered one answer at once; the third (unchecked) waits.
        search: (body) =>
          ++searches === 3
            ? new Promise((resolve) => held.push(() => resolve(makeResults(6, { resultCount: 60 }))))
            : makeResults(body.filters.length === 0 ? 6 : 2, { resultCount: 60 }),
      },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Color 1' }));
    const chip = await screen.findByRole('button', { name: 'Remove filter Color: Color 1' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Color 1' }));
    await waitFor(() => expect(held).toHaveLength(1));
    await userEvent.click(chip);
    expect(client.bodiesOf('Product/WebSearch')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'Color 1' })).toHaveProperty('checked', false);
    act(() => held[0]!());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove filter Color: Color 1' })).toBeNull());
  });

  it.each([
    ['a filter checkbox', () => fireEvent.click(screen.getByRole('checkbox', { name: 'Color 1' }))],
    ['Sort by', () => fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'manufacturerNameSort' } })],
  ])('sends the search request of %s before it renders the loading state', async (_name, change) => {
    // The real client: React renders an input's change at the end of its event, and ky calls
    // fetch one microtask after the call. The grid must not be busy yet when the search is sent.
    const busyAtSearch: Array<string | null> = [];
    const fetch = vi.fn(async (request: Request) => {
      const search = new URL(request.url).pathname.endsWith('/Product/WebSearch');
      if (search) busyAtSearch.push(document.querySelector('[aria-busy]')?.getAttribute('aria-busy') ?? null);
      const answer = search ? makeResults(6, { resultCount: 60 }) : { filters: [makeFilter({}, 12)] };
      return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
    });
    const client = createServiceClient({ serviceUrl: 'https://shop.example/api', fetch });
    renderWithEnv(<SearchPageWidget data={{ category: makeCategory(), superSaverCategory: null, searchRequest: makeRequest() }} />, { client, context: signedInContext() });
    await screen.findByRole('checkbox', { name: 'Color 1' });
    expect(busyAtSearch).toHaveLength(1);
    change();
    await waitFor(() => expect(busyAtSearch).toHaveLength(2));
    expect(busyAtSearch[1]).toBeNull();
    await waitFor(() => expect(document.querySelector('[aria-busy]')).toBeNull());
  });
});
