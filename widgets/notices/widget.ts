/**
 * The `one time` toasts (docs/runtime.md): they need no page data, mount themselves (in the
 * page's `[data-sf-widget="notices"]`, or one added to the body) and show even when the page
 * context is broken. Carried by the cart badge's entry, on every page.
 */
import { getPageBus } from '../../src/bus/bus';
import type { SelfMountedWidget } from '../../src/runtime/widgetCore';
import { mountOneTimeToasts, NOTICES_WIDGET } from './NoticesWidget';
import { ensureNoticesMount, NOTICES_SELECTOR } from './noticesMount';

export const NOTICES: SelfMountedWidget = {
  name: NOTICES_WIDGET,
  selector: NOTICES_SELECTOR,
  setUpPage: (win) => ensureNoticesMount(win.document),
  mount: (element, win) => mountOneTimeToasts(element, win, getPageBus(win)),
};

export default NOTICES;
