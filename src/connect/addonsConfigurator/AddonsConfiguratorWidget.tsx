/**
 * Wires the add-ons configurator: checks the item and quantity it was given, builds its store
 * (start.ts), starts it while mounted and hands its state to the view.
 */
import { useState } from 'react';
import { isAuthenticated } from '../../contract/pageData';
import { localIsoDate } from '../../domain/format';
import { showsPrices } from '../../domain/price';
import { useWidgetEnv } from '../../runtime/widgetEnv';
import type { AddonsConfigurator, AddonsConfiguratorState } from '../../state/configuratorAddons';
import { createPageAddonsConfigurator } from './start';
import { readAddonsAddress, type AddonsAddress, type AddonsAddressSource } from '../../state/configuratorAddress';
import { AddonsConfiguratorView } from '../../ui/configurators/AddonsConfigurator';
import { ConfiguratorProblem } from '../../ui/configurators/ConfiguratorProblem';
import { useConfigurator } from '../useConfigurator';
import { useHereAddress } from '../useHereAddress';

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
    createPageAddonsConfigurator(env, { itemNumber, quantity }),
  );
  const signedIn = isAuthenticated(env.context);
  const loginReturnTo = useHereAddress(env.window, !signedIn);
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
      loginReturnTo={loginReturnTo}
      showPrices={showsPrices(env.context)}
      today={localIsoDate(new Date())}
      onQuantityChange={configurator.setQuantity}
      onAddOnSelectedChange={configurator.setAddOnSelected}
      onAddOnQuantityChange={configurator.setAddOnQuantity}
      onAddToCart={() => void configurator.addToCart()}
    />
  );
}
