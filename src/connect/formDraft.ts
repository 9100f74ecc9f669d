/**
 * A text form's values across a sign-in round trip (docs/runtime.md "An ended session"): kept
 * when the page's session ends, put back once when the form starts again on this page for the
 * same customer. For forms of plain text fields (the contact form; the quick order pad's text).
 * Never for passwords or card data: pass `fields` to choose what is kept.
 */
import type { PageContext } from '../contract/pageData';
import { sessionDraft } from '../runtime/sessionDraft';
import { pageSession } from '../runtime/sessionEnded';

export type TextFormStore<V> = {
  getState(): { values: V };
  replaceValues(values: Partial<V>): void;
};

/** The owner part of a draft's key: this company user acting for this customer. */
export const draftOwner = (context: PageContext): string => `${context.companyUserId}:${context.customer?.customerNumber ?? ''}`;

/** Restores a kept draft into `store` now, and keeps `fields` when the session ends; returns the stop. */
export function keepFormDraft<V extends Record<string, unknown>>(
  store: TextFormStore<V>,
  win: Window,
  getContext: () => PageContext,
  widget: string,
  fields: readonly (keyof V & string)[],
): () => void {
  const draft = sessionDraft<Partial<V>>(win, {
    widget,
    owner: () => draftOwner(getContext()),
    parse: (raw) => {
      if (typeof raw !== 'object' || raw === null) return null;
      const kept: Partial<V> = {};
      for (const field of fields) {
        const value = (raw as Record<string, unknown>)[field];
        if (typeof value === 'string') kept[field] = value as V[typeof field];
      }
      return kept;
    },
  });
  const session = pageSession(win);
  if (!session.ended) {
    const kept = draft.take();
    if (kept !== null && Object.keys(kept).length > 0) store.replaceValues(kept);
  }
  return session.onEnd(() => {
    const { values } = store.getState();
    const kept: Partial<V> = {};
    for (const field of fields) kept[field] = values[field];
    draft.save(kept);
  });
}
