// Types of buildLayers.mjs for the tests that import it.
export type MetaImport = { path: string; kind: string };
export type MetaOutput = {
  imports?: MetaImport[];
  entryPoint?: string;
  inputs?: Record<string, { bytesInOutput: number }>;
  exports?: string[];
  preloads?: string[];
  /** Of `preloads`, those the bootstrap requests once the entry's code has arrived (the React half). */
  preloadsAfterCode?: string[];
  /** [selector, files]: what the bootstrap also preloads when the page has such an element. */
  viewPreloads?: [string, string[]][];
  unitOf?: string;
  layer?: string;
  bytes?: number;
};
/** `mainOf`: entry name -> the file with its code (its bootstrap is <name>.js); `modules`: final file -> source modules it holds. */
export type Meta = { outputs: Record<string, MetaOutput>; mainOf?: Record<string, string>; modules?: Record<string, Record<string, number>>; dynamicImports?: Record<string, string[]> };
/** One widget of an entry: its mount selector and the sources its declaration loads by import(). */
export type EntryWidget = { selector: string; views: string[] };
/** `fileOf` of a chunk copied into the files of each entry that uses it. */
export const COPIED: string;
export function assignFiles(
  meta: Meta,
  entrySources: Set<string>,
): {
  fileOf: Map<string, string>;
  /** For a COPIED chunk: entry -> the file holding that entry's copy. */
  copiesOf: Map<string, Map<string, string>>;
  alias: Map<string, string>;
  entries: string[];
  units: string[];
};
export function preloadsFor(meta: Meta, entryFile: string, isView: (source: string) => boolean): string[];
export function preloadSnippet(files: string[], byView?: [string, string[]][], later?: string[]): string;
export function viewPreloadsFor(meta: Meta, entryFile: string, widgets: EntryWidget[], shared: string[]): [string, string[]][];
export function buildLayered(options: unknown): Promise<Meta>;
export function writeBootstraps(root: string, meta: Meta, options: { target: string[]; widgetsOf?: (entry: string) => EntryWidget[] }): void;
export function nameByContent(root: string, meta: Meta & { modules?: Record<string, unknown> }): void;
