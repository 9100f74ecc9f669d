import { act, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
