/**
 * A bench configurator's store (track, slide, conversion) for one mounted widget, React-free:
 * the three kit calls bound to the widget's client, the one add-to-cart command, the window's
 * timers for the typing pause; while started (`start()`, the caller's) it also follows the
 * page's customer and ship-to switches.
 */
import { getBenchConversion, getKitItemsForSlideBench, getKitItemsFromBenchConfig } from '../../src/api/benchconfig';
import type { BenchKind } from '../../src/domain/kits';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import { createBenchConfigurator, type BenchConfigurator } from '../../src/state/kitConfigurator';
import { addToCartFor } from '../../src/connect/addToCartFor';
import { followingSwitches } from '../../src/connect/followingSwitches';

export function createPageBenchConfigurator(env: Pick<WidgetEnv, 'client' | 'context' | 'contextStore' | 'bus' | 'window'>, kind: BenchKind): BenchConfigurator {
  const { client, window: win } = env;
  const store = createBenchConfigurator({
    kind,
    services: {
      getKitItemsFromBenchConfig: (body, options) => getKitItemsFromBenchConfig(client, body, options),
      getKitItemsForSlideBench: (body, options) => getKitItemsForSlideBench(client, body, options),
      getBenchConversion: (body, options) => getBenchConversion(client, body, options),
    },
    getContext: () => env.context,
    addToCart: addToCartFor(env),
    timers: {
      setTimeout: (callback, ms) => win.setTimeout(callback, ms),
      clearTimeout: (handle) => win.clearTimeout(handle as number),
    },
  });
  return followingSwitches(store, env.contextStore);
}
