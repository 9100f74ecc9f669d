/**
 * The routes that host the search widget (`#searchPage`): category pages, the plants page,
 * third-level category filter links and search results. The server renders the page data
 * (HOST-CONTRACT section 2); the widget does the rest.
 */
import type { Category, SearchRequest, SelectedFilter } from '../../src/contract/responses';
import { defaultSort, DEFAULT_PAGE_SIZE } from '../../src/domain/search';
import { categoryUrl } from '../../src/domain/urls';
import type { CategoryFilterLink } from './catalog';
import { html, jsonScript, type SafeHtml } from './html';
import { renderShell } from './layout';
import type { PageEnv, PageResult } from './page';
import { notBuiltNotice } from './widgets';

export type SearchPageData = {
  category: Category | null;
  superSaverCategory: Category | null;
  searchRequest: SearchRequest;
};

export function buildSearchRequest(
  env: PageEnv,
  input: { searchTerm?: string; categoryId?: number | null; isSuperSaver?: boolean; filters?: SelectedFilter[] },
): SearchRequest {
  const categoryId = input.categoryId ?? null;
  return {
    searchTerm: input.searchTerm ?? '',
    filters: input.filters ?? [],
    warehouseCode: env.context.warehouseCode,
    warehouseName: env.catalog.warehouseName(env.context.warehouseCode),
    categoryId,
    isSuperSaver: input.isSuperSaver ?? false,
    manufacturerId: null,
    skip: 0,
    take: DEFAULT_PAGE_SIZE,
    sort: defaultSort(categoryId !== null),
  };
}

/** The mount point, its data and, when the entry is not built, a plain notice. */
export function searchPageMount(env: PageEnv, data: SearchPageData): SafeHtml {
  return html`${notBuiltNotice(env.widgets, 'searchPage')}
<div id="searchPage"></div>
${jsonScript('searchPage-data', data)}`;
}

function breadcrumbs(items: { text: string; href?: string }[]): SafeHtml {
  return html`<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>
  ${items.map((item) =>
    item.href ? html`<li><a href="${item.href}">${item.text}</a></li>` : html`<li aria-current="page">${item.text}</li>`,
  )}
</ol></nav>`;
}

function searchPage(
  env: PageEnv,
  title: string,
  crumbs: SafeHtml,
  data: SearchPageData,
  options: { searchTerm?: string; heading: 'always' | 'fallback' },
): PageResult {
  // A category page's heading is the widget's hero (an h1); the host writes one only where
  // the widget has none: on search results, and while the widget is not built.
  const heading = options.heading === 'always' || !env.widgets.isBuilt('searchPage') ? html`<h1>${title}</h1>` : html``;
  const main = html`${crumbs}
${heading}
${searchPageMount(env, data)}`;
  return {
    status: 200,
    body: renderShell(env, { title, main, widgets: ['searchPage', 'favoritesDialog'], searchTerm: options.searchTerm ?? '' }),
  };
}

export function categoryPage(env: PageEnv, category: Category, filterLink: CategoryFilterLink | null = null): PageResult {
  const isSuperSaver = env.url.searchParams.get('ss') === '1';
  const filters: SelectedFilter[] = filterLink
    ? [{ filterId: filterLink.filterId, filterName: filterLink.filterName, filterValues: [filterLink.value] }]
    : [];
  const data: SearchPageData = {
    category,
    superSaverCategory: env.catalog.superSaverCategory(),
    searchRequest: buildSearchRequest(env, { categoryId: category.categoryId, isSuperSaver, filters }),
  };
  const path = env.catalog.categoryPath(category.categoryId);
  const crumbs = breadcrumbs([
    { text: 'Home', href: '/' },
    ...path.map((c, i) =>
      i === path.length - 1 && !filterLink ? { text: c.displayName } : { text: c.displayName, href: categoryUrl(c) },
    ),
    ...(filterLink ? [{ text: filterLink.text }] : []),
  ]);
  const title = filterLink ? `${filterLink.text} · ${category.displayName}` : category.displayName;
  return searchPage(env, isSuperSaver ? `${title} Super Savers` : title, crumbs, data, { heading: 'fallback' });
}

export function searchResultsPage(env: PageEnv): PageResult {
  const term = (env.url.searchParams.get('term') ?? '').trim();
  const data: SearchPageData = {
    category: null,
    superSaverCategory: null,
    searchRequest: buildSearchRequest(env, { searchTerm: term }),
  };
  const title = term ? `Search results for “${term}”` : 'Search all products';
  const crumbs = breadcrumbs([{ text: 'Home', href: '/' }, { text: 'Search results' }]);
  return searchPage(env, title, crumbs, data, { searchTerm: term, heading: 'always' });
}
