/**
 * The cart page's shipping estimate: a zip code checked by Cart/ValidateZipCode (the
 * service's message shown as it wrote it; city and state when it knows them), a ship
 * method from Cart/GetCartSettings, and Cart/GetShippingCost for the two. Each call keeps
 * only its newest request (an older answer never replaces a newer one), and the cost is
 * asked again whenever the cart changes, so it always belongs to the cart shown.
 *
 * The zip code starts filled when one is known (docs/cart.md "The zip code"), best first: one
 * typed in this tab and accepted (kept with the ship method, shippingChoice.ts), the one the
 * service remembers from the last estimate (Cart/GetCartSettings `zipCode`, as it remembers
 * `shipVia`), the page's ship-to's (Customer/ShipToLookups) or the one Cart/GetCart answers.
 * What the buyer types always wins.
 */
import { userMessage } from '../../api/errors';
import { ZIP_CODE_PATTERN } from '../../contract/fieldRules';
import { isAuthenticated, type PageContext } from '../../contract/pageData';
import type { CartSettings, ShippingCost, ShipTo, ZipCodeValidation } from '../../contract/responses';
import { showsPrices } from '../../domain/price';
import { createStore } from '../store/createStore';
import { latest } from '../store/latest';
import { startingShipVia, type ShippingChoices } from '../shippingChoice';

export type CallStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type EstimateState = {
  /** What the Zip code field holds. */
  readonly zipText: string;
  /** The service's verdict on `zipCode`, the last text checked. */
  readonly zip: { readonly zipCode: string; readonly result: ZipCodeValidation } | null;
  readonly zipStatus: CallStatus;
  /** Why the check itself failed (no answer); the verdict's own message is in `zip`. */
  readonly zipProblem: string | null;
  readonly shipViaOptions: CartSettings['shipViaOptions'];
  /** The chosen ship method's code; '' until the settings arrive. */
  readonly shipVia: string;
  readonly settingsStatus: CallStatus;
  readonly settingsProblem: string | null;
  /** The cost for `zip` and `shipVia` and the cart as last shown; null while unknown. */
  readonly shipping: ShippingCost | null;
  readonly shippingStatus: CallStatus;
  readonly shippingProblem: string | null;
};

export type EstimateStore = {
  getState(): EstimateState;
  subscribe(listener: () => void): () => void;
  /** Loads the ship methods; returns the stop. */
  start(): () => void;
  /** The field changed: a complete-looking zip code is checked after a pause in typing. */
  setZipText(text: string): void;
  /** The field settled (left, Enter) or the estimate is asked for: checks the zip code now. */
  checkZip(): void;
  setShipVia(code: string): void;
  /** The cart changed: the cost is asked again. */
  cartChanged(): void;
  /** The zip code the service accepted, for GetCart; null when none. */
  validZipCode(): string | null;
  /** A zip code the service knows for this cart (Cart/GetCart's `zipCode`): used only while no better one is known. */
  offerZip(zipCode: string | null): void;
  /** Runs whatever failed again. */
  retry(): void;
  /** Re-requests everything for the context as it is now (customer or ship-to switch). */
  refresh(): void;
};

/**
 * The estimate's service calls, bound by widgets/cartPage/services.ts: the user,
 * customer, ship-to and warehouse are read from the page context when each call leaves.
 */
export type EstimateServices = {
  getCartSettings(signal: AbortSignal): Promise<CartSettings>;
  validateZipCode(zipCode: string, signal: AbortSignal): Promise<ZipCodeValidation>;
  getShippingCost(where: { zipCode: string; shipVia: string }, signal: AbortSignal): Promise<ShippingCost>;
  /** The customer's ship-tos (Customer/ShipToLookups): the page's ship-to's zip code. */
  getShipTos(signal: AbortSignal): Promise<ShipTo[]>;
};

