/** Cart/logFromClient: the widgets' error reports, stored without anything shaped like a token. */
import type { RequestOf, ResponseOf } from '../../../src/contract/paths';
import type { CallContext } from '../core';

/** Tokens must never land in logs: anything shaped like one is replaced. */
export function redactLogMessage(message: string, max = 1000): string {
  const redacted = message
    .replace(/\b(Basic|Bearer)\s+[^\s"',;]+/gi, '$1 [redacted]')
    .replace(/[A-Za-z0-9_-]{12,}\.[A-Za-z0-9_-]{12,}(?:\.[A-Za-z0-9_-]+)?/g, '[redacted-token]')
    .replace(/("?(?:jwtToken|token|password|resetToken)"?\s*[:=]\s*)"?[^\s"',}]+"?/gi, '$1[redacted]');
  return redacted.length > max ? `${redacted.slice(0, max)}… [truncated]` : redacted;
}

export function logFromClient(body: RequestOf<'Cart/logFromClient'>, context: CallContext): ResponseOf<'Cart/logFromClient'> {
  // Beacons cannot send an Authorization header, so the ids are stored as reported, unchecked.
  context.core.db
    .prepare('INSERT INTO client_logs (created_at, company_user_id, customer_number, message) VALUES (?, ?, ?, ?)')
    .run(context.core.now().toISOString(), body.companyUserId, body.customerNumber, redactLogMessage(body.message));
  return { ok: true, message: 'Logged.' };
}
