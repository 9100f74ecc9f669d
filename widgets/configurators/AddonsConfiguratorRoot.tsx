/** Wires the add-ons configurator store to its view for one mounted widget. */
import { useState } from 'react';
import { isAuthenticated } from '../../src/contract/pageData';
import { showsPrices } from '../../src/domain/price';
import { useCustomerChange, useWidgetEnv } from '../../src/runtime';
import { createAddonsConfigurator, type AddonsConfigurator, type AddonsConfiguratorState } from '../../src/state/configuratorAddons';
import { readAddonsAddress, type AddonsAddress, type AddonsAddressSource } from '../../src/state/configuratorAddress';
import { AddonsConfiguratorView } from '../../src/ui/configurators/AddonsConfigurator';
import { ConfiguratorProblem } from '../../src/ui/configurators/ConfiguratorProblem';
import { useConfigurator } from './useConfigurator';

export type AddonsConfiguratorRootProps = {
  /** The item and quantity as the mount element or the address gave them. */
  source: AddonsAddressSource;
  /** "#addons" when they came from the host's `data-item` / `data-qty`; null from the address. */
  hostElement: string | null;
};

export function AddonsConfiguratorRoot({ source, hostElement }: AddonsConfiguratorRootProps) {
  const [address] = useState(() => checkedAddress(source, hostElement));
  if (!address.ok) return <ConfiguratorProblem message={address.message} searchTerm={address.itemNumber} />;
  return <AddonsForItem itemNumber={address.itemNumber} quantity={address.quantity} />;
}

function checkedAddress(source: AddonsAddressSource, hostElement: string | null): AddonsAddress {
  const address = readAddonsAddress(source);
  if (!address.ok && hostElement !== null) {
    // The host's own attributes are page data (HOST-CONTRACT section 2): one console error
    // naming the element and the attribute, as for any bad page data.
    const field = address.itemNumber === null ? 'data-item' : 'data-qty';
    console.error(`${hostElement}: ${field}: ${address.message} The widget shows this message with a way back to search.`);
  }
  return address;
}

function AddonsForItem({ itemNumber, quantity }: { itemNumber: string; quantity: number | null }) {
  const env = useWidgetEnv();
  const [state, configurator] = useConfigurator<AddonsConfiguratorState, AddonsConfigurator>(() =>
    createAddonsConfigurator({ itemNumber, quantity, client: env.client, getContext: () => env.context, bus: env.bus }),
  );
  useCustomerChange(configurator.refresh);
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
      showPrices={showsPrices(env.context)}
      onQuantityChange={configurator.setQuantity}
      onAddOnSelectedChange={configurator.setAddOnSelected}
      onAddOnQuantityChange={configurator.setAddOnQuantity}
      onAddToCart={() => void configurator.addToCart()}
    />
  );
}

/** The add-ons configurator's view, loaded on demand by the entry (with React). */
export const renderAddonsConfigurator = (_env: unknown, { source, hostElement }: AddonsConfiguratorRootProps) => (
  <AddonsConfiguratorRoot source={source} hostElement={hostElement} />
);
