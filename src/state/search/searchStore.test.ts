import { describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../api/errors';
import { createSearchStore, shareUnchangedItems } from './searchStore';
import type { SearchItem } from '../../contract/responses';
import type { SearchStoreOptions } from './searchStore';
import type { PageContext } from '../../contract/pageData';
import {
  anonymousContext,
  createFakeServices,
  flush,
  makeFilter,
  makeRequest,
  makeResults,
  signedInContext,
} from './testing';

const networkError = () =>
  new ServiceError({ message: '', kind: 'network', path: 'Product/WebSearch', error: new TypeError('Failed to fetch') });

function setup({ context = signedInContext(), ...overrides }: Partial<SearchStoreOptions> & { search?: string; context?: PageContext } = {}) {
  const fake = createFakeServices();
  const address = { pathname: '/order-now/12/containers', search: overrides.search ?? '', hash: '' };
  const history = {
    state: { host: true } as unknown,
    replaceState: vi.fn((_data: unknown, _unused: string, url?: string | null) => {
      const parsed = new URL(url ?? '', 'https://shop.example');
      address.pathname = parsed.pathname;
      address.search = parsed.search;
      address.hash = parsed.hash;
    }),
  };
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: vi.fn((key: string, value: string) => void stored.set(key, value)),
  };
  let popListener: (() => void) | undefined;
  const store = createSearchStore({
    pageRequest: makeRequest(),
    getContext: () => context,
    services: fake.services,
    location: address,
    history,
    storage,
    onPopState: (listener) => {
      popListener = listener;
      return () => {
        popListener = undefined;
      };
    },
    ...overrides,
  });
  const popTo = (search: string) => {
    address.search = search;
    popListener?.();
  };
  return { store, ...fake, address, history, storage, stored, popTo, hasPopListener: () => popListener !== undefined };
}

