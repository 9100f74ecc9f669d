/**
 * The page's path and query as it is now, for the `returnTo` of a sign-in prompt's href: a
 * page that rewrites its address after loading (the search page's filters, sort and paging)
 * draws its prompts again with the new address, so following one, or opening it in a new
 * tab, signs in and comes back to what the buyer chose.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { hereAddress, onAddressChange } from './hereAddress';

const noSubscription = () => () => {};

/**
 * `hereAddress(win)`, following each change of the address (`onAddressChange`). With
 * `follow` false (a signed-in page draws no prompt) nothing is followed and it is undefined.
 */
export function useHereAddress(win: Window, follow = true): string | undefined {
  const subscribe = useCallback((listener: () => void) => onAddressChange(win, listener), [win]);
  const read = () => (follow ? hereAddress(win) : undefined);
  return useSyncExternalStore(follow ? subscribe : noSubscription, read, read);
}
