import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

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
