/**
 * The cart page's two stores built from the widget's environment, and the link between
 * them: the cart is asked for with the zip code the estimate accepted, the estimate's cost is
 * asked again whenever another cart answer is shown, and a zip code the cart answer carries
 * starts the estimate when no better one is known.
 */
import type { Bus } from '../../bus/bus';
import type { PageContext } from '../../contract/pageData';
import type { PunchOutForm } from '../../contract/responses';
import { createCartPageStore, type CartPageServices, type CartPageStore } from './cartPageStore';
import { createEstimateStore, type EstimateServices, type EstimateStore } from './estimateStore';
import { createTransferStore, type TransferServices, type TransferStore } from './transferStore';
import { shippingChoices } from '../shippingChoice';
import { whenState } from '../store/whenState';

export type CartPageStores = {
  cart: CartPageStore;
  estimate: EstimateStore;
  /** Transfer cart in punchout (HOST-CONTRACT section 13); idle and silent outside it. */
  transfer: TransferStore;
  /** Starts both (the cart's GetCart leaves at once); returns the stop. */
  start(): () => void;
  /** Re-requests everything customer-dependent (customer or ship-to switch). */
  refresh(): void;
};

export type CartPageEnv = {
  /** The calls of each store (widgets/cartPage/services.ts). */
  services: { cart: CartPageServices; estimate: EstimateServices; transfer: TransferServices };
  /** Submits a punchout transfer's form from the top document (widgets/cartPage/punchOutForm.ts). */
  postForm: (form: PunchOutForm) => void;
  bus: Bus;
  window: Window;
  /** The page context as it is now; read at every request. */
  getContext: () => PageContext;
};

export function createCartPageStores({ services, bus, window: win, getContext, postForm }: CartPageEnv): CartPageStores {
  const choices = shippingChoices(win, () => `${getContext().companyUserId}:${getContext().customer?.customerNumber ?? ''}`);
  const estimate = createEstimateStore({ services: services.estimate, getContext, choices });
  const cart = createCartPageStore({ services: services.cart, bus, window: win, getContext, getZipCode: () => estimate.validZipCode() });
  // The buyer's changes on their way are answered before the cart goes to the purchasing system.
  const cartSettled = () => whenState(cart, (state) => !state.updating);
  const transfer = createTransferStore({ services: services.transfer, getContext, cartSettled, post: postForm });
  return {
    cart,
    estimate,
    transfer,
    start() {
      const stopCart = cart.start();
      let shown = cart.getState().cart;
      const unsubscribe = cart.subscribe(() => {
        const next = cart.getState().cart;
        if (next === shown) return;
        const first = shown === null;
        shown = next;
        // A zip code the service knows for this cart starts the estimate while none better is known.
        estimate.offerZip(next?.zipCode ?? null);
        if (!first) estimate.cartChanged();
      });
      // The ship methods matter only once there is a cart to estimate.
      const stopEstimate = getContext().companyUserId > 0 ? estimate.start() : () => {};
      return () => {
        unsubscribe();
        stopCart();
        stopEstimate();
        transfer.stop();
      };
    },
    refresh() {
      cart.refresh();
      estimate.refresh();
    },
  };
}
