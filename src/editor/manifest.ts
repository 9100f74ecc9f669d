/**
 * The build's description of every widget for a CMS and its editors (HOST-CONTRACT section
 * 11): `dist/meta/manifest.json` and a JSON Schema (draft 2020-12) per data script and for the
 * page context, generated from the declarations the widgets run with (widgets/<widget>/widget.ts
 * and src/contract/pageData.ts), never written by hand. Runs in Node at build time (and in
 * tests); not part of any widget's files.
 */
import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { PageContextSchema } from '../contract/pageData';
import { metadataOf } from '../runtime/settings';
import type { CspNeed, SelfMountedWidget, WidgetDefinition } from '../runtime/widgetCore';
import { entriesOf } from '../runtime/widgetSettings';

export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

export type ManifestAttribute = {
  name: string;
  type: 'string' | 'integer' | 'boolean';
  title: string;
  description: string;
  required: boolean;
  default?: unknown;
  /** The page address parameter read when the element lacks the attribute. */
  address?: string;
};

export type ManifestWidget = {
  name: string;
  title: string;
  description: string;
  /** A file of dist/widgets/. */
  entry: string;
  /** The selector it mounts into. */
  mount: string;
  /** The markup to place. */
  element: string;
  /** The id of its JSON data script, or null. */
  data: string | null;
  /** That script's JSON Schema, relative to dist/meta/, or null. */
  schema: string | null;
  attributes: ManifestAttribute[];
  /** What a host must allow (its Content-Security-Policy) and reserve (its height before it draws). */
  host: { csp: CspNeed[]; reservedHeight: string | null };
};

export type Manifest = { version: string; context: string; widgets: ManifestWidget[] };

export type JsonSchema = Record<string, unknown>;

type Declared = WidgetDefinition | SelfMountedWidget;

/** Metadata keys the widgets read at run time, not JSON Schema keywords. */
const RUNTIME_KEYS = ['allowed', 'address', 'attribute', 'attributeType', 'fallsBackWhole', 'jsonSchema', 'usedInstead'];

const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  // What the page writes (before the widgets' transforms): a warehouse code as text or a number.
  typeMode: 'input',
  errorMode: 'throw',
  overrideAction({ valibotAction, jsonSchema }) {
    if (valibotAction.type === 'metadata') {
      const extra = (valibotAction as unknown as { metadata: { jsonSchema?: JsonSchema } }).metadata.jsonSchema;
      const kept = Object.fromEntries(Object.entries(jsonSchema).filter(([key]) => !RUNTIME_KEYS.includes(key)));
      return { ...kept, ...extra };
    }
    // A check across settings is said by the metadata beside it (`jsonSchema`: if/then); spaces
    // trimmed off change nothing a page may write (a blank text is refused by a pattern first).
    if (valibotAction.type === 'partial_check' || valibotAction.type === 'trim') return { ...jsonSchema };
    return null;
  },
};

/** The JSON Schema of what a page writes for `schema`, titled. */
export function jsonSchemaOf(schema: v.GenericSchema, title: string, description: string): JsonSchema {
  const converted = toJsonSchema(schema as never, CONVERSION) as JsonSchema;
  return { ...converted, $schema: JSON_SCHEMA_DIALECT, title, description };
}

/** The JSON Schema of the page context, `schema/sf-context.json`. */
export function contextSchema(): JsonSchema {
  return jsonSchemaOf(
    PageContextSchema,
    'Page context',
    'The page context of HOST-CONTRACT section 2, once per page in <script type="application/json" id="sf-context">: who is signed in, for which customer, and where the service is.',
  );
}

function attributeType(docs: Record<string, unknown>): ManifestAttribute['type'] {
  if (docs.attribute === 'flag') return 'boolean';
  return docs.attributeType === 'integer' ? 'integer' : 'string';
}

function attributesOf(schema: v.GenericSchema): ManifestAttribute[] {
  return Object.entries(entriesOf(schema)).map(([name, entry]) => {
    const docs = metadataOf(entry);
    const optional = ['optional', 'nullish', 'exact_optional', 'undefinedable'].includes((entry as { type: string }).type) || docs.attribute === 'flag';
    const fallback = (entry as { default?: unknown }).default;
    return {
      name,
      type: attributeType(docs),
      title: String(docs.title ?? name),
      description: String(docs.description ?? ''),
      required: !optional,
      ...(docs.attribute === 'flag' ? { default: false } : fallback !== undefined && typeof fallback !== 'function' ? { default: fallback } : {}),
      ...(typeof docs.address === 'string' ? { address: docs.address } : {}),
    };
  });
}

/**
 * The manifest and the schemas it names (paths relative to dist/meta/), from the entries
 * (widgets/entries.ts) and each folder's declarations. Self-mounted widgets (the page's
 * toasts, placed by the cart badge's entry) are not for editors and are left out.
 */
export function buildEditorKit(
  version: string,
  entries: Readonly<Record<string, readonly string[]>>,
  widgets: Readonly<Record<string, readonly Declared[]>>,
): { manifest: Manifest; schemas: Record<string, JsonSchema> } {
  const schemas: Record<string, JsonSchema> = { 'schema/sf-context.json': contextSchema() };
  const list: ManifestWidget[] = [];
  for (const [entry, folders] of Object.entries(entries)) {
    for (const folder of folders) {
      for (const widget of widgets[folder] ?? []) {
        if ('mount' in widget) continue;
        const about = widget.about || undefined;
        if (!widget.title || !about) throw new Error(`manifest: the "${widget.name}" widget (widgets/${folder}/widget.ts) needs a title and an about`);
        const script = widget.settings?.script;
        const id = /^#([\w-]+)$/.exec(widget.selector)?.[1] ?? null;
        if (script && !id) throw new Error(`manifest: the "${widget.name}" widget reads a data script, so it mounts by id (its selector is ${widget.selector})`);
        const schemaPath = script ? `schema/${widget.name}.json` : null;
        if (script && schemaPath) schemas[schemaPath] = jsonSchemaOf(script, widget.title, `The data of the ${widget.title.toLowerCase()}: <script type="application/json" id="${id}-data"> beside ${about.element}.`);
        list.push({
          name: widget.name,
          title: widget.title,
          description: about.description,
          entry: `${entry}.js`,
          mount: widget.selector,
          element: about.element,
          data: script ? `${id}-data` : null,
          schema: schemaPath,
          attributes: widget.settings?.attributes ? attributesOf(widget.settings.attributes) : [],
          host: { csp: [...(about.host?.csp ?? ['service'])], reservedHeight: about.host?.reservedHeight ?? null },
        });
      }
    }
  }
  return { manifest: { version, context: 'schema/sf-context.json', widgets: list }, schemas };
}
