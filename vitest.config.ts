import { defineConfig } from 'vitest/config';
import { DurationSequencer } from './src/testing/durationSequencer.ts';

// Three projects, one command: unit and component tests beside the code (happy-dom),
// service tests against the reference service (node), browser tests that drive Debian's
// Chromium through playwright-core against the built widgets on the demo host (node).
export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
  // Settings are described for editors in tests, as in the manifest (src/contract/settingDocs.ts).
  define: { SF_DOCS: 'true' },
  test: {
    // Vitest's default is one worker fewer than the machine has cores: one worker on the
    // 2-core machines this project runs on, which ran every file in turn. Two workers keep
    // both cores busy; browser files mostly wait on Chromium and the demo server.
    maxWorkers: 2,
    // Each project's longest files first, by the committed table tests/durations.json, so the
    // two workers end together in a fresh clone too (src/testing/durationSequencer.ts).
    sequence: { sequencer: DurationSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx', 'widgets/**/*.test.tsx'],
          setupFiles: ['src/testing/setup.ts'],
          // Room for a machine another process is using: the default 5 s timed out there.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          // Rules, stores and wiring: a `.test.ts` runs in Node, which starts a file about
          // 0.6 s sooner than happy-dom; one that needs a page (window, document, storage)
          // starts with `// @vitest-environment happy-dom`.
          name: 'unit-node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'widgets/**/*.test.ts'],
          setupFiles: ['src/testing/setup.ts'],
          testTimeout: 15_000,
          // One module graph per worker, not one per file (issue 44: 34 -> 20 s for this
          // project alone, files shuffled in three runs without a failure). The happy-dom
          // project keeps isolation: its views' modules keep state (the loaded sanitizer).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'service',
          environment: 'node',
          include: ['demo-host/**/*.test.ts', 'tests/service/**/*.test.ts'],
          // Each file starts its own service on its own database copy; sharing the module
          // graph saves the imports (issue 44: 37 -> 23 s for this project alone).
          isolate: false,
          // Seeding a catalogue twice took 6.9 s on a loaded machine and passed vitest's 5 s
          // default (the next test then found the database closed under it).
          testTimeout: 15_000,
          // A file's set-up (a seeded service started in beforeAll) likewise: withCustomer's
          // passed the 10 s default there and its five tests were skipped.
          hookTimeout: 60_000,
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
          // expect.poll's default of 1 s is shorter than a routed answer can take while two
          // Chromiums share the two cores (a ship-to switch test failed on it in a full run);
          // a poll ends as soon as its condition holds, so only a failure waits longer.
          expect: { poll: { timeout: 10_000 } },
          // A worker process keeps playwright-core, the demo host and one Chromium for every
          // file it runs (tests/browser/harness.ts); each file still gets its own demo server
          // on a free port, its own database copy and its own browser contexts, so files run
          // side by side on the two workers like the other projects' files.
          isolate: false,
        },
      },
    ],
  },
});
