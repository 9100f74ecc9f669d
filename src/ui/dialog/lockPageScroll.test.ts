// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockPageScroll } from './lockPageScroll';

afterEach(() => {
  document.body.style.overflow = '';
  document.documentElement.style.overflow = '';
  vi.restoreAllMocks();
});

describe('lockPageScroll', () => {
  it("hides the body's and the root's overflow, then restores the host's own values", () => {
    document.body.style.overflow = 'auto';
    const unlock = lockPageScroll(document);
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.documentElement.style.overflow).toBe('hidden');
    unlock();
    expect(document.body.style.overflow).toBe('auto');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('restores nested locks in reverse order', () => {
    const outer = lockPageScroll(document);
    const inner = lockPageScroll(document);
    inner();
    expect(document.documentElement.style.overflow).toBe('hidden');
    outer();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('puts the page back where it was scrolled when something moved it', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const unlock = lockPageScroll(document);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
    unlock();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
