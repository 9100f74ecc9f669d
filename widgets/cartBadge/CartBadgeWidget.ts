/**
 * The cart badge's connector, drawn with the DOM (no React): reads the page's cart store and
 * feeds the badge view (src/ui/cart/cartBadgeView.ts) its count and change announcements.
 */
import { ROOT_CLASS } from '../../src/runtime/rootClass';
import { readCspNonce } from '../../src/runtime/pageData';
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import type { CartStore } from '../../src/state/cartStore';
import { startTracking, trackChange } from '../../src/ui/cart/cartBadgeChanges';
import { CART_BADGE_ROOT_CLASS, ensureCartBadgeStyles } from '../../src/ui/cart/cartBadgeStyles';
import { createCartBadgeView } from '../../src/ui/cart/cartBadgeView';

/** The badge's classes and styles, on the element whatever it shows (the runtime's notice too); returns the undo. */
export function setUpCartBadge(element: HTMLElement, win: Window): () => void {
  const addedRootClass = !element.classList.contains(ROOT_CLASS);
  element.classList.add(ROOT_CLASS, CART_BADGE_ROOT_CLASS);
  ensureCartBadgeStyles(win.document, readCspNonce(win.document));
  return () => {
    if (addedRootClass) element.classList.remove(ROOT_CLASS);
    element.classList.remove(CART_BADGE_ROOT_CLASS);
  };
}

/** Draws one badge: the sign-in link for an anonymous visitor (store null), else the store's count. */
export function drawCartBadge(env: Pick<WidgetEnv, 'element'>, _data: unknown, store: CartStore | null): () => void {
  const view = createCartBadgeView(env.element);
  if (store === null) {
    view.update({ signedIn: false, count: null, changeId: 0 });
    return () => view.destroy();
  }
  let tracker = startTracking(store.getState());
  const draw = () => {
    tracker = trackChange(tracker, store.getState());
    view.update({ signedIn: true, count: tracker.count, changeId: tracker.changeId });
  };
  const unsubscribe = store.subscribe(draw);
  draw();
  return () => {
    unsubscribe();
    view.destroy();
  };
}
