/**
 * What an entry's bootstrap (buildLayers.mjs, `writeBootstraps`) puts on
 * `window.StorefrontWidgets` before it returns, while the entry's code is still downloading:
 * a bus that keeps mitt's promise, and `mountAll` / `unmountAll` that keep every call in
 * order. The real bus (`getPageBus`) and registry (`registerWidgets`) take over with
 * `takeOverBus` and `takeOverMounts`; after that the stand-in forwards, so a host that kept a
 * reference to it still reaches the real bus.
 *
 * Two promises during load (docs/runtime.md, "Events during load"):
 * - mitt's: an `emit` reaches, synchronously and in order, the subscribers present at that
 *   moment (a host's own, and those of the widgets already started); `on` with a key in use
 *   replaces the callback; `off` removes it.
 * - the widgets': an event emitted through `window.StorefrontWidgets.bus` before every entry
 *   the page bootstrapped has run its code (`bootEntry`) is kept, and once the last one has
 *   run it is delivered, once, in order, to each widget subscriber that was not listening when
 *   it was emitted. A subscriber key that heard an event never hears it again (a `one time`
 *   notice is shown once, an `update cart` counts once); a host's own subscriptions get no
 *   replay (mitt would give them none).
 *
 * Kept small: it is the one code a page runs before the rest.
 */
import type { Bus, BusCallback, BusEventName, BusEvents } from '../contract/events';
import { noticeElement } from '../runtime/noticeText';
import { oneTimeId } from './oneTimeId';
import { storefrontGlobal, type StorefrontWidgetsGlobal } from './pageGlobal';

/** What the stand-in needs of the real bus beyond `Bus` (given by `getPageBus`, never public). */
export type BusInternals = {
  /** The keys subscribed to `name` now, in subscription order. */
  keysOf(name: BusEventName): string[];
  /** Calls the subscribers of `name` whose key `skip` refuses, in order; no `one time` check, `last` unchanged. */
  deliver(name: BusEventName, payload: unknown, skip: (key: string) => boolean): void;
  /** Records an event the stand-in delivered itself: `last(name)` answers it, its `one time` id counts as delivered. */
  remember(name: BusEventName, payload: unknown): void;
};

type Subscription = { readonly callback: BusCallback<never>; off?: () => void };
type Kept = { readonly name: BusEventName; readonly payload: unknown; readonly heard: ReadonlySet<string> };

type StandIn = {
  /** The host's subscriptions made before the real bus ran, by name and key, in order. */
  readonly subscriptions: Map<BusEventName, Map<string, Subscription>>;
  /** `name\0key` of every subscription made through the stand-in: the host's, never replayed to. */
  readonly hostKeys: Set<string>;
  /** Events emitted through the stand-in while entries are still starting, each with the keys that heard it. */
  kept: Kept[];
  readonly last: Map<BusEventName, unknown>;
  readonly oneTimeIds: Set<string>;
  /** Entries bootstrapped on this page whose code has not run yet. */
  awaiting: number;
  /** mountAll / unmountAll calls in order. */
  readonly mountCalls: ['mountAll' | 'unmountAll', ParentNode | undefined][];
  /** Mount selectors of entries whose code did not load: their elements show the notice. */
  readonly failedSelectors: string[];
  bus?: Bus;
  internals?: BusInternals;
  mounted?: boolean;
};

const STAND_IN_KEY = 'standIn@2';

function standInOf(global: StorefrontWidgetsGlobal): StandIn | undefined {
  return global.singletons.get(STAND_IN_KEY) as StandIn | undefined;
}

/**
 * An entry's bootstrap: the stand-in (where the page has none yet), counted as an entry to
 * wait for, then `load(main)`, the entry's code. Where the code cannot load (offline, served
 * without CORS, refused by its integrity), every mount element of the entry (`selectors`)
 * shows the crash notice and the console names the file (resolved against `base`, the
 * bootstrap's own URL).
 */
