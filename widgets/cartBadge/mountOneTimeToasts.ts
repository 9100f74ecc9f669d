/** Mounts the `one time` toasts: the page's bus drawn by the DOM toasts view. */
import type { Bus } from '../../src/bus/bus';
import { readCspNonce } from '../../src/runtime/pageData';
import { ensureCartBadgeStyles } from '../../src/ui/cart/cartBadgeStyles';
import { createToastsView } from '../../src/ui/cart/toastsView';

export const NOTICES_WIDGET = 'notices';
/** How long a notice stays, in ms; Dismiss removes it sooner. */
export const TOAST_DURATION_MS = 8000;
/** The page's one subscriber to `one time` for toasts. */
export const ONE_TIME_TOASTS_BUS_KEY = 'oneTimeToasts';

export function mountOneTimeToasts(element: HTMLElement, win: Window, bus: Bus): () => void {
  const addedRootClass = !element.classList.contains('sf-root');
  element.classList.add('sf-root');
  ensureCartBadgeStyles(win.document, readCspNonce(win.document));
  const timers = new Map<string, number>();
  const dismiss = (id: string) => {
    win.clearTimeout(timers.get(id));
    timers.delete(id);
    view.dismiss(id);
  };
  const view = createToastsView(element, dismiss);
  const off = bus.on('one time', ONE_TIME_TOASTS_BUS_KEY, (notice) => {
    win.clearTimeout(timers.get(notice.id));
    view.show(notice);
    timers.set(notice.id, win.setTimeout(() => dismiss(notice.id), TOAST_DURATION_MS));
  });
  return () => {
    off();
    for (const timer of timers.values()) win.clearTimeout(timer);
    view.destroy();
    if (addedRootClass) element.classList.remove('sf-root');
  };
}
