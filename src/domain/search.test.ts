import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '../contract/responses';
import { SORT_KEYS } from '../contract/responses';
import { DEFAULT_WAREHOUSE } from '../contract/warehouse';
import {
  SORT_OPTIONS, defaultSort, hasSearchParams, normalizeSearchRequest,
  readSearchParams, resetSkip, writeSearchParams,
} from './search';
import { makeRequest } from '../state/search/testing';

const base: SearchRequest = makeRequest();

describe('sort options', () => {
  it('offers the six sorts of SPEC section 9 with their labels', () => {
    expect(SORT_OPTIONS.map((o) => o.key)).toEqual([...SORT_KEYS]);
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Relevance', 'Popularity', 'Manufacturer', 'Item Number', 'Price (lowest first)', 'Price (highest first)',
    ]);
  });

  it('sorts a category by popularity and a search by relevance', () => {
    expect(defaultSort(true)).toBe('sortOrder');
    expect(defaultSort(false)).toBe('score');
  });
});

describe('normalizeSearchRequest', () => {
  it('fills the defaults: warehouse 1001 Burton, OH, first page of 18, relevance for a search', () => {
    expect(normalizeSearchRequest({ searchTerm: 'pots' })).toEqual({
      searchTerm: 'pots', filters: [], warehouseCode: '1001', warehouseName: 'Burton, OH',
      categoryId: null, isSuperSaver: false, manufacturerId: null, skip: 0, take: 18, sort: 'score',
    });
    expect(DEFAULT_WAREHOUSE).toEqual({ code: '1001', name: 'Burton, OH' });
  });

  it('sorts by popularity by default when a category is set', () => {
    expect(normalizeSearchRequest({ categoryId: 12 }).sort).toBe('sortOrder');
  });

  it('keeps the values it is given', () => {
    expect(normalizeSearchRequest(base)).toEqual(base);
    expect(normalizeSearchRequest({ warehouseCode: '2002', warehouseName: 'Apopka, FL', take: 50 })).toMatchObject({
      warehouseCode: '2002', warehouseName: 'Apopka, FL', take: 50,
    });
  });

  it('replaces blank warehouses and out-of-range paging by the defaults', () => {
    expect(normalizeSearchRequest({ warehouseCode: ' ', skip: -1, take: 0 })).toMatchObject({
      warehouseCode: '1001', skip: 0, take: 18,
    });
  });
});

describe('resetSkip', () => {
  it('goes back to the first page', () => {
    expect(resetSkip({ ...base, skip: 36 })).toEqual(base);
  });

  it('gives the same request when already on the first page', () => {
    expect(resetSkip(base)).toBe(base);
  });
});

describe('readSearchParams', () => {
  it('takes the term of a host route link (/search-results?term=) and keeps the rest of the page data', () => {
    const filters = [{ filterId: 12, filterName: 'Color', filterValues: ['Black'] }];
    const read = readSearchParams(new URLSearchParams('term=%20black%20pots%20&utm_source=mail'), { ...base, filters, skip: 18 });
    expect(read).toEqual({ ...base, filters, skip: 18, searchTerm: 'black pots' });
  });


  it('reads skip, take and sort', () => {
    const read = readSearchParams(new URLSearchParams('skip=36&take=50&sort=itemItemListPrice'), base);
    expect(read).toMatchObject({ skip: 36, take: 50, sort: 'itemItemListPrice' });
  });

  it('ignores invalid values without throwing', () => {
    const read = readSearchParams(new URLSearchParams('skip=-5&take=abc&sort=cheapest'), { ...base, skip: 18 });
    expect(read).toMatchObject({ skip: 18, take: 18, sort: 'sortOrder' });
    expect(readSearchParams(new URLSearchParams('skip=1.5&take=0'), base)).toMatchObject({ skip: 0, take: 18 });
    expect(readSearchParams(new URLSearchParams('take=1000000'), base).take).toBe(18);
    expect(readSearchParams(new URLSearchParams('skip=99999999999999999999'), base).skip).toBe(0);
  });

  it('reads the term and the filters with their names', () => {
    const search = new URLSearchParams('term=round+pots&f.12.Color=5&f.12.Color=6&f.3.Pot+Size=9');
    expect(readSearchParams(search, base)).toMatchObject({
      searchTerm: 'round pots',
      filters: [
        { filterId: 12, filterName: 'Color', filterValues: ['5', '6'] },
        { filterId: 3, filterName: 'Pot Size', filterValues: ['9'] },
      ],
    });
  });

  it('keeps dots in a filter name and anything in a value', () => {
    const search = new URLSearchParams();
    search.append('f.7.Dia. (in.)', '4.5" & up');
    expect(readSearchParams(search, base).filters).toEqual([
      { filterId: 7, filterName: 'Dia. (in.)', filterValues: ['4.5" & up'] },
    ]);
  });

  it('ignores malformed filter parameters and empty or repeated values', () => {
    const search = new URLSearchParams('f.x.Color=5&f.12=5&f..Color=5&f.12.Color=&f.12.Color=5&f.12.Colour=5');
    expect(readSearchParams(search, base).filters).toEqual([{ filterId: 12, filterName: 'Color', filterValues: ['5'] }]);
  });

  it('keeps the base request when the address has none of the search parameters', () => {
    const withFilters = { ...base, searchTerm: 'pots', filters: [{ filterId: 1, filterName: 'A', filterValues: ['2'] }] };
    const search = new URLSearchParams('utm_source=mail&ss=1');
    expect(hasSearchParams(search)).toBe(false);
    expect(readSearchParams(search, withFilters)).toBe(withFilters);
  });

  it('takes "no term, no filters" from an address that carries the search state', () => {
    const withFilters = { ...base, searchTerm: 'pots', filters: [{ filterId: 1, filterName: 'A', filterValues: ['2'] }] };
    expect(readSearchParams(new URLSearchParams('skip=0&take=18&sort=score'), withFilters)).toMatchObject({
      searchTerm: '', filters: [],
    });
  });

  it('leaves the fields the address does not hold as the base has them', () => {
    const read = readSearchParams(new URLSearchParams('skip=18'), { ...base, warehouseCode: '2002', manufacturerId: 4 });
    expect(read).toMatchObject({ warehouseCode: '2002', manufacturerId: 4, categoryId: 12, skip: 18 });
  });
});

