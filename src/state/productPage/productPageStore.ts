/**
 * State and effects of the product page, outside React (HOST-CONTRACT section 6): the item
 * (Product/GetItem), its customer price (Product/GetProductCustomerPrice, prices[0]), its
 * stock message (Product/GetStockDesignationResult), its related items as product squares
 * (Product/GetProductSquare, one per `relatedItemIds` entry) and, for a signed-in user, the
 * items the customer ordered recently (Customer/GetRecentlyOrderedItems); and the add-ons
 * chosen to go with the item.
 *
 * The customer-dependent context (customer, ship-to, warehouse) is read at request time
 * through `getContext`; `refresh()` asks for everything again and drops every answer to a
 * request started before it. Ordering one item (quantity, Add to cart) is the search
 * cards' card store, shared by the main item and the recently ordered items.
 */
import { isAbortError, isServiceError, userMessage } from '../../api/errors';
import type { CallOptions } from '../../api/client';
import { isAuthenticated, type PageContext, type ProductPageData } from '../../contract/pageData';
import type { GetItemRequest, GetProductCustomerPriceRequest, GetProductSquareRequest, GetRecentlyOrderedItemsRequest, GetStockDesignationResultRequest } from '../../contract/requests';
import type { AddOn, CustomerPrice, CustomerPrices, ProductDetail, RecentlyOrderedItems, SearchItem, StockResult } from '../../contract/responses';
import { cartOwner, isAddToCartDisabled } from '../../domain/cart';
import { showsPrices } from '../../domain/price';
import { suggestedAddOnQuantity } from '../../domain/quantity';
import type { AddToCart } from '../addToCart';
import type { AddOnChoice } from '../configuratorAddons';
import { createStore } from '../store/createStore';

/** How many recently ordered items the page shows. */
export const RECENTLY_ORDERED_SHOWN = 6;

export type ProductPageServices = {
  getItem(body: GetItemRequest, options?: CallOptions): Promise<ProductDetail>;
  getProductCustomerPrice(body: GetProductCustomerPriceRequest, options?: CallOptions): Promise<CustomerPrices>;
  getStockDesignationResult(body: GetStockDesignationResultRequest, options?: CallOptions): Promise<StockResult>;
  getProductSquare(body: GetProductSquareRequest, options?: CallOptions): Promise<SearchItem>;
  getRecentlyOrderedItems(body: GetRecentlyOrderedItemsRequest, options?: CallOptions): Promise<RecentlyOrderedItems>;
};

/** One part of the page that loads on its own; `error` is a sentence a person can act on. */
export type Part<T> = {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly value: T | null;
  readonly error: string | null;
};

/** An add-on's choice, as in the add-ons configurator; `quantity` counts only once `edited`. */
export type { AddOnChoice };

export type ProductPageState = {
  /** `notFound`: the service knows no item of this number. */
  readonly item: Part<ProductDetail> & { readonly notFound: boolean };
  /** Not asked for anonymous visitors or when prices are hidden (withCustomer). */
  readonly price: Part<CustomerPrice>;
  /** Not asked for anonymous visitors. */
  readonly stock: Part<StockResult>;
  readonly related: Part<readonly SearchItem[]>;
  /** Signed-in users only. */
  readonly recent: Part<readonly SearchItem[]>;
  /** By add-on item id; absent means not chosen, following the suggestion. */
  readonly addOnChoices: Readonly<Record<number, AddOnChoice>>;
  readonly addingSelected: boolean;
  readonly addSelectedError: string | null;
  readonly addSelectedMessage: string | null;
};

export type ProductPageStoreOptions = {
  data: ProductPageData;
  /** The page context at the moment of each request. */
  getContext: () => PageContext;
  services: ProductPageServices;
  addToCart: AddToCart;
};

export type ProductPageStore = {
  getState(): ProductPageState;
  subscribe(listener: () => void): () => void;
  /** Asks for what the first paint draws: the item and its price, then its stock; call once (the widget's start). */
  start(): void;
  /**
   * Asks for what the first paint does not need (recently ordered, drawn by the second pass;
   * the related squares, whose skeletons the first paint draws), once it is on screen: their
   * answers then take no bandwidth, connection or render from the files and answers the first
   * paint waits for. Once; later calls do nothing.
   */
  startLater(): void;
  /** Asks for everything customer-dependent again (what startLater asks only once it has run); answers to earlier requests are dropped. */
  refresh(): void;
  retryItem(): void;
  retryPrice(): void;
  retryStock(): void;
  retryRecent(): void;
  setAddOnSelected(itemId: number, selected: boolean): void;
  setAddOnQuantity(itemId: number, quantity: number | null): void;
  /** The item and the chosen add-ons in one Cart/AddItemsToCart request; never rejects. */
  addSelected(mainQuantity: number | null): Promise<void>;
  /** Stops every request (unmount). */
  destroy(): void;
};

const idle = <T>(): Part<T> => ({ status: 'idle', value: null, error: null });
const loading = <T>(previous: Part<T>): Part<T> => ({ status: 'loading', value: previous.value, error: null });

