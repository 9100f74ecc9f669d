/**
 * Product/* paths: search, facets and single-item reads. Catalogue reads are open to
 * anonymous visitors, who get no prices or availability.
 */
import type { RequestOf, ResponseOf } from '../../../src/contract/paths';
import type { AddOn, StockResult } from '../../../src/contract/responses';
import { catalogViewer, type CallContext } from '../core';
import { badRequest } from '../http/errors';
import type { Viewer } from '../search/itemViews';

/** How many popular items a search that found nothing recommends. */
const RECOMMENDED_COUNT = 6;
/** Searches finding fewer results than this also get "did you mean" suggestions. */
const SUGGEST_BELOW = 5;
/** How many related items a product page shows as squares. */
export const RELATED_ITEMS_MAX = 4;

export function webSearch(body: RequestOf<'Product/WebSearch'>, context: CallContext): ResponseOf<'Product/WebSearch'> {
  const { core } = context;
  const viewer = catalogViewer(context, body);
  const priceLevel = viewer.showPrices && viewer.customer !== null ? viewer.customer.priceLevelId : null;
  const sorted = core.engine.ordered(body, body.sort, priceLevel);
  const page = sorted.slice(body.skip, body.skip + body.take).map((i) => core.index.itemId[i] ?? 0);
  const resultCount = sorted.length;
  const recommended = resultCount === 0 ? core.engine.popular(RECOMMENDED_COUNT).map((i) => core.index.itemId[i] ?? 0) : [];
  return {
    items: core.items.views(page, viewer),
    recommendedItems: core.items.views(recommended, viewer),
    resultCount,
    suggestions: resultCount < SUGGEST_BELOW ? core.engine.suggestions(body.searchTerm, resultCount) : [],
  };
}

export function webSearchFacets(body: RequestOf<'Product/WebSearchFacets'>, context: CallContext): ResponseOf<'Product/WebSearchFacets'> {
  // Facets carry no prices, but a named customer is still checked like every other call.
  catalogViewer(context, body);
  return { filters: context.core.engine.facets(body) };
}

function itemIdOf(context: CallContext, itemNumber: string): number {
  const row = context.core.items.rowByNumber(itemNumber.trim());
  if (row === null) throw badRequest(`itemNumber: there is no item "${itemNumber}".`);
  return row.id;
}

function singleView(context: CallContext, itemId: number, viewer: Viewer) {
  const [view] = context.core.items.views([itemId], viewer);
  if (view === undefined) throw badRequest(`itemId: there is no item ${itemId}.`);
  return view;
}

export function getItem(body: RequestOf<'Product/GetItem'>, context: CallContext): ResponseOf<'Product/GetItem'> {
  const viewer = catalogViewer(context, body);
  const itemId = itemIdOf(context, body.itemNumber);
  const row = context.core.items.rows([itemId]).get(itemId);
  const addOnRows = context.core.db
    .prepare('SELECT addon_item_id AS itemId, per_main_unit AS perMainUnit, kind FROM item_addons WHERE main_item_id = ? ORDER BY kind, addon_item_id')
    .all(itemId) as { itemId: number; perMainUnit: number; kind: AddOn['kind'] }[];
  const addOnViews = new Map(context.core.items.views(addOnRows.map((a) => a.itemId), viewer).map((v) => [v.itemId, v]));
  const addOns: AddOn[] = [];
  for (const a of addOnRows) {
    const item = addOnViews.get(a.itemId);
    if (item !== undefined) addOns.push({ item, perMainUnit: a.perMainUnit, kind: a.kind });
  }
  return {
    ...singleView(context, itemId, viewer),
    description: row?.description ?? '',
    stockDesignationId: row?.stock_designation_id ?? null,
    addOns,
    relatedItemIds: relatedItemIds(context, itemId, addOnRows.map((a) => a.itemId)),
  };
}

/**
 * The items a product page shows beside this one: others of its category, most popular
 * first, leaving out its add-ons (the page lists them already).
 */
function relatedItemIds(context: CallContext, itemId: number, addOnIds: readonly number[]): number[] {
  const ids = context.core.db
    .prepare(
      `SELECT id FROM items WHERE category_id = (SELECT category_id FROM items WHERE id = ?) AND id <> ?
       ORDER BY popularity DESC, id LIMIT ?`,
    )
    .pluck()
    .all(itemId, itemId, RELATED_ITEMS_MAX + addOnIds.length) as number[];
  return ids.filter((id) => !addOnIds.includes(id)).slice(0, RELATED_ITEMS_MAX);
}

export function getProductSquare(body: RequestOf<'Product/GetProductSquare'>, context: CallContext): ResponseOf<'Product/GetProductSquare'> {
  const viewer = catalogViewer(context, { customerNumber: body.customerNumber, warehouseCode: '' });
  return singleView(context, body.itemId, viewer);
}

export function getProductCustomerPrice(
  body: RequestOf<'Product/GetProductCustomerPrice'>,
  context: CallContext,
): ResponseOf<'Product/GetProductCustomerPrice'> {
  const viewer = catalogViewer(context, body);
  const view = singleView(context, itemIdOf(context, body.itemNumber), viewer);
  return {
    prices: [{ itemNumber: view.itemNumber, customerPrice: view.customerPrice, msrp: view.msrp, pricingLoaded: view.pricingLoaded }],
  };
}

/**
 * The stock designation's message. A stocked item (designation 1) has none: where it is in
 * stock and when it is expected is the item's availability, which the widgets put in words
 * with their one stock rule (src/domain/stock.ts); a second sentence here said it twice.
 */
export function getStockDesignationResult(
  body: RequestOf<'Product/GetStockDesignationResult'>,
  context: CallContext,
): ResponseOf<'Product/GetStockDesignationResult'> {
  const { core } = context;
  // Refuses a token or customer the caller may not use, as every catalogue call does.
  catalogViewer(context, { customerNumber: body.customerNumber, warehouseCode: body.warehouseCode });
  const row = core.items.rows([body.itemId]).get(body.itemId);
  if (row === undefined) throw badRequest(`itemId: there is no item ${body.itemId}.`);
  const designationId = body.stockDesignationId ?? row.stock_designation_id ?? 1;
  const designation = core.db
    .prepare('SELECT stock_message AS stockMessage, disable_purchasing AS disablePurchasing FROM stock_designations WHERE id = ?')
    .get(designationId) as { stockMessage: string; disablePurchasing: number } | undefined;
  if (designation === undefined) throw badRequest(`stockDesignationId: there is no stock designation ${designationId}.`);
  const result: StockResult = { stockMessage: designation.stockMessage, disablePurchasing: designation.disablePurchasing === 1 };
  return designationId === 1 ? { ...result, stockMessage: '' } : result;
}
