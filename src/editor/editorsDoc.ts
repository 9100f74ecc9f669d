/**
 * The settings tables of docs/editors.md, written from the manifest and its JSON Schemas (the
 * same declarations the widgets run with), so the editors' guide cannot drift from the code:
 * editorsDoc.test.ts fails when the doc's tables differ, and rewrites them with
 * `UPDATE_EDITORS_DOC=1 npx vitest run src/editor/editorsDoc.test.ts`.
 */
import type { JsonSchema, Manifest } from './manifest';

export const TABLES_START = '<!-- settings tables: generated from the manifest (src/editor/editorsDoc.ts) -->';
export const TABLES_END = '<!-- end of the generated settings tables -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

type Row = { setting: string; title: string; allowed: string; fallback: string; description: string };

/** What a schema allows, as an editor reads it. */
function allowedOf(schema: JsonSchema): string {
  const options = schema.anyOf as JsonSchema[] | undefined;
  if (options) return options.filter((option) => option.type !== 'null').map(allowedOf).join(' or ') + (options.some((option) => option.type === 'null') ? ' or null' : '');
  if (Array.isArray(schema.enum)) return `one of ${(schema.enum as unknown[]).map((value) => `\`${String(value)}\``).join(', ')}`;
  const range = schema.minimum !== undefined ? ` (${String(schema.minimum)} or more)` : '';
  switch (schema.type) {
    case 'integer':
      return `a whole number${range}`;
    case 'number':
      return `a number${range}`;
    case 'boolean':
      return '`true` or `false`';
    case 'string':
      return schema.pattern === '\\S' ? 'text, not empty' : 'text';
    case 'array':
      return 'a list';
    case 'object':
      return 'a group of settings';
    default:
      return schema.$ref ? 'a category (as above)' : 'a value';
  }
}

function rowsOf(schema: JsonSchema, prefix = ''): Row[] {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows: Row[] = [];
  for (const [name, property] of Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {})) {
    const path = `${prefix}${name}`;
    const opens = property.type === 'object' && property.properties;
    rows.push({
      setting: `\`${path}\``,
      title: String(property.title ?? name),
      allowed: opens ? 'a group of settings (below)' : allowedOf(property),
      fallback: required.has(name) ? '**needed**' : property.default === undefined ? 'left out' : `\`${JSON.stringify(property.default)}\``,
      description: String(property.description ?? ''),
    });
    if (opens) rows.push(...rowsOf(property, `${path}.`));
  }
  return rows;
}

function table(rows: Row[]): string {
  return [
    '| setting | what it is | what it takes | left out |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.setting} | ${cell(`${row.title}: ${row.description}`)} | ${cell(row.allowed)} | ${row.fallback} |`),
  ].join('\n');
}

/** The tables: per widget, what it is for, where it goes, and each setting; then the page context. */
export function editorsTables(manifest: Manifest, schemas: Record<string, JsonSchema>): string {
  const parts: string[] = [];
  for (const widget of manifest.widgets) {
    parts.push(`### ${widget.title}`, '', widget.description, '', `Place: \`${widget.element}\` and \`${widget.entry}\`.`);
    if (widget.schema) {
      parts.push('', `Settings: the JSON in \`<script type="application/json" id="${widget.data}">\`.`, '', table(rowsOf(schemas[widget.schema] ?? {})));
    } else if (widget.attributes.length) {
      parts.push(
        '',
        'Settings: attributes of the element.',
        '',
        '| attribute | what it is | what it takes | left out |',
        '|---|---|---|---|',
        ...widget.attributes.map(
          (attribute) =>
            `| \`${attribute.name}\` | ${cell(`${attribute.title}: ${attribute.description}`)}${attribute.address ? ` Or the page address's \`?${attribute.address}=\`.` : ''} | ${attribute.type === 'boolean' ? 'present or not' : attribute.type === 'integer' ? 'a whole number' : 'text'} | ${attribute.required ? '**needed**' : attribute.default === undefined ? 'left out' : `\`${JSON.stringify(attribute.default)}\``} |`,
        ),
      );
    } else {
      parts.push('', 'Settings: none; it reads the page context only.');
    }
    parts.push('');
  }
  parts.push('### The page context', '', 'Once per page, in `<script type="application/json" id="sf-context">`; the site\'s server writes it (who is signed in). Paths in notes start with `sf-context.`.', '', table(rowsOf(schemas[manifest.context] ?? {})));
  return `${TABLES_START}\n\n${parts.join('\n')}\n\n${TABLES_END}`;
}
