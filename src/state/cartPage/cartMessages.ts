/**
 * What the cart page says after each change (its confirmations): the live region's
 * announcements, the Undo offer of the line removed last, and the messages of refused or
 * failed changes, at the line or at the whole-cart action.
 */
import { isRefusal, userMessage } from '../../api/errors';
import type { Cart } from '../../contract/responses';
import type { Store } from '../store/createStore';
import { withEntry, withoutEntry, type CartAction, type CartPageState, type Mutation } from './cartPageState';

const ACTION_WORDS: Readonly<Record<CartAction, string>> = {
  clearCart: 'clear your cart',
  clearBackorders: 'clear the backorders from your cart',
};

export type CartMessages = {
  /** A change was answered: said, and the Undo offer follows (a removal offers it, any other change ends it). */
  succeeded(mutation: Mutation): void;
  /**
   * A change failed: refused (the line back at the server's quantity, unless `keepTyped`) or
   * failed (kept, with Retry). Said at the line or the action.
   */
  failed(mutation: Mutation, error: unknown, keepTyped: boolean): void;
};

export function createCartMessages(store: Store<CartPageState>, latestCart: () => Cart | null): CartMessages {
  const { setState: set, getState: state } = store;
  let announcementId = 0;
  let removedId = 0;

  function announce(text: string) {
    announcementId += 1;
    set({ announcement: { id: announcementId, text } });
  }

  function offerUndo(itemId: number, itemName: string, quantity: number) {
    removedId += 1;
    set({ removed: { id: removedId, itemId, itemName, quantity } });
  }

  const lineName = (itemId: number): string => latestCart()?.lines.find((line) => line.itemId === itemId)?.itemName ?? `item ${itemId}`;

  return {
    succeeded(mutation) {
      // Another change of the cart: the last removal can no longer be undone on its own.
      if (mutation.kind !== 'quantity' || mutation.qty !== 0) set({ removed: null });
      if (mutation.kind === 'quantity' && mutation.qty === 0) {
        const line = latestCart()?.lines.find((candidate) => candidate.itemId === mutation.itemId);
        announce(`Removed ${lineName(mutation.itemId)} from your cart.`);
        if (line && line.quantity > 0) offerUndo(line.itemId, line.itemName, line.quantity);
      } else if (mutation.kind === 'restore') announce(`${mutation.itemName} is back in your cart.`);
      else if (mutation.kind === 'clearCart') announce('Cart cleared: every line was removed.');
      else if (mutation.kind === 'clearBackorders') announce('Backorders cleared: the cart now holds what the warehouse has.');
    },
    failed(mutation, error, keepTyped) {
      const retry = !isRefusal(error);
      if (mutation.kind === 'quantity') {
        const name = lineName(mutation.itemId);
        const message = userMessage(error, mutation.qty === 0 ? `remove ${name} from your cart` : `change the quantity of ${name}`);
        const current = state();
        set({
          lineProblems: withEntry(current.lineProblems, mutation.itemId, { message, retry }),
          // Refused: the line returns to the server's quantity (unless a newer edit waits, or
          // the buyer is typing in its field again).
          quantities: retry || keepTyped ? current.quantities : withoutEntry(current.quantities, mutation.itemId),
        });
        announce(message);
      } else if (mutation.kind === 'restore') {
        // Undo failed: the offer comes back, so Undo can be pressed again.
        offerUndo(mutation.itemId, mutation.itemName, mutation.qty);
        announce(userMessage(error, `add ${mutation.itemName} back to your cart`));
      } else {
        const message = userMessage(error, ACTION_WORDS[mutation.kind]);
        set({ actionProblem: { action: mutation.kind, message, retry } });
        announce(message);
      }
    },
  };
}
