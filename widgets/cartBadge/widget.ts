/**
 * The header cart badge (HOST-CONTRACT section 1), drawn with the DOM (`defineDomWidget`): the
 * runtime prepares and starts it like every other widget (`startCartBadge`: the page's cart
 * store) and calls its DOM `draw`, never React. Its entry also opens the host's search box on
 * `show search` (searchBoxListener.ts).
 */
import { getPageBus } from '../../src/bus/bus';
import { defineDomWidget } from '../../src/runtime/domWidget';
import { drawCartBadge, setUpCartBadge } from './CartBadgeWidget';
import { listenForShowSearch } from './searchBoxListener';
import { startCartBadge } from './start';

export const CART_BADGE_SELECTOR = '[data-sf-widget="cart-badge"]';

export const CART_BADGE_WIDGET = defineDomWidget({
  name: 'cart-badge',
  selector: CART_BADGE_SELECTOR,
  title: 'Cart badge',
  about: SF_DOCS && {
    description: 'The cart icon for the page header, with the number of lines in the cart; place as many as the header needs.',
    element: '<div data-sf-widget="cart-badge"></div>',
    host: { csp: ['service'], reservedHeight: '44px' },
  },
  setUpPage: (win) => void listenForShowSearch(getPageBus(win), win.document),
  setUp: setUpCartBadge,
  start: startCartBadge,
  draw: drawCartBadge,
});

export default CART_BADGE_WIDGET;
