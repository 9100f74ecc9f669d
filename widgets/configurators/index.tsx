/**
 * configurators.js: the add-ons configurator and the three bench configurators
 * (HOST-CONTRACT section 1). Finds the mount points and mounts; nothing else.
 */
import type { BenchKind } from '../../src/domain/kits';
import { defineWidget, startEntry, type WidgetDefinition } from '../../src/runtime';
import { addonsAddressSource, readAddonsAddress } from '../../src/state/configuratorAddress';
import { AddonsConfiguratorRoot } from './AddonsConfiguratorRoot';
import { BenchConfiguratorRoot } from './BenchConfiguratorRoot';

const benchConfigurator = (name: string, kind: BenchKind): WidgetDefinition =>
  defineWidget({
    name,
    selector: `[data-sf-widget="${name}"]`,
    render: () => <BenchConfiguratorRoot kind={kind} />,
  });

export const CONFIGURATOR_WIDGETS: readonly WidgetDefinition[] = [
  defineWidget({
    name: 'addons-configurator',
    selector: '[data-sf-widget="addons-configurator"]',
    // A bad item or quantity is shown inside the widget (with a way back), not as bad page data.
    readData: (element, doc) => readAddonsAddress(addonsAddressSource(element, doc.location?.search ?? '')),
    render: (_env, address) => <AddonsConfiguratorRoot address={address} />,
  }),
  benchConfigurator('track-bench-configurator', 'track'),
  benchConfigurator('slide-bench-configurator', 'slide'),
  benchConfigurator('bench-conversion-configurator', 'conversion'),
];

if (typeof window !== 'undefined') startEntry(CONFIGURATOR_WIDGETS, window);
