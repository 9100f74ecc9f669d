import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('the favorites session loader', () => {
  it("is one per page: a control drawn by another entry's copy of the loader follows the session this copy loaded", async () => {
    // Two module instances, as two entries' files each hold a copy of the loader.
    vi.resetModules();
    const first = await import('./loadSession');
    vi.resetModules();
    const second = await import('./loadSession');
    expect(second).not.toBe(first);
    const { result } = renderHook(() => second.useFavoritesSession());
    expect(result.current).toBeNull();
    let loaded!: Awaited<ReturnType<typeof first.loadFavoritesSession>>;
    await act(async () => {
      loaded = await first.loadFavoritesSession();
    });
    expect(result.current).toBe(loaded);
    expect(second.loadFavoritesSession()).toBe(first.loadFavoritesSession());
  });
});
