/**
 * The checkout's form: its first load (Cart/GetCartSettings, the ship-tos, the cart), the
 * draft it starts from (the settings, the ship method chosen in the cart, an attempt kept
 * across a reload, what was typed before a ship-to switch), and the buyer's edits, which
 * price the order again and renew the card form when the total may change.
 */
import { userMessage } from '../../api/errors';
import type { ShipTo } from '../../contract/responses';
import { startingPaymentMethod, type CheckoutDraft } from '../../domain/checkout';
import type { ShippingChoices } from '../shippingChoice';
import { startingShipVia } from '../shippingChoice';
import { latest } from '../store/latest';
import type { CardSession } from './cardSession';
import { CARD_RESET_MESSAGE, IDLE_CARD, IDLE_SUMMARY, ownerOf, pricesShown, type CheckoutKit, type DraftField } from './checkoutState';
import type { OrderSummary } from './orderSummary';
import type { PendingSubmission } from './pendingSubmission';
import type { Submission } from './submission';

export type CheckoutForm = {
  /** Loads everything for the page's customer; a refresh for the same customer keeps what was typed. */
  load(): void;
  setField<F extends DraftField>(field: F, value: CheckoutDraft[F]): void;
  cancel(): void;
};

/** The context's ship-to first, then the others in the service's order. */
export function orderShipTos(shipTos: readonly ShipTo[], contextShipTo: string | null): ShipTo[] {
  const first = shipTos.filter((s) => s.shipTo === contextShipTo);
  return [...first, ...shipTos.filter((s) => s.shipTo !== contextShipTo)];
}

/** The stored attempt's draft where it still fits the options; else `fallback`. */
function draftFrom(stored: PendingSubmission | null, fallback: CheckoutDraft, shipTos: ShipTo[], shipViaCodes: string[]): CheckoutDraft {
  if (stored === null) return fallback;
  const { draft } = stored;
  return {
    ...draft,
    shipVia: shipViaCodes.includes(draft.shipVia) ? draft.shipVia : fallback.shipVia,
    shipTo: shipTos.some((s) => s.shipTo === draft.shipTo) ? draft.shipTo : fallback.shipTo,
  };
}

/** What a refresh for the same customer (a ship-to switch) keeps: everything typed or chosen; the ship-to becomes the page's new one. */
function carriedDraft(carry: CheckoutDraft | null, fromSettings: CheckoutDraft, shipViaCodes: string[]): CheckoutDraft {
  if (carry === null) return fromSettings;
  return { ...carry, shipTo: fromSettings.shipTo, shipVia: shipViaCodes.includes(carry.shipVia) ? carry.shipVia : fromSettings.shipVia };
}

export function createCheckoutForm(kit: CheckoutKit, parts: { summary: OrderSummary; card: CardSession; submission: Submission; choices: ShippingChoices }): CheckoutForm {
  const { store, services, getContext } = kit;
  const { getState, setState } = store;
  const { summary, card, submission, choices } = parts;
  const loading = latest();
  /** The customer whose checkout is shown: a refresh for the same one keeps what was typed. */
  let loadedFor: string | null = null;

  function load(): void {
    const context = getContext();
    const { companyUserId, customerNumber } = ownerOf(context);
    const carry = loadedFor === customerNumber ? getState().draft : null;
    summary.cancel();
    card.cancel();
    if (companyUserId <= 0 || customerNumber === '') {
      loading.cancel();
      setState({ load: 'anonymous' });
      return;
    }
    if (context.punchout !== null) {
      // The cart goes back to the purchasing system from the cart page: no order, no call.
      loading.cancel();
      setState({ load: 'punchout' });
      return;
    }
    // An attempt of this tab that never got its outcome: asked about before anything else is offered.
    const stored = submission.resumeKept();
    setState({ load: 'loading', loadMessage: null, readOnly: context.readOnly, summary: IDLE_SUMMARY, card: IDLE_CARD });
    loading.run(
      (signal) => Promise.all([services.getCartSettings(signal), services.getShipTos(signal), services.getCart(signal)]),
      ([settings, shipTos, cart]) => {
        const ordered = orderShipTos(shipTos, context.shipTo);
        const shipViaCodes = settings.shipViaOptions.map((o) => o.code);
        const fromSettings: CheckoutDraft = {
          poNumber: settings.poNumber,
          // The ship method chosen in the cart: the service's settings, or this tab's kept choice.
          shipVia: startingShipVia(settings.shipViaOptions, settings.shipVia, choices.read()),
          requestedShipDate: settings.requestedShipDate ?? '',
          orderNotes: settings.orderNotes,
          shipTo: ordered[0]?.shipTo ?? null,
          paymentMethod: startingPaymentMethod(settings.paymentMethod, { ecomCustomer: context.customer?.ecomCustomer ?? false, pricesShown: pricesShown(kit) }),
        };
        summary.takeCart(cart);
        loadedFor = customerNumber;
        const draft = draftFrom(stored, carriedDraft(carry, fromSettings, shipViaCodes), ordered, shipViaCodes);
        setState({
          load: 'ready',
          shipViaOptions: settings.shipViaOptions,
          shipTos: ordered,
          // No card payment while prices are hidden (the card form shows the amount).
          draft: pricesShown(kit) ? draft : { ...draft, paymentMethod: 'account' },
          problems: [],
        });
        if (getState().submit.status === 'placed') return;
        summary.reprice();
        card.open();
      },
      (error) => setState({ load: 'failed', loadMessage: userMessage(error, 'load the checkout') }),
    );
  }

  function setField<F extends DraftField>(field: F, value: CheckoutDraft[F]): void {
    const before = getState().draft;
    if (Object.is(before[field], value)) return;
    if (field === 'paymentMethod' && value === 'card' && !pricesShown(kit)) return;
    if (field === 'shipVia' && typeof value === 'string' && value !== '') choices.write({ shipVia: value });
    const draft = { ...before, [field]: value };
    // A corrected field loses its message; the others keep theirs until the next Place order.
    setState((s) => ({ draft, problems: s.problems.filter((p) => p.field !== field) }));
    if (field !== 'shipVia' && field !== 'shipTo' && field !== 'paymentMethod') return;
    summary.reprice();
    // The card session is bound to the total: a new total needs a new card form.
    if (field === 'paymentMethod' || draft.paymentMethod === 'card') {
      const hadCard = getState().card.accepted !== null;
      card.open(hadCard && field !== 'paymentMethod' ? CARD_RESET_MESSAGE : null);
    }
  }

  return { load, setField, cancel: loading.cancel };
}
