/**
 * State and effects of a bench configurator, outside React: the layout form, its
 * validation, the kit the service computes for it, and adding the kit to the cart.
 *
 * Typed fields are debounced briefly (a user typing "36" asks once, for 36, not for 3 and
 * 36); a choice from a list or a checkbox asks at once, so the new kit shows as soon as the
 * service answers. Each request aborts the one before, and an answer is kept only if it is for the layout on
 * screen, so a slow answer for an old layout can never replace a newer kit.
 */
import type { CallOptions } from '../api/client';
import { isAbortError, userMessage } from '../api/errors';
import { latest } from './store/latest';
import { cartOwner } from '../domain/cart';
import type { PageContext } from '../contract/pageData';
import type { BenchConversionRequest, SlideBenchLayoutRequest, TrackBenchLayoutRequest } from '../contract/requests';
import type { Kit } from '../contract/responses';
import {
  parseLayoutNumber,
  validateBenchLayout,
  type BenchKind,
  type ConvertTo,
  type ExistingBench,
  type LayoutIssue,
  type TopMaterial,
} from '../domain/kits';
import type { AddToCart } from './addToCart';
import { createStore } from './store/createStore';

/**
 * Pause after the last keystroke in a typed field before the kit is asked for: long enough
 * to swallow key repeat (30 ms at 33 Hz) and most typists' next digit, short enough that
 * the new kit shows within about 100 ms plus the service's time (issue 6's budget).
 */
export const KIT_DEBOUNCE_MS = 60;

/** Fields typed character by character; every other field is a single, final choice. */
const TYPED_FIELDS: ReadonlySet<keyof BenchFormValues> = new Set(['benchLengthFt', 'benchCount']);

/** The form as the user fills it: numbers stay text until they are valid. */
export type BenchFormValues = {
  benchWidthFt: string;
  benchLengthFt: string;
  benchCount: string;
  topMaterial: TopMaterial;
  endCaps: boolean;
  bumpers: boolean;
  antiTip: boolean;
  existingBench: ExistingBench;
  convertTo: ConvertTo;
};

export const DEFAULT_BENCH_FORM: BenchFormValues = {
  benchWidthFt: '4',
  benchLengthFt: '24',
  benchCount: '1',
  topMaterial: 'expanded-metal',
  endCaps: true,
  bumpers: false,
  antiTip: true,
  existingBench: 'stationary-pipe',
  convertTo: 'track',
};

export type BenchConfiguratorState = {
  readonly form: BenchFormValues;
  /** Problems with the layout on screen, one per field at most. */
  readonly issues: readonly LayoutIssue[];
  /** The last kit received for a valid layout; null before the first and while the layout is invalid. */
  readonly kit: Kit | null;
  /** True while the kit shown is not yet the kit of the layout on screen. */
  readonly updating: boolean;
  /** Why the kit could not be loaded; the form stays usable. */
  readonly loadError: string | null;
  readonly adding: boolean;
  readonly addError: string | null;
  /** Confirmation after the kit was added. */
  readonly addedMessage: string | null;
};

