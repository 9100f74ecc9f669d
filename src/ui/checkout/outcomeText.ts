/**
 * What the checkout says about an attempt whose outcome is not known yet (docs/checkout.md
 * "Checking an order"), apart from the view so tests (browser ones too) read the same words.
 */
import type { CheckoutSubmit } from '../../state/checkout/checkoutState';

export const UNCONFIRMED_TITLE = 'We could not confirm your order';
export const CHECKING_TEXT = 'Checking your order…';
export const NOT_PLACED_TITLE = 'Your order was not placed';

export type Recheck = CheckoutSubmit['recheck'];
/**
 * What Check again does, said as it is (issue 41): where the store answers Cart/GetSubmission
 * it only asks; where it does not, it sends the same order (the same submissionId) again, which
 * the store answers with the order it made or places now, once (HOST-CONTRACT section 8).
 */
export const UNCONFIRMED_EXPLANATION: Record<Recheck, string> = {
  ask:
    'The store did not answer whether your order was placed, so this page cannot tell yet. Check again only asks the store: it shows the order if it was placed, or lets you place it if it was not. The order is placed at most once.',
  resend:
    'This page cannot tell whether your order was placed, and this store cannot be asked without sending the order. Check again sends this same order again: if the store already has it, you see that order; if not, the store places it now. Either way it is placed at most once.',
};
/** The status while Check again runs. */
export const RECHECK_STATUS: Record<Recheck, string> = {
  ask: CHECKING_TEXT,
  resend: 'Sending your order again: the store places it only if it does not have it yet…',
};
