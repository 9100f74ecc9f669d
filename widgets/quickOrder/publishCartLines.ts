/**
 * `update cart items` after a bulk add (the quick order pad, buy again): HOST-CONTRACT section 3
 * publishes it "when cart lines change" with `{ lines }`, and a cart page or checkout on the page
 * reloads its lines on it. Cart/AddItemsToCart answers with a CartInfo only, so the lines are
 * asked with Cart/GetCart, for the cart the lines went to, and published only while that cart is
 * still the page's (the add-to-cart command's rule for `update cart`).
 */
import { getCart } from '../../src/api/cart';
import type { ServiceClient } from '../../src/api/client';
import type { BusEvents } from '../../src/contract/events';
import type { PageContext } from '../../src/contract/pageData';
import { cartOwner, sameCartOwner, type CartOwner } from '../../src/domain/cart';

export type CartLinesEnv = {
  client: ServiceClient;
  bus: { emit(name: 'update cart items', payload: BusEvents['update cart items']): void };
  /** Read when the lines arrive: the customer may have changed meanwhile. */
  context: PageContext;
};

/**
 * Asks the lines of `owner`'s cart and publishes them. Never rejects: the add itself succeeded
 * and `update cart` already told the page; a failed GetCart only skips this event.
 */
export async function publishCartLines(env: CartLinesEnv, owner: CartOwner | null): Promise<void> {
  if (owner === null) return;
  try {
    const cart = await getCart(env.client, {
      companyUserId: owner.companyUserId,
      customerNumber: owner.customerNumber,
      shipTo: owner.shipTo,
      warehouseCode: owner.defaultWarehouseCode,
      zipCode: null,
    });
    if (sameCartOwner(cartOwner(env.context), owner)) env.bus.emit('update cart items', { lines: cart.lines });
  } catch {
    // Nothing to publish: the page already follows `update cart`.
  }
}
