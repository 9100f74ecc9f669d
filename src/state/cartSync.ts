/**
 * Shares the cart summary between open tabs of the same site, so a badge in another tab
 * follows an add to cart without asking the service (a tab storm of GetCartInfo calls is
 * what this avoids). BroadcastChannel 'sf-cart' where the browser has it, else the storage
 * event on the localStorage key 'sf-cart'. Messages carry the sender's tab id (its own echo
 * is dropped) and the user they belong to (another user's or customer's cart is ignored).
 */
import * as v from 'valibot';
import { CartInfoSchema, type CartInfo } from '../contract/responses';

export const CART_SYNC_CHANNEL = 'sf-cart';
export const CART_SYNC_STORAGE_KEY = 'sf-cart';

export type CartSync = {
  /** Tells the other tabs. */
  publish(cart: CartInfo): void;
  /** Calls `listener` with each cart another tab publishes for the same user. */
  subscribe(listener: (cart: CartInfo) => void): () => void;
  close(): void;
};

type CartMessage = { source: string; user: string; cart: CartInfo };

function readMessage(data: unknown, user: string, ownSource: string): CartInfo | null {
  if (typeof data !== 'object' || data === null) return null;
  const { source, user: messageUser, cart } = data as Partial<CartMessage>;
  if (source === ownSource || messageUser !== user) return null;
  return v.is(CartInfoSchema, cart) ? cart : null;
}

function randomId(win: Window): string {
  return typeof win.crypto?.randomUUID === 'function'
    ? win.crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** `user` scopes the messages, e.g. "42:100234" (company user and customer number). */
export function createCartSync(win: Window, user: string): CartSync {
  const source = randomId(win);
  const listeners = new Set<(cart: CartInfo) => void>();
  const deliver = (data: unknown) => {
    const cart = readMessage(data, user, source);
    if (cart) for (const listener of [...listeners]) listener(cart);
  };

  // Read from the window handed in (not the global), so tests and frames use their own.
  const Channel = (win as Window & { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  if (typeof Channel === 'function') {
    const channel = new Channel(CART_SYNC_CHANNEL);
    channel.onmessage = (event: MessageEvent) => deliver(event.data);
    return {
      publish(cart) {
        channel.postMessage({ source, user, cart } satisfies CartMessage);
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close() {
        listeners.clear();
        channel.close();
      },
    };
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_SYNC_STORAGE_KEY || event.newValue === null) return;
    try {
      deliver(JSON.parse(event.newValue));
    } catch {
      // Another script's value under our key: not a cart message.
    }
  };
  win.addEventListener('storage', onStorage);
  return {
    publish(cart) {
      try {
        // `at` makes every write a change, so the storage event fires even for an equal cart.
        win.localStorage.setItem(CART_SYNC_STORAGE_KEY, JSON.stringify({ source, user, cart, at: Date.now() }));
      } catch {
        // Storage disabled or full: other tabs catch up on their next load.
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      win.removeEventListener('storage', onStorage);
    },
  };
}
