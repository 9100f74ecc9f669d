/**
 * Who offers the page's ship-to choice. HOST-CONTRACT section 9 names one combobox
 * `Ship-to`; the customer switcher offers it for the whole page, and the checkout has its own
 * for a page without a switcher. While a switcher offers it, the checkout shows the order's
 * ship-to as text and follows the page's (docs/switching.md "One Ship-to per page"), so a page
 * with both never has two controls of that name. One per page, like the context store.
 */
import { pageSingleton } from '../bus/pageGlobal';

export type ShipToChoice = {
  /** Marks the page's ship-to as offered by the caller; returns the release. */
  claim(): () => void;
  /** Whether a widget on the page offers the ship-to choice now. */
  claimed(): boolean;
  /** Calls `listener` when `claimed()` changes; returns the teardown. */
  subscribe(listener: () => void): () => void;
};

export function createShipToChoice(): ShipToChoice {
  let claims = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    claim() {
      claims += 1;
      if (claims === 1) notify();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        claims -= 1;
        if (claims === 0) notify();
      };
    },
    claimed: () => claims > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The page's one ShipToChoice, shared by every entry and bundle copy. */
export function pageShipToChoice(win: Window): ShipToChoice {
  return pageSingleton(win, 'shipToChoice@1', createShipToChoice);
}
