/**
 * The cart badge's definition, apart from the entry so tests mount it without starting it.
 * Drawn with the DOM (`defineDomWidget`): the runtime prepares and starts it like every other
 * widget (`startCartBadge`: the page's cart store) and calls its DOM `draw`, never React.
 */
import { getPageBus } from '../../src/bus/bus';
import { drawCartBadge, setUpCartBadge } from '../../src/connect/cartBadge/CartBadgeWidget';
import { startCartBadge } from '../../src/connect/cartBadge/start';
import { defineDomWidget } from '../../src/runtime/domWidget';
import type { SelfMountedWidget } from '../../src/runtime/widgetCore';
import { mountOneTimeToasts, NOTICES_WIDGET } from '../../src/connect/notices/NoticesWidget';
import { NOTICES_SELECTOR } from './noticesMount';

export const CART_BADGE_SELECTOR = '[data-sf-widget="cart-badge"]';

export const CART_BADGE_WIDGET = defineDomWidget({
  name: 'cart-badge',
  selector: CART_BADGE_SELECTOR,
  setUp: setUpCartBadge,
  start: startCartBadge,
  draw: drawCartBadge,
});

/** The `one time` toasts need no page data: they mount themselves, and show even when the page context is broken. */
export const NOTICES: SelfMountedWidget = {
  name: NOTICES_WIDGET,
  selector: NOTICES_SELECTOR,
  mount: (element, win) => mountOneTimeToasts(element, win, getPageBus(win)),
};
