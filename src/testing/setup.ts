import { afterEach, beforeEach, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

// (After-each hooks run last registered first: the page below is reset, then the mocks.)
// Test files that run in Node (a `.test.ts` without `// @vitest-environment happy-dom`) have
// no page to reset, and do not pay for loading testing-library.
if (typeof window !== 'undefined') {
  const { act, cleanup, configure } = await import('@testing-library/react');
  // waitFor / findBy* give up after 1 s by default: less than a view's dynamic import can take
  // while the other worker fills both cores (a product page test failed on it in a full run).
  // A passing wait ends as soon as its condition holds.
  configure({ asyncUtilTimeout: 5000 });

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
