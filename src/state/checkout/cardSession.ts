/**
 * The checkout's hosted card form (src/state/payment/hostedCardForm.ts): a session
 * (Cart/GetCardPointeParameters) for the order as it is, opened only while paying by card is
 * possible. A new total needs a new session, so pricing and the order's outcome open a fresh
 * form.
 */
import { createHostedCardForm } from '../payment/hostedCardForm';
import { pricesShown, settingsOf, type CheckoutKit } from './checkoutState';

export type CardSession = {
  /** A new session and form; `message` stays shown (why the last card failed). */
  open(message?: string | null): void;
  /** Listens to the card form's messages; returns the stop (which also drops a session on its way). */
  listen(): () => void;
  cancel(): void;
};

export function createCardSession(kit: CheckoutKit): CardSession {
  const { store, services, window: win } = kit;
  const { getState, setState } = store;
  const form = createHostedCardForm({
    window: win,
    read: () => getState().card,
    write: (card) => setState({ card }),
    // The card is in: "Enter your card details" goes from the problems.
    onToken: () => setState((s) => ({ problems: s.problems.filter((p) => p.field !== 'card') })),
    onError: (message) => open(message),
  });

  function canPayByCard(): boolean {
    const { readOnly, cart } = getState();
    return !readOnly && pricesShown(kit) && (cart?.lineCount ?? 0) > 0;
  }

  function open(message: string | null = null): void {
    if (getState().draft.paymentMethod !== 'card' || !canPayByCard()) {
      form.close(message);
      return;
    }
    form.open((signal) => services.getCardSession({ ...settingsOf(getState()), cardToken: null }, signal), message);
  }

  return { open, listen: form.listen, cancel: form.cancel };
}
