/**
 * The order vitest starts test files in (vitest.config.ts `sequence.sequencer`): within each
 * project, the longest file first, by the committed table tests/durations.json, so that the two
 * workers end together (issue 44). Vitest's own order needs the durations of a previous run on
 * this machine (node_modules/.vite/vitest/results.json); a fresh clone has none, and it then
 * starts the largest files first, which put the axe sweeps (short files, long runs) last.
 *
 * Projects stay in vitest's order (browser, service, unit, unit-node) and each project's files
 * together: a browser worker keeps its Chromium only while the next file is a browser file
 * (tests/browser/harness.ts `workerBrowser`). A file the table does not know (a new one) starts
 * first in its project, as vitest starts unknown files first. `node tests/durations.mjs
 * <vitest JSON report>` writes the table again (docs/testing.md "Issue 44: the test run").
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds per test file, keyed by its path from the repository root (a file is in one project). */
export type DurationTable = Record<string, number>;

/** The table in `file`; none (vitest's own order) when there is no such file. */
export function readDurations(file: string): DurationTable {
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { seconds?: DurationTable };
  return parsed.seconds ?? {};
}

/**
 * `files` (in vitest's order) with each project's files ordered longest first by `seconds`;
 * unknown files first, in vitest's order. `key` names a file as the table does.
 */
export function longestFirst<T>(files: readonly T[], project: (file: T) => string, key: (file: T) => string, seconds: DurationTable): T[] {
  const rank = new Map(files.map((file, i) => [file, i]));
  const known = (file: T): number | undefined => seconds[key(file)];
  return [...files].sort((a, b) => {
    if (project(a) !== project(b)) return (rank.get(a) ?? 0) - (rank.get(b) ?? 0);
    const da = known(a);
    const db = known(b);
    if (da === undefined || db === undefined) {
      if (da === undefined && db === undefined) return (rank.get(a) ?? 0) - (rank.get(b) ?? 0);
      return da === undefined ? -1 : 1;
    }
    return db - da || (rank.get(a) ?? 0) - (rank.get(b) ?? 0);
  });
}

export class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = readDurations(path.join(root, 'tests/durations.json'));
    const vitestOrder = await super.sort(files);
    return longestFirst(
      vitestOrder,
      (file) => file.project.name,
      (file) => path.relative(root, file.moduleId).split(path.sep).join('/'),
      seconds,
    );
  }
}
