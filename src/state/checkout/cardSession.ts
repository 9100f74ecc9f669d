/**
 * The hosted card form of the checkout: a card session (Cart/GetCardPointeParameters) for
 * the order as it is, the form's address, and the gateway's messages (cardMessage.ts). A new
 * total needs a new session, so pricing and the order's outcome open a fresh form.
 */
import { userMessage } from '../../api/errors';
import { latest } from '../store/latest';
import { cardFormFrameUrl, readCardMessage } from './cardMessage';
import { IDLE_CARD, pricesShown, settingsOf, type CheckoutKit } from './checkoutState';

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
  const session = latest();

  function canPayByCard(): boolean {
    const { readOnly, cart } = getState();
    return !readOnly && pricesShown(kit) && (cart?.lineCount ?? 0) > 0;
  }

  function open(message: string | null = null): void {
    if (getState().draft.paymentMethod !== 'card' || !canPayByCard()) {
      session.cancel();
      setState({ card: { ...IDLE_CARD, message } });
      return;
    }
    setState({ card: { ...IDLE_CARD, status: 'loading', message } });
    const state = getState();
    session.run(
      (signal) => services.getCardSession({ ...settingsOf(state), cardToken: null }, signal),
      (params) => setState({ card: { status: 'ready', params, frameUrl: cardFormFrameUrl(params, win.location.origin), accepted: null, message } }),
      (error) => setState({ card: { ...IDLE_CARD, status: 'failed', message: userMessage(error, 'open the card form') } }),
    );
  }

  function onMessage(event: MessageEvent): void {
    const { params } = getState().card;
    if (params === null) return;
    const message = readCardMessage(event.origin, event.data, params.gatewayUrl);
    if (message === null) return;
    if (message.type === 'sf-card-token') {
      setState((s) => ({ card: { ...s.card, accepted: message, message: null }, problems: s.problems.filter((p) => p.field !== 'card') }));
    } else {
      open(message.message);
    }
  }

  return {
    open,
    listen() {
      win.addEventListener('message', onMessage);
      return () => {
        win.removeEventListener('message', onMessage);
        session.cancel();
      };
    },
    cancel: session.cancel,
  };
}
