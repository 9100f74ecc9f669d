/**
 * One kind of request of a store whose newest call alone may settle: starting the next one
 * aborts the one before, so an older, slower answer never lands after a newer one (the newest
 * pricing, the newest cart load). The store's answer and failure callbacks run only for the
 * newest call, never for an aborted one.
 */
import { isAbortError } from '../../api/errors';

export type Latest = {
  /** Aborts the call before, then returns a fresh signal for the next one. */
  next(): AbortSignal;
  /**
   * Starts `call` with the next signal; `answered` or `failed` runs only while it is still the
   * newest call (an abort is no failure).
   */
  run<T>(call: (signal: AbortSignal) => Promise<T>, answered: (value: T) => void, failed?: (error: unknown) => void): void;
  /** Aborts the current call (a newer kind of request replaces it, or the store stops). */
  cancel(): void;
};

export function latest(): Latest {
  let current: AbortController | null = null;
  const next = () => {
    current?.abort();
    current = new AbortController();
    return current.signal;
  };
  return {
    next,
    run(call, answered, failed) {
      const signal = next();
      call(signal).then(
        (value) => {
          if (!signal.aborted) answered(value);
        },
        (error: unknown) => {
          if (!signal.aborted && !isAbortError(error)) failed?.(error);
        },
      );
    },
    cancel() {
      current?.abort();
      current = null;
    },
  };
}
