/**
 * The cart page widget's `start`, React-free: builds the cart page's stores, binds their
 * service calls (services.ts) and sends Cart/GetCart (and Cart/GetCartSettings for the
 * estimate) before React has loaded (widgets/cartPage is request first); keeps the quantities
 * being edited across a sign-in (cartDraft.ts) and follows customer and ship-to switches from
 * the moment it starts.
 */
import type { WidgetEnv } from '../../src/runtime/widgetEnv';
import { createCartPageStores, type CartPageStores } from '../../src/state/cartPage/cartPageStores';
import { keepCartQuantities } from './cartDraft';
import { punchOutFormPoster } from './punchOutForm';
import { cartPageServices } from './services';

/** What the cart page's `start` hands its view. */
export type StartedCartPage = { stores: CartPageStores; skeletonLines: number | undefined };

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

/**
 * GetCart leaves before React has loaded; a fast answer is drawn in one pass, with no
 * skeleton frame before it (FIRST_VIEW_WAIT_MS at most).
 */
export function startCartPage(env: Pick<WidgetEnv, 'client' | 'bus' | 'window' | 'context' | 'contextStore'>) {
  const stores = createCartPageStores({
    services: cartPageServices(env),
    bus: env.bus,
    window: env.window,
    // Read at every request: a customer or ship-to switch applies to the next call.
    getContext: () => env.context,
    postForm: punchOutFormPoster(env.window),
  });
  const stopStores = stores.start();
  const loaded = firstCart(stores.cart);
  const stopDraft = keepCartQuantities(stores.cart, env.window, () => env.context, loaded);
  // A customer or ship-to switch (docs/switching.md): the cart and the estimate are asked for again.
  const offSwitch = env.contextStore.subscribe(() => stores.refresh());
  // Back from the purchasing system (the browser's back button shows this page again): the
  // transfer may be sent again.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) stores.transfer.reset();
  };
  env.window.addEventListener('pageshow', onPageShow);
  const stop = () => {
    env.window.removeEventListener('pageshow', onPageShow);
    offSwitch();
    stopDraft();
    stopStores();
  };
  // The badges' last count sizes the skeleton, so the page moves less when the lines come.
  const skeletonLines = env.bus.last('update cart')?.cart?.lineCount;
  const value: StartedCartPage = { stores, skeletonLines };
  return { value, stop, firstView: loaded };
}
