/**
 * Buy again's store (HOST-CONTRACT section 10): the customer's recently ordered items
 * (`Customer/GetRecentlyOrderedItems`), each with a selection and a quantity (one package at
 * first); `Add selected to cart` sends one `Cart/AddItemsToCart`. A customer or ship-to
 * switch asks again, keeping the choices for items still listed. Service calls come in as
 * `services`.
 */
import type { CartInfo, SearchItem } from '../../contract/responses';
import { minimumQuantityShown } from '../../domain/quantity';
import { createStore, type Store } from '../store/createStore';
import type { AddProblem, CallFailure } from './quickOrderStore';

export type BuyAgainServices = {
  getRecentlyOrderedItems(signal: AbortSignal): Promise<SearchItem[]>;
  addItems(lines: { itemId: number; qty: number }[]): Promise<CartInfo>;
  /** `action` completes "the store could not …". */
  describeFailure(error: unknown, action: string): CallFailure;
};

export type BuyAgainState = {
  status: 'loading' | 'ready' | 'failed';
  items: SearchItem[];
  selected: Readonly<Record<number, boolean>>;
  quantities: Readonly<Record<number, number | null>>;
  loadProblem: string | null;
  adding: boolean;
  addProblem: AddProblem | null;
  addedMessage: string | null;
};

export type BuyAgainStore = Store<BuyAgainState> & {
  load(): void;
  toggle(itemId: number, selected: boolean): void;
  toggleAll(selected: boolean): void;
  setQuantity(itemId: number, quantity: number | null): void;
  addSelected(): Promise<void>;
  /** Items that may be selected (purchasing not disabled). */
  selectable(): SearchItem[];
  stop(): void;
};

/** Items that may be selected: purchasing not disabled. */
function selectableItems(state: BuyAgainState): BuyAgainState['items'] {
  return state.items.filter((i) => !i.stockResult?.disablePurchasing);
}

/** What `Add selected to cart` sends: each selected item with its quantity (asked about before sending, `overStock`). */
export function selectedToAdd(state: BuyAgainState): { item: BuyAgainState['items'][number]; qty: number }[] {
  return selectableItems(state)
    .filter((i) => state.selected[i.itemId] && (state.quantities[i.itemId] ?? 0) > 0)
    .map((item) => ({ item, qty: state.quantities[item.itemId] as number }));
}

export function createBuyAgainStore({ services, ecomCustomer }: { services: BuyAgainServices; ecomCustomer: () => boolean }): BuyAgainStore {
  const store = createStore<BuyAgainState>({
    status: 'loading', items: [], selected: {}, quantities: {}, loadProblem: null, adding: false, addProblem: null, addedMessage: null,
  });
  let controller: AbortController | null = null;
  const packOf = (item: SearchItem) => minimumQuantityShown(item, { ecomCustomer: ecomCustomer() });
  const selectable = () => selectableItems(store.getState());

  function load() {
    controller?.abort();
    const mine = new AbortController();
    controller = mine;
    store.setState({ status: 'loading', loadProblem: null });
    services.getRecentlyOrderedItems(mine.signal).then(
      (items) => {
        if (controller !== mine) return;
        const { selected, quantities } = store.getState();
        const nextSelected: Record<number, boolean> = {};
        const nextQuantities: Record<number, number | null> = {};
        for (const item of items) {
          if (selected[item.itemId]) nextSelected[item.itemId] = true;
          nextQuantities[item.itemId] = item.itemId in quantities ? (quantities[item.itemId] ?? null) : packOf(item);
        }
        store.setState({ status: 'ready', items, selected: nextSelected, quantities: nextQuantities });
      },
      (error: unknown) => {
        if (controller !== mine) return;
        const failure = services.describeFailure(error, 'load your recently ordered items');
        if (failure.aborted) return;
        store.setState({ status: 'failed', loadProblem: failure.message });
      },
    );
  }

  return {
    ...store,
    load,
    toggle(itemId, selected) {
      store.setState((s) => ({ selected: { ...s.selected, [itemId]: selected }, addedMessage: null }));
    },
    toggleAll(selected) {
      store.setState({ selected: selected ? Object.fromEntries(selectable().map((i) => [i.itemId, true])) : {}, addedMessage: null });
    },
    setQuantity(itemId, quantity) {
      store.setState((s) => ({ quantities: { ...s.quantities, [itemId]: quantity } }));
    },
    async addSelected() {
      const state = store.getState();
      if (state.adding) return;
      const lines = selectedToAdd(state).map(({ item, qty }) => ({ itemId: item.itemId, qty }));
      if (lines.length === 0) return;
      store.setState({ adding: true, addProblem: null, addedMessage: null });
      try {
        await services.addItems(lines);
        store.setState({ adding: false, selected: {}, addedMessage: `${lines.length === 1 ? '1 line was' : `${lines.length} lines were`} added to your cart.` });
      } catch (error) {
        const failure = services.describeFailure(error, 'add the selected items to your cart');
        store.setState({ adding: false, addProblem: { message: failure.message, canRetry: !failure.refused } });
      }
    },
    selectable,
    stop() {
      controller?.abort();
      controller = null;
    },
  };
}
