/**
 * Wires a bench configurator (track, slide, conversion): builds its store (start.ts), starts
 * it while mounted and hands its state to the view.
 */
import { isAuthenticated } from '../../src/contract/pageData';
import type { BenchKind } from '../../src/domain/kits';
import { localIsoDate } from '../../src/domain/format';
import { showsPrices } from '../../src/domain/price';
import { useWidgetEnv } from '../../src/runtime/widgetEnv';
import type { BenchConfigurator, BenchConfiguratorState } from '../../src/state/kitConfigurator';
import { createPageBenchConfigurator } from './start';
import { BenchConfiguratorView } from '../../src/ui/configurators/BenchConfigurator';
import { useConfigurator } from '../../src/connect/useConfigurator';
import { useHereAddress } from '../../src/connect/useHereAddress';

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

/** What each declaration (widget.ts) draws once React and this file are in. */
export const renderBenchConfigurator = (kind: BenchKind) => () => <BenchConfiguratorRoot kind={kind} />;
