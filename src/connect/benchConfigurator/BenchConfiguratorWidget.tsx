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
import { hereAddress } from '../hereAddress';

export function BenchConfiguratorRoot({ kind }: { kind: BenchKind }) {
  const env = useWidgetEnv();
  const [state, configurator] = useConfigurator<BenchConfiguratorState, BenchConfigurator>(() => createPageBenchConfigurator(env, kind));
  const signedIn = isAuthenticated(env.context);
  return (
    <BenchConfiguratorView
      kind={kind}
      state={state}
      addBlockedReason={configurator.addBlockedReason()}
      signedIn={signedIn}
      loginReturnTo={hereAddress(env.window)}
      showPrices={showsPrices(env.context)}
      today={localIsoDate(new Date())}
      onFieldChange={configurator.setField}
      onRetryKit={configurator.refresh}
      onAddToCart={() => void configurator.addToCart()}
    />
  );
}
