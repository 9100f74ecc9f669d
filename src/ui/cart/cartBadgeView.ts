/**
 * The cart badge as people meet it, drawn with the DOM: a link to the cart with the line
 * count in a pill, a polite live region, and a pulse when the count changes. No React: the
 * badge is on every page and must stay light (docs/cart-badge.md "Weight"). It takes state
 * and draws it; the cart store and the entry decide what that state is.
 */
import { hostPageUrl } from '../../domain/urls';
import { cartBadgeName, cartPillText, CART_SIGN_IN_NAME } from './cartBadgeName';
import { iconSvg } from './svg';

export type CartBadgeViewState = {
  /** Anonymous visitors get a link to sign in, without a count. */
  signedIn: boolean;
  /** Lines in the cart; null while unknown (loading, or the load failed). */
  count: number | null;
  /**
   * Grows by one each time the count changes after it was first known: the badge then
   * announces the new count politely and pulses once. 0 = nothing to announce.
   */
  changeId: number;
};

export type CartBadgeView = {
  update(state: CartBadgeViewState): void;
  /** Removes everything the view added to the container. */
  destroy(): void;
};

export function createCartBadgeView(container: HTMLElement): CartBadgeView {
  const doc = container.ownerDocument;
  const root = doc.createElement('span');
  root.className = 'sf-cart-badge';
  const link = doc.createElement('a');
  link.className = 'sf-cart-badge__link';
  link.append(iconSvg(doc, 'cart', 'sf-cart-badge__icon'));
  const status = doc.createElement('div');
  status.className = 'sf-visually-hidden';
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  status.setAttribute('aria-atomic', 'true');
  root.append(link, status);
  container.append(root);

  let pill: HTMLSpanElement | null = null;
  let shownChangeId = 0;

  return {
    update({ signedIn, count, changeId }) {
      const name = signedIn ? cartBadgeName(count) : CART_SIGN_IN_NAME;
      root.className = signedIn ? 'sf-cart-badge' : 'sf-cart-badge sf-cart-badge--anonymous';
      link.href = hostPageUrl(signedIn ? 'cart' : 'login');
      link.setAttribute('aria-label', name);
      status.hidden = !signedIn;

      const changed = changeId !== shownChangeId;
      shownChangeId = changeId;
      if (!signedIn || count === null) {
        pill?.remove();
        pill = null;
      } else if (!pill || changed) {
        // A new element restarts the pulse animation.
        pill?.remove();
        pill = doc.createElement('span');
        pill.setAttribute('aria-hidden', 'true');
        pill.className = changeId > 0 ? 'sf-cart-badge__count sf-cart-badge__count--pulse' : 'sf-cart-badge__count';
        link.append(pill);
      }
      if (pill && count !== null) pill.textContent = cartPillText(count);
      if (changed && changeId > 0) status.textContent = name;
    },
    destroy() {
      root.remove();
    },
  };
}
