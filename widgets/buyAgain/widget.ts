/**
 * Buy again (HOST-CONTRACT section 10): the customer's recently ordered items. Request first;
 * the page context only.
 */
import { defineWidget } from '../../src/runtime/widgetCore';
import { startBuyAgain, type StartedBuyAgain } from './start';

export const BUY_AGAIN_WIDGET = defineWidget<undefined, StartedBuyAgain>({
  name: 'buy-again',
  selector: '[data-sf-widget="buy-again"]',
  title: 'Buy again',
  about: SF_DOCS && {
    description: 'The items the customer ordered lately, with today\'s price and stock, to add again in a few clicks.',
    element: '<div data-sf-widget="buy-again"></div>',
    host: { csp: ['service', 'images'], reservedHeight: 'calc(100vh - 120px)' },
  },
  start: startBuyAgain,
  view: () => import('./BuyAgainWidget').then((module) => module.render),
});

export default BUY_AGAIN_WIDGET;
