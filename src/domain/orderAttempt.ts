/**
 * What makes a checkout attempt the same attempt (docs/checkout.md "Checking an order"): the
 * cart's lines and quantities and the settings that change what is delivered and what it
 * costs (ship-to, ship via, payment method). The PO number, notes and ship date are not part
 * of it: editing them keeps the attempt's submissionId, so an order that landed after all is
 * answered again rather than made twice. Never the card token or anything secret.
 */
export type AttemptLine = { itemId: number; quantity: number };
export type AttemptSettings = { shipTo: string | null; shipVia: string; paymentMethod: 'account' | 'card' };

/** A 53-bit string hash (cyrb53): short, stable, and not reversible into the cart. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The fingerprint of an attempt: equal for the same lines (in any order) and settings. */
export function attemptFingerprint(lines: readonly AttemptLine[], settings: AttemptSettings): string {
  const merged = new Map<number, number>();
  for (const line of lines) merged.set(line.itemId, (merged.get(line.itemId) ?? 0) + line.quantity);
  const canonical = [...merged].sort(([a], [b]) => a - b).map(([itemId, quantity]) => `${itemId}x${quantity}`).join(',');
  return hash53(`${canonical}|${settings.shipTo ?? ''}|${settings.shipVia}|${settings.paymentMethod}`);
}
