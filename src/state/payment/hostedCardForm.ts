/**
 * The gateway's hosted card form (HOST-CONTRACT section 8), for whoever takes a card: the
 * checkout (an order) and the statement (open invoices). A session is asked for an amount,
 * the form's address is made from it, and the form's messages are read from its origin only
 * (cardMessage.ts). The card number never reaches the page: only the token of the form.
 * The owner keeps the form's state in its own store (`read` / `write`) and says what a
 * session is for (`open(request)`); a new amount needs a new session, so a new form.
 */
import { userMessage } from '../../api/errors';
import type { PaymentGatewayParameters } from '../../contract/responses';
import { latest } from '../store/latest';
import { cardFormFrameUrl, readCardMessage, type CardTokenMessage } from './cardMessage';

export type CardFormState = {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  params: PaymentGatewayParameters | null;
  /** The iframe's address; a new one (a new session) clears the form. */
  frameUrl: string | null;
  /** The card the form accepted: its token, shown as "Visa ending 1111". */
  accepted: CardTokenMessage | null;
  /** Why the last card failed, as the gateway or the service wrote it. */
  message: string | null;
};

export const IDLE_CARD_FORM: CardFormState = { status: 'idle', params: null, frameUrl: null, accepted: null, message: null };

/** Asks the service for a session of the form (Cart/GetCardPointeParameters, Customer/GetInvoicePaymentParameters). */
export type CardSessionRequest = (signal: AbortSignal) => Promise<PaymentGatewayParameters>;

export type HostedCardFormOptions = {
  window: Window;
  /** The form's state as the owner keeps it. */
  read(): CardFormState;
  write(card: CardFormState): void;
  /** The form gave a token (already written as `accepted`). */
  onToken?(message: CardTokenMessage): void;
  /**
   * The form said the card failed (`sf-card-error`): the owner opens a fresh form, under its
   * own conditions, with `message` shown.
   */
  onError(message: string): void;
};

export type HostedCardForm = {
  /** A new session asked with `request`, then its form; `message` stays shown (why the last card failed). */
  open(request: CardSessionRequest, message?: string | null): void;
  /** No form: a session on its way is dropped; `message` stays shown. */
  close(message?: string | null): void;
  /** Listens to the form's messages; returns the stop (which also drops a session on its way). */
  listen(): () => void;
  /** Drops a session on its way. */
  cancel(): void;
};

export function createHostedCardForm(options: HostedCardFormOptions): HostedCardForm {
  const { window: win, read, write } = options;
  const session = latest();

  function open(request: CardSessionRequest, message: string | null = null): void {
    write({ ...IDLE_CARD_FORM, status: 'loading', message });
    session.run(
      request,
      (params) => write({ status: 'ready', params, frameUrl: cardFormFrameUrl(params, win.location.origin), accepted: null, message }),
      (error) => write({ ...IDLE_CARD_FORM, status: 'failed', message: userMessage(error, 'open the card form') }),
    );
  }

  function onMessage(event: MessageEvent): void {
    const { params } = read();
    if (params === null) return;
    const message = readCardMessage(event.origin, event.data, params.gatewayUrl);
    if (message === null) return;
    if (message.type === 'sf-card-token') {
      write({ ...read(), accepted: message, message: null });
      options.onToken?.(message);
    } else {
      options.onError(message.message);
    }
  }

  return {
    open,
    close(message = null) {
      session.cancel();
      write({ ...IDLE_CARD_FORM, message });
    },
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
