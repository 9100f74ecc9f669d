/**
 * An attempt to pay (an order placed, invoices paid) kept in sessionStorage while its outcome
 * is not known, so a reload or a crashed tab during the call comes back to asking what became
 * of it instead of offering a second payment. One entry per company user and customer under
 * `<key>:<companyUserId>:<customerNumber>`, read through a schema (a foreign or broken value
 * is nothing), forgotten after `maxAgeMs`. Never card data: the owner's schema says what is kept.
 */
import * as v from 'valibot';

export type KeptAttempt<T> = {
  read(): T | null;
  write(value: T): void;
  clear(): void;
};

export type KeptAttemptOptions<T extends { savedAt: number }> = {
  /** The namespaced key, with its version: 'sf-checkout-submission@1'. */
  key: string;
  schema: v.GenericSchema<unknown, T>;
  /** "<companyUserId>:<customerNumber>", read at each use so a customer switch applies. */
  user: () => string;
  /** An attempt older than this is no longer asked about. */
  maxAgeMs: number;
  /** The clock `savedAt` is compared with. @default Date.now */
  now?: () => number;
};

export function keptAttempt<T extends { savedAt: number }>(win: Window, options: KeptAttemptOptions<T>): KeptAttempt<T> {
  const { schema, user, maxAgeMs, now = Date.now } = options;
  const key = () => `${options.key}:${user()}`;
  const storage = (): Storage | null => {
    try {
      return win.sessionStorage;
    } catch {
      // Storage blocked (sandboxed frame, privacy settings): the attempt lives in memory only.
      return null;
    }
  };
  return {
    read() {
      try {
        const text = storage()?.getItem(key());
        if (text == null) return null;
        const parsed = v.safeParse(schema, JSON.parse(text));
        if (!parsed.success) return null;
        if (now() - parsed.output.savedAt > maxAgeMs) {
          storage()?.removeItem(key());
          return null;
        }
        return parsed.output;
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        storage()?.setItem(key(), JSON.stringify(value));
      } catch {
        // Full or blocked: a reload then cannot ask, but the tab itself still can.
      }
    },
    clear() {
      try {
        storage()?.removeItem(key());
      } catch {
        // Nothing stored.
      }
    },
  };
}
