// Types of integrity.mjs for the demo host and the tests that import it.
import type { Meta } from './buildLayers.mjs';

export type IntegrityFile = {
  /** `sha384-` and the base64 digest of the file as served. */
  integrity: string;
  bytes: number;
  /** The file's layer (buildLayers.mjs): entry, core, platform, shared or part. */
  kind: string;
};
export type IntegrityEntry = {
  /** The entry's own file, relative to the widgets folder. */
  file: string;
  /** What a page with this entry loads at once: the entry and its static imports. */
  loads: string[];
  /** What it may load later by import() (views, the sanitizer, the error reporter …). */
  onDemand: string[];
};
/** dist/meta/integrity.json: paths relative to dist/widgets (the widgets' base URL). */
export type IntegrityManifest = {
  algorithm: 'sha384';
  /** The release this build wrote (package.json's version); `files` also lists every release folder's files as "<version>/<file>". */
  version?: string;
  files: Record<string, IntegrityFile>;
  entries: Record<string, IntegrityEntry>;
};
export const INTEGRITY_FILE: string;
export function sriOf(bytes: Uint8Array | string): string;
export function integrityManifest(root: string, meta: Meta, widgetsDir?: string, release?: { version?: string; releases?: readonly string[] }): IntegrityManifest;
export function integrityImportMap(manifest: IntegrityManifest, options: { base: string; entries: readonly string[] }): { integrity: Record<string, string> };
export function integrityTags(
  manifest: IntegrityManifest,
  options: { base: string; entries: readonly string[]; nonce?: string },
): { importMap: string; scripts: string };