describe('search store: loading', () => {
  it('calls the search service before it tells subscribers the results are loading', () => {
    // Subscribers render (React); the request is sent from the call, so it goes first.
    const { store, searches } = setup();
    const seen: string[] = [];
    store.subscribe(() => seen.push(`${store.getState().status} after ${searches.length} call(s)`));
    store.start();
    expect(seen).toEqual(['loading after 1 call(s)']);
  });

  it('loads results, then facets, on a full initialisation', async () => {
    const { store, searches, facets } = setup();
    store.start();
    expect(store.getState().status).toBe('loading');
    expect(searches).toHaveLength(1);
    expect(facets).toHaveLength(0);
    searches[0]!.resolve(makeResults(3));
    await flush();
    expect(store.getState().status).toBe('success');
    expect(store.getState().results?.items).toHaveLength(3);
    expect(facets).toHaveLength(1);
    facets[0]!.resolve({ filters: [makeFilter({}, 12)] });
    await flush();
    const filter = store.getState().filters?.[0];
    expect(filter?.filterOptions.filter((o) => o.topTen)).toHaveLength(9);
  });

  it('asks for the facets only when the results are on screen (afterResults)', async () => {
    const scheduled: (() => void)[] = [];
    const { store, searches, facets } = setup({ afterResults: (run) => scheduled.push(run) });
    store.start();
    searches[0]!.resolve(makeResults(3));
    await flush();
    expect(facets).toHaveLength(0);
    scheduled.shift()!();
    expect(facets).toHaveLength(1);
  });

  it('drops the scheduled facets of a load that a newer one replaced', async () => {
    const scheduled: (() => void)[] = [];
    const { store, searches, facets } = setup({ afterResults: (run) => scheduled.push(run) });
    store.start();
    searches[0]!.resolve(makeResults(3));
    await flush();
    store.setSort('itemNumberExact');
    scheduled.shift()!();
    expect(facets).toHaveLength(0);
  });

  it('asks for the facets after a page change that came before they left', async () => {
    const scheduled: (() => void)[] = [];
    const { store, searches, facets } = setup({ afterResults: (run) => scheduled.push(run) });
    store.start();
    searches[0]!.resolve(makeResults(3, { resultCount: 40 }));
    await flush();
    store.goToPage(2);
    scheduled.shift()!();
    expect(facets).toHaveLength(0);
    searches[1]!.resolve(makeResults(3, { resultCount: 40 }));
    await flush();
    scheduled.shift()!();
    expect(facets).toHaveLength(1);
    store.goToPage(3);
    searches[2]!.resolve(makeResults(3, { resultCount: 40 }));
    await flush();
    expect(scheduled).toHaveLength(0);
  });

  it('asks for the facets after a failed first search when the page size changes instead of Retry', async () => {
    const { store, searches, facets } = setup();
    store.start();
    searches[0]!.reject(networkError());
    await flush();
    store.setPageSize(50);
    searches[1]!.resolve(makeResults(3));
    await flush();
    expect(facets).toHaveLength(1);
  });

  it('sends the page context with the search: user, customer, warehouse, customer type and ship-to', () => {
    const { store, searches, facets } = setup({ context: signedInContext({ warehouseCode: '2002' }) });
    store.start();
    expect(searches[0]!.body).toMatchObject({
      companyUserId: 42,
      customerNumber: '100234',
      warehouseCode: '2002',
      customerType: 'Grower',
      shipTo: '001',
      categoryId: 12,
      take: 18,
    });
    expect(facets).toHaveLength(0);
  });

  it('searches the page request warehouse for an anonymous visitor', () => {
    const { store, searches } = setup({ context: anonymousContext({ warehouseCode: '2002' }) });
    store.start();
    expect(searches[0]!.body).toMatchObject({ companyUserId: 0, customerNumber: null, warehouseCode: '1001', shipTo: null });
  });

  it('trims the answer to the page size', async () => {
    const { store, searches } = setup();
    store.start();
    searches[0]!.resolve(makeResults(25, { resultCount: 40 }));
    await flush();
    expect(store.getState().results?.items).toHaveLength(18);
  });

  it('adds the manufacturer filter 73 on a manufacturer page', () => {
    const { store, searches } = setup({ pageRequest: makeRequest({ manufacturerId: 7 }), manufacturerName: 'Acme' });
    store.start();
    expect(searches[0]!.body.filters).toEqual([{ filterId: 73, filterName: 'Acme', filterValues: ['7'] }]);
    expect(searches[0]!.body.manufacturerId).toBe(7);
  });

  it('stops sending the manufacturer id once its filter 73 value is unchecked or the filters are cleared', () => {
    const { store, searches, facets } = setup({ pageRequest: makeRequest({ manufacturerId: 7 }), manufacturerName: 'Acme' });
    store.start();
    store.toggleFilter({ filterId: 73, filterName: 'Acme' }, '7');
    expect(searches[1]!.body).toMatchObject({ filters: [], manufacturerId: null });
    store.toggleFilter({ filterId: 73, filterName: 'Acme' }, 'Buckeye');
    expect(searches[2]!.body).toMatchObject({ manufacturerId: null });
    expect(facets.every((call) => call.body.manufacturerId === null)).toBe(true);
  });

  it('keeps the page data filters on a host route link that only carries the term', () => {
    const { store, searches } = setup({ pageRequest: makeRequest({ manufacturerId: 7 }), manufacturerName: 'Acme', search: '?term=pot' });
    store.start();
    expect(searches[0]!.body).toMatchObject({ searchTerm: 'pot', manufacturerId: 7, filters: [{ filterId: 73, filterName: 'Acme', filterValues: ['7'] }] });
  });

  it('keeps the previous results while the next page loads', async () => {
    const { store, searches } = setup();
    store.start();
    searches[0]!.resolve(makeResults(18, { resultCount: 60 }));
    await flush();
    store.goToPage(2);
    expect(store.getState().status).toBe('loading');
    expect(store.getState().results?.items).toHaveLength(18);
    expect(store.getState().resultsRequest?.skip).toBe(0);
  });
});

