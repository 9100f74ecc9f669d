/**
 * The customer and ship-to switcher (HOST-CONTRACT section 6). Request first: the current
 * customer's Customer/ShipToLookups and Customer/CompanyUsers leave as soon as the entry runs
 * (`startCustomerSwitcher`); the view and React load meanwhile. The page context only.
 */
import { defineWidget } from '../../src/runtime/widgetCore';
import { startCustomerSwitcher } from './start';

export const CUSTOMER_SWITCHER_WIDGET = defineWidget({
  name: 'customer-switcher',
  selector: '[data-sf-widget="customer-switcher"]',
  title: 'Customer and ship-to switcher',
  about: SF_DOCS && {
    description: 'Shows the customer the page acts for; a buyer chooses a ship-to, a sales rep a customer.',
    element: '<div data-sf-widget="customer-switcher"></div>',
    host: { csp: ['service', 'dataImages'] },
  },
  start: startCustomerSwitcher,
  view: () => import('./CustomerSwitcherWidget').then((module) => module.render),
});

export default CUSTOMER_SWITCHER_WIDGET;
