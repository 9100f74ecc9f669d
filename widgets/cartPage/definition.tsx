/** The cart page widget's definition, apart from the entry so tests mount it without starting it. */
import { defineWidget } from '../../src/runtime/widget';
import { createCartPageStores, type CartPageStores } from '../../src/state/cartPage/cartPageStores';
import { CartPageWidget } from '../../src/ui/cartPage/CartPageWidget';

/** Settles once the first cart answer (or its failure) is in, or at once for an anonymous visitor. */
export function firstCart(cart: CartPageStores['cart']): Promise<void> {
  return new Promise((resolve) => {
    const arrived = () => cart.getState().status !== 'loading';
    if (arrived()) return resolve();
    const unsubscribe = cart.subscribe(() => {
      if (!arrived()) return;
      unsubscribe();
      resolve();
    });
  });
}

export const CART_PAGE_WIDGET = defineWidget<undefined, { stores: CartPageStores; skeletonLines: number | undefined }>({
  name: 'cartPage',
  selector: '#cartPage',
  // GetCart leaves before React's first render; a fast answer is drawn in one pass, with
  // no skeleton frame before it (FIRST_VIEW_WAIT_MS at most).
  start: (env) => {
    const stores = createCartPageStores({
      client: env.client,
      bus: env.bus,
      window: env.window,
      // Read at every request: a customer or ship-to switch applies to the next call.
      getContext: () => env.context,
    });
    const stop = stores.start();
    // The badges' last count sizes the skeleton, so the page moves less when the lines come.
    const skeletonLines = env.bus.last('update cart')?.cart?.lineCount;
    return { value: { stores, skeletonLines }, stop, firstView: firstCart(stores.cart) };
  },
  render: (_env, _data, { stores, skeletonLines }) => (
    <CartPageWidget stores={stores} {...(skeletonLines === undefined ? {} : { skeletonLines })} />
  ),
});
