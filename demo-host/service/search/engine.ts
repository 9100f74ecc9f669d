/**
 * Search semantics of Product/WebSearch and Product/WebSearchFacets:
 * - the term matches item numbers, names, manufacturer item numbers, descriptions and
 *   manufacturer names by word prefix (FTS5), every word must match;
 * - categoryId includes the category's descendants (the super-saver category means the
 *   super-saver items); isSuperSaver keeps only those;
 * - filters combine with AND across filters and OR within one filter; manufacturerId
 *   joins the Manufacturer filter (73);
 * - facets are disjunctive: a filter's option counts apply every other selected filter
 *   but not its own, so a user can widen a filter they already narrowed.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { Filter, FilterOption, SearchRequest, SelectedFilter, SortKey } from '../../../src/contract/responses';
import { filterTextKey, hasMoreOptions, isOptionSelected } from '../../../src/domain/filters';
import { badRequest } from '../http/errors';
import {
  CATEGORY_FILTER_ID, CONTAINERS_CATEGORY_ID, FILTER_NAMES, MANUFACTURER_FILTER_ID, POT_DIAMETER_FILTER_ID, POT_DIAMETER_FILTER_NAME,
  SIZE_FILTER_ID, type CatalogIndex,
} from './catalogIndex';
import { nameTier, searchWords, singularOf } from './relevance';
import { suggestTerms } from './suggest';

/** The request fields search reads (the rest of a WebSearch body is about the caller). */
export type SearchCriteria = Pick<SearchRequest, 'searchTerm' | 'filters' | 'categoryId' | 'isSuperSaver' | 'manufacturerId'>;

/** The words of a term search reads (at most 8). */
const termWords = (term: string): string[] => searchWords(term).slice(0, 8);

/**
 * Turns user text into an FTS5 query: word tokens, each a quoted prefix, all required (an
 * explicit AND: FTS5 reads no implicit AND next to a parenthesized group); a plural also
 * matches its singular as a whole word ("pots" finds "Pot", `singularOf`).
 */
export function toFtsQuery(term: string): string | null {
  const tokens = termWords(term);
  if (tokens.length === 0) return null;
  return tokens
    .map((t) => {
      const singular = singularOf(t);
      return singular === t ? `"${t}"*` : `("${t}"* OR "${singular}")`;
    })
    .join(' AND ');
}

/** Ranks of one tier apart never mix: a tier outweighs any bm25 score. */
const TIER_WEIGHT = 1e6;

type FacetFilter = { filterId: number; test: (i: number) => boolean };

type Resolved = {
  base: ((i: number) => boolean)[];
  facetFilters: FacetFilter[];
  rank: Map<number, number> | null;
};

export type Matched = {
  /** Item indexes that pass everything, unsorted. */
  indexes: number[];
  rank: Map<number, number> | null;
};

const LRU_LIMIT = 300;

const bump = (counts: Int32Array, key: number): void => {
  counts[key] = (counts[key] ?? 0) + 1;
};

function remember<K, V>(cache: Map<K, V>, key: K, value: V): V {
  if (cache.size >= LRU_LIMIT) {
    const oldest = cache.keys().next();
    if (oldest.done !== true) cache.delete(oldest.value);
  }
  cache.set(key, value);
  return value;
}

export type SearchEngine = {
  match(criteria: SearchCriteria): Matched;
  sort(matched: Matched, sort: SortKey, term: string, prices: Float64Array | null): number[];
  /** match + sort, cached per request shape and price level (null: list prices). */
  ordered(criteria: SearchCriteria, sort: SortKey, priceLevel: number | null): number[];
  facets(criteria: SearchCriteria): Filter[];
  suggestions(term: string, resultCount: number): string[];
  /** The most popular purchasable items, for answers that found nothing. */
  popular(count: number): number[];
  /** Drops cached term matches and facets (call after the catalogue changes). */
  invalidate(): void;
};

