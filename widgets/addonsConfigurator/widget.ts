/**
 * The add-ons configurator (HOST-CONTRACT sections 1 and 2): an item and its add-ons. Its item
 * and quantity come from `data-item` / `data-qty`, or else the address
 * (`/addons-configurator?item=&qty=`); they are checked in its own file (readAddonsAddress),
 * where a bad item or quantity is shown inside the widget with a way back.
 */
import * as v from 'valibot';
import { setting } from '../../src/contract/settingDocs';
import { defineWidget } from '../../src/runtime/widgetCore';
import { orAddress } from '../../src/runtime/widgetSettings';
import type { AddonsAddressSource } from '../../src/state/configuratorAddress';

export const AddonsSettings = v.pipe(
  v.object({
    'data-item': setting(
      orAddress(v.optional(v.string()), 'item'),
      SF_DOCS && { title: 'Item number', description: 'The item whose add-ons to offer, such as HB-1020. Left out, the page address\'s ?item= is used.', examples: ['HB-1020'] },
    ),
    'data-qty': setting(
      orAddress(v.optional(v.string()), 'qty'),
      SF_DOCS && { title: 'Quantity', description: 'How many of the item to start with, a whole number such as 20. Left out, the page address\'s ?qty= is used, or one package.', examples: ['20'], attributeType: 'integer' },
    ),
  }),
  v.transform((raw): AddonsAddressSource => ({ item: raw['data-item'] ?? null, qty: raw['data-qty'] ?? null })),
);

export const ADDONS_CONFIGURATOR_WIDGET = defineWidget<AddonsAddressSource>({
  name: 'addons-configurator',
  selector: '[data-sf-widget="addons-configurator"]',
  title: 'Add-ons configurator',
  about: SF_DOCS && {
    description: 'An item with the accessories and spare parts that go with it, chosen and added to the cart together.',
    element: '<div data-sf-widget="addons-configurator" data-item="HB-1020" data-qty="20"></div>',
    host: { csp: ['service'] },
  },
  settings: { attributes: AddonsSettings },
  view: () => import('./AddonsConfiguratorWidget').then((module) => module.render),
});

export default ADDONS_CONFIGURATOR_WIDGET;
