// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

describe('the description sanitizer', () => {
  it("is loaded once per page: another entry's copy of this module cleans at once with it", async () => {
    // Two module instances, as the search page's and the product page's files each hold a copy.
    vi.resetModules();
    const first = await import('./sanitizer');
    vi.resetModules();
    const second = await import('./sanitizer');
    expect(second).not.toBe(first);
    expect(second.loadedSanitizer()).toBeUndefined();
    const sanitize = await first.loadSanitizer();
    expect(second.loadedSanitizer()).toBe(sanitize);
    expect(second.loadSanitizer()).toBe(first.loadSanitizer());
    expect(sanitize('<p onclick="x()">Pots</p>')).not.toContain('onclick');
  });
});