export type BenchConfiguratorOptions = {
  kind: BenchKind;
  /** The three kit calls (widgets/benchConfigurator.tsx binds them to the widget's client). */
  services: BenchConfiguratorServices;
  /** The page context now, read as each request leaves (it changes on a customer switch). */
  getContext: () => PageContext;
  /** @default KIT_DEBOUNCE_MS */
  debounceMs?: number;
  /** Timer functions of the widget's window. @default globalThis */
  timers?: { setTimeout(callback: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
  initialForm?: Partial<BenchFormValues>;
  /** The widgets' add-to-cart command (`addToCartFor(env)`). */
  addToCart: AddToCart;
};

export type BenchConfiguratorServices = {
  getKitItemsFromBenchConfig(body: TrackBenchLayoutRequest, options?: CallOptions): Promise<Kit>;
  getKitItemsForSlideBench(body: SlideBenchLayoutRequest, options?: CallOptions): Promise<Kit>;
  getBenchConversion(body: BenchConversionRequest, options?: CallOptions): Promise<Kit>;
};

export type BenchConfigurator = {
  getState(): BenchConfiguratorState;
  subscribe(listener: () => void): () => void;
  /** Changes one field; the kit follows at once for a choice, after the debounce for a typed field. */
  setField<K extends keyof BenchFormValues>(field: K, value: BenchFormValues[K]): void;
  /** Asks for the kit of the current layout now, and keeps working until the returned stop (mount). */
  start(): () => void;
  /**
   * Asks for the kit of the current layout now: Retry, and after a customer or ship-to
   * switch (the kit on screen and the remembered ones were priced for the previous customer,
   * so they are dropped, and so is an answer on its way).
   */
  refresh(): void;
  /** Adds the kit on screen to the cart; ignored while adding or when adding is not allowed. */
  addToCart(): Promise<void>;
  /** Why adding is not possible now, or null when it is. */
  addBlockedReason(): string | null;
  /** Cancels the pending request and timer (the widget unmounts). */
  dispose(): void;
};

type Layout = { benchWidthFt: number; benchLengthFt: number; benchCount: number };

function parseLayout(form: BenchFormValues): Layout {
  return {
    benchWidthFt: parseLayoutNumber(form.benchWidthFt),
    benchLengthFt: parseLayoutNumber(form.benchLengthFt),
    benchCount: parseLayoutNumber(form.benchCount),
  };
}

export function layoutIssues(kind: BenchKind, form: BenchFormValues): LayoutIssue[] {
  return validateBenchLayout(kind, parseLayout(form), kind === 'conversion' ? form.convertTo : undefined);
}

/** The fields that decide the kit of `kind`: a kit request is made once per distinct key. */
export function layoutKey(kind: BenchKind, form: BenchFormValues): string {
  const layout = parseLayout(form);
  const own =
    kind === 'track'
      ? [form.topMaterial, form.endCaps, form.bumpers]
      : kind === 'slide'
        ? [form.topMaterial, form.antiTip, form.bumpers]
        : [form.existingBench, form.convertTo];
  return JSON.stringify([kind, layout.benchWidthFt, layout.benchLengthFt, layout.benchCount, ...own]);
}

function requestKit(
  kind: BenchKind,
  form: BenchFormValues,
  services: BenchConfiguratorServices,
  context: PageContext,
  signal: AbortSignal,
): Promise<Kit> {
  const pricing = {
    companyUserId: context.companyUserId,
    customerNumber: context.customer?.customerNumber ?? null,
    warehouseCode: context.warehouseCode,
    shipTo: context.shipTo,
  };
  const layout = { ...pricing, ...parseLayout(form) };
  switch (kind) {
    case 'track':
      return services.getKitItemsFromBenchConfig(
        { ...layout, topMaterial: form.topMaterial, endCaps: form.endCaps, bumpers: form.bumpers },
        { signal },
      );
    case 'slide':
      return services.getKitItemsForSlideBench(
        { ...layout, topMaterial: form.topMaterial, antiTip: form.antiTip, bumpers: form.bumpers },
        { signal },
      );
    case 'conversion':
      return services.getBenchConversion(
        { ...layout, existingBench: form.existingBench, convertTo: form.convertTo },
        { signal },
      );
  }
}

export function createBenchConfigurator(options: BenchConfiguratorOptions): BenchConfigurator {
  const { kind, services, getContext, addToCart } = options;
  const debounceMs = options.debounceMs ?? KIT_DEBOUNCE_MS;
  const timers: NonNullable<BenchConfiguratorOptions['timers']> = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
  const form = { ...DEFAULT_BENCH_FORM, ...options.initialForm };
  const store = createStore<BenchConfiguratorState>({
    form,
    issues: layoutIssues(kind, form),
    kit: null,
    updating: false,
    loadError: null,
    adding: false,
    addError: null,
    addedMessage: null,
  });
  const kitCalls = latest();
  let timer: unknown = null;
  /** The last kit received and its layout: shown again when the user comes back to that layout. */
  let lastKit: { key: string; kit: Kit } | null = null;
  /** The layout last asked for (or about to be). */
  let wantedKey: string | null = null;
  /** The layout of the request on its way, if any. */
  let inFlightKey: string | null = null;
  let latestSignal: AbortSignal | null = null;
  let disposed = false;

  const cancelRequest = () => {
    kitCalls.cancel();
    inFlightKey = null;
  };

  const clearTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  const load = () => {
    clearTimer();
    const { form: current } = store.getState();
    const key = layoutKey(kind, current);
    wantedKey = key;
    const signal = kitCalls.next();
    store.setState({ updating: true, loadError: null });
    inFlightKey = key;
    const settled = () => {
      if (latestSignal === signal) inFlightKey = null;
    };
    latestSignal = signal;
    requestKit(kind, current, services, getContext(), signal).then(
      (kit) => {
        settled();
        if (disposed || signal.aborted || key !== wantedKey) return;
        lastKit = { key, kit };
        store.setState({ kit, updating: false });
      },
      (error: unknown) => {
        settled();
        if (disposed || isAbortError(error) || key !== wantedKey) return;
        // The kit on screen belongs to an earlier layout: neither show nor order it as this one's.
        store.setState({ kit: null, updating: false, loadError: userMessage(error, 'work out this kit') });
      },
    );
  };

  const schedule = (delayMs: number) => {
    const state = store.getState();
    clearTimer();
    if (state.issues.length > 0) {
      // Nothing to ask for: drop any answer on its way, and show no kit for a layout that has none.
      cancelRequest();
      wantedKey = null;
      store.setState({ kit: null, updating: false, loadError: null });
      return;
    }
    const key = layoutKey(kind, state.form);
    if (lastKit && key === lastKit.key) {
      // Back to the layout of the last kit (a field changed and changed back): no need to ask.
      cancelRequest();
      wantedKey = key;
      store.setState({ kit: lastKit.kit, updating: false, loadError: null });
      return;
    }
    // From now on only this layout's kit may be shown: an answer for the previous layout
    // that lands during the typing delay is dropped, so it can neither show nor be ordered.
    wantedKey = key;
    if (key === inFlightKey) {
      // The kit of this layout is already on its way.
      store.setState({ updating: true });
      return;
    }
    store.setState({ updating: true, loadError: null });
    if (delayMs <= 0) load();
    else timer = timers.setTimeout(load, delayMs);
  };

  const dispose = () => {
    disposed = true;
    clearTimer();
    cancelRequest();
  };

  const addBlockedReason = (): string | null => {
    const state = store.getState();
    const context = getContext();
    if (context.readOnly) return 'Adding to the cart is turned off for this page.';
    if (cartOwner(context) === null) return 'Sign in to order this kit.';
    if (state.issues.length > 0) return 'Fix the layout to order its kit.';
    if (state.loadError !== null && !state.updating) return 'The kit for this layout could not be worked out: choose Retry first.';
    if (state.updating || !state.kit) return 'Wait for the kit to update.';
    if (state.kit.messages.length > 0 || state.kit.lines.length === 0) return 'This kit cannot be ordered online.';
    return null;
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    setField(field, value) {
      const nextForm = { ...store.getState().form, [field]: value };
      store.setState({ form: nextForm, issues: layoutIssues(kind, nextForm), addedMessage: null, addError: null });
      schedule(TYPED_FIELDS.has(field) ? debounceMs : 0);
    },
    start() {
      disposed = false;
      if (store.getState().issues.length === 0) load();
      return dispose;
    },
    refresh() {
      lastKit = null;
      if (store.getState().issues.length === 0) {
        store.setState({ kit: null });
        load();
      }
    },
    addBlockedReason,
    async addToCart() {
      const state = store.getState();
      if (state.adding || addBlockedReason() !== null || !state.kit) return;
      const kit = state.kit;
      store.setState({ adding: true, addError: null, addedMessage: null });
      try {
        await addToCart({
          kind: 'kit',
          lines: kit.lines.filter((line) => line.quantity > 0).map((line) => ({ itemId: line.itemId, qty: line.quantity })),
        });
        if (disposed) return;
        const lines = kit.lines.length;
        store.setState({ adding: false, addedMessage: `${kit.kitName} added to your cart (${lines} ${lines === 1 ? 'line' : 'lines'}).` });
      } catch (error) {
        if (disposed) return;
        store.setState({ adding: false, addError: userMessage(error, 'add this kit to your cart') });
      }
    },
    dispose,
  };
}
