/**
 * The embed builder's form, read from a widget's JSON Schema (dist/meta/schema/<widget>.json)
 * or its attributes (the manifest's `attributes`): one field per setting, with its title,
 * description and default, and the reason a value is not allowed, in an editor's words.
 * Pure: no React, no DOM.
 */
import type { ManifestAttribute } from '../manifest';

export type JsonSchema = {
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  examples?: unknown[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  $ref?: string;
};

/** How a setting is edited: a line of text, a whole number, a choice, a switch, or JSON for a group too rich for fields. */
export type FieldKind = 'text' | 'integer' | 'number' | 'choice' | 'switch' | 'json';

export type Field = {
  /** Where it goes in the blob: ['searchRequest', 'take'], or the attribute's name. */
  readonly path: readonly string[];
  /** The setting's path as preview notes write it: `searchRequest.take`, `data-item-id`. */
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly kind: FieldKind;
  /** Left empty, the setting is left out (the widget's default applies). */
  readonly optional: boolean;
  /** A setting that may be written as null (`category`: none). */
  readonly nullable: boolean;
  readonly default: unknown;
  readonly options?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly pattern?: string;
  /** The group this field belongs to, for a fieldset: 'Search'. */
  readonly group?: string;
};

/** The form's values: the text each field holds (a switch: 'true' or 'false'). */
export type Values = Readonly<Record<string, string>>;

const keyOf = (field: Pick<Field, 'path'>) => field.path.join('.');

/** The one schema a setting is written as, past `anyOf [X, null]` (and X's own anyOf of texts and numbers). */
function unwrap(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const options = schema.anyOf;
  if (!options) return { schema, nullable: false };
  const notNull = options.filter((option) => option.type !== 'null');
  const nullable = notNull.length < options.length;
  if (notNull.length === 1) return { schema: { ...notNull[0], ...pick(schema) }, nullable };
  return { schema: { ...schema, anyOf: notNull }, nullable };
}

const pick = (schema: JsonSchema): JsonSchema => ({
  ...(schema.title !== undefined ? { title: schema.title } : {}),
  ...(schema.description !== undefined ? { description: schema.description } : {}),
  ...(schema.default !== undefined ? { default: schema.default } : {}),
  ...(schema.examples !== undefined ? { examples: schema.examples } : {}),
});

function kindOf(schema: JsonSchema): FieldKind {
  if (schema.enum) return 'choice';
  if (schema.anyOf) {
    // Text or a whole number (a warehouse code): written as text.
    return schema.anyOf.every((option) => option.type === 'string' || option.type === 'integer' || option.type === 'number') ? 'text' : 'json';
  }
  switch (schema.type) {
    case 'string':
      return 'text';
    case 'integer':
      return 'integer';
    case 'number':
      return 'number';
    case 'boolean':
      return 'switch';
    default:
      return 'json';
  }
}

/**
 * The fields of a data script's schema: one per property, a group of properties (an object
 * that is not null) opened into its own fields, anything richer (a list of objects, a category
 * tree) as one JSON field.
 */
export function fieldsOfSchema(schema: JsonSchema): Field[] {
  const fields: Field[] = [];
  const visit = (object: JsonSchema, path: string[], group: string | undefined) => {
    const required = new Set(object.required ?? []);
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const { schema: inner, nullable } = unwrap(property);
      const at = [...path, name];
      if (inner.type === 'object' && inner.properties && !nullable) {
        visit(inner, at, inner.title ?? property.title ?? name);
        continue;
      }
      const kind = kindOf(inner);
      fields.push({
        path: at,
        name: at.join('.'),
        title: property.title ?? name,
        description: property.description ?? '',
        kind,
        optional: !required.has(name),
        nullable,
        default: property.default,
        ...(inner.enum ? { options: inner.enum.map(String) } : {}),
        ...(inner.minimum !== undefined ? { minimum: inner.minimum } : {}),
        ...(inner.maximum !== undefined ? { maximum: inner.maximum } : {}),
        ...(inner.pattern !== undefined ? { pattern: inner.pattern } : {}),
        ...(group ? { group } : {}),
      });
    }
  };
  visit(schema, [], undefined);
  return fields;
}

/** The fields of a widget read from its element's attributes. */
export function fieldsOfAttributes(attributes: readonly ManifestAttribute[]): Field[] {
  return attributes.map((attribute) => ({
    path: [attribute.name],
    name: attribute.name,
    title: attribute.title,
    description: attribute.description + (attribute.address ? ` (Or the page address's ?${attribute.address}=.)` : ''),
    kind: attribute.type === 'boolean' ? 'switch' : attribute.type === 'integer' ? 'integer' : 'text',
    optional: !attribute.required,
    nullable: false,
    default: attribute.default,
    ...(attribute.type === 'integer' ? { minimum: 1 } : {}),
  }));
}

