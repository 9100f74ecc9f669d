/**
 * Attempt limits of the public account calls (contact, create login, recover, reset, the
 * demo sign-in): each call counts one attempt against every key it names (the client's
 * network address, the email address, the account) and is refused with 429 and
 * Retry-After while any key is over its limit in its window. Counted in memory per
 * service process, like a small gateway would: a restart forgets them.
 * The limits are the same for a known and an unknown email address, so a refusal tells
 * nothing about who has a login. The demo sign-in counts only its failures (`check`, then
 * `record` on a failure), and a success clears its email address's count (`forget`).
 */
import { ServiceHttpError } from './http/errors';

export type LimitRule = { max: number; windowMs: number };

/** The limits per kind of key. Documented in docs/service.md "Attempt limits". */
export const LIMITS = {
  contactPerClient: { max: 5, windowMs: 10 * 60_000 },
  contactPerEmail: { max: 3, windowMs: 10 * 60_000 },
  createPerClient: { max: 10, windowMs: 60 * 60_000 },
  createPerEmail: { max: 5, windowMs: 60 * 60_000 },
  createPerAccount: { max: 5, windowMs: 60 * 60_000 },
  recoverPerClient: { max: 10, windowMs: 15 * 60_000 },
  recoverPerEmail: { max: 3, windowMs: 15 * 60_000 },
  resetPerClient: { max: 10, windowMs: 15 * 60_000 },
  resetPerToken: { max: 5, windowMs: 15 * 60_000 },
  resetPerAccount: { max: 5, windowMs: 15 * 60_000 },
  signInPerClient: { max: 20, windowMs: 15 * 60_000 },
  signInPerEmail: { max: 5, windowMs: 15 * 60_000 },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

export type LimitKeys = readonly (readonly [LimitName, string])[];

export type AttemptLimits = {
  /**
   * Counts one attempt against each `[limit, key]` and throws 429 (Retry-After in seconds)
   * when one of them is over. A refused attempt is not counted, so waiting always helps.
   */
  attempt(keys: LimitKeys, what: string): void;
  /** Throws the same 429 as `attempt` when a key is over its limit, counting nothing. */
  check(keys: LimitKeys, what: string): void;
  /** Counts one attempt against each key, refusing nothing (sign-in counts its failures only). */
  record(keys: LimitKeys): void;
  /** Forgets the counts of these keys (a successful sign-in clears its account's failures). */
  forget(keys: LimitKeys): void;
  /** Forgets every count (tests). */
  reset(): void;
};

export function tooManyRequests(message: string, retryAfterS: number): ServiceHttpError {
  return new ServiceHttpError('TooManyRequests', message, { 'Retry-After': String(retryAfterS) });
}

function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

export function createAttemptLimits(now: () => Date, rules: Record<LimitName, LimitRule> = LIMITS): AttemptLimits {
  const hits = new Map<string, number[]>();
  const idOf = (limit: LimitName, key: string) => `${limit}:${key.toLowerCase()}`;
  /** The attempts of each key still in its window (dropping older ones). */
  const recent = (keys: LimitKeys, t: number): number[][] =>
    keys.map(([limit, key]) => {
      const id = idOf(limit, key);
      const times = (hits.get(id) ?? []).filter((h) => h > t - rules[limit].windowMs);
      hits.set(id, times);
      return times;
    });
  const check = (keys: LimitKeys, what: string, t: number, times: number[][]): void => {
    let retryAfterMs = 0;
    keys.forEach(([limit], i) => {
      const rule = rules[limit];
      const list = times[i] ?? [];
      if (list.length >= rule.max) retryAfterMs = Math.max(retryAfterMs, (list[0] ?? t) + rule.windowMs - t);
    });
    if (retryAfterMs > 0) {
      const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
      throw tooManyRequests(`Too many attempts to ${what}. Wait ${waitText(seconds)} and try again.`, seconds);
    }
  };
  return {
    attempt(keys, what) {
      const t = now().getTime();
      const times = recent(keys, t);
      check(keys, what, t, times);
      for (const list of times) list.push(t);
    },
    check(keys, what) {
      const t = now().getTime();
      check(keys, what, t, recent(keys, t));
    },
    record(keys) {
      const t = now().getTime();
      for (const list of recent(keys, t)) list.push(t);
    },
    forget(keys) {
      for (const [limit, key] of keys) hits.delete(idOf(limit, key));
    },
    reset() {
      hits.clear();
    },
  };
}
