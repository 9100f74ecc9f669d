/**
 * The three bench configurators (HOST-CONTRACT section 1): one folder, as they share their
 * screen and rules (src/state/kitConfigurator.ts); each kind is a widget of its own. They read
 * the page context only.
 */
import type { BenchKind } from '../../src/domain/kits';
import { defineWidget, type WidgetDefinition } from '../../src/runtime/widgetCore';

const benchConfigurator = (name: string, kind: BenchKind, title: string, description: string): WidgetDefinition =>
  defineWidget({
    name,
    selector: `[data-sf-widget="${name}"]`,
    title,
    about: SF_DOCS && { description, element: `<div data-sf-widget="${name}"></div>`, host: { csp: ['service'] } },
    view: () => import('./BenchConfiguratorWidget').then((module) => module.renderBenchConfigurator(kind)),
  });

export const BENCH_CONFIGURATORS: readonly WidgetDefinition[] = [
  benchConfigurator('track-bench-configurator', 'track', 'Track bench configurator', 'Builds a rolling track bench kit from its length, width and options, with its bill of materials, added to the cart as one kit.'),
  benchConfigurator('slide-bench-configurator', 'slide', 'Slide bench configurator', 'Builds a slide bench kit from its size and options, with its bill of materials, added to the cart as one kit.'),
  benchConfigurator('bench-conversion-configurator', 'conversion', 'Bench conversion configurator', 'Turns existing benches into rolling benches: the conversion kit for a number of benches, added to the cart as one kit.'),
];

export default BENCH_CONFIGURATORS;
