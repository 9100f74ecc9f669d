/**
 * The page's address as sign-in prompts carry it (`returnTo` of `loginUrl`), and its changes.
 * React-free: the search page's start (start.ts) announces its own rewrites from here.
 */

/** The page's path and query, where signing in from a prompt comes back to (`loginUrl`). */
export function hereAddress(win: Pick<Window, 'location'>): string {
  return win.location.pathname + win.location.search;
}

/**
 * Dispatched on the window after a widget rewrote the address (the search page writes its
 * filters, sort and paging with `history.replaceState`, which fires no event of its own).
 */
export const ADDRESS_CHANGE_EVENT = 'sf-address-change';

/** Says that a widget has just rewritten the address (call it after `history.replaceState`). */
export function announceAddressChange(win: Window): void {
  win.dispatchEvent(new Event(ADDRESS_CHANGE_EVENT));
}

/**
 * Calls `listener` after each change of the page's address: a widget's rewrite
 * (ADDRESS_CHANGE_EVENT), Back / Forward (`popstate`), the hash, and, where the browser has
 * the Navigation API, any other change in the page (a host script's own `pushState`).
 * Returns the teardown.
 */
export function onAddressChange(win: Window, listener: () => void): () => void {
  const navigation = (win as Window & { navigation?: EventTarget }).navigation;
  const events = [ADDRESS_CHANGE_EVENT, 'popstate', 'hashchange'];
  for (const name of events) win.addEventListener(name, listener);
  navigation?.addEventListener('currententrychange', listener);
  return () => {
    for (const name of events) win.removeEventListener(name, listener);
    navigation?.removeEventListener('currententrychange', listener);
  };
}
