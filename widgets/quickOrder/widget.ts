/**
 * The quick order pad (HOST-CONTRACT section 10). Request first: everything imported here is
 * React-free; the view and React load meanwhile. The page context only.
 */
import { defineWidget } from '../../src/runtime/widgetCore';
import { startQuickOrder, type StartedQuickOrder } from './start';

export const QUICK_ORDER_WIDGET = defineWidget<undefined, StartedQuickOrder>({
  name: 'quickOrder',
  selector: '#quickOrder',
  title: 'Quick order pad',
  about: SF_DOCS && {
    description: 'Order by item number: paste lines from a spreadsheet, type numbers or upload a CSV file, then add them all to the cart.',
    element: '<div id="quickOrder"></div>',
    host: { csp: ['service', 'images'], reservedHeight: 'calc(100vh - 120px)' },
  },
  start: startQuickOrder,
  view: () => import('./QuickOrderWidget').then((module) => module.render),
});

export default QUICK_ORDER_WIDGET;
