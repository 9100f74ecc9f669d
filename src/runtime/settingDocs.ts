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
};

/** `schema` with its docs as metadata (copied into the JSON Schema by @valibot/to-json-schema). */
export function setting<S extends v.GenericSchema>(schema: S, docs: SettingDocs | false): S {
  return docs ? (v.pipe(schema, v.metadata(docs)) as unknown as S) : schema;
}

/** What the page writes where a setting can be written wrong: the allowed values in words, said in problems. */
export function allowed<S extends v.GenericSchema>(schema: S, words: string): S {
  return v.pipe(schema, v.metadata({ allowed: words })) as unknown as S;
}
