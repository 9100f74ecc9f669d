/**
 * Wires a bench configurator (track, slide, conversion): builds its store (start.ts), starts
 * it while mounted and hands its state to the view.
 */
import { isAuthenticated } from '../../contract/pageData';
import type { BenchKind } from '../../domain/kits';
import { localIsoDate } from '../../domain/format';
import { showsPrices } from '../../domain/price';
import { useWidgetEnv } from '../../runtime/widgetEnv';
import type { BenchConfigurator, BenchConfiguratorState } from '../../state/kitConfigurator';
import { createPageBenchConfigurator } from './start';
import { BenchConfiguratorView } from '../../ui/configurators/BenchConfigurator';
import { useConfigurator } from '../useConfigurator';
import { useHereAddress } from '../useHereAddress';

export function BenchConfiguratorRoot({ kind }: { kind: BenchKind }) {
  const env = useWidgetEnv();
  const [state, configurator] = useConfigurator<BenchConfiguratorState, BenchConfigurator>(() => createPageBenchConfigurator(env, kind));
  const signedIn = isAuthenticated(env.context);
  const loginReturnTo = useHereAddress(env.window, !signedIn);
  return (
    <BenchConfiguratorView
      kind={kind}
      state={state}
      addBlockedReason={configurator.addBlockedReason()}
      signedIn={signedIn}
      loginReturnTo={loginReturnTo}
      showPrices={showsPrices(env.context)}
      today={localIsoDate(new Date())}
      onFieldChange={configurator.setField}
      onRetryKit={configurator.refresh}
      onAddToCart={() => void configurator.addToCart()}
    />
  );
}
