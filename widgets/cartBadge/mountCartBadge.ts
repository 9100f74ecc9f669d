/** Mounts one cart badge: the page's cart store drawn by the DOM view. */
import type { Bus } from '../../src/bus/bus';
import { isAuthenticated } from '../../src/contract/pageData';
import { readCspNonce } from '../../src/runtime/pageData';
import { ROOT_CLASS } from '../../src/runtime/rootClass';
import { cartStoreFor } from '../../src/connect/cartBadge/start';
import { startTracking, trackChange } from '../../src/ui/cart/cartBadgeChanges';
import { CART_BADGE_ROOT_CLASS, ensureCartBadgeStyles } from '../../src/ui/cart/cartBadgeStyles';
import { createCartBadgeView } from '../../src/ui/cart/cartBadgeView';
import { prepareWidget } from '../../src/runtime/prepare';
import { showPageDataNotice } from './prepare';

export const CART_BADGE_WIDGET = 'cart-badge';
export const CART_BADGE_SELECTOR = '[data-sf-widget="cart-badge"]';

export function mountCartBadge(element: HTMLElement, win: Window, bus: Bus): () => void {
  const doc = win.document;
  const addedRootClass = !element.classList.contains(ROOT_CLASS);
  element.classList.add(ROOT_CLASS, CART_BADGE_ROOT_CLASS);
  const undoRoot = () => {
    if (addedRootClass) element.classList.remove(ROOT_CLASS);
    element.classList.remove(CART_BADGE_ROOT_CLASS);
  };
  ensureCartBadgeStyles(doc, readCspNonce(doc));

  const prepared = prepareWidget(CART_BADGE_WIDGET, element, win);
  if (!prepared.ok) {
    const removeNotice = showPageDataNotice(element);
    return () => {
      removeNotice();
      undoRoot();
    };
  }
  const { context, contextStore, client } = prepared;
  const view = createCartBadgeView(element);
  if (!isAuthenticated(context)) {
    view.update({ signedIn: false, count: null, changeId: 0 });
    return () => {
      view.destroy();
      undoRoot();
    };
  }

  // The store follows a customer switch itself (contextStore), for every badge at once.
  const store = cartStoreFor({ client, contextStore, bus, window: win, get context() { return contextStore.get(); } });
  let tracker = startTracking(store.getState());
  const draw = () => {
    tracker = trackChange(tracker, store.getState());
    view.update({ signedIn: true, count: tracker.count, changeId: tracker.changeId });
  };
  const unsubscribe = store.subscribe(draw);
  draw();
  const release = store.start();
  return () => {
    unsubscribe();
    release();
    view.destroy();
    undoRoot();
  };
}