/** What a field holds at first: its default, written as the form writes it. */
export function initialText(field: Field): string {
  if (field.kind === 'switch') return field.default === true ? 'true' : 'false';
  if (field.default === undefined || field.default === null) return field.kind === 'json' && !field.optional && !field.nullable ? '[]' : '';
  return field.kind === 'json' ? JSON.stringify(field.default, null, 2) : String(field.default);
}

export function initialValues(fields: readonly Field[]): Values {
  return Object.fromEntries(fields.map((field) => [keyOf(field), initialText(field)]));
}

const WHOLE = /^-?\d+$/;

/** The value a field's text stands for; `undefined` when left empty (left out), or a reason it is not allowed. */
export function readField(field: Field, text: string): { value: unknown } | { reason: string } {
  const trimmed = text.trim();
  if (field.kind === 'switch') return { value: text === 'true' };
  if (trimmed === '') {
    if (field.optional) return { value: undefined };
    if (field.nullable) return { value: null };
    if (field.kind === 'text' && !field.pattern) return { value: '' };
    return { reason: `${field.title} is needed.` };
  }
  switch (field.kind) {
    case 'integer':
    case 'number': {
      if (field.kind === 'integer' ? !WHOLE.test(trimmed) : !Number.isFinite(Number(trimmed))) return { reason: `${field.title} must be ${rangeText(field)}.` };
      const number = Number(trimmed);
      if ((field.minimum !== undefined && number < field.minimum) || (field.maximum !== undefined && number > field.maximum)) return { reason: `${field.title} must be ${rangeText(field)}.` };
      return { value: number };
    }
    case 'choice':
      if (!field.options?.includes(trimmed)) return { reason: `${field.title} must be one of ${field.options?.join(', ')}.` };
      return { value: trimmed };
    case 'json':
      try {
        return { value: JSON.parse(text) };
      } catch (error) {
        return { reason: `${field.title} is not valid JSON: ${error instanceof Error ? error.message : String(error)}.` };
      }
    default:
      if (field.pattern && !new RegExp(field.pattern).test(text)) return { reason: field.pattern === '\\S' ? `${field.title} must not be empty.` : `${field.title} must match ${field.pattern}.` };
      return { value: text };
  }
}

function rangeText(field: Field): string {
  const noun = field.kind === 'integer' ? 'a whole number' : 'a number';
  if (field.minimum !== undefined && field.maximum !== undefined) return `${noun} from ${field.minimum} to ${field.maximum}`;
  if (field.minimum !== undefined) return `${noun} of at least ${field.minimum}`;
  if (field.maximum !== undefined) return `${noun} of at most ${field.maximum}`;
  return noun;
}

/** Each field's reason, by its key ('searchRequest.take'); empty when every value is allowed. */
export function reasonsOf(fields: readonly Field[], values: Values): Record<string, string> {
  const reasons: Record<string, string> = {};
  for (const field of fields) {
    const read = readField(field, values[keyOf(field)] ?? '');
    if ('reason' in read) reasons[keyOf(field)] = read.reason;
  }
  return reasons;
}

/** The data script's JSON from the form (fields with a reason are left out). */
export function blobOf(fields: readonly Field[], values: Values): Record<string, unknown> {
  const blob: Record<string, unknown> = {};
  for (const field of fields) {
    const read = readField(field, values[keyOf(field)] ?? '');
    if (!('value' in read) || read.value === undefined) continue;
    let node = blob;
    for (const key of field.path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[field.path.at(-1)!] = read.value;
  }
  return blob;
}

/** An element's attributes from the form: a switch present when on, a text attribute when not empty. */
export function attributesOf(fields: readonly Field[], values: Values): [string, string][] {
  const attributes: [string, string][] = [];
  for (const field of fields) {
    const text = values[keyOf(field)] ?? '';
    if (field.kind === 'switch') {
      if (text === 'true') attributes.push([field.name, '']);
    } else if (text.trim() !== '') attributes.push([field.name, text.trim()]);
  }
  return attributes;
}

/** The form's values for a blob read back from a snippet (what the blob leaves out: empty). */
export function valuesOfBlob(fields: readonly Field[], blob: unknown): Values {
  return Object.fromEntries(
    fields.map((field) => {
      let node: unknown = blob;
      for (const key of field.path) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
      if (node === undefined) return [keyOf(field), field.kind === 'switch' ? 'false' : ''];
      if (field.kind === 'json') return [keyOf(field), JSON.stringify(node, null, 2)];
      return [keyOf(field), node === null ? '' : String(node)];
    }),
  );
}

/** The form's values for an element's attributes read back from a snippet. */
export function valuesOfAttributes(fields: readonly Field[], element: Element): Values {
  return Object.fromEntries(
    fields.map((field) => [keyOf(field), field.kind === 'switch' ? String(element.hasAttribute(field.name)) : element.getAttribute(field.name) ?? '']),
  );
}

export { keyOf as fieldKey };
