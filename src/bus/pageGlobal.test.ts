// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageSingleton, storefrontGlobal } from './pageGlobal';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pageSingleton', () => {
  it('creates the value once per page and hands the same one to every caller', () => {
    const create = vi.fn(() => ({ lines: 0 }));
    const first = pageSingleton(window, 'cartInfo@1', create);
    expect(pageSingleton(window, 'cartInfo@1', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(window.StorefrontWidgets?.singletons.get('cartInfo@1')).toBe(first);
  });

  it('keeps values under different keys apart', () => {
    expect(pageSingleton(window, 'a@1', () => ({ name: 'a' }))).not.toBe(pageSingleton(window, 'b@1', () => ({ name: 'b' })));
  });

  it('is shared with a second copy of the bundle, which reuses the page object', async () => {
    const value = pageSingleton(window, 'favorites@1', () => ({ lists: [] }));
    const globalObject = window.StorefrontWidgets;
    vi.resetModules();
    const copy = await import('./pageGlobal');
    expect(copy.pageSingleton).not.toBe(pageSingleton);
    expect(copy.pageSingleton(window, 'favorites@1', () => ({ lists: ['other'] }))).toBe(value);
    expect(window.StorefrontWidgets).toBe(globalObject);
  });

  it('gives every window its own values', () => {
    const other = Object.create(window) as Window;
    Object.defineProperty(other, 'StorefrontWidgets', { value: undefined, writable: true });
    expect(pageSingleton(other, 'x@1', () => ({ win: 'other' }))).not.toBe(pageSingleton(window, 'x@1', () => ({ win: 'main' })));
  });
});

describe('storefrontGlobal', () => {
  it('starts at shape 2, saying the release that runs, with no widget members until an entry starts', () => {
    const global = storefrontGlobal(window);
    expect(global.shape).toBe(2);
    // The build writes package.json's version in; unbuilt code (tests) says so.
    expect(global.version).toBe('development');
    expect(global.singletons).toBeInstanceOf(Map);
    expect(window.StorefrontWidgets).toBe(global);
  });
});
