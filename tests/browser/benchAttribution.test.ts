/**
 * The bench's attribution (tests/bench/attribution.mjs): which source module a byte of a
 * built file came from, through its source map, with cross-file statements counted as glue.
 */
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the bench, without types
import { ownerOfEachCharacter, sourceOf } from '../bench/attribution.mjs';

describe('bench attribution', () => {
  it('names packages by their folder under node_modules (scoped ones with their scope) and own modules by path', () => {
    expect(sourceOf('../../../node_modules/react-dom/cjs/react-dom-client.production.js')).toEqual({ kind: 'package', name: 'react-dom' });
    expect(sourceOf('../../../node_modules/@emotion/react/dist/emotion-react.esm.js')).toEqual({ kind: 'package', name: '@emotion/react' });
    expect(sourceOf('../../../src/ui/search/ProductCard.tsx')).toEqual({ kind: 'own', name: 'src/ui/search/ProductCard.tsx' });
  });

  it('gives each character of a built file to the module it came from, and import/export statements to glue', () => {
    const built = esbuild.buildSync({
      stdin: { contents: "import { shared } from './shared.js';\nexport function priceOf(n) { return shared(n) * 100; }\nexport { shared };", sourcefile: 'src/price.ts', loader: 'ts' },
      format: 'esm',
      bundle: false,
      minify: true,
      sourcemap: 'external',
      outfile: 'out.js',
      write: false,
    });
    const map = JSON.parse(built.outputFiles.find((f) => f.path.endsWith('.map'))!.text);
    const code = built.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
    const owner: string[] = ownerOfEachCharacter(code, map);
    expect(owner).toHaveLength(code.length);
    const importAt = code.indexOf('import');
    expect(owner[importAt]).toBe('glue');
    expect(owner[code.indexOf('export')]).toBe('glue');
    expect(owner[code.indexOf('100')]).toBe('src/price.ts');
  });
});
