import { vi } from 'vitest';

/**
 * Waits until the page's error reporter has loaded its core (`errorReporterCore.ts`, loaded
 * on demand with the first error to report), so a test can hide the page and see it send.
 */
export async function errorReporterLoaded(): Promise<void> {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
