/**
 * The customer switcher's definition, apart from the entry so tests mount it without
 * starting it. Request first: everything imported here is React-free, so the current
 * customer's Customer/ShipToLookups and Customer/CompanyUsers leave as soon as the entry runs
 * (`startCustomerSwitcher`), and the entry never holds back a later module script while
 * React downloads; the view and React load meanwhile (`view`).
 */
import { startCustomerSwitcher } from '../../src/connect/customerSwitcher/start';
import { defineWidget } from '../../src/runtime/widgetCore';

export const CUSTOMER_SWITCHER_WIDGET = defineWidget({
  name: 'customer-switcher',
  selector: '[data-sf-widget="customer-switcher"]',
  start: startCustomerSwitcher,
  view: () => import('./CustomerSwitcherView').then((module) => module.render),
});
