// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { keptAttempt } from './keptAttempt';

const Schema = v.object({ id: v.pipe(v.string(), v.minLength(1)), savedAt: v.number() });
const KEY = 'sf-test-attempt@1';
const HOUR = 3_600_000;
const kept = (win: Window, user = '42:100234', now: () => number = Date.now) => keptAttempt(win, { key: KEY, schema: Schema, user: () => user, maxAgeMs: HOUR, now });

afterEach(() => window.sessionStorage.clear());

describe('keptAttempt', () => {
  it('keeps one attempt per company user and customer under the namespaced key', () => {
    const mine = kept(window);
    mine.write({ id: 'a-1', savedAt: Date.now() });
    expect(window.sessionStorage.getItem(`${KEY}:42:100234`)).not.toBeNull();
    expect(kept(window, '42:200877').read()).toBeNull();
    expect(mine.read()).toMatchObject({ id: 'a-1' });
    mine.clear();
    expect(mine.read()).toBeNull();
  });

  it('forgets an attempt older than its maximum age, and removes it', () => {
    let now = 1_000_000;
    const store = kept(window, '42:100234', () => now);
    store.write({ id: 'a-1', savedAt: now });
    now += HOUR;
    expect(store.read()).toMatchObject({ id: 'a-1' });
    now += 1;
    expect(store.read()).toBeNull();
    expect(window.sessionStorage.getItem(`${KEY}:42:100234`)).toBeNull();
  });

  it('reads a foreign or broken value as nothing', () => {
    const store = kept(window);
    window.sessionStorage.setItem(`${KEY}:42:100234`, '{"id": 5}');
    expect(store.read()).toBeNull();
    window.sessionStorage.setItem(`${KEY}:42:100234`, 'not json');
    expect(store.read()).toBeNull();
  });

  it('works without storage (blocked): reads nothing, writes nowhere, never throws', () => {
    const blocked = {
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Window;
    const store = kept(blocked);
    expect(() => store.write({ id: 'a-1', savedAt: Date.now() })).not.toThrow();
    expect(store.read()).toBeNull();
    expect(() => store.clear()).not.toThrow();
  });
});
