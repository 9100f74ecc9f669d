/**
 * What an entry's bootstrap (buildLayers.mjs, `writeBootstraps`) puts on
 * `window.StorefrontWidgets` before it returns, while the entry's code is still downloading:
 * a bus and `mountAll` / `unmountAll` that keep every call in order, so a host script that
 * subscribes, emits or mounts at `DOMContentLoaded` loses nothing. The real bus
 * (`getPageBus`) and registry (`registerWidgets`) take the calls over with `takeOverBus` and
 * `takeOverMounts`; after that the stand-in forwards, so a host that kept a reference to it
 * still reaches the real bus.
 *
 * Subscriptions pass to the real bus at once; events a host emits wait until every entry the
 * page bootstrapped has run its code and so mounted its widgets (`bootEntry`; a bootstrap
 * loaded twice imports the same code and counts once more when it has run; code that failed
 * to load counts too), so they reach the widgets' own subscribers as they did when a page's
 * scripts all ran before `DOMContentLoaded` (a `one time` notice from the host is shown, an
 * `update cart` reaches the badge). Kept small: it is the one code a page runs before the rest.
 */
import type { Bus, BusEventName, BusEvents } from '../contract/events';
import { storefrontGlobal, type StorefrontWidgetsGlobal } from './pageGlobal';

type StandIn = {
  /** Subscriptions in the order the host made them, each replayed on the real bus when it takes over. */
  readonly busCalls: ((bus: Bus) => void)[];
  /** Events the host emitted before the widgets' code arrived, emitted on the real bus once `awaiting` is 0. */
  readonly emits: [BusEventName, unknown][];
  /** Entries bootstrapped on this page whose widgets have not mounted yet. */
  awaiting: number;
  /** mountAll / unmountAll calls in order. */
  readonly mountCalls: ['mountAll' | 'unmountAll', ParentNode | undefined][];
  bus?: Bus;
  mounted?: boolean;
};

const STAND_IN_KEY = 'standIn@1';

function standInOf(global: StorefrontWidgetsGlobal): StandIn | undefined {
  return global.singletons.get(STAND_IN_KEY) as StandIn | undefined;
}

/**
 * An entry's bootstrap: the stand-in (where the page has none yet), counted as an entry to
 * wait for, then `load(main)`, the entry's code.
 */
export function bootEntry(win: Window, load: (main: string) => Promise<unknown>, main: string): void {
  installStandIn(win);
  load(main).then(
    // The code has run: its widgets are mounted (startEntry mounts at once, or at
    // DOMContentLoaded, whose listeners run in order: its before this one).
    () => {
      if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', () => entryStarted(win), { once: true });
      else entryStarted(win);
    },
    (error: unknown) => {
      entryStarted(win);
      console.error(`StorefrontWidgets: the widgets' code (${main}, next to this script) did not load, so its widgets stay as the page drew them.`, error);
    },
  );
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
  const standIn: StandIn = { busCalls: [], emits: [], awaiting: 1, mountCalls: [] };
  global.singletons.set(STAND_IN_KEY, standIn);
  const last = new Map<BusEventName, unknown>();
  global.bus = {
    on(name, key, callback) {
      if (standIn.bus) return standIn.bus.on(name, key, callback);
      let unsubscribe = () => {};
      standIn.busCalls.push((bus) => {
        unsubscribe = bus.on(name, key, callback);
      });
      return () => {
        if (standIn.bus) unsubscribe();
        else standIn.busCalls.push(() => unsubscribe());
      };
    },
    off(name, key) {
      if (standIn.bus) standIn.bus.off(name, key);
      else standIn.busCalls.push((bus) => bus.off(name, key));
    },
    emit(name, payload) {
      if (standIn.bus && standIn.awaiting === 0) return standIn.bus.emit(name, payload);
      last.set(name, payload);
      standIn.emits.push([name, payload]);
    },
    last<N extends BusEventName>(name: N) {
      return (standIn.bus?.last(name) ?? last.get(name)) as BusEvents[N] | undefined;
    },
  };
  global.mountAll = (root) => (standIn.mounted ? global.mountAll?.(root) : void standIn.mountCalls.push(['mountAll', root]));
  global.unmountAll = (root) => (standIn.mounted ? global.unmountAll?.(root) : void standIn.mountCalls.push(['unmountAll', root]));
}

/** The page's real bus, if one runs: behind the stand-in while entries are still starting, else the page's own. */
export function realBusOf(global: StorefrontWidgetsGlobal): Bus | undefined {
  const standIn = standInOf(global);
  return standIn ? standIn.bus : global.bus;
}

/**
 * Makes `bus` the page's bus and replays on it, in order, the subscriptions the stand-in
 * kept. Over a stand-in, `window.StorefrontWidgets.bus` stays the stand-in until every
 * bootstrapped entry has mounted (a host's events wait for the widgets that listen to them);
 * then it is `bus` itself.
 */
export function takeOverBus(global: StorefrontWidgetsGlobal, bus: Bus): void {
  const standIn = standInOf(global);
  if (!standIn || standIn.bus) {
    global.bus = bus;
    return;
  }
  standIn.bus = bus;
  for (const call of standIn.busCalls.splice(0)) call(bus);
  emitKept(global, standIn);
}

/** A bootstrapped entry's code has run (its widgets are mounted) or failed to load: once every one has, the events kept are emitted. */
export function entryStarted(win: Window): void {
  const global = storefrontGlobal(win);
  const standIn = standInOf(global);
  if (!standIn || standIn.awaiting === 0) return;
  standIn.awaiting -= 1;
  emitKept(global, standIn);
}

function emitKept(global: StorefrontWidgetsGlobal, standIn: StandIn): void {
  const { bus } = standIn;
  if (!bus || standIn.awaiting > 0) return;
  global.bus = bus;
  for (const [name, payload] of standIn.emits.splice(0)) bus.emit(name, payload as never);
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
