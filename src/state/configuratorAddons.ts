/**
 * State and effects of the add-ons configurator, outside React: the chosen item and its
 * quantity, each add-on's choice and quantity, and adding them together in one call.
 *
 * An add-on's quantity follows the main quantity (perMainUnit × quantity, rounded up to the
 * add-on's package) until the user sets it; from then on it is the user's.
 */
import type { CallOptions } from '../api/client';
import { isAbortError, isServiceError, userMessage } from '../api/errors';
import { cartOwner } from '../domain/cart';
import type { PageContext } from '../contract/pageData';
import type { GetItemRequest } from '../contract/requests';
import type { AddOn, ProductDetail, SearchItem } from '../contract/responses';
import { roundToCents } from '../domain/money';
import { normalizePackageQuantity, roundUpToPackageWithin, suggestedAddOnQuantity } from '../domain/quantity';
import { overStock, type OverStock } from '../domain/stock';
import type { AddToCart } from './addToCart';
import { createStore } from './store/createStore';

export type AddOnChoice = {
  readonly selected: boolean;
  readonly quantity: number | null;
  /** The user set this quantity; it no longer follows the main quantity. */
  readonly edited: boolean;
};

export type AddonsConfiguratorState = {
  readonly status: 'loading' | 'ready' | 'notFound' | 'error';
  /** Why the item could not be loaded (status notFound or error). */
  readonly loadError: string | null;
  readonly item: ProductDetail | null;
  /** Quantity of the main item; null while the field is empty. */
  readonly quantity: number | null;
  /** Set when the quantity from the address was rounded up to the item's package quantity. */
  readonly roundedFrom: number | null;
  /** By add-on item id. */
  readonly choices: Readonly<Record<number, AddOnChoice>>;
  readonly adding: boolean;
  readonly addError: string | null;
  readonly addedMessage: string | null;
};

export type AddonsConfiguratorOptions = {
  itemNumber: string;
  /** From the address; null starts at the item's package quantity. */
  quantity: number | null;
  /** Product/GetItem (widgets/addonsConfigurator.tsx binds it to the widget's client). */
  services: AddonsConfiguratorServices;
  /** The page context now, read as each request leaves (it changes on a customer switch). */
  getContext: () => PageContext;
  /** The widgets' add-to-cart command (`addToCartFor(env)`). */
  addToCart: AddToCart;
};

export type AddonsConfiguratorServices = {
  getItem(body: GetItemRequest, options?: CallOptions): Promise<ProductDetail>;
};

export type AddonsConfigurator = {
  getState(): AddonsConfiguratorState;
  subscribe(listener: () => void): () => void;
  /** Loads the item and its add-ons; returns the stop (unmount). */
  start(): () => void;
  /** Loads again (Retry). */
  reload(): void;
  /**
   * After a customer or ship-to switch: loads the item and its add-ons again for the
   * customer now (prices and stock), dropping an answer on its way; the quantity and the
   * add-ons the user chose stay.
   */
  refresh(): void;
  setQuantity(quantity: number | null): void;
  setAddOnSelected(itemId: number, selected: boolean): void;
  setAddOnQuantity(itemId: number, quantity: number | null): void;
  /** The lines one add would send: the main item, then every chosen add-on with a quantity. */
  cartLines(): { itemId: number; qty: number }[];
  addBlockedReason(): string | null;
  /** Adds the item and the chosen add-ons in one call; ignored while adding or when blocked. */
  addToCart(): Promise<void>;
};

/** Accessories start chosen; replacement parts only when the customer asks for them. */
function initialChoices(addOns: readonly AddOn[], quantity: number | null): Record<number, AddOnChoice> {
  return Object.fromEntries(
    addOns.map((addOn) => [
      addOn.item.itemId,
      {
        selected: addOn.kind === 'accessory' && addOn.item.stockResult?.disablePurchasing !== true,
        quantity: suggestedAddOnQuantity(addOn.perMainUnit, quantity, addOn.item.sellMultiple),
        edited: false,
      },
    ]),
  );
}

/** The choices of `previous` for the add-ons that are still offered. */
function pickKnown(previous: Record<number, AddOnChoice>, offered: Record<number, AddOnChoice>): Record<number, AddOnChoice> {
  return Object.fromEntries(Object.entries(previous).filter(([itemId]) => itemId in offered));
}

