import { afterEach, beforeEach, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

// (After-each hooks run last registered first: the page below is reset, then the mocks.)
// Test files that run in Node (a `.test.ts` without `// @vitest-environment happy-dom`) have
// no page to reset, and do not pay for loading testing-library.
if (typeof window !== 'undefined') {
  const { act, cleanup } = await import('@testing-library/react');

  beforeEach(() => {
    // happy-dom's sendBeacon makes real network requests; the page's error reporter sends on
    // page hide, so no unit test may reach the network through it. Tests that check beacons
    // install their own.
    vi.spyOn(window.navigator, 'sendBeacon').mockImplementation(() => true);
  });

  afterEach(() => {
    cleanup();
    // Widgets mounted by the runtime live in their own roots, outside testing-library's reach;
    // the page global (bus, registry, style cache) must not leak into the next test.
    const global = window.StorefrontWidgets;
    if (global?.unmountAll) act(() => global.unmountAll?.());
    delete window.StorefrontWidgets;
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });
}
