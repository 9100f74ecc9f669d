/**
 * The customer switcher's state and effects, outside React: the customer search of a sales
 * rep (typed text, searched after a pause; only the newest answer is ever shown), the current
 * customer's name and ship-tos, and the switch itself (Customer/CompanyUsers with
 * newCustomerNumber, then the page context store's `switchTo`, which tells every widget).
 */
import { isAbortError, userMessage } from '../api/errors';
import { latest } from './store/latest';
import type { CompanyUsersRequest, CustomerSearchRequest, ShipToLookupsRequest } from '../contract/requests';
import type { CompanyUsers, CustomerSearchResults, CustomerSummary, ShipTo, ShipTos } from '../contract/responses';
import { isAuthenticated } from '../contract/pageData';
import type { ContextStore } from '../runtime/contextStore';
import { createStore } from './store/createStore';

export type CustomerSwitcherServices = {
  searchCustomers(body: CustomerSearchRequest, options: { signal: AbortSignal }): Promise<CustomerSearchResults>;
  companyUsers(body: CompanyUsersRequest, options?: { signal?: AbortSignal }): Promise<CompanyUsers>;
  shipToLookups(body: ShipToLookupsRequest, options?: { signal?: AbortSignal }): Promise<ShipTos>;
};

export type CustomerSwitcherOptions = {
  contextStore: Pick<ContextStore, 'get' | 'subscribe' | 'switchTo'>;
  services: CustomerSwitcherServices;
  /** The pause after the last keystroke before the search leaves. @default SEARCH_DEBOUNCE_MS */
  debounceMs?: number;
  /** Timer functions of the widget's window. @default globalThis */
  timers?: { setTimeout(callback: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
};

export type CustomerSwitcherState = {
  /** The text in the Customer field. */
  readonly query: string;
  /** The newest search answer; null before the first. */
  readonly results: readonly CustomerSummary[] | null;
  /** The text `results` answer. */
  readonly resultsTerm: string | null;
  readonly searching: boolean;
  readonly searchError: string | null;
  /** The customer the page acts for, once the service named it (null until then). */
  readonly current: CustomerSummary | null;
  /** The service could not name the current customer: the number alone names it. */
  readonly nameUnavailable: boolean;
  /** The current customer's ship-tos; null until they are known. */
  readonly shipTos: readonly ShipTo[] | null;
  /** A switch is on its way. */
  readonly switching: boolean;
  /** Why the last switch failed, as a sentence. */
  readonly switchError: string | null;
  /** Why the current customer's ship-tos could not be loaded, as a sentence. */
  readonly shipTosError: string | null;
};

export type CustomerSwitcher = {
  getState(): CustomerSwitcherState;
  subscribe(listener: () => void): () => void;
  /** Loads the current customer's name and ship-tos; follows switches until the stop. */
  start(): () => void;
  /** The typed text; searched after the pause unless `search` is false (the label of a chosen customer). */
  setQuery(text: string, options?: { search?: boolean }): void;
  /** Searches the text now (opening the list with the arrow keys does not wait). */
  searchNow(): void;
  /** Switches the page to `customer`: CompanyUsers with newCustomerNumber, then every widget follows. */
  chooseCustomer(customer: CustomerSummary): Promise<void>;
  /** Switches the page to one of the current customer's ship-tos. */
  chooseShipTo(shipTo: string): void;
  /** Searches the text in the field again after a failed search. */
  retrySearch(): void;
  /** Sends the switch that failed again (nothing when none failed). */
  retrySwitch(): Promise<void>;
  /** Loads the current customer's name and ship-tos again after they failed. */
  retryShipTos(): void;
};

export const SEARCH_DEBOUNCE_MS = 250;

export function createCustomerSwitcher(options: CustomerSwitcherOptions): CustomerSwitcher {
  const { contextStore, services } = options;
  const debounceMs = options.debounceMs ?? SEARCH_DEBOUNCE_MS;
  const timers: NonNullable<CustomerSwitcherOptions['timers']> = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
  const store = createStore<CustomerSwitcherState>({
    query: '',
    results: null,
    resultsTerm: null,
    searching: false,
    searchError: null,
    current: null,
    nameUnavailable: false,
    shipTos: null,
    switching: false,
    switchError: null,
    shipTosError: null,
  });
  const searchSignal = latest();
  const detailsSignal = latest();
  let timer: unknown = null;
  let searchSeq = 0;
  /** The customer whose name and ship-tos are loaded or on their way. */
  let detailsFor: string | null = null;
  /** The customer of the last switch that failed, for Retry. */
  let failedChoice: CustomerSummary | null = null;

  const clearTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  function search(term: string): void {
    clearTimer();
    const context = contextStore.get();
    if (!isAuthenticated(context) || !context.customer) return;
    const seq = ++searchSeq;
    const signal = searchSignal.next();
    store.setState({ searching: true, searchError: null });
    services
      .searchCustomers(
        { customerNumber: context.customer.customerNumber, companyUserId: context.companyUserId, searchTerm: term, shipTo: null },
        { signal },
      )
      .then(
        (answer) => {
          if (seq !== searchSeq) return;
          store.setState({ results: answer.customers, resultsTerm: term, searching: false });
        },
        (error: unknown) => {
          if (seq !== searchSeq || isAbortError(error)) return;
          // The customers of an earlier text are not left listed under this one.
          store.setState({ searching: false, searchError: userMessage(error, 'search the customers'), results: null, resultsTerm: null });
        },
      );
  }

  /** The name and ship-tos of the customer the page acts for now, unless known or on their way. */
  function loadDetails(): void {
    const context = contextStore.get();
    const customer = context.customer;
    if (!isAuthenticated(context) || !customer || detailsFor === customer.customerNumber) return;
    detailsFor = customer.customerNumber;
    const signal = detailsSignal.next();
    const known = store.getState().current;
    store.setState({
      current: known?.customerNumber === customer.customerNumber ? known : null,
      nameUnavailable: false,
      shipTos: null,
      shipTosError: null,
    });
    services.shipToLookups({ customerNumber: customer.customerNumber }, { signal }).then(
      (answer) => {
        if (!signal.aborted) store.setState({ shipTos: answer.shipTos });
      },
      (error: unknown) => {
        if (signal.aborted || isAbortError(error)) return;
        // The ship-to is still named by its code; the list of the others is offered on Retry.
        store.setState({ shipTosError: userMessage(error, 'load the ship-tos') });
      },
    );
    if (store.getState().current === null) {
      services
        .companyUsers({ customerNumber: customer.customerNumber, companyUserId: context.companyUserId, newCustomerNumber: null }, { signal })
        .then(
          (answer) => {
            if (signal.aborted) return;
            store.setState(answer.customer ? { current: answer.customer } : { nameUnavailable: true });
          },
          (error: unknown) => {
            // The number alone names the customer.
            if (!signal.aborted && !isAbortError(error)) store.setState({ nameUnavailable: true });
          },
        );
    }
  }

  const api: CustomerSwitcher = {
    getState: store.getState,
    subscribe: store.subscribe,
    start() {
      loadDetails();
      const offContext = contextStore.subscribe(() => {
        // A switch from another tab or a host script: the old customer's search and lists are stale.
        searchSignal.cancel();
        searchSeq += 1;
        failedChoice = null;
        // Nor do the messages about them stand any more.
        store.setState({ results: null, resultsTerm: null, searching: false, searchError: null, switchError: null });
        loadDetails();
      });
      return () => {
        offContext();
        clearTimer();
        searchSignal.cancel();
        detailsSignal.cancel();
        detailsFor = null;
      };
    },
    setQuery(text, { search: searchIt = true } = {}) {
      store.setState({ query: text });
      clearTimer();
      if (searchIt) timer = timers.setTimeout(() => search(text.trim()), debounceMs);
    },
    searchNow() {
      const term = store.getState().query.trim();
      const { resultsTerm, searching } = store.getState();
      if (resultsTerm === term && !searching && timer === null) return;
      search(term);
    },
    async chooseCustomer(customer) {
      const context = contextStore.get();
      if (store.getState().switching || !context.customer || !isAuthenticated(context)) return;
      if (customer.customerNumber === context.customer.customerNumber) return;
      failedChoice = null;
      store.setState({ switching: true, switchError: null });
      try {
        const [users, shipTos] = await Promise.all([
          services.companyUsers({
            customerNumber: context.customer.customerNumber,
            companyUserId: context.companyUserId,
            newCustomerNumber: customer.customerNumber,
          }),
          services.shipToLookups({ customerNumber: customer.customerNumber }),
        ]);
        const chosen = users.customer ?? customer;
        // Known before the switch is published, so the switcher does not ask for them again.
        detailsSignal.cancel();
        detailsFor = chosen.customerNumber;
        store.setState({ switching: false, current: chosen, shipTos: shipTos.shipTos, shipTosError: null });
        contextStore.switchTo({
          customer: { customerNumber: chosen.customerNumber, customerType: chosen.customerType, ecomCustomer: chosen.ecomCustomer },
          warehouseCode: chosen.warehouseCode || context.warehouseCode,
          shipTo: shipTos.shipTos[0]?.shipTo ?? null,
        });
      } catch (error) {
        failedChoice = customer;
        store.setState({ switching: false, switchError: userMessage(error, `switch to customer ${customer.customerNumber}`) });
      }
    },
    chooseShipTo(shipTo) {
      const context = contextStore.get();
      if (!context.customer || shipTo === context.shipTo) return;
      contextStore.switchTo({ customer: context.customer, shipTo });
    },
    retrySearch() {
      search(store.getState().query.trim());
    },
    retrySwitch() {
      return failedChoice ? api.chooseCustomer(failedChoice) : Promise.resolve();
    },
    retryShipTos() {
      detailsFor = null;
      loadDetails();
    },
  };
  return api;
}
