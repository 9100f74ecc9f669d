/**
 * The one add-to-cart command (src/state/addToCart.ts) bound to a widget: its client's three
 * cart calls, its bus, its page context read at each call.
 */
import { addItemsToCart, addItemToCart, addKitItemToCart } from '../api/cart';
import type { ServiceClient } from '../api/client';
import type { PageContext } from '../contract/pageData';
import { createAddToCart, type AddToCart, type AddToCartOptions, type CartAddCalls } from '../state/addToCart';

/** The cart calls of a service client. */
export function cartAddCalls(client: ServiceClient): CartAddCalls {
  return {
    addItemToCart: (body, options) => addItemToCart(client, body, options),
    addItemsToCart: (body, options) => addItemsToCart(client, body, options),
    addKitItemToCart: (body, options) => addKitItemToCart(client, body, options),
  };
}

/** The command for a widget's environment: its client, its bus, its page context. */
export function addToCartFor(env: { client: ServiceClient; bus: AddToCartOptions['bus']; context: PageContext }): AddToCart {
  return createAddToCart({ getContext: () => env.context, calls: cartAddCalls(env.client), bus: env.bus });
}
