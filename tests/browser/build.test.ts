// The built files themselves (dist/widgets, written by `node build.mjs` before this project
// runs): what the browser gets besides the code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';

// V8's explicit compile hint (see build.mjs), the text V8 looks for.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const widgets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/widgets');
const scripts = [
  ...readdirSync(widgets).filter((f) => f.endsWith('.js')),
  ...readdirSync(path.join(widgets, 'chunks')).map((f) => `chunks/${f}`).filter((f) => f.endsWith('.js')),
];

/** Line and column (1-based line, 0-based column) of the first `needle` in `code`. */
function positionOf(code: string, needle: string) {
  const index = code.indexOf(needle);
  const before = code.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') - 1 };
}

describe('built widget files', () => {
  it("start with V8's compile hint when they hold 24 KB or more, and only then", () => {
    const hinted: string[] = [];
    for (const file of scripts) {
      const text = readFileSync(path.join(widgets, file), 'utf8');
      const hasHint = text.startsWith(`${COMPILE_HINT}\n`);
      if (hasHint) hinted.push(file);
      const size = text.length - (hasHint ? COMPILE_HINT.length + 1 : 0);
      expect(hasHint, `${file}, ${size} bytes`).toBe(size >= 24 * 1024);
    }
    // React DOM and the rest of the React platform live in the platform layer (buildLayers.mjs).
    expect(hinted.some((file) => /^chunks\/sf-platform-[0-9A-F]{8}\.js$/.test(file))).toBe(true);
  });

  it('keep source maps that point into src/ past the hint, through both passes of the layered build', () => {
    // The search page's view (loaded on demand by searchPage.js) holds the result count.
    const file = scripts.find((f) => readFileSync(path.join(widgets, f), 'utf8').includes('Sorry, no results are available at this time.'))!;
    const code = readFileSync(path.join(widgets, file), 'utf8');
    const map = new TraceMap(readFileSync(path.join(widgets, `${file}.map`), 'utf8'));
    const original = originalPositionFor(map, positionOf(code, 'Sorry, no results are available at this time.'));
    expect(original.source).toMatch(/src\/ui\/search\/ResultCount\.tsx$/);
    const line = readFileSync(path.join(widgets, '../../src/ui/search/ResultCount.tsx'), 'utf8').split('\n')[original.line! - 1];
    expect(line).toContain('Sorry, no results are available at this time.');
  });
});