describe('search store: unchanged items', () => {
  it('keeps the object of an item that comes back unchanged, in the new order', async () => {
    const { store, searches } = setup();
    store.start();
    searches[0]!.resolve(makeResults(3));
    await flush();
    const [a, b, c] = store.getState().results!.items;
    store.setSort('itemNumberExact');
    const changed = { ...makeResults(3).items[1]!, customerPrice: 9.99 };
    searches[1]!.resolve({ ...makeResults(0), resultCount: 3, items: [makeResults(3).items[2]!, changed, makeResults(3).items[0]!] });
    await flush();
    const items = store.getState().results!.items;
    expect(items[0]).toBe(c);
    expect(items[1]).not.toBe(b);
    expect(items[1]!.customerPrice).toBe(9.99);
    expect(items[2]).toBe(a);
  });

  it('an item is unchanged when every value is the same, whatever the order of its fields; a nested value changed is a change', () => {
    const [first, second] = makeResults(2).items as [SearchItem, SearchItem];
    const reordered = Object.fromEntries(Object.entries(first).reverse()) as SearchItem;
    const fewerInStock = { ...second, availability: second.availability.map((a, i) => (i === 0 ? { ...a, quantityAvailable: a.quantityAvailable - 1 } : a)) };
    const shared = shareUnchangedItems([first, second], [fewerInStock, reordered]);
    expect(shared[1]).toBe(first);
    expect(shared[0]).toBe(fewerInStock);
    expect(shareUnchangedItems([first], [{ ...first, restrictedText: 'NY only' }])[0]).not.toBe(first);
  });
});

describe('search store: stale answers', () => {
  it('aborts the older search when a newer one starts and ignores its late answer', async () => {
    const { store, searches } = setup();
    store.start();
    store.setSort('manufacturerNameSort');
    expect(searches[0]!.signal.aborted).toBe(true);
    searches[1]!.resolve(makeResults(2, {}, 900));
    await flush();
    searches[0]!.resolve(makeResults(5, {}, 1));
    await flush();
    expect(store.getState().results?.items.map((i) => i.itemId)).toEqual([900, 901]);
    expect(store.getState().request.sort).toBe('manufacturerNameSort');
  });

  it('ignores an older failure that arrives after a newer success', async () => {
    const { store, searches } = setup();
    store.start();
    store.setTerm('pots');
    searches[1]!.resolve(makeResults(1));
    await flush();
    searches[0]!.reject(networkError());
    await flush();
    expect(store.getState().status).toBe('success');
    expect(store.getState().error).toBeNull();
  });

  it('ignores the facets of an older query', async () => {
    const { store, searches, facets } = setup();
    store.start();
    searches[0]!.resolve(makeResults(1));
    await flush();
    store.toggleFilter({ filterId: 5, filterName: 'Color' }, 'Red');
    expect(facets[0]!.signal.aborted).toBe(true);
    facets[0]!.resolve({ filters: [makeFilter({ filterName: 'Old' })] });
    searches[1]!.resolve(makeResults(1));
    await flush();
    facets[1]!.resolve({ filters: [makeFilter({ filterName: 'New' })] });
    await flush();
    expect(store.getState().filters?.map((f) => f.filterName)).toEqual(['New']);
  });

  it('removes a value from a chip, and never selects one that is no longer selected', () => {
    const { store, searches } = setup();
    store.start();
    const color = { filterId: 5, filterName: 'Color' };
    store.toggleFilter(color, 'Red');
    store.toggleFilter(color, 'Blue');
    const { removeFilterValue } = store;
    removeFilterValue(color, 'Red');
    expect(store.getState().request.filters).toEqual([{ ...color, filterValues: ['Blue'] }]);
    removeFilterValue(color, 'Red');
    expect(store.getState().request.filters).toEqual([{ ...color, filterValues: ['Blue'] }]);
    expect(searches).toHaveLength(4);
  });

  it('stops everything on destroy', async () => {
    const { store, searches, hasPopListener } = setup();
    store.start();
    store.destroy();
    expect(searches[0]!.signal.aborted).toBe(true);
    expect(hasPopListener()).toBe(false);
    searches[0]!.resolve(makeResults(3));
    await flush();
    expect(store.getState().results).toBeNull();
  });
});

