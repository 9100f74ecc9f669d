/**
 * customerSwitcher.js: the customer and ship-to switcher in every
 * `[data-sf-widget="customer-switcher"]` (HOST-CONTRACT section 6). Page context only.
 */
import { defineWidget, startEntry } from '../../src/runtime/widget';
import { CustomerSwitcherWidget } from '../../src/connect/customerSwitcher';

export const CUSTOMER_SWITCHER_WIDGET = defineWidget({
  name: 'customer-switcher',
  selector: '[data-sf-widget="customer-switcher"]',
  render: () => <CustomerSwitcherWidget />,
});

if (typeof window !== 'undefined') startEntry([CUSTOMER_SWITCHER_WIDGET], window);