export function createSearchEngine(db: Database, index: CatalogIndex): SearchEngine {
  const ftsStatement: Statement<[string], { id: number; rank: number }> = db.prepare(
    'SELECT rowid AS id, bm25(items_fts, 10.0, 5.0, 2.0, 1.0, 1.0) AS rank FROM items_fts WHERE items_fts MATCH ?',
  );
  const termCache = new Map<string, Map<number, number>>();
  const allIndexes = Array.from({ length: index.count }, (_, i) => i);
  const facetCache = new Map<string, Filter[]>();
  const attributeById = new Map(index.attributeFilters.map((f) => [f.id, f]));
  const categoryByName = new Map<string, number>();
  for (const c of index.categories.values()) {
    if (!categoryByName.has(filterTextKey(c.displayName))) categoryByName.set(filterTextKey(c.displayName), c.id);
  }

  const termMatches = (term: string): Map<number, number> | null => {
    const query = toFtsQuery(term);
    if (query === null) return null;
    const cached = termCache.get(query);
    if (cached !== undefined) return cached;
    // The name's tier first (what the item is, a whole word, the start of a longer word,
    // elsewhere: relevance.ts), then bm25 (more negative is better) within a tier.
    const words = termWords(term);
    const ranks = new Map<number, number>();
    for (const row of ftsStatement.iterate(query)) {
      const i = index.indexOfItemId.get(row.id);
      if (i !== undefined) ranks.set(i, nameTier(index.name[i] ?? '', words) * TIER_WEIGHT + row.rank);
    }
    return remember(termCache, query, ranks);
  };

  const categoryIdOf = (value: string): number | undefined => {
    const text = filterTextKey(value);
    const byPath = index.categoryIdByPath.get(text) ?? categoryByName.get(text);
    if (byPath !== undefined) return byPath;
    const asNumber = Number(text);
    return Number.isInteger(asNumber) && index.categories.has(asNumber) ? asNumber : undefined;
  };

  const maxCategoryId = Math.max(0, ...index.categories.keys());
  const maxManufacturerId = Math.max(0, ...index.manufacturers.keys());
  const maxOptionId = Math.max(0, ...index.attributeFilters.flatMap((f) => f.options.map((o) => o.id)));

  /** Flags a category and every category below it. */
  const categoryFlags = (ids: Iterable<number>): Uint8Array => {
    const flags = new Uint8Array(maxCategoryId + 1);
    const mark = (id: number): void => {
      const node = index.categories.get(id);
      if (node === undefined || flags[id] === 1) return;
      flags[id] = 1;
      for (const child of node.children) mark(child);
    };
    for (const id of ids) mark(id);
    return flags;
  };

  // Pot diameter: a container whose Size is one measure in inches ("6 in.", not "12 x 12 in.").
  const diameterTexts: string[] = [];
  /** Per item: the index into `diameterTexts` plus one, 0 when the item has no diameter. */
  const diameterSlot = new Int32Array(index.count);
  const diameterValues: number[] = [];
  {
    const size = attributeById.get(SIZE_FILTER_ID);
    const containers = categoryFlags([CONTAINERS_CATEGORY_ID]);
    const inches = new Map<number, number>();
    for (const option of size?.options ?? []) {
      const match = /^(\d+(?:\.\d+)?) in\.$/.exec(option.text.trim());
      if (match) inches.set(option.id, Number(match[1]));
    }
    const distinct = [...new Set(inches.values())].sort((a, b) => a - b);
    for (const d of distinct) {
      diameterValues.push(d);
      diameterTexts.push(`${d} in.`);
    }
    for (let i = 0; i < index.count; i += 1) {
      const d = inches.get(size?.valueOf[i] ?? 0);
      if (d !== undefined && containers[index.categoryId[i] ?? 0] === 1) diameterSlot[i] = diameterValues.indexOf(d) + 1;
    }
  }
  const diameterOf = (i: number): number | null => {
    const slot = diameterSlot[i] ?? 0;
    return slot === 0 ? null : (diameterValues[slot - 1] ?? null);
  };
  /** Option ids of the pot diameter filter: 80 001, 80 002, ... in diameter order. */
  const diameterOptionId = (slot: number): number => POT_DIAMETER_FILTER_ID * 1000 + slot;

  const resolveFilter = (selected: SelectedFilter, extraManufacturer: number | null): FacetFilter | null => {
    const values = selected.filterValues.map((v) => v.trim()).filter((v) => v !== '');
    if (selected.filterId === POT_DIAMETER_FILTER_ID) {
      const min = selected.minValue ?? null;
      const max = selected.maxValue ?? null;
      if (values.length === 0 && min === null && max === null) return null;
      // Checked options ("6 in.", or its option id) for a host that draws the options, and the range.
      const allowedSlots = new Set(
        diameterTexts.flatMap((text, k) => (isOptionSelected(values, { filterOptionId: diameterOptionId(k + 1), filterOptionText: text }) ? [k + 1] : [])),
      );
      return {
        filterId: POT_DIAMETER_FILTER_ID,
        test: (i) => {
          const d = diameterOf(i);
          if (d === null || (min !== null && d < min) || (max !== null && d > max)) return false;
          return values.length === 0 || allowedSlots.has(diameterSlot[i] ?? 0);
        },
      };
    }
    if (selected.filterId === CATEGORY_FILTER_ID) {
      if (values.length === 0) return null;
      const allowed = categoryFlags(values.map(categoryIdOf).filter((id): id is number => id !== undefined));
      return { filterId: CATEGORY_FILTER_ID, test: (i) => allowed[index.categoryId[i] ?? 0] === 1 };
    }
    if (selected.filterId === MANUFACTURER_FILTER_ID) {
      const allowed = new Uint8Array(maxManufacturerId + 1);
      for (const v of values) {
        const id = index.manufacturerIdByName.get(filterTextKey(v)) ?? (index.manufacturers.has(Number(v)) ? Number(v) : undefined);
        if (id !== undefined) allowed[id] = 1;
      }
      if (extraManufacturer !== null) allowed[extraManufacturer] = 1;
      if (values.length === 0 && extraManufacturer === null) return null;
      return { filterId: MANUFACTURER_FILTER_ID, test: (i) => allowed[index.manufacturerId[i] ?? 0] === 1 };
    }
    const attribute = attributeById.get(selected.filterId);
    if (attribute === undefined) {
      throw badRequest(
        `filters: unknown filterId ${selected.filterId} ("${selected.filterName}"). Use the filterIds that Product/WebSearchFacets returns.`,
      );
    }
    if (values.length === 0) return null;
    const allowed = new Uint8Array(maxOptionId + 1);
    for (const v of values) {
      const id = attribute.optionIdByText.get(filterTextKey(v));
      if (id !== undefined) allowed[id] = 1;
    }
    const valueOf = attribute.valueOf;
    return { filterId: attribute.id, test: (i) => allowed[valueOf[i] ?? 0] === 1 };
  };

  const resolve = (criteria: SearchCriteria): Resolved => {
    const base: ((i: number) => boolean)[] = [];
    const rank = termMatches(criteria.searchTerm);
    if (rank !== null) base.push((i) => rank.has(i));
    if (criteria.categoryId !== null) {
      const category = index.categories.get(criteria.categoryId);
      if (category === undefined) throw badRequest(`categoryId: there is no category ${criteria.categoryId}.`);
      const allowed = categoryFlags([category.id]);
      base.push(category.superSaver ? (i) => index.superSaver[i] === 1 : (i) => allowed[index.categoryId[i] ?? 0] === 1);
    }
    if (criteria.isSuperSaver) base.push((i) => index.superSaver[i] === 1);
    if (criteria.manufacturerId !== null && !index.manufacturers.has(criteria.manufacturerId)) {
      throw badRequest(`manufacturerId: there is no manufacturer ${criteria.manufacturerId}.`);
    }
    const byFilter = new Map<number, SelectedFilter>();
    for (const f of criteria.filters) {
      const existing = byFilter.get(f.filterId);
      byFilter.set(
        f.filterId,
        existing === undefined
          ? f
          : { ...existing, filterValues: [...existing.filterValues, ...f.filterValues], minValue: f.minValue ?? existing.minValue, maxValue: f.maxValue ?? existing.maxValue },
      );
    }
    if (criteria.manufacturerId !== null && !byFilter.has(MANUFACTURER_FILTER_ID)) {
      byFilter.set(MANUFACTURER_FILTER_ID, { filterId: MANUFACTURER_FILTER_ID, filterName: FILTER_NAMES.manufacturer, filterValues: [] });
    }
    const facetFilters: FacetFilter[] = [];
    for (const selected of byFilter.values()) {
      const resolved = resolveFilter(selected, selected.filterId === MANUFACTURER_FILTER_ID ? criteria.manufacturerId : null);
      if (resolved !== null) facetFilters.push(resolved);
    }
    return { base, facetFilters, rank };
  };

  const passesBase = (base: Resolved['base'], i: number): boolean => {
    for (const test of base) if (!test(i)) return false;
    return true;
  };

  const match = (criteria: SearchCriteria): Matched => {
    const { base, facetFilters, rank } = resolve(criteria);
    const indexes: number[] = [];
    const candidates: Iterable<number> = rank !== null ? rank.keys() : allIndexes;
    outer: for (const i of candidates) {
      if (!passesBase(base, i)) continue;
      for (const f of facetFilters) if (!f.test(i)) continue outer;
      indexes.push(i);
    }
    return { indexes, rank };
  };

  const sort = (matched: Matched, key: SortKey, term: string, prices: Float64Array | null): number[] => {
    const byNumber = (a: number, b: number): number => ((index.itemNumber[a] ?? '') < (index.itemNumber[b] ?? '') ? -1 : 1);
    const byPopularity = (a: number, b: number): number => (index.popularity[b] ?? 0) - (index.popularity[a] ?? 0) || byNumber(a, b);
    const priceOf = prices ?? index.listPrice;
    const list = [...matched.indexes];
    switch (key) {
      case 'score': {
        const rank = matched.rank;
        list.sort(rank === null ? byPopularity : (a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0) || byPopularity(a, b));
        break;
      }
      case 'sortOrder':
        list.sort(byPopularity);
        break;
      case 'manufacturerNameSort': {
        const name = (i: number): string => index.manufacturers.get(index.manufacturerId[i] ?? 0) ?? '';
        list.sort((a, b) => name(a).localeCompare(name(b)) || byNumber(a, b));
        break;
      }
      case 'itemNumberExact': {
        const exact = term.trim().toLowerCase();
        const isExact = (i: number): number => (exact !== '' && index.itemNumberLower[i] === exact ? 0 : 1);
        list.sort((a, b) => isExact(a) - isExact(b) || byNumber(a, b));
        break;
      }
      case 'itemItemListPrice':
        list.sort((a, b) => (priceOf[a] ?? 0) - (priceOf[b] ?? 0) || byNumber(a, b));
        break;
      case 'itemItemListPriceDesc':
        list.sort((a, b) => (priceOf[b] ?? 0) - (priceOf[a] ?? 0) || byNumber(a, b));
        break;
    }
    return list;
  };

  const computeFacets = (criteria: SearchCriteria): Filter[] => {
    const { base, facetFilters, rank } = resolve(criteria);
    // Counts by category, manufacturer and option id (option ids are unique across filters).
    const categoryCounts = new Int32Array(maxCategoryId + 1);
    const manufacturerCounts = new Int32Array(maxManufacturerId + 1);
    const optionCounts = new Int32Array(maxOptionId + 1);
    const diameterCounts = new Int32Array(diameterValues.length + 1);
    const countInto = (filterId: number, i: number): void => {
      if (filterId === CATEGORY_FILTER_ID) bump(categoryCounts, index.categoryId[i] ?? 0);
      else if (filterId === POT_DIAMETER_FILTER_ID) {
        const slot = diameterSlot[i] ?? 0;
        if (slot !== 0) bump(diameterCounts, slot);
      }
      else if (filterId === MANUFACTURER_FILTER_ID) bump(manufacturerCounts, index.manufacturerId[i] ?? 0);
      else {
        const value = attributeById.get(filterId)?.valueOf[i] ?? 0;
        if (value !== 0) bump(optionCounts, value);
      }
    };
    const allFilterIds = [CATEGORY_FILTER_ID, MANUFACTURER_FILTER_ID, ...index.attributeFilters.map((f) => f.id), POT_DIAMETER_FILTER_ID];
    const candidates: Iterable<number> = rank !== null ? rank.keys() : allIndexes;
    for (const i of candidates) {
      if (!passesBase(base, i)) continue;
      let failed: FacetFilter | null = null;
      let failures = 0;
      for (const f of facetFilters) {
        if (!f.test(i)) {
          failures += 1;
          failed = f;
          if (failures > 1) break;
        }
      }
      // An item failing only filter F still counts toward F's options: that is what
      // makes the counts disjunctive.
      if (failures === 0) for (const id of allFilterIds) countInto(id, i);
      else if (failures === 1 && failed !== null) countInto(failed.filterId, i);
    }

    const selectedValues = new Map<number, string[]>();
    for (const f of criteria.filters) selectedValues.set(f.filterId, [...(selectedValues.get(f.filterId) ?? []), ...f.filterValues]);
    if (criteria.manufacturerId !== null) {
      const name = index.manufacturers.get(criteria.manufacturerId);
      const current = selectedValues.get(MANUFACTURER_FILTER_ID) ?? [];
      if (name !== undefined && !current.some((v) => filterTextKey(v) === filterTextKey(name))) selectedValues.set(MANUFACTURER_FILTER_ID, [...current, name]);
    }
    const isSelected = (filterId: number, text: string, id: number): boolean =>
      isOptionSelected(selectedValues.get(filterId) ?? [], { filterOptionId: id, filterOptionText: text });
    const options = (filterId: number, entries: { id: number; text: string }[], counts: Int32Array): FilterOption[] =>
      entries
        .filter((o) => (counts[o.id] ?? 0) > 0 || isSelected(filterId, o.text, o.id))
        .map((o) => ({ filterOptionId: o.id, filterOptionText: o.text, filterOptionCount: counts[o.id] ?? 0 }));
    const filter = (
      filterId: number, filterName: string, filterOptions: FilterOption[], attributeName: string | null, fieldName: string | null,
    ): Filter => ({
      filterId, filterName, filterOptions, filterValues: selectedValues.get(filterId) ?? [],
      viewAll: hasMoreOptions(filterOptions), attributeName, fieldName, minValue: null, maxValue: null,
    });

    const categoryEntries = index.categoryOrder.map((id) => ({ id, text: index.categories.get(id)?.pathText ?? '' }));
    const manufacturerEntries = [...index.manufacturers].map(([id, text]) => ({ id, text })).sort((a, b) => a.text.localeCompare(b.text));
    const result: Filter[] = [
      filter(CATEGORY_FILTER_ID, FILTER_NAMES.category, options(CATEGORY_FILTER_ID, categoryEntries, categoryCounts), null, 'category'),
      filter(MANUFACTURER_FILTER_ID, FILTER_NAMES.manufacturer, options(MANUFACTURER_FILTER_ID, manufacturerEntries, manufacturerCounts), null, 'manufacturer'),
      ...index.attributeFilters.map((f) =>
        filter(f.id, f.name, options(f.id, f.options, optionCounts), f.attributeName, f.fieldName),
      ),
    ];
    // The range: its bounds are those of the items every other filter lets through.
    const diameterEntries = diameterTexts.map((text, k) => ({ id: diameterOptionId(k + 1), text }));
    const slotCounts = new Int32Array(diameterOptionId(diameterValues.length) + 1);
    diameterCounts.forEach((count, slot) => {
      if (slot > 0) slotCounts[diameterOptionId(slot)] = count;
    });
    const present = diameterValues.filter((_, k) => (diameterCounts[k + 1] ?? 0) > 0);
    const chosen = criteria.filters.find((f) => f.filterId === POT_DIAMETER_FILTER_ID);
    const potDiameter: Filter = {
      ...filter(POT_DIAMETER_FILTER_ID, POT_DIAMETER_FILTER_NAME, options(POT_DIAMETER_FILTER_ID, diameterEntries, slotCounts), 'potDiameter', 'potDiameter'),
      minValue: present[0] ?? null,
      maxValue: present[present.length - 1] ?? null,
    };
    const chosenRange = chosen !== undefined && ((chosen.minValue ?? null) !== null || (chosen.maxValue ?? null) !== null);
    return [
      ...result.filter((f) => f.filterOptions.length > 0 || f.filterValues.length > 0),
      ...(potDiameter.filterOptions.length > 0 || potDiameter.filterValues.length > 0 || chosenRange ? [potDiameter] : []),
    ];
  };

  const shapeKey = (criteria: SearchCriteria): string =>
    JSON.stringify([
      toFtsQuery(criteria.searchTerm), criteria.categoryId, criteria.isSuperSaver, criteria.manufacturerId,
      [...criteria.filters].sort((a, b) => a.filterId - b.filterId).map((f) => [f.filterId, [...f.filterValues].sort(), f.minValue ?? null, f.maxValue ?? null]),
    ]);

  const orderCache = new Map<string, number[]>();
  const ordered = (criteria: SearchCriteria, sortKey: SortKey, priceLevel: number | null): number[] => {
    const key = `${shapeKey(criteria)}|${sortKey}|${priceLevel ?? 'list'}|${sortKey === 'itemNumberExact' ? criteria.searchTerm.trim().toLowerCase() : ''}`;
    const cached = orderCache.get(key);
    if (cached !== undefined) return cached;
    const prices = priceLevel === null ? null : (index.priceByLevel.get(priceLevel) ?? null);
    return remember(orderCache, key, sort(match(criteria), sortKey, criteria.searchTerm, prices));
  };

  const facets = (criteria: SearchCriteria): Filter[] => {
    const key = shapeKey(criteria);
    const cached = facetCache.get(key);
    // Cached answers are shared: nothing downstream mutates them (the router only serializes).
    return cached ?? remember(facetCache, key, computeFacets(criteria));
  };

  // Recommendations must be things one can order.
  const popularOrder = allIndexes.filter((i) => index.purchasable[i] === 1).sort((a, b) => (index.popularity[b] ?? 0) - (index.popularity[a] ?? 0));

  return {
    match,
    sort,
    ordered,
    facets,
    suggestions: (term, resultCount) =>
      term.trim() === '' ? [] : suggestTerms(term, index.vocabulary, (candidate) => (termMatches(candidate)?.size ?? 0) > resultCount),
    popular: (count) => popularOrder.slice(0, count),
    invalidate: () => {
      termCache.clear();
      facetCache.clear();
      orderCache.clear();
    },
  };
}

