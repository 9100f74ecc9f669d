/**
 * The checkout attempt waiting for its outcome, kept in sessionStorage (the shared
 * src/state/payment/keptAttempt.ts) so a reload or a
 * crashed tab during submit comes back to "Checking your order…" (docs/checkout.md
 * "Checking an order"). One entry per company user and customer, under the namespaced key
 * `sf-checkout-submission@1:<companyUserId>:<customerNumber>`. It holds the submissionId,
 * the fingerprint of the cart and settings it was made for, and the draft's non-secret
 * fields so the same order can be placed again; never the card token.
 */
import * as v from 'valibot';
import { keptAttempt, type KeptAttempt } from '../payment/keptAttempt';

export const PENDING_SUBMISSION_KEY = 'sf-checkout-submission@1';
/** An attempt older than this is no longer asked about (the order, if any, is in the statements by then). */
export const PENDING_SUBMISSION_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** What of a checkout is kept across a reload or an ended session: never card data. */
export const CheckoutDraftSchema = v.object({
  poNumber: v.string(),
  shipVia: v.string(),
  requestedShipDate: v.string(),
  orderNotes: v.string(),
  shipTo: v.nullable(v.string()),
  paymentMethod: v.picklist(['account', 'card']),
});

const PendingSubmissionSchema = v.object({
  submissionId: v.pipe(v.string(), v.minLength(1)),
  fingerprint: v.string(),
  draft: CheckoutDraftSchema,
  savedAt: v.number(),
});

export type PendingSubmission = v.InferOutput<typeof PendingSubmissionSchema>;

export type PendingSubmissions = KeptAttempt<PendingSubmission>;

/**
 * `user` is "<companyUserId>:<customerNumber>", read at each use so a customer switch applies.
 * `now` is the clock `savedAt` is compared with. @default Date.now
 */
export function pendingSubmissions(win: Window, user: () => string, now: () => number = Date.now): PendingSubmissions {
  return keptAttempt(win, { key: PENDING_SUBMISSION_KEY, schema: PendingSubmissionSchema, user, maxAgeMs: PENDING_SUBMISSION_MAX_AGE_MS, now });
}
