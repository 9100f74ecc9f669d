/**
 * A widget's settings as data (HOST-CONTRACT section 11): each setting is the valibot schema
 * the widget reads it with, plus, for editors, its title, description and default. The build
 * turns the same schemas into JSON Schemas and the manifest (src/editor); the widgets'
 * own files carry the schemas only (`SF_DOCS` is false there, so `SF_DOCS && { … }` is gone).
 */
import * as v from 'valibot';

export type SettingDocs = {
  /** A few words an editor recognises: 'Page size'. */
  title: string;
  /** One or two sentences an editor understands: what it changes and what to write. */
  description: string;
  /** The value used when the setting is left out, where the schema's own default is not it (or is computed). */
  default?: unknown;
  examples?: readonly unknown[];
  /** An attribute's value as the manifest lists it: the text of a whole number is 'integer'. @default 'string' (a flag: 'boolean') */
  attributeType?: 'integer' | 'string';
};

/**
 * `schema` with its docs as metadata (copied into the JSON Schema by @valibot/to-json-schema).
 * In a pipe they go right after its first schema: the JSON Schema describes what a page writes,
 * so its conversion stops at the first transform, and docs placed after one would be lost.
 */
export function setting<S extends v.GenericSchema>(schema: S, docs: SettingDocs | false): S {
  if (!docs) return schema;
  const pipe = (schema as { pipe?: readonly unknown[] }).pipe;
  const [first, ...rest] = pipe ?? [schema];
  return (v.pipe as (...items: unknown[]) => unknown)(first, v.metadata(docs), ...rest) as S;
}

/** What the page writes where a setting can be written wrong: the allowed values in words, said in problems. */
export function allowed<S extends v.GenericSchema>(schema: S, words: string): S {
  return v.pipe(schema, v.metadata({ allowed: words })) as unknown as S;
}