describe('writeSearchParams', () => {
  it('keeps every parameter that is not ours, in place', () => {
    const current = new URLSearchParams('utm_source=mail&preview=1&skip=0&utm_campaign=spring&ss=1');
    const written = writeSearchParams(current, { ...base, skip: 36 });
    expect(written.get('utm_source')).toBe('mail');
    expect(written.get('preview')).toBe('1');
    expect(written.get('utm_campaign')).toBe('spring');
    expect(written.get('ss')).toBe('1');
    expect([...written.keys()].slice(0, 4)).toEqual(['utm_source', 'preview', 'utm_campaign', 'ss']);
  });

  it('always writes skip, take and sort', () => {
    const written = writeSearchParams(new URLSearchParams(), base);
    expect(written.toString()).toBe('skip=0&take=18&sort=sortOrder');
  });

  it('writes the term only when there is one', () => {
    expect(writeSearchParams(new URLSearchParams('term=old'), { ...base, searchTerm: 'new pots' }).get('term')).toBe('new pots');
    expect(writeSearchParams(new URLSearchParams('term=old'), base).has('term')).toBe(false);
  });

  it('replaces the filters it wrote before', () => {
    const current = new URLSearchParams('f.12.Color=5&f.3.Size=9');
    const written = writeSearchParams(current, {
      ...base, filters: [{ filterId: 12, filterName: 'Color', filterValues: ['6', '7'] }],
    });
    expect(written.getAll('f.12.Color')).toEqual(['6', '7']);
    expect(written.has('f.3.Size')).toBe(false);
  });

  it('does not change the parameters it is given', () => {
    const current = new URLSearchParams('a=1&skip=18');
    writeSearchParams(current, base);
    expect(current.toString()).toBe('a=1&skip=18');
  });

  it('round-trips a request through the address', () => {
    const request: SearchRequest = {
      ...base,
      searchTerm: 'pots & trays',
      skip: 100,
      take: 50,
      sort: 'itemItemListPriceDesc',
      filters: [
        { filterId: 12, filterName: 'Color', filterValues: ['5', '6'] },
        { filterId: 7, filterName: 'Dia. (in.) = x', filterValues: ['4.5" & up'] },
      ],
    };
    const address = writeSearchParams(new URLSearchParams('utm_source=mail'), request).toString();
    expect(readSearchParams(new URLSearchParams(address), base)).toEqual(request);
  });
});

describe('range filters in the address', () => {
  const pot = { filterId: 80, filterName: 'Pot diameter', filterValues: [] };

  it('writes a chosen range as r.<id>.<name>=<min>..<max>, an open end left empty', () => {
    const both = writeSearchParams(new URLSearchParams(), { ...base, filters: [{ ...pot, minValue: 4, maxValue: 8.5 }] });
    expect(both.getAll('r.80.Pot diameter')).toEqual(['4..8.5']);
    const from = writeSearchParams(new URLSearchParams(), { ...base, filters: [{ ...pot, minValue: 6, maxValue: null }] });
    expect(from.getAll('r.80.Pot diameter')).toEqual(['6..']);
  });

  it('round-trips a range beside checked values', () => {
    const request: SearchRequest = {
      ...base,
      filters: [{ filterId: 74, filterName: 'Color', filterValues: ['Black'] }, { ...pot, minValue: null, maxValue: 12 }],
    };
    const address = writeSearchParams(new URLSearchParams(), request).toString();
    expect(hasSearchParams(new URLSearchParams('r.80.Pot%20diameter=4..8'))).toBe(true);
    expect(readSearchParams(new URLSearchParams(address), base)).toEqual({ ...request, skip: 0, take: base.take, sort: base.sort });
  });

  it('leaves out a range that is not a number, open at both ends, or upside down, without throwing', () => {
    for (const value of ['abc', '..', '8..4', '4-8', '-1..3']) {
      expect(readSearchParams(new URLSearchParams(`skip=0&r.80.Pot%20diameter=${value}`), base).filters).toEqual([]);
    }
  });
});
