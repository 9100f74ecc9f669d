/**
 * The hosted card form's messages (HOST-CONTRACT section 8; the checkout and the statement's invoice payment), read from `postMessage`. Only
 * messages from the gateway's own origin count, and only these two exact shapes: anything
 * else a page, an extension or another frame posts is ignored.
 */
export type CardTokenMessage = { type: 'sf-card-token'; token: string; last4: string; /** MMYY */ expiry: string };
export type CardErrorMessage = { type: 'sf-card-error'; message: string };
export type CardMessage = CardTokenMessage | CardErrorMessage;

// Checked by hand rather than with valibot: these few lines keep the schema library's
// strict-object and variant code out of the checkout's first download.
const hasExactly = (data: object, keys: readonly string[]): boolean => {
  const own = Object.keys(data);
  return own.length === keys.length && keys.every((key) => own.includes(key));
};
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** `data` when it is exactly one of the two shapes of HOST-CONTRACT section 8, else null. */
export function parseCardMessage(data: unknown): CardMessage | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'sf-card-token' && hasExactly(message, ['type', 'token', 'last4', 'expiry'])) {
    const { token, last4, expiry } = message;
    if (!isText(token) || typeof last4 !== 'string' || !/^\d{4}$/.test(last4)) return null;
    if (typeof expiry !== 'string' || !/^(0[1-9]|1[0-2])\d{2}$/.test(expiry)) return null;
    return { type: 'sf-card-token', token, last4, expiry };
  }
  if (message.type === 'sf-card-error' && hasExactly(message, ['type', 'message']) && isText(message.message)) {
    return { type: 'sf-card-error', message: message.message };
  }
  return null;
}

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
  return parseCardMessage(data);
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