/** The quantity of an add-on: the user's own, or the suggestion for the main quantity. */
export function addOnQuantity(addOn: AddOn, choice: AddOnChoice | undefined, mainQuantity: number | null): number {
  if (choice?.edited) return choice.quantity ?? 0;
  return suggestedAddOnQuantity(addOn.perMainUnit, mainQuantity, addOn.item.sellMultiple);
}

/** The lines 'Add selected to cart' sends: the item, then each chosen add-on that can be ordered. */
export function selectedCartLines(
  item: ProductDetail,
  choices: Readonly<Record<number, AddOnChoice>>,
  mainQuantity: number | null,
): { itemId: number; qty: number }[] {
  if (mainQuantity === null || !Number.isFinite(mainQuantity) || mainQuantity <= 0) return [];
  const addOns = item.addOns.flatMap((addOn) => {
    const choice = choices[addOn.item.itemId];
    const qty = addOnQuantity(addOn, choice, mainQuantity);
    if (!choice?.selected || qty <= 0 || addOn.item.stockResult?.disablePurchasing === true) return [];
    return [{ itemId: addOn.item.itemId, qty }];
  });
  return [{ itemId: item.itemId, qty: mainQuantity }, ...addOns];
}

function notFoundMessage(itemNumber: string): string {
  return `We could not find item "${itemNumber}". It may have been renamed or discontinued.`;
}

