/**
 * The quick order entry's widgets (HOST-CONTRACT section 10), apart from the entry so tests
 * mount them without starting them. Request first: everything imported here is React-free;
 * the views and React load meanwhile (`view`).
 */
import { startBuyAgain, type StartedBuyAgain } from '../../src/connect/buyAgain/start';
import { startQuickOrder, type StartedQuickOrder } from '../../src/connect/quickOrder/start';
import { defineWidget } from '../../src/runtime/widgetCore';

export const QUICK_ORDER_WIDGET = defineWidget<undefined, StartedQuickOrder>({
  name: 'quickOrder',
  selector: '#quickOrder',
  start: startQuickOrder,
  view: () => import('./QuickOrderView').then((module) => module.render),
});

export const BUY_AGAIN_WIDGET = defineWidget<undefined, StartedBuyAgain>({
  name: 'buy-again',
  selector: '[data-sf-widget="buy-again"]',
  start: startBuyAgain,
  view: () => import('./BuyAgainView').then((module) => module.render),
});

export const QUICK_ORDER_WIDGETS = [QUICK_ORDER_WIDGET, BUY_AGAIN_WIDGET];
