/** Wires the add-ons configurator store to its view for one mounted widget. */
import { isAuthenticated } from '../../src/contract/pageData';
import { useWidgetEnv } from '../../src/runtime';
import { createAddonsConfigurator, type AddonsConfigurator, type AddonsConfiguratorState } from '../../src/state/configuratorAddons';
import type { AddonsAddress } from '../../src/state/configuratorAddress';
import { AddonsConfiguratorView } from '../../src/ui/configurators/AddonsConfigurator';
import { ConfiguratorProblem } from '../../src/ui/configurators/ConfiguratorProblem';
import { useConfigurator } from './useConfigurator';

export function AddonsConfiguratorRoot({ address }: { address: AddonsAddress }) {
  if (!address.ok) return <ConfiguratorProblem message={address.message} searchTerm={address.itemNumber} />;
  return <AddonsForItem itemNumber={address.itemNumber} quantity={address.quantity} />;
}

function AddonsForItem({ itemNumber, quantity }: { itemNumber: string; quantity: number | null }) {
  const env = useWidgetEnv();
  const [state, configurator] = useConfigurator<AddonsConfiguratorState, AddonsConfigurator>(() =>
    createAddonsConfigurator({ itemNumber, quantity, client: env.client, context: env.context, bus: env.bus }),
  );
  const signedIn = isAuthenticated(env.context);
  if (state.status === 'notFound' || state.status === 'error') {
    return (
      <ConfiguratorProblem
        message={state.loadError ?? ''}
        searchTerm={itemNumber}
        onRetry={state.status === 'error' ? configurator.reload : undefined}
      />
    );
  }
  const { item } = state;
  if (state.status === 'loading' || !item) {
    return (
      <p role="status" className="sf-addons-configurator__loading">
        Loading the item and its add-ons…
      </p>
    );
  }
  return (
    <AddonsConfiguratorView
      state={{ ...state, item }}
      addBlockedReason={configurator.addBlockedReason()}
      signedIn={signedIn}
      showPrices={signedIn && !env.context.withCustomer}
      onQuantityChange={configurator.setQuantity}
      onAddOnSelectedChange={configurator.setAddOnSelected}
      onAddOnQuantityChange={configurator.setAddOnQuantity}
      onAddToCart={() => void configurator.addToCart()}
    />
  );
}
