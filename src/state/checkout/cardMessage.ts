/**
 * The hosted card form's messages (HOST-CONTRACT section 8), read from `postMessage`. Only
 * messages from the gateway's own origin count, and only these two exact shapes: anything
 * else a page, an extension or another frame posts is ignored.
 */
import * as v from 'valibot';

const CardTokenMessageSchema = v.strictObject({
  type: v.literal('sf-card-token'),
  token: v.pipe(v.string(), v.nonEmpty()),
  last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  /** MMYY */
  expiry: v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])\d{2}$/)),
});
const CardErrorMessageSchema = v.strictObject({
  type: v.literal('sf-card-error'),
  message: v.pipe(v.string(), v.nonEmpty()),
});
const CardMessageSchema = v.variant('type', [CardTokenMessageSchema, CardErrorMessageSchema]);

export type CardTokenMessage = v.InferOutput<typeof CardTokenMessageSchema>;
export type CardMessage = v.InferOutput<typeof CardMessageSchema>;

/** The origin of the gateway's form address, or null when it is not an absolute http(s) URL. */
export function gatewayOrigin(gatewayUrl: string): string | null {
  try {
    const url = new URL(gatewayUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The card form's message when `origin` is the gateway's and `data` one of the two shapes; else null. */
export function readCardMessage(origin: string, data: unknown, gatewayUrl: string): CardMessage | null {
  const expected = gatewayOrigin(gatewayUrl);
  if (expected === null || origin !== expected) return null;
  const parsed = v.safeParse(CardMessageSchema, data);
  return parsed.success ? parsed.output : null;
}

/** The iframe's address: the gateway form with the session and the page's origin as target. */
export function cardFormFrameUrl(
  params: { gatewayUrl: string; merchantId: string; sessionToken: string; amount: number; currency: string },
  parentOrigin: string,
): string {
  const url = new URL(params.gatewayUrl);
  url.searchParams.set('merchantId', params.merchantId);
  url.searchParams.set('sessionToken', params.sessionToken);
  url.searchParams.set('amount', params.amount.toFixed(2));
  url.searchParams.set('currency', params.currency);
  url.searchParams.set('parentOrigin', parentOrigin);
  return url.toString();
}
