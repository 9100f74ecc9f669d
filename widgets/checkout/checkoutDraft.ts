/**
 * The checkout's fields across a sign-in round trip (docs/checkout.md "An ended session"):
 * when the page's session ends the typed PO number, notes, ship date, ship via, ship-to and
 * payment method are kept (never card data), and the next checkout of this page and customer
 * puts them back once it has loaded. An attempt kept for a submit (pendingSubmission) wins.
 */
import * as v from 'valibot';
import type { PageContext } from '../../src/contract/pageData';
import type { CheckoutDraft } from '../../src/domain/checkout';
import { sessionDraft } from '../../src/runtime/sessionDraft';
import { pageSession } from '../../src/runtime/sessionEnded';
import type { CheckoutStore } from '../../src/state/checkout/checkoutStore';
import { CheckoutDraftSchema } from '../../src/state/checkout/pendingSubmission';

const parse = (raw: unknown): CheckoutDraft | null => {
  const result = v.safeParse(CheckoutDraftSchema, raw);
  return result.success ? result.output : null;
};

/** Keeps the draft when the session ends and restores a kept one once `loaded` settles; returns the stop. */
export function keepCheckoutDraft(store: CheckoutStore, win: Window, getContext: () => PageContext, loaded: Promise<void>): () => void {
  const draft = sessionDraft(win, {
    widget: 'checkout',
    owner: () => `${getContext().companyUserId}:${getContext().customer?.customerNumber ?? ''}`,
    parse,
  });
  const off = pageSession(win).onEnd(() => {
    const state = store.getState();
    if (state.load === 'ready' && state.submit.status !== 'placed') draft.save({ ...state.draft });
  });
  let stopped = false;
  void loaded.then(() => {
    if (stopped || pageSession(win).ended) return;
    const kept = draft.take();
    const state = store.getState();
    if (kept === null || state.load !== 'ready' || state.submit.status !== 'idle') return;
    store.setField('poNumber', kept.poNumber);
    store.setField('orderNotes', kept.orderNotes);
    store.setField('requestedShipDate', kept.requestedShipDate);
    if (state.shipTos.some((s) => s.shipTo === kept.shipTo)) store.setField('shipTo', kept.shipTo);
    if (state.shipViaOptions.some((o) => o.code === kept.shipVia)) store.setField('shipVia', kept.shipVia);
    store.setField('paymentMethod', kept.paymentMethod);
  });
  return () => {
    stopped = true;
    off();
  };
}