describe('search store: skip rules', () => {
  async function loaded(resultCount = 200, search = '') {
    const s = setup({ search });
    s.store.start();
    s.searches[0]!.resolve(makeResults(18, { resultCount }));
    await flush();
    s.facets[0]?.resolve({ filters: [] });
    await flush();
    return s;
  }

  it('resets skip to 0 and reloads results and facets when a filter changes', async () => {
    const s = await loaded(200, '?skip=36&take=18&sort=sortOrder');
    expect(s.store.getState().request.skip).toBe(36);
    s.store.toggleFilter({ filterId: 5, filterName: 'Color' }, 'Red');
    expect(s.store.getState().request.skip).toBe(0);
    expect(s.store.getState().request.filters).toEqual([{ filterId: 5, filterName: 'Color', filterValues: ['Red'] }]);
    s.searches[1]!.resolve(makeResults(3));
    await flush();
    expect(s.facets).toHaveLength(2);
  });

  it('removes the filter when its last value is unchecked', async () => {
    const s = await loaded();
    s.store.toggleFilter({ filterId: 5, filterName: 'Color' }, 'Red');
    s.store.toggleFilter({ filterId: 5, filterName: 'Color' }, 'Red');
    expect(s.store.getState().request.filters).toEqual([]);
  });

  it('resets skip to 0 when the sort or the term changes', async () => {
    const s = await loaded(200, '?skip=36&take=18&sort=sortOrder');
    s.store.setSort('itemNumberExact');
    expect(s.store.getState().request).toMatchObject({ skip: 0, sort: 'itemNumberExact' });
    s.store.goToPage(3);
    s.store.setTerm('saucer');
    expect(s.store.getState().request).toMatchObject({ skip: 0, searchTerm: 'saucer' });
  });

  it('reloads results only when paging', async () => {
    const s = await loaded();
    s.store.goToPage(3);
    expect(s.store.getState().request.skip).toBe(36);
    s.searches[1]!.resolve(makeResults(18, { resultCount: 200 }));
    await flush();
    expect(s.facets).toHaveLength(1);
  });

  it('keeps the nearest page start when the page size grows', async () => {
    const s = await loaded(200, '?skip=72&take=18&sort=sortOrder');
    s.store.setPageSize(50);
    expect(s.store.getState().request).toMatchObject({ skip: 50, take: 50 });
  });

  it('resets skip to 0 when the new page size would pass the result count', async () => {
    const s = await loaded(60, '?skip=54&take=18&sort=sortOrder');
    s.store.setPageSize(100);
    expect(s.store.getState().request).toMatchObject({ skip: 0, take: 100 });
  });

  it('shows the last page when the address points past the results', async () => {
    const s = setup({ search: '?skip=180&take=18&sort=sortOrder' });
    s.store.start();
    s.searches[0]!.resolve(makeResults(0, { resultCount: 40 }));
    await flush();
    expect(s.searches[1]!.body.skip).toBe(36);
    expect(s.address.search).toContain('skip=36');
  });
});

