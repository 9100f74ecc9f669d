/**
 * The add-ons configurator and the three bench configurators (HOST-CONTRACT section 1), apart
 * from the entry so the build and tests read them without starting them. Each screen (with
 * React) is its own file, loaded only when the page has its mount point.
 */
import type { BenchKind } from '../../src/domain/kits';
import { describeElement } from '../../src/runtime/pageData';
import { defineWidget, type WidgetDefinition } from '../../src/runtime/widgetCore';
import { addonsAddressSource } from './addonsAddressSource';

const benchConfigurator = (name: string, kind: BenchKind): WidgetDefinition =>
  defineWidget({
    name,
    selector: `[data-sf-widget="${name}"]`,
    view: () => import('./BenchConfiguratorRoot').then((module) => module.renderBenchConfigurator(kind)),
  });

export const CONFIGURATOR_WIDGETS: readonly WidgetDefinition[] = [
  defineWidget({
    name: 'addons-configurator',
    selector: '[data-sf-widget="addons-configurator"]',
    // Read here, checked in the add-ons chunk (readAddonsAddress): a bad item or quantity is
    // shown inside the widget with a way back, not as a notice.
    readData: (element, doc) => ({
      source: addonsAddressSource(element, doc.location?.search ?? ''),
      hostElement: element.hasAttribute('data-item') ? describeElement(element) : null,
    }),
    view: () => import('./AddonsConfiguratorRoot').then((module) => module.renderAddonsConfigurator),
  }),
  benchConfigurator('track-bench-configurator', 'track'),
  benchConfigurator('slide-bench-configurator', 'slide'),
  benchConfigurator('bench-conversion-configurator', 'conversion'),
];
