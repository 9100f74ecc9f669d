// Types of buildLayers.mjs for the tests that import it.
export type MetaImport = { path: string; kind: string };
export type MetaOutput = {
  imports?: MetaImport[];
  entryPoint?: string;
  inputs?: Record<string, { bytesInOutput: number }>;
  exports?: string[];
  preloads?: string[];
  /** [selector, files]: what the bootstrap also preloads when the page has such an element. */
  viewPreloads?: [string, string[]][];
  unitOf?: string;
  layer?: string;
  bytes?: number;
};
/** `mainOf`: entry name -> the file with its code (its bootstrap is <name>.js). */
export type Meta = { outputs: Record<string, MetaOutput>; mainOf?: Record<string, string> };
export function assignFiles(
  meta: Meta,
  entrySources: Set<string>,
): { fileOf: Map<string, string>; alias: Map<string, string>; entries: string[]; units: string[] };
export function preloadsFor(meta: Meta, entryFile: string, entryFolder: string): string[];
export function preloadSnippet(files: string[], byView?: [string, string[]][]): string;
export function viewPreloadsFor(meta: Meta, entryFile: string, entryFolder: string, shared: string[], selectorsOf: (folder: string) => Map<string, string[]>): [string, string[]][];
export function viewSelectorsFromSource(folder: string): Map<string, string[]>;
export function buildLayered(options: unknown): Promise<Meta>;
export function writeBootstraps(root: string, meta: Meta, options: { target: string[]; viewSelectors?: (folder: string) => Map<string, string[]> }): void;
export function nameByContent(root: string, meta: Meta & { modules?: Record<string, unknown> }): void;
