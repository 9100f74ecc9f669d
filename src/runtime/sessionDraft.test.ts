// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_DRAFT_KEY, sessionDraft } from './sessionDraft';

type Draft = { poNumber: string };
const parse = (raw: unknown): Draft | null =>
  typeof raw === 'object' && raw !== null && typeof (raw as Draft).poNumber === 'string' ? { poNumber: (raw as Draft).poNumber } : null;

afterEach(() => window.sessionStorage.clear());

describe('sessionDraft', () => {
  it('gives back what was saved once: take restores it and removes it (cleared after use)', () => {
    const draft = sessionDraft<Draft>(window, { widget: 'checkout', owner: () => '42:100234', parse });
    draft.save({ poNumber: 'PO-1' });
    expect(draft.take()).toEqual({ poNumber: 'PO-1' });
    expect(draft.take()).toBeNull();
  });

  it('keeps drafts apart per widget, page and company user + customer', () => {
    const mine = sessionDraft<Draft>(window, { widget: 'checkout', owner: () => '42:100234', parse });
    mine.save({ poNumber: 'PO-MINE' });
    expect(sessionDraft<Draft>(window, { widget: 'checkout', owner: () => '42:100512', parse }).take()).toBeNull();
    expect(sessionDraft<Draft>(window, { widget: 'contact-form', owner: () => '42:100234', parse }).take()).toBeNull();
    const key = Object.keys(window.sessionStorage).find((k) => k.startsWith(SESSION_DRAFT_KEY));
    expect(key).toBe(`${SESSION_DRAFT_KEY}:checkout:${window.location.pathname}${window.location.search}:42:100234`);
    expect(mine.take()).toEqual({ poNumber: 'PO-MINE' });
  });

  it('refuses a kept value its parse does not accept, and a value that is not JSON', () => {
    const draft = sessionDraft<Draft>(window, { widget: 'checkout', owner: () => '42:100234', parse });
    draft.save({ poNumber: 7 } as unknown as Draft);
    expect(draft.take()).toBeNull();
    window.sessionStorage.setItem(`${SESSION_DRAFT_KEY}:checkout:${window.location.pathname}${window.location.search}:42:100234`, '{not json');
    expect(draft.take()).toBeNull();
  });

  it('a storage that throws keeps nothing and breaks nothing', () => {
    const blocked = { location: window.location, get sessionStorage(): Storage { throw new DOMException('blocked', 'SecurityError'); } } as unknown as Window;
    const draft = sessionDraft<Draft>(blocked, { widget: 'checkout', owner: () => '42:100234', parse });
    expect(() => draft.save({ poNumber: 'PO-1' })).not.toThrow();
    expect(draft.take()).toBeNull();
  });
});
