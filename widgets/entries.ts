/**
 * Which widgets each entry file (dist/widgets/<entry>.js) carries: one line each. Read by the
 * build (each bootstrap knows its mount selectors, so a page whose entry code cannot load
 * says so in those elements), and by tests. Importing it starts nothing: every definition
 * is React-free and its view loads only when drawn.
 */
import { ACCOUNT_WIDGETS } from './account/definition';
import { CART_BADGE_WIDGET, NOTICES } from './cartBadge/definition';
import { CART_PAGE_WIDGET } from './cartPage/definition';
import { CHECKOUT_WIDGET } from './checkout/definition';
import { CONFIGURATOR_WIDGETS } from './configurators/definition';
import { CUSTOMER_SWITCHER_WIDGET } from './customerSwitcher/definition';
import { FAVORITES_WIDGET } from './favoritesDialog/definition';
import { PRODUCT_PAGE_WIDGET } from './productPage/definition';
import { QUICK_ORDER_WIDGETS } from './quickOrder/definition';
import { SEARCH_PAGE_WIDGET } from './searchPage/definition';

export type EntryWidget = { readonly name: string; readonly selector: string };

export const ENTRIES = {
  account: ACCOUNT_WIDGETS,
  cartBadge: [CART_BADGE_WIDGET, NOTICES],
  cartPage: [CART_PAGE_WIDGET],
  checkout: [CHECKOUT_WIDGET],
  configurators: CONFIGURATOR_WIDGETS,
  customerSwitcher: [CUSTOMER_SWITCHER_WIDGET],
  favoritesDialog: [FAVORITES_WIDGET],
  productPage: [PRODUCT_PAGE_WIDGET],
  quickOrder: QUICK_ORDER_WIDGETS,
  searchPage: [SEARCH_PAGE_WIDGET],
} as const satisfies Record<string, readonly EntryWidget[]>;

export type EntryName = keyof typeof ENTRIES;