export function createAddonsConfigurator(options: AddonsConfiguratorOptions): AddonsConfigurator {
  const { itemNumber, services, getContext, addToCart } = options;
  const store = createStore<AddonsConfiguratorState>({
    status: 'loading',
    loadError: null,
    item: null,
    quantity: null,
    roundedFrom: null,
    choices: {},
    adding: false,
    addError: null,
    addedMessage: null,
  });
  let controller: AbortController | null = null;
  let stopped = false;

  const load = (keepChoices = false) => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const before = store.getState();
    store.setState({ status: 'loading', loadError: null });
    const context = getContext();
    services.getItem(
      { itemNumber, customerNumber: context.customer?.customerNumber ?? null, warehouseCode: context.warehouseCode, shipTo: context.shipTo },
      { signal: current.signal },
    ).then(
      (item) => {
        if (stopped || current.signal.aborted) return;
        if (keepChoices && before.item !== null && before.quantity !== null) {
          // The same item for another customer: what the user chose and typed stays.
          const fresh = initialChoices(item.addOns, before.quantity);
          store.setState({ status: 'ready', item, choices: { ...fresh, ...pickKnown(before.choices, fresh) } });
          return;
        }
        const pack = normalizePackageQuantity(item.sellMultiple);
        const asked = options.quantity ?? pack;
        // The address allows up to QUANTITY_MAX; the whole packs that fit may be a little less.
        const quantity = roundUpToPackageWithin(asked, pack);
        store.setState({
          status: 'ready',
          item,
          quantity,
          roundedFrom: quantity !== asked ? asked : null,
          choices: initialChoices(item.addOns, quantity),
        });
      },
      (error: unknown) => {
        if (stopped || isAbortError(error)) return;
        // The reference service refuses an unknown item number as a bad request (400); a
        // storefront may answer 404. Either way the customer needs the same sentence.
        if (isServiceError(error) && error.kind === 'http' && (error.status === 404 || error.status === 400)) {
          store.setState({
            status: 'notFound',
            loadError: `We could not find item "${itemNumber}". Check the item number, or find the item in search.`,
          });
          return;
        }
        store.setState({ status: 'error', loadError: userMessage(error, 'load this item and its add-ons') });
      },
    );
  };

  const updateChoice = (itemId: number, patch: Partial<AddOnChoice>) => {
    const { choices } = store.getState();
    const choice = choices[itemId];
    if (!choice) return;
    store.setState({ choices: { ...choices, [itemId]: { ...choice, ...patch } }, addedMessage: null, addError: null });
  };

  const cartLines = () => chosenItems(store.getState()).map(({ item, qty }) => ({ itemId: item.itemId, qty }));

  const addBlockedReason = (): string | null => {
    const { item, quantity } = store.getState();
    const context = getContext();
    if (context.readOnly) return 'Adding to the cart is turned off for this page.';
    if (cartOwner(context) === null) return 'Sign in to order.';
    if (!item) return 'Wait for the item to load.';
    if (item.stockResult?.disablePurchasing === true) return item.stockResult.stockMessage || 'This item cannot be ordered online.';
    if (quantity === null || quantity <= 0) return 'Enter a quantity of the item.';
    return null;
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start() {
      stopped = false;
      load();
      return () => {
        stopped = true;
        controller?.abort();
      };
    },
    reload: () => load(),
    refresh: () => load(true),
    setQuantity(quantity) {
      const { item, choices } = store.getState();
      const following = Object.fromEntries(
        (item?.addOns ?? []).map((addOn) => {
          const choice = choices[addOn.item.itemId]!;
          const next = choice.edited
            ? choice
            : { ...choice, quantity: suggestedAddOnQuantity(addOn.perMainUnit, quantity, addOn.item.sellMultiple) };
          return [addOn.item.itemId, next];
        }),
      );
      store.setState({ quantity, roundedFrom: null, choices: following, addedMessage: null, addError: null });
    },
    setAddOnSelected(itemId, selected) {
      updateChoice(itemId, { selected });
    },
    setAddOnQuantity(itemId, quantity) {
      updateChoice(itemId, { quantity, edited: true });
    },
    cartLines,
    addBlockedReason,
    async addToCart() {
      const state = store.getState();
      if (state.adding || addBlockedReason() !== null || !state.item) return;
      const item = state.item;
      const items = cartLines();
      store.setState({ adding: true, addError: null, addedMessage: null });
      try {
        await addToCart({ kind: 'items', lines: items, addedItem: { itemId: item.itemId, itemNumber: item.itemNumber, quantity: items[0]!.qty } });
        if (stopped) return;
        const addOns = items.length - 1;
        const withAddOns = addOns === 0 ? '' : ` with ${addOns} add-on ${addOns === 1 ? 'item' : 'items'}`;
        store.setState({ adding: false, addedMessage: `${item.itemName}${withAddOns} added to your cart.` });
      } catch (error) {
        if (stopped) return;
        store.setState({ adding: false, addError: userMessage(error, 'add these items to your cart') });
      }
    },
  };
}

/** What Add to cart sends: the item with its quantity, then each chosen add-on that can be ordered. */
function chosenItems(state: AddonsConfiguratorState): { item: SearchItem; qty: number }[] {
  const { item, quantity, choices } = state;
  if (!item || quantity === null || quantity <= 0) return [];
  const addOns = item.addOns.flatMap((addOn) => {
    const choice = choices[addOn.item.itemId];
    if (!choice?.selected || !choice.quantity || choice.quantity <= 0) return [];
    if (addOn.item.stockResult?.disablePurchasing === true) return [];
    return [{ item: addOn.item, qty: choice.quantity }];
  });
  return [{ item, qty: quantity }, ...addOns];
}

/**
 * The items Add to cart would send that are over the over-stock rule (`overStock`), asked
 * about before adding (issue 41); null for each item within it.
 */
export function addonsOverStock(state: AddonsConfiguratorState): (OverStock | null)[] {
  return chosenItems(state).map(({ item, qty }) => overStock(qty, item.availability, item.itemName));
}

/** Total of the item and the chosen add-ons at customer price; null when a price is missing. */
export function addonsTotal(state: AddonsConfiguratorState & { item: ProductDetail }): number | null {
  const { item, quantity, choices } = state;
  if (item.customerPrice === null || quantity === null) return null;
  let total = item.customerPrice * quantity;
  for (const addOn of item.addOns) {
    const choice = choices[addOn.item.itemId];
    if (!choice?.selected || !choice.quantity) continue;
    if (addOn.item.customerPrice === null) return null;
    total += addOn.item.customerPrice * choice.quantity;
  }
  return roundToCents(total);
}
