/**
 * The checkout's order summary: the cart being ordered and its price (shipping, tax and
 * fees), asked again whenever ship via, ship-to, payment method or the cart change, the
 * newest answer winning. The cart is loaded again here, in one place, after it changed
 * elsewhere or after a 409 brought fresh totals.
 */
import { userMessage } from '../../api/errors';
import type { Cart, TaxAndFees } from '../../contract/responses';
import { cartWarehouse } from '../../domain/checkout';
import { unitOfMeasure } from '../../domain/price';
import { latest } from '../store/latest';
import type { CardSession } from './cardSession';
import { CARD_RESET_MESSAGE, IDLE_SUMMARY, settingsOf, zipOf, type CheckoutKit } from './checkoutState';

export type OrderSummary = {
  /** Shows `cart` as the one being ordered. */
  takeCart(cart: Cart): void;
  /** Prices the order as it is now; an older pricing still on its way is dropped. */
  reprice(): void;
  /**
   * Loads the cart again. `quiet` (after a 409): the fresh totals shown stay, nothing is
   * priced again; else the summary shows it is loading, then prices the new cart and opens a
   * new card form for the new total.
   */
  reloadCart(options?: { quiet?: boolean }): void;
  /** A 409's totals: shown at once (an older pricing is dropped), then the cart's lines again. */
  showFreshTotals(totals: TaxAndFees): void;
  /** The summary's Retry: price again, or load the changed cart again when that is what failed. */
  retry(): void;
  /** Drops the pricing and cart load on their way. */
  cancel(): void;
};

export function createOrderSummary(kit: CheckoutKit, card: CardSession): OrderSummary {
  const { store, services } = kit;
  const { getState, setState } = store;
  const pricing = latest();
  const cartLoad = latest();
  /** What Retry does: price again, or load the changed cart again. */
  let retryWhat: 'reprice' | 'cart' = 'reprice';

  function takeCart(cart: Cart): void {
    const lines = cart.lines.map((line) => ({
      itemId: line.itemId,
      itemName: line.itemName,
      quantity: line.quantity,
      unitOfMeasure: unitOfMeasure(line),
      lineTotal: line.lineTotal,
    }));
    setState({ cart: { lineCount: cart.lineCount, totalQuantity: cart.totalQuantity, subtotal: cart.subtotal, lines, warehouse: cartWarehouse(cart) } });
  }

  function reprice(): void {
    retryWhat = 'reprice';
    const state = getState();
    if (!state.cart || state.cart.lineCount === 0) {
      pricing.cancel();
      setState({ summary: IDLE_SUMMARY });
      return;
    }
    setState((s) => ({ summary: { ...s.summary, status: 'loading', message: null } }));
    const { draft } = state;
    const zipCode = zipOf(state, draft.shipTo);
    pricing.run(
      (signal) =>
        Promise.all([
          zipCode === null ? Promise.resolve(null) : services.getShippingCost({ shipTo: draft.shipTo, zipCode, shipVia: draft.shipVia }, signal),
          services.getTaxAndFees(settingsOf(state), signal),
        ]),
      ([shippingCost, taxAndFees]) => setState({ summary: { status: 'ready', shipping: shippingCost ?? taxAndFees.shipping, taxAndFees, message: null } }),
      (error) => setState((s) => ({ summary: { ...s.summary, status: 'failed', message: userMessage(error, 'work out the order total') } })),
    );
  }

  function reloadCart({ quiet = false } = {}): void {
    if (!quiet) {
      pricing.cancel();
      setState((s) => ({ summary: { ...s.summary, status: 'loading', message: null } }));
    }
    cartLoad.run(
      services.getCart,
      (cart) => {
        takeCart(cart);
        if (quiet) return;
        reprice();
        // The card session is bound to the total: a changed cart needs a new card form.
        if (getState().draft.paymentMethod === 'card') card.open(getState().card.accepted !== null ? CARD_RESET_MESSAGE : null);
      },
      (error) => {
        retryWhat = 'cart';
        setState((s) => ({ summary: { ...s.summary, status: 'failed', message: userMessage(error, 'load the changed cart') } }));
      },
    );
  }

  return {
    takeCart,
    reprice,
    reloadCart,
    showFreshTotals(totals) {
      pricing.cancel();
      setState({ summary: { status: 'ready', shipping: totals.shipping, taxAndFees: totals, message: null } });
      reloadCart({ quiet: true });
    },
    retry: () => (retryWhat === 'cart' ? reloadCart() : reprice()),
    cancel() {
      pricing.cancel();
      cartLoad.cancel();
    },
  };
}
