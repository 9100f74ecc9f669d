/**
 * The page's event bus (HOST-CONTRACT section 3) on mitt, with keyed subscriptions: a
 * subscriber names itself, so a re-mounted widget replaces its old callback instead of
 * adding a second one. One bus per page lives on `window.StorefrontWidgets.bus`, shared by
 * every entry, every bundle copy and host scripts.
 */
import mitt, { type Handler } from 'mitt';
import { BUS_EVENT_NAMES, type Bus, type BusEventName, type BusEvents } from '../contract/events';
import { pageSingleton, storefrontGlobal } from './pageGlobal';
import { oneTimeId } from './oneTimeId';
import { realBusOf, takeOverBus, type BusInternals } from './standIn';

export type { Bus, BusCallback } from '../contract/events';

const KNOWN_NAMES: ReadonlySet<string> = new Set(BUS_EVENT_NAMES);

function isKnownName(name: string): name is BusEventName {
  return KNOWN_NAMES.has(name);
}

const namesList = BUS_EVENT_NAMES.map((name) => `"${name}"`).join(', ');

export function createBus(): Bus {
  return createKeyedBus().bus;
}

/** The bus, and what the bootstrap's stand-in needs of it when it takes over (standIn.ts). */
function createKeyedBus(): { bus: Bus; internals: BusInternals } {
  const emitter = mitt<BusEvents>();
  const subscribers = new Map<BusEventName, Map<string, Handler<never>>>();
  const lastPayloads = new Map<BusEventName, unknown>();
  const deliveredOneTimeIds = new Set<string>();

  function keyedHandlers(name: BusEventName): Map<string, Handler<never>> {
    let handlers = subscribers.get(name);
    if (!handlers) {
      handlers = new Map();
      subscribers.set(name, handlers);
    }
    return handlers;
  }

  // Host scripts call the bus from plain JavaScript, where the types do not reach.
  function checkName(method: string, name: string): name is BusEventName {
    if (isKnownName(name)) return true;
    console.error(
      `StorefrontWidgets.bus.${method}: unknown event "${name}". Use one of ${namesList}.`,
    );
    return false;
  }

  function removeHandler(name: BusEventName, key: string, handler: Handler<never>): void {
    const handlers = subscribers.get(name);
    if (handlers?.get(key) !== handler) return;
    handlers.delete(key);
    emitter.off(name, handler as Handler<BusEvents[BusEventName]>);
  }

  const bus: Bus = {
    on(name, key, callback) {
      if (!checkName('on', name)) return () => {};
      const handlers = keyedHandlers(name);
      const previous = handlers.get(key);
      if (previous) removeHandler(name, key, previous);
      const handler: Handler<BusEvents[typeof name]> = (payload) => {
        try {
          callback(payload);
        } catch (error) {
          console.error(
            `StorefrontWidgets.bus: the "${key}" subscriber to "${name}" threw; the other subscribers still ran.`,
            error,
          );
        }
      };
      handlers.set(key, handler as Handler<never>);
      emitter.on(name, handler);
      return () => removeHandler(name, key, handler as Handler<never>);
    },

    off(name, key) {
      if (!checkName('off', name)) return;
      const handler = subscribers.get(name)?.get(key);
      if (handler) removeHandler(name, key, handler);
    },

    emit(name, payload) {
      if (!checkName('emit', name)) return;
      if (name === 'one time') {
        const id = oneTimeId(payload);
        if (id === null || deliveredOneTimeIds.has(id)) return;
        deliveredOneTimeIds.add(id);
      }
      lastPayloads.set(name, payload);
      emitter.emit(name, payload);
    },

    last<N extends BusEventName>(name: N) {
      return lastPayloads.get(name) as BusEvents[N] | undefined;
    },
  };

  const internals: BusInternals = {
    keysOf: (name) => [...(subscribers.get(name)?.keys() ?? [])],
    deliver(name, payload, skip) {
      // The keyed map is in subscription order, as mitt's handler list is.
      for (const [key, handler] of [...(subscribers.get(name) ?? [])]) {
        if (!skip(key) && subscribers.get(name)?.get(key) === handler) handler(payload as never);
      }
    },
    remember(name, payload) {
      lastPayloads.set(name, payload);
      if (name === 'one time') deliveredOneTimeIds.add((payload as BusEvents['one time']).id);
    },
  };
  return { bus, internals };
}

const BUS_KEY = 'bus@1';

/**
 * The page's one bus, created by whichever entry or bundle copy asks first; it takes over
 * from the bootstrap's stand-in (standIn.ts) what host scripts did before the code arrived.
 */
export function getPageBus(win: Window): Bus {
  const global = storefrontGlobal(win);
  const running = realBusOf(global);
  if (running) return running;
  let created: ReturnType<typeof createKeyedBus> | undefined;
  const bus = pageSingleton(win, BUS_KEY, () => (created = createKeyedBus()).bus);
  takeOverBus(global, bus, created?.internals);
  return bus;
}