export function bootEntry(win: Window, load: (main: string) => Promise<unknown>, main: string, selectors: readonly string[] = [], base?: string): void {
  installStandIn(win);
  load(main).then(
    // The code has run: its widgets are mounted (startEntry mounts at once, or at
    // DOMContentLoaded, whose listeners run in order: its before this one).
    () => whenParsed(win, () => entryStarted(win)),
    (error: unknown) => {
      const file = base ? new URL(main, base).href : main;
      console.error(
        `StorefrontWidgets: ${file} did not load (${String((error as Error | null)?.message ?? error)}), so ${selectors.join(', ') || "this entry's widgets"} show a notice; the rest of the page works. Check that the file is served, with CORS headers when the page is on another origin.`,
        error,
      );
      const standIn = standInOf(storefrontGlobal(win));
      standIn?.failedSelectors.push(...selectors);
      whenParsed(win, () => showFailed(win, win.document, selectors));
      entryStarted(win);
    },
  );
}

function whenParsed(win: Window, run: () => void): void {
  if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

/** The crash notice in every element of `selectors` inside `root` that no widget has mounted. */
function showFailed(win: Window, root: ParentNode, selectors: readonly string[]): void {
  if (selectors.length === 0) return;
  const selector = selectors.join(',');
  const found = [...root.querySelectorAll(selector)];
  if ('matches' in root && (root as Element).matches(selector)) found.unshift(root as Element);
  for (const element of found) {
    if (!element.hasAttribute('data-sf-mounted')) element.replaceChildren(noticeElement(win.document, 'crash'));
  }
}

/** Installs the stand-in bus and mount calls where the page has none yet; one more entry to wait for where it has one. */
export function installStandIn(win: Window): void {
  const global = storefrontGlobal(win);
  const existing = standInOf(global);
  if (existing) {
    if (existing.awaiting > 0) existing.awaiting += 1;
    return;
  }
  if (global.bus) return;
  const standIn: StandIn = {
    subscriptions: new Map(),
    hostKeys: new Set(),
    kept: [],
    last: new Map(),
    oneTimeIds: new Set(),
    awaiting: 1,
    mountCalls: [],
    failedSelectors: [],
  };
  global.singletons.set(STAND_IN_KEY, standIn);
  const ofName = (name: BusEventName) => {
    let keyed = standIn.subscriptions.get(name);
    if (!keyed) standIn.subscriptions.set(name, (keyed = new Map()));
    return keyed;
  };
  global.bus = {
    on(name, key, callback) {
      standIn.hostKeys.add(`${name}\0${key}`);
      if (standIn.bus) return standIn.bus.on(name, key, callback);
      const keyed = ofName(name);
      const subscription: Subscription = { callback: callback as BusCallback<never> };
      // As on the real bus: the newer callback replaces the older, at the end of the order.
      keyed.delete(key);
      keyed.set(key, subscription);
      return () => {
        if (subscription.off) subscription.off();
        else if (keyed.get(key) === subscription) keyed.delete(key);
      };
    },
    off(name, key) {
      if (standIn.bus) standIn.bus.off(name, key);
      else standIn.subscriptions.get(name)?.delete(key);
    },
    emit(name, payload) {
      const { bus, internals } = standIn;
      if (bus && (standIn.awaiting === 0 || !internals)) return bus.emit(name, payload);
      if (name === 'one time') {
        const id = oneTimeId(payload);
        if (id === null || standIn.oneTimeIds.has(id)) return;
        standIn.oneTimeIds.add(id);
      }
      if (bus && internals) {
        const heard = new Set(internals.keysOf(name));
        bus.emit(name, payload);
        if (standIn.awaiting > 0) standIn.kept.push({ name, payload, heard });
        return;
      }
      standIn.last.set(name, payload);
      const keyed = [...(standIn.subscriptions.get(name) ?? [])];
      if (standIn.awaiting > 0) standIn.kept.push({ name, payload, heard: new Set(keyed.map(([key]) => key)) });
      for (const [key, { callback }] of keyed) {
        try {
          (callback as BusCallback<typeof name>)(payload);
        } catch (error) {
          console.error(`StorefrontWidgets.bus: the "${key}" subscriber to "${name}" threw; the other subscribers still ran.`, error);
        }
      }
    },
    last<N extends BusEventName>(name: N) {
      return (standIn.bus ? standIn.bus.last(name) : standIn.last.get(name)) as BusEvents[N] | undefined;
    },
  };
  global.mountAll = (root) => {
    if (standIn.mounted) return global.mountAll?.(root);
    standIn.mountCalls.push(['mountAll', root]);
    showFailed(win, root ?? win.document, standIn.failedSelectors);
  };
  global.unmountAll = (root) => (standIn.mounted ? global.unmountAll?.(root) : void standIn.mountCalls.push(['unmountAll', root]));
}

/** The page's real bus, if one runs: behind the stand-in while entries are still starting, else the page's own. */
export function realBusOf(global: StorefrontWidgetsGlobal): Bus | undefined {
  const standIn = standInOf(global);
  return standIn ? standIn.bus : global.bus;
}

/**
 * Makes `bus` the page's bus: the host's subscriptions move to it in order, and what the
 * stand-in delivered itself is remembered there (`last`, `one time` ids). Over a stand-in,
 * `window.StorefrontWidgets.bus` stays the stand-in until every bootstrapped entry has run
 * its code (the events it keeps are then delivered to the widgets that missed them); then it
 * is `bus` itself.
 */
export function takeOverBus(global: StorefrontWidgetsGlobal, bus: Bus, internals: BusInternals | undefined): void {
  const standIn = standInOf(global);
  if (!standIn || standIn.bus || !internals) {
    global.bus = bus;
    return;
  }
  standIn.bus = bus;
  standIn.internals = internals;
  for (const [name, payload] of standIn.last) internals.remember(name, payload);
  for (const [name, keyed] of standIn.subscriptions) {
    for (const [key, subscription] of keyed) subscription.off = bus.on(name, key, subscription.callback as BusCallback<typeof name>);
  }
  standIn.subscriptions.clear();
  releaseKept(global, standIn);
}

/** A bootstrapped entry's code has run (its widgets are mounted) or failed to load: once every one has, the events kept are delivered. */
export function entryStarted(win: Window): void {
  const global = storefrontGlobal(win);
  const standIn = standInOf(global);
  if (!standIn || standIn.awaiting === 0) return;
  standIn.awaiting -= 1;
  releaseKept(global, standIn);
}

function releaseKept(global: StorefrontWidgetsGlobal, standIn: StandIn): void {
  const { bus, internals } = standIn;
  if (standIn.awaiting > 0) return;
  if (!bus || !internals) {
    // No code arrived at all: nothing will start later to deliver to.
    standIn.kept = [];
    return;
  }
  global.bus = bus;
  for (const { name, payload, heard } of standIn.kept.splice(0)) {
    internals.deliver(name, payload, (key) => heard.has(key) || standIn.hostKeys.has(`${name}\0${key}`));
  }
}

/**
 * Installs the real `mountAll` / `unmountAll` (over the stand-in's or where none is) and
 * replays the calls the stand-in kept.
 */
export function takeOverMounts(
  global: StorefrontWidgetsGlobal,
  mountAll: (root?: ParentNode) => void,
  unmountAll: (root?: ParentNode) => void,
): void {
  const standIn = standInOf(global);
  const pending = standIn && !standIn.mounted;
  if (pending) standIn.mounted = true;
  if (pending || !global.mountAll) global.mountAll = mountAll;
  if (pending || !global.unmountAll) global.unmountAll = unmountAll;
  if (!pending) return;
  for (const [method, root] of standIn.mountCalls.splice(0)) (method === 'mountAll' ? mountAll : unmountAll)(root);
}