describe('search store: address and storage', () => {
  it('reads skip, take, sort, term and filters from the address', () => {
    const { store, searches } = setup({ search: '?skip=50&take=50&sort=itemNumberExact&term=pots&f.5.Color=Red' });
    store.start();
    expect(searches[0]!.body).toMatchObject({
      skip: 50,
      take: 50,
      sort: 'itemNumberExact',
      searchTerm: 'pots',
      filters: [{ filterId: 5, filterName: 'Color', filterValues: ['Red'] }],
    });
  });

  it('does not write the address on start', () => {
    const { store, history } = setup();
    store.start();
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('writes paging with replaceState and keeps the host parameters and history state', async () => {
    const { store, searches, history, address } = setup({ search: '?utm_source=mail&preview=1' });
    store.start();
    searches[0]!.resolve(makeResults(18, { resultCount: 100 }));
    await flush();
    store.goToPage(2);
    expect(history.replaceState).toHaveBeenCalledTimes(1);
    expect(history.replaceState.mock.calls[0]![0]).toEqual({ host: true });
    const params = new URLSearchParams(address.search);
    expect(params.get('utm_source')).toBe('mail');
    expect(params.get('preview')).toBe('1');
    expect(params.get('skip')).toBe('18');
    expect(params.get('take')).toBe('18');
    expect(params.get('sort')).toBe('sortOrder');
    expect(address.pathname).toBe('/order-now/12/containers');
  });

  it('writes the selected filters and the term to the address', () => {
    const { store, address } = setup();
    store.start();
    store.setTerm('pots');
    store.toggleFilter({ filterId: 5, filterName: 'Color' }, 'Red');
    const params = new URLSearchParams(address.search);
    expect(params.get('term')).toBe('pots');
    expect(params.getAll('f.5.Color')).toEqual(['Red']);
  });

  it("keeps the page size in localStorage 'pageSize' and uses it on the next visit", () => {
    const first = setup();
    first.store.start();
    first.store.setPageSize(100);
    expect(first.storage.setItem).toHaveBeenCalledWith('pageSize', '100');

    const second = setup({
      storage: { getItem: (key) => (key === 'pageSize' ? '100' : null), setItem: () => {} },
    });
    second.store.start();
    expect(second.searches[0]!.body.take).toBe(100);
  });

  it('lets the address take win over the stored page size', () => {
    const s = setup({
      search: '?take=50',
      storage: { getItem: () => '100', setItem: () => {} },
    });
    s.store.start();
    expect(s.searches[0]!.body.take).toBe(50);
  });

  it('ignores a stored page size that is not offered, and storage that throws', () => {
    const odd = setup({ storage: { getItem: () => '17', setItem: () => {} } });
    odd.store.start();
    expect(odd.searches[0]!.body.take).toBe(18);
    const blocked = setup({
      storage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('SecurityError');
        },
      },
    });
    blocked.store.start();
    expect(() => blocked.store.setPageSize(50)).not.toThrow();
    expect(blocked.store.getState().request.take).toBe(50);
  });

  it('re-syncs with the address on Back / Forward: results only when only paging differs', async () => {
    const s = setup();
    s.store.start();
    s.searches[0]!.resolve(makeResults(18, { resultCount: 100 }));
    await flush();
    s.popTo('?skip=36&take=18&sort=sortOrder');
    expect(s.searches).toHaveLength(2);
    expect(s.searches[1]!.body.skip).toBe(36);
    s.searches[1]!.resolve(makeResults(18, { resultCount: 100 }));
    await flush();
    expect(s.facets).toHaveLength(1);
  });

  it('re-syncs filters on Back / Forward with a full load, and does nothing when nothing changed', async () => {
    const s = setup();
    s.store.start();
    s.searches[0]!.resolve(makeResults(1));
    await flush();
    s.popTo('');
    expect(s.searches).toHaveLength(1);
    s.popTo('?f.5.Color=Blue&skip=0&take=18&sort=sortOrder');
    expect(s.store.getState().request.filters).toEqual([{ filterId: 5, filterName: 'Color', filterValues: ['Blue'] }]);
    s.searches[1]!.resolve(makeResults(1));
    await flush();
    expect(s.facets).toHaveLength(2);
  });
});