export function createProductPageStore(options: ProductPageStoreOptions): ProductPageStore {
  const { data, getContext, services } = options;
  const store = createStore<ProductPageState>({
    item: { ...idle<ProductDetail>(), notFound: false },
    price: idle(),
    stock: idle(),
    related: idle(),
    recent: idle(),
    addOnChoices: {},
    addingSelected: false,
    addSelectedError: null,
    addSelectedMessage: null,
  });
  /** One controller per generation: refresh aborts every request of the one before. */
  let generation = new AbortController();
  const controllers: Partial<Record<'item' | 'price' | 'stock' | 'related' | 'recent', AbortController>> = {};
  let destroyed = false;
  /** startLater has run: what the first paint does not need is asked for too. */
  let laterStarted = false;

  /** A request for `part`, aborted by a newer request for it, by refresh and by destroy. */
  const begin = (part: keyof typeof controllers) => {
    controllers[part]?.abort();
    const controller = new AbortController();
    controllers[part] = controller;
    generation.signal.addEventListener('abort', () => controller.abort(), { once: true });
    const { signal } = controller;
    return { signal, current: () => !destroyed && !signal.aborted };
  };

  const loadPrice = () => {
    const context = getContext();
    if (!showsPrices(context) || !context.customer) {
      store.setState({ price: idle() });
      return;
    }
    const { signal, current } = begin('price');
    store.setState(({ price }) => ({ price: loading(price) }));
    services
      .getProductCustomerPrice(
        { itemNumber: data.itemNumber, customerNumber: context.customer.customerNumber, warehouseCode: context.warehouseCode, shipTo: context.shipTo },
        { signal },
      )
      .then(
        (answer) => {
          if (!current()) return;
          const first = answer.prices[0] ?? null;
          store.setState({ price: { status: 'ready', value: first, error: null } });
        },
        (error: unknown) => {
          if (!current() || isAbortError(error)) return;
          store.setState(({ price }) => ({ price: { status: 'error', value: price.value, error: userMessage(error, 'load your price') } }));
        },
      );
  };

  const loadStock = () => {
    const context = getContext();
    const item = store.getState().item.value;
    if (!isAuthenticated(context) || !item) {
      store.setState({ stock: idle() });
      return;
    }
    const { signal, current } = begin('stock');
    store.setState(({ stock }) => ({ stock: loading(stock) }));
    services
      .getStockDesignationResult(
        {
          itemId: item.itemId,
          stockDesignationId: item.stockDesignationId,
          customerNumber: context.customer?.customerNumber ?? null,
          shipToNumber: context.shipTo,
          warehouseCode: context.warehouseCode,
        },
        { signal },
      )
      .then(
        (stock) => {
          if (current()) store.setState({ stock: { status: 'ready', value: stock, error: null } });
        },
        (error: unknown) => {
          if (!current() || isAbortError(error)) return;
          store.setState(({ stock }) => ({ stock: { status: 'error', value: stock.value, error: userMessage(error, 'load the stock of this item') } }));
        },
      );
  };

  const loadRelated = () => {
    const item = store.getState().item.value;
    const ids = item?.relatedItemIds ?? [];
    if (ids.length === 0) {
      store.setState({ related: { status: 'ready', value: [], error: null } });
      return;
    }
    const context = getContext();
    const { signal, current } = begin('related');
    store.setState(({ related }) => ({ related: loading(related) }));
    const customerNumber = context.customer?.customerNumber ?? null;
    // A square that fails is left out: related items are a suggestion, not the page.
    void Promise.all(
      ids.map((itemId) => services.getProductSquare({ itemId, customerNumber }, { signal }).catch(() => null)),
    ).then((squares) => {
      if (!current()) return;
      store.setState({ related: { status: 'ready', value: squares.filter((s): s is SearchItem => s !== null), error: null } });
    });
  };

  const loadRecent = () => {
    const context = getContext();
    const owner = cartOwner(context);
    if (owner === null) {
      store.setState({ recent: idle() });
      return;
    }
    const { signal, current } = begin('recent');
    store.setState(({ recent }) => ({ recent: loading(recent) }));
    services
      .getRecentlyOrderedItems(
        { companyUserId: owner.companyUserId, customerNumber: owner.customerNumber, warehouseCode: context.warehouseCode, shipTo: context.shipTo },
        { signal },
      )
      .then(
        (answer) => {
          if (!current()) return;
          const items = answer.items.filter((i) => i.itemId !== data.itemId).slice(0, RECENTLY_ORDERED_SHOWN);
          store.setState({ recent: { status: 'ready', value: items, error: null } });
        },
        (error: unknown) => {
          if (!current() || isAbortError(error)) return;
          store.setState(({ recent }) => ({ recent: { status: 'error', value: recent.value, error: userMessage(error, 'load your recently ordered items') } }));
        },
      );
  };

  const loadItem = () => {
    const context = getContext();
    const { signal, current } = begin('item');
    store.setState(({ item }) => ({ item: { ...loading(item), notFound: false } }));
    services
      .getItem(
        { itemNumber: data.itemNumber, customerNumber: context.customer?.customerNumber ?? null, warehouseCode: context.warehouseCode, shipTo: context.shipTo },
        { signal },
      )
      .then(
        (item) => {
          if (!current()) return;
          store.setState({ item: { status: 'ready', value: item, error: null, notFound: false } });
          loadStock();
          if (laterStarted) loadRelated();
        },
        (error: unknown) => {
          if (!current() || isAbortError(error)) return;
          // The reference service refuses an unknown item number as a bad request (400); a
          // storefront may answer 404. Either way the visitor needs the same sentence.
          if (isServiceError(error) && error.kind === 'http' && (error.status === 404 || error.status === 400)) {
            store.setState({ item: { status: 'error', value: null, error: notFoundMessage(data.itemNumber), notFound: true } });
            return;
          }
          store.setState(({ item }) => ({ item: { status: 'error', value: item.value, error: userMessage(error, 'load this item'), notFound: false } }));
        },
      );
  };

  /** Everything asked so far, in the order that gets the item on screen first: item and price leave together. */
  const loadAll = () => {
    loadItem();
    loadPrice();
    if (laterStarted) loadRecent();
  };

  const updateChoice = (itemId: number, patch: Partial<AddOnChoice>) => {
    store.setState(({ addOnChoices }) => {
      const previous = addOnChoices[itemId] ?? { selected: false, quantity: null, edited: false };
      return {
        addOnChoices: { ...addOnChoices, [itemId]: { ...previous, ...patch } },
        addSelectedError: null,
        addSelectedMessage: null,
      };
    });
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start: loadAll,
    startLater() {
      if (laterStarted || destroyed) return;
      laterStarted = true;
      loadRecent();
      // Before the item's answer the squares' ids are unknown: they are asked for when it comes.
      if (store.getState().item.status === 'ready') loadRelated();
    },
    refresh() {
      generation.abort();
      generation = new AbortController();
      loadAll();
    },
    retryItem: loadItem,
    retryPrice: loadPrice,
    retryStock: loadStock,
    retryRecent: loadRecent,
    setAddOnSelected(itemId, selected) {
      updateChoice(itemId, { selected });
    },
    setAddOnQuantity(itemId, quantity) {
      updateChoice(itemId, { quantity, edited: true });
    },
    async addSelected(mainQuantity) {
      const state = store.getState();
      const item = state.item.value;
      const context = getContext();
      if (!item || cartOwner(context) === null) return;
      const disablePurchasing = (state.stock.value ?? item.stockResult)?.disablePurchasing;
      if (isAddToCartDisabled({ quantity: mainQuantity, adding: state.addingSelected, disablePurchasing, readOnly: context.readOnly })) return;
      const lines = selectedCartLines(item, state.addOnChoices, mainQuantity);
      if (lines.length === 0) return;
      store.setState({ addingSelected: true, addSelectedError: null, addSelectedMessage: null });
      try {
        await options.addToCart({ kind: 'items', lines, addedItem: { itemId: item.itemId, itemNumber: item.itemNumber, quantity: lines[0]!.qty } });
        if (destroyed) return;
        const addOns = lines.length - 1;
        const withAddOns = addOns === 0 ? '' : ` and ${addOns} add-on${addOns === 1 ? '' : 's'}`;
        store.setState({ addingSelected: false, addSelectedMessage: `Added ${lines[0]!.qty} of ${item.itemName}${withAddOns} to the cart.` });
      } catch (error) {
        if (destroyed) return;
        store.setState({ addingSelected: false, addSelectedError: userMessage(error, 'add these items to your cart') });
      }
    },
    destroy() {
      destroyed = true;
      generation.abort();
      for (const controller of Object.values(controllers)) controller?.abort();
    },
  };
}