export type EstimateStoreOptions = {
  services: EstimateServices;
  getContext: () => PageContext;
  /** For the pause before a typed zip code is checked. @default globalThis */
  timers?: { setTimeout(run: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
  /**
   * Where the buyer's ship method and typed zip code are kept (for the checkout and the next
   * visit, when the host's service does not remember them): written when the buyer chooses a
   * method or the service accepts a typed zip code, read as the starting choice.
   * @default none kept
   */
  choices?: ShippingChoices;
};

/** The pause in typing after which a complete-looking zip code is checked. */
export const ZIP_CHECK_DELAY_MS = 500;

/**
 * Where the zip code in the field came from, best last: a known zip code fills the field only
 * while what it holds came from a worse source, and nothing replaces what the buyer typed.
 */
const ZIP_ORIGINS = ['shipTo', 'remembered', 'kept', 'typed'] as const;
type ZipOrigin = (typeof ZIP_ORIGINS)[number];
const outranks = (candidate: ZipOrigin, current: ZipOrigin | null): boolean =>
  current === null || ZIP_ORIGINS.indexOf(candidate) > ZIP_ORIGINS.indexOf(current);

export function createEstimateStore(options: EstimateStoreOptions): EstimateStore {
  const { services, getContext } = options;
  const timers = options.timers ?? {
    setTimeout: (run: () => void, ms: number) => globalThis.setTimeout(run, ms),
    clearTimeout: (handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const store = createStore<EstimateState>({
    zipText: '',
    zip: null,
    zipStatus: 'idle',
    zipProblem: null,
    shipViaOptions: [],
    shipVia: '',
    settingsStatus: 'idle',
    settingsProblem: null,
    shipping: null,
    shippingStatus: 'idle',
    shippingProblem: null,
  });
  const settingsCall = latest();
  const zipCall = latest();
  const shippingCall = latest();
  const shipToCall = latest();
  let zipTimer: unknown = null;
  let started = false;
  /** Where the field's zip code came from; null while it holds none of its own. */
  let zipOrigin: ZipOrigin | null = null;
  const state = () => store.getState();
  const set = store.setState;

  /** Fills the field with a known zip code, unless what it holds came from a better source; then checks it. */
  function offer(zipCode: string | null | undefined, origin: ZipOrigin): void {
    const text = zipCode?.trim() ?? '';
    // Prices hidden (withCustomer): no estimate is shown, so none is asked for the buyer.
    if (!started || !showsPrices(getContext()) || !ZIP_CODE_PATTERN.test(text) || !outranks(origin, zipOrigin)) return;
    zipOrigin = origin;
    if (text === state().zipText.trim() && state().zip?.zipCode === text) return;
    set({ zipText: text });
    checkZip();
  }

  /** The page's ship-to's zip code, when the service knows it; a failure only leaves the field to the buyer. */
  function lookUpShipToZip(): void {
    const { shipTo } = getContext();
    if (!started || !showsPrices(getContext()) || shipTo == null || shipTo === '' || !outranks('shipTo', zipOrigin)) return;
    shipToCall.run(
      services.getShipTos,
      (shipTos) => offer(shipTos.find((s) => s.shipTo === shipTo)?.zipCode, 'shipTo'),
      () => {},
    );
  }

  /** `switched`: the context's ship-to may have changed, so what the service remembers belongs to the one before. */
  function loadSettings(switched = false) {
    if (!started || !isAuthenticated(getContext())) return;
    set({ settingsStatus: 'loading', settingsProblem: null });
    settingsCall.run(
      services.getCartSettings,
      (settings) => {
        const kept = settings.shipViaOptions.some((option) => option.code === state().shipVia);
        set({
          settingsStatus: 'ready',
          shipViaOptions: settings.shipViaOptions,
          shipVia: kept ? state().shipVia : startingShipVia(settings.shipViaOptions, settings.shipVia, options.choices?.read() ?? null),
        });
        if (!switched) offer(settings.zipCode, 'remembered');
        lookUpShipToZip();
        requestShipping();
      },
      (error) => set({ settingsStatus: 'failed', settingsProblem: userMessage(error, 'load the ship methods') }),
    );
  }

  function validZipCode(): string | null {
    const { zip } = state();
    return zip?.result.valid ? zip.zipCode : null;
  }

  function requestShipping() {
    const zipCode = validZipCode();
    const { shipVia } = state();
    if (!started || zipCode === null || shipVia === '') {
      shippingCall.cancel();
      set({ shipping: null, shippingStatus: 'idle', shippingProblem: null });
      return;
    }
    // The old figure belongs to another zip, method or cart: not shown beside the new ones.
    set({ shipping: null, shippingStatus: 'loading', shippingProblem: null });
    shippingCall.run(
      (signal) => services.getShippingCost({ zipCode, shipVia }, signal),
      (shipping) => set({ shipping, shippingStatus: 'ready' }),
      (error) => set({ shippingStatus: 'failed', shippingProblem: userMessage(error, 'estimate the shipping') }),
    );
  }

  function clearZipTimer() {
    if (zipTimer !== null) timers.clearTimeout(zipTimer);
    zipTimer = null;
  }

  function checkZip(force = false) {
    clearZipTimer();
    if (!started) return;
    const zipCode = state().zipText.trim();
    if (zipCode === '') {
      zipCall.cancel();
      set({ zip: null, zipStatus: 'idle', zipProblem: null });
      if (zipOrigin === 'typed') options.choices?.write({ zipCode: null });
      requestShipping();
      return;
    }
    const { zip, zipStatus } = state();
    if (!force && zip?.zipCode === zipCode && (zipStatus === 'ready' || zipStatus === 'loading')) return;
    if (zip?.zipCode !== zipCode) {
      // The verdict and cost shown belong to another zip code: neither stays beside the new one.
      shippingCall.cancel();
      set({ zip: null, shipping: null, shippingStatus: 'idle', shippingProblem: null });
    }
    set({ zipStatus: 'loading', zipProblem: null });
    zipCall.run(
      (signal) => services.validateZipCode(zipCode, signal),
      (result) => {
        set({ zip: { zipCode, result }, zipStatus: 'ready' });
        // A zip code the buyer typed and the service accepted is theirs for the next visit too.
        if (result.valid && zipOrigin === 'typed') options.choices?.write({ zipCode });
        requestShipping();
      },
      (error) => set({ zipStatus: 'failed', zipProblem: userMessage(error, 'check the zip code') }),
    );
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start() {
      if (started) return () => {};
      started = true;
      offer(options.choices?.read()?.zipCode, 'kept');
      loadSettings();
      return () => {
        started = false;
        clearZipTimer();
        settingsCall.cancel();
        zipCall.cancel();
        shippingCall.cancel();
        shipToCall.cancel();
      };
    },
    setZipText(text) {
      zipOrigin = 'typed';
      shipToCall.cancel();
      set({ zipText: text });
      clearZipTimer();
      if (ZIP_CODE_PATTERN.test(text.trim())) zipTimer = timers.setTimeout(() => checkZip(), ZIP_CHECK_DELAY_MS);
    },
    checkZip: () => checkZip(),
    setShipVia(code) {
      if (code === state().shipVia) return;
      set({ shipVia: code });
      options.choices?.write({ shipVia: code });
      // A zip code typed but not yet checked is checked first; its answer asks for the cost.
      const typed = state().zipText.trim();
      if (typed !== '' && state().zip?.zipCode !== typed) checkZip();
      else requestShipping();
    },
    cartChanged() {
      if (validZipCode() !== null) requestShipping();
    },
    validZipCode,
    offerZip: (zipCode) => offer(zipCode, 'shipTo'),
    retry() {
      const current = state();
      if (current.settingsStatus === 'failed') loadSettings();
      if (current.zipStatus === 'failed') checkZip(true);
      else if (current.shippingStatus === 'failed') requestShipping();
    },
    refresh() {
      if (!started) return;
      // A zip code that came with the ship-to (or the service's memory of it) follows the
      // page's ship-to now; one the buyer typed or kept stays.
      if (zipOrigin === 'shipTo' || zipOrigin === 'remembered') zipOrigin = null;
      loadSettings(true);
      requestShipping();
    },
  };
}
