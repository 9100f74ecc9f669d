/** Wires a bench configurator store to its view for one mounted widget. */
import { isAuthenticated } from '../../src/contract/pageData';
import { showsPrices } from '../../src/domain/price';
import type { BenchKind } from '../../src/domain/kits';
import { useCustomerChange, useWidgetEnv } from '../../src/runtime';
import { createBenchConfigurator, type BenchConfigurator, type BenchConfiguratorState } from '../../src/state/kitConfigurator';
import { BenchConfiguratorView } from '../../src/ui/configurators/BenchConfigurator';
import { useConfigurator } from './useConfigurator';

export function BenchConfiguratorRoot({ kind }: { kind: BenchKind }) {
  const env = useWidgetEnv();
  const [state, configurator] = useConfigurator<BenchConfiguratorState, BenchConfigurator>(() =>
    createBenchConfigurator({
      kind,
      client: env.client,
      getContext: () => env.context,
      bus: env.bus,
      timers: {
        setTimeout: (callback, ms) => env.window.setTimeout(callback, ms),
        clearTimeout: (handle) => env.window.clearTimeout(handle as number),
      },
    }),
  );
  useCustomerChange(configurator.refresh);
  const signedIn = isAuthenticated(env.context);
  return (
    <BenchConfiguratorView
      kind={kind}
      state={state}
      addBlockedReason={configurator.addBlockedReason()}
      signedIn={signedIn}
      showPrices={showsPrices(env.context)}
      onFieldChange={configurator.setField}
      onRetryKit={configurator.refresh}
      onAddToCart={() => void configurator.addToCart()}
    />
  );
}

/** The bench configurators' view, loaded on demand by the entry (with React). */
export const renderBenchConfigurator = (kind: BenchKind) => () => <BenchConfiguratorRoot kind={kind} />;
