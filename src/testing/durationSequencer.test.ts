import { describe, expect, it } from 'vitest';
import config from '../../vitest.config';
import { DurationSequencer, longestFirst } from './durationSequencer';

type File = { project: string; path: string };

const order = (files: File[], seconds: Record<string, number>) =>
  longestFirst(files, (f) => f.project, (f) => f.path, seconds).map((f) => `${f.project}:${f.path}`);

describe('the order test files start in', () => {
  it("starts a project's longest file first by the table, not by the order vitest found them in", () => {
    const files = [
      { project: 'browser', path: 'contract.test.ts' },
      { project: 'browser', path: 'a11y-sweep-buyer.test.ts' },
      { project: 'browser', path: 'layers.test.ts' },
    ];
    expect(order(files, { 'contract.test.ts': 60, 'a11y-sweep-buyer.test.ts': 90, 'layers.test.ts': 1 })).toEqual([
      'browser:a11y-sweep-buyer.test.ts',
      'browser:contract.test.ts',
      'browser:layers.test.ts',
    ]);
  });

  it("keeps the projects in vitest's order and each project's files together, however long", () => {
    const files = [
      { project: 'browser', path: 'layers.test.ts' },
      { project: 'service', path: 'csp.test.ts' },
      { project: 'unit', path: 'big.test.tsx' },
    ];
    expect(order(files, { 'layers.test.ts': 1, 'csp.test.ts': 20, 'big.test.tsx': 30 })).toEqual([
      'browser:layers.test.ts',
      'service:csp.test.ts',
      'unit:big.test.tsx',
    ]);
  });

  it("starts files the table does not know first in their project, in vitest's order", () => {
    const files = [
      { project: 'browser', path: 'known.test.ts' },
      { project: 'browser', path: 'new-b.test.ts' },
      { project: 'browser', path: 'new-a.test.ts' },
    ];
    expect(order(files, { 'known.test.ts': 100 })).toEqual(['browser:new-b.test.ts', 'browser:new-a.test.ts', 'browser:known.test.ts']);
  });

  it('is the sequencer vitest.config.ts runs with', () => {
    expect(config.test?.sequence?.sequencer).toBe(DurationSequencer);
  });
});
