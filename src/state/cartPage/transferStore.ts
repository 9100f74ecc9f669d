/**
 * The cart page's transfer in punchout (HOST-CONTRACT section 13, docs/punchout.md): `Transfer
 * cart` (or `Return to purchasing system`) waits until the buyer's changes on their way are
 * answered, asks Cart/PunchOutTransfer for the form, and hands it to `post`, which submits it
 * from the top document. One transfer at a time and one post per page: a double click posts
 * once. A failure is said in place and changes nothing of the cart. Outside punchout it never
 * calls the service, so a host whose service lacks the path is never asked it.
 */
import { userMessage } from '../../api/errors';
import type { PageContext } from '../../contract/pageData';
import type { PunchOutForm } from '../../contract/responses';
import { createStore } from '../store/createStore';
import { latest } from '../store/latest';

/**
 * idle: not asked yet; waiting: the cart's changes on their way come first; sending: the form
 * is asked for; sent: the form was posted (the page is leaving); failed: see `message`.
 */
export type TransferStatus = 'idle' | 'waiting' | 'sending' | 'sent' | 'failed';

export type TransferState = {
  readonly status: TransferStatus;
  /** Why the last transfer failed, as the service wrote it or in words of what failed. */
  readonly message: string | null;
};

export type TransferServices = {
  /** Cart/PunchOutTransfer with the cart owner's fields (widgets/cartPage/services.ts). */
  punchOutTransfer(signal: AbortSignal): Promise<PunchOutForm>;
};

export type TransferStore = {
  getState(): TransferState;
  subscribe(listener: () => void): () => void;
  /** Transfer cart / Return to purchasing system. */
  transfer(): void;
  /** The page came back (the browser's back button): it may be posted again. */
  reset(): void;
  /** Stops: an answer on its way is dropped. */
  stop(): void;
};

export type TransferStoreOptions = {
  services: TransferServices;
  getContext: () => PageContext;
  /** Settles once no change of the cart is queued or on its way. */
  cartSettled: () => Promise<void>;
  /** Submits the form from the top document (widgets/cartPage/punchOutForm.ts). */
  post: (form: PunchOutForm) => void;
};

const IDLE: TransferState = { status: 'idle', message: null };

export function createTransferStore({ services, getContext, cartSettled, post }: TransferStoreOptions): TransferStore {
  const store = createStore<TransferState>(IDLE);
  const call = latest();
  let stopped = false;
  const busy = () => ['waiting', 'sending', 'sent'].includes(store.getState().status);

  function ask(): void {
    store.setState({ status: 'sending' });
    call.run(
      (signal) => services.punchOutTransfer(signal),
      (form) => {
        if (stopped) return;
        store.setState({ status: 'sent', message: null });
        try {
          post(form);
        } catch (error) {
          store.setState({ status: 'failed', message: `Your cart could not be sent to your purchasing system: ${error instanceof Error ? error.message : String(error)}` });
        }
      },
      (error) => {
        if (!stopped) store.setState({ status: 'failed', message: userMessage(error, 'send your cart to your purchasing system') });
      },
    );
  }

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    transfer() {
      if (stopped || busy() || getContext().punchout === null) return;
      store.setState({ status: 'waiting', message: null });
      cartSettled().then(
        () => {
          if (!stopped && store.getState().status === 'waiting') ask();
        },
        () => {
          // The cart store stopped with the widget.
        },
      );
    },
    reset() {
      if (store.getState().status === 'sent') store.setState(IDLE);
    },
    stop() {
      stopped = true;
      call.cancel();
    },
  };
}
