/** The add-ons configurator's view, loaded on demand by the entry (with React); wiring in src/connect/addonsConfigurator.tsx. */
import { AddonsConfiguratorRoot, type AddonsConfiguratorRootProps } from '../../src/connect/addonsConfigurator/AddonsConfiguratorWidget';

export const renderAddonsConfigurator = (_env: unknown, { source, hostElement }: AddonsConfiguratorRootProps) => (
  <AddonsConfiguratorRoot source={source} hostElement={hostElement} />
);
