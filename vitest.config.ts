import { defineConfig } from 'vitest/config';

// Three projects, one command: unit and component tests beside the code (happy-dom),
// service tests against the reference service (node), browser tests that drive Debian's
// Chromium through playwright-core against the built widgets on the demo host (node).
export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'service',
          environment: 'node',
          include: ['demo-host/**/*.test.ts', 'tests/service/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A worker process keeps playwright-core, the demo host and one Chromium for every
          // file it runs (tests/browser/harness.ts); each file still gets its own demo server
          // on a free port, its own database copy and its own browser contexts, so files run
          // side by side on the machine's workers like the other projects' files.
          isolate: false,
        },
      },
    ],
  },
});
