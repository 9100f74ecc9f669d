/**
 * What the buyer typed, kept across a sign-in round trip (docs/runtime.md "An ended session"):
 * one sessionStorage entry per widget, page (path and query) and company user + customer, so
 * a draft comes back only on the page it was typed on and only to the same customer, and
 * never outlives the tab. `take` restores and removes it (a draft is used once). Never put
 * card data in a draft. Storage blocked or full: nothing is kept, nothing breaks.
 */

export const SESSION_DRAFT_KEY = 'sf-draft@1';

export type SessionDraft<T> = {
  /** Keeps `value` (replacing what was kept). */
  save(value: T): void;
  /** The kept value, removed from storage; null when none, or when `parse` refuses it. */
  take(): T | null;
  clear(): void;
};

export type SessionDraftOptions<T> = {
  /** The widget's name in the key: "checkout", "cart", "contact-form", "quick-order". */
  widget: string;
  /** "<companyUserId>:<customerNumber>", read when the draft is saved or taken. */
  owner: () => string;
  /** Checks what storage gives back (it may be old or tampered with); null refuses it. */
  parse: (raw: unknown) => T | null;
};

export function sessionDraft<T>(win: Window, options: SessionDraftOptions<T>): SessionDraft<T> {
  const key = () => `${SESSION_DRAFT_KEY}:${options.widget}:${win.location.pathname}${win.location.search}:${options.owner()}`;
  const storage = (): Storage | null => {
    try {
      return win.sessionStorage;
    } catch {
      return null;
    }
  };
  const clear = () => {
    try {
      storage()?.removeItem(key());
    } catch {
      // Blocked storage: there is nothing to clear.
    }
  };
  return {
    save(value) {
      try {
        storage()?.setItem(key(), JSON.stringify(value));
      } catch {
        // Blocked or full storage: the draft is not kept; the page still works.
      }
    },
    take() {
      let raw: string | null = null;
      try {
        raw = storage()?.getItem(key()) ?? null;
      } catch {
        return null;
      }
      if (raw === null) return null;
      clear();
      try {
        return options.parse(JSON.parse(raw));
      } catch {
        return null;
      }
    },
    clear,
  };
}