describe('search store: errors', () => {
  it('reports a failed search with a sentence and retries it', async () => {
    const { store, searches, facets } = setup();
    store.start();
    searches[0]!.reject(networkError());
    await flush();
    expect(store.getState().status).toBe('error');
    expect(store.getState().error).toMatch(/Could not reach the store to load the products/);
    store.retry();
    expect(store.getState().status).toBe('loading');
    searches[1]!.resolve(makeResults(2));
    await flush();
    expect(store.getState().status).toBe('success');
    expect(facets).toHaveLength(1);
  });

  it('reports failed facets separately and retries them alone', async () => {
    const { store, searches, facets } = setup();
    store.start();
    searches[0]!.resolve(makeResults(2));
    await flush();
    facets[0]!.reject(new ServiceError({ message: '', kind: 'timeout', path: 'Product/WebSearchFacets', error: null }));
    await flush();
    expect(store.getState().facetsStatus).toBe('error');
    expect(store.getState().status).toBe('success');
    store.retryFacets();
    expect(searches).toHaveLength(1);
    facets[1]!.resolve({ filters: [makeFilter()] });
    await flush();
    expect(store.getState().facetsStatus).toBe('success');
  });
});

describe('search store: customer switch', () => {
  it('loads the shown request again for the new customer and drops the answer for the old one', async () => {
    let context = signedInContext();
    const { store, searches, facets } = setup({ getContext: () => context });
    store.start();
    searches[0]!.resolve(makeResults(3));
    await flush();
    facets[0]!.resolve({ filters: [] });
    store.goToPage(2);
    const oldAnswer = searches[1]!;

    context = signedInContext({ customer: { customerNumber: '100512', customerType: 'Garden Center', ecomCustomer: true }, shipTo: '002', warehouseCode: '1002' });
    store.refresh();

    expect(oldAnswer.signal.aborted).toBe(true);
    expect(searches[2]!.body).toMatchObject({ customerNumber: '100512', customerType: 'Garden Center', shipTo: '002', warehouseCode: '1002', skip: 18 });
    expect(store.getState().results?.items.every((item) => !item.pricingLoaded && item.customerPrice === null)).toBe(true);
    oldAnswer.resolve(makeResults(5));
    await flush();
    expect(store.getState().status).toBe('loading');
    searches[2]!.resolve(makeResults(4));
    await flush();
    expect(store.getState().results?.items).toHaveLength(4);
    expect(facets.at(-1)!.body).toMatchObject({ customerNumber: '100512', shipTo: '002' });
  });
});

describe('search store: range filters', () => {
  const pot = { filterId: 80, filterName: 'Pot diameter' };

  it('sends a chosen range as minValue / maxValue, back on the first page, kept in the address; the same range again asks nothing', async () => {
    const { store, searches, address } = setup({ search: '?skip=36&take=18&sort=score' });
    store.start();
    searches[0]!.resolve(makeResults(100));
    await flush();
    store.setFilterRange(pot, { min: 4, max: 8 });
    expect(searches).toHaveLength(2);
    expect(searches[1]!.body.filters).toEqual([{ ...pot, filterValues: [], minValue: 4, maxValue: 8 }]);
    expect(searches[1]!.body.skip).toBe(0);
    expect(new URLSearchParams(address.search).get('r.80.Pot diameter')).toBe('4..8');
    store.setFilterRange(pot, { min: 4, max: 8 });
    expect(searches).toHaveLength(2);
  });

  it('removes the range when both boxes are emptied', () => {
    const { store, searches, address } = setup();
    store.start();
    store.setFilterRange(pot, { min: null, max: 12 });
    store.setFilterRange(pot, { min: null, max: null });
    expect(searches).toHaveLength(3);
    expect(searches[2]!.body.filters).toEqual([]);
    expect(address.search).not.toContain('r.80');
  });

  it('reads a range from the address on start', () => {
    const { store, searches } = setup({ search: '?skip=0&take=18&sort=score&r.80.Pot%20diameter=6..' });
    store.start();
    expect(searches[0]!.body.filters).toEqual([{ ...pot, filterValues: [], minValue: 6, maxValue: null }]);
  });
});
