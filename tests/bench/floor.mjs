// The library floor (`weight.libraryFloor`): what any page that draws with React and Emotion
// and calls the service with ky and valibot downloads however small its own code, built with
// the widgets' esbuild and terser options and gzipped like them. Issue 34 sets every React
// page's first load at most 1.35x this.
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { minify } from 'terser';
import { TERSER_OPTIONS, widgetOptions } from '../../build.mjs';

// One element drawn with the css prop in a cache of its own, one checked JSON call: each
// library's part a widget page cannot do without.
const FLOOR_SOURCE = `
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import ky from 'ky';
import * as v from 'valibot';
const Answer = v.object({ name: v.string(), price: v.optional(v.number()), lines: v.array(v.object({ id: v.string() })) });
const cache = createCache({ key: 'floor' });
const element = document.getElementById('floor');
ky.post('/api/floor', { json: {} }).json().then((body) => {
  const answer = v.parse(Answer, body);
  createRoot(element).render(<CacheProvider value={cache}><p css={{ margin: 0 }}>{answer.name}</p></CacheProvider>);
});
`;

/** The floor's gzip KB. */
export async function libraryFloorKb(root) {
  const built = await esbuild.build({
    ...widgetOptions,
    entryPoints: undefined,
    outdir: undefined,
    splitting: false,
    chunkNames: undefined,
    sourcemap: false,
    metafile: false,
    write: false,
    logLevel: 'error',
    stdin: { contents: FLOOR_SOURCE, loader: 'tsx', resolveDir: root, sourcefile: 'floor.tsx' },
  });
  const { code } = await minify(built.outputFiles[0].text, TERSER_OPTIONS);
  return gzipSync(code ?? '', { level: 9 }).length / 1024;
}

export const FLOOR_RATIO_BUDGET = 1.35;

/** `weight.libraryFloor`, for the bench table. */
export async function floorRow(root) {
  const kb = await libraryFloorKb(root);
  return { id: 'weight.libraryFloor', figure: 'Library floor: React, ReactDOM client, Emotion, ky and valibot built and gzipped like the widgets', budget: null, result: Math.round(kb * 10) / 10, unit: 'KB', pass: true, informational: true };
}
