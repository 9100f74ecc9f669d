/**
 * configurators.js: the add-ons configurator and the three bench configurators
 * (HOST-CONTRACT section 1). Finds the mount points and mounts; nothing else.
 *
 * Each screen is its own chunk, loaded only when the page has its mount point: a bench
 * page never downloads the add-ons screen and its quantity editor, nor the add-ons page the
 * bench form and kit table (the page-weight budget of issue 6).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { BenchKind } from '../../src/domain/kits';
import { defineWidget, describeElement, startEntry, type WidgetDefinition } from '../../src/runtime';
import { addonsAddressSource } from './addonsAddressSource';

const AddonsConfiguratorRoot = lazy(() => import('./AddonsConfiguratorRoot').then((module) => ({ default: module.AddonsConfiguratorRoot })));
const BenchConfiguratorRoot = lazy(() => import('./BenchConfiguratorRoot').then((module) => ({ default: module.BenchConfiguratorRoot })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p role="status" className="sf-configurator__loading">Loading the configurator…</p>}>{children}</Suspense>;
}

const benchConfigurator = (name: string, kind: BenchKind): WidgetDefinition =>
  defineWidget({
    name,
    selector: `[data-sf-widget="${name}"]`,
    render: () => (
      <Loading>
        <BenchConfiguratorRoot kind={kind} />
      </Loading>
    ),
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
    render: (_env, { source, hostElement }) => (
      <Loading>
        <AddonsConfiguratorRoot source={source} hostElement={hostElement} />
      </Loading>
    ),
  }),
  benchConfigurator('track-bench-configurator', 'track'),
  benchConfigurator('slide-bench-configurator', 'slide'),
  benchConfigurator('bench-conversion-configurator', 'conversion'),
];

if (typeof window !== 'undefined') startEntry(CONFIGURATOR_WIDGETS, window);
