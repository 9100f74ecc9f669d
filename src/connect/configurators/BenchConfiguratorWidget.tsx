/**
 * Wires a bench configurator (track, slide, conversion): builds its store from the widget's
 * environment (the three kit calls on the service client, the add-to-cart command, the
 * window's timers for the typing pause), starts it while mounted and hands its state to the view.
 */
import { getBenchConversion, getKitItemsForSlideBench, getKitItemsFromBenchConfig } from '../../api/benchconfig';
import { isAuthenticated } from '../../contract/pageData';
import type { BenchKind } from '../../domain/kits';
import { showsPrices } from '../../domain/price';
import { useCustomerChange } from '../../runtime/usePageContext';
import { useWidgetEnv, type WidgetEnv } from '../../runtime/widgetEnv';
import { addToCartFor } from '../addToCartFor';
import { createBenchConfigurator, type BenchConfigurator, type BenchConfiguratorState } from '../../state/kitConfigurator';
import { BenchConfiguratorView } from '../../ui/configurators/BenchConfigurator';
import { useConfigurator } from './useConfigurator';
import { hereAddress } from '../hereAddress';

/** The bench configurator's store for one mounted widget; `start()` is the caller's. */
export function createPageBenchConfigurator(env: Pick<WidgetEnv, 'client' | 'context' | 'bus' | 'window'>, kind: BenchKind): BenchConfigurator {
  const { client, window: win } = env;
  return createBenchConfigurator({
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
}

export function BenchConfiguratorRoot({ kind }: { kind: BenchKind }) {
  const env = useWidgetEnv();
  const [state, configurator] = useConfigurator<BenchConfiguratorState, BenchConfigurator>(() => createPageBenchConfigurator(env, kind));
  useCustomerChange(configurator.refresh);
  const signedIn = isAuthenticated(env.context);
  return (
    <BenchConfiguratorView
      kind={kind}
      state={state}
      addBlockedReason={configurator.addBlockedReason()}
      signedIn={signedIn}
      loginReturnTo={hereAddress(env.window)}
      showPrices={showsPrices(env.context)}
      onFieldChange={configurator.setField}
      onRetryKit={configurator.refresh}
      onAddToCart={() => void configurator.addToCart()}
    />
  );
}
