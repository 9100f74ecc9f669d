/**
 * What an exactly-once payment call (Cart/SubmitOrder, Customer/PayInvoices) shares: the id of
 * an attempt, which the service answers again instead of paying twice (HOST-CONTRACT sections
 * 8 and 12), and what a failed send means for that attempt.
 */
import { isRefusal, isSessionEnded } from '../../api/errors';

/** A new attempt's id (submissionId, paymentId). */
export function newAttemptId(win: Window): string {
  if (typeof win.crypto?.randomUUID === 'function') return win.crypto.randomUUID();
  // Old browsers: still unique enough for one customer's attempts.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * What a failed send says about its attempt:
 * - `sessionEnded`: a 401; that request paid nothing, the attempt waits for the sign-in;
 * - `refused`: the service said no to it (a 4xx): that request paid nothing;
 * - `unknown`: no answer, or one that proves nothing (network, timeout, 5xx, unreadable):
 *   the payment may exist, so the attempt is only ever asked about or sent again, same id.
 */
export type SendFailure = 'sessionEnded' | 'refused' | 'unknown';

export function sendFailure(error: unknown): SendFailure {
  if (isSessionEnded(error)) return 'sessionEnded';
  if (isRefusal(error)) return 'refused';
  return 'unknown';
}
