/**
 * Hands out one AbortSignal at a time: asking for the next aborts the previous, so only the
 * newest of a series of calls (the newest search, the newest price look-up) can settle and
 * an older, slower answer never overwrites a newer one.
 */
export type LatestSignal = {
  /** Aborts the signal handed out before, then returns a fresh one for the next call. */
  next(): AbortSignal;
  /** Aborts the current signal (the widget unmounts). */
  cancel(): void;
};

export function createLatestSignal(): LatestSignal {
  let current: AbortController | undefined;
  return {
    next() {
      current?.abort();
      current = new AbortController();
      return current.signal;
    },
    cancel() {
      current?.abort();
      current = undefined;
    },
  };
}
