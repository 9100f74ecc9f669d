/**
 * Shares the cart summary between open tabs of the same site, so a badge in another tab
 * follows an add to cart without asking the service (a tab storm of GetCartInfo calls is
 * what this avoids). A tab channel (src/runtime/tabChannel.ts) named 'sf-cart': messages
 * carry the sender's tab id (its own echo is dropped) and the user they belong to (another
 * user's or customer's cart is ignored).
 */
import * as v from 'valibot';
import { CartInfoSchema, type CartInfo } from '../contract/responses';
import { createTabChannel, type TabChannel } from '../runtime/tabChannel';

export const CART_SYNC_CHANNEL = 'sf-cart';
export const CART_SYNC_STORAGE_KEY = 'sf-cart';

export type CartSync = TabChannel<CartInfo>;

/**
 * `user` scopes the messages, e.g. "42:100234" (company user and customer number); a
 * function is read at each message, so the channel follows a customer switch.
 */
export function createCartSync(win: Window, user: string | (() => string)): CartSync {
  return createTabChannel(win, CART_SYNC_CHANNEL, user, (value): CartInfo | null => {
    const result = v.safeParse(CartInfoSchema, value);
    return result.success ? result.output : null;
  });
}
