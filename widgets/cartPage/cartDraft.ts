/**
 * The cart page's quantities being edited, across a sign-in round trip (docs/cart.md "An
 * ended session"): kept when the page's session ends, put back into their fields once the
 * next cart of this page and customer has loaded (lines still in the cart only). They are
 * not sent by themselves: leaving the field or Enter sends them, as always.
 */
import type { PageContext } from '../../src/contract/pageData';
import { sessionDraft } from '../../src/runtime/sessionDraft';
import { pageSession } from '../../src/runtime/sessionEnded';
import type { CartPageStore } from '../../src/state/cartPage/cartPageStore';
import { draftOwner } from '../../src/connect/formDraft';

type KeptQuantities = [itemId: number, quantity: number][];

const parse = (raw: unknown): KeptQuantities | null =>
  Array.isArray(raw)
    ? raw.filter((entry): entry is [number, number] => Array.isArray(entry) && Number.isInteger(entry[0]) && Number.isFinite(entry[1]) && entry[1] >= 0)
    : null;

export function keepCartQuantities(cart: CartPageStore, win: Window, getContext: () => PageContext, loaded: Promise<void>): () => void {
  const draft = sessionDraft(win, { widget: 'cart', owner: () => draftOwner(getContext()), parse });
  const off = pageSession(win).onEnd(() => {
    const typed = [...cart.getState().quantities].filter((entry): entry is [number, number] => entry[1] !== null);
    if (typed.length > 0) draft.save(typed);
  });
  let stopped = false;
  void loaded.then(() => {
    if (stopped || pageSession(win).ended) return;
    const kept = draft.take();
    const lines = cart.getState().cart?.lines ?? [];
    for (const [itemId, quantity] of kept ?? []) {
      if (lines.some((line) => line.itemId === itemId)) cart.setQuantity(itemId, quantity);
    }
  });
  return () => {
    stopped = true;
    off();
  };
}
