import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The unit project runs without isolation (vitest.config.ts): one happy-dom window and the
// packages under node_modules (React, testing-library) stay loaded from file to file, which
// cut the project's time by three quarters. What a file may rely on is still fresh for it:
// this setup runs before each file, so our own modules are evaluated again (their module
// state, `vi.mock` of a package included), and the page starts at its first address with
// empty storage.
vi.resetModules();
window.history.replaceState(null, '', '/');
window.localStorage.clear();
window.sessionStorage.clear();

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
  vi.restoreAllMocks();
});
