/** The `one time` toasts' connector, drawn with the DOM (no React): the page's bus fed to the toasts view. Declared in widget.ts; the cart badge entry carries it (widgets/entries.ts). */
import type { Bus } from '../../src/bus/bus';
import { readCspNonce } from '../../src/runtime/pageData';
import { ensureCartBadgeStyles } from '../../src/ui/cart/cartBadgeStyles';
import { createToastsView } from '../../src/ui/cart/toastsView';

export const NOTICES_WIDGET = 'notices';
/** How long a notice stays, in ms, counted while neither pointer nor focus is on the notices; Dismiss removes it sooner. */
export const TOAST_DURATION_MS = 8000;
/** The page's one subscriber to `one time` for toasts. */
export const ONE_TIME_TOASTS_BUS_KEY = 'oneTimeToasts';

export function mountOneTimeToasts(element: HTMLElement, win: Window, bus: Bus): () => void {
  const addedRootClass = !element.classList.contains('sf-root');
  element.classList.add('sf-root');
  ensureCartBadgeStyles(win.document, readCspNonce(win.document));
  /** The notices shown, each with its timer (none while held). */
  const timers = new Map<string, number | undefined>();
  // A notice stays while the pointer is on the notices or focus is in them (WCAG 2.2.1: no
  // time limit on what someone is reading or about to dismiss); each gets its full time again
  // once both have left.
  let pointerInside = false;
  let focusInside = false;
  const held = () => pointerInside || focusInside;
  const dismiss = (id: string) => {
    win.clearTimeout(timers.get(id));
    timers.delete(id);
    view.dismiss(id);
  };
  const startTimer = (id: string) => {
    win.clearTimeout(timers.get(id));
    timers.set(id, held() ? undefined : win.setTimeout(() => dismiss(id), TOAST_DURATION_MS));
  };
  const holdOrRelease = () => {
    for (const id of timers.keys()) startTimer(id);
  };
  const onPointer = (event: PointerEvent) => {
    pointerInside = event.type === 'pointerenter';
    holdOrRelease();
  };
  const onFocus = (event: FocusEvent) => {
    const next = event.type === 'focusin' ? event.target : event.relatedTarget;
    focusInside = next !== null && element.contains(next as Node);
    holdOrRelease();
  };
  element.addEventListener('pointerenter', onPointer);
  element.addEventListener('pointerleave', onPointer);
  element.addEventListener('focusin', onFocus);
  element.addEventListener('focusout', onFocus);
  const view = createToastsView(element, dismiss);
  const off = bus.on('one time', ONE_TIME_TOASTS_BUS_KEY, (notice) => {
    view.show(notice);
    startTimer(notice.id);
  });
  return () => {
    off();
    for (const timer of timers.values()) win.clearTimeout(timer);
    element.removeEventListener('pointerenter', onPointer);
    element.removeEventListener('pointerleave', onPointer);
    element.removeEventListener('focusin', onFocus);
    element.removeEventListener('focusout', onFocus);
    view.destroy();
    if (addedRootClass) element.classList.remove('sf-root');
  };
}
