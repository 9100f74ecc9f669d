/**
 * The one add-to-cart command of the widgets: the search cards, the add-ons and bench
 * configurators and the product page all add through it. It reads the cart owner from the
 * page context at the moment of the call (`cartOwner`: company user, customer, warehouse,
 * ship-to), posts the lines with the call that fits them, and publishes `update cart`
 * (HOST-CONTRACT section 3) with the answer, so every cart badge follows.
 *
 * The three cart calls come in as `calls` (src/connect/addToCartFor.ts binds them to a
 * widget's client).
 *
 * Guards that belong to one screen (a card's `adding` flag, a kit's layout) stay in that
 * screen's store; the command only refuses a call it cannot make (no signed-in customer).
 */
import type { CallOptions } from '../api/client';
import type { BusEvents } from '../contract/events';
import type { PageContext } from '../contract/pageData';
import type { AddItemsToCartRequest, AddItemToCartRequest, AddKitItemToCartRequest } from '../contract/requests';
import type { CartInfo } from '../contract/responses';
import { cartOwner, sameCartOwner } from '../domain/cart';

/** The three cart calls that add lines (SPEC section 7). */
export type CartAddCalls = {
  addItemToCart(body: AddItemToCartRequest, options?: CallOptions): Promise<CartInfo>;
  addItemsToCart(body: AddItemsToCartRequest, options?: CallOptions): Promise<CartInfo>;
  addKitItemToCart(body: AddKitItemToCartRequest, options?: CallOptions): Promise<CartInfo>;
};

export type CartLineInput = { itemId: number; qty: number };
export type AddedItem = { itemId: number; itemNumber: string; quantity: number };

export type AddToCartRequest =
  /** One item at the price the user saw (`Cart/AddItemToCart`): a product card, the product page. */
  | { kind: 'item'; itemId: number; itemNumber: string; quantity: number; price: number | null }
  /** Several items in one request (`Cart/AddItemsToCart`); `addedItem` is the main one. */
  | { kind: 'items'; lines: readonly CartLineInput[]; addedItem?: AddedItem }
  /** The lines of a configurator kit (`Cart/AddKitItemToCart`). */
  | { kind: 'kit'; lines: readonly CartLineInput[] };

/** Adds the lines, publishes `update cart` and resolves with the cart; rejects when the call fails. */
export type AddToCart = (request: AddToCartRequest, options?: CallOptions) => Promise<CartInfo>;

export type AddToCartOptions = {
  /** The page context at the moment of the call (the customer may change on the page). */
  getContext: () => PageContext;
  calls: CartAddCalls;
  /** The page bus (only `emit` is used). */
  bus: { emit(name: 'update cart', payload: BusEvents['update cart']): void };
};

/** Thrown (as a rejection) when nobody is signed in: there is no cart to add to. */
export class NoCartOwnerError extends Error {
  constructor() {
    super('Sign in to order: the page has no signed-in customer, so there is no cart to add to.');
    this.name = 'NoCartOwnerError';
  }
}

export function createAddToCart({ getContext, calls, bus }: AddToCartOptions): AddToCart {
  return async (request, options) => {
    const owner = cartOwner(getContext());
    if (owner === null) throw new NoCartOwnerError();
    let cart: CartInfo;
    let addedItem: AddedItem | undefined;
    switch (request.kind) {
      case 'item':
        cart = await calls.addItemToCart(
          {
            ...owner,
            itemId: request.itemId,
            qty: request.quantity,
            price: request.price,
            manualPrice: false,
            // SPEC section 7's other spelling of the same call ("What the search page does").
            warehouseCode: owner.defaultWarehouseCode,
            quantity: request.quantity,
          },
          options,
        );
        addedItem = { itemId: request.itemId, itemNumber: request.itemNumber, quantity: request.quantity };
        break;
      case 'items':
        cart = await calls.addItemsToCart({ ...owner, items: request.lines.map(({ itemId, qty }) => ({ itemId, qty })) }, options);
        addedItem = request.addedItem;
        break;
      case 'kit':
        cart = await calls.addKitItemToCart({ ...owner, items: request.lines.map(({ itemId, qty }) => ({ itemId, qty })) }, options);
        break;
    }
    // A customer or ship-to switch while the call was out: that cart is no longer the page's,
    // so no badge may show it (the widgets refresh for the new customer themselves).
    if (sameCartOwner(cartOwner(getContext()), owner)) bus.emit('update cart', addedItem ? { cart, addedItem } : { cart });
    return cart;
  };
}
